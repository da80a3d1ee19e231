/// The CS193p course's `MemoryGame`, kept as the baseline the benchmark compares against.
///
/// It follows the lecture's algorithm on purpose, with its O(n) costs per choice:
/// - the chosen card is found by a linear search, `firstIndex(where: { $0.id == card.id })`;
/// - "the one and only face-up card" is computed by filtering every card;
/// - turning up the first card of a new pair resets `isFaceUp` on every card of the board.
/// The rules and seen-card scoring are the same as `MemoryGame`'s, so both reach the same score.
struct BaselineGame<CardContent: Equatable> {
    struct Card: Identifiable {
        var isFaceUp = false {
            didSet {
                if oldValue && !isFaceUp {
                    hasBeenSeen = true
                }
            }
        }
        var isMatched = false
        var hasBeenSeen = false
        let content: CardContent
        let id: Int
    }

    private(set) var cards: [Card]
    private(set) var score = 0
    private(set) var flipCount = 0

    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp }.oneAndOnly }
        set {
            for index in cards.indices {
                cards[index].isFaceUp = (index == newValue)
            }
        }
    }

    /// Lays out `contents` in the given board order.
    ///
    /// As in the course, a card's id is `2 × pair + 0 or 1`, given before the shuffle, so it is
    /// unrelated to the card's position and the chosen card has to be searched for.
    init(boardOrder contents: [CardContent], pairIndex: (CardContent) -> Int) {
        var occurrences = [Int](repeating: 0, count: contents.count / 2)
        cards = contents.map { content in
            let pair = pairIndex(content)
            defer { occurrences[pair] += 1 }
            return Card(content: content, id: pair * 2 + occurrences[pair])
        }
    }

    // MARK: - Intents

    mutating func choose(_ card: Card) {
        if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
            !cards[chosenIndex].isFaceUp,
            !cards[chosenIndex].isMatched
        {
            if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                    cards[chosenIndex].isMatched = true
                    cards[potentialMatchIndex].isMatched = true
                    score += 2
                } else {
                    if cards[chosenIndex].hasBeenSeen { score -= 1 }
                    if cards[potentialMatchIndex].hasBeenSeen { score -= 1 }
                }
                cards[chosenIndex].isFaceUp = true
            } else {
                indexOfTheOneAndOnlyFaceUpCard = chosenIndex
            }
            flipCount += 1
        }
    }
}

extension Array {
    /// The only element of a one-element array, else `nil` (the course's helper).
    fileprivate var oneAndOnly: Element? {
        count == 1 ? first : nil
    }
}
