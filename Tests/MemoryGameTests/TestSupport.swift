import MemoryGame
import Testing

/// The faces the rule tests deal: pair `i` shows `testFaces[i]`.
let testFaces = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]

/// A game of `pairs` pairs of letters, shuffled by a fixed seed.
func letterGame(pairs: Int, seed: UInt64 = 42) -> MemoryGame<String> {
    var generator = SplitMix64(seed: seed)
    return MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { testFaces[$0] }
}

/// The two ids that carry `content`, in board order.
func ids(of content: String, in game: MemoryGame<String>) throws -> (Int, Int) {
    let found = game.cards.filter { $0.content == content }.map(\.id)
    try #require(found.count == 2, "expected exactly two cards showing \(content), found \(found)")
    return (found[0], found[1])
}

extension MemoryGame {
    /// Chooses the card whose id is `id`.
    mutating func choose(id: Int) {
        choose(cards[id])
    }
}

/// Checks every card of `game`: exactly the ids listed are face up, matched and seen; all others are not.
func expectBoard<Content>(
    _ game: MemoryGame<Content>,
    faceUp: Set<Int>,
    matched: Set<Int> = [],
    seen: Set<Int> = [],
    score: Int,
    flips: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actualFaceUp = Set(game.cards.filter(\.isFaceUp).map(\.id))
    let actualMatched = Set(game.cards.filter(\.isMatched).map(\.id))
    let actualSeen = Set(game.cards.filter(\.hasBeenSeen).map(\.id))
    #expect(actualFaceUp == faceUp, "face-up cards", sourceLocation: sourceLocation)
    #expect(actualMatched == matched, "matched cards", sourceLocation: sourceLocation)
    #expect(actualSeen == seen, "seen cards", sourceLocation: sourceLocation)
    #expect(game.score == score, "score", sourceLocation: sourceLocation)
    #expect(game.flipCount == flips, "flips", sourceLocation: sourceLocation)
}
