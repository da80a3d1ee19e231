import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeCommandLine

/// The built-in themes of different pairs: there to be picked, never drawn in place of a seed's theme.
@Suite("Built-in teaching themes")
struct TeachingThemesTests {
    static let teaching = BuiltInThemes.themes.filter(\.hasDifferentPairs)

    @Test("Chinese, Korean and Young Animals are built in, each of 10 pairs or more, spoken names for every face")
    func builtIn() {
        #expect(Self.teaching.map(\.name) == ["Chinese 汉字", "Korean 한국어", "Young Animals"])
        for theme in Self.teaching {
            #expect(theme.emojis.count >= 10, "\(theme.name)")
            #expect(theme.names?.count == theme.emojis.count && theme.partnerNames?.count == theme.emojis.count)
        }
        #expect(Self.teaching.first?.givenName(of: "猫") == "māo, cat")
        #expect(Self.teaching.last?.givenName(of: "calf") == "calf")
    }

    @Test("A seed draws the theme it drew before themes of different pairs were built in")
    func seedsDrawAsBefore() {
        let before = BuiltInThemes.themes.filter { !$0.hasDifferentPairs }
        #expect(before.map(\.name).prefix(2) == ["Halloween", "Vehicles"])
        for seed: UInt64 in 0..<300 {
            var generator = SplitMix64(seed: seed)
            let drawnBefore = Shuffle.element(of: before, using: &generator)
            #expect(ThemeSelection.randomTheme(from: BuiltInThemes.themes, seed: seed)?.name == drawnBefore?.name)
        }
    }

    @Test("A file of themes of different pairs alone draws among them")
    func onlyDifferentPairs() {
        for seed: UInt64 in 0..<20 {
            #expect(ThemeSelection.randomTheme(from: Self.teaching, seed: seed)?.hasDifferentPairs == true)
        }
    }

    @Test("Each teaching theme deals 10 pairs of two different cards that play to the end", arguments: teaching)
    func plays(theme: Theme) {
        var generator = SplitMix64(seed: 2026)
        var game = theme.makeGame(using: &generator)
        #expect(game.cards.count == 20)
        for pair in Set(game.cards.map(\.pairID)) {
            let cards = game.cards.filter { $0.pairID == pair }
            #expect(cards.count == 2 && cards[0].content != cards[1].content)
            game.choose(cardAt: cards[0].id)
            #expect(game.choose(cardAt: cards[1].id).isMatch)
        }
        #expect(game.isOver)
    }
}
