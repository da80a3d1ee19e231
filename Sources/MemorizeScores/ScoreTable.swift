import MemorizeSystem

/// Every key's records: what the scores file holds.
package struct ScoreTable: Equatable, Sendable {
    /// The records by key.
    package private(set) var records: [ScoreKey: ScoreRecord] = [:]
    /// Games of several people at one keyboard, by player name: never mixed with the one-player records.
    package private(set) var matches: [String: MatchRecord] = [:]
    /// Games against the computer, by its level (`easy`, `hard`): how the people playing it fared.
    package private(set) var versus: [String: VersusRecord] = [:]

    /// An empty table.
    package init() {}

    /// Whether no game has been recorded.
    package var isEmpty: Bool { records.isEmpty && matches.isEmpty && versus.isEmpty }

    /// Counts a finished game of several players: one more game for each name, one more win for the
    /// winner (none for a draw); each count stops at `GameCount.limit`.
    package mutating func recordMatch(players: [String], winner: String?) {
        for name in Set(players) {
            insertMatches(MatchRecord(games: 1, wins: name == winner ? 1 : 0), for: name)
        }
    }

    /// Counts a finished game against the computer at `level`, as the people playing it did.
    package mutating func recordVersus(level: String, _ outcome: VersusOutcome) {
        var record = VersusRecord()
        switch outcome {
        case .won: record.won = 1
        case .lost: record.lost = 1
        case .drawn: record.drawn = 1
        }
        insertVersus(record, for: level)
    }

    /// Adds the games against the computer at `level` as read from a file, each count up to
    /// `GameCount.limit`.
    package mutating func insertVersus(_ record: VersusRecord, for level: String) {
        var kept = versus[level, default: VersusRecord()]
        kept.won = GameCount.adding(kept.won, record.won)
        kept.lost = GameCount.adding(kept.lost, record.lost)
        kept.drawn = GameCount.adding(kept.drawn, record.drawn)
        versus[level] = kept
    }

    /// Adds a player's games and wins as read from a file, up to `GameCount.limit`.
    package mutating func insertMatches(_ record: MatchRecord, for name: String) {
        var kept = matches[name, default: MatchRecord()]
        kept.games = GameCount.adding(kept.games, record.games)
        kept.wins = GameCount.adding(kept.wins, record.wins)
        matches[name] = kept
    }

    /// The records in the order of `ScoreKey`: by variant, mode, timed, cards.
    package var sorted: [(key: ScoreKey, record: ScoreRecord)] {
        records.sorted { $0.key < $1.key }.map { (key: $0.key, record: $0.value) }
    }

    /// The records of `key`, or nil when no game with that key is kept.
    package subscript(key: ScoreKey) -> ScoreRecord? {
        records[key]
    }

    /// The day's daily try, whatever it was played as (timed or not, pairs or Matchismo), or nil
    /// when the day has none. A file written before the day's try was one per date may hold a day
    /// under two keys (timed and untimed); the first in key order then speaks for the day.
    package func daily(on day: CalendarDate) -> (key: ScoreKey, record: ScoreRecord)? {
        records.filter { $0.key.daily == day }.min { $0.key < $1.key }.map { (key: $0.key, record: $0.value) }
    }

    /// Adds a finished game and says which of its key's records it beat; the first game of a key
    /// sets its records but beats none. A daily game's day keeps its first result, under whatever key:
    /// a later game of the same date is practice and changes nothing, even one played with `--timed`
    /// or as Matchismo (one scored try per date, SPEC §7.5).
    @discardableResult
    package mutating func record(_ result: GameResult) -> BeatenRecords {
        if let day = result.key.daily {
            if daily(on: day) == nil { records[result.key] = ScoreRecord(result) }
            return []
        }
        guard records[result.key] != nil else {
            records[result.key] = ScoreRecord(result)
            return []
        }
        return records[result.key]!.merge(result)
    }

    /// Puts `result` in place of the day's try kept under `key`: the same game, filed when its first card
    /// was turned and now ended or left. A try is one game, so it is replaced, never merged.
    package mutating func replaceDaily(_ key: ScoreKey, with result: GameResult) {
        records[key] = nil
        records[result.key] = ScoreRecord(result)
    }

    /// Adds the records of a key, keeping the better of each when the key is already there.
    package mutating func insert(_ record: ScoreRecord, for key: ScoreKey) {
        if records[key] == nil {
            records[key] = record
        } else {
            records[key]!.merge(record)
        }
    }
}

/// A player's games of several players: how many were played and won.
package struct MatchRecord: Equatable, Sendable {
    package var games = 0
    package var wins = 0

    package init(games: Int = 0, wins: Int = 0) {
        self.games = games
        self.wins = wins
    }
}

/// How a game against the computer ended, for the people playing it.
package enum VersusOutcome: Sendable {
    case won, lost, drawn
}

/// The games against the computer at one level: how many the people playing it won, lost and drew.
package struct VersusRecord: Equatable, Sendable {
    package var won = 0
    package var lost = 0
    package var drawn = 0

    package init(won: Int = 0, lost: Int = 0, drawn: Int = 0) {
        self.won = won
        self.lost = lost
        self.drawn = drawn
    }

    /// Every game counted, up to `GameCount.limit`.
    package var games: Int { GameCount.total([won, lost, drawn]) }
}
