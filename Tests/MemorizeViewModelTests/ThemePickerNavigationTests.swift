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
        let game = makeViewModel(themes: themes, theme: themes[0], generator: SplitMix64(seed: 1), clock: TestClock())
        game.send(.pressed(.character("t")))
        return game
    }

    @Test func pagesEndsAndTheWheelMoveTheSelectionWithinTheList() {
        let game = picker()
        game.send(.pressed(.pageDown))
        #expect(game.screen.mode == .themePicker(selection: 8))
        game.send(.pressed(.scrollDown(row: 5, column: 5)))
        #expect(game.screen.mode == .themePicker(selection: 9))
        game.send(.pressed(.end))
        #expect(game.screen.mode == .themePicker(selection: 22))
        game.send(.pressed(.pageDown))
        #expect(game.screen.mode == .themePicker(selection: 22), "stops at the last theme")
        game.send(.pressed(.scrollUp(row: 5, column: 5)))
        game.send(.pressed(.pageUp))
        #expect(game.screen.mode == .themePicker(selection: 13))
        game.send(.pressed(.home))
        #expect(game.screen.mode == .themePicker(selection: 0))
    }

    @Test func aLetterJumpsToTheNextThemeStartingWithItAndWrapsAround() {
        let game = picker()
        game.send(.pressed(.character("H")))
        #expect(game.screen.mode == .themePicker(selection: 20))
        game.send(.pressed(.character("h")))
        #expect(game.screen.mode == .themePicker(selection: 21))
        game.send(.pressed(.character("h")))
        #expect(game.screen.mode == .themePicker(selection: 20), "wraps to the first H again")
        game.send(.pressed(.character("z")))
        #expect(game.screen.mode == .themePicker(selection: 20), "no theme starts with z")
        game.send(.pressed(.character("v")))
        game.send(.pressed(.enter))
        #expect(game.session.variant.name == "Vehicles")
    }
}
