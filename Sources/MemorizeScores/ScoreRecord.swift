import MemorizeSystem

/// One record: a value and, when known, the day it was set.
package struct BestValue: Equatable, Sendable {
    package var value: Int
    package var date: CalendarDate?

    package init(_ value: Int, date: CalendarDate? = nil) {
        self.value = value
        self.date = date
    }
}

/// The records of one key: each is kept on its own, so the game with the best score need not be
/// the one with the fewest flips or the best time.
package struct ScoreRecord: Equatable, Sendable {
    /// The highest score.
    package var bestScore: BestValue
    /// The fewest cards turned up.
    package var fewestFlips: BestValue
    /// The fewest seconds.
    package var bestTime: BestValue
    /// How many finished games the key has had.
    package var games: Int
    /// How many of them were won (every card matched).
    package var wins: Int

    package init(bestScore: BestValue, fewestFlips: BestValue, bestTime: BestValue, games: Int = 1, wins: Int = 1) {
        self.bestScore = bestScore
        self.fewestFlips = fewestFlips
        self.bestTime = bestTime
        self.games = games
        self.wins = wins
    }

    /// The records of a key with only one game: that game's.
    package init(_ result: GameResult) {
        self.init(
            bestScore: BestValue(result.score, date: result.date),
            fewestFlips: BestValue(result.flips, date: result.date),
            bestTime: BestValue(result.seconds, date: result.date), games: 1, wins: result.won ? 1 : 0)
    }

    /// Keeps the better of each record and says which ones `result` beat.
    ///
    /// A tie beats nothing and keeps the older record with its date: the first to reach a value holds it.
    package mutating func merge(_ result: GameResult) -> BeatenRecords {
        merge(ScoreRecord(result))
    }

    /// Keeps the better of each record of `self` and `other`, adds up their games (up to
    /// `GameCount.limit`), and says which records `other` beat.
    @discardableResult
    package mutating func merge(_ other: ScoreRecord) -> BeatenRecords {
        games = GameCount.adding(games, other.games)
        wins = GameCount.adding(wins, other.wins)
        var beaten: BeatenRecords = []
        if other.bestScore.value > bestScore.value {
            bestScore = other.bestScore
            beaten.insert(.score)
        }
        if other.fewestFlips.value < fewestFlips.value {
            fewestFlips = other.fewestFlips
            beaten.insert(.flips)
        }
        if other.bestTime.value < bestTime.value {
            bestTime = other.bestTime
            beaten.insert(.time)
        }
        return beaten
    }
}

/// Which of a key's records a game beat, each on its own, for a "New best!" beside each.
package struct BeatenRecords: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A higher score than the best one.
    package static let score = BeatenRecords(rawValue: 1 << 0)
    /// Fewer flips than the fewest.
    package static let flips = BeatenRecords(rawValue: 1 << 1)
    /// Fewer seconds than the best time.
    package static let time = BeatenRecords(rawValue: 1 << 2)
}
