/// The part of the terminal the game draws in: all of it, up to a largest size.
///
/// Frames are whole screens of cells, so a terminal that says it is 10000×10000 (or 65535×65535)
/// would cost gigabytes and seconds for every frame. Beyond `largest` the game draws in the
/// top-left corner and keeps the row under it for a note that says so.
package struct DrawingArea: Hashable, Sendable {
    /// The largest screen the game draws: more than any monitor shows at a readable font size.
    package static let largest = TerminalSize(columns: 1000, rows: 300)

    /// The screen the backend manages: the terminal's size, capped at `largest`.
    package let screen: TerminalSize
    /// The size frames are drawn at: the screen, less the note's row when there is a note.
    package let frame: TerminalSize
    /// A line for the player when the terminal is larger than `largest`; nil otherwise.
    package let note: String?

    /// The area for a terminal of `terminal` size.
    package init(terminal: TerminalSize, largest: TerminalSize = DrawingArea.largest) {
        guard terminal.columns > largest.columns || terminal.rows > largest.rows else {
            screen = terminal
            frame = terminal
            note = nil
            return
        }
        screen = TerminalSize(
            columns: min(terminal.columns, largest.columns), rows: min(terminal.rows, largest.rows))
        frame = TerminalSize(columns: screen.columns, rows: max(screen.rows - 1, 0))
        note = "This terminal is \(terminal); memorize draws in the top-left \(frame) of it."
    }
}
