import Foundation
import Testing

/// What the shell's screen looks like after Ctrl-Z, `fg` and quitting (issue 28): every line stays
/// where the shell wrote it, and the prompt comes back below them, as after `nbmemoblocks`.
@Suite("The shell's lines around a suspended game", .terminal)
struct SuspendedScreenTests {
    @Test("two stops and a quit leave the shell's lines in order, none written over")
    func shellLinesStay() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Fruit", "--seed", "3"], columns: 100, rows: 40, jobControl: true)
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        for round in 1...2 {
            // Not in the instant of a redraw, as no player could: a terminal still taking that frame
            // may miss the leave of the alternate screen, which is written without waiting.
            if round > 1 { try await Task.sleep(for: .milliseconds(500)) }
            try await session.send("C-z")
            try await session.waitUntilGameStopped()
            // Not bash's "Stopped" line: bash may print it on the alternate screen before the game has
            // left it, and then it is never seen (see GameInTerminalTests).
            try await session.waitForScreen("the shell's screen, stop \(round)") { screen in
                !screen.spacesCollapsed.contains("Score 0")
            }
            let deadline = ContinuousClock.now + .seconds(8)
            while try await session.terminalModes()["alternate_on"] != "0" {
                try #require(ContinuousClock.now < deadline, "the main screen back, stop \(round)")
                try await Task.sleep(for: .milliseconds(50))
            }
            try await session.sendLiteral("echo mid-\(round); fg")
            try await session.send("Enter")
            _ = try await session.waitFor("Score 0")
        }
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
        try await session.sendLiteral("echo done-28")
        try await session.send("Enter")
        let screen = try await session.waitForScreen("the shell's answer") { screen in
            screen.split(separator: "\n").contains { $0 == "done-28" }
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = ["mid-1", "mid-2", "done-28"].map { marker in lines.firstIndex { $0 == marker } }
        #expect(rows.allSatisfy { $0 != nil }, "\(screen)")
        let found = rows.compactMap { $0 }
        #expect(found == found.sorted() && Set(found).count == 3, "the shell's lines out of order:\n\(screen)")
        let stopped = lines.filter { $0.contains("Stopped") }
        #expect(stopped.allSatisfy { $0.hasPrefix("[1]+") }, "a prompt over them:\n\(screen)")
        for round in 1...2 {
            #expect(lines.contains { $0.hasSuffix("echo mid-\(round); fg") }, "\(screen)")
        }
    }
}
