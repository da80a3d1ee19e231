import Foundation
import Testing

/// The new-game screen from the built binary in tmux: `o` opens it, the arrows and typing choose, and
/// Enter deals the board that the command line it shows deals in another terminal.
@Suite("The new-game screen in a real terminal")
struct NewGameInTerminalTests {
    /// The board's rows after turning the first two cards (Enter, right, Enter): the faces they show.
    private func firstTwoFaces(_ session: TmuxSession) async throws -> [Substring] {
        try await session.send("Enter", "Right", "Enter")
        let screen = try await session.waitFor("Flips 2")
        // The status line (its clock) and the hint line aside, the screens must be the same.
        return screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast(2)
    }

    @Test func theScreenDealsTheBoardOfTheCommandLineItShows() async throws {
        let session = try await TmuxSession(arguments: [])
        defer { session.close() }
        _ = try await session.waitFor("Flips")
        try await session.send("o")
        _ = try await session.waitFor("New game")
        // Theme: a step from random is the first theme; pairs: three steps from the theme's own is 4.
        try await session.send("Down", "Down", "Right", "Down", "Right", "Right", "Right")
        // Timed, players, then the seed, typed.
        try await session.send("Down", "Down", "Down")
        try await session.sendLiteral("42")
        let shown = try await session.waitFor("--seed 42")
        let line = try #require(shown.split(separator: "\n").first { $0.contains("memorize --") })
        let command = line.split(separator: " ").filter { $0 != "│" && $0 != "|" }
        #expect(command == ["memorize", "--theme", "Halloween", "--seed", "42", "--pairs", "4"], "\(shown)")
        try await session.send("Enter")
        _ = try await session.waitFor("Pairs 0/4")
        let dealt = try await firstTwoFaces(session)

        let flags = try await TmuxSession(arguments: command.dropFirst().map(String.init))
        defer { flags.close() }
        _ = try await flags.waitFor("Pairs 0/4")
        let fromFlags = try await firstTwoFaces(flags)
        #expect(dealt == fromFlags)
        #expect(dealt.joined().contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })

        let remembered = try String(
            contentsOf: session.directory.appendingPathComponent("memorize/new-game"), encoding: .utf8)
        #expect(remembered == "memorize new-game 1\n--theme\nHalloween\n--pairs\n4\n", "the seed is not kept")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
