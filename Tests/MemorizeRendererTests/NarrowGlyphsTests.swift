import MemorizeRenderer
import MemorizeText
import MemorizeViewModel
import ScreenKit
import Testing

/// `--ascii`, and every Chinese or Korean run: no cell the grid draws holds a character of ambiguous
/// East-Asian width (AmbiguousWidthTable, generated from Unicode's EastAsianWidth), so a terminal that
/// draws those wide shows the same board.
@Suite("Narrow glyphs: nothing of ambiguous width")
struct NarrowGlyphsTests {
    static let narrow: TerminalCapabilities = {
        var capabilities = TerminalCapabilities.full
        capabilities.narrowGlyphs = true
        return capabilities
    }()

    static let screens: [(String, GameScreen)] = [
        (
            "the board",
            Fixtures.screen(
                cards: Fixtures.cards(
                    16, sides: [0: .faceUp, 2: .justMatched, 3: .justMatched, 4: .matched, 5: .matched]),
                cursor: 1)
        ),
        ("help", Fixtures.screen(mode: .help)),
        ("the theme picker", Fixtures.screen(mode: .themePicker(selection: 1), themeNames: ["Halloween", "Animals"])),
        ("paused", Fixtures.screen(mode: .paused)),
        ("a question", Fixtures.screen(mode: .confirm(question: "Quit this game?"))),
        ("a notice", Fixtures.screen(notice: "A long notice about the theme file that goes on and on until it is cut")),
    ]

    /// The cells holding an ambiguous character: its base character decides its width (a variation
    /// selector after an emoji has no width of its own).
    static func ambiguousCells(_ frame: Frame) -> [String] {
        var found: [String] = []
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns {
                let text = frame[row, column].text
                if let first = text.unicodeScalars.first, EastAsianAmbiguous.contains(first.value) {
                    found.append("\(row),\(column): \(text) U+\(String(first.value, radix: 16, uppercase: true))")
                }
            }
        }
        return found
    }

    @Test("at 80×24 and 100×30, every screen", arguments: [(80, 24), (100, 30)])
    func noAmbiguousCell(columns: Int, rows: Int) {
        for (name, screen) in Self.screens {
            let frame = GameRenderer.render(
                screen, size: TerminalSize(columns: columns, rows: rows), capabilities: Self.narrow)
            #expect(Self.ambiguousCells(frame).isEmpty, "\(name): \(Self.ambiguousCells(frame).prefix(5))")
        }
    }

    @Test("faces stay as they are: only the grid's own glyphs change")
    func facesStay() {
        let (_, board) = Self.screens[0]
        let frame = GameRenderer.render(board, size: TerminalSize(columns: 80, rows: 24), capabilities: Self.narrow)
        #expect(frame.lines.joined().contains("👻"))
        #expect(frame.lines.joined().contains("+--"))
    }

    @Test("the same screens in the ordinary UTF-8 set do draw ambiguous glyphs: the check sees them")
    func ordinarySetIsCaught() {
        let (_, board) = Self.screens[0]
        let frame = GameRenderer.render(board, size: TerminalSize(columns: 80, rows: 24), capabilities: .full)
        #expect(!Self.ambiguousCells(frame).isEmpty)
    }

    @Test("the table: box drawing, arrows, the ellipsis are ambiguous; ASCII, emoji, hangul and the minus sign are not")
    func table() {
        for scalar in ["─", "│", "┌", "╭", "…", "×", "·", "♠", "→", "▶", "↑", "–"].map({ $0.unicodeScalars.first! }) {
            #expect(EastAsianAmbiguous.contains(scalar.value), "\(scalar)")
        }
        for scalar in ["a", "+", "👻", "한", "中", "✓", "−", "░"].map({ $0.unicodeScalars.first! }) {
            #expect(!EastAsianAmbiguous.contains(scalar.value), "\(scalar)")
        }
    }
}
