/// What the table across terminals tells the view model: the loop carries these like any other
/// source's messages. The host hears its guests' choices and their comings and goings; a seat or a
/// spectator at another terminal hears the host's boards, tables and choices.
package enum TableEvent: Hashable, Sendable {
    // MARK: Either side

    /// The seats as they stand, by name, in turn order (a guest hears them when it joins and as they
    /// fill; the host when a player takes a seat). `here` is the seat of this terminal, nil for the
    /// host's own list (its seat is 0) and for a spectator.
    case seats(names: [String], here: Int?)
    /// The player at `seat` is gone for now (their connection closed or went silent): the game waits
    /// for them, with a notice that says why.
    case away(seat: Int, reason: String)
    /// The player at `seat` came back.
    case back(seat: Int)
    /// Something the player here should know, on the message line (strangers refused, a spectator
    /// arrived).
    case note(String)
    /// The table is over for this terminal: the host left, or broke the protocol, or this side's
    /// connection is gone for good. Every score stays shown.
    case ended(String)

    // MARK: The host hears

    /// The player at `seat` asks to choose `card` of the board of deal `deal`.
    case chose(seat: Int, card: Int, deal: Int)
    /// The player at `seat` left for good (or did not come back in time): their seat is open again.
    case left(seat: Int, reason: String)

    // MARK: A seat or a spectator hears

    /// A new board, all face down.
    case board(TableBoard)
    /// The whole table as it stands (after joining, or coming back).
    case table(TableState)
    /// What one choice did, and the table after it.
    case choice(TableChoice)
    /// This seat's choice of `card` on the board of deal `deal` was not acted on, and why (the host is
    /// away from the board, or the board was dealt anew).
    case ignored(card: Int, deal: Int, reason: String)
    /// The player at `seat` left the table for good: the game under way ends, every score shown, and
    /// the host deals the next once the seat is taken again.
    case stopped(seat: Int)
}

/// What the view model tells the table: the host what every seat and spectator should see, a seat
/// at another terminal what it asks.
package enum TableUpdate: Hashable, Sendable {
    // MARK: The host tells

    /// A new board, all face down.
    case board(TableBoard)
    /// The table as it stands.
    case table(TableState)
    /// What a choice did.
    case choice(TableChoice)
    /// The choice `seat` asked for was not acted on, and why (told to that seat alone).
    case ignored(seat: Int, card: Int, deal: Int, reason: String)
    /// The player at `seat` broke the rules of the table (chose out of turn): they are told why and
    /// their seat is closed.
    case refuse(seat: Int, reason: String)
    /// The player at `seat` left for good: every other side's game under way ends.
    case stop(seat: Int)

    // MARK: A seat tells

    /// This seat chooses `card` of deal `deal`.
    case choose(card: Int, deal: Int)

    // MARK: Either side

    /// This terminal leaves the table, with a line for the others (`Ann left the game`); the host's
    /// leaving ends the table for everyone.
    case leave(reason: String)
}

/// The limits every table keeps, whatever carries it.
package enum TableLimits {
    /// The most cards a board across terminals may have (and so the most a message may list).
    package static let maximumCards = 512
    /// The most seats at one table, the host's included.
    package static let maximumSeats = 4
    /// The most spectators at one table.
    package static let maximumSpectators = 8
    /// The longest name a seat may have, in characters.
    package static let longestName = 32
}
