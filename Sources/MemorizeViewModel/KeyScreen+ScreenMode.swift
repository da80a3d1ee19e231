import MemorizeKeys

extension KeyScreen {
    /// The key screen of a screen mode.
    package init(_ mode: ScreenMode) {
        switch mode {
        case .playing: self = .board
        case .help: self = .help
        case .themePicker: self = .themePicker
        case .gameOver: self = .summary
        case .tooSmall: self = .tooSmall
        case .confirm: self = .confirm
        case .paused: self = .paused
        // Letters type on a row of text, and move or step on the others.
        case .newGame(let form): self = form.isTyping ? .newGameText : .newGame
        }
    }
}
