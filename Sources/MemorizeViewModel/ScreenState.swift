/// What the screen shows around the game, whatever the game is: the cursor, the box over the board,
/// a one-time notice, and whether the board fits the terminal. Internal to the view model's module:
/// only the view model changes it, and the screen is what others read.
final class ScreenState {
    /// What shows over the board.
    enum Overlay: Hashable, Sendable {
        case help
        /// The theme picker, with its highlighted row.
        case themePicker(ListSelection)
        /// A question waiting for yes or no.
        case confirm(Confirmation)
        case paused
        /// The new-game screen, with its choices and current row.
        case newGame(NewGameForm)
    }

    /// The index of the card under the keyboard cursor.
    var cursor = 0
    /// Cards per row in the renderer's layout; until the first layout the board counts as one row.
    var columns = 1
    /// Whether the board fits the terminal.
    var fits = true
    /// The box over the board, if any.
    var overlay: Overlay?
    /// A warning for the player, shown until dismissed.
    var notice: String?
    /// Counts the notices shown: the same notice shown again (the next game's scores not saved
    /// either) is news to tell, though the screen is the same.
    var noticeNumber = 0
    /// What the last choice did, until the next choice or deal.
    var message: ChoiceMessage?
    /// The animation of the last choice, while it plays.
    var animation: CardAnimation?
    /// The time the view model was last told, for the frame of the animation.
    var animationTime: Duration = .zero
    /// Until when the last match of a finished game holds the board before the summary shows; nil
    /// when nothing is held.
    var finishHeldUntil: Duration?
    /// Until when the summary just shown takes no key: one typed during the hold or on its way
    /// meanwhile must not deal the next game before the summary is seen. Nil when keys act.
    var summaryDeafUntil: Duration?
    /// Whether the player hid the summary of a finished game to look at the board.
    var isSummaryHidden = false
    /// The new-game screen as it was when the player dealt from it, to show again as it was if the
    /// game is refused.
    var dealtNewGameForm: NewGameForm?
    /// Variants already warned about, so a notice shows once per variant in a run.
    var warnedNames: Set<String> = []

    init() {}

    /// Whether the theme picker is open.
    var isShowingThemePicker: Bool {
        if case .themePicker? = overlay { return true }
        return false
    }
}
