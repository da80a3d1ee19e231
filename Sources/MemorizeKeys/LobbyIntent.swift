/// What a key, a click or a typed line means on the lobby's screen (`memorize --lobby`).
///
/// Beside `Intent` for the same reason: the lobby's key table maps keys straight to these, and the
/// man page reads that table.
package enum LobbyIntent: Equatable, Sendable {
    /// Up or down the list of tables; on the form, from one choice to the next.
    case move(CursorDirection)
    /// The list's row `index`, clicked.
    case select(Int)
    /// Join the selected table (or, on the form, make the table; on the name prompt, take the name).
    case join
    case watch
    case newTable
    case daily
    /// Between the tables and today's board.
    case toggleBoard
    case toggleHelp
    /// Back from the form, the board or the help.
    case back
    case quit
    /// A character typed on the name prompt.
    case type(Character)
    /// The last character typed on the name prompt, taken back.
    case deleteBackward
}
