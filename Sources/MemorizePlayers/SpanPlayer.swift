import MemoryGame

/// A player of known strength for measuring the levels: it remembers exactly the `span` cards in play
/// shown most recently (a card shown again is recent again; matched cards need no remembering), and
/// nothing older. It plays sensibly with what it remembers: a pair it remembers, else a card it does
/// not remember, then that card's partner if it remembers it, else another card it does not remember.
///
/// What a matched pair leaves is a choice (`Places`): by default its two places go back to the cards
/// shown before it, as `easy` and `normal` count recency (`Recall`); a player counting from outside
/// the game may rather keep them empty until new cards are shown.
package struct SpanPlayer<Generator: RandomNumberGenerator>: Player {
    /// What a matched pair does to the places it took.
    package enum Places: Sendable {
        /// They go back to the cards shown before: the last `span` cards still in play.
        case givenBack
        /// They stay empty until cards turned later fill them: the last `span` cards shown, less those
        /// matched since.
        case emptied
    }

    /// How many of the latest cards it remembers.
    package let span: Int
    /// What a matched pair does to its places.
    package let places: Places
    private var generator: Generator

    /// A player that remembers the last `span` cards shown, drawing its other choices from `generator`.
    package init(span: Int, places: Places = .givenBack, generator: Generator) {
        self.span = max(span, 0)
        self.places = places
        self.generator = generator
    }

    /// The cards it remembers in `observation`, with their faces.
    package func memory(of observation: BoardObservation) -> [Int: Int] {
        var remembered: [Int: Int] = [:]
        guard places == .givenBack else { return placesKept(of: observation) }
        for showing in observation.showings.reversed() where remembered.count < span {
            guard !observation.isMatched(showing.card), remembered[showing.card] == nil else { continue }
            remembered[showing.card] = showing.face
        }
        return remembered
    }

    /// The `span` places played forward: each card shown takes one (the oldest card's when all are
    /// taken), and a pair leaves both of its places at the choice that matched it. O(shown cards).
    private func placesKept(of observation: BoardObservation) -> [Int: Int] {
        var kept: [BoardObservation.Showing] = []
        for showing in observation.showings {
            kept.removeAll { $0.card == showing.card }
            kept.append(showing)
            if kept.count > span { kept.removeFirst() }
            // Matched cards never show again, so a pair was matched at the later of their last showings.
            guard observation.isMatched(showing.card),
                let partner = observation.cards(showing: showing.face).first(where: { $0 != showing.card }),
                let partnerShown = observation.lastShown(card: partner),
                partnerShown < showing.choice, observation.lastShown(card: showing.card) == showing.choice
            else { continue }
            kept.removeAll { $0.card == showing.card || $0.card == partner }
        }
        return Dictionary(kept.map { ($0.card, $0.face) }, uniquingKeysWith: { $1 })
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
