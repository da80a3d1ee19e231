import MemoryGame

/// A game on which the benchmark can replay a recorded sequence of choices.
protocol ReplayableGame {
    /// The score so far.
    var score: Int { get }
    /// How many choices turned a card face up.
    var flipCount: Int { get }
    /// How many cards are on the board.
    var cardCount: Int { get }
    /// Chooses the card at board position `position`.
    mutating func choose(position: Int)
}

extension MemoryGame: ReplayableGame {
    var cardCount: Int { cards.count }

    mutating func choose(position: Int) {
        choose(cards[position])
    }
}

extension BaselineGame: ReplayableGame {
    var cardCount: Int { cards.count }

    mutating func choose(position: Int) {
        choose(cards[position])
    }
}

extension ReplayableGame {
    /// Replays `choices` on this game, in order.
    mutating func replay(_ choices: ArraySlice<Int>) {
        for position in choices {
            choose(position: position)
        }
    }
}
