import MemorizeSystem

/// How one finished game went: what the store compares with the records.
public struct GameResult: Equatable, Sendable {
    public var key: ScoreKey
    public var score: Int
    /// Cards turned face up.
    public var flips: Int
    /// Whole seconds on the game clock.
    public var seconds: Int
    /// The day it was played; nil lets the store ask the system for today.
    public var date: CalendarDate?
    /// Whether the game was won: every card matched (a Matchismo game can end with cards left).
    public var won: Bool

    public init(key: ScoreKey, score: Int, flips: Int, seconds: Int, date: CalendarDate? = nil, won: Bool = true) {
        self.won = won
        self.key = key
        self.score = score
        self.flips = flips
        self.seconds = seconds
        self.date = date
    }
}
