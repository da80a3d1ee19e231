import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import Testing

/// Moving through a long theme picker: pages, ends, the wheel and a letter to jump.
@Suite struct ThemePickerNavigationTests {
    private func picker() -> GameViewModel {
        let names = (1...20).map { "Theme \($0)" } + ["Halloween", "Hats", "Vehicles"]
        let themes = names.map { Theme(name: $0, emojis: ["🐶", "🐱"], color: .named("blue")) }
        let game = GameViewModel(themes: themes, theme: themes[0], generator: SplitMix64(seed: 1), clock: TestClock())
        game.showThemePicker()
        return game
    }

    @Test func pagesEndsAndTheWheelMoveTheSelectionWithinTheList() {
        let game = picker()
        game.handle(.pageDown)
        #expect(game.screen.mode == .themePicker(selection: 8))
        game.handle(.scrollDown(row: 5, column: 5))
        #expect(game.screen.mode == .themePicker(selection: 9))
        game.handle(.end)
        #expect(game.screen.mode == .themePicker(selection: 22))
        game.handle(.pageDown)
        #expect(game.screen.mode == .themePicker(selection: 22), "stops at the last theme")
        game.handle(.scrollUp(row: 5, column: 5))
        game.handle(.pageUp)
        #expect(game.screen.mode == .themePicker(selection: 13))
        game.handle(.home)
        #expect(game.screen.mode == .themePicker(selection: 0))
    }

    @Test func aLetterJumpsToTheNextThemeStartingWithItAndWrapsAround() {
        let game = picker()
        game.handle(.character("H"))
        #expect(game.screen.mode == .themePicker(selection: 20))
        game.handle(.character("h"))
        #expect(game.screen.mode == .themePicker(selection: 21))
        game.handle(.character("h"))
        #expect(game.screen.mode == .themePicker(selection: 20), "wraps to the first H again")
        game.handle(.character("z"))
        #expect(game.screen.mode == .themePicker(selection: 20), "no theme starts with z")
        game.handle(.character("v"))
        game.handle(.enter)
        #expect(game.session.variant.name == "Vehicles")
    }
}
