import Foundation
import Testing

/// Plain mode on a terminal another program left raw (issue 28): the game puts the terminal into its
/// line mode, so a typed line is answered and Ctrl-C ends it, and gives the raw modes back after.
@Suite("Plain mode on a terminal left raw", .terminal)
struct PlainRawTerminalTests {
    /// A session whose terminal is raw when the game starts; `raw` in its directory holds those modes.
    static func rawSession() async throws -> TmuxSession {
        try await TmuxSession(
            arguments: ["--plain", "--seed", "1", "--theme", "Fruit"], columns: 100, rows: 30,
            shellCommands: "stty raw -echo; stty -g > raw")
    }

    static func rawModes(of session: TmuxSession) throws -> String {
        try String(contentsOf: session.directory.appendingPathComponent("raw"), encoding: .utf8)
    }

    @Test("typed lines are answered, q quits, and the raw modes come back")
    func playsAndQuits() async throws {
        let session = try await Self.rawSession()
        defer { session.close() }
        _ = try await session.waitFor("Type a number")
        try await session.send("1", "Enter")
        _ = try await session.waitFor("Card 1: ")
        try await session.send("l", "Enter")
        _ = try await session.waitFor("Row a: ")
        try await session.send("q", "Enter")
        _ = try await session.waitFor("Quit this game? y/N")
        try await session.send("y", "Enter")
        #expect(try await session.waitForExitStatus() == 0)
        let settings = try session.terminalSettings()
        #expect(settings.after == (try Self.rawModes(of: session)))
        #expect(settings.after != settings.before)
        #expect(session.standardError() == "")
    }

    @Test("Ctrl-C ends the game by SIGINT, and the raw modes come back")
    func interrupt() async throws {
        let session = try await Self.rawSession()
        defer { session.close() }
        _ = try await session.waitFor("Type a number")
        try await session.send("2", "Enter")
        _ = try await session.waitFor("Card 2: ")
        try await session.send("C-c")
        #expect(try await session.waitForExitStatus() == 128 + SIGINT)
        #expect(try session.terminalSettings().after == (try Self.rawModes(of: session)))
    }
}
