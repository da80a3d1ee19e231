import MemorizeTestSupport
import MemoryGame
import Testing

/// The player the end-to-end tests finish games with, against the rules in memory: the board is the
/// game's, and the player sees only what each choice turns up.
@Suite("A player with a perfect memory")
struct PerfectMemoryPlayerTests {
    /// Plays `faces` to the end, returning the player and the game.
    static func play(
        _ faces: [String], isPair: @escaping (String, String) -> Bool = { $0 == $1 }
    ) async throws -> (PerfectMemoryPlayer, MemoryGame<String>) {
        var game = MemoryGame(dealing: faces)
        var player = PerfectMemoryPlayer(cardCount: faces.count, isPair: isPair)
        var turnedUpTwice: [Int] = []
        var seen = Set<Int>()
        try await player.play(
            turnUp: { card in
                if !seen.insert(card).inserted { turnedUpTwice.append(card) }
                #expect(!game.choose(cardAt: card).isIgnored, "card \(card) could be turned up")
                return faces[card]
            },
            choose: { card in
                #expect(seen.contains(card), "card \(card) is chosen only once its face is known")
                #expect(!game.choose(cardAt: card).isIgnored, "card \(card) could be chosen")
            })
        #expect(turnedUpTwice.isEmpty, "cards turned up again: \(turnedUpTwice)")
        return (player, game)
    }

    @Test(
        "every board is finished in at most two choices a card, with no point lost",
        arguments: [
            ["a", "a", "b", "b", "c", "c"],  // each pair in a row
            ["a", "b", "c", "a", "b", "c"],  // every second card a mismatch's
            ["a", "b", "b", "a", "c", "d", "d", "c"],  // a pair found by its second card turned up
            ["a", "b", "c", "d", "e", "f", "a", "b", "c", "d", "e", "f"],
        ])
    func finishes(faces: [String]) async throws {
        let (player, game) = try await Self.play(faces)
        #expect(game.isOver)
        #expect(game.score == faces.count, "+2 a pair and no mismatch of a seen card")
        #expect(player.choices.count <= 2 * faces.count)
        #expect(player.choices.count == game.flipCount)
        #expect(player.faces == faces.map { $0 }, "every face read")
        #expect(player.matched == Set(faces.indices))
    }

    @Test("a pair of different cards is found by the pairing it is given")
    func differentPairs() async throws {
        let pairs = ["cat": "猫", "dog": "犬"]
        let isPair = { (a: String, b: String) in pairs[a] == b || pairs[b] == a }
        let faces = ["cat", "dog", "猫", "犬"]
        var player = PerfectMemoryPlayer(cardCount: faces.count, isPair: isPair)
        var chosen: [Int] = []
        try await player.play(
            turnUp: { card in
                chosen.append(card)
                return faces[card]
            },
            choose: { chosen.append($0) })
        #expect(chosen == [0, 1, 2, 0, 3, 1], "cat, dog; 猫 pairs with cat; 犬 with dog")
        #expect(player.matched == Set(faces.indices))
    }

    @Test("a face that pairs with nothing stops the player rather than looping")
    func stuck() async throws {
        var player = PerfectMemoryPlayer(cardCount: 4)
        await #expect(throws: PerfectMemoryPlayer.Stuck.self) {
            try await player.play(turnUp: { ["a", "b", "c", "d"][$0] }, choose: { _ in })
        }
        #expect(player.choices == [0, 1, 2, 3])
    }
}
