import MemoryGame

/// The computer opponent: plays pairs games from what it has been shown, and nothing else.
///
/// Levels differ only in memory. Every card it sees face up it remembers; at each of its later turns
/// each remembered card stays remembered with the level's retention (`hard` forgets nothing). With a
/// known pair it takes it; otherwise it turns a card it does not remember, drawn at random, then that
/// card's partner if it remembers one, or else another card it does not remember.
package struct ComputerPlayer<Generator: RandomNumberGenerator>: Player {
    /// How well the computer remembers.
    package enum Level: String, CaseIterable, Sendable {
        case easy, normal, hard

        /// The chance that a remembered card is still remembered at each later turn of the computer.
        package var retention: Double {
            switch self {
            case .easy: 0.4
            case .normal: 0.85
            case .hard: 1
            }
        }
    }

    /// How well this player remembers.
    package let level: Level
    private var generator: Generator
    /// The faces of the cards it remembers, by card.
    private var remembered: [Int: Int] = [:]
    /// How many of the observation's choices it has taken in.
    private var choicesSeen = 0

    /// A computer player of `level`, drawing its random choices (and its forgetting) from `generator`.
    package init(level: Level, generator: Generator) {
        self.level = level
        self.generator = generator
    }

    /// The cards it remembers now, with their faces: for tests of what it knows.
    package var memory: [Int: Int] { remembered }

    package mutating func nextCard(seeing observation: BoardObservation) -> Int {
        let open = observation.waitingCard
        if open == nil { forget() }
        learn(from: observation)
        if let open, let face = observation.face(ofCard: open),
            let partner = remembered.first(where: { $0.value == face && $0.key != open })?.key,
            observation.isChoosable(partner)
        {
            return partner
        }
        if open == nil, let pair = knownPair(in: observation) { return pair }
        return randomCard(in: observation, except: open)
    }

    // MARK: - Memory

    /// Remembers every card shown since it last looked, and lets go of matched ones.
    private mutating func learn(from observation: BoardObservation) {
        guard observation.choiceCount != choicesSeen else { return }
        choicesSeen = observation.choiceCount
        for card in 0..<observation.cardCount {
            if observation.isMatched(card) {
                remembered[card] = nil
            } else if let shown = observation.lastShown(card: card), shown > lastLearned[card, default: 0],
                let face = observation.face(ofCard: card)
            {
                remembered[card] = face
                lastLearned[card] = shown
            }
        }
    }

    /// When each card was last taken in, so a card shown again is remembered again.
    private var lastLearned: [Int: Int] = [:]

    /// At the start of each of its turns, each remembered card may slip from memory.
    private mutating func forget() {
        guard level.retention < 1 else { return }
        for card in remembered.keys.sorted() where Self.draw(using: &generator) >= level.retention {
            remembered[card] = nil
        }
    }

    /// A card to choose of a remembered pair that is still in play, if it remembers one. One card of
    /// the pair may still be face up from a mismatch: choosing the other turns it down first.
    private func knownPair(in observation: BoardObservation) -> Int? {
        var byFace: [Int: Int] = [:]
        for (card, face) in remembered.sorted(by: { $0.key < $1.key }) where !observation.isMatched(card) {
            guard let other = byFace[face] else {
                byFace[face] = card
                continue
            }
            if observation.isChoosable(other) { return other }
            if observation.isChoosable(card) { return card }
        }
        return nil
    }

    /// A choosable card it does not remember, drawn at random; any choosable card when it remembers
    /// them all.
    private mutating func randomCard(in observation: BoardObservation, except open: Int?) -> Int {
        let candidates = (0..<observation.cardCount).filter {
            observation.isChoosable($0) && remembered[$0] == nil && $0 != open
        }
        if let card = Shuffle.element(of: candidates, using: &generator) { return card }
        let any = (0..<observation.cardCount).filter { observation.isChoosable($0) && $0 != open }
        return Shuffle.element(of: any, using: &generator) ?? 0
    }

    /// A uniform number in 0..<1 with 53 random bits.
    private static func draw(using generator: inout Generator) -> Double {
        Double(generator.next() >> 11) / Double(UInt64(1) << 53)
    }
}
