import MemoryGame
import Testing

/// Dealing Matchismo boards from a shuffled deck: reproducible from a seed, no card twice, sizes clamped.
@Suite("Matchismo deals")
struct MatchismoDealTests {
    private func deal(_ cardCount: Int, seed: UInt64) -> [PlayingCard] {
        var generator = SplitMix64(seed: seed)
        return MatchismoGame(cardCount: cardCount, using: &generator).cards.map(\.content)
    }

    @Test("a deal lays out distinct cards of the deck, face down, with ids in board order")
    func distinctCards() {
        var generator = SplitMix64(seed: 7)
        let game = MatchismoGame(cardCount: 12, using: &generator)
        #expect(game.cards.count == 12)
        #expect(Set(game.cards.map(\.content)).count == 12)
        #expect(game.cards.map(\.id) == Array(0..<12))
        expectBoard(game, chosen: [], score: 0, flips: 0)
    }

    @Test("dealing 52 lays out the whole deck, shuffled")
    func wholeDeck() {
        let cards = deal(52, seed: 1)
        #expect(cards.count == 52)
        #expect(Set(cards) == Set(PlayingCard.fullDeck))
        #expect(cards != PlayingCard.fullDeck)
    }

    @Test("the same seed deals the same board; different seeds deal different ones")
    func seeded() {
        for seed: UInt64 in [0, 1, 42, .max] {
            #expect(deal(12, seed: seed) == deal(12, seed: seed))
        }
        let deals = (UInt64(0)..<200).map { deal(12, seed: $0) }
        #expect(Set(deals).count == deals.count)
    }

    @Test("every card of the deck turns up in some deal")
    func noDeadCards() {
        var seen = Set<PlayingCard>()
        for seed in UInt64(0)..<100 { seen.formUnion(deal(12, seed: seed)) }
        #expect(seen == Set(PlayingCard.fullDeck))
    }

    @Test("the card count is clamped to 0...52", arguments: [(-5, 0), (0, 0), (1, 1), (52, 52), (53, 52), (1000, 52)])
    func clamped(requested: Int, dealt: Int) {
        let cards = deal(requested, seed: 3)
        #expect(cards.count == dealt)
        #expect(Set(cards).count == dealt)
    }
}
