import MemoryGame
import Testing

/// A seed is a promise: these boards are what `--seed` dealt before the project had its own shuffle
/// and what it must deal with every later build, whatever the standard library does.
@Suite("Pinned deals")
struct PinnedDealTests {
    @Test("pairs boards of fixed seeds", arguments: [(UInt64(0), 6), (1, 8), (42, 10), (.max, 4)])
    func pairsBoards(seed: UInt64, pairs: Int) {
        var generator = SplitMix64(seed: seed)
        let board = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }.cards.map(\.content)
        #expect(board == Self.pairsBoards[seed])
    }

    @Test("Matchismo boards of fixed seeds", arguments: [UInt64(0), 7, 2026])
    func matchismoBoards(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let board = MatchismoGame(cardCount: 12, using: &generator).cards.map(\.content.description)
        #expect(board == Self.matchismoBoards[seed])
    }

    @Test("uniform draws, shuffles and picks of fixed seeds")
    func draws() {
        var generator = SplitMix64(seed: 99)
        #expect((0..<8).map { _ in Shuffle.number(below: 10, using: &generator) } == Self.drawsBelowTen)
        #expect(Shuffle.number(in: 4...9, using: &generator) == Self.drawInFourToNine)
        #expect(Shuffle.shuffled(Array(0..<10), using: &generator) == Self.shuffledTen)
        #expect(Shuffle.element(of: ["a", "b", "c", "d", "e"], using: &generator) == Self.pickedLetter)
        #expect(Shuffle.element(of: [Int](), using: &generator) == nil)
    }

    @Test("a bound of one always draws zero, and every draw is below its bound")
    func bounds() {
        var generator = SplitMix64(seed: 3)
        for bound in [1, 2, 3, 7, 52, 1_000, Int.max] {
            for _ in 0..<200 {
                let draw = Shuffle.number(below: bound, using: &generator)
                #expect(draw >= 0 && draw < bound)
            }
        }
        #expect(Shuffle.number(below: 1, using: &generator) == 0)
    }

    // Printed by the standard library's shuffle of Swift 6.3, which dealt every board before.
    static let pairsBoards: [UInt64: [Int]] = [
        0: [5, 2, 1, 5, 2, 3, 0, 0, 4, 1, 3, 4],
        1: [4, 6, 7, 4, 0, 6, 7, 5, 5, 3, 0, 2, 2, 3, 1, 1],
        42: [7, 2, 3, 4, 0, 9, 4, 8, 6, 7, 1, 3, 8, 5, 1, 6, 5, 2, 0, 9],
        .max: [3, 0, 1, 2, 3, 0, 1, 2],
    ]
    static let matchismoBoards: [UInt64: [String]] = [
        0: ["7♣", "J♥", "4♠", "Q♣", "10♠", "8♥", "A♥", "3♣", "6♥", "J♣", "A♦", "4♣"],
        7: ["8♥", "2♠", "9♣", "6♦", "K♥", "4♥", "2♦", "9♥", "A♥", "A♦", "2♥", "Q♣"],
        2026: ["6♣", "K♥", "10♦", "9♥", "3♣", "A♣", "J♣", "5♣", "10♥", "6♥", "Q♥", "9♣"],
    ]
    static let drawsBelowTen = [2, 0, 8, 1, 1, 2, 6, 7]
    static let drawInFourToNine = 7
    static let shuffledTen = [5, 0, 7, 4, 6, 1, 9, 2, 8, 3]
    static let pickedLetter = "b"
}
