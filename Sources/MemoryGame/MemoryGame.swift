/// A game of Memorize ("Concentration"): pairs of cards dealt face down, turned up two at a time.
///
/// A pair is what matches. Dealt with `init(numberOfPairsOfCards:using:cardContentFactory:)`, the two
/// cards of a pair show one content, and two cards match when their contents are equal, as in the
/// course's game:
///
/// ```swift
/// var generator = SplitMix64(seed: 7)
/// var game = MemoryGame(numberOfPairsOfCards: 3, using: &generator) { ["🐱", "🐶", "🐟"][$0] }
/// ```
///
/// Dealt with `init(pairs:using:)`, the two cards of a pair may differ — a word and its picture, a
/// character and its reading — and two cards match when they were dealt as one pair, whatever they
/// show:
///
/// ```swift
/// var game = MemoryGame(pairs: [("🐱", "猫"), ("🐶", "狗"), ("🐟", "鱼")], using: &generator)
/// ```
///
/// The model is pure: it knows nothing of terminals, files or clocks, and takes its randomness from
/// an injected generator. Every choice costs O(1): the game remembers which cards are face up
/// instead of scanning the board, and a card's `id` is its position on the board.
public struct MemoryGame<CardContent: Equatable> {
    /// One card on the board.
    public struct Card: Identifiable {
        /// The card's position on the board, stable for the whole game.
        public let id: Int
        /// What the card shows when face up: the same as its partner's in a pair of equal cards, its
        /// own in a pair of different cards (`init(pairs:using:)`).
        public let content: CardContent
        /// The identity of `content` within this deal, reported when the card turns up. Dealt by
        /// `init(numberOfPairsOfCards:using:cardContentFactory:)`, the two cards of a pair share it,
        /// and it is the pair's number before the shuffle. Dealt by `init(pairs:using:)`, each card
        /// has its own: `2 × pair + side`, side 0 for a pair's first content and 1 for its second.
        /// Either way it says nothing about where the card or its partner lies.
        @inlinable public var faceID: Int { Int(_faceID) }
        /// The number of the card's pair before the shuffle: the two cards of a pair, and only they,
        /// share it. It is `faceID` for equal pairs and `faceID / 2` for pairs of different cards.
        @inlinable public var pairID: Int { _isOfDifferentPair ? Int(_faceID) >> 1 : Int(_faceID) }
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
        /// Whether the card was dealt in a pair of different cards: it then matches by pair, not by
        /// content. Kept beside the flags above, where it costs no byte.
        @usableFromInline let _isOfDifferentPair: Bool

        @usableFromInline init(id: Int, content: CardContent, faceID: Int, ofDifferentPair: Bool = false) {
            self.id = id
            self.content = content
            _faceID = Int32(truncatingIfNeeded: faceID)
            _isOfDifferentPair = ofDifferentPair
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

    /// Deals pairs of two cards that may differ, shuffled by the system generator; see
    /// `init(pairs:using:)`. Such a deal cannot be replayed.
    ///
    /// - Parameter pairs: The two contents of each pair.
    public init(pairs: [(CardContent, CardContent)]) {
        var generator = SystemRandomNumberGenerator()
        self.init(pairs: pairs, using: &generator)
    }

    /// Deals pairs of two cards that may differ, shuffled by `generator`: a word and its picture, a
    /// character and its reading. A pair is what matches: the two cards of `pairs[i]` match each
    /// other and no other card, whatever their contents, so two pairs may even share a content.
    ///
    /// ```swift
    /// var generator = SplitMix64(seed: 2026)
    /// var game = MemoryGame(pairs: [("🐱", "cat"), ("🐶", "dog")], using: &generator)
    /// let first = game.choose(cardAt: 0)   // shows, say, "dog": faceID 3, its pair 1's second side
    /// ```
    ///
    /// Each card has its own face identity (`Card.faceID`, `2 × pair + side`), reported when it turns
    /// up; seen-card scoring counts each card on its own. The shuffle draws from `generator` exactly
    /// as `init(numberOfPairsOfCards:using:cardContentFactory:)` does for as many pairs.
    ///
    /// - Parameters:
    ///   - pairs: The two contents of each pair.
    ///   - generator: The source of randomness for the shuffle.
    @inlinable
    public init<G: RandomNumberGenerator>(pairs: [(CardContent, CardContent)], using generator: inout G) {
        var deck: [(content: CardContent, faceID: Int)] = []
        deck.reserveCapacity(pairs.count * 2)
        for (pairIndex, pair) in pairs.enumerated() {
            deck.append((pair.0, 2 * pairIndex))
            deck.append((pair.1, 2 * pairIndex + 1))
        }
        Shuffle.shuffle(&deck, using: &generator)
        var cards: [Card] = []
        cards.reserveCapacity(deck.count)
        for (position, card) in deck.enumerated() {
            cards.append(Card(id: position, content: card.content, faceID: card.faceID, ofDifferentPair: true))
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
        if _cards[first]._isOfDifferentPair
            ? _cards[first]._faceID >> 1 == _cards[second]._faceID >> 1
            : _cards[first].content == _cards[second].content
        {
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
