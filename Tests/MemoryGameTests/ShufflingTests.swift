import MemoryGame
import Testing

/// Dealing: reproducible from a seed, fully shuffled, every content on exactly one pair.
@Suite("Shuffling")
struct ShufflingTests {
    private func deal(pairs: Int, seed: UInt64) -> [Int] {
        var generator = SplitMix64(seed: seed)
        return MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }.cards.map(\.content)
    }

    @Test("SplitMix64 gives the same sequence for the same seed and different ones for different seeds")
    func generatorIsSeeded() {
        var first = SplitMix64(seed: 1234)
        var second = SplitMix64(seed: 1234)
        var other = SplitMix64(seed: 1235)
        let a = (0..<16).map { _ in first.next() }
        let b = (0..<16).map { _ in second.next() }
        let c = (0..<16).map { _ in other.next() }
        #expect(a == b)
        #expect(a != c)
        #expect(Set(a).count == 16)
    }

    @Test("SplitMix64 follows the reference algorithm")
    func generatorReferenceValues() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("The same seed deals the same board")
    func sameSeedSameDeal() {
        for seed: UInt64 in [0, 1, 42, .max] {
            #expect(deal(pairs: 10, seed: seed) == deal(pairs: 10, seed: seed))
        }
        var first = SplitMix64(seed: 9)
        var second = SplitMix64(seed: 9)
        let gameA = MemoryGame(numberOfPairsOfCards: 6, using: &first) { testFaces[$0] }
        let gameB = MemoryGame(numberOfPairsOfCards: 6, using: &second) { testFaces[$0] }
        #expect(gameA == gameB)
    }

    @Test("Different seeds deal different boards")
    func differentSeedsDifferentDeals() {
        let deals = (UInt64(0)..<200).map { deal(pairs: 8, seed: $0) }
        #expect(Set(deals).count == deals.count)
    }

    @Test("Successive deals from one generator differ")
    func successiveDealsDiffer() {
        var generator = SplitMix64(seed: 3)
        let first = MemoryGame(numberOfPairsOfCards: 8, using: &generator) { $0 }.cards.map(\.content)
        let second = MemoryGame(numberOfPairsOfCards: 8, using: &generator) { $0 }.cards.map(\.content)
        #expect(first != second)
    }

    @Test("Every content is on exactly one pair, and ids are 0..<2n in board order", arguments: [1, 2, 5, 12, 100])
    func everyContentOnOnePair(pairs: Int) {
        for seed: UInt64 in 0..<20 {
            var generator = SplitMix64(seed: seed)
            let game = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
            #expect(game.cards.map(\.id) == Array(0..<(2 * pairs)))
            var counts = [Int](repeating: 0, count: pairs)
            for card in game.cards { counts[card.content] += 1 }
            #expect(counts.allSatisfy { $0 == 2 }, "seed \(seed)")
        }
    }

    @Test("The content factory is asked once for each pair index, in order")
    func factoryCalls() {
        var asked: [Int] = []
        var generator = SplitMix64(seed: 1)
        let game = MemoryGame(numberOfPairsOfCards: 5, using: &generator) { index in
            asked.append(index)
            return index * 10
        }
        #expect(asked == [0, 1, 2, 3, 4])
        #expect(Set(game.cards.map(\.content)) == [0, 10, 20, 30, 40])
    }

    @Test("Pairs are not dealt side by side: adjacent slots (2i, 2i+1) hold a pair about as often as chance says")
    func pairsNotSideBySide() {
        let pairs = 8
        let seeds = 2_000
        var slotsHoldingAPair = 0
        for seed in 0..<seeds {
            let contents = deal(pairs: pairs, seed: UInt64(seed))
            for slot in 0..<pairs where contents[2 * slot] == contents[2 * slot + 1] {
                slotsHoldingAPair += 1
            }
        }
        // By chance, the card beside a card is its pair with probability 1 / (2n - 1) = 1/15 ≈ 0.067.
        let fraction = Double(slotsHoldingAPair) / Double(seeds * pairs)
        #expect(fraction > 0.04)
        #expect(fraction < 0.10)
    }

    @Test("Neither the dealing order nor a fixed pattern survives the shuffle")
    func noPredictableOrder() {
        let pairs = 6
        let inOrder = (0..<pairs).flatMap { [$0, $0] }
        let twoRuns = Array(0..<pairs) + Array(0..<pairs)
        var firstCards: Set<Int> = []
        var lastCards: Set<Int> = []
        for seed: UInt64 in 0..<300 {
            let contents = deal(pairs: pairs, seed: seed)
            #expect(contents != inOrder)
            #expect(contents != twoRuns)
            firstCards.insert(contents[0])
            lastCards.insert(contents[contents.count - 1])
        }
        #expect(firstCards == Set(0..<pairs))
        #expect(lastCards == Set(0..<pairs))
    }

    @Test("Every position receives every content over many deals, roughly evenly")
    func positionsAreUniform() {
        let pairs = 4
        let seeds = 4_000
        var counts = [[Int]](repeating: [Int](repeating: 0, count: pairs), count: 2 * pairs)
        for seed in 0..<seeds {
            for (position, content) in deal(pairs: pairs, seed: UInt64(seed)).enumerated() {
                counts[position][content] += 1
            }
        }
        // Each content lands on a given position with probability 2 / 2n = 1/4: about 1,000 times.
        for row in counts {
            for count in row { #expect((850...1_150).contains(count)) }
        }
    }
}
