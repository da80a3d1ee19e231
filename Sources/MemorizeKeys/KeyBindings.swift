import MemorizeLocalization
import MemorizeText
import ScreenKit

/// The screens as far as keys are concerned: each has its own bindings.
package enum KeyScreen: UInt8, Hashable, Sendable, CaseIterable {
    case board, help, themePicker, summary, tooSmall, confirm, paused
    /// The new-game screen, on a row of choices; and on a row that takes text (names, seed).
    case newGame, newGameText
    /// The lobby (`--lobby`): its tables, board and help; its new-table form; its name prompt.
    case lobby, lobbyForm, lobbyName
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
    package static let lobby = KeyScreens(.lobby)
    package static let lobbyForm = KeyScreens(.lobbyForm)
    package static let lobbyName = KeyScreens(.lobbyName)

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
    /// The direction each key of `keys` moves in, in the same order, for the groups that move
    /// (arrows, `h j k l`, `w a s d`, the wheel, the page keys, Home and End); empty for the others.
    package let directions: [CursorDirection]
    /// The label where Unicode can be drawn.
    package let label: String
    /// The label in plain ASCII.
    package let asciiLabel: String

    package init(_ keys: [Key], directions: [CursorDirection] = [], label: String, asciiLabel: String? = nil) {
        self.keys = keys
        self.directions = directions
        self.label = label
        self.asciiLabel = asciiLabel ?? label
    }

    /// The direction `key` moves in as one of this group's keys; nil when it is not one, or the group
    /// does not move.
    package func direction(of key: Key) -> CursorDirection? {
        guard let index = keys.firstIndex(of: key), directions.indices.contains(index) else { return nil }
        return directions[index]
    }

    /// The label for a terminal that can, or cannot, draw Unicode.
    package func label(unicode: Bool) -> String {
        let english = unicode ? label : asciiLabel
        // Keys are named as they are: only a label in words is looked up, and only when there is a
        // language to look it up in (the groups stay constants the first frame does not build).
        guard Translator.translating, let words = KeyText(label: english) else { return english }
        return words.text()
    }

    // The groups that move, each key with its direction: the one place a key's direction is said.
    package static let arrows = KeyGroup(
        [.up, .down, .left, .right], directions: [.up, .down, .left, .right], label: "←↑↓→", asciiLabel: "arrows")
    package static let upDownArrows = KeyGroup(
        [.up, .down], directions: [.up, .down], label: "↑↓", asciiLabel: "up/down")
    package static let leftRightArrows = KeyGroup(
        [.left, .right], directions: [.left, .right], label: "←→", asciiLabel: "left/right")
    package static let viKeys = KeyGroup(letters: "hjkl", directions: [.left, .down, .up, .right])
    /// `j k` alone, down and up, where `h l` mean nothing (the lobby's list).
    package static let viUpDown = KeyGroup(letters: "jk", directions: [.down, .up])
    package static let wasd = KeyGroup(letters: "wasd", directions: [.up, .left, .down, .right])
    package static let pageKeys = KeyGroup([.pageUp, .pageDown], directions: [.up, .down], label: "PgUp PgDn")
    /// Home is the first theme (`.up`), End the last (`.down`).
    package static let homeEnd = KeyGroup([.home, .end], directions: [.up, .down], label: "Home End")
    package static let wheel = KeyGroup(
        [.wheelUp, .wheelDown], directions: [.up, .down], label: "wheel")
    package static let enter = KeyGroup([.enter], label: "Enter")
    package static let space = KeyGroup([.character(" ")], label: "Space")
    package static let escape = KeyGroup([.escape], label: "Esc")
    package static let click = KeyGroup([.click], label: "mouse click")
    package static let anyKey = KeyGroup([.anyKey], label: "any key")
    package static let anyOtherKey = KeyGroup([.anyKey], label: "any other key")
    package static let anyCharacter = KeyGroup([.anyCharacter], label: "a letter")
    package static let backspace = KeyGroup([.backspace], label: "Backspace")
    /// Any key that types a character, as on a row of text.
    package static let typing = KeyGroup([.anyKey], label: "a–z 0–9", asciiLabel: "a-z 0-9")
    /// The letters as a hint names them, briefly.
    package static let letters = KeyGroup([.anyCharacter], label: "a–z", asciiLabel: "a-z")

    /// A single letter key, labelled with itself.
    package static func letter(_ letter: Character) -> KeyGroup {
        // Not through `init(letters:)`: the key table, built for the first frame, names a dozen letters.
        KeyGroup([.character(letter)], label: String(letter))
    }

    private init(letters: String, directions: [CursorDirection] = []) {
        self.init(letters.map { .character($0) }, directions: directions, label: letters)
    }
}

/// One line of the key table: the keys, on which screens, what they do, and how to describe them.
package struct KeyBinding: Sendable {
    /// The screens where the keys do this.
    package let screens: KeyScreens
    /// The keys, in the order the help lists them.
    package let keys: [KeyGroup]
    /// What the keys mean: an intent, or one that takes its direction or its letter from the key.
    package let meaning: Meaning
    /// What the help and `--help` say the keys do, as a message.
    let descriptionText: KeyText
    /// The word on the hint line as a message, or nil to leave the binding off it.
    let hintWord: KeyText?
    /// The key groups the hint line names (fewer than `keys`, to save room).
    package let hintKeys: [KeyGroup]
    /// When the hint line is short of room, hints with a higher rank are left out first.
    package let hintRank: Int
    /// The hint in fewer columns, tried before any hint is left out: a shorter word, fewer keys.
    package let shortHint: (hint: KeyText, keys: [KeyGroup])?

    /// What a binding's keys mean, as the intent the grid presenter sends: most mean one intent
    /// whatever the key; a movement takes the direction its key has in its group, a jump the letter.
    package enum Meaning: Sendable {
        /// This intent, whichever of the keys said it.
        case intent(Intent)
        /// The intent of the direction the key has in its `KeyGroup`, such as `Intent.moveCursor`.
        case directed(@Sendable (CursorDirection) -> Intent)
        /// The intent of the character typed, such as `Intent.jumpToTheme(startingWith:)`.
        case lettered(@Sendable (Character) -> Intent)
        /// `Intent.quit`, asking first during a game; always asking after a lone Esc, which may be the
        /// start of a key that a slow link split in two.
        case quit
        /// On the lobby's screens: this lobby intent, whichever key said it.
        case lobby(LobbyIntent)
        /// On the lobby's screens: the lobby intent of the key's direction.
        case lobbyDirected(@Sendable (CursorDirection) -> LobbyIntent)
        /// On the lobby's screens: the lobby intent of the character typed.
        case lobbyLettered(@Sendable (Character) -> LobbyIntent)
    }

    init(
        _ screens: KeyScreens, _ keys: [KeyGroup], _ meaning: Meaning, _ description: KeyText,
        hint: KeyText? = nil, hintKeys: [KeyGroup]? = nil, hintRank: Int = 0,
        shortHint: (hint: KeyText, keys: [KeyGroup])? = nil
    ) {
        self.shortHint = shortHint
        self.screens = screens
        self.keys = keys
        self.meaning = meaning
        self.descriptionText = description
        self.hintWord = hint
        self.hintKeys = hintKeys ?? keys
        self.hintRank = hintRank
    }

    /// What the help and `--help` say the keys do, in the player's language.
    package var description: String { descriptionText.text() }

    /// The word on the hint line in the player's language, or nil when the binding is not on it.
    package var hint: String? { hintWord?.text() }

    /// The one intent of the binding, whichever key said it (an Esc's quit asks first, see
    /// `Meaning.quit`); nil for a binding whose intent takes its direction or its letter from the key.
    package var intent: Intent? {
        switch meaning {
        case .intent(let intent): intent
        case .quit: .quit(alwaysAsk: false)
        case .directed, .lettered, .lobby, .lobbyDirected, .lobbyLettered: nil
        }
    }

    /// What clicking this binding's hint does: its intent, unless a key must tell it (a direction,
    /// a letter) or it acts on what the cursor is on, far from the click (choose, play).
    package var clickIntent: Intent? {
        switch intent {
        case .chooseCardUnderCursor?, .pickSelectedTheme?: nil
        default: intent
        }
    }

    /// The label of all the keys, as the help lists them.
    package func keyLabel(unicode: Bool) -> String {
        keys.map { $0.label(unicode: unicode) }.joinedText(separator: " ")
    }

    /// The hint as the hint line shows it, such as `←↑↓→ hjkl move`; nil when it has no hint.
    package func hintText(unicode: Bool) -> String? {
        guard let hintWord else { return nil }
        return Self.hint(hintWord.text(), keys: hintKeys, unicode: unicode)
    }

    /// The hint in its shorter form where it has one, such as `←↑↓→ move`; nil when it has no hint.
    package func shortHintText(unicode: Bool) -> String? {
        guard hintWord != nil, let shortHint else { return hintText(unicode: unicode) }
        return Self.hint(shortHint.hint.text(), keys: shortHint.keys, unicode: unicode)
    }

    /// The keys' labels, then the word, a space between each: appended in place, since the first
    /// frame's hint line makes a dozen of these.
    private static func hint(_ word: String, keys: [KeyGroup], unicode: Bool) -> String {
        var text = ""
        for group in keys {
            text += group.label(unicode: unicode)
            text += " "
        }
        return text + word
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
            [.board], [.arrows, .viKeys, .wasd], .directed(Intent.moveCursor), .moveTheCursor, hint: .hintMove,
            hintKeys: [.arrows, .viKeys], hintRank: 2, shortHint: (.hintMove, [.arrows])),
        KeyBinding(
            [.board], [.enter, .space], .intent(.chooseCardUnderCursor), .chooseTheCard, hint: .hintChoose,
            hintKeys: [.enter], hintRank: 1, shortHint: (.hintPick, [.enter])),
        KeyBinding([.board], [.click], .intent(.chooseCardUnderCursor), .chooseACard),
        KeyBinding([.summary], [.enter], .intent(.replay), .playThisThemeAgain, hint: .hintPlayAgain),
        KeyBinding(
            [.board, .summary], [.letter("n")], .intent(.newGame), .newGameRandomTheme, hint: .hintNewGame,
            hintRank: 5, shortHint: (.hintNew, [.letter("n")])),
        // Themes are also on the summary, so their hint goes before pause, which only the board has; `n`
        // goes before them, since `t` is the only way to a theme by name (at 80 columns: issue 43).
        KeyBinding(
            [.board, .summary], [.letter("t")], .intent(.showThemes), .pickATheme, hint: .hintThemes, hintRank: 4),
        KeyBinding(
            [.board, .summary], [.letter("o")], .intent(.newGameScreen(.open)), .newGameWithOptions,
            hint: .hintOptions, hintRank: 6),
        KeyBinding([.board], [.letter("p")], .intent(.pause), .pauseBoardHidden, hint: .hintPause, hintRank: 3),
        KeyBinding(
            [.summary], [.letter("v")], .intent(.toggleSummary), .hideOrShowSummary,
            hint: .hintView,
            hintRank: 3),
        // Off the hint line: only a daily's summary has lines to share, and it names the key itself.
        KeyBinding([.summary], [.letter("c")], .intent(.copyShare), .copyShareLines),
        KeyBinding([.board], [.letter("?")], .intent(.toggleHelp), .showOrHideHelp, hint: .hintHelp),
        KeyBinding(
            [.board, .summary], [.letter("q"), .escape], .quit, .quitAsksDuringGame, hint: .quit,
            hintKeys: [.letter("q")]),
        KeyBinding([.tooSmall], [.letter("q")], .quit, .quit, hint: .quit),
        // The theme picker.
        // Letters jump to themes here, every one of them: the list moves by arrows and page keys only.
        KeyBinding(
            [.themePicker], [.upDownArrows], .directed(Intent.moveThemeSelection), .moveTheSelection, hint: .hintSelect),
        KeyBinding([.themePicker], [.pageKeys], .directed(Intent.pageThemeSelection), .pageUpOrDown),
        KeyBinding([.themePicker], [.wheel], .directed(Intent.moveThemeSelection), .scrollTheList),
        KeyBinding(
            [.themePicker], [.homeEnd], .directed(Intent.jumpThemeSelectionToEnd), .firstOrLastTheme),
        KeyBinding(
            [.themePicker], [.enter, .space, .click], .intent(.pickSelectedTheme), .playHighlightedTheme,
            hint: .hintPlay,
            hintKeys: [.enter]),
        KeyBinding([.themePicker], [.escape], .intent(.closeThemes), .closeThemeList, hint: .hintClose),
        KeyBinding(
            [.themePicker], [.anyCharacter], .lettered(Intent.jumpToTheme(startingWith:)),
            .jumpToTheme,
            hint: .hintJump, hintKeys: [.letters], hintRank: 1),
        // The new-game screen: letters type on its rows of text (names, seed), so there only arrows move.
        KeyBinding(
            [.newGame, .newGameText], [.upDownArrows], .directed { .newGameScreen(.move($0)) },
            .moveToRow, hint: .hintRow),
        // j and k move, h and l change the choice, as the arrows do.
        KeyBinding(
            [.newGame], [.viKeys],
            .directed { $0 == .up || $0 == .down ? .newGameScreen(.move($0)) : .newGameScreen(.step($0)) },
            .moveOrChange),
        KeyBinding(
            [.newGame], [.leftRightArrows], .directed { .newGameScreen(.step($0)) }, .changeTheChoice,
            hint: .hintChange),
        KeyBinding(
            [.newGame], [.space, .click], .intent(.newGameScreen(.step(.right))), .goToRowOrChange),
        KeyBinding(
            [.newGame, .newGameText], [.enter], .intent(.newGameScreen(.start)), .dealThisGame,
            hint: .hintDeal),
        KeyBinding(
            [.newGame, .newGameText], [.escape], .intent(.newGameScreen(.close)), .closeWithoutDealing,
            hint: .hintClose),
        KeyBinding([.newGame], [.letter("q")], .intent(.newGameScreen(.close)), .closeWithoutDealing),
        KeyBinding(
            [.newGameText], [.backspace], .intent(.newGameScreen(.deleteBackward)), .deleteLastCharacter,
            hint: .hintDelete),
        KeyBinding(
            [.newGameText], [.typing], .lettered { .newGameScreen(.type($0)) }, .typeNameOrSeed, hint: .hintType,
            hintRank: 1),
        // Boxes.
        KeyBinding([.help], [.anyKey], .intent(.toggleHelp), .closeTheHelp, hint: .hintClose),
        KeyBinding([.confirm], [.letter("y")], .intent(.answer(yes: true)), .yes, hint: .yes),
        KeyBinding([.confirm], [.anyOtherKey], .intent(.answer(yes: false)), .no, hint: .no),
        KeyBinding(
            [.paused], [.letter("p"), .space, .enter, .escape], .intent(.resume), .resume, hint: .resume,
            hintKeys: [.letter("p")]),
        KeyBinding([.paused], [.letter("q")], .quit, .quitAsksFirst, hint: .quit),
    ]

    /// The bindings of one screen, in table order.
    package static func bindings(on screen: KeyScreen) -> [KeyBinding] {
        all.filter { $0.screens.contains(screen) }
    }

    /// The intent a key press means on a screen, or nil when the key does nothing there.
    ///
    /// Letters are matched ignoring case, so Caps Lock does not get in the way. Resizes and clicks
    /// are not keys here: the run loop turns them into layout changes and card choices.
    package static func intent(for event: InputEvent, on screen: KeyScreen) -> Intent? {
        guard let key = KeyGroup.Key(event) else { return nil }
        for binding in all where binding.screens.contains(screen) {
            let group = binding.keys.first { group in
                group.keys.contains(key) || (group.keys == [.anyKey] && !key.isWheel)
                    || (group.keys == [.anyCharacter] && key.isCharacter)
            }
            guard let group else { continue }
            switch binding.meaning {
            case .intent(let intent): return intent
            case .directed(let intent):
                guard let direction = group.direction(of: key) else { return nil }
                return intent(direction)
            case .lettered(let intent):
                guard case .character(let character) = key else { return nil }
                return intent(character)
            case .quit: return .quit(alwaysAsk: key == .escape)
            case .lobby, .lobbyDirected, .lobbyLettered: return nil
            }
        }
        return nil
    }

    /// The lobby's keys (`memorize --lobby`), apart from `all`: the solo game's first frame builds
    /// that table, and has no lobby.
    package static let lobby: [KeyBinding] = [
        KeyBinding(
            [.lobby], [.upDownArrows, .viUpDown], .lobbyDirected(LobbyIntent.move), .chooseATable,
            hint: .hintChoose, hintKeys: [.upDownArrows]),
        KeyBinding(
            [.lobby], [.enter], .lobby(.join), .takeAFreeSeat, hint: .hintJoin,
            hintKeys: [.enter]),
        KeyBinding([.lobby], [.click], .lobby(.join), .chooseATableByClick),
        KeyBinding([.lobby], [.letter("w")], .lobby(.watch), .watchTheTable, hint: .hintWatch),
        KeyBinding([.lobby], [.letter("n")], .lobby(.newTable), .makeANewTable, hint: .hintNew),
        KeyBinding([.lobby], [.letter("d")], .lobby(.daily), .playTodaysDaily, hint: .hintDaily),
        KeyBinding([.lobby], [.letter("b")], .lobby(.toggleBoard), .showOrHideTodaysBoard, hint: .hintBoard),
        KeyBinding([.lobby], [.letter("?")], .lobby(.toggleHelp), .showOrHideLobbyHelp, hint: .hintHelp),
        KeyBinding([.lobby], [.escape], .lobby(.back), .backFromBoardOrHelp),
        KeyBinding([.lobby], [.letter("q")], .lobby(.quit), .leaveTheLobby, hint: .quit),
        KeyBinding(
            [.lobbyForm], [.upDownArrows], .lobbyDirected(LobbyIntent.move), .moveToChoice,
            hint: .hintChoice),
        KeyBinding(
            [.lobbyForm], [.leftRightArrows], .lobbyDirected(LobbyIntent.move), .changeTheChoice, hint: .hintChange),
        KeyBinding(
            [.lobbyForm], [.viKeys], .lobbyDirected(LobbyIntent.move), .moveOrChange),
        KeyBinding([.lobbyForm], [.enter], .lobby(.join), .makeTheTable, hint: .hintMakeIt),
        KeyBinding(
            [.lobbyForm], [.escape, .letter("n")], .lobby(.back), .backToTheTables, hint: .hintBack,
            hintKeys: [.escape]),
        KeyBinding([.lobbyForm], [.letter("q")], .lobby(.quit), .leaveTheLobby),
        KeyBinding([.lobbyName], [.enter], .lobby(.join), .takeTheName, hint: .hintTakeIt),
        KeyBinding([.lobbyName], [.backspace], .lobby(.deleteBackward), .deleteLastCharacter, hint: .hintDelete),
        KeyBinding([.lobbyName], [.escape], .lobby(.quit), .leaveTheLobby, hint: .hintLeave),
        KeyBinding(
            [.lobbyName], [.typing], .lobbyLettered(LobbyIntent.type), .typeTheName,
            hint: .hintType),
    ]

    /// What a key press means on one of the lobby's screens, or nil when it does nothing there. Letters
    /// are matched ignoring case, except on the name prompt, where a name is typed as it was.
    package static func lobbyIntent(for event: InputEvent, on screen: KeyScreen) -> LobbyIntent? {
        guard let key = KeyGroup.Key(event) else { return nil }
        for binding in lobby where binding.screens.contains(screen) {
            let group = binding.keys.first { group in
                group.keys.contains(key) || (group.keys == [.anyKey] && !key.isWheel)
            }
            guard let group else { continue }
            switch binding.meaning {
            case .lobby(let intent): return intent
            case .lobbyDirected(let intent):
                guard let direction = group.direction(of: key) else { return nil }
                return intent(direction)
            case .lobbyLettered(let intent):
                guard case .character(let typed) = event else { return nil }
                return intent(typed)
            case .intent, .directed, .lettered, .quit: return nil
            }
        }
        return nil
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

}
