import MemorizeLocalization
import MemorizeScores
import MemorizeSetup
import MemorizeSystem
import MemorizeViewModel

/// The score keeper of a real run: finished games go to the score file (`ScoreStore`), kept from
/// run to run.
final class StoredScores: ScoreKeeper {
    private let store: ScoreStore
    private let system: SystemAccess

    init(system: SystemAccess) {
        store = ScoreStore(system: system)
        self.system = system
    }

    /// A file beside the scores says the first game's help was offered: its absence is a first visit.
    /// Without a state directory nothing can be kept, and the help is not offered at every start.
    func isFirstVisit() -> Bool {
        guard let marker = visitMarker else { return false }
        return !system.fileExists(marker)
    }

    func markVisited() {
        guard let marker = visitMarker else { return }
        _ = system.writeFileAtomically(FilePath(marker), Array("offered\n".utf8))
    }

    private var visitMarker: String? {
        guard let scores = store.path, let slash = scores.lastIndex(of: "/") else { return nil }
        return String(scores[..<slash]) + "/first-help-offered"
    }

    func record(_ game: FinishedGame) -> RecordedGame {
        recorded(store.record(Self.result(of: game)), for: game)
    }

    func updateDaily(_ game: FinishedGame, filed: FinishedGame) -> RecordedGame {
        recorded(store.updateDaily(Self.result(of: game), filed: Self.result(of: filed)), for: game)
    }

    /// What the store compares and keeps of `game`. A daily is filed under the day it was dealt on:
    /// one begun before midnight (UTC) and ended after it is that day's try, not a past day's. Any
    /// other game is dated when it ends.
    private static func result(of game: FinishedGame) -> GameResult {
        GameResult(
            key: key(of: game), score: game.score, flips: game.flips, seconds: game.seconds,
            date: game.dealtOn.flatMap(CalendarDate.init(iso:)), won: game.won)
    }

    /// What the view model is told of filing `game`.
    private func recorded(_ outcome: RecordOutcome, for game: FinishedGame) -> RecordedGame {
        var records: Set<GameSummary.Record> = []
        if outcome.beaten.contains(.score) { records.insert(.score) }
        if outcome.beaten.contains(.flips) { records.insert(.flips) }
        if outcome.beaten.contains(.time) { records.insert(.time) }
        if game.daily == nil, outcome.previous == nil {
            // The first game of its kind sets its records: a new best, and said so. A score below zero
            // is no best to celebrate: the summary says it is the best kept, below zero.
            records = game.score < 0 ? [.flips, .time] : [.score, .flips, .time]
        }
        // A daily's result is the day's, not a record: no "record" beside it, and a game that did not
        // count says why.
        let practice: String? =
            switch outcome.practice {
            case .alreadyPlayed: AppText.practicePlayed.text()
            case .archive: AppText.practiceArchive.text()
            case nil: nil
            }
        return RecordedGame(
            newRecords: records, notice: outcome.notice,
            keptBestScore: game.daily == nil ? outcome.current.bestScore.value : nil, practice: practice)
    }

    /// Reads the file without writing it: a practice game is shown beside the record, never filed.
    func dailyWasPlayed(on day: String) -> Bool {
        guard let date = CalendarDate(iso: day) else { return false }
        return store.load().table.daily(on: date) != nil
    }

    func keptBestScore(for game: FinishedGame) -> Int? {
        store.load().table.records[Self.key(of: game)]?.bestScore.value
    }

    private static func key(of game: FinishedGame) -> ScoreKey {
        ScoreKey(
            variant: game.variantName, mode: ScoreMode(game.ruleSet), timed: game.timed, cards: game.cards,
            daily: game.daily.flatMap(CalendarDate.init(iso:)), plain: game.plain)
    }

    func recordMatch(players: [String], winner: String?) -> String? {
        Self.notice(store.recordMatch(players: players, winner: winner))
    }

    func recordVersus(level: String, _ result: VersusResult) -> String? {
        let outcome: VersusOutcome =
            switch result {
            case .won: .won
            case .lost: .lost
            case .drawn: .drawn
            }
        return Self.notice(store.recordVersus(level: level, outcome))
    }

    /// The notice of a game of several seats, said as a one-player game's is: each problem's own
    /// message says whether the game was saved (a file moved aside, then written, was), and the
    /// run's stderr adds `memorize: ` itself.
    private static func notice(_ problems: [ScoreProblem]) -> String? {
        problems.isEmpty ? nil : problems.map(\.message).joined(separator: "; ")
    }
}

extension ScoreMode {
    /// The mode a rule set's games are filed under: the score key derives from the rule set.
    init(_ ruleSet: RuleSet) {
        switch ruleSet {
        case .memorize: self = .memorize
        case .matchismo: self = .matchismo
        }
    }
}
