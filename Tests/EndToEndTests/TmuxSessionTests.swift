import Foundation
import MemorizeTestSupport
import Testing

/// The tmux driver itself: a wait for a screen that never comes must fail the test, not hand back
/// whatever was on the screen.
@Suite(.terminal)
struct TmuxSessionTests {
    @Test func aWaitThatTimesOutThrowsWithTheLastScreen() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "7"])
        defer { session.close() }
        try await session.waitFor("Score 0")
        do {
            try await session.waitFor("a text the game never shows", timeout: 0.5)
            Issue.record("the wait returned")
        } catch let timeout as ScreenTimeout {
            #expect(timeout.screen.spacesCollapsed.contains("Score 0"))
            #expect(timeout.description.contains("a text the game never shows"))
        }
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
