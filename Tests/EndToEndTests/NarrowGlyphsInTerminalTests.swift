import Foundation
import MemorizeText
import Testing

/// The grid in a Korean or Chinese run, and with `--ascii`: the screen tmux shows holds no character of
/// ambiguous East-Asian width, and the faces are still emoji.
@Suite("The grid without ambiguous-width glyphs", .terminal)
struct NarrowGlyphsInTerminalTests {
    static func ambiguous(_ screen: String) -> [Character] {
        screen.filter { character in
            character.unicodeScalars.first.map { EastAsianAmbiguous.contains($0.value) } ?? false
        }
        .map { $0 }
    }

    @Test(
        "LC_ALL=ko_KR.UTF-8 (not generated), LANG=zh_CN.UTF-8, and --ascii in English, at 80×24",
        arguments: [
            (["LC_ALL": "ko_KR.UTF-8"], [String]()), (["LC_ALL": "", "LANG": "zh_CN.UTF-8"], []),
            ([:], ["--ascii"]),
        ])
    func narrow(environment: [String: String], extra: [String]) async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--seed", "1"] + extra, columns: 80, rows: 24,
            environment: environment)
        defer { session.close() }
        // The clock, in every language (the status line's words are translated).
        _ = try await session.waitFor("0:00")
        try await session.send("Enter")
        let screen = try await session.waitForScreen("a face turned") { $0.contains { "👻🎃🍭🦇💀🧙🍬🕷".contains($0) } }
        #expect(Self.ambiguous(screen).isEmpty, "\(Self.ambiguous(screen))\n\(screen)")
        #expect(screen.contains("+--"), "\(screen)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test("an English run without --ascii keeps the box-drawing board")
    func englishUnchanged() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "1"], columns: 80, rows: 24)
        defer { session.close() }
        let screen = try await session.waitFor("Score")
        #expect(screen.contains("┌"), "\(screen)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
