/// A game of Memorize ("Concentration"): pairs of cards dealt face down, turned up two at a time.
///
/// The model is pure: it knows nothing of terminals, files or clocks, and takes its randomness from
/// an injected generator. Every choice costs O(1): the game remembers which cards are face up
/// instead of scanning the board, and a card's `id` is its position on the board.
public struct MemoryGame<CardContent: Equatable> {
    /// One card on the board.
    public struct Card: Identifiable {
        /// The card's position on the board, stable for the whole game.
        public let id: Int
        /// Whether the card currently shows its content.
        public internal(set) var isFaceUp = false
        /// Whether the card has been matched with its pair.
        public internal(set) var isMatched = false
        /// Whether the card has been face up and then turned face down again.
        public internal(set) var hasBeenSeen = false
        /// What the card shows when face up; shared with exactly one other card.
        public let content: CardContent
    }

    /// The cards, in board order; `cards[i].id == i`.
    public private(set) var cards: [Card]
    /// The score under seen-card scoring: +2 a match, −1 for each seen card in a mismatch.
    public private(set) var score = 0
    /// How many choices turned a card face up.
    public private(set) var flipCount = 0

    /// Indices of the cards that are face up right now: at most two, in the order they were turned.
    private var faceUpIndices: [Int] = []
    private var matchedCount = 0

    /// Whether every card is matched.
    public var isOver: Bool { matchedCount == cards.count }

    /// Deals a shuffled game, taking randomness from the system generator.
    ///
    /// Such a deal cannot be replayed; the game itself uses the initialiser that takes a generator,
    /// and this one is kept for the familiar shape of the course's API.
    ///
    /// - Parameters:
    ///   - numberOfPairsOfCards: How many pairs to deal; negative counts deal none.
    ///   - cardContentFactory: The content of pair `i`, for `i` in `0..<numberOfPairsOfCards`.
    public init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
        var generator = SystemRandomNumberGenerator()
        self.init(
            numberOfPairsOfCards: numberOfPairsOfCards, using: &generator,
            cardContentFactory: cardContentFactory)
    }

    /// Deals a game shuffled by `generator`, so the same seed deals the same board.
    ///
    /// - Parameters:
    ///   - numberOfPairsOfCards: How many pairs to deal; negative counts deal none.
    ///   - generator: The source of randomness for the shuffle.
    ///   - cardContentFactory: The content of pair `i`, for `i` in `0..<numberOfPairsOfCards`.
    public init<G: RandomNumberGenerator>(
        numberOfPairsOfCards: Int, using generator: inout G,
        cardContentFactory: (Int) -> CardContent
    ) {
        let pairs = max(0, numberOfPairsOfCards)
        var contents: [CardContent] = []
        contents.reserveCapacity(pairs * 2)
        for pairIndex in 0..<pairs {
            let content = cardContentFactory(pairIndex)
            contents.append(content)
            contents.append(content)
        }
        contents.shuffle(using: &generator)
        self.init(dealing: contents)
    }

    /// Lays out exactly this board, face down, in this order: for tests and replays that already
    /// know the deal. Each content should appear on exactly two cards for the game to be winnable.
    public init(dealing contents: [CardContent]) {
        cards = contents.enumerated().map { Card(id: $0.offset, content: $0.element) }
    }

    // MARK: - Intents

    /// Chooses `card`, following the rules of a turn.
    ///
    /// A face-up or matched card, or a card that is not on this board, is ignored. Otherwise the card
    /// turns face up; if exactly one other unmatched card was face up the two are compared, and if not,
    /// every face-up card is first turned face down (and so becomes seen).
    public mutating func choose(_ card: Card) {
        _ = choose(cardAt: card.id)
    }

    /// Chooses the card at `index`, as `choose(_:)` does, and reports what happened.
    ///
    /// - Returns: The cards turned down, the card turned up, a match or a mismatch, and the points.
    @discardableResult
    public mutating func choose(cardAt index: Int) -> ChoiceOutcome {
        guard cards.indices.contains(index), !cards[index].isFaceUp, !cards[index].isMatched else {
            return .ignored
        }
        if faceUpIndices.count == 1, let other = faceUpIndices.first, !cards[other].isMatched {
            turnFaceUp(index)
            return compare(other, index)
        }
        var events: [ChoiceEvent] = []
        if !faceUpIndices.isEmpty {
            for faceUp in faceUpIndices { turnFaceDown(faceUp) }
            events.append(.turnedDown(faceUpIndices))
            faceUpIndices.removeAll(keepingCapacity: true)
        }
        turnFaceUp(index)
        events.append(.turnedUp(index))
        return ChoiceOutcome(events: events)
    }

    // MARK: - Implementation

    private mutating func turnFaceUp(_ index: Int) {
        cards[index].isFaceUp = true
        faceUpIndices.append(index)
        flipCount += 1
    }

    private mutating func turnFaceDown(_ index: Int) {
        cards[index].isFaceUp = false
        cards[index].hasBeenSeen = true
    }

    private mutating func compare(_ first: Int, _ second: Int) -> ChoiceOutcome {
        let points: Int
        let result: ChoiceEvent
        if cards[first].content == cards[second].content {
            cards[first].isMatched = true
            cards[second].isMatched = true
            matchedCount += 2
            points = Scoring.match
            result = .matched([first, second])
        } else {
            points = Scoring.mismatchPenalty(
                firstWasSeen: cards[first].hasBeenSeen, secondWasSeen: cards[second].hasBeenSeen)
            result = .mismatched([first, second])
        }
        score += points
        return ChoiceOutcome(events: [.turnedUp(second), result], points: points)
    }
}

// MARK: - CardGame

extension MemoryGame: CardGame {
    public var cardCount: Int { cards.count }

    public var matchedCardCount: Int { matchedCount }

    public func state(ofCardAt index: Int) -> CardState {
        let card = cards[index]
        return CardState(isFaceUp: card.isFaceUp, isMatched: card.isMatched, hasBeenSeen: card.hasBeenSeen)
    }

    /// Seen-card scoring does not depend on time, so `time` is not used.
    public mutating func choose(cardAt index: Int, at time: Duration) -> ChoiceOutcome {
        choose(cardAt: index)
    }
}

extension MemoryGame: Sendable where CardContent: Sendable {}
extension MemoryGame.Card: Sendable where CardContent: Sendable {}
extension MemoryGame.Card: Equatable {}
extension MemoryGame: Equatable {}
