import Foundation
import MemorizeTestSupport
import Testing

/// What one cursor move sends to a real terminal (tmux), byte for byte from the built binary.
///
/// Rows of face-down cards are equal lines, and ncurses' scroll optimiser used to take a move down
/// or up for lines that moved: it set a scroll region, scrolled it and repainted a whole card row
/// (1,762 bytes at 100×30 instead of under 200). The cursor is one bar in a card's top border, so a
/// move puts back one border run and draws one bar: at most 120 bytes (issue 17).
@Suite("What a cursor move writes to the terminal", .terminal)
struct CursorMoveOutputTests {
    static let sizes = [(columns: 80, rows: 24), (columns: 100, rows: 30)]

    @Test(
        "a move in any direction writes only the cells that changed: no scroll region, at most 120 bytes",
        arguments: ["Right", "Down", "Left", "Up"], sizes.indices)
    func oneMove(key: String, sizeIndex: Int) async throws {
        let size = Self.sizes[sizeIndex]
        let session = try await TmuxSession(
            arguments: ["--theme", "halloween", "--seed", "1"], columns: size.columns, rows: size.rows)
        defer { session.close() }
        var screen = try await session.waitFor("Score 0")
        // From the top-left card every direction but Right and Down stops at an edge: go there first.
        let before: [String] = ["Left": ["Right"], "Up": ["Down"]][key] ?? []
        for step in before {
            try await session.send(step)
            let last = screen
            screen = try await session.waitForScreen { $0 != last }
        }
        let output = try await session.output(changingFrom: screen) { try await session.send(key) }
        let text = String(decoding: output, as: UTF8.self)
        let place = "\(key) at \(size.columns)×\(size.rows)"
        #expect(!output.isEmpty)
        #expect(output.count <= 120, "\(place) wrote \(output.count) bytes: \(text.debugDescription)")
        #expect(text.range(of: #"\x{1B}\[[0-9]+;[0-9]+r"#, options: .regularExpression) == nil, "a scroll region")
        #expect(text.range(of: #"\x{1B}\[[0-9]*[ST]"#, options: .regularExpression) == nil, "a scroll")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
