import MemoryGame
import Testing

/// What `choose(cardAt:)` reports, and `MemoryGame` as a `CardGame`, on boards laid out by hand.
@Suite("Choice outcomes")
struct ChoiceOutcomeTests {
    /// A B A B: cards 0 and 2 match, 1 and 3 match.
    private func board() -> MemoryGame<String> {
        MemoryGame(dealing: ["A", "B", "A", "B"])
    }

    @Test("dealing lays out exactly the board given, face down")
    func dealing() {
        let game = board()
        #expect(game.cards.map(\.content) == ["A", "B", "A", "B"])
        #expect(game.cards.map(\.id) == [0, 1, 2, 3])
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
    }

    @Test("each choice reports what it turned, compared and scored")
    func outcomes() {
        var game = board()
        #expect(game.choose(cardAt: 0) == ChoiceOutcome(events: [.turnedUp(0)]))
        #expect(game.choose(cardAt: 1) == ChoiceOutcome(events: [.turnedUp(1), .mismatched([0, 1])]))
        #expect(game.choose(cardAt: 2) == ChoiceOutcome(events: [.turnedDown([0, 1]), .turnedUp(2)]))
        // Card 0 was seen, and it is chosen against 2: a match scores 2 whatever was seen.
        #expect(game.choose(cardAt: 0) == ChoiceOutcome(events: [.turnedUp(0), .matched([2, 0])], points: 2))
        #expect(game.choose(cardAt: 3) == ChoiceOutcome(events: [.turnedDown([2, 0]), .turnedUp(3)]))
        #expect(game.choose(cardAt: 1) == ChoiceOutcome(events: [.turnedUp(1), .matched([3, 1])], points: 2))
        #expect(game.isOver)
        #expect(game.score == 4)
    }

    @Test("a mismatch of seen cards reports its penalty, and the outcome's accessors find it")
    func penalty() {
        var game = MemoryGame(dealing: ["A", "B", "A", "B", "C", "C"])
        game.choose(cardAt: 0)
        game.choose(cardAt: 1)
        game.choose(cardAt: 4)  // turns 0 and 1 down: both seen
        game.choose(cardAt: 5)  // a match of C
        game.choose(cardAt: 0)
        let outcome = game.choose(cardAt: 1)
        #expect(outcome.points == -2)
        #expect(outcome.mismatchedCards == [0, 1])
        #expect(outcome.matchedCards == nil)
        #expect(game.score == 2 - 2)
    }

    @Test("ignored choices report nothing and change nothing", arguments: [-1, 1, 4])
    func ignored(index: Int) {
        var game = board()
        game.choose(cardAt: 1)
        let before = game
        let outcome = game.choose(cardAt: index)
        #expect(outcome == .ignored)
        #expect(outcome.isIgnored)
        #expect(game == before)
    }

    @Test("as a CardGame: card states, counts and a time that seen-card scoring ignores")
    func cardGame() {
        var game: any CardGame = board()
        #expect(game.cardCount == 4)
        _ = game.choose(cardAt: 0, at: .seconds(5))
        _ = game.choose(cardAt: 2, at: .seconds(500))
        #expect(game.state(ofCardAt: 0) == CardState(isFaceUp: true, isMatched: true, hasBeenSeen: false))
        #expect(game.state(ofCardAt: 1) == CardState(isFaceUp: false, isMatched: false, hasBeenSeen: false))
        #expect(game.matchedCardCount == 2)
        #expect(game.score == 2)
        #expect(game.flipCount == 2)
        #expect(!game.isOver)
    }
}

@Suite("Perfect play")
struct PerfectPlayTests {
    @Test("chooses both cards of each pair, pairs in order of their first card")
    func order() {
        #expect(PerfectPlay.choices(for: ["B", "A", "A", "C", "B", "C"]) == [0, 4, 1, 2, 3, 5])
    }

    @Test("leaves finished cards and unpaired contents out")
    func skipping() {
        let board = ["B", "A", "A", "C", "B", "C", "D"]
        #expect(PerfectPlay.choices(for: board, skipping: { [1, 2].contains($0) }) == [0, 4, 3, 5])
    }

    @Test("a game played by it ends with 2 points and 2 flips a pair", arguments: [1, 7, 30])
    func wins(pairs: Int) {
        var generator = SplitMix64(seed: UInt64(pairs))
        var game = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
        for index in PerfectPlay.choices(for: game.cards.map(\.content)) { game.choose(cardAt: index) }
        #expect(game.isOver)
        #expect(game.score == 2 * pairs)
        #expect(game.flipCount == 2 * pairs)
    }
}
