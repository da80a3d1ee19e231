import MemorizeRenderer
import MemorizeViewModel
import ScreenKit
import Testing

/// Four cards in one row of 8×5 cards at 40×7: the smallest screen that shows every card state.
@Suite("Drawing cards")
struct CardRenderingTests {
    private let size = TerminalSize(columns: 40, rows: 7)

    private func render(_ screen: GameScreen, capabilities: TerminalCapabilities = .full) -> [String] {
        Fixtures.trimmed(GameRenderer.render(screen, size: size, capabilities: capabilities))
    }

    @Test("face down, face up, matched, and the cursor on a face-down card: a bar in its top border")
    func everyState() {
        let screen = Fixtures.screen(cards: Fixtures.cards(4, sides: [1: .faceUp, 2: .matched]), cursor: 0)
        #expect(
            render(screen) == [
                " Hallowe… Score  −1   Flips   9    0:42",
                " ┌      ┐  ┌──────┐  ┌┄┄┄┄┄┄┐  ┌──────┐",
                " │░░░░░░│  │      │  ┆      ┆  │░░░░░░│",
                " >a1░░░░│  │  👻  │  ┆  🎃  ┆  │a4░░░░│",
                " │░░░░░░│  │      │  ┆      ┆  │░░░░░░│",
                " └──────┘  └──────┘  └┄┄┄┄┄┄┘  └──────┘",
                " Enter choose · ? help · q quit",
            ])
    }

    @Test("a mismatch: two different faces up, the cursor moved on")
    func mismatch() {
        let screen = Fixtures.screen(cards: Fixtures.cards(4, sides: [0: .faceUp, 2: .faceUp]), cursor: 3)
        #expect(
            render(screen) == [
                " Hallowe… Score  −1   Flips   9    0:42",
                " ┌──────┐  ┌──────┐  ┌──────┐  ┌      ┐",
                " │      │  │░░░░░░│  │      │  │░░░░░░│",
                " │  👻  │  │a2░░░░│  │  🎃  │  >a4░░░░│",
                " │      │  │░░░░░░│  │      │  │░░░░░░│",
                " └──────┘  └──────┘  └──────┘  └──────┘",
                " Enter choose · ? help · q quit",
            ])
    }

    @Test("the cursor on a face-up card and on a matched card keeps what the card shows")
    func cursorOnOtherSides() {
        let cards = Fixtures.cards(4, sides: [1: .faceUp, 2: .matched])
        let onFace = render(Fixtures.screen(cards: cards, cursor: 1))
        #expect(onFace[1] == " ┌──────┐  ┌      ┐  ┌┄┄┄┄┄┄┐  ┌──────┐")
        #expect(onFace[3] == " │a1░░░░│  >  👻  │  ┆  🎃  ┆  │a4░░░░│")
        let onMatched = render(Fixtures.screen(cards: cards, cursor: 2))
        #expect(onMatched[1] == " ┌──────┐  ┌──────┐  ┌      ┐  ┌──────┐")
        #expect(onMatched[3] == " │a1░░░░│  │  👻  │  >  🎃  ┆  │a4░░░░│")
        #expect(onMatched[5] == " └──────┘  └──────┘  └┄┄┄┄┄┄┘  └──────┘")
    }

    @Test("a just-matched pair: faces up, a double border with a check mark, green and bold")
    func justMatched() {
        let cards = Fixtures.cards(4, sides: [0: .justMatched, 1: .justMatched, 2: .matched])
        let screen = Fixtures.screen(cards: cards, cursor: 3)
        #expect(
            render(screen) == [
                " Hallowe… Score  −1   Flips   9    0:42",
                " ╔═══✓══╗  ╔═══✓══╗  ┌┄┄┄┄┄┄┐  ┌      ┐",
                " ║      ║  ║      ║  ┆      ┆  │░░░░░░│",
                " ║  👻  ║  ║  👻  ║  ┆  🎃  ┆  >a4░░░░│",
                " ║      ║  ║      ║  ┆      ┆  │░░░░░░│",
                " ╚══════╝  ╚══════╝  └┄┄┄┄┄┄┘  └──────┘",
                " Enter choose · ? help · q quit",
            ])
        let frame = GameRenderer.render(screen, size: size, capabilities: .full)
        #expect(frame[1, 1].style.foreground == .green && frame[1, 1].style.bold)
        #expect(frame[3, 4].style.bold && !frame[3, 4].style.dim, "the just-found face is bold")
        #expect(frame[3, 24].style.dim, "a finished face is dim")
        #expect(!frame[1, 21].style.bold, "a finished card has a plain dotted border")
        let onMatch = GameRenderer.render(Fixtures.screen(cards: cards, cursor: 0), size: size, capabilities: .full)
        #expect(onMatch.text(ofRow: 1).hasPrefix(" ╔   ✓  ╗  ╔═══✓══╗"), "the check mark stays in the cursor bar")
        #expect(onMatch[1, 5].style.background == onMatch[1, 2].style.background)
    }

    @Test("without color or Unicode a just-matched pair still stands out from the rest")
    func justMatchedWithoutColor() {
        let cards = Fixtures.cards(4, sides: [0: .justMatched, 1: .justMatched, 2: .matched])
        let screen = Fixtures.screen(cards: cards, cursor: 3)
        let plain = GameRenderer.render(
            screen, size: size, capabilities: TerminalCapabilities(unicode: true, colorCount: 0))
        #expect(plain[1, 5].text == "✓")
        #expect(plain[1, 1].style.foreground == .default)
        #expect(
            render(screen, capabilities: .minimal) == [
                " Hallowe. Score  -1   Flips   9    0:42",
                " ****!***  ****!***  ........  +      +",
                " *      *  *      *  .      .  |::::::|",
                " *  G   *  *  G   *  .  P   .  >a4::::|",
                " *      *  *      *  .      .  |::::::|",
                " ********  ********  ........  +------+",
                " Enter choose | ? help | q quit",
            ])
    }

    @Test("a cursor outside the cards marks none")
    func noCursor() {
        let frame = GameRenderer.render(
            Fixtures.screen(cards: Fixtures.cards(4), cursor: 9), size: size, capabilities: .full)
        #expect(frame.text(ofRow: 1) == " ┌──────┐  ┌──────┐  ┌──────┐  ┌──────┐ ")
        #expect(frame.rows.joined().allSatisfy { $0.style.background == .default })
    }

    @Test("ASCII mode: +-| borders, letters for faces, dots for matched, a blank bar for the cursor")
    func ascii() {
        let screen = Fixtures.screen(cards: Fixtures.cards(4, sides: [1: .faceUp, 2: .matched]), cursor: 0)
        #expect(
            render(screen, capabilities: .minimal) == [
                " Hallowe. Score  -1   Flips   9    0:42",
                " +      +  +------+  ........  +------+",
                " |::::::|  |      |  .      .  |::::::|",
                " >a1::::|  |  G   |  .  P   .  |a4::::|",
                " |::::::|  |      |  .      .  |::::::|",
                " +------+  +------+  ........  +------+",
                " Enter choose | ? help | q quit",
            ])
        let everyCell = render(screen, capabilities: TerminalCapabilities(unicode: false, colorCount: 256)).joined()
        #expect(everyCell.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("a row with emoji faces has its borders in the same columns as a row without")
    func emojiAlignment() {
        let faces = ["👻", "\u{1F577}\u{FE0F}", "\u{2764}\u{FE0F}", "🇫🇷"]
        let cards = faces.map { CardView(side: .faceUp, face: $0, asciiFace: "X") }
        let frame = GameRenderer.render(Fixtures.screen(cards: cards, cursor: 9), size: size, capabilities: .full)
        func borderColumns(_ row: Int) -> [Int] {
            frame.rows[row].indices.filter { ["│", "┌", "┐"].contains(frame[row, $0].text) }
        }
        #expect(borderColumns(3) == [1, 8, 11, 18, 21, 28, 31, 38])
        #expect(borderColumns(3) == borderColumns(2))
        #expect(borderColumns(1) == borderColumns(3))
        for (card, column) in [4, 14, 24, 34].enumerated() {
            #expect(frame[3, column].text == faces[card])
            #expect(frame[3, column].width == 2)
            #expect(frame[3, column + 1].isContinuation)
            #expect(frame[3, column + 2].text == " ")
        }
        // Every row is exactly as many columns wide as the terminal.
        for row in frame.rows { #expect(row.reduce(0) { $0 + $1.width } == size.columns) }
    }

    @Test("a face wider than the card is cut to the card's inside, never over its border")
    func wideFaceIsCut() {
        let cards = [CardView(side: .faceUp, face: "👻👻👻👻", asciiFace: "G")] + Fixtures.cards(3)
        let lines = render(Fixtures.screen(cards: cards, cursor: 9))
        // Cut with an ellipsis, which tells a text face cut short from a whole one.
        #expect(lines[3].hasPrefix(" │👻👻… │  │a2░░░░│"))
    }

    @Test("a roomy card centres its face on the middle row")
    func largeCard() {
        let screen = Fixtures.screen(cards: Fixtures.cards(2, sides: [1: .faceUp]), cursor: 0)
        let lines = Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: 30, rows: 9), capabilities: .full))
        #expect(
            lines == [
                "  Score  −1  Flips   9   0:42",
                " ┌          ┐   ┌──────────┐",
                " │░░░░░░░░░░│   │          │",
                " │░░░░░░░░░░│   │          │",
                " >a1░░░░░░░░│   │a2  👻    │",
                " │░░░░░░░░░░│   │          │",
                " │░░░░░░░░░░│   │          │",
                " └──────────┘   └──────────┘",
                " ? help · q quit",
            ])
    }
}
