import ScreenKit
import TerminalBackend
import Testing

/// The key line written ahead of the first screen, for a reader to hear first: its text as the
/// terminal is sent it.
struct WriteAheadTests {
    private func row(_ text: String, columns: Int = 20) -> ArraySlice<Cell> {
        var frame = Frame(size: TerminalSize(columns: columns, rows: 1))
        frame.put(text, row: 0, column: 1)
        return frame.rows[0][...]
    }

    @Test("the row's UTF-8, wide characters once, without its trailing blanks")
    func text() throws {
        let bytes = try #require(Terminal.aheadText(of: row("←↑ move · 猫 q"), unicode: true))
        #expect(String(decoding: bytes, as: UTF8.self) == " ←↑ move · 猫 q")
    }

    @Test("nothing for a blank row, or for a character an ASCII terminal cannot show")
    func nothing() {
        #expect(Terminal.aheadText(of: row(""), unicode: true) == nil)
        #expect(Terminal.aheadText(of: row("← move"), unicode: false) == nil)
        #expect(
            Terminal.aheadText(of: row("arrows move"), unicode: false).map { Array($0) } == Array(" arrows move".utf8))
    }
}
