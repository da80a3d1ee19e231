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

    private func expectActions(_ expected: [InputEvent: KeyAction?], in mode: ScreenMode) {
        for (event, action) in expected {
            #expect(KeyBindings.action(for: event, on: KeyScreen(mode)) == action, "\(event) in \(mode)")
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
        let expected: [InputEvent: KeyAction?] = [
            .up: .moveCursor(.up), .character("k"): .moveCursor(.up), .character("w"): .moveCursor(.up),
            .down: .moveCursor(.down), .character("j"): .moveCursor(.down),
            .character("s"): .moveCursor(.down),
            .left: .moveCursor(.left), .character("h"): .moveCursor(.left),
            .character("a"): .moveCursor(.left),
            .right: .moveCursor(.right), .character("l"): .moveCursor(.right),
            .character("d"): .moveCursor(.right),
            .enter: .chooseCard, .character(" "): .chooseCard,
            .character("n"): .newGame, .character("t"): .showThemePicker, .character("?"): .toggleHelp,
            .character("q"): .quit(alwaysAsk: false), .escape: .quit(alwaysAsk: true),
            .character("x"): nil, .character("1"): nil, .character("é"): nil,
        ]
        expectActions(expected, in: .playing)
    }

    @Test func lettersIgnoreCase() {
        expectActions(
            [
                .character("K"): .moveCursor(.up), .character("D"): .moveCursor(.right),
                .character("N"): .newGame, .character("T"): .showThemePicker, .character("Q"): .quit(alwaysAsk: false),
            ], in: .playing)
    }

    @Test func helpClosesOnAnyKeyEvenQ() {
        expectActions(
            [
                .character("?"): .toggleHelp, .escape: .toggleHelp, .enter: .toggleHelp, .up: .toggleHelp,
                .character("x"): .toggleHelp, .character("n"): .toggleHelp, .character(" "): .toggleHelp,
                .character("q"): .toggleHelp, .character("Q"): .toggleHelp,
            ], in: .help)
    }

    @Test func themePicker() {
        expectActions(
            [
                .up: .moveThemeSelection(.up), .down: .moveThemeSelection(.down),
                .enter: .pickSelectedTheme, .character(" "): .pickSelectedTheme, .escape: .closeThemePicker,
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
        expectActions(
            [
                .character("n"): .newGame, .character("t"): .showThemePicker, .character("v"): .toggleSummary,
                .character("q"): .quit(alwaysAsk: false), .escape: .quit(alwaysAsk: true), .enter: .replay,
                .character(" "): nil, .up: nil, .character("?"): nil, .character("j"): nil,
            ], in: .gameOver)
    }

    @Test func tooSmallOnlyQuits() {
        expectActions(
            [
                .character("q"): .quit(alwaysAsk: false), .escape: nil,
                .character("n"): nil, .character("t"): nil, .character("?"): nil, .enter: nil, .up: nil,
            ], in: .tooSmall)
    }

    @Test func theWheelScrollsThePickerAndIsNeverAnyKey() {
        let wheel: [InputEvent] = [.scrollUp(row: 3, column: 4), .scrollDown(row: 3, column: 4)]
        #expect(
            wheel.map { KeyBindings.action(for: $0, on: .themePicker) }
                == [.moveThemeSelection(.up), .moveThemeSelection(.down)])
        for mode in [ScreenMode.help, .confirm(question: "Quit this game? y/N"), .playing, .paused] {
            for event in wheel {
                #expect(KeyBindings.action(for: event, on: KeyScreen(mode)) == nil, "\(event) in \(mode)")
            }
        }
    }

    @Test(arguments: [ScreenMode.playing, .help, .themePicker(selection: 0), .gameOver, .tooSmall])
    func clicksAndResizesAreNotKeys(mode: ScreenMode) {
        for event in Self.nonKeys {
            #expect(KeyBindings.action(for: event, on: KeyScreen(mode)) == nil)
        }
    }
}
