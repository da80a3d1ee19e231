import MemoryGame

/// A theme's game as the view model holds it: `MemoryGame<String>` behind `CardGame`, each
/// requirement passed on. Held as `any CardGame` directly, the game would be reached through its
/// generic conformance, whose code is not specialized: reading a card's state there calls the
/// standard library's generic `Array` subscript, and at start-up that one call pages in 64 KiB of the
/// library's code for itself. Through this type the inlinable rules are specialized for `String`.
struct ThemeGame: CardGame {
    var game: MemoryGame<String>

    var cardCount: Int { game.cardCount }
    func state(ofCardAt index: Int) -> CardState { game.state(ofCardAt: index) }
    var score: Int { game.score }
    var flipCount: Int { game.flipCount }
    var matchedCardCount: Int { game.matchedCardCount }
    var isOver: Bool { game.isOver }

    mutating func choose(cardAt index: Int, at time: Duration) -> ChoiceOutcome {
        game.choose(cardAt: index, at: time)
    }

    func passesTurn(after outcome: ChoiceOutcome) -> Bool { game.passesTurn(after: outcome) }
    mutating func passTurn() { game.passTurn() }
    func timeBonus(at time: Duration) -> TimeBonus.Standing? { game.timeBonus(at: time) }
}
