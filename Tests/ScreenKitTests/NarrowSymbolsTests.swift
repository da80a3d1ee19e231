import MemorizeText
import ScreenKit
import Testing

/// A frame for a terminal that draws East-Asian ambiguous characters wide: none of them left.
struct NarrowSymbolsTests {
    @Test("borders, arrows, marks and suits become the ASCII set's characters, in the same columns")
    func symbols() {
        var frame = Frame(size: TerminalSize(columns: 24, rows: 2))
        frame.put("┌──┐ ←↑→↓ · … × −5", row: 0, column: 0)
        frame.put("A♠ 10♥ ▒▶ Café ♥️", row: 1, column: 0)
        let narrowed = NarrowSymbols.narrowed(frame)
        #expect(narrowed.text(ofRow: 0) == "+--+ <^>v | . x −5      ", "the minus sign is narrow")
        #expect(narrowed.text(ofRow: 1) == "AS 10H :> Cafe H        ")
    }

    @Test("wide faces, Chinese and Hangul stay; an ambiguous combining mark leaves its letter")
    func wideAndMarks() {
        var frame = Frame(size: TerminalSize(columns: 12, rows: 1))
        frame.put("🐱猫고e\u{0301}", row: 0, column: 0)
        let narrowed = NarrowSymbols.narrowed(frame)
        #expect(narrowed.text(ofRow: 0) == "🐱猫고e     ")
        #expect(narrowed[0, 0] == frame[0, 0] && narrowed[0, 2] == frame[0, 2] && narrowed[0, 4] == frame[0, 4])
    }

    @Test("a frame without them is the same frame, styles kept where a character changed")
    func unchanged() {
        var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
        frame.put("plain 猫", row: 0, column: 0, style: CellStyle(bold: true))
        #expect(NarrowSymbols.narrowed(frame) == frame)
        frame.put("│", row: 0, column: 0, style: CellStyle(bold: true))
        #expect(NarrowSymbols.narrowed(frame)[0, 0].style == CellStyle(bold: true))
    }
}
