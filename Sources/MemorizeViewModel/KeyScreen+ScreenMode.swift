import MemorizeKeys
import ScreenKit

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
        }
    }
}

extension KeyBindings {
    /// The action a key press asks for on the screen of `mode`, or nil when the key does nothing there.
    package static func action(for event: InputEvent, in mode: ScreenMode) -> KeyAction? {
        action(for: event, on: KeyScreen(mode))
    }
}
