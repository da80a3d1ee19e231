import MemorizeRenderer
import MemorizeViewModel
import ScreenKit
import Testing

/// Colors and attributes: the cursor is a bar in a background color or reverse video, matched cards dim, card backs in the theme's colors as far
/// as the terminal can show them, and nothing colored on a terminal without colors.
@Suite("Card styles and colors")
struct CardStyleTests {
    private let size = TerminalSize(columns: 40, rows: 7)
    /// Card 0 has the cursor, card 1 is face up, card 2 matched, card 3 face down; 8×5 cards at
    /// columns 1, 11, 21, 31, rows 1–5, so card 3's back fills columns 32–37 of rows 2–4.
    private func render(cardBack: [TerminalColor], colorCount: Int = 256) -> Frame {
        let screen = Fixtures.screen(
            cards: Fixtures.cards(4, sides: [1: .faceUp, 2: .matched]), cursor: 0, cardBack: cardBack)
        return GameRenderer.render(
            screen, size: size, capabilities: TerminalCapabilities(unicode: true, colorCount: colorCount))
    }

    private func backColors(_ frame: Frame, row: Int = 3) -> [TerminalColor] {
        (32...37).map { frame[row, $0].style.foreground }
    }

    /// The cells of `row` whose style marks the cursor: a background color or reverse video.
    private func markedColumns(_ frame: Frame, row: Int) -> [Int] {
        frame.rows[row].indices.filter { frame[row, $0].style.background != .default || frame[row, $0].style.reverse }
    }

    @Test(
        "with colors the cursor is its top border between the corners, blank on a cyan background",
        arguments: [256, 16, 8])
    func cursorBarInColor(colorCount: Int) {
        let frame = render(cardBack: [.red], colorCount: colorCount)
        #expect(markedColumns(frame, row: 1) == Array(2...7))
        for column in 2...7 {
            #expect(frame[1, column].text == " ")
            #expect(frame[1, column].style == CellStyle(background: .cyan), "a color change alone, cheap to send")
        }
        #expect(frame[1, 1].text == "┌" && frame[1, 8].text == "┐", "the corners stay")
        for row in 2..<frame.size.rows { #expect(markedColumns(frame, row: row).isEmpty, "row \(row)") }
    }

    @Test("without colors, ASCII or not, the cursor bar is in reverse video", arguments: [true, false])
    func cursorBarWithoutColor(unicode: Bool) {
        let screen = Fixtures.screen(cards: Fixtures.cards(4, sides: [1: .faceUp, 2: .matched]), cursor: 1)
        let frame = GameRenderer.render(
            screen, size: size, capabilities: TerminalCapabilities(unicode: unicode, colorCount: 0))
        #expect(markedColumns(frame, row: 1) == Array(12...17))
        #expect((12...17).allSatisfy { frame[1, $0].style == CellStyle(reverse: true) && frame[1, $0].text == " " })
        #expect(frame[1, 11].text == (unicode ? "┌" : "+"))
        #expect(frame[1, 3].text == (unicode ? "─" : "-"), "another card's top border is drawn as usual")
        for row in 2..<frame.size.rows { #expect(markedColumns(frame, row: row).isEmpty, "row \(row)") }
    }

    @Test("on the largest cards (14 wide) the bar fills the border between the corners")
    func cursorBarOnLargeCards() throws {
        let screen = Fixtures.screen(cards: Fixtures.cards(2), cursor: 0)
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 60, rows: 16), capabilities: .full)
        let top = try #require(frame.rows.indices.first { frame.text(ofRow: $0).contains("┌") })
        let marked = markedColumns(frame, row: top)
        let corner = frame.rows[top].indices.first { frame[top, $0].text == "┌" } ?? 0
        let cardWidth = (frame.rows[top].indices.first { frame[top, $0].text == "┐" } ?? 0) - corner + 1
        #expect(cardWidth == 14)
        #expect(marked.count == 12)
        #expect(marked.first == corner + 1 && marked.last == corner + 12, "centred: \(marked)")
    }

    @Test(
        "the timed bonus bar (bottom border, heavy line) differs from the cursor bar (top border, blank)",
        arguments: [
            TerminalCapabilities.full, TerminalCapabilities(unicode: true, colorCount: 8),
            TerminalCapabilities(unicode: true, colorCount: 0), .minimal,
        ])
    func bonusBarIsNotTheCursor(capabilities: TerminalCapabilities) {
        var cards = Fixtures.cards(4, sides: [0: .faceUp])
        cards[0].bonus = 1
        let frame = GameRenderer.render(
            Fixtures.screen(cards: cards, cursor: 0), size: size, capabilities: capabilities)
        let cursor = frame[1, 4]
        let bonus = frame[5, 4]
        #expect(bonus.text == (capabilities.unicode ? "━" : "="))
        #expect(bonus.text != cursor.text)
        #expect(bonus.style != cursor.style)
        #expect(!bonus.style.reverse && bonus.style.background == .default, "the bonus bar is not a solid block")
        #expect(bonus.style.bold)
        #expect(cursor.style.reverse || cursor.style.background != .default)
        #expect(markedColumns(frame, row: 5).isEmpty)
    }

    @Test("a matched card's outline is dim; other cards' are not")
    func matchedDim() {
        let frame = render(cardBack: [.red])
        for (row, column) in [(1, 21), (1, 24), (3, 21), (3, 28), (5, 28)] {
            #expect(frame[row, column].style.dim, "\(row), \(column)")
        }
        #expect(!frame[1, 11].style.dim)
        #expect(!frame[1, 31].style.dim)
    }

    @Test("one theme color paints the back pattern, not the border or a face-up card")
    func singleColor() {
        let orange = TerminalColor.palette(208, fallback: 3)
        let frame = render(cardBack: [orange])
        #expect(backColors(frame) == Array(repeating: orange, count: 6))
        #expect(frame[2, 32].text == "░")
        // The face's row starts with the card's place, in the pattern's color.
        #expect(frame[3, 32].text == "a" && frame[3, 32].style.foreground == orange)
        #expect(frame[1, 32].style.foreground == .default)
        #expect(frame[3, 14].style.foreground == .default)
    }

    @Test("two colors on 256 colors: a gradient from the first to the second across the card")
    func gradient256() {
        let frame = render(cardBack: [.red, .blue])
        let colors = backColors(frame)
        #expect(colors.first == .red)
        #expect(colors.last == .blue)
        #expect(Set(colors).count == 6)
        // The columns between are palette mixes, redder on the left, bluer on the right.
        #expect(
            colors[1...4] == [
                .palette(125, fallback: 1), .palette(89, fallback: 5), .palette(54, fallback: 5),
                .palette(19, fallback: 4),
            ])
        // Every row of the back has the same columns' colors.
        #expect(backColors(frame, row: 2) == colors)
        #expect(backColors(frame, row: 4) == colors)
    }

    @Test("two colors on 8 or 16 colors: the first color alone", arguments: [8, 16])
    func gradientFewColors(colorCount: Int) {
        let frame = render(cardBack: [.red, .blue], colorCount: colorCount)
        #expect(backColors(frame) == Array(repeating: .red, count: 6))
    }

    @Test("no colors: no color anywhere, the pattern still there", arguments: [[TerminalColor.red], [.red, .blue]])
    func noColors(cardBack: [TerminalColor]) {
        let frame = render(cardBack: cardBack, colorCount: 0)
        for row in frame.rows {
            for cell in row {
                #expect(cell.style.foreground == .default)
                #expect(cell.style.background == .default)
            }
        }
        #expect(frame[2, 32].text == "░")
    }

    @Test("no theme colors: a plain pattern")
    func noThemeColors() {
        let frame = render(cardBack: [])
        #expect(backColors(frame) == Array(repeating: .default, count: 6))
    }
}
