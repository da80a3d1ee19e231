import Foundation
import Testing

/// Messages and notices read whole in the terminal (issue 28): the line that explains a penalty on a
/// full board at 100×30, and a long notice at 80×24 that stays until Esc and is said again at the exit.
@Suite("Messages and notices read whole", .terminal)
struct ReadableMessagesTests {
    @Test("at 100×30 on a board of 16 cards, a timed mismatch says whole what it cost and why")
    func penaltyReadWhole() async throws {
        // Seed 1 deals Ocean with 🐠 🐚 🐡 on cards 1, 2 and 3.
        let session = try await TmuxSession(
            arguments: ["--theme", "Ocean", "--seed", "1", "--timed"], columns: 100, rows: 30)
        defer { session.close() }
        _ = try await session.waitFor("Score")
        // 1 and 2 do not match; 3 turns them down; 1 again was seen, and does not match 3.
        try await session.send("Enter")
        try await session.send("l", "Enter")
        try await session.send("l", "Enter")
        try await session.send("h", "h", "Enter")
        let screen = try await session.waitForScreen("the mismatch of a seen card") { $0.contains("🐠 was seen") }
        let line = try #require(screen.split(separator: "\n").first { $0.contains("🐠 was seen") })
        #expect(line.contains("No match: −"), "\(line)")
        #expect(!line.contains("…"), "cut: \(line)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    static let longName = "The Deep Blue Sea of Everything That Swims Around Us"
    static let color = "bioluminescent-midnight-blue"
    static let notice = "Unknown color \"\(color)\" in theme \(longName); using blue"

    @Test("at 80×24 a long notice is read whole, stays through keys until Esc, and is said again at the exit")
    func noticeStaysAndOutlivesTheScreen() async throws {
        let theme = """
            [{"name": "\(Self.longName)", "emojis": ["🐙", "🦀", "🐳", "🐬", "🦈", "🐠"], "color": "\(Self.color)"}]
            """
        let session = try await TmuxSession(
            arguments: ["--themes-file", "sea.json", "--seed", "2"], columns: 80, rows: 24,
            prepare: { try theme.write(to: $0.appendingPathComponent("sea.json"), atomically: true, encoding: .utf8) })
        defer { session.close() }
        let shown = { (screen: String) in
            screen.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
                .contains(Self.notice)
        }
        _ = try await session.waitForScreen("the whole notice", shown)
        try await session.send("l", "Enter")
        _ = try await session.waitFor("Flips   1")
        #expect(shown(try await session.screen()), "keys that play leave the notice")
        try await session.send("Escape")
        _ = try await session.waitForScreen("the notice dismissed") { !$0.contains("Esc dismisses") }
        #expect(!(try await session.screen()).contains("y/N"), "Esc only dismissed the notice")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
        #expect(session.standardError() == "memorize: \(Self.notice)\n")
    }
}
