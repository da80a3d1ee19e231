import Foundation
import Glibc
import MemorizeTestSupport
import Testing

/// `memorize --lobby` in the grid, in tmux, against a `--serve` on a temporary socket: the door as an
/// SSH session runs it, with sshd's record of the key in `SSH_USER_AUTH`.
@Suite("The memorize binary: the lobby in the grid", .terminal)
struct LobbyGridTests {
    @Test("a first visit is named in the grid, plays the daily and comes back, makes a table from the form, and quits")
    func namesMakesAndQuits() async throws {
        let directory = try TemporaryDirectory()
        let server = try await LobbyServerTests.startServer(in: directory)
        let serverPid = try server.pid()
        defer { kill(serverPid, SIGKILL) }
        let authPath = try await LobbyServerTests.sshUserAuth(for: "ann", in: directory)

        let session = try await TmuxSession(
            arguments: ["--lobby", "--socket", directory.url.path + "/lobby.sock"], columns: 80, rows: 24,
            environment: ["SSH_USER_AUTH": authPath])
        defer { session.close() }
        try await session.waitFor("Type the name the other players will see", timeout: 15)
        try await session.sendLiteral("Ann")
        try await session.waitFor("Name: Ann")
        try await session.send("Enter")
        var screen = try await session.waitFor("No table is open")
        #expect(screen.contains("Memorize lobby"))
        #expect(screen.contains("Ann"))
        #expect(screen.contains("↑↓ choose  Enter join  w watch  n new"))

        // A resize draws again: too small below 40×10, the lobby once there is room.
        try await session.resize(columns: 36, rows: 8)
        try await session.waitFor("Terminal too small")
        try await session.resize(columns: 80, rows: 24)
        try await session.waitFor("No table is open")

        // The help panel, and back.
        try await session.send("?")
        try await session.waitFor("n makes a new table")
        try await session.send("Escape")
        try await session.waitFor("No table is open")

        // The daily: its game takes the terminal (the lobby's is closed), and quitting it opens the lobby's
        // terminal again.
        try await session.send("d")
        let game = try await session.waitForScreen(timeout: 15, "the daily's game") {
            !$0.contains("Memorize lobby") && $0.contains("quit")
        }
        #expect(!game.contains("No table is open"))
        // One q: a second would reach the lobby and leave it (`quitGame` presses again).
        try await session.send("q")
        screen = try await session.waitForScreen(timeout: 10, "the lobby, or the game asking") {
            $0.contains("Memorize lobby") || $0.contains("y/N")
        }
        if !screen.contains("Memorize lobby") {
            try await session.send("y")
            screen = try await session.waitFor("Memorize lobby", timeout: 10)
        }
        // The table's line is gone with the table.
        #expect(!screen.contains("You sit at seat 1 of 1"))
        #expect(screen.contains("↑↓ choose  Enter join"))

        // The form: the seats to 3, then Enter makes the table, and the table's game takes the terminal.
        try await session.send("n")
        screen = try await session.waitFor("New table")
        #expect(screen.contains("Seats"))
        try await session.send("Down", "Down", "Down", "Right")
        try await session.waitFor("Seats     ‹ 3 ›")
        try await session.send("Enter")
        // The table waits for its other seats in the lobby, which says where the player sits.
        screen = try await session.waitFor(
            "You sit at seat 1 of 3 (Ann, open, open); the game starts when")
        #expect(screen.contains("Memorize lobby"))
        try await session.send("q")
        let status = try await session.waitForExitStatus(timeout: 10)
        #expect(status == 0)
        #expect(session.standardError().isEmpty)
        let (before, after) = try session.terminalSettings()
        #expect(before == after)
    }
}
