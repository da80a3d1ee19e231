import MemoryGame

/// The computer opponent: plays pairs games from what it has been shown, and nothing else.
///
/// - `easy` and `normal` remember as people do (`Recall`): the latest cards best, older ones fading,
///   sometimes a card put at its neighbour. With a pair in mind they take it; otherwise they turn a
///   card they do not remember, then the first card's partner if they remember one, or else another
///   card they do not remember.
/// - `hard` remembers every card and plays that way too: the naive strategy, two new cards a turn.
/// - `expert` remembers every card and makes the optimal choice of Zwick and Paterson in every
///   position (`ZwickPaterson`): a new card or a known one first, a new card or a known one second, or
///   a pass. The game refuses no pass, so it passes back where moving is worse, even right after the
///   other player's pass: one who passes back cannot make it move at a loss.
///
/// Every level draws its choices among cards it does not know, and its forgetting, from its own
/// generator; none can see a card that was not shown.
package struct ComputerPlayer<Generator: RandomNumberGenerator>: Player {
    /// How well the computer remembers and plays.
    package enum Level: String, CaseIterable, Sendable {
        case easy, normal, hard, expert

        /// How the level remembers; nil for a perfect memory. Calibrated in `memorize-bench
        /// --opponents`: a player who remembers the last 4 cards in play (`SpanPlayer`) wins about 2
        /// games in 3 against `easy`, and one who remembers the last 6 breaks even with `normal`.
        package var recall: Recall? {
            switch self {
            case .easy: Recall(firm: 3, fading: 0.4, slip: 0.25)
            case .normal: Recall(firm: 5, fading: 0.6, slip: 0.08)
            case .hard, .expert: nil
            }
        }
    }

    /// How well this player remembers and plays.
    package let level: Level
    /// How it remembers: the level's, unless calibrating.
    private let recall: Recall?
    private var generator: Generator
    /// What it has in mind this turn: a place and the face it believes is there.
    private var remembered: [Int: Int] = [:]
    /// The number of choices seen when it last called the board to mind.
    private var recalledAt: Int?
    /// The expert's table, made at its first turn for the size of the board.
    private var table: ZwickPaterson?

    /// A computer player of `level`, drawing its random choices (and its forgetting) from `generator`.
    package init(level: Level, generator: Generator) {
        self.init(level: level, recall: level.recall, generator: generator)
    }

    /// A computer player of `level` that remembers by `recall` instead (nil for a perfect memory): for
    /// calibrating the levels.
    package init(level: Level, recall: Recall?, generator: Generator) {
        self.level = level
        self.recall = recall
        self.generator = generator
    }

    /// The cards it has in mind now, with the faces it believes they show: for tests of what it knows.
    package var memory: [Int: Int] { remembered }

    /// The largest board the expert plays by its table; a bigger one it plays as `hard` does (the table
    /// grows with the square of the pairs).
    package static var expertMaximumPairs: Int { 256 }

    package mutating func nextCard(seeing observation: BoardObservation) -> Int {
        let card: Int
        if let recall {
            card = humanCard(seeing: observation, recall: recall)
        } else {
            remembered = Self.everythingShown(observation)
            card = level == .expert ? expertCard(seeing: observation) : naiveCard(seeing: observation)
        }
        return card
    }

    // MARK: - Remembering as people do

    private mutating func humanCard(seeing observation: BoardObservation, recall: Recall) -> Int {
        guard let open = observation.waitingCard else {
            remembered = recall.sample(observation, using: &generator)
            recalledAt = observation.choiceCount
            if let pair = rememberedPair(in: observation) { return pair }
            return cardNotInMind(observation, except: nil)
        }
        // A first card it did not turn itself right after calling the board to mind: call it to mind now.
        if recalledAt != observation.choiceCount - 1 {
            remembered = recall.sample(observation, using: &generator)
            recalledAt = observation.choiceCount - 1
        }
        // The card just turned is in front of it: no memory needed for that one.
        if let face = observation.face(ofCard: open) {
            remembered[open] = face
            let partner = remembered.filter { $0.value == face && $0.key != open && observation.isChoosable($0.key) }
            if let place = partner.keys.min() { return place }
        }
        return cardNotInMind(observation, except: open)
    }

    /// A card of a pair it has in mind, both of whose places are in play. One of them may still be
    /// face up from a mismatch: choosing the other turns it down first.
    private func rememberedPair(in observation: BoardObservation) -> Int? {
        Self.pairCard(in: remembered, observation)
    }

    /// A card to choose of a pair in `memory` (place to face) still in play, if there is one.
    static func pairCard(in memory: [Int: Int], _ observation: BoardObservation) -> Int? {
        var byFace: [Int: Int] = [:]
        for (place, face) in memory.sorted(by: { $0.key < $1.key }) where !observation.isMatched(place) {
            guard let other = byFace[face] else {
                byFace[face] = place
                continue
            }
            if observation.isChoosable(other) { return other }
            if observation.isChoosable(place) { return place }
        }
        return nil
    }

    /// A choosable card it does not have in mind, drawn at random; any choosable card when it has them
    /// all in mind.
    private mutating func cardNotInMind(_ observation: BoardObservation, except open: Int?) -> Int {
        let choosable = (0..<observation.cardCount).filter { observation.isChoosable($0) && $0 != open }
        let candidates = choosable.filter { remembered[$0] == nil }
        return Shuffle.element(of: candidates.isEmpty ? choosable : candidates, using: &generator) ?? 0
    }

    // MARK: - A perfect memory

    /// Every card in play that has been shown, with its face.
    private static func everythingShown(_ observation: BoardObservation) -> [Int: Int] {
        var shown: [Int: Int] = [:]
        for card in 0..<observation.cardCount where !observation.isMatched(card) {
            if let face = observation.face(ofCard: card) { shown[card] = face }
        }
        return shown
    }

    /// The partner of the waiting card, when it has been shown and can be chosen.
    private func knownPartner(_ observation: BoardObservation) -> Int? {
        guard let open = observation.waitingCard, let face = observation.face(ofCard: open) else { return nil }
        return observation.cards(showing: face).first { $0 != open && observation.isChoosable($0) }
    }

    /// A known pair, else a card never shown, then its partner if known, else another card never shown.
    private mutating func naiveCard(seeing observation: BoardObservation) -> Int {
        if let partner = knownPartner(observation) { return partner }
        if observation.waitingCard == nil, let pair = knownPairCard(observation) { return pair }
        return cardNeverShown(observation)
    }

    /// A card of a known pair that can be chosen.
    private func knownPairCard(_ observation: BoardObservation) -> Int? {
        guard let card = observation.knownPairCard, let face = observation.face(ofCard: card) else { return nil }
        return observation.cards(showing: face).first { observation.isChoosable($0) }
    }

    /// A card never shown, drawn at random; when none is left, any choosable card but the waiting one.
    private mutating func cardNeverShown(_ observation: BoardObservation) -> Int {
        let unseen = observation.unseenCards.filter { observation.isChoosable($0) }
        if !unseen.isEmpty { return unseen[Shuffle.number(below: unseen.count, using: &generator)] }
        let open = observation.waitingCard
        return (0..<observation.cardCount).first { observation.isChoosable($0) && $0 != open } ?? 0
    }

    // MARK: - The expert

    /// A known single that can be chosen, other than the waiting card.
    private func knownSingle(_ observation: BoardObservation) -> Int? {
        let open = observation.waitingCard
        return observation.knownSingleCards.first { $0 != open && observation.isChoosable($0) }
    }

    private mutating func expertCard(seeing observation: BoardObservation) -> Int {
        if table == nil, observation.cardCount / 2 <= Self.expertMaximumPairs {
            table = ZwickPaterson(pairs: observation.cardCount / 2)
        }
        guard let table else { return naiveCard(seeing: observation) }
        if let partner = knownPartner(observation) { return partner }
        let unseen = observation.unseenCards.count
        let known = observation.knownSingleCount
        guard let open = observation.waitingCard else {
            if let pair = knownPairCard(observation) { return pair }
            guard ZwickPaterson.isPosition(unseen, known, table.pairs) else { return naiveCard(seeing: observation) }
            let single = knownSingle(observation)
            // Whether the other just passed makes no difference: a pass back is always open.
            let move = table.bestFirstCard(unseen: unseen, known: known, otherJustPassed: false) { move in
                switch move {
                case .new: unseen > 0
                case .knownThenNew: single != nil && unseen > 0
                case .pass: single != nil && known >= 2
                }
            }
            return move == .new ? cardNeverShown(observation) : single ?? cardNeverShown(observation)
        }
        // The second card. The waiting card is a known single now (its partner is not known).
        guard ZwickPaterson.isPosition(unseen, known, table.pairs), let single = knownSingle(observation) else {
            return cardNeverShown(observation)
        }
        let openWasNew = observation.showings.last { $0.card == open }?.isFirst ?? true
        let knownIsBetter =
            openWasNew
            ? table.knownSecondIsBetter(unseen: unseen, otherKnown: known - 1)
            : table.passIsBetter(unseen: unseen, known: known, otherJustPassed: false)
        return knownIsBetter ? single : cardNeverShown(observation)
    }
}
