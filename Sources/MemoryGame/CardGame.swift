/// A game played by choosing cards on a fixed board: what the view model, the renderer, the loop and
/// the players need of any rule set, whether its cards are emoji pairs (`MemoryGame`) or playing cards.
///
/// Cards are named by their position on the board, which never changes during a game. Time is passed
/// in with each choice, read from a clock at the edge, so a rule set whose points depend on time can
/// be tested without one; the rules never read a clock themselves.
///
/// What a card shows is not part of this protocol: a card's face reaches the outside only in the
/// `ChoiceEvent.turnedUp` of the choice that showed it, so whatever knows a game through this
/// protocol cannot read a face-down card.
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

    /// Whether the turn passes to the next player after `outcome`, in a game of several players.
    /// By default a mismatch passes the turn and a match keeps it (the classic Concentration rule).
    func passesTurn(after outcome: ChoiceOutcome) -> Bool

    /// Tells the game that the turn has passed to the next player, in a game of several players; a
    /// game of one player never calls it. What one player left face up is then no longer theirs: a
    /// pairs game lets the next player start a turn with a card a mismatch left face up (the other
    /// turns down), and Matchismo no longer compares its next choice with the card left chosen.
    /// By default nothing changes.
    mutating func passTurn()

    /// The time bonus that a match or a mismatch made at `time` would earn, in a game that scores by
    /// speed; nil in a game that does not, or before the first choice.
    func timeBonus(at time: Duration) -> TimeBonus.Standing?
}

extension CardGame {
    /// A mismatch passes the turn; anything else keeps it.
    public func passesTurn(after outcome: ChoiceOutcome) -> Bool { outcome.isMismatch }

    /// Nothing left face up changes hands, unless a rule set says otherwise.
    public mutating func passTurn() {}

    /// Untimed, unless a rule set says otherwise.
    public func timeBonus(at time: Duration) -> TimeBonus.Standing? { nil }
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
    /// This card turned face down (it is now seen).
    case turnedDown(Int)
    /// This card turned face up and showed `face`: an identity of its content within one deal, the
    /// same for the two cards of a pair of equal cards; in pairs of different cards each card has
    /// its own (`MemoryGame.Card.faceID`). It says nothing about where the card's partner lies.
    case turnedUp(Int, face: Int)
    /// These two cards were compared and matched.
    case matched(Int, Int)
    /// These two cards were compared and did not match.
    case mismatched(Int, Int)
}

/// What one choice did: its events in the order they happened and the points it scored.
///
/// It allocates nothing: a choice does at most five things, held inline.
public struct ChoiceOutcome: Hashable, Sendable {
    /// The changes to the board, in order; empty when the choice was ignored.
    public var events: ChoiceEvents { _events }
    @usableFromInline var _events = ChoiceEvents()
    /// The change in score; may be negative.
    public var points: Int
    /// The timed bonus's multiplier when `points` were multiplied by it (a match or a mismatch of a
    /// timed game), so that what the player is told is the change the score shows; nil when the
    /// points were not multiplied.
    public var multiplier: Int?

    /// An outcome of `events`, in order (at most `ChoiceEvents.capacity`), scoring `points`, which
    /// timed scoring multiplied by `multiplier` when it is given.
    @inlinable
    public init(events: [ChoiceEvent], points: Int = 0, multiplier: Int? = nil) {
        self.points = points
        self.multiplier = multiplier
        for event in events { _events.append(event) }
    }

    @inlinable
    init(points: Int = 0) {
        self.points = points
    }

    /// A choice the rules ignored: a face-up or matched card, or one off the board.
    public static let ignored = ChoiceOutcome()

    /// Whether the choice changed nothing.
    @inlinable
    public var isIgnored: Bool { events.isEmpty }

    /// Adds the next thing the choice did.
    @inlinable
    public mutating func append(_ event: ChoiceEvent) {
        _events.append(event)
    }

    /// Whether the choice compared two cards and they matched.
    @inlinable
    public var isMatch: Bool { matchedPair != nil }

    /// Whether the choice compared two cards and they did not match.
    @inlinable
    public var isMismatch: Bool { mismatchedPair != nil }

    /// The two cards this choice matched, if it made a match.
    @inlinable
    public var matchedPair: (Int, Int)? {
        for case .matched(let first, let second) in events { return (first, second) }
        return nil
    }

    /// The two cards this choice compared without a match, if it made a mismatch.
    @inlinable
    public var mismatchedPair: (Int, Int)? {
        for case .mismatched(let first, let second) in events { return (first, second) }
        return nil
    }

    /// The cards this choice matched, if it made a match.
    public var matchedCards: [Int]? { matchedPair.map { [$0.0, $0.1] } }

    /// The cards this choice compared without a match, if it made a mismatch.
    public var mismatchedCards: [Int]? { mismatchedPair.map { [$0.0, $0.1] } }

    /// The card this choice turned up and the face it showed, if it turned one up.
    @inlinable
    public var turnedUp: (card: Int, face: Int)? {
        for case .turnedUp(let card, let face) in events { return (card, face) }
        return nil
    }
}

/// The events of one choice, in order, held inline: no choice allocates.
public struct ChoiceEvents: RandomAccessCollection, Hashable, Sendable {
    /// The most events one choice makes (Matchismo: two finished cards down, one up, a mismatch and
    /// the other card down).
    public static let capacity = 5

    @usableFromInline var first: ChoiceEvent?
    @usableFromInline var second: ChoiceEvent?
    @usableFromInline var third: ChoiceEvent?
    @usableFromInline var fourth: ChoiceEvent?
    @usableFromInline var fifth: ChoiceEvent?
    @usableFromInline var eventCount = 0

    @inlinable
    public init() {}

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int { eventCount }

    @inlinable
    public subscript(position: Int) -> ChoiceEvent {
        let event: ChoiceEvent? =
            switch position {
            case 0: first
            case 1: second
            case 2: third
            case 3: fourth
            case 4: fifth
            default: nil
            }
        guard let event, position < eventCount else { preconditionFailure("no event at \(position)") }
        return event
    }

    /// Adds an event after the others.
    @inlinable
    public mutating func append(_ event: ChoiceEvent) {
        switch eventCount {
        case 0: first = event
        case 1: second = event
        case 2: third = event
        case 3: fourth = event
        case 4: fifth = event
        default: preconditionFailure("a choice makes at most \(Self.capacity) events")
        }
        eventCount += 1
    }
}
