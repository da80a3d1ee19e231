import MemoryGame

/// The computer opponent of Matchismo: it remembers the playing cards it has been shown, by rank and
/// suit, and takes the best match it knows of.
///
/// Its first card is one of the best known match among the cards in play (the same rank, which
/// scores 16, before the same suit, 4), or else a card it does not know. Its second card is a known
/// card that matches the first (rank before suit), or else a card it does not know: a new card may
/// match, and a known card that does not costs the mismatch for certain. `hard` and `expert`
/// remember every card shown; `easy` and `normal` remember as people do (`Recall`), as in a pairs
/// game. Like `ComputerPlayer` it decides from the observation alone and draws among the cards it does
/// not know from its own generator.
///
/// A known suit match is always taken, though its two cards might later have made rank matches (16
/// each). Alone, holding suit matches back until every card has been shown scores far more; but the
/// computer plays with company, and there the other player takes the suit matches it leaves, and the
/// greedy player wins (`holdsSuitMatches`, measured by `memorize-bench --matchismo`).
///
/// A card the other player's mismatch left face up is in play: with a known match it takes the other
/// card first (which turns that one down), then that one, as `ComputerPlayer` does with a pair.
package struct MatchismoComputer<Generator: RandomNumberGenerator>: Player {
    /// How well it remembers.
    package let level: ComputerPlayer<Generator>.Level
    private var generator: Generator
    /// The number of the last choice it made itself: a card face up that it did not just turn is one
    /// the other player's mismatch left, which its next choice turns back instead of comparing.
    private var lastOwnChoice = 0
    /// Whether it leaves known suit matches alone while any card is still unshown, hoping for rank
    /// matches: the alternative the bench measures, not a level.
    package let holdsSuitMatches: Bool
    package private(set) var lastMove = ComputerMove.guess

    /// A computer of `level`, drawing its random choices (and its forgetting) from `generator`; one that
    /// `holdsSuitMatches` takes a suit match only once every card has been shown.
    package init(level: ComputerPlayer<Generator>.Level, generator: Generator, holdsSuitMatches: Bool = false) {
        self.level = level
        self.generator = generator
        self.holdsSuitMatches = holdsSuitMatches
    }

    package mutating func nextCard(seeing observation: BoardObservation) -> Int {
        var memory = remembered(observation)
        // A card face up is in view: no memory needed for it.
        if let open = observation.waitingCard, let face = observation.face(ofCard: open) {
            memory[open] = PlayingCard(faceID: face)
        }
        let first = lastOwnChoice == observation.choiceCount ? observation.waitingCard : nil
        lastOwnChoice = observation.choiceCount + 1
        // The least a known match must score to be taken now.
        let least = holdsSuitMatches && !observation.unseenCards.isEmpty ? 4 : 1
        lastMove = .knownPair
        if let first, let card = memory[first] {
            let known = memory.filter { observation.isChoosable($0.key) && $0.key != first }
            if let partner = Self.bestPartner(of: card, among: known), partner.points >= least { return partner.card }
            lastMove = .guess
            return cardNotKnown(observation, memory: memory, except: first)
        }
        let inPlay = memory.filter { !observation.isMatched($0.key) }
        if let match = Self.bestKnownMatch(among: inPlay, choosable: observation.isChoosable), match.points >= least {
            return match.card
        }
        lastMove = .guess
        return cardNotKnown(observation, memory: memory, except: nil)
    }

    /// The cards it has in mind, by place: all shown in play for a perfect memory, else what `Recall`
    /// brings back.
    private mutating func remembered(_ observation: BoardObservation) -> [Int: PlayingCard] {
        let faces: [Int: Int]
        if let recall = level.recall {
            faces = recall.sample(observation, using: &generator)
        } else {
            var shown: [Int: Int] = [:]
            for card in 0..<observation.cardCount where !observation.isMatched(card) {
                if let face = observation.face(ofCard: card) { shown[card] = face }
            }
            faces = shown
        }
        return faces.compactMapValues(PlayingCard.init(faceID:))
    }

    /// A card to choose of the best match among `known` (place to card): the same rank first, then the
    /// same suit; of the pair, the lower place that is `choosable`, so that the choice does not depend
    /// on dictionary order. A pair neither of whose cards is choosable is passed over.
    static func bestKnownMatch(
        among known: [Int: PlayingCard], choosable: (Int) -> Bool
    ) -> (card: Int, points: Int)? {
        let places = known.keys.sorted()
        var best: (card: Int, points: Int)?
        for (index, place) in places.enumerated() {
            for other in places[(index + 1)...] {
                let score = MatchismoScoring.matchScore(known[place]!, known[other]!)
                guard score > (best?.points ?? 0), let card = [place, other].first(where: choosable) else { continue }
                best = (card, score)
            }
        }
        return best
    }

    /// The known card that matches `card` best (rank before suit), if any, and its match score.
    static func bestPartner(of card: PlayingCard, among known: [Int: PlayingCard]) -> (card: Int, points: Int)? {
        var best: (card: Int, points: Int)?
        for place in known.keys.sorted() {
            let score = MatchismoScoring.matchScore(card, known[place]!)
            if score > (best?.points ?? 0) { best = (place, score) }
        }
        return best
    }

    /// A choosable card not in `memory` (and not `first`), drawn at random; any other choosable card
    /// when it knows them all.
    private mutating func cardNotKnown(
        _ observation: BoardObservation, memory: [Int: PlayingCard], except first: Int?
    ) -> Int {
        let choosable = (0..<observation.cardCount).filter { observation.isChoosable($0) && $0 != first }
        let unknown = choosable.filter { memory[$0] == nil }
        return Shuffle.element(of: unknown.isEmpty ? choosable : unknown, using: &generator) ?? 0
    }
}
