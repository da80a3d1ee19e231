import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Moving through a long theme picker: pages, ends, the wheel and a letter to jump.
@Suite struct ThemePickerNavigationTests {
    private func picker() -> GameViewModel {
        let names = (1...20).map { "Theme \($0)" } + ["Halloween", "Hats", "Vehicles"]
        let themes = names.map { Theme(name: $0, emojis: ["🐶", "🐱"], color: .named("blue")) }
        let game = makeViewModel(themes: themes, theme: themes[0], generator: SplitMix64(seed: 1), clock: TestClock())
        game.press(.character("t"))
        return game
    }

    @Test func pagesEndsAndTheWheelMoveTheSelectionWithinTheList() {
        let game = picker()
        game.press(.pageDown)
        #expect(game.screen.mode == .themePicker(selection: 8))
        game.press(.scrollDown(row: 5, column: 5))
        #expect(game.screen.mode == .themePicker(selection: 9))
        game.press(.end)
        #expect(game.screen.mode == .themePicker(selection: 22))
        game.press(.pageDown)
        #expect(game.screen.mode == .themePicker(selection: 22), "stops at the last theme")
        game.press(.scrollUp(row: 5, column: 5))
        game.press(.pageUp)
        #expect(game.screen.mode == .themePicker(selection: 13))
        game.press(.home)
        #expect(game.screen.mode == .themePicker(selection: 0))
    }

    @Test func aLetterJumpsToTheNextThemeStartingWithItAndWrapsAround() {
        let game = picker()
        game.press(.character("H"))
        #expect(game.screen.mode == .themePicker(selection: 20))
        game.press(.character("h"))
        #expect(game.screen.mode == .themePicker(selection: 21))
        game.press(.character("h"))
        #expect(game.screen.mode == .themePicker(selection: 20), "wraps to the first H again")
        game.press(.character("z"))
        #expect(game.screen.mode == .themePicker(selection: 20), "no theme starts with z")
        game.press(.character("v"))
        game.press(.enter)
        #expect(game.variant.name == "Vehicles")
    }
}
