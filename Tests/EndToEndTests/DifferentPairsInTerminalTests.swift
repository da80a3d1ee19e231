import Foundation
import MemorizeRenderer
import MemorizeTestSupport
import ScreenKit
import Testing

/// A theme file of pairs of different cards — an emoji and a word, Chinese, Korean and English —
/// played to its summary in a real 80×24 terminal, each pair found by what a reader knows.
@Suite(.terminal)
struct DifferentPairsInTerminalTests {
    static let pairs = [("🐱", "猫"), ("🐶", "dog"), ("🐟", "물고기"), ("🦆", "duckling"), ("🐸", "tadpole"), ("🌙", "月")]

    static let themeFile =
        #"[{ "name": "Words", "color": "green", "matches": ["#
        + pairs.map { "[\"\($0.0)\", \"\($0.1)\"]" }.joined(separator: ", ") + "] }]"

    /// The face that makes a pair with `face`.
    static func partner(of face: String) -> String? {
        pairs.first { $0.0 == face }?.1 ?? pairs.first { $0.1 == face }?.0
    }

    @Test func aThemeOfDifferentPairsIsPlayedToItsSummary() async throws {
        let size = TerminalSize(columns: 80, rows: 24)
        let layout = try #require(BoardLayout.fitting(cardCount: 2 * Self.pairs.count, in: size))
        let file = try GameInTerminalTests.temporaryFile(Self.themeFile)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(arguments: ["--themes-file", file, "--seed", "3"], columns: 80, rows: 24)
        defer { session.close() }
        _ = try await session.waitFor("Score 0")

        var player = PerfectMemoryPlayer(cardCount: layout.cardCount) { Self.partner(of: $0) == $1 }
        var flips = 0
        var cursor = 0
        func choose(_ card: Int) async throws {
            let step = card > cursor ? "Right" : "Left"
            for _ in 0..<abs(card - cursor) { try await session.send(step) }
            try await session.send("Enter")
            cursor = card
            flips += 1
        }
        try await player.play(
            turnUp: { card in
                try await choose(card)
                let screen = try await session.waitForScreen {
                    GameInTerminalTests.numbers(after: "Flips", in: $0).first == flips
                }
                let face = try #require(GameInTerminalTests.face(of: card, in: layout, screen: screen))
                try #require(Self.partner(of: face) != nil, "card \(card) shows a face of the theme:\n\(screen)")
                return face
            }, choose: choose)
        let summary = try await session.waitFor("Best")
        #expect(summary.contains("two different cards"), "the summary says what a pair was:\n\(summary)")
        #expect(GameInTerminalTests.numbers(after: "Score", in: summary).first == 12, "\(summary)")
        let shown = Set(player.faces.compactMap { $0 })
        #expect(shown == Set(Self.pairs.flatMap { [$0.0, $0.1] }), "every face read off the board")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
