import MemorizeSystem

/// One record: a value and, when known, the day it was set.
public struct BestValue: Equatable, Sendable {
    public var value: Int
    public var date: CalendarDate?

    public init(_ value: Int, date: CalendarDate? = nil) {
        self.value = value
        self.date = date
    }
}

/// The records of one key: each is kept on its own, so the game with the best score need not be
/// the one with the fewest flips or the best time.
public struct ScoreRecord: Equatable, Sendable {
    /// The highest score.
    public var bestScore: BestValue
    /// The fewest cards turned up.
    public var fewestFlips: BestValue
    /// The fewest seconds.
    public var bestTime: BestValue

    public init(bestScore: BestValue, fewestFlips: BestValue, bestTime: BestValue) {
        self.bestScore = bestScore
        self.fewestFlips = fewestFlips
        self.bestTime = bestTime
    }

    /// The records of a key with only one game: that game's.
    public init(_ result: GameResult) {
        self.init(
            bestScore: BestValue(result.score, date: result.date),
            fewestFlips: BestValue(result.flips, date: result.date),
            bestTime: BestValue(result.seconds, date: result.date))
    }

    /// Keeps the better of each record and says which ones `result` beat.
    ///
    /// A tie beats nothing and keeps the older record with its date: the first to reach a value holds it.
    public mutating func merge(_ result: GameResult) -> BeatenRecords {
        merge(ScoreRecord(result))
    }

    /// Keeps the better of each record of `self` and `other`, and says which ones `other` beat.
    @discardableResult
    public mutating func merge(_ other: ScoreRecord) -> BeatenRecords {
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
public struct BeatenRecords: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A higher score than the best one.
    public static let score = BeatenRecords(rawValue: 1 << 0)
    /// Fewer flips than the fewest.
    public static let flips = BeatenRecords(rawValue: 1 << 1)
    /// Fewer seconds than the best time.
    public static let time = BeatenRecords(rawValue: 1 << 2)
}
