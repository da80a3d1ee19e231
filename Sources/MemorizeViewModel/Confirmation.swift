/// A yes-or-no question before something that would end a game in progress, and what shows again
/// if the answer is no.
public struct Confirmation: Hashable, Sendable {
    /// What waits for a yes.
    public enum Question: Hashable, Sendable {
        case quit
        case newGame
        case pickTheme(index: Int)
    }

    /// The question asked.
    public let question: Question
    /// Whether what showed under the question was the pause box (a no shows it again).
    public let overPause: Bool

    /// Asks `question` over a board, or over the pause box.
    public init(_ question: Question, overPause: Bool = false) {
        self.question = question
        self.overPause = overPause
    }

    /// A yes: what to do now.
    public var confirmed: Question { question }

    /// A no: the box to show again, if any.
    public var cancelled: ScreenState.Overlay? { overPause ? .paused : nil }
}
