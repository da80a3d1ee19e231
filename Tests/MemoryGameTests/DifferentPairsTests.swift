import MemoryGame
import Testing

/// Pairs of different cards (`init(pairs:using:)`): a pair is what matches, not equal contents.
@Suite("Pairs of different cards")
struct DifferentPairsTests {
    static let animals = [("🐱", "cat"), ("🐶", "dog"), ("🐟", "fish"), ("🐦", "bird")]

    static func game(seed: UInt64 = 42) -> MemoryGame<String> {
        var generator = SplitMix64(seed: seed)
        return MemoryGame(pairs: animals, using: &generator)
    }

    /// The card showing `content`.
    static func card(_ content: String, in game: MemoryGame<String>) throws -> Int {
        try #require(game.cards.first { $0.content == content }).id
    }

    @Test("Every content is dealt once, with its own face and its pair's number")
    func dealsEachContentOnce() {
        let game = Self.game()
        #expect(game.cards.count == 8)
        #expect(game.cards.map(\.id) == Array(0..<8))
        let contents = game.cards.map(\.content).sorted()
        #expect(contents == Self.animals.flatMap { [$0.0, $0.1] }.sorted())
        for card in game.cards {
            let pair = Self.animals[card.pairID]
            #expect(card.content == (card.faceID % 2 == 0 ? pair.0 : pair.1))
            #expect(card.pairID == card.faceID / 2)
        }
        #expect(Set(game.cards.map(\.faceID)) == Set(0..<8))
    }

    @Test("The shuffle draws from the generator exactly as dealing equal pairs does")
    func shuffleMatchesEqualPairs() {
        for seed: UInt64 in [0, 1, 7, 42, 2026, 0xDEAD_BEEF] {
            var pairsGenerator = SplitMix64(seed: seed)
            let different = MemoryGame(pairs: Self.animals, using: &pairsGenerator)
            var equalGenerator = SplitMix64(seed: seed)
            let equal = MemoryGame(numberOfPairsOfCards: Self.animals.count, using: &equalGenerator) { $0 }
            #expect(different.cards.map(\.pairID) == equal.cards.map(\.content), "seed \(seed)")
            #expect(pairsGenerator.next() == equalGenerator.next(), "seed \(seed)")
        }
    }

    @Test("The two cards of a pair match and score +2, though they differ")
    func pairMatches() throws {
        var game = Self.game()
        let cat = try Self.card("🐱", in: game)
        let word = try Self.card("cat", in: game)
        game.choose(cardAt: cat)
        let outcome = game.choose(cardAt: word)
        #expect(outcome.isMatch)
        #expect(outcome.points == 2)
        #expect(game.cards[cat].isMatched && game.cards[word].isMatched)
        #expect(game.score == 2)
        #expect(game.matchedCardCount == 2)
    }

    @Test("Cards of two pairs do not match, and each seen card costs a point on its own")
    func mismatchCountsEachSeenCard() throws {
        var game = Self.game()
        let cat = try Self.card("🐱", in: game)
        let dog = try Self.card("dog", in: game)
        let fish = try Self.card("fish", in: game)
        game.choose(cardAt: cat)
        let first = game.choose(cardAt: dog)
        #expect(first.isMismatch)
        #expect(first.points == 0)
        // The fish turns the two down: the cat is seen now, the fish, face up, not yet: one point.
        game.choose(cardAt: fish)
        let second = game.choose(cardAt: cat)
        #expect(second.isMismatch)
        #expect(second.points == -1)
        // The dog and the fish both seen: two points.
        game.choose(cardAt: dog)
        let third = game.choose(cardAt: fish)
        #expect(third.isMismatch)
        #expect(third.points == -2)
        #expect(game.score == -3)
    }

    @Test("Two pairs may share a content; only a card's own partner matches it")
    func sharedContentMatchesByPair() throws {
        var generator = SplitMix64(seed: 3)
        // "bank" is both a river's and money's: the pairs, not the words, decide.
        var game = MemoryGame(pairs: [("🏞️", "bank"), ("💰", "bank")], using: &generator)
        let river = try Self.card("🏞️", in: game)
        let banks = game.cards.filter { $0.content == "bank" }
        try #require(banks.count == 2)
        let riverBank = try #require(banks.first { $0.pairID == game.cards[river].pairID }).id
        let moneyBank = try #require(banks.first { $0.pairID != game.cards[river].pairID }).id
        game.choose(cardAt: moneyBank)
        #expect(game.choose(cardAt: riverBank).isMismatch)
        game.choose(cardAt: river)
        #expect(game.choose(cardAt: riverBank).isMatch)
    }

    @Test("A card's face goes out when it turns up, its own and not its partner's")
    func turnedUpReportsOwnFace() throws {
        var game = Self.game()
        let dog = try Self.card("dog", in: game)
        let turned = try #require(game.choose(cardAt: dog).turnedUp)
        #expect(turned.card == dog)
        #expect(turned.face == 3)
    }

    @Test("Played pair by pair, the game ends with every pair matched", arguments: [0, 5, 99] as [UInt64])
    func playsToTheEnd(seed: UInt64) {
        var game = Self.game(seed: seed)
        for pair in Self.animals.indices {
            let cards = game.cards.filter { $0.pairID == pair }.map(\.id)
            #expect(cards.count == 2)
            game.choose(cardAt: cards[0])
            #expect(game.choose(cardAt: cards[1]).isMatch)
        }
        #expect(game.isOver)
        #expect(game.score == 8)
        #expect(game.flipCount == 8)
    }

    @Test("Equal pairs keep matching by content, with pair numbers equal to their faces")
    func equalPairsUnchanged() {
        var generator = SplitMix64(seed: 42)
        let game = MemoryGame(numberOfPairsOfCards: 3, using: &generator) { ["x", "x", "y"][$0] }
        #expect(game.cards.allSatisfy { $0.pairID == $0.faceID })
        var played = game
        let xs = game.cards.filter { $0.content == "x" }.map(\.id)
        // Four cards show "x": by content any two of them match, as the course's game does.
        let other = xs.first { game.cards[$0].pairID != game.cards[xs[0]].pairID }!
        played.choose(cardAt: xs[0])
        #expect(played.choose(cardAt: other).isMatch)
    }
}
