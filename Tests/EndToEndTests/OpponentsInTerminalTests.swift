import Foundation
import MemorizeRenderer
import MemorizeTestSupport
import ScreenKit
import Testing

/// Players at one keyboard and the computer opponent, from the built binary in tmux, played by mouse
/// clicks to the summary: every pair of places is tried in turn, so the game ends whatever the deal.
@Suite("Opponents in a real terminal", .terminal)
struct OpponentsInTerminalTests {
    static let size = TerminalSize(columns: 100, rows: 30)

    /// Clicks pairs of cards (0 with 1, 0 with 2, ...) until the summary shows; returns every screen seen.
    private func playByClicks(_ session: TmuxSession, cards: Int) async throws -> [String] {
        let layout = try #require(BoardLayout.fitting(cardCount: cards, in: Self.size))
        var screens: [String] = []
        for first in 0..<cards {
            for second in (first + 1)..<cards {
                for card in [first, second] {
                    let (row, column) = try #require(GameInTerminalTests.cell(of: card, in: layout, size: Self.size))
                    try await session.sendLiteral(GameInTerminalTests.mouseClick(row: row, column: column))
                    try await Task.sleep(for: .milliseconds(120))
                }
                let screen = try await session.screen()
                screens.append(screen)
                if screen.contains(" win with ") || screen.contains(" wins with ") || screen.contains("A draw") {
                    return screens
                }
            }
        }
        // Let a computer finish its turn: any key hurries it.
        for _ in 0..<40 {
            try await session.send("x")
            try await Task.sleep(for: .milliseconds(100))
            let screen = try await session.screen()
            screens.append(screen)
            if screen.contains(" win with ") || screen.contains(" wins with ") || screen.contains("A draw") {
                return screens
            }
        }
        return screens
    }

    @Test func twoPlayersTakeTurnsToASummaryThatNamesTheWinner() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--pairs", "3", "--players", "2", "--names", "Ann,Bob", "--seed", "4"])
        defer { session.close() }
        let start = try await session.waitFor("Ann 0")
        #expect(start.contains("▶Ann 0"), "Ann moves first, marked:\n\(start)")
        #expect(start.contains(" Bob 0"))
        let screens = try await playByClicks(session, cards: 6)
        #expect(screens.contains { $0.contains("Bob's turn") }, "a mismatch passed the turn to Bob")
        #expect(screens.contains { $0.contains("▶Bob") }, "and the mark moved to Bob")
        let summary = try #require(screens.last)
        #expect(
            summary.contains(" win with ") || summary.contains(" wins with ") || summary.contains("A draw"),
            "\(summary)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func fourPlayersAt80x24SeeEverySeatAndTheNextMayKeepACardTheMismatchLeft() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--players", "4", "--seed", "5"], columns: 80, rows: 24)
        defer { session.close() }
        let start = try await session.waitFor("0:00")
        let status = start.split(separator: "\n").first.map(String.init) ?? ""
        #expect(status.hasPrefix("▶Play…1 0p 0pt"), "\(status)")
        for seat in 2...4 { #expect(status.contains("Play…\(seat) 0p 0pt"), "seat \(seat): \(status)") }
        // Seed 5 deals two different faces first: a mismatch, and the turn passes to player 2.
        try await session.send("Enter")
        try await session.send("l")
        try await session.send("Enter")
        let passed = try await session.waitFor("Player 2's turn")
        #expect(passed.contains("▶Play…2"), "\(passed)")
        // Player 2 keeps the first card: it stays up, the second turns down, and the turn goes on.
        try await session.send("h")
        try await session.send("Enter")
        let kept = try await session.waitForScreen {
            GameInTerminalTests.numbers(after: "Flips", in: $0.spacesCollapsed).first == 3
        }
        #expect(!kept.contains("already face up"), "\(kept)")
        #expect(kept.contains("▶Play…2"), "still player 2's turn:\n\(kept)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func theComputerPlaysItsTurnsOnItsOwnToTheSummary() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--pairs", "3", "--versus", "computer:hard", "--seed", "9"])
        defer { session.close() }
        let start = try await session.waitFor("You 0")
        #expect(start.contains("▶You 0") && start.contains(" Computer 0"), "\(start)")
        let screens = try await playByClicks(session, cards: 6)
        #expect(screens.contains { $0.contains("Computer's turn") || $0.contains("▶Computer") })
        let summary = try #require(screens.last)
        #expect(
            summary.contains(" win with ") || summary.contains(" wins with ") || summary.contains("A draw"),
            "\(summary)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func movingFirstTheComputerTurnsACardByItself() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--versus", "computer", "--first", "computer", "--seed", "2"])
        defer { session.close() }
        // No key is sent: whatever the screen shows first (on a loaded machine the computer may already
        // have played its whole turn), cards were turned by the computer alone.
        let screen = try await session.waitForScreen(timeout: 20, "a card turned") {
            (GameInTerminalTests.numbers(after: "Flips", in: $0.spacesCollapsed).first ?? 0) >= 1
        }
        #expect(screen.contains("Computer"))
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
