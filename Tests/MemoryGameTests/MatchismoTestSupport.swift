import MemoryGame
import Testing

/// The card a test names as it is printed: "A♠", "10♥".
func playingCard(_ text: String) throws -> PlayingCard {
    try #require(PlayingCard.fullDeck.first { $0.description == text }, "no playing card is printed \(text)")
}

/// A Matchismo board laid out from cards named as printed, separated by spaces: "J♥ J♠ 6♦".
func matchismo(_ board: String) throws -> MatchismoGame {
    MatchismoGame(dealing: try board.split(separator: " ").map { try playingCard(String($0)) })
}

extension MatchismoGame {
    /// Chooses the card at `index`, checking that the outcome's points are exactly the change in score.
    @discardableResult
    mutating func step(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> ChoiceOutcome {
        let before = score
        let outcome = choose(cardAt: index)
        #expect(outcome.points == score - before, "points of choosing \(index)", sourceLocation: sourceLocation)
        return outcome
    }
}

/// Checks every card of `game`: exactly the ids listed are chosen and matched; all others are not.
func expectBoard(
    _ game: MatchismoGame,
    chosen: Set<Int>,
    matched: Set<Int> = [],
    score: Int,
    flips: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actualChosen = Set(game.cards.filter(\.isChosen).map(\.id))
    let actualMatched = Set(game.cards.filter(\.isMatched).map(\.id))
    #expect(actualChosen == chosen, "chosen cards", sourceLocation: sourceLocation)
    #expect(actualMatched == matched, "matched cards", sourceLocation: sourceLocation)
    #expect(game.score == score, "score", sourceLocation: sourceLocation)
    #expect(game.flipCount == flips, "flips", sourceLocation: sourceLocation)
}
