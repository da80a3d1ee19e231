import ScreenKit
import Testing

@Suite("Cell: a grapheme kept inline")
struct CellTests {
    @Test("a cell holds no reference, so frames are copied and compared without reference counting")
    func plainData() {
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.stride == 16, "two words: a 100×30 frame in 12 pages")
    }

    @Test("the largest scalars, the fullest style and every width come back as they went in")
    func packing() {
        let fullest = CellStyle(
            foreground: .palette(255, fallback: 7), background: .palette(255, fallback: 7), bold: true, dim: true,
            reverse: true, underline: true)
        let largest = "\u{10FFFF}\u{10FFFE}\u{10FFFD}"
        for width in 0...2 {
            var cell = Cell(text: largest, width: width, style: fullest)
            #expect(cell.scalars == (0x10_FFFF, 0x10_FFFE, 0x10_FFFD))
            #expect(cell.style == fullest)
            #expect(cell.width == width)
            #expect(cell.isContinuation == (width == 0))
            cell.style = .plain
            #expect(cell.style == .plain && cell.width == width && cell.text == largest)
        }
    }

    @Test(
        "a grapheme of up to three scalars comes back whole",
        arguments: ["a", " ", "─", "é", "e\u{301}", "👻", "❤️", "🇫🇷", "👍🏽", "1️⃣"])
    func roundTrip(text: String) {
        let cell = Cell(text: text, width: 1)
        #expect(cell.text == text)
        #expect(Cell(character: Character(text), width: 1) == cell)
    }

    @Test("a cell of one scalar is the cell of that one-scalar character")
    func scalarCell() {
        for scalar in ["a", " ", "─", "~"] as [Unicode.Scalar] {
            #expect(
                Cell(scalar: scalar, style: CellStyle(bold: true))
                    == Cell(character: Character(scalar), width: 1, style: CellStyle(bold: true)))
        }
    }

    @Test("a longer grapheme keeps its first three scalars, the first being what a terminal is given")
    func longGrapheme() {
        let family = "👨\u{200D}👩\u{200D}👧"
        let cell = Cell(text: family, width: 2)
        #expect(cell.text == "👨\u{200D}👩")
        #expect(cell.scalars.0 == 0x1F468)
        #expect(cell.width == 2)
    }

    @Test("cells differ by text, width and style, and equal cells hash alike")
    func equality() {
        let bold = CellStyle(bold: true)
        #expect(Cell(text: "a", width: 1) != Cell(text: "b", width: 1))
        #expect(Cell(text: "a", width: 1) != Cell(text: "a", width: 1, style: bold))
        #expect(Cell(text: "", width: 0) != Cell(text: "", width: 1))
        #expect(Cell(text: " ", width: 1, style: bold) == .blank(bold))
        #expect(!(Cell(text: " ", width: 1, style: bold) != .blank(bold)))
        #expect(Set([Cell(text: "a", width: 1), Cell(text: "a", width: 1), .blank()]).count == 2)
    }
}

@Suite("CellStyle: colors and attributes in one word")
struct CellStyleTests {
    static let colors: [TerminalColor] = [
        .default, .black, .white, .basic(255), .palette(0, fallback: 0), .palette(208, fallback: 3),
        .palette(255, fallback: 255),
    ]

    @Test("every color and attribute reads back as it was set", arguments: colors, colors)
    func roundTrip(foreground: TerminalColor, background: TerminalColor) {
        for attributes in 0..<16 {
            let flags = (0..<4).map { attributes >> $0 & 1 == 1 }
            let style = CellStyle(
                foreground: foreground, background: background, bold: flags[0], dim: flags[1], reverse: flags[2],
                underline: flags[3])
            #expect(style.foreground == foreground)
            #expect(style.background == background)
            #expect([style.bold, style.dim, style.reverse, style.underline] == flags)
        }
    }

    @Test("changing one property leaves the others, and styles are equal exactly when every property is")
    func independentProperties() {
        var style = CellStyle(foreground: .palette(208, fallback: 3), background: .blue, bold: true)
        style.background = .default
        style.underline = true
        style.bold = false
        #expect(style == CellStyle(foreground: .palette(208, fallback: 3), underline: true))
        #expect(style != CellStyle(foreground: .palette(208, fallback: 4), underline: true))
        #expect(CellStyle(foreground: .red) != CellStyle(background: .red))
        #expect(CellStyle(dim: true) != CellStyle(reverse: true))
        #expect(CellStyle() == .plain)
        #expect(!(CellStyle() != .plain))
    }
}
