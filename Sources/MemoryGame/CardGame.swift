/// A game played by choosing cards on a fixed board: what the view model, the renderer and the loop
/// need of any rule set, whether its cards are emoji pairs (`MemoryGame`) or playing cards.
///
/// Cards are named by their position on the board, which never changes during a game. Time is passed
/// in with each choice, read from a clock at the edge, so a rule set whose points depend on time can
/// be tested without one; the rules never read a clock themselves.
public protocol CardGame {
    /// How many cards are on the board.
    var cardCount: Int { get }
    /// What the player can see of the card at `index`, for `index` in `0..<cardCount`.
    func state(ofCardAt index: Int) -> CardState
    /// The score of the game so far.
    var score: Int { get }
    /// How many choices turned a card face up.
    var flipCount: Int { get }
    /// How many cards are matched.
    var matchedCardCount: Int { get }
    /// Whether the game has ended.
    var isOver: Bool { get }

    /// Chooses the card at `index`, following the rules.
    ///
    /// - Parameters:
    ///   - index: The card's position; one off the board is ignored.
    ///   - time: The time of the choice on a monotonic clock, for rules that score by speed.
    /// - Returns: What the choice did, in order; `.ignored` when it did nothing.
    mutating func choose(cardAt index: Int, at time: Duration) -> ChoiceOutcome
}

/// What the player can see of one card, whatever its content.
public struct CardState: Hashable, Sendable {
    /// Whether the card shows its content (for playing cards: whether it is chosen).
    public var isFaceUp: Bool
    /// Whether the card is matched and out of play.
    public var isMatched: Bool
    /// Whether the card has been face up and then turned face down again.
    public var hasBeenSeen: Bool

    public init(isFaceUp: Bool, isMatched: Bool, hasBeenSeen: Bool) {
        self.isFaceUp = isFaceUp
        self.isMatched = isMatched
        self.hasBeenSeen = hasBeenSeen
    }
}

/// One thing a choice did to the board.
public enum ChoiceEvent: Hashable, Sendable {
    /// These cards turned face down (they are now seen).
    case turnedDown([Int])
    /// This card turned face up.
    case turnedUp(Int)
    /// These cards were compared and matched.
    case matched([Int])
    /// These cards were compared and did not match.
    case mismatched([Int])
}

/// What one choice did: its events in the order they happened and the points it scored.
public struct ChoiceOutcome: Hashable, Sendable {
    /// The changes to the board, in order; empty when the choice was ignored.
    public var events: [ChoiceEvent]
    /// The change in score; may be negative.
    public var points: Int

    public init(events: [ChoiceEvent], points: Int = 0) {
        self.events = events
        self.points = points
    }

    /// A choice the rules ignored: a face-up or matched card, or one off the board.
    public static let ignored = ChoiceOutcome(events: [])

    /// Whether the choice changed nothing.
    public var isIgnored: Bool { events.isEmpty }

    /// The cards this choice matched, if it made a match.
    public var matchedCards: [Int]? {
        for case .matched(let cards) in events { return cards }
        return nil
    }

    /// The cards this choice compared without a match, if it made a mismatch.
    public var mismatchedCards: [Int]? {
        for case .mismatched(let cards) in events { return cards }
        return nil
    }
}
