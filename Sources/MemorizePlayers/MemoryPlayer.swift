import MemoryGame

/// A player with a perfect memory and no knowledge of the deal, for pairs games: it remembers every
/// card it has been shown.
///
/// Each turn it matches a pair whose two cards it has seen; otherwise it turns a card it has never
/// seen, drawn at random, and then that card's partner if it has seen it, or else a second unseen
/// card. Each decision is O(1).
package struct MemoryPlayer<Generator: RandomNumberGenerator>: Player {
    private var generator: Generator

    /// A player whose draws among unseen cards come from `generator`.
    package init(generator: Generator) {
        self.generator = generator
    }

    package mutating func nextCard(seeing observation: BoardObservation) -> Int {
        let open = observation.waitingCard
        if let open, let face = observation.face(ofCard: open),
            let partner = observation.cards(showing: face).first(where: { $0 != open && observation.isChoosable($0) })
        {
            return partner
        }
        if open == nil, let pair = observation.knownPairCard { return pair }
        let unseen = observation.unseenCards
        if !unseen.isEmpty { return unseen[Shuffle.number(below: unseen.count, using: &generator)] }
        // Nothing unseen is left: every unmatched card has been shown, so any choosable card will do.
        return (0..<observation.cardCount).first { observation.isChoosable($0) } ?? 0
    }
}
