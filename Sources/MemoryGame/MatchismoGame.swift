/// A game of Matchismo, the course app before Memorize (SPEC §4): playing cards dealt face down, not
/// in pairs; turning one up costs a point, and two chosen cards of the same rank or suit score.
///
/// Like `MemoryGame` it is pure: no clock, no global randomness; a card's `id` is its position.
/// At most one unmatched card is chosen between choices (a second one is always compared at once),
/// so the game remembers it instead of scanning the board.
public struct MatchismoGame {
    /// One card on the board.
    public struct Card: Identifiable {
        /// The card's position on the board, stable for the whole game.
        public let id: Int
        /// The playing card it shows when chosen.
        public let content: PlayingCard
        /// Whether the card is turned up. As in the original app, a matched card stays chosen.
        public internal(set) var isChosen = false
        /// Whether the card has been matched; it can no longer be chosen.
        public internal(set) var isMatched = false
        /// Whether the card has been face up and then turned face down again (see `state(ofCardAt:)`).
        var hasBeenSeen = false
    }

    /// The cards, in board order; `cards[i].id == i`.
    public private(set) var cards: [Card]
    /// The score: −1 a choice, +4 × the match score for a match, −2 for a mismatch.
    public private(set) var score = 0
    /// How many choices turned a card face up.
    public private(set) var flipCount = 0

    /// The one chosen card that is not matched, if any: the card the next choice is compared with.
    private var chosenIndex: Int?
    /// The two cards the latest choice matched; they show as just matched until the next choice.
    private var justMatched: (Int, Int)?
    /// The card the previous player's mismatch left chosen, in a game of several players: it shows
    /// until the next choice turns it back, and nothing is compared with it (`passTurn()`).
    private var leftChosen: Int?
    private var matchedCount = 0

    /// Whether no two unmatched cards on the board match each other (same rank or same suit), so no
    /// choice can score any more. A board with fewer than two unmatched cards is over.
    public var isOver: Bool {
        var ranksSeen = Set<Int>()
        var suitsSeen = Set<PlayingCard.Suit>()
        for card in cards where !card.isMatched {
            let (newRank, _) = ranksSeen.insert(card.content.rank)
            let (newSuit, _) = suitsSeen.insert(card.content.suit)
            if !newRank || !newSuit { return false }
        }
        return true
    }

    /// Lays out exactly this board, face down, in this order: for tests and replays that know the deal.
    /// The same card may appear more than once.
    public init(dealing contents: [PlayingCard]) {
        cards = contents.enumerated().map { Card(id: $0.offset, content: $0.element) }
    }

    /// Deals `cardCount` cards from the top of a full deck shuffled by `generator`, so the same seed
    /// deals the same board.
    ///
    /// - Parameters:
    ///   - cardCount: How many cards to deal, clamped to 0...52: no card appears twice.
    ///   - generator: The source of randomness for the shuffle.
    public init<G: RandomNumberGenerator>(cardCount: Int, using generator: inout G) {
        // The project's own shuffle, so a seed deals the same board with every later Swift.
        let deck = Shuffle.shuffled(PlayingCard.fullDeck, using: &generator)
        self.init(dealing: Array(deck.prefix(min(max(cardCount, 0), deck.count))))
    }

    // MARK: - Intents

    /// Chooses `card`, following the rules (see `choose(cardAt:)`).
    public mutating func choose(_ card: Card) {
        _ = choose(cardAt: card.id)
    }

    /// Chooses the card at `index` and reports what happened.
    ///
    /// A matched card, or one that is not on this board, is ignored. A chosen card turns back face
    /// down at no cost. Any other card costs 1, turns up and counts a flip; if another unmatched card
    /// was chosen the two are compared: a match scores 4 × the match score and matches both, a
    /// mismatch costs 2 more and turns the *other* card back, leaving this one chosen.
    ///
    /// - Returns: The cards turned down and up, the match or mismatch, and the change in score.
    @discardableResult
    public mutating func choose(cardAt index: Int) -> ChoiceOutcome {
        guard cards.indices.contains(index), !cards[index].isMatched else { return .ignored }
        // The match of the previous choice has been shown; from now on it shows as finished.
        let finished = justMatched.map { [$0.0, $0.1] } ?? []
        for matched in finished { cards[matched].hasBeenSeen = true }
        justMatched = nil

        var outcome = ChoiceOutcome()
        for card in finished { outcome.append(.turnedDown(card)) }
        if let left = leftChosen {
            // The previous player's card goes back; choosing it again turns it up for this turn.
            turnBack(left)
            leftChosen = nil
            outcome.append(.turnedDown(left))
        }
        if cards[index].isChosen {
            turnBack(index)
            chosenIndex = nil
            outcome.append(.turnedDown(index))
            return outcome
        }
        cards[index].isChosen = true
        flipCount += 1
        outcome.append(.turnedUp(index, face: cards[index].content.faceID))
        outcome.points = -MatchismoScoring.costToChoose
        if let other = chosenIndex {
            compare(other, index, outcome: &outcome)
        } else {
            chosenIndex = index
        }
        score += outcome.points
        return outcome
    }

    /// Tells the game that the turn has passed, in a game of several players: the card a mismatch
    /// left chosen stays in view until the next choice, which turns it back instead of being compared
    /// with it, so that it does not pass to the next player. A game of one player never calls it.
    public mutating func passTurn() {
        guard let chosen = chosenIndex else { return }
        leftChosen = chosen
        chosenIndex = nil
    }

    // MARK: - Implementation

    private mutating func turnBack(_ index: Int) {
        cards[index].isChosen = false
        cards[index].hasBeenSeen = true
    }

    /// Compares the chosen card `other` with the newly chosen `index`, adding the points to `outcome`.
    private mutating func compare(_ other: Int, _ index: Int, outcome: inout ChoiceOutcome) {
        let points = MatchismoScoring.comparisonPoints(cards[other].content, cards[index].content)
        outcome.points += points
        if points > 0 {
            cards[other].isMatched = true
            cards[index].isMatched = true
            matchedCount += 2
            justMatched = (other, index)
            chosenIndex = nil
            outcome.append(.matched(other, index))
        } else {
            turnBack(other)
            chosenIndex = index
            outcome.append(.mismatched(other, index))
            outcome.append(.turnedDown(other))
        }
    }
}

// MARK: - CardGame

extension MatchismoGame: CardGame {
    public var cardCount: Int { cards.count }

    public var matchedCardCount: Int { matchedCount }

    /// A chosen card is face up. A matched card stays chosen, but it shows face up only until the
    /// next choice, as a just-made match; after that it reports face down and matched, which the
    /// screen draws as a finished card with its face dimmed, as the original app showed matched
    /// cards. This is the same convention as `MemoryGame`'s, so the screen serves both alike.
    public func state(ofCardAt index: Int) -> CardState {
        let card = cards[index]
        let isJustMatched = justMatched.map { $0.0 == index || $0.1 == index } ?? false
        let isFaceUp = card.isChosen && (!card.isMatched || isJustMatched)
        return CardState(isFaceUp: isFaceUp, isMatched: card.isMatched, hasBeenSeen: card.hasBeenSeen)
    }

    /// Matchismo's scoring does not depend on time, so `time` is not used.
    public mutating func choose(cardAt index: Int, at time: Duration) -> ChoiceOutcome {
        choose(cardAt: index)
    }
}

extension MatchismoGame: Sendable {}
extension MatchismoGame.Card: Sendable {}
extension MatchismoGame.Card: Equatable {}

extension MatchismoGame: Equatable {
    public static func == (lhs: MatchismoGame, rhs: MatchismoGame) -> Bool {
        lhs.cards == rhs.cards && lhs.score == rhs.score && lhs.flipCount == rhs.flipCount
            && lhs.chosenIndex == rhs.chosenIndex && lhs.matchedCount == rhs.matchedCount
            && lhs.justMatched?.0 == rhs.justMatched?.0 && lhs.justMatched?.1 == rhs.justMatched?.1
            && lhs.leftChosen == rhs.leftChosen
    }
}
