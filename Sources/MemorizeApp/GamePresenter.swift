import MemorizeViewModel
import ScreenKit

/// What shows the game to the player and reads what they do, for the run loop: the ncurses grid
/// (`TerminalPresenter`), or any other way of presenting the same `GameScreen`. The loop knows
/// presenters only through this, so a new one is an addition, not a change to the loop.
package protocol GamePresenter {
    /// Lays the board out again when the output changed size or a new deal is on the board.
    ///
    /// - Parameters:
    ///   - cardCount: How many cards the board has.
    ///   - deal: The number of the deal on the board; a new number is a new deal.
    /// - Returns: The cards per row and whether the board fits, when they may have changed; nil when
    ///   nothing changed since the last call.
    mutating func layOut(cardCount: Int, deal: Int) -> (columns: Int, fits: Bool)?

    /// Shows `screen`.
    mutating func present(_ screen: GameScreen)

    /// What an input means to the game, as this presenter showed it: a click becomes what was drawn
    /// under it, a key stays a key; nil when it means nothing (a resize, which `layOut` notices).
    func action(for input: InputEvent) -> GameAction?

    /// Rings the bell, where the output has one.
    func ringBell()
}
