import MemorizeSetup

/// Where finished games go to be compared with the best ones ever played, kept from run to run.
///
/// The view model knows only this; the app passes one backed by the score file, tests a stand-in.
package protocol ScoreKeeper: AnyObject {
    /// Records `game` and says which of its records it beat, and anything the player should know
    /// (a score file that could not be read or written). Called once per finished game, and for a
    /// daily once its first card is turned (not won yet), the day's try from then on.
    func record(_ game: FinishedGame) -> RecordedGame

    /// Puts `game`, a daily as it ended or was left, in place of `filed`, the same game as `record`
    /// filed it when its first card was turned. When the scores hold another game for that day
    /// instead, `game` is practice (`RecordedGame.practice` says why) and nothing changes.
    func updateDaily(_ game: FinishedGame, filed: FinishedGame) -> RecordedGame

    /// Counts a finished game of several players: a game for each name, a win for the winner (nil
    /// for a draw). Returns a line for the player when it could not be kept.
    func recordMatch(players: [String], winner: String?) -> String?

    /// Counts a finished game of the people here against the computer at `level` (`easy`, `hard`),
    /// by how they fared. Returns a line for the player when it could not be kept.
    func recordVersus(level: String, _ result: VersusResult) -> String?

    /// The best score kept for games like `game`, without recording it (a practice game); nil when
    /// none is kept or the scores cannot be read.
    func keptBestScore(for game: FinishedGame) -> Int?

    /// Whether a try of the daily of `day` (`YYYY-MM-DD`) is kept already, without recording anything:
    /// another game of that day is practice, and the player is told so before it starts.
    func dailyWasPlayed(on day: String) -> Bool

    /// Whether this is the player's first game here, as the state directory says.
    func isFirstVisit() -> Bool

    /// Marks the first visit seen, so the first game's help is offered once. Asked at the first
    /// card, not before the first frame, whose start-up it would cost a directory and a file.
    func markVisited()
}

extension ScoreKeeper {
    /// Nothing is kept, unless a keeper says otherwise.
    package func keptBestScore(for game: FinishedGame) -> Int? { nil }

    package func dailyWasPlayed(on day: String) -> Bool { false }

    package func isFirstVisit() -> Bool { false }

    package func markVisited() {}
}

/// A finished game, as the score keeper files it.
package struct FinishedGame: Equatable, Sendable {
    /// The variant's name (the theme).
    package var variantName: String
    /// The rules it was played by.
    package var ruleSet: RuleSet
    /// Whether points depended on time.
    package var timed: Bool
    /// How many cards the board had.
    package var cards: Int
    package var score: Int
    package var flips: Int
    package var seconds: Int
    /// The day of the daily deal it was (`YYYY-MM-DD`), or nil: daily games are kept apart.
    package var daily: String?
    /// For a daily, the day (UTC, `YYYY-MM-DD`) it was dealt on, which is the day it was played on
    /// even when it ends after midnight; nil lets the keeper ask for today.
    package var dealtOn: String?
    /// Whether every card was matched.
    package var won: Bool
    /// Whether a timed game was played with a speech grace (plain mode): filed apart from the grid's.
    package var plain: Bool

    package init(
        variantName: String, ruleSet: RuleSet, timed: Bool, cards: Int, score: Int, flips: Int, seconds: Int,
        daily: String? = nil, dealtOn: String? = nil, won: Bool = true, plain: Bool = false
    ) {
        self.plain = timed && plain
        self.daily = daily
        self.dealtOn = daily == nil ? nil : dealtOn
        self.won = won
        self.variantName = variantName
        self.ruleSet = ruleSet
        self.timed = timed
        self.cards = cards
        self.score = score
        self.flips = flips
        self.seconds = seconds
    }
}

/// What recording a finished game found.
package struct RecordedGame: Equatable, Sendable {
    /// The kept records this game beat.
    package var newRecords: Set<GameSummary.Record>
    /// One line for the player when the scores could not be read or kept; nil when all went well.
    package var notice: String?
    /// The best score kept for games like this one, this game included; nil when unknown.
    package var keptBestScore: Int?
    /// For a daily game that did not count, one line saying why (the day was played, or it is past).
    package var practice: String?

    package init(
        newRecords: Set<GameSummary.Record>, notice: String? = nil, keptBestScore: Int? = nil, practice: String? = nil
    ) {
        self.newRecords = newRecords
        self.notice = notice
        self.keptBestScore = keptBestScore
        self.practice = practice
    }
}

/// How a game against the computer ended, for the people here.
package enum VersusResult: Equatable, Sendable {
    case won, lost, drawn
}
