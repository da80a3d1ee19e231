import MemorizeKeys
import MemorizeTable

/// Something that happened to the game: the one way into `GameViewModel.send(_:)`.
package enum GameAction: Hashable, Sendable {
    /// The player said what they meant by a key or a word.
    case intent(Intent)
    /// The player pointed at something drawn: a card, a row of the picker, a command named on the
    /// screen. Pointing at a command does only that; unlike a key it does not hurry another seat.
    case pointed(Intent)
    /// The clock reached a time the view model asked to be woken at (`nextDeadline`).
    case clockTicked(now: Duration)
    /// The board was laid out again, after a resize or a new deal: the cards per row of its grid, and
    /// whether it fits the output.
    case boardLaidOut(columns: Int, fits: Bool)
    /// The process was suspended (Ctrl-Z) for this long and has been resumed: the one way a resume
    /// comes in.
    case resumed(after: Duration)
    /// The table across terminals heard something: a choice, a board, a seat away, back or gone.
    case table(TableEvent)
}
