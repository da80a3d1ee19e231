import MemoryGame

/// A player of known strength for measuring the levels: it remembers exactly the `span` cards in play
/// shown most recently (a card shown again is recent again; matched cards need no remembering), and
/// nothing older. It plays sensibly with what it remembers: a pair it remembers, else a card it does
/// not remember, then that card's partner if it remembers it, else another card it does not remember.
package struct SpanPlayer<Generator: RandomNumberGenerator>: Player {
    /// How many of the latest cards it remembers.
    package let span: Int
    private var generator: Generator

    /// A player that remembers the last `span` cards shown, drawing its other choices from `generator`.
    package init(span: Int, generator: Generator) {
        self.span = max(span, 0)
        self.generator = generator
    }

    /// The cards it remembers in `observation`, with their faces.
    package func memory(of observation: BoardObservation) -> [Int: Int] {
        var remembered: [Int: Int] = [:]
        for showing in observation.showings.reversed() where remembered.count < span {
            guard !observation.isMatched(showing.card), remembered[showing.card] == nil else { continue }
            remembered[showing.card] = showing.face
        }
        return remembered
    }

    package mutating func nextCard(seeing observation: BoardObservation) -> Int {
        let remembered = memory(of: observation)
        let open = observation.waitingCard
        if let open, let face = observation.face(ofCard: open),
            let partner = remembered.filter({ $0.value == face && $0.key != open }).keys.min(),
            observation.isChoosable(partner)
        {
            return partner
        }
        if open == nil, let pair = ComputerPlayer<Generator>.pairCard(in: remembered, observation) { return pair }
        let choosable = (0..<observation.cardCount).filter { observation.isChoosable($0) && $0 != open }
        let forgotten = choosable.filter { remembered[$0] == nil }
        return Shuffle.element(of: forgotten.isEmpty ? choosable : forgotten, using: &generator) ?? 0
    }
}
