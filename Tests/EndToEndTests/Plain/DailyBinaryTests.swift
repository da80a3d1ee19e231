import Foundation
import MemorizeTestSupport
import Testing

/// The daily deal from the built binary: the same board in two processes, another the next day.
@Suite("The daily deal from the binary")
struct DailyBinaryTests {
    /// The opening line and every face, from turning all the cards in order.
    static func board(_ date: String, _ extra: [String] = []) async throws -> [String] {
        let player = try PlainPlayer(["--daily", date] + extra)
        let count = try #require(PlainPlayer.cardCount(in: try await player.play([])))
        let lines = try await player.play((1...count).map(String.init))
        return [lines[0]] + lines.filter { $0.hasPrefix("Card ") }
    }

    @Test("two processes deal the same board on the same day, and the next day another")
    func sameBoard() async throws {
        let first = try await Self.board("2026-12-01")
        let second = try await Self.board("2026-12-01")
        #expect(first == second)
        #expect(first[0].hasPrefix("Memorize daily 2026-12-01, Food: 20 cards in 4 rows of 5"))
        #expect(first.count == 21)
        let next = try await Self.board("2026-12-02")
        #expect(next != first)
        #expect(next[0].hasPrefix("Memorize daily 2026-12-02, "))
    }

    // A day that has come (a day after today is refused), pinned as DailyDealTests pins it.
    @Test("the board is the one pinned for the date: faces in order")
    func pinned() async throws {
        let board = try await Self.board("2026-12-02")
        #expect(board[0].hasPrefix("Memorize daily 2026-12-02, Sports: 20 cards"))
        let faces = board.dropFirst().map {
            String($0.unicodeScalars.split(separator: " ").last.map { String(String.UnicodeScalarView($0)) } ?? "")
        }
        #expect(
            faces == [
                "🎱", "⚽", "🥊", "🏓", "🏈", "🏐", "🏐", "🏉", "🎾", "🏀", "🎱", "🏓", "🏈", "🥊", "⚽", "🏉", "⚾", "🏀", "⚾", "🎾",
            ])
    }

    @Test("a finished daily game says its day, gives a line to share, and counts in --stats")
    func finished() async throws {
        let player = try PlainPlayer(["--daily", "2026-11-30"])
        let turnAll = (1...20).map(String.init)
        let explored = try await player.play(turnAll)
        let seen = PlainPlayer.faces(in: explored)
        let lines = try await player.play(turnAll + PlainPlayer.pairsToMatch(seen: seen, after: explored))
        #expect(lines.contains("Daily 2026-11-30."))
        let share = try #require(lines.first { $0.hasPrefix("To share: ") })
        #expect(share.hasPrefix("To share: Memorize daily 2026-11-30: "))
        #expect(share.hasSuffix(" flips, 0:00"))
        let stats = try await ChildProcess.run(
            Places.builtExecutable("memorize"), ["--stats"],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": player.directory.path,
                "XDG_STATE_HOME": player.directory.url.appendingPathComponent("state").path,
            ])
        // The current streak depends on the real day the test runs; the longest does not.
        #expect(stats.outputText.hasPrefix("Games played: 1, won: 1.\nDaily games: 1 day; current streak "))
        #expect(stats.outputText.contains(", longest 1 day.\n"))
    }
}
