import Foundation
import MemorizeTestSupport
import Testing

/// How a game ends on the screen (issue 28): a Matchismo board that is stuck says so and shows the
/// cards it left, and no key pressed during the last match's hold, or just after it, takes the
/// summary away unseen.
@Suite("The end of a game, as the player sees it", .terminal)
struct MatchismoEndingTests {
    @Test("Matchismo, seed 2: the end says why it ended, and the cards left are face up on the end board")
    func stuckBoardInPlainMode() async throws {
        let player = try PlainPlayer(["--mode", "matchismo", "--seed", "2"])
        let look = (1...12).flatMap { [String($0), String($0)] }
        let seen = PlainPlayer.faces(in: try await player.play(look))
        let cards = seen.mapValues { name in
            (rank: name.components(separatedBy: " of ")[0], suit: name.components(separatedBy: " of ").last ?? "")
        }
        var left = Set(cards.keys)
        var moves: [String] = []
        while let pair = left.sorted().lazy.flatMap({ first in
            left.sorted().lazy.filter { $0 > first }.map { (first, $0) }
        }).first(where: { cards[$0.0]!.rank == cards[$0.1]!.rank || cards[$0.0]!.suit == cards[$0.1]!.suit }) {
            moves += [String(pair.0), String(pair.1)]
            left.subtract([pair.0, pair.1])
        }
        try #require(!left.isEmpty, "seed 2 leaves cards")
        // Each card of the board looked at once, then put back: turned, but never left up.
        let lines = try await player.play(look + moves + ["l"])
        #expect(lines.contains { $0.hasPrefix("No more matches among the \(left.count) cards left") })
        let board = lines.filter { $0.hasPrefix("Row ") }.suffix(3).joined(separator: " ")
        for card in left.sorted() {
            #expect(board.contains("\(card), \(seen[card]!), face up"), "card \(card) on the end board: \(board)")
        }
    }

    @Test("keys pressed during the hold on the last match and just after it leave the summary up")
    func keysInTheHoldKeepTheSummary() async throws {
        // Seed 1 deals Halloween's pairs on cards 1-3, 2-6, 4-12, 5-7, 8-9 and 10-11, four in a row.
        let session = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "1"], columns: 80, rows: 24)
        defer { session.close() }
        _ = try await session.waitFor("Score")
        var cursor = 0
        for card in [1, 3, 2, 6, 4, 12, 5, 7, 8, 9, 10] {
            let target = card - 1
            let rows = target / 4 - cursor / 4
            let columns = target % 4 - cursor % 4
            let keys =
                Array(repeating: rows > 0 ? "j" : "k", count: abs(rows))
                + Array(repeating: columns > 0 ? "l" : "h", count: abs(columns)) + ["Enter"]
            for key in keys { try await session.send(key) }
            cursor = target
        }
        _ = try await session.waitFor("Pairs 5/6")
        // The last match, then Enter twice at once: a player still choosing cards.
        try await session.send("l", "Enter", "Enter", "Enter")
        let summary = try await session.waitFor("Game over")
        #expect(summary.contains("All pairs found!"))
        try await Task.sleep(for: .seconds(1))
        let later = try await session.screen()
        #expect(later.contains("Game over") && later.spacesCollapsed.contains("Pairs 6/6"), "\(later)")
        try await session.send("Enter")
        _ = try await session.waitFor("Pairs 0/6")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
