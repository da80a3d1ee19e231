/// A yes-or-no question before something that would end a game in progress, and what shows again
/// if the answer is no.
package struct Confirmation: Hashable, Sendable {
    /// What waits for a yes.
    package enum Question: Hashable, Sendable {
        case quit
        case newGame
        case pickTheme(index: Int)
        /// The game the new-game screen chose.
        case dealChosen
    }

    /// The question asked.
    package let question: Question
    /// Whether what showed under the question was the pause box (a no shows it again).
    package let overPause: Bool

    /// Asks `question` over a board, or over the pause box.
    package init(_ question: Question, overPause: Bool = false) {
        self.question = question
        self.overPause = overPause
    }

    /// A yes: what to do now.
    package var confirmed: Question { question }

    /// A no: the box to show again, if any.
    var cancelled: ScreenState.Overlay? { overPause ? .paused : nil }
}
