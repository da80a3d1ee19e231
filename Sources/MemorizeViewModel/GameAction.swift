import MemorizeKeys
import ScreenKit

/// Something that happened to the game, named for what the player (or the world) did: the one way
/// into `GameViewModel.send(_:)`.
package enum GameAction: Hashable, Sendable {
    /// A key was pressed or the wheel turned; it acts through the key table (`KeyBindings`).
    case pressed(InputEvent)
    /// Something the screen drew was clicked: a card, a row of the picker, a key named in a box.
    case clicked(ClickTarget)
    /// The clock reached a time the view model asked to be woken at (`nextDeadline`).
    case clockTicked(now: Duration)
    /// The board was laid out again, after a resize or a new deal: the cards per row of its grid, and
    /// whether it fits the terminal.
    case boardLaidOut(columns: Int, fits: Bool)
    /// The process was suspended (Ctrl-Z) for this long and has been resumed.
    case resumed(after: Duration)
}
