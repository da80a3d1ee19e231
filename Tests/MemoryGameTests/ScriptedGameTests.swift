import MemoryGame
import Testing

/// Whole games played choice by choice, with the board, score and flips stated after every choice.
@Suite("Scripted games")
struct ScriptedGameTests {
    @Test("A game mixing mismatches of seen and unseen cards", arguments: [UInt64(42), 7, 2024])
    func mixedGame(seed: UInt64) throws {
        var game = letterGame(pairs: 4, seed: seed)
        let (a1, a2) = try ids(of: "A", in: game)
        let (b1, b2) = try ids(of: "B", in: game)
        let (c1, c2) = try ids(of: "C", in: game)
        let (d1, d2) = try ids(of: "D", in: game)

        game.choose(id: a1)
        expectBoard(game, faceUp: [a1], score: 0, flips: 1)
        game.choose(id: b1)  // mismatch, both unseen: 0
        expectBoard(game, faceUp: [a1, b1], score: 0, flips: 2)
        game.choose(id: c1)
        expectBoard(game, faceUp: [c1], seen: [a1, b1], score: 0, flips: 3)
        game.choose(id: a2)  // mismatch, both unseen: 0
        expectBoard(game, faceUp: [c1, a2], seen: [a1, b1], score: 0, flips: 4)
        game.choose(id: a1)
        expectBoard(game, faceUp: [a1], seen: [a1, b1, c1, a2], score: 0, flips: 5)
        game.choose(id: a2)  // match of two seen cards: +2
        expectBoard(game, faceUp: [a1, a2], matched: [a1, a2], seen: [a1, b1, c1, a2], score: 2, flips: 6)
        game.choose(id: d1)
        expectBoard(game, faceUp: [d1], matched: [a1, a2], seen: [a1, b1, c1, a2], score: 2, flips: 7)
        game.choose(id: b1)  // mismatch, d1 unseen and b1 seen: -1
        expectBoard(game, faceUp: [d1, b1], matched: [a1, a2], seen: [a1, b1, c1, a2], score: 1, flips: 8)
        game.choose(id: c1)
        expectBoard(game, faceUp: [c1], matched: [a1, a2], seen: [a1, b1, c1, a2, d1], score: 1, flips: 9)
        game.choose(id: b1)  // mismatch, both seen: -2
        expectBoard(game, faceUp: [c1, b1], matched: [a1, a2], seen: [a1, b1, c1, a2, d1], score: -1, flips: 10)
        game.choose(id: b2)
        expectBoard(game, faceUp: [b2], matched: [a1, a2], seen: [a1, b1, c1, a2, d1], score: -1, flips: 11)
        game.choose(id: b1)  // match: +2
        expectBoard(
            game, faceUp: [b2, b1], matched: [a1, a2, b1, b2], seen: [a1, b1, c1, a2, d1], score: 1, flips: 12)
        game.choose(id: c2)
        expectBoard(
            game, faceUp: [c2], matched: [a1, a2, b1, b2], seen: [a1, b1, c1, a2, d1, b2], score: 1, flips: 13)
        game.choose(id: c1)  // match: +2
        expectBoard(
            game, faceUp: [c2, c1], matched: [a1, a2, b1, b2, c1, c2], seen: [a1, b1, c1, a2, d1, b2], score: 3,
            flips: 14)
        #expect(!game.isOver)
        game.choose(id: d2)
        expectBoard(
            game, faceUp: [d2], matched: [a1, a2, b1, b2, c1, c2], seen: [a1, b1, c1, a2, d1, b2, c2], score: 3,
            flips: 15)
        game.choose(id: d1)  // match: +2, and the game is over
        expectBoard(
            game, faceUp: [d2, d1], matched: Set(0..<8), seen: [a1, b1, c1, a2, d1, b2, c2], score: 5, flips: 16)
        #expect(game.isOver)

        let finished = game
        game.choose(id: a1)
        game.choose(id: d1)
        #expect(game == finished)
    }

    @Test("A perfect game scores 2 per pair in 2 flips per pair", arguments: [1, 2, 6, 12])
    func perfectGame(pairs: Int) throws {
        var game = letterGame(pairs: pairs, seed: UInt64(pairs))
        for pair in 0..<pairs {
            #expect(!game.isOver)
            let (first, second) = try ids(of: testFaces[pair], in: game)
            game.choose(id: first)
            game.choose(id: second)
            #expect(game.cards[first].isMatched && game.cards[second].isMatched)
            #expect(game.score == 2 * (pair + 1))
            #expect(game.flipCount == 2 * (pair + 1))
        }
        #expect(game.isOver)
        #expect(game.score == 2 * pairs)
        #expect(game.flipCount == 2 * pairs)
        #expect(game.cards.allSatisfy { $0.isMatched })
    }

    @Test("A game is over only once its last pair is matched")
    func overOnlyAtTheEnd() throws {
        var game = letterGame(pairs: 2)
        let (a1, a2) = try ids(of: "A", in: game)
        let (b1, b2) = try ids(of: "B", in: game)
        game.choose(id: a1)
        game.choose(id: a2)
        #expect(!game.isOver)
        game.choose(id: b1)
        #expect(!game.isOver)
        game.choose(id: b2)
        #expect(game.isOver)
    }

    @Test("A large board plays a perfect game", arguments: [2_000])
    func largePerfectGame(pairs: Int) {
        var generator = SplitMix64(seed: 5)
        var game = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
        // Both cards of each pair in turn: the faces are the pair numbers, so a table finds partners.
        var partners = [[Int]](repeating: [], count: pairs)
        for card in game.cards { partners[card.content].append(card.id) }
        for pair in partners { for id in pair { game.choose(id: id) } }
        #expect(game.isOver)
        #expect(game.score == 2 * pairs)
        #expect(game.flipCount == 2 * pairs)
    }
}
