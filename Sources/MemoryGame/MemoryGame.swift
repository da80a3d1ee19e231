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
        /// What the card shows when face up; shared with exactly one other card.
        public let content: CardContent
        /// The identity of `content` within this deal, reported when the card turns up: the two cards
        /// of a pair share it. It is the pair's number before the shuffle, so it says nothing about
        /// where the pair lies.
        @inlinable public var faceID: Int { Int(_faceID) }
        // 32 bits, beside the flags below: a card of an Int content stays 24 bytes, so that a board
        // of 100,000 pairs costs at most one cache miss a choice.
        @usableFromInline let _faceID: Int32
        /// Whether the card currently shows its content.
        @inlinable public var isFaceUp: Bool { _isFaceUp }
        /// Whether the card has been matched with its pair.
        @inlinable public var isMatched: Bool { _isMatched }
        /// Whether the card has been face up and then turned face down again.
        @inlinable public var hasBeenSeen: Bool { _hasBeenSeen }
        // Stored apart from the read-only views above so that the inlinable rules can set them.
        @usableFromInline var _isFaceUp = false
        @usableFromInline var _isMatched = false
        @usableFromInline var _hasBeenSeen = false

        @usableFromInline init(id: Int, content: CardContent, faceID: Int) {
            self.id = id
            self.content = content
            _faceID = Int32(truncatingIfNeeded: faceID)
        }
    }

    /// The cards, in board order; `cards[i].id == i`.
    @inlinable public var cards: [Card] { _cards }
    /// The score under seen-card scoring: +2 a match, −1 for each seen card in a mismatch.
    @inlinable public var score: Int { _score }
    /// How many choices turned a card face up.
    @inlinable public var flipCount: Int { _flipCount }

    // The state behind the read-only views above. The rules are inlinable, so that a caller in
    // another module gets them specialised for its content type instead of going through generic
    // witnesses on every choice; inlinable code may only set what is visible to it.
    @usableFromInline var _cards: [Card]
    @usableFromInline var _score = 0
    @usableFromInline var _flipCount = 0

    /// The cards that are face up right now, in the order they were turned: at most two, held inline
    /// so that a choice allocates nothing; -1 for none.
    @usableFromInline var firstFaceUp = -1
    @usableFromInline var secondFaceUp = -1
    @usableFromInline var matchedCount = 0
    /// Whether the two cards face up are a mismatch of the previous player's, in a game of several
    /// players: either may start the next turn (`passTurn()`).
    @usableFromInline var mismatchIsOpen = false

    /// Whether every card is matched.
    @inlinable public var isOver: Bool { matchedCount == cards.count }

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
    @inlinable
    public init<G: RandomNumberGenerator>(
        numberOfPairsOfCards: Int, using generator: inout G,
        cardContentFactory: (Int) -> CardContent
    ) {
        let pairs = max(0, numberOfPairsOfCards)
        var deck: [(content: CardContent, faceID: Int)] = []
        deck.reserveCapacity(pairs * 2)
        for pairIndex in 0..<pairs {
            let content = cardContentFactory(pairIndex)
            deck.append((content, pairIndex))
            deck.append((content, pairIndex))
        }
        // The project's own shuffle, not the standard library's, so a seed deals the same board with
        // every later Swift.
        Shuffle.shuffle(&deck, using: &generator)
        var cards: [Card] = []
        cards.reserveCapacity(deck.count)
        for (position, card) in deck.enumerated() {
            cards.append(Card(id: position, content: card.content, faceID: card.faceID))
        }
        _cards = cards
    }

    /// Lays out exactly this board, face down, in this order: for tests and replays that already
    /// know the deal. Each content should appear on exactly two cards for the game to be winnable.
    ///
    /// Face identities are numbered in the order contents first appear on this board, so they follow
    /// its layout: fit for a board already known (a test, a replay), not for one a player must not
    /// see through. Dealing from a generator numbers them by pair instead. Each card is compared with
    /// the contents before it (quadratic in the number of distinct contents; hashable contents use the
    /// linear overload).
    public init(dealing contents: [CardContent]) {
        var distinct: [CardContent] = []
        _cards = contents.enumerated().map { position, content in
            let known = distinct.firstIndex(of: content)
            if known == nil { distinct.append(content) }
            return Card(id: position, content: content, faceID: known ?? distinct.count - 1)
        }
    }

    // MARK: - Intents

    /// Chooses `card`, following the rules of a turn.
    ///
    /// A face-up or matched card, or a card that is not on this board, is ignored. Otherwise the card
    /// turns face up; if exactly one other unmatched card was face up the two are compared, and if not,
    /// every face-up card is first turned face down (and so becomes seen).
    ///
    /// After `passTurn()` the next player may also choose one of the two cards the mismatch left face
    /// up: the other turns face down and the chosen one stays up as the first card of the turn, seen
    /// (as if turned down and up again) and counted as a flip.
    @inlinable
    public mutating func choose(_ card: Card) {
        _ = choose(cardAt: card.id)
    }

    /// Chooses the card at `index`, as `choose(_:)` does, and reports what happened.
    ///
    /// - Returns: The cards turned down, the card turned up, a match or a mismatch, and the points.
    @inlinable
    @discardableResult
    public mutating func choose(cardAt index: Int) -> ChoiceOutcome {
        guard index >= 0, index < _cards.count, !_cards[index]._isMatched else { return .ignored }
        if _cards[index]._isFaceUp {
            guard mismatchIsOpen, index == firstFaceUp || index == secondFaceUp else { return .ignored }
            return startTurn(withFaceUp: index)
        }
        mismatchIsOpen = false
        if firstFaceUp >= 0, secondFaceUp < 0, !_cards[firstFaceUp]._isMatched {
            let other = firstFaceUp
            turnFaceUp(index)
            return compare(other, index)
        }
        var outcome = ChoiceOutcome()
        if firstFaceUp >= 0 {
            turnFaceDown(firstFaceUp)
            outcome.append(.turnedDown(firstFaceUp))
        }
        if secondFaceUp >= 0 {
            turnFaceDown(secondFaceUp)
            outcome.append(.turnedDown(secondFaceUp))
        }
        firstFaceUp = -1
        secondFaceUp = -1
        turnFaceUp(index)
        outcome.append(.turnedUp(index, face: _cards[index].faceID))
        return outcome
    }

    /// Tells the game that the turn has passed, in a game of several players: a mismatch left face up
    /// may start the next turn (see `choose(cardAt:)`). A game of one player never calls it, and
    /// keeps the rule that a face-up card cannot be chosen.
    @inlinable
    public mutating func passTurn() {
        mismatchIsOpen = firstFaceUp >= 0 && secondFaceUp >= 0 && !_cards[firstFaceUp]._isMatched
    }

    // MARK: - Implementation

    /// The next player starts a turn with `index`, one of the two cards a mismatch left face up.
    @inlinable
    mutating func startTurn(withFaceUp index: Int) -> ChoiceOutcome {
        let other = index == firstFaceUp ? secondFaceUp : firstFaceUp
        mismatchIsOpen = false
        var outcome = ChoiceOutcome()
        turnFaceDown(other)
        outcome.append(.turnedDown(other))
        // Everyone saw it: a mismatch with it now is one that memory could have avoided.
        _cards[index]._hasBeenSeen = true
        firstFaceUp = index
        secondFaceUp = -1
        _flipCount += 1
        outcome.append(.turnedUp(index, face: _cards[index].faceID))
        return outcome
    }

    @inlinable
    mutating func turnFaceUp(_ index: Int) {
        _cards[index]._isFaceUp = true
        if firstFaceUp < 0 { firstFaceUp = index } else { secondFaceUp = index }
        _flipCount += 1
    }

    @inlinable
    mutating func turnFaceDown(_ index: Int) {
        _cards[index]._isFaceUp = false
        _cards[index]._hasBeenSeen = true
    }

    @inlinable
    mutating func compare(_ first: Int, _ second: Int) -> ChoiceOutcome {
        var outcome = ChoiceOutcome()
        outcome.append(.turnedUp(second, face: _cards[second].faceID))
        if _cards[first].content == _cards[second].content {
            _cards[first]._isMatched = true
            _cards[second]._isMatched = true
            matchedCount += 2
            outcome.points = Scoring.match
            outcome.append(.matched(first, second))
        } else {
            outcome.points = Scoring.mismatchPenalty(
                firstWasSeen: _cards[first]._hasBeenSeen, secondWasSeen: _cards[second]._hasBeenSeen)
            outcome.append(.mismatched(first, second))
        }
        _score += outcome.points
        return outcome
    }
}

extension MemoryGame where CardContent: Hashable {
    /// Lays out exactly this board, face down, in this order, numbering face identities in the order
    /// contents first appear; linear in the number of cards.
    public init(dealing contents: [CardContent]) {
        var faceIDs: [CardContent: Int] = [:]
        _cards = contents.enumerated().map { position, content in
            let faceID = faceIDs[content] ?? faceIDs.count
            faceIDs[content] = faceID
            return Card(id: position, content: content, faceID: faceID)
        }
    }
}

// MARK: - CardGame

// Inlinable like the rules, so that a wrapper in another module that knows `CardContent` reads the
// board without the standard library's unspecialized generic code.
extension MemoryGame: CardGame {
    @inlinable public var cardCount: Int { cards.count }

    @inlinable public var matchedCardCount: Int { matchedCount }

    @inlinable
    public func state(ofCardAt index: Int) -> CardState {
        let card = cards[index]
        return CardState(isFaceUp: card.isFaceUp, isMatched: card.isMatched, hasBeenSeen: card.hasBeenSeen)
    }

    /// Seen-card scoring does not depend on time, so `time` is not used.
    @inlinable
    public mutating func choose(cardAt index: Int, at time: Duration) -> ChoiceOutcome {
        choose(cardAt: index)
    }
}

extension MemoryGame: Sendable where CardContent: Sendable {}
extension MemoryGame.Card: Sendable where CardContent: Sendable {}
extension MemoryGame.Card: Equatable {}
extension MemoryGame: Equatable {}
