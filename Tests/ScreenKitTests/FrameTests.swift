import ScreenKit
import Testing

@Suite("Frame: drawing into an in-memory grid")
struct FrameTests {
    private let size = TerminalSize(columns: 6, rows: 2)

    @Test("a new frame is blank and has the requested size")
    func blank() {
        let frame = Frame(size: size)
        #expect(frame.lines == ["      ", "      "])
        #expect(frame.rows.count == 2)
        #expect(frame.rows.allSatisfy { $0.count == 6 })
    }

    @Test("a negative size gives an empty frame")
    func negativeSize() {
        let frame = Frame(size: TerminalSize(columns: -3, rows: -1))
        #expect(frame.size == TerminalSize(columns: 0, rows: 0))
        #expect(frame.lines.isEmpty)
    }

    @Test("a wide character takes its cell and a continuation cell")
    func wideCharacter() {
        var frame = Frame(size: size)
        let end = frame.put("a👻b", row: 0, column: 0)
        #expect(end == 4)
        #expect(frame.lines[0] == "a👻b  ")
        #expect(frame[0, 1] == Cell(text: "👻", width: 2))
        #expect(frame[0, 2].isContinuation)
        #expect(frame[0, 2].text.isEmpty)
        #expect(frame[0, 3].text == "b")
    }

    @Test("text is clipped at the right edge, and a wide character that would straddle it becomes a space")
    func clippingRight() {
        var frame = Frame(size: size)
        frame.put("abcd👻", row: 0, column: 1)
        #expect(frame.lines[0] == " abcd ")
        #expect(frame[0, 5] == .blank())
        frame.put("abcdefgh", row: 1, column: 3)
        #expect(frame.lines[1] == "   abc")
    }

    @Test("drawing outside the frame does nothing")
    func clippingOutside() {
        var frame = Frame(size: size)
        frame.put("xyz", row: -1, column: 0)
        frame.put("xyz", row: 2, column: 0)
        frame.put("xyz", row: 0, column: 6)
        frame.fill(rows: -5..<0, columns: 0..<6, with: "#")
        frame.restyle(rows: 3..<9, columns: 0..<6, style: CellStyle(bold: true))
        #expect(frame == Frame(size: size))
    }

    @Test("text starting left of the frame shows only its visible part")
    func clippingLeft() {
        var frame = Frame(size: size)
        frame.put("abc", row: 0, column: -2)
        #expect(frame.lines[0] == "c     ")
    }

    @Test("overwriting the right half of a wide character blanks its left half")
    func overwriteRightHalf() {
        var frame = Frame(size: size)
        frame.put("👻👻", row: 0, column: 0)
        frame.put("x", row: 0, column: 1)
        #expect(frame.lines[0] == " x👻  ")
        #expect(frame[0, 0] == .blank())
        #expect(frame[0, 1].width == 1)
    }

    @Test("overwriting the left half of a wide character blanks its right half")
    func overwriteLeftHalf() {
        var frame = Frame(size: size)
        frame.put("👻", row: 0, column: 2)
        frame.put("x", row: 0, column: 2)
        #expect(frame.lines[0] == "  x   ")
        #expect(!frame[0, 3].isContinuation)
    }

    @Test("a wide character written across two others blanks both of their other halves")
    func overwriteAcross() {
        var frame = Frame(size: size)
        frame.put("👻🎃", row: 0, column: 0)
        frame.put("🦇", row: 0, column: 1)
        #expect(frame.lines[0] == " 🦇   ")
        #expect(frame.rows[0].map(\.width) == [1, 2, 0, 1, 1, 1])
    }

    @Test("every row keeps its width in columns whatever is drawn")
    func rowWidths() {
        var frame = Frame(size: size)
        frame.put("👻a🎃", row: 0, column: 1)
        frame.put("漢", row: 0, column: 0)
        frame.put("b", row: 0, column: 3)
        for row in frame.rows {
            #expect(row.reduce(0) { $0 + $1.width } == 6)
            #expect(row.enumerated().allSatisfy { $1.width != 2 || row[$0 + 1].isContinuation })
        }
    }

    @Test("fill covers a rectangle, clipped to the frame")
    func fill() {
        var frame = Frame(size: size)
        frame.fill(rows: 0..<5, columns: 4..<9, with: "░", style: CellStyle(dim: true))
        #expect(frame.lines == ["    ░░", "    ░░"])
        #expect(frame[1, 5].style.dim)
        #expect(!frame[1, 3].style.dim)
    }

    @Test("fill with a wide character keeps every copy whole and the rectangle's edge")
    func fillWide() {
        var frame = Frame(size: size)
        frame.fill(rows: 0..<1, columns: 0..<5, with: "👻")
        #expect(frame.lines[0] == "👻👻  ")
        #expect(frame.rows[0].map(\.width) == [2, 0, 2, 0, 1, 1])
    }

    @Test("restyle changes style, not text")
    func restyle() {
        var frame = Frame(size: size)
        frame.put("ab", row: 1, column: 0)
        frame.restyle(rows: 1..<2, columns: 1..<3, style: CellStyle(reverse: true))
        #expect(frame.lines[1] == "ab    ")
        #expect(!frame[1, 0].style.reverse)
        #expect(frame[1, 1].style.reverse)
        #expect(frame[1, 2].style.reverse)
    }

    @Test("put uses the given style for every cell it draws, continuation included")
    func styles() {
        var frame = Frame(size: size)
        let style = CellStyle(foreground: .red, bold: true)
        frame.put("a👻", row: 0, column: 0, style: style)
        #expect(frame[0, 0].style == style)
        #expect(frame[0, 1].style == style)
        #expect(frame[0, 2].style == style)
        #expect(frame[0, 3].style == .plain)
    }
}
