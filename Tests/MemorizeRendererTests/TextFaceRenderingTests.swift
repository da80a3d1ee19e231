import MemorizeRenderer
import MemorizeViewModel
import ScreenKit
import Testing

/// Text faces of pairs of different cards: centred by their width in cells, cut with an ellipsis
/// only when the card is too narrow, and then read whole on the line under the board.
@Suite("Drawing text faces")
struct TextFaceRenderingTests {
    static let faces = ["🐱", "猫", "kitten", "duckling"]

    static func cards(_ sides: [Int: CardView.Side]) -> [CardView] {
        faces.indices.map { index in
            CardView(side: sides[index] ?? .faceDown, face: faces[index], asciiFace: String(index))
        }
    }

    static func render(_ screen: GameScreen, rows: Int = 8) -> [String] {
        Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: 40, rows: rows), capabilities: .full))
    }

    @Test("Faces are centred by their cells; a face too wide ends in … and is read whole under the board")
    func centredAndCut() {
        let lines = Self.render(
            Fixtures.screen(cards: Self.cards([0: .faceUp, 1: .matched, 2: .justMatched, 3: .faceUp]), cursor: 0))
        #expect(
            lines == [
                " Hallowe… Score  −1   Flips   9    0:42",
                " ┌      ┐  ┌┄┄┄┄┄┄┐  ╔═══✓══╗  ┌──────┐",
                " │      │  ┆      ┆  ║      ║  │      │",
                " >  🐱  │  ┆  猫  ┆  ║kitten║  │duckl…│",
                " │      │  ┆      ┆  ║      ║  │      │",
                " └──────┘  └┄┄┄┄┄┄┘  ╚══════╝  └──────┘",
                "              a4 duckling",
                " Enter choose · ? help · q quit",
            ])
    }

    @Test("With every face fitting its card, or the long one face down, no line is added")
    func noLineWhenEverythingFits() {
        let fitting = Self.render(Fixtures.screen(cards: Self.cards([0: .faceUp, 1: .faceUp, 2: .faceUp])))
        #expect(fitting[6] == "")
        let down = Self.render(Fixtures.screen(cards: Self.cards([3: .matched])))
        #expect(down[3].hasSuffix("┆duckl…┆"), "\(down)")
        #expect(!down.joined().contains("duckling"), "a finished card's face was read when it was found")
    }

    @Test("The message of a choice goes under the line of whole faces")
    func messageUnderFaces() {
        let message = ChoiceMessage(text: "No match.", asciiText: "No match.")
        let lines = Self.render(
            Fixtures.screen(cards: Self.cards([2: .faceUp, 3: .faceUp]), cursor: 0, message: message), rows: 10)
        let row = lines.firstIndex { $0.contains("a4 duckling") }
        #expect(row.map { lines[$0 - 1].hasPrefix(" └") && lines[$0 + 1].contains("No match.") } == true, "\(lines)")
    }
}
