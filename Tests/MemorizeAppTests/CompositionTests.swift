import MemorizeApp
import MemorizeSetup
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import Testing

/// `GameApp.compose`, the one reader of a `GameSetup`: each field of the setup changes the view model
/// it makes, so an option is acted on here and nowhere else.
@Suite("Composing a run from its setup")
struct CompositionTests {
    static let themes = [
        Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹"], color: .named("orange")),
        Theme(name: "Fruit", emojis: ["🍎", "🍌", "🍇"], color: .named("red")),
    ]

    private func compose(_ change: (inout GameSetup) -> Void) -> GameViewModel {
        var setup = GameSetup()
        setup.seed = 11
        change(&setup)
        return GameApp.compose(themes: Self.themes, firstTheme: Self.themes[0], setup: setup, clock: TestClock())
    }

    @Test("the default: the first theme, untimed, every theme and Matchismo in the picker")
    func defaults() {
        let viewModel = compose { _ in }
        #expect(viewModel.session.variant.name == "Animals")
        #expect(viewModel.variants.map(\.name) == ["Animals", "Fruit", "Matchismo"])
        #expect(viewModel.variants.allSatisfy { !$0.isTimed })
        #expect(viewModel.session.dealSeed == 11, "the first deal uses the seed itself")
        #expect(viewModel.settings.animates && !viewModel.settings.ringsBell)
        #expect(viewModel.session.players.count == 1)
        #expect(!viewModel.settings.isPractice)
        #expect(viewModel.settings.finishHold == .seconds(1), "the last match is seen before the summary")
    }

    @Test("each field of the setup is acted on")
    func eachField() {
        #expect(compose { $0.timed = true }.variants.allSatisfy { $0.isTimed })
        #expect(compose { $0.timed = true }.session.variant.isTimed)
        #expect(compose { $0.pairs = 2 }.cardCount == 4)
        #expect(compose { $0.bell = true }.settings.ringsBell)
        #expect(!compose { $0.animates = false }.settings.animates)
        #expect(compose { $0.players = 3 }.session.players.map(\.name) == ["Player 1", "Player 2", "Player 3"])
        #expect(compose { $0.seed = 12 }.session.dealSeed == 12)
        #expect(compose { $0.practice = true }.settings.isPractice)
        let matchismo = compose { $0.ruleSet = .matchismo(cards: 20) }
        #expect(matchismo.session.variant.ruleSet == .matchismo(cards: 20))
        #expect(matchismo.cardCount == 20)
        #expect(matchismo.variants.last?.ruleSet == .matchismo(cards: 20), "the picker's Matchismo deals as many")
        #expect(compose { $0.daily = "2026-12-01" }.settings.daily == "2026-12-01")
        #expect(!compose { $0.plain = true }.settings.animates, "plain mode shows no animation")
    }
}
