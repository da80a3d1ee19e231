// What the lobby shows a door: its open tables, today's daily and its board. The lobby's protocol
// carries these and the door's screen reads them, so they live here, with no network in them, as a
// table's views do.

/// One table as the lobby lists it.
package struct LobbyTable: Hashable, Sendable {
    /// The number a door joins or watches it by.
    package var id: Int
    package var theme: String
    /// The mode as it reads: `pairs`, `Matchismo`, with `, timed`.
    package var mode: String
    /// The seats' names in turn order; empty for an open seat. A computer's is `Computer (level)`.
    package var seats: [String]
    /// Which seats are away (their player has a minute to come back).
    package var away: [Int]
    package var spectators: [String]
    /// Whether its game has begun (only an open or away seat can be joined then).
    package var started: Bool

    package init(
        id: Int, theme: String, mode: String, seats: [String], away: [Int] = [], spectators: [String] = [],
        started: Bool = false
    ) {
        self.id = id
        self.theme = theme
        self.mode = mode
        self.seats = seats
        self.away = away
        self.spectators = spectators
        self.started = started
    }
}

/// One line of today's daily board.
package struct LobbyDailyEntry: Hashable, Sendable {
    package var name: String
    package var score: Int
    /// Flips over the fewest the board could be cleared in.
    package var flipsOver: Int
    /// The game's time, in whole seconds.
    package var seconds: Int
    /// Days in a row this name played the server's daily, today's included.
    package var streak: Int

    package init(name: String, score: Int, flipsOver: Int, seconds: Int, streak: Int) {
        self.name = name
        self.score = score
        self.flipsOver = flipsOver
        self.seconds = seconds
        self.streak = streak
    }
}

/// The lobby as a door shows it: who it is, the open tables, today's daily and its board.
package struct LobbySnapshot: Hashable, Sendable {
    /// The name this session is known by.
    package var name: String
    package var tables: [LobbyTable]
    /// Today's UTC day, `YYYY-MM-DD`.
    package var day: String
    /// Today's daily number (as `--daily` numbers it).
    package var dailyNumber: Int
    /// Whether this key has played today's daily.
    package var playedToday: Bool
    /// Today's results, best first (score, then fewest flips over, then time).
    package var board: [LobbyDailyEntry]

    package init(
        name: String, tables: [LobbyTable], day: String, dailyNumber: Int, playedToday: Bool,
        board: [LobbyDailyEntry]
    ) {
        self.name = name
        self.tables = tables
        self.day = day
        self.dailyNumber = dailyNumber
        self.playedToday = playedToday
        self.board = board
    }
}
