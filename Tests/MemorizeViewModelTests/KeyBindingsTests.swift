import MemorizeKeys
import MemorizeTestSupport
import MemorizeThemes
import ScreenKit
import Testing

@testable import MemorizeViewModel

@Suite struct KeyBindingsTests {
    private static let nonKeys: [InputEvent] = [
        .click(row: 3, column: 4), .resize(TerminalSize(columns: 80, rows: 24)),
    ]

    private func expectIntents(_ expected: [InputEvent: Intent?], in mode: ScreenMode) {
        for (event, intent) in expected {
            #expect(KeyBindings.intent(for: event, on: KeyScreen(mode)) == intent, "\(event) in \(mode)")
        }
    }

    @Test("a binding's screens hold each screen named and no other")
    func screenMasks() {
        let both: KeyScreens = [.board, .summary]
        for screen in KeyScreen.allCases {
            #expect(both.contains(screen) == (screen == .board || screen == .summary), "\(screen)")
            #expect(KeyScreens(screen).contains(screen))
        }
        // A bit each: no two screens share one.
        #expect(Set(KeyScreen.allCases.map { KeyScreens($0).rawValue }).count == KeyScreen.allCases.count)
        #expect(KeyBindings.bindings(on: .confirm).compactMap(\.hint) == ["yes", "no"])
    }

    @Test func playing() {
        let expected: [InputEvent: Intent?] = [
            .up: .moveCursor(.up), .character("k"): .moveCursor(.up), .character("w"): .moveCursor(.up),
            .down: .moveCursor(.down), .character("j"): .moveCursor(.down),
            .character("s"): .moveCursor(.down),
            .left: .moveCursor(.left), .character("h"): .moveCursor(.left),
            .character("a"): .moveCursor(.left),
            .right: .moveCursor(.right), .character("l"): .moveCursor(.right),
            .character("d"): .moveCursor(.right),
            .enter: .chooseCardUnderCursor, .character(" "): .chooseCardUnderCursor,
            .character("n"): .newGame, .character("t"): .showThemes, .character("?"): .toggleHelp,
            .character("q"): .quit(alwaysAsk: false), .escape: .quit(alwaysAsk: true),
            .character("x"): nil, .character("1"): nil, .character("é"): nil,
        ]
        expectIntents(expected, in: .playing)
    }

    @Test func lettersIgnoreCase() {
        expectIntents(
            [
                .character("K"): .moveCursor(.up), .character("D"): .moveCursor(.right),
                .character("N"): .newGame, .character("T"): .showThemes, .character("Q"): .quit(alwaysAsk: false),
            ], in: .playing)
    }

    @Test func helpClosesOnAnyKeyEvenQ() {
        expectIntents(
            [
                .character("?"): .toggleHelp, .escape: .toggleHelp, .enter: .toggleHelp, .up: .toggleHelp,
                .character("x"): .toggleHelp, .character("n"): .toggleHelp, .character(" "): .toggleHelp,
                .character("q"): .toggleHelp, .character("Q"): .toggleHelp,
            ], in: .help)
    }

    @Test func themePicker() {
        expectIntents(
            [
                .up: .moveThemeSelection(.up), .down: .moveThemeSelection(.down),
                .enter: .pickSelectedTheme, .character(" "): .pickSelectedTheme, .escape: .closeThemes,
                // Every letter jumps, also those that are commands elsewhere.
                .character("k"): .jumpToTheme(startingWith: "k"), .character("w"): .jumpToTheme(startingWith: "w"),
                .character("j"): .jumpToTheme(startingWith: "j"), .character("s"): .jumpToTheme(startingWith: "s"),
                .character("T"): .jumpToTheme(startingWith: "t"), .character("q"): .jumpToTheme(startingWith: "q"),
                .character("h"): .jumpToTheme(startingWith: "h"), .character("N"): .jumpToTheme(startingWith: "n"),
                .character("7"): .jumpToTheme(startingWith: "7"), .pageUp: .pageThemeSelection(.up),
                .pageDown: .pageThemeSelection(.down), .home: .jumpThemeSelectionToEnd(.up),
                .end: .jumpThemeSelectionToEnd(.down),
                .left: nil, .right: nil, .character("?"): nil,
            ], in: .themePicker(selection: 2))
    }

    @Test func gameOver() {
        expectIntents(
            [
                .character("n"): .newGame, .character("t"): .showThemes, .character("v"): .toggleSummary,
                .character("q"): .quit(alwaysAsk: false), .escape: .quit(alwaysAsk: true), .enter: .replay,
                .character(" "): nil, .up: nil, .character("?"): nil, .character("j"): nil,
            ], in: .gameOver)
    }

    @Test func tooSmallOnlyQuits() {
        expectIntents(
            [
                .character("q"): .quit(alwaysAsk: false), .escape: nil,
                .character("n"): nil, .character("t"): nil, .character("?"): nil, .enter: nil, .up: nil,
            ], in: .tooSmall)
    }

    @Test func theWheelScrollsThePickerAndIsNeverAnyKey() {
        let wheel: [InputEvent] = [.scrollUp(row: 3, column: 4), .scrollDown(row: 3, column: 4)]
        #expect(
            wheel.map { KeyBindings.intent(for: $0, on: .themePicker) }
                == [.moveThemeSelection(.up), .moveThemeSelection(.down)])
        for mode in [ScreenMode.help, .confirm(question: "Quit this game? y/N"), .playing, .paused] {
            for event in wheel {
                #expect(KeyBindings.intent(for: event, on: KeyScreen(mode)) == nil, "\(event) in \(mode)")
            }
        }
    }

    @Test(arguments: [ScreenMode.playing, .help, .themePicker(selection: 0), .gameOver, .tooSmall])
    func clicksAndResizesAreNotKeys(mode: ScreenMode) {
        for event in Self.nonKeys {
            #expect(KeyBindings.intent(for: event, on: KeyScreen(mode)) == nil)
        }
    }

    @Test("a box's keys are its answers: y is yes, any other key no; the pause resumes or quits")
    func boxes() {
        expectIntents(
            [
                .character("y"): .answer(yes: true), .character("Y"): .answer(yes: true),
                .character("n"): .answer(yes: false), .escape: .answer(yes: false), .enter: .answer(yes: false),
            ], in: .confirm(question: "Quit this game? y/N"))
        expectIntents(
            [
                .character("p"): .resume, .character(" "): .resume, .enter: .resume, .escape: .resume,
                .character("q"): .quit(alwaysAsk: false), .character("x"): nil,
            ], in: .paused)
    }

    @Test("every key of a moving group has its direction in the table, and only those keys")
    func directionsAreInTheTable() {
        for binding in KeyBindings.all {
            guard case .directed = binding.meaning else { continue }
            for group in binding.keys {
                #expect(group.directions.count == group.keys.count, "\(group.label)")
                #expect(group.keys.allSatisfy { group.direction(of: $0) != nil }, "\(group.label)")
            }
        }
        #expect(KeyGroup.viKeys.direction(of: .character("h")) == .left)
        #expect(KeyGroup.wasd.direction(of: .character("s")) == .down)
        #expect(KeyGroup.viKeys.direction(of: .character("w")) == nil, "w is not one of h j k l")
        #expect(KeyGroup.letter("n").direction(of: .character("n")) == nil, "a command letter has no direction")
    }

    @Test("a hint clicked means its binding's intent, but for those a key or the cursor must tell")
    func hintsClicked() {
        func clicked(_ hint: String, on screen: KeyScreen) -> Intent? {
            KeyBindings.bindings(on: screen).first { $0.hint == hint }?.clickIntent
        }
        #expect(clicked("quit", on: .board) == .quit(alwaysAsk: false), "a click is no lone Esc")
        #expect(clicked("new game", on: .board) == .newGame)
        #expect(clicked("play again", on: .summary) == .replay)
        #expect(clicked("close", on: .themePicker) == .closeThemes)
        #expect(clicked("yes", on: .confirm) == .answer(yes: true))
        #expect(clicked("move", on: .board) == nil, "a move needs the key's direction")
        #expect(clicked("choose", on: .board) == nil, "the card is under the cursor, not the click")
        #expect(clicked("play", on: .themePicker) == nil)
        #expect(clicked("jump", on: .themePicker) == nil)
    }
}
