import MemorizeRenderer
import MemorizeViewModel
import ScreenKit
import Testing

/// Colors and attributes: the cursor is bold, matched cards dim, card backs in the theme's colors as far
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

    @Test("the cursor card's corners and its markers are bold; other borders are not")
    func cursorBold() {
        let frame = render(cardBack: [.red])
        for (row, column) in [(1, 1), (1, 2), (1, 7), (1, 8), (5, 1), (5, 8), (3, 0), (3, 9)] {
            #expect(frame[row, column].style.bold, "\(row), \(column)")
        }
        #expect(frame[1, 1].text == "┏")
        #expect(frame[3, 0].text == "▶")
        #expect(!frame[1, 4].style.bold, "the middle of the top edge stays plain")
        #expect(!frame[3, 1].style.bold, "the sides stay plain")
        #expect(!frame[1, 11].style.bold)
        #expect(!frame[1, 31].style.bold)
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
        #expect(frame[3, 32].text == "░")
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
        #expect(frame[3, 32].text == "░")
    }

    @Test("no theme colors: a plain pattern")
    func noThemeColors() {
        let frame = render(cardBack: [])
        #expect(backColors(frame) == Array(repeating: .default, count: 6))
    }
}
