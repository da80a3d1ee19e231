import MemorizeViewModel
import ScreenKit

/// What shows the game to the player and reads what they do, for the run loop: the ncurses grid
/// (`TerminalPresenter`), lines of text (`PlainPresenter`), or any other way of presenting the same
/// `GameScreen` and `GameEvent`s. The loop knows presenters only through this, so a new one is an
/// addition, not a change to the loop.
package protocol GamePresenter {
    /// How this presenter wants the game paced: animation, the hold on the last match, the pause of
    /// seats that move by themselves. The composition hands it to the view model.
    static var policy: PresenterPolicy { get }

    /// Lays the board out again when the output changed size or a new deal is on the board.
    ///
    /// - Parameters:
    ///   - cardCount: How many cards the board has.
    ///   - deal: The number of the deal on the board; a new number is a new deal.
    /// - Returns: The cards per row and whether the board fits, when they may have changed; nil when
    ///   nothing changed since the last call.
    mutating func layOut(cardCount: Int, deal: Int) -> (columns: Int, fits: Bool)?

    /// Shows `screen`, the current one, after `events` happened (in order, since the last call):
    /// the bell (`.bell`) and the clipboard (`.copy`) are events like the others, rung or copied
    /// where the output has them.
    mutating func present(_ screen: GameScreen, events: [GameEvent])

    /// What an input means to the game on the screen of `mode`, with a notice showing or not
    /// (`noticeShows`), as this presenter showed it: a key or a word becomes an intent, a click what
    /// was drawn under it; nil when it means nothing (a resize, which `layOut` notices).
    func action(for input: InputEvent, in mode: ScreenMode, noticeShows: Bool) -> GameAction?
}
