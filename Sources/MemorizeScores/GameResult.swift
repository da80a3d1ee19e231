import MemorizeSystem

/// How one finished game went: what the store compares with the records.
package struct GameResult: Equatable, Sendable {
    package var key: ScoreKey
    package var score: Int
    /// Cards turned face up.
    package var flips: Int
    /// Whole seconds on the game clock.
    package var seconds: Int
    /// The day it was played; nil lets the store ask the system for today.
    package var date: CalendarDate?
    /// Whether the game was won: every card matched (a Matchismo game can end with cards left).
    package var won: Bool

    package init(key: ScoreKey, score: Int, flips: Int, seconds: Int, date: CalendarDate? = nil, won: Bool = true) {
        self.won = won
        self.key = key
        self.score = score
        self.flips = flips
        self.seconds = seconds
        self.date = date
    }
}
