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
        #expect(game.choose(cardAt: 0) == ChoiceOutcome(events: [.turnedUp(0, face: game.cards[0].faceID)]))
        #expect(
            game.choose(cardAt: 1)
                == ChoiceOutcome(events: [.turnedUp(1, face: game.cards[1].faceID), .mismatched(0, 1)]))
        #expect(
            game.choose(cardAt: 2)
                == ChoiceOutcome(events: [.turnedDown(0), .turnedDown(1), .turnedUp(2, face: game.cards[2].faceID)]))
        // Card 0 was seen, and it is chosen against 2: a match scores 2 whatever was seen.
        #expect(
            game.choose(cardAt: 0)
                == ChoiceOutcome(events: [.turnedUp(0, face: game.cards[0].faceID), .matched(2, 0)], points: 2))
        #expect(
            game.choose(cardAt: 3)
                == ChoiceOutcome(events: [.turnedDown(2), .turnedDown(0), .turnedUp(3, face: game.cards[3].faceID)]))
        #expect(
            game.choose(cardAt: 1)
                == ChoiceOutcome(events: [.turnedUp(1, face: game.cards[1].faceID), .matched(3, 1)], points: 2))
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

@Suite("Turns")
struct TurnRuleTests {
    @Test("a mismatch passes the turn; a match and a lone card keep it, in both rule sets")
    func passing() throws {
        var game = MemoryGame(dealing: ["A", "B", "A", "B"])
        let first = game.choose(cardAt: 0)
        #expect(!game.passesTurn(after: first))
        let mismatch = game.choose(cardAt: 1)
        #expect(game.passesTurn(after: mismatch))
        _ = game.choose(cardAt: 2)
        let match = game.choose(cardAt: 0)
        #expect(!game.passesTurn(after: match))
        var timed: any CardGame = TimedScoring(MemoryGame(dealing: ["A", "B", "A", "B"]))
        _ = timed.choose(cardAt: 0, at: .zero)
        #expect(timed.passesTurn(after: timed.choose(cardAt: 1, at: .zero)))
    }
}

@Suite("Face identities")
struct FaceIdentityTests {
    @Test("a dealt pair shares its face identity, and identities are the pairs before the shuffle")
    func dealt() {
        var generator = SplitMix64(seed: 5)
        let game = MemoryGame(numberOfPairsOfCards: 6, using: &generator) { "face \($0)" }
        for card in game.cards { #expect(card.content == "face \(card.faceID)") }
    }

    @Test("a board laid out by hand numbers faces as they first appear, hashable or not")
    func dealing() {
        struct Plain: Equatable { var letter: Character }
        let hashable = MemoryGame(dealing: ["B", "A", "B", "A"])
        let plain = MemoryGame(dealing: ["B", "A", "B", "A"].map { Plain(letter: $0) })
        #expect(hashable.cards.map(\.faceID) == [0, 1, 0, 1])
        #expect(plain.cards.map(\.faceID) == [0, 1, 0, 1])
    }
}
