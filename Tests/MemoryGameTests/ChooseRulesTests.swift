import MemoryGame
import Testing

/// The rules of a turn (SPEC §1) and seen-card scoring (SPEC §2), one choice at a time.
@Suite("Choosing cards")
struct ChooseRulesTests {
    @Test("A new game deals every card face down, unseen and unmatched")
    func newGameIsFaceDown() {
        let game = letterGame(pairs: 3)
        #expect(game.cards.count == 6)
        #expect(game.cards.map(\.id) == Array(0..<6))
        expectBoard(game, faceUp: [], score: 0, flips: 0)
        #expect(!game.isOver)
    }

    @Test("The first choice turns exactly that card face up and counts one flip")
    func firstChoice() throws {
        var game = letterGame(pairs: 3)
        let (a1, _) = try ids(of: "A", in: game)
        game.choose(id: a1)
        expectBoard(game, faceUp: [a1], score: 0, flips: 1)
    }

    @Test("Two cards with the same content match and score +2")
    func matchScoresTwo() throws {
        var game = letterGame(pairs: 3)
        let (a1, a2) = try ids(of: "A", in: game)
        game.choose(id: a1)
        game.choose(id: a2)
        expectBoard(game, faceUp: [a1, a2], matched: [a1, a2], score: 2, flips: 2)
        #expect(!game.isOver)
    }

    @Test("A match of two seen cards still scores +2")
    func matchOfSeenCardsScoresTwo() throws {
        var game = letterGame(pairs: 3)
        let (a1, a2) = try ids(of: "A", in: game)
        let (b1, b2) = try ids(of: "B", in: game)
        game.choose(id: a1)
        game.choose(id: b1)
        game.choose(id: b2)
        game.choose(id: a2)
        expectBoard(game, faceUp: [b2, a2], seen: [a1, b1], score: 0, flips: 4)
        game.choose(id: a1)
        game.choose(id: a2)
        expectBoard(game, faceUp: [a1, a2], matched: [a1, a2], seen: [a1, b1, b2, a2], score: 2, flips: 6)
    }

    @Test("A mismatch of two unseen cards scores 0 and leaves both face up")
    func mismatchOfUnseenCards() throws {
        var game = letterGame(pairs: 3)
        let (a1, _) = try ids(of: "A", in: game)
        let (b1, _) = try ids(of: "B", in: game)
        game.choose(id: a1)
        game.choose(id: b1)
        expectBoard(game, faceUp: [a1, b1], score: 0, flips: 2)
    }

    @Test("A mismatch with one seen card scores -1")
    func mismatchWithOneSeenCard() throws {
        var game = letterGame(pairs: 3)
        let (a1, _) = try ids(of: "A", in: game)
        let (b1, _) = try ids(of: "B", in: game)
        let (c1, _) = try ids(of: "C", in: game)
        game.choose(id: a1)
        game.choose(id: b1)
        expectBoard(game, faceUp: [a1, b1], score: 0, flips: 2)
        game.choose(id: c1)
        expectBoard(game, faceUp: [c1], seen: [a1, b1], score: 0, flips: 3)
        game.choose(id: a1)  // c1 unseen, a1 seen
        expectBoard(game, faceUp: [c1, a1], seen: [a1, b1], score: -1, flips: 4)
    }

    @Test("A mismatch with two seen cards scores -2")
    func mismatchWithTwoSeenCards() throws {
        var game = letterGame(pairs: 3)
        let (a1, a2) = try ids(of: "A", in: game)
        let (b1, _) = try ids(of: "B", in: game)
        let (c1, _) = try ids(of: "C", in: game)
        game.choose(id: a1)
        game.choose(id: b1)
        expectBoard(game, faceUp: [a1, b1], score: 0, flips: 2)
        game.choose(id: c1)
        game.choose(id: a2)
        expectBoard(game, faceUp: [c1, a2], seen: [a1, b1], score: 0, flips: 4)
        game.choose(id: a1)
        expectBoard(game, faceUp: [a1], seen: [a1, b1, c1, a2], score: 0, flips: 5)
        game.choose(id: b1)  // both seen
        expectBoard(game, faceUp: [a1, b1], seen: [a1, b1, c1, a2], score: -2, flips: 6)
    }

    @Test("The score may go negative")
    func scoreGoesNegative() throws {
        var game = letterGame(pairs: 2)
        let (a1, a2) = try ids(of: "A", in: game)
        let (b1, b2) = try ids(of: "B", in: game)
        game.choose(id: a1)
        game.choose(id: b1)
        game.choose(id: a2)
        game.choose(id: b2)
        expectBoard(game, faceUp: [a2, b2], seen: [a1, b1], score: 0, flips: 4)
        game.choose(id: a1)
        game.choose(id: b1)
        expectBoard(game, faceUp: [a1, b1], seen: [a1, b1, a2, b2], score: -2, flips: 6)
        game.choose(id: b2)
        game.choose(id: a2)
        expectBoard(game, faceUp: [b2, a2], seen: [a1, b1, a2, b2], score: -4, flips: 8)
    }

    @Test("The third choice turns the previous two face down, and they become seen")
    func thirdChoiceTurnsPreviousPairDown() throws {
        var game = letterGame(pairs: 3)
        let (a1, _) = try ids(of: "A", in: game)
        let (b1, _) = try ids(of: "B", in: game)
        let (c1, _) = try ids(of: "C", in: game)
        game.choose(id: a1)
        game.choose(id: b1)
        game.choose(id: c1)
        expectBoard(game, faceUp: [c1], seen: [a1, b1], score: 0, flips: 3)
    }

    @Test("After a match, the next choice turns the matched pair face down and shows only the new card")
    func choiceAfterMatch() throws {
        var game = letterGame(pairs: 3)
        let (a1, a2) = try ids(of: "A", in: game)
        let (b1, b2) = try ids(of: "B", in: game)
        game.choose(id: a1)
        game.choose(id: a2)
        game.choose(id: b1)
        expectBoard(game, faceUp: [b1], matched: [a1, a2], seen: [a1, a2], score: 2, flips: 3)
        game.choose(id: b2)
        expectBoard(game, faceUp: [b1, b2], matched: [a1, a2, b1, b2], seen: [a1, a2], score: 4, flips: 4)
    }

    @Test("Choosing the one face-up card again changes nothing")
    func choosingTheFaceUpCard() throws {
        var game = letterGame(pairs: 3)
        let (a1, _) = try ids(of: "A", in: game)
        game.choose(id: a1)
        let before = game
        game.choose(id: a1)
        #expect(game == before)
        expectBoard(game, faceUp: [a1], score: 0, flips: 1)
    }

    @Test("Choosing either card of a shown mismatch changes nothing: both stay face up")
    func choosingACardOfAMismatch() throws {
        var game = letterGame(pairs: 3)
        let (a1, _) = try ids(of: "A", in: game)
        let (b1, _) = try ids(of: "B", in: game)
        game.choose(id: a1)
        game.choose(id: b1)
        let before = game
        game.choose(id: a1)
        game.choose(id: b1)
        #expect(game == before)
        expectBoard(game, faceUp: [a1, b1], score: 0, flips: 2)
    }

    @Test("Choosing a matched card, face up or face down, changes nothing")
    func choosingAMatchedCard() throws {
        var game = letterGame(pairs: 3)
        let (a1, a2) = try ids(of: "A", in: game)
        let (b1, _) = try ids(of: "B", in: game)
        game.choose(id: a1)
        game.choose(id: a2)
        var before = game
        game.choose(id: a1)  // matched and still face up
        #expect(game == before)
        expectBoard(game, faceUp: [a1, a2], matched: [a1, a2], score: 2, flips: 2)

        game.choose(id: b1)
        before = game
        game.choose(id: a2)  // matched and face down
        #expect(game == before)
        expectBoard(game, faceUp: [b1], matched: [a1, a2], seen: [a1, a2], score: 2, flips: 3)
    }

    @Test("A card that is not on this board does nothing and does not crash")
    func cardFromABiggerGame() throws {
        var game = letterGame(pairs: 3)
        let bigger = letterGame(pairs: 12, seed: 7)
        let stranger = bigger.cards[20]
        #expect(stranger.id >= game.cards.count)

        var before = game
        game.choose(stranger)
        #expect(game == before)
        expectBoard(game, faceUp: [], score: 0, flips: 0)

        let (a1, _) = try ids(of: "A", in: game)
        game.choose(id: a1)
        before = game
        game.choose(stranger)
        game.choose(bigger.cards[bigger.cards.count - 1])
        #expect(game == before)
        expectBoard(game, faceUp: [a1], score: 0, flips: 1)
    }

    @Test("A card is found by its id: a card from another game with an id on this board chooses that position")
    func cardFoundById() {
        var game = letterGame(pairs: 3)
        let other = letterGame(pairs: 3, seed: 99)
        game.choose(other.cards[4])
        expectBoard(game, faceUp: [4], score: 0, flips: 1)
    }

    @Test("An empty game deals no cards and is over; a negative count deals none")
    func emptyGames() {
        let empty = letterGame(pairs: 0)
        #expect(empty.cards.isEmpty)
        #expect(empty.isOver)
        var generator = SplitMix64(seed: 1)
        let negative = MemoryGame(numberOfPairsOfCards: -3, using: &generator) { testFaces[$0] }
        #expect(negative.cards.isEmpty)
        #expect(negative.score == 0)
        #expect(negative.flipCount == 0)
    }

    @Test("The initializer without a generator deals a full, well-formed board")
    func systemRandomInitializer() {
        let game = MemoryGame(numberOfPairsOfCards: 5) { testFaces[$0] }
        #expect(game.cards.map(\.id) == Array(0..<10))
        #expect(game.cards.map(\.content).sorted() == ["A", "A", "B", "B", "C", "C", "D", "D", "E", "E"])
        expectBoard(game, faceUp: [], score: 0, flips: 0)
    }
}

@Suite("Seen-card scoring")
struct ScoringTests {
    @Test("A match scores 2")
    func matchPoints() {
        #expect(Scoring.match == 2)
    }

    @Test(
        "A mismatch costs one point per seen card",
        arguments: [(false, false, 0), (true, false, -1), (false, true, -1), (true, true, -2)])
    func mismatchPenalty(firstWasSeen: Bool, secondWasSeen: Bool, expected: Int) {
        #expect(Scoring.mismatchPenalty(firstWasSeen: firstWasSeen, secondWasSeen: secondWasSeen) == expected)
    }
}
