import ScreenKit

/// What a key press asks the view model to do.
public enum KeyAction: Hashable, Sendable {
    /// Move the board cursor.
    case moveCursor(CursorDirection)
    /// Choose the card under the cursor.
    case chooseCard
    /// Deal a new game with a random theme.
    case newGame
    /// Open the theme picker.
    case showThemePicker
    /// Move the theme picker's highlighted row.
    case moveThemeSelection(CursorDirection)
    /// Start a new game with the highlighted theme.
    case pickSelectedTheme
    /// Close the theme picker without picking.
    case closeThemePicker
    /// Show or hide the key help.
    case toggleHelp
    /// Leave the game.
    case quit
}

/// The keys of each screen: a pure mapping from a key press to an action, kept apart from the state
/// so the bindings can be read (and tested) in one place.
public enum KeyBindings {
    /// The action a key press asks for on a screen, or nil when the key does nothing there.
    ///
    /// Letters are matched ignoring case, so Caps Lock does not get in the way. Resizes and clicks
    /// are not keys: the run loop turns them into layout changes and card choices.
    public static func action(for event: InputEvent, in mode: ScreenMode) -> KeyAction? {
        let key = Key(event)
        guard key != .other else { return nil }
        switch mode {
        case .playing:
            if let direction = key.direction { return .moveCursor(direction) }
            switch key {
            case .enter, .character(" "): return .chooseCard
            case .character("n"): return .newGame
            case .character("t"): return .showThemePicker
            case .character("?"): return .toggleHelp
            case .escape, .character("q"): return .quit
            default: return nil
            }
        case .help:
            // Any key closes the help, except the one that quits from everywhere.
            return key == .character("q") ? .quit : .toggleHelp
        case .themePicker:
            switch key.direction {
            case .up?: return .moveThemeSelection(.up)
            case .down?: return .moveThemeSelection(.down)
            case .left?, .right?: return nil
            case nil: break
            }
            switch key {
            case .enter, .character(" "): return .pickSelectedTheme
            case .escape, .character("t"): return .closeThemePicker
            case .character("q"): return .quit
            default: return nil
            }
        case .gameOver:
            switch key {
            case .character("n"): return .newGame
            case .character("t"): return .showThemePicker
            case .escape, .character("q"): return .quit
            default: return nil
            }
        case .tooSmall:
            switch key {
            case .escape, .character("q"): return .quit
            default: return nil
            }
        }
    }
}

/// A key press with letters folded to lowercase and non-key events set aside.
private enum Key: Equatable {
    case arrow(CursorDirection)
    case enter
    case escape
    case character(Character)
    case other

    init(_ event: InputEvent) {
        switch event {
        case .up: self = .arrow(.up)
        case .down: self = .arrow(.down)
        case .left: self = .arrow(.left)
        case .right: self = .arrow(.right)
        case .enter: self = .enter
        case .escape: self = .escape
        case .character(let character):
            // Only ASCII folds: lowercasing some other letters gives more than one character.
            self = .character(character.isASCII ? Character(character.lowercased()) : character)
        case .click, .resize: self = .other
        }
    }

    /// The direction of an arrow, or of `h j k l` and `w a s d`.
    var direction: CursorDirection? {
        switch self {
        case .arrow(let direction): direction
        case .character("k"), .character("w"): .up
        case .character("j"), .character("s"): .down
        case .character("h"), .character("a"): .left
        case .character("l"), .character("d"): .right
        default: nil
        }
    }
}
