import MemorizeApp
import MemorizePlayers
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

    /// Whether the board of `viewModel` is the one `seed` deals, as `--seed` promises: played
    /// perfectly from that deal's faces it must end with every pair found at the first try, and the
    /// summary must show the seed.
    private func dealsTheBoard(of viewModel: GameViewModel, seed: UInt64) -> Bool {
        let faces = faces(of: viewModel.variant, dealtFrom: seed).map(\.text)
        for index in PerfectPlay.choices(for: faces, skipping: { _ in false }) {
            viewModel.send(.pointed(.choose(card: index)))
        }
        let summary = viewModel.screen.summary
        return summary?.flips == faces.count && summary?.score == faces.count && summary?.seed == seed
    }

    @Test("the default: the first theme, untimed, every theme and Matchismo in the picker")
    func defaults() {
        let viewModel = compose { _ in }
        #expect(viewModel.variant.name == "Animals")
        #expect(viewModel.variants.map(\.name) == ["Animals", "Fruit", "Matchismo"])
        #expect(viewModel.variants.allSatisfy { !$0.isTimed })
        #expect(dealsTheBoard(of: viewModel, seed: 11), "the first deal uses the seed itself")
        #expect(viewModel.settings.policy.animates && !viewModel.settings.ringsBell)
        #expect(viewModel.seats.count == 1)
        #expect(!viewModel.settings.isPractice)
        #expect(viewModel.settings.policy.finishHold == .seconds(1), "the last match is seen before the summary")
    }

    @Test("each field of the setup is acted on")
    func eachField() {
        #expect(compose { $0.timed = true }.variants.allSatisfy { $0.isTimed })
        #expect(compose { $0.timed = true }.variant.isTimed)
        #expect(compose { $0.pairs = 2 }.cardCount == 4)
        #expect(compose { $0.bell = true }.settings.ringsBell)
        #expect(!compose { $0.animates = false }.settings.policy.animates)
        #expect(compose { $0.players = 3 }.seats.map(\.name) == ["Player 1", "Player 2", "Player 3"])
        #expect(dealsTheBoard(of: compose { $0.seed = 12 }, seed: 12))
        #expect(compose { $0.practice = true }.settings.isPractice)
        let matchismo = compose { $0.ruleSet = .matchismo(cards: 20) }
        #expect(matchismo.variant.ruleSet == .matchismo(cards: 20))
        #expect(matchismo.cardCount == 20)
        #expect(matchismo.variants.last?.ruleSet == .matchismo(cards: 20), "the picker's Matchismo deals as many")
        #expect(compose { $0.daily = "2026-12-01" }.settings.daily == "2026-12-01")
        #expect(compose { $0.dailyDealtOn = "2026-12-01" }.settings.dailyDealtOn == "2026-12-01")
        #expect(!compose { $0.presenter = .plain }.settings.policy.animates, "plain mode shows no animation")
    }
}
