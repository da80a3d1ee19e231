import MemorizeText
import ScreenKit

/// What a key press asks the view model to do.
package enum KeyAction: Hashable, Sendable {
    /// Move the board cursor.
    case moveCursor(CursorDirection)
    /// Choose the card under the cursor.
    case chooseCard
    /// Deal a new game with a random theme (asking first during a game).
    case newGame
    /// Deal the same theme again, from the game-over box.
    case replay
    /// Open the theme picker.
    case showThemePicker
    /// Move the theme picker's highlighted row.
    case moveThemeSelection(CursorDirection)
    /// Move the theme picker's highlighted row a page up or down.
    case pageThemeSelection(CursorDirection)
    /// Highlight the first or the last theme (`.up` or `.down`).
    case jumpThemeSelectionToEnd(CursorDirection)
    /// Highlight the next theme whose name starts with this character.
    case jumpToTheme(startingWith: Character)
    /// Start a new game with the highlighted theme (asking first during a game).
    case pickSelectedTheme
    /// Close the theme picker without picking.
    case closeThemePicker
    /// Hide or show the summary of a finished game, to look at the board.
    case toggleSummary
    /// Copy a finished daily's lines to share to the terminal's clipboard.
    case copyShare
    /// Show or hide the key help.
    case toggleHelp
    /// Pause: hide the board and stop the clock.
    case pause
    /// Resume a paused game.
    case resume
    /// Answer yes to the question asked.
    case confirm
    /// Answer no to the question asked.
    case cancel
    /// Open the new-game screen.
    case showNewGame
    /// Move the new-game screen's cursor to the row above or below.
    case moveNewGameRow(CursorDirection)
    /// Step the choice of the new-game screen's current row (left: back, right: on).
    case stepNewGameChoice(CursorDirection)
    /// Type a character into the new-game screen's current row.
    case typeNewGame(Character)
    /// Delete the last character of the new-game screen's current row.
    case deleteNewGame
    /// Deal the game the new-game screen chose.
    case startNewGame
    /// Close the new-game screen.
    case closeNewGame
    /// Leave the game, asking first during a game, or always (a lone Esc, which may be the start of
    /// a key that a slow link split in two).
    case quit(alwaysAsk: Bool)
}

/// The screens as far as keys are concerned: each has its own bindings.
package enum KeyScreen: UInt8, Hashable, Sendable, CaseIterable {
    case board, help, themePicker, summary, tooSmall, confirm, paused
    /// The new-game screen, on a row of choices; and on a row that takes text (names, seed).
    case newGame, newGameText
}

/// Some of the screens, as the key table names them for a binding.
///
/// A bit for each screen rather than a `Set`: the table is built when the first frame is drawn,
/// and a set would be an allocation and a hashing of each screen for every binding.
package struct KeyScreens: OptionSet, Sendable {
    package let rawValue: UInt16

    package init(rawValue: UInt16) { self.rawValue = rawValue }

    package init(_ screen: KeyScreen) { rawValue = 1 << UInt16(screen.rawValue) }

    package static let board = KeyScreens(.board)
    package static let help = KeyScreens(.help)
    package static let themePicker = KeyScreens(.themePicker)
    package static let summary = KeyScreens(.summary)
    package static let tooSmall = KeyScreens(.tooSmall)
    package static let confirm = KeyScreens(.confirm)
    package static let paused = KeyScreens(.paused)
    package static let newGame = KeyScreens(.newGame)
    package static let newGameText = KeyScreens(.newGameText)

    /// Whether `screen` is one of these.
    package func contains(_ screen: KeyScreen) -> Bool { contains(KeyScreens(screen)) }
}

/// A group of keys that share one label, such as the four arrows or `h j k l`.
package struct KeyGroup: Hashable, Sendable {
    /// One key as the bindings see it: letters already folded to lowercase.
    package enum Key: Hashable, Sendable {
        case up, down, left, right, home, end, pageUp, pageDown, enter, escape, backspace
        case character(Character)
        /// The mouse wheel turned up or down.
        case wheelUp, wheelDown
        /// A mouse click; the run loop maps it to a card.
        case click
        /// Any key not bound otherwise on the screen.
        case anyKey
        /// Any letter or digit not bound otherwise on the screen.
        case anyCharacter
    }

    /// The keys of the group.
    package let keys: [Key]
    /// The label where Unicode can be drawn.
    package let label: String
    /// The label in plain ASCII.
    package let asciiLabel: String

    package init(_ keys: [Key], label: String, asciiLabel: String? = nil) {
        self.keys = keys
        self.label = label
        self.asciiLabel = asciiLabel ?? label
    }

    /// The label for a terminal that can, or cannot, draw Unicode.
    package func label(unicode: Bool) -> String { unicode ? label : asciiLabel }

    package static let arrows = KeyGroup([.up, .down, .left, .right], label: "←↑↓→", asciiLabel: "arrows")
    package static let upDownArrows = KeyGroup([.up, .down], label: "↑↓", asciiLabel: "up/down")
    package static let leftRightArrows = KeyGroup([.left, .right], label: "←→", asciiLabel: "left/right")
    package static let backspace = KeyGroup([.backspace], label: "Backspace")
    package static let viKeys = KeyGroup(letters: "hjkl")
    package static let wasd = KeyGroup(letters: "wasd")
    package static let pageKeys = KeyGroup([.pageUp, .pageDown], label: "PgUp PgDn")
    package static let homeEnd = KeyGroup([.home, .end], label: "Home End")
    package static let wheel = KeyGroup([.wheelUp, .wheelDown], label: "wheel")
    package static let enter = KeyGroup([.enter], label: "Enter")
    package static let space = KeyGroup([.character(" ")], label: "Space")
    package static let escape = KeyGroup([.escape], label: "Esc")
    package static let click = KeyGroup([.click], label: "mouse click")
    package static let anyKey = KeyGroup([.anyKey], label: "any key")
    package static let anyOtherKey = KeyGroup([.anyKey], label: "any other key")
    package static let anyCharacter = KeyGroup([.anyCharacter], label: "a letter")
    /// Any key that types a character, as on a row of text.
    package static let typing = KeyGroup([.anyKey], label: "a–z 0–9", asciiLabel: "a-z 0-9")
    /// The letters as a hint names them, briefly.
    package static let letters = KeyGroup([.anyCharacter], label: "a–z", asciiLabel: "a-z")

    /// A single letter key, labelled with itself.
    package static func letter(_ letter: Character) -> KeyGroup { KeyGroup(letters: String(letter)) }

    private init(letters: String) {
        self.init(letters.map { .character($0) }, label: letters)
    }
}

/// One line of the key table: the keys, on which screens, what they do, and how to describe them.
package struct KeyBinding: Sendable {
    /// The screens where the keys do this.
    package let screens: KeyScreens
    /// The keys, in the order the help lists them.
    package let keys: [KeyGroup]
    /// What the keys do; a movement takes its direction from the key.
    package let command: Command
    /// What the help and `--help` say the keys do.
    package let description: String
    /// The word on the hint line, or nil to leave the binding off it.
    package let hint: String?
    /// The key groups the hint line names (fewer than `keys`, to save room).
    package let hintKeys: [KeyGroup]
    /// When the hint line is short of room, hints with a higher rank are left out first.
    package let hintRank: Int

    /// What a binding does, before a movement gets its direction.
    package enum Command: Hashable, Sendable {
        case move, select, page, jumpToEnd, jumpToLetter, choose, newGame, replay, showThemePicker, pickTheme
        case closeThemePicker, toggleSummary, copyShare, toggleHelp, pause, resume, confirm, cancel, quit
        case showNewGame, moveNewGameRow, stepNewGameChoice, typeNewGame, deleteNewGame, startNewGame, closeNewGame
    }

    init(
        _ screens: KeyScreens, _ keys: [KeyGroup], _ command: Command, _ description: String,
        hint: String? = nil, hintKeys: [KeyGroup]? = nil, hintRank: Int = 0
    ) {
        self.screens = screens
        self.keys = keys
        self.command = command
        self.description = description
        self.hint = hint
        self.hintKeys = hintKeys ?? keys
        self.hintRank = hintRank
    }

    /// What clicking this binding's hint does, for bindings whose action needs no key to tell it.
    package var clickAction: KeyAction? { KeyBindings.action(command, key: nil) }

    /// The label of all the keys, as the help lists them.
    package func keyLabel(unicode: Bool) -> String {
        keys.map { $0.label(unicode: unicode) }.joinedText(separator: " ")
    }

    /// The hint as the hint line shows it, such as `←↑↓→ hjkl move`; nil when it has no hint.
    package func hintText(unicode: Bool) -> String? {
        guard let hint else { return nil }
        return (hintKeys.map { $0.label(unicode: unicode) } + [hint]).joinedText(separator: " ")
    }
}

/// The one table of keys: the grid presenter maps keys to intents through it, and the help box, every
/// hint line and `--help` are written from it, so what the game says about a key is what the key does.
package enum KeyBindings {
    /// Every binding, in the order the help lists them. On each screen the first binding that has a
    /// key wins, so `anyKey` bindings come last.
    package static let all: [KeyBinding] = [
        // The board.
        KeyBinding(
            [.board], [.arrows, .viKeys, .wasd], .move, "move the cursor", hint: "move",
            hintKeys: [.arrows, .viKeys], hintRank: 2),
        KeyBinding(
            [.board], [.enter, .space], .choose, "choose the card", hint: "choose", hintKeys: [.enter], hintRank: 1),
        KeyBinding([.board], [.click], .choose, "choose a card"),
        KeyBinding([.summary], [.enter], .replay, "play this theme again", hint: "play again"),
        KeyBinding(
            [.board, .summary], [.letter("n")], .newGame, "new game, random theme", hint: "new game", hintRank: 4),
        // Themes are also on the summary, so their hint goes before pause, which only the board has.
        KeyBinding(
            [.board, .summary], [.letter("t")], .showThemePicker, "pick a theme", hint: "themes", hintRank: 5),
        KeyBinding(
            [.board, .summary], [.letter("o")], .showNewGame, "new game with options",
            hint: "options", hintRank: 6),
        KeyBinding([.board], [.letter("p")], .pause, "pause, board hidden", hint: "pause", hintRank: 3),
        KeyBinding(
            [.summary], [.letter("v")], .toggleSummary, "hide or show the summary, to view the board", hint: "view",
            hintRank: 3),
        // Off the hint line: only a daily's summary has lines to share, and it names the key itself.
        KeyBinding([.summary], [.letter("c")], .copyShare, "copy a daily's lines to share to the clipboard"),
        KeyBinding([.board], [.letter("?")], .toggleHelp, "show or hide this help", hint: "help"),
        KeyBinding(
            [.board, .summary], [.letter("q"), .escape], .quit, "quit (asks during a game)", hint: "quit",
            hintKeys: [.letter("q")]),
        KeyBinding([.tooSmall], [.letter("q")], .quit, "quit", hint: "quit"),
        // The theme picker.
        // Letters jump to themes here, every one of them: the list moves by arrows and page keys only.
        KeyBinding([.themePicker], [.upDownArrows], .select, "move the selection", hint: "select"),
        KeyBinding([.themePicker], [.pageKeys], .page, "a page up or down"),
        KeyBinding([.themePicker], [.wheel], .select, "scroll the list"),
        KeyBinding([.themePicker], [.homeEnd], .jumpToEnd, "the first or the last theme"),
        KeyBinding(
            [.themePicker], [.enter, .space, .click], .pickTheme, "play the highlighted theme", hint: "play",
            hintKeys: [.enter]),
        KeyBinding([.themePicker], [.escape], .closeThemePicker, "close the theme list", hint: "close"),
        KeyBinding(
            [.themePicker], [.anyCharacter], .jumpToLetter, "jump to the next theme with that letter",
            hint: "jump", hintKeys: [.letters], hintRank: 1),
        // The new-game screen: letters type on its rows of text (names, seed), so there only arrows move.
        KeyBinding(
            [.newGame, .newGameText], [.upDownArrows], .moveNewGameRow, "move to the row above or below", hint: "row"),
        KeyBinding([.newGame], [.viKeys], .moveNewGameRow, "move (j k) or change the choice (h l)"),
        KeyBinding(
            [.newGame], [.leftRightArrows, .space], .stepNewGameChoice, "change the choice", hint: "change",
            hintKeys: [.leftRightArrows]),
        KeyBinding([.newGame], [.click], .stepNewGameChoice, "go to a row, or change its choice"),
        KeyBinding(
            [.newGame, .newGameText], [.enter], .startNewGame, "deal this game (asks during a game)", hint: "deal"),
        KeyBinding(
            [.newGame, .newGameText], [.escape], .closeNewGame, "close without dealing", hint: "close",
            hintKeys: [.escape]),
        KeyBinding([.newGame], [.letter("q")], .closeNewGame, "close without dealing"),
        KeyBinding([.newGameText], [.backspace], .deleteNewGame, "delete the last character", hint: "delete"),
        KeyBinding([.newGameText], [.typing], .typeNewGame, "type a name or a seed", hint: "type", hintRank: 1),
        // Boxes.
        KeyBinding([.help], [.anyKey], .toggleHelp, "close the help", hint: "close"),
        KeyBinding([.confirm], [.letter("y")], .confirm, "yes", hint: "yes"),
        KeyBinding([.confirm], [.anyOtherKey], .cancel, "no", hint: "no"),
        KeyBinding(
            [.paused], [.letter("p"), .space, .enter, .escape], .resume, "resume", hint: "resume",
            hintKeys: [.letter("p")]),
        KeyBinding([.paused], [.letter("q")], .quit, "quit (asks first)", hint: "quit"),
    ]

    /// The bindings of one screen, in table order.
    package static func bindings(on screen: KeyScreen) -> [KeyBinding] {
        all.filter { $0.screens.contains(screen) }
    }

    /// The action a key press asks for on a screen, or nil when the key does nothing there.
    ///
    /// Letters are matched ignoring case, so Caps Lock does not get in the way. Resizes and clicks
    /// are not keys here: the run loop turns them into layout changes and card choices.
    package static func action(for event: InputEvent, on screen: KeyScreen) -> KeyAction? {
        guard let key = KeyGroup.Key(event) else { return nil }
        for binding in all where binding.screens.contains(screen) {
            let matches = binding.keys.contains { group in
                group.keys.contains(key) || (group.keys == [.anyKey] && !key.isWheel)
                    || (group.keys == [.anyCharacter] && key.isCharacter)
            }
            guard matches else { continue }
            return action(binding.command, key: key)
        }
        return nil
    }

    /// What `command` does when `key` pressed it, or when a click on its hint did (`key` nil); nil
    /// for a command that needs a key to tell it what to do. The one place commands become actions.
    static func action(_ command: KeyBinding.Command, key: KeyGroup.Key?) -> KeyAction? {
        switch command {
        case .move:
            guard let direction = key?.direction else { return nil }
            return .moveCursor(direction)
        case .select:
            guard let direction = key?.direction else { return nil }
            return .moveThemeSelection(direction)
        case .page:
            guard let key else { return nil }
            return .pageThemeSelection(key == .pageUp ? .up : .down)
        case .jumpToEnd:
            guard let key else { return nil }
            return .jumpThemeSelectionToEnd(key == .home ? .up : .down)
        case .jumpToLetter:
            guard case .character(let character)? = key else { return nil }
            return .jumpToTheme(startingWith: character)
        case .choose: return key == nil ? nil : .chooseCard
        case .pickTheme: return key == nil ? nil : .pickSelectedTheme
        case .newGame: return .newGame
        case .replay: return .replay
        case .showThemePicker: return .showThemePicker
        case .closeThemePicker: return .closeThemePicker
        case .toggleSummary: return .toggleSummary
        case .copyShare: return .copyShare
        case .toggleHelp: return .toggleHelp
        case .pause: return .pause
        case .resume: return .resume
        case .confirm: return .confirm
        case .cancel: return .cancel
        case .quit: return .quit(alwaysAsk: key == .escape)
        case .showNewGame: return .showNewGame
        case .moveNewGameRow:
            // h and l step the choice, as the left and right arrows do.
            guard let direction = key?.direction else { return nil }
            return direction == .up || direction == .down ? .moveNewGameRow(direction) : .stepNewGameChoice(direction)
        case .stepNewGameChoice:
            guard let key else { return nil }
            return .stepNewGameChoice(key.direction ?? .right)
        case .typeNewGame:
            guard case .character(let character)? = key else { return nil }
            return .typeNewGame(character)
        case .deleteNewGame: return key == nil ? nil : .deleteNewGame
        case .startNewGame: return .startNewGame
        case .closeNewGame: return .closeNewGame
        }
    }
}

extension KeyGroup.Key {
    /// The key of an input event, letters folded to lowercase; nil for clicks and resizes.
    package init?(_ event: InputEvent) {
        switch event {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .enter: self = .enter
        case .escape: self = .escape
        case .backspace: self = .backspace
        case .character(let character):
            // Only ASCII folds: lowercasing some other letters gives more than one character.
            self = .character(character.isASCII ? Character(character.lowercased()) : character)
        case .scrollUp: self = .wheelUp
        case .scrollDown: self = .wheelDown
        case .click, .resize, .text: return nil
        }
    }

    /// Whether this is the wheel, which scrolls and is never "any key".
    var isWheel: Bool { self == .wheelUp || self == .wheelDown }

    /// Whether this is a letter or a digit, as theme names start with.
    var isCharacter: Bool {
        if case .character(let character) = self { return character.isLetter || character.isNumber }
        return false
    }

    /// The direction of an arrow, or of `h j k l` and `w a s d`.
    var direction: CursorDirection? {
        switch self {
        case .up, .wheelUp, .character("k"), .character("w"): .up
        case .down, .wheelDown, .character("j"), .character("s"): .down
        case .left, .character("h"), .character("a"): .left
        case .right, .character("l"), .character("d"): .right
        default: nil
        }
    }
}
