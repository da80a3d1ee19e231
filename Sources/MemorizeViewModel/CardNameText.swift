import MemorizeLocalization
import MemoryGame

/// A playing card's name, as plain mode says it (`jack of spades`), as messages (docs/TRANSLATING.md).
package enum CardNameText: MessageCatalog {
    case card, ace, jack, queen, king, spades, hearts, diamonds, clubs

    package var message: Message {
        switch self {
        case .card:
            Message(
                "%1$s of %2$s",
                comment: "A playing card, spoken: jack of spades. %1$s: its rank (ace, 10, jack); %2$s: its suit.")
        case .ace: Message("ace", comment: "A playing card's rank.")
        case .jack: Message("jack", comment: "A playing card's rank.")
        case .queen: Message("queen", comment: "A playing card's rank.")
        case .king: Message("king", comment: "A playing card's rank.")
        case .spades: Message("spades", comment: "A playing card's suit, after of: jack of spades.")
        case .hearts: Message("hearts", comment: "A playing card's suit.")
        case .diamonds: Message("diamonds", comment: "A playing card's suit.")
        case .clubs: Message("clubs", comment: "A playing card's suit.")
        }
    }

    /// `card`'s name in the player's language; in English, the card's own (`PlayingCard.spokenName`).
    static func name(of card: PlayingCard) -> String {
        guard Translator.active.language != .english else { return card.spokenName }
        let rank: String =
            switch card.rank {
            case 1: ace.text()
            case 11: jack.text()
            case 12: queen.text()
            case 13: king.text()
            default: "\(card.rank)"
            }
        let suit: CardNameText =
            switch card.suit {
            case .spades: .spades
            case .hearts: .hearts
            case .diamonds: .diamonds
            case .clubs: .clubs
            }
        return CardNameText.card.text(rank, suit.text())
    }
}
