import MemorizeThemes
import MemoryGame
import Testing

/// Dealing a game from a theme (SPEC §3): pair counts, subsets without dead emoji, uniqueness.
@Suite("Dealing from a theme")
struct ThemeDealingTests {
    private let halloween = Theme(
        name: "Halloween", emojis: ["👻", "🎃", "🦇", "💀", "🍬", "🍫", "🧙", "🍭", "🌙", "🧛"], pairs: .fixed(4),
        color: .named("orange"))

    private func theme(_ pairs: Theme.PairCount, faces: Int = 8) -> Theme {
        Theme(
            name: "Letters", emojis: (0..<faces).map { String(UnicodeScalar(UInt8(65 + $0))) }, pairs: pairs,
            color: .named("gray"))
    }

    @Test("a theme's board of a fixed seed is pinned: random subset, random count and shuffle alike")
    func pinnedBoards() {
        var generator = SplitMix64(seed: 7)
        #expect(
            halloween.makeGame(using: &generator).cards.map(\.content) == ["🎃", "💀", "🍭", "🎃", "💀", "🧛", "🧛", "🍭"])
        var random = SplitMix64(seed: 2026)
        let letters = theme(.random, faces: 8).makeGame(using: &random).cards.map(\.content).joined()
        #expect(letters == "EEGCGABDAHBHFFCD")
    }

    /// A generator of another type that draws what SplitMix64 draws, to reach the generic dealing.
    private struct Wrapped: RandomNumberGenerator {
        var base: SplitMix64
        mutating func next() -> UInt64 { base.next() }
    }

    @Test("the deal compiled for SplitMix64 is the generic deal: same board, same draws after it")
    func splitMixDealIsTheGenericDeal() {
        for seed in 0..<200 as Range<UInt64> {
            for theme in [halloween, theme(.random, faces: 8), theme(.all, faces: 5)] {
                var concrete = SplitMix64(seed: seed)
                var generic = Wrapped(base: SplitMix64(seed: seed))
                #expect(theme.makeGame(using: &concrete).cards == theme.makeGame(using: &generic).cards)
                #expect(concrete.next() == generic.next())
            }
        }
    }

    /// Checks that `game` holds exactly `pairs` pairs drawn from `theme`, each content on one pair.
    private func expectWellFormed(
        _ game: MemoryGame<String>, from theme: Theme, pairs: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(game.cards.count == 2 * pairs, sourceLocation: sourceLocation)
        #expect(game.cards.map(\.id) == Array(0..<(2 * pairs)), sourceLocation: sourceLocation)
        var counts: [String: Int] = [:]
        for card in game.cards { counts[card.content, default: 0] += 1 }
        #expect(counts.count == pairs, "distinct contents", sourceLocation: sourceLocation)
        #expect(counts.values.allSatisfy { $0 == 2 }, "each content on one pair", sourceLocation: sourceLocation)
        #expect(Set(counts.keys).isSubset(of: theme.emojis), sourceLocation: sourceLocation)
        #expect(game.score == 0 && game.flipCount == 0 && !game.isOver, sourceLocation: sourceLocation)
    }

    @Test("A fixed pair count deals that many pairs, each face on exactly one pair")
    func fixedCount() {
        for seed: UInt64 in 0..<50 {
            var generator = SplitMix64(seed: seed)
            #expect(halloween.pairCount(using: &generator) == 4)
            let game = halloween.makeGame(using: &generator)
            expectWellFormed(game, from: halloween, pairs: 4)
        }
    }

    @Test("No dead emoji: over many deals every face of the theme shows up, about equally often")
    func noDeadEmoji() {
        var shown: [String: Int] = [:]
        let deals = 1_000
        for seed in 0..<deals {
            var generator = SplitMix64(seed: UInt64(seed))
            for content in Set(halloween.makeGame(using: &generator).cards.map(\.content)) {
                shown[content, default: 0] += 1
            }
        }
        #expect(Set(shown.keys) == Set(halloween.emojis))
        // Each of the 10 faces is in a 4-face subset with probability 0.4: about 400 of 1,000 deals.
        for face in halloween.emojis {
            #expect((300...500).contains(shown[face, default: 0]), "\(face) shown \(shown[face, default: 0]) times")
        }
    }

    @Test("The subset of faces changes from deal to deal")
    func subsetVaries() {
        var subsets: Set<Set<String>> = []
        for seed: UInt64 in 0..<100 {
            var generator = SplitMix64(seed: seed)
            subsets.insert(Set(halloween.makeGame(using: &generator).cards.map(\.content)))
        }
        #expect(subsets.count > 50)
    }

    @Test("A pair count larger than the faces available is reduced to the number of faces")
    func reduction() {
        let big = theme(.fixed(50), faces: 5)
        var generator = SplitMix64(seed: 11)
        #expect(big.pairCount(using: &generator) == 5)
        let game = big.makeGame(using: &generator)
        expectWellFormed(game, from: big, pairs: 5)
        #expect(Set(game.cards.map(\.content)) == Set(big.emojis))
    }

    @Test("A pair count equal to the faces available uses every face")
    func exactCount() {
        let exact = theme(.fixed(6), faces: 6)
        var generator = SplitMix64(seed: 12)
        let game = exact.makeGame(using: &generator)
        expectWellFormed(game, from: exact, pairs: 6)
        #expect(Set(game.cards.map(\.content)) == Set(exact.emojis))
    }

    @Test("Omitted pairs (.all) use every face")
    func allFaces() {
        let all = theme(.all, faces: 7)
        for seed: UInt64 in 0..<20 {
            var generator = SplitMix64(seed: seed)
            #expect(all.pairCount(using: &generator) == 7)
            let game = all.makeGame(using: &generator)
            expectWellFormed(game, from: all, pairs: 7)
            #expect(Set(game.cards.map(\.content)) == Set(all.emojis))
        }
    }

    @Test("Random pair counts stay within 4...faces, reach both ends and vary")
    func randomCounts() {
        let random = theme(.random, faces: 8)
        var counts: [Int: Int] = [:]
        for seed: UInt64 in 0..<500 {
            var generator = SplitMix64(seed: seed)
            let count = random.pairCount(using: &generator)
            #expect((4...8).contains(count))
            counts[count, default: 0] += 1
        }
        #expect(Set(counts.keys) == Set(4...8))
        // 500 draws over 5 values: about 100 each.
        #expect(counts.values.allSatisfy { (60...140).contains($0) })
    }

    @Test("A random theme with 3 faces deals 2 or 3 pairs", arguments: [UInt64(0), 1, 2, 3, 4, 5])
    func randomWithThreeFaces(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        #expect((2...3).contains(theme(.random, faces: 3).pairCount(using: &generator)))
    }

    @Test("Random games deal between 2 and all faces, each face on one pair")
    func randomGames() {
        let random = theme(.random, faces: 8)
        var sizes: Set<Int> = []
        for seed: UInt64 in 0..<200 {
            var generator = SplitMix64(seed: seed)
            let game = random.makeGame(using: &generator)
            let pairs = game.cards.count / 2
            #expect((2...8).contains(pairs))
            expectWellFormed(game, from: random, pairs: pairs)
            sizes.insert(pairs)
        }
        #expect(sizes.count > 4)
    }

    @Test("A random theme with two faces always deals both")
    func randomWithTwoFaces() {
        let two = theme(.random, faces: 2)
        for seed: UInt64 in 0..<10 {
            var generator = SplitMix64(seed: seed)
            #expect(two.pairCount(using: &generator) == 2)
        }
    }

    @Test("The same seed deals the same themed game")
    func themedDealIsReproducible() {
        var first = SplitMix64(seed: 77)
        var second = SplitMix64(seed: 77)
        #expect(halloween.makeGame(using: &first) == halloween.makeGame(using: &second))
        let random = theme(.random)
        #expect(random.makeGame(using: &first) == random.makeGame(using: &second))
    }

    @Test("A theme keeps what it was made with, and omitted pairs mean .all")
    func themeValues() {
        let made = Theme(name: "Sea", emojis: ["🐙", "🦀"], color: .gradient("blue", "cyan"))
        #expect(made.name == "Sea")
        #expect(made.emojis == ["🐙", "🦀"])
        #expect(made.pairs == .all)
        #expect(made.color == .gradient("blue", "cyan"))
        #expect(made != Theme(name: "Sea", emojis: ["🐙", "🦀"], pairs: .fixed(2), color: .gradient("blue", "cyan")))
    }
}
