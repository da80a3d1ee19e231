/// A card of a standard 52-card deck: the content of Matchismo's cards (SPEC §4).
public struct PlayingCard: Hashable, Sendable, CustomStringConvertible {
    /// The four suits, in the order the full deck lists them.
    public enum Suit: CaseIterable, Sendable {
        case spades
        case hearts
        case diamonds
        case clubs

        /// The suit's symbol: ♠, ♥, ♦ or ♣.
        public var symbol: String {
            switch self {
            case .spades: "♠"
            case .hearts: "♥"
            case .diamonds: "♦"
            case .clubs: "♣"
            }
        }

        /// One ASCII letter for terminals that cannot show the symbol: S, H, D or C.
        public var letter: String {
            switch self {
            case .spades: "S"
            case .hearts: "H"
            case .diamonds: "D"
            case .clubs: "C"
            }
        }

        /// Whether the suit is printed in red (hearts and diamonds) rather than black.
        public var isRed: Bool { self == .hearts || self == .diamonds }
    }

    /// The ranks a card can have: 1 is the ace, 11 to 13 are jack, queen and king.
    public static let ranks = 1...13

    /// The rank, 1 (ace) to 13 (king).
    public let rank: Int
    /// The suit.
    public let suit: Suit

    /// A card of this rank and suit.
    ///
    /// - Parameters:
    ///   - rank: 1 (ace) to 13 (king); any other value is a programming error and traps.
    ///   - suit: The suit.
    public init(rank: Int, suit: Suit) {
        precondition(Self.ranks.contains(rank), "a playing card's rank is 1...13, not \(rank)")
        self.rank = rank
        self.suit = suit
    }

    /// The rank as printed in a card's corner: A, 2 to 10, J, Q or K.
    public var rankText: String {
        switch rank {
        case 1: "A"
        case 11: "J"
        case 12: "Q"
        case 13: "K"
        default: String(rank)
        }
    }

    /// The card's place in `fullDeck`, 0 to 51: its face identity in a deal, as no deal holds a card twice.
    public var faceID: Int {
        (Suit.allCases.firstIndex(of: suit) ?? 0) * Self.ranks.count + rank - Self.ranks.lowerBound
    }

    /// The card whose face identity is `faceID` (its place in `fullDeck`), or nil for a number that is
    /// none: what a player who saw a `ChoiceEvent.turnedUp` of Matchismo knows of the card.
    public init?(faceID: Int) {
        guard Self.fullDeck.indices.contains(faceID) else { return nil }
        self = Self.fullDeck[faceID]
    }

    /// Rank then suit symbol: "A♠", "10♥", "K♦", "Q♣".
    public var description: String { rankText + suit.symbol }

    /// Rank then suit letter, for ASCII terminals: "AS", "10H", "KD", "QC".
    public var asciiDescription: String { rankText + suit.letter }

    /// The card as it is said aloud: "ace of spades", "10 of hearts", "jack of diamonds".
    public var spokenName: String {
        let rank =
            switch rank {
            case 1: "ace"
            case 11: "jack"
            case 12: "queen"
            case 13: "king"
            default: String(rank)
            }
        return "\(rank) of \(suit)"
    }

    /// The 52 cards of a deck, in order: suit by suit (`Suit.allCases`), ace to king within a suit.
    public static let fullDeck: [PlayingCard] = Suit.allCases.flatMap { suit in
        ranks.map { PlayingCard(rank: $0, suit: suit) }
    }
}
