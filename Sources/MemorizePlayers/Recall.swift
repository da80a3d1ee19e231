import MemoryGame

/// How a person remembers the cards of a memory game, as `easy` and `normal` do: the last few cards
/// shown are always there, older ones fade one by one, and a card remembered may be put one place off,
/// at its neighbour in reading order.
///
/// Recency counts cards in play, newest first: the card shown last is 1, the one before it 2, and so
/// on; a card shown again is new again, and a matched card takes no place.
package struct Recall: Equatable, Sendable {
    /// How many of the most recent cards are always remembered.
    package var firm: Int
    /// Beyond them, each older card is remembered with this share of the chance of the card after it.
    package var fading: Double
    /// The chance that a card remembered is put at a neighbour instead (when one is in play).
    package var slip: Double

    /// A memory that always holds the `firm` latest cards, then fades by `fading` a card, and puts a
    /// card at its neighbour with chance `slip`.
    package init(firm: Int, fading: Double, slip: Double) {
        self.firm = max(firm, 0)
        self.fading = min(max(fading, 0), 1)
        self.slip = min(max(slip, 0), 1)
    }

    /// The chance of remembering the card of recency `rank` (1 for the card shown last).
    package func chance(rank: Int) -> Double {
        guard rank > firm else { return 1 }
        var chance = 1.0
        for _ in firm..<rank {
            chance *= fading
        }
        return chance
    }

    /// Below this chance a card is taken as forgotten: older cards are not even looked at, so a turn
    /// costs the same late in a long game.
    static let negligible = 0.001

    /// What is remembered of `observation` now: a place and the face believed to be there. Each card's
    /// chance is drawn anew at each turn, so an old card may come back to mind; a slip puts the face
    /// at a neighbour that is in play and not itself in mind, and the card that really holds it is
    /// then not remembered.
    package func sample<Generator: RandomNumberGenerator>(
        _ observation: BoardObservation, using generator: inout Generator
    ) -> [Int: Int] {
        var recalled: [BoardObservation.Showing] = []
        var counted: Set<Int> = []
        var rank = 0
        for showing in observation.showings.reversed() where !observation.isMatched(showing.card) {
            guard counted.insert(showing.card).inserted else { continue }
            rank += 1
            let chance = chance(rank: rank)
            guard chance >= Self.negligible else { break }
            if Self.draw(using: &generator) < chance { recalled.append(showing) }
        }
        let places = Set(recalled.map(\.card))
        var remembered: [Int: Int] = [:]
        for showing in recalled {
            var place = showing.card
            if Self.draw(using: &generator) < slip {
                let neighbours = [place - 1, place + 1].filter { observation.isChoosable($0) && !places.contains($0) }
                place = Shuffle.element(of: neighbours, using: &generator) ?? place
            }
            // Two faces slipped to one place: the newer one wins.
            if remembered[place] == nil { remembered[place] = showing.face }
        }
        return remembered
    }

    /// A uniform number in 0..<1 with 53 random bits.
    static func draw<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Double {
        Double(generator.next() >> 11) / Double(UInt64(1) << 53)
    }
}
