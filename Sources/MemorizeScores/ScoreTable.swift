/// Every key's records: what the scores file holds.
package struct ScoreTable: Equatable, Sendable {
    /// The records by key.
    package private(set) var records: [ScoreKey: ScoreRecord] = [:]
    /// Games of several players, by player name: never mixed with the one-player records.
    package private(set) var matches: [String: MatchRecord] = [:]

    /// An empty table.
    package init() {}

    /// Whether no game has been recorded.
    package var isEmpty: Bool { records.isEmpty && matches.isEmpty }

    /// Counts a finished game of several players: one more game for each name, one more win for the
    /// winner (none for a draw); each count stops at `GameCount.limit`.
    package mutating func recordMatch(players: [String], winner: String?) {
        for name in Set(players) {
            insertMatches(MatchRecord(games: 1, wins: name == winner ? 1 : 0), for: name)
        }
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

    /// Adds a finished game and says which of its key's records it beat; the first game of a key
    /// sets its records but beats none. A daily game's day keeps its first result: a later game of the
    /// same day is practice and changes nothing.
    @discardableResult
    package mutating func record(_ result: GameResult) -> BeatenRecords {
        guard records[result.key] != nil else {
            records[result.key] = ScoreRecord(result)
            return []
        }
        guard result.key.daily == nil else { return [] }
        return records[result.key]!.merge(result)
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
