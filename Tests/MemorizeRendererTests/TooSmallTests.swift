import MemorizeRenderer
import MemorizeSetup
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import ScreenKit
import Testing

@Suite("A terminal too small for the board")
struct TooSmallTests {
    private func lines(_ screen: GameScreen, columns: Int, rows: Int, capabilities: TerminalCapabilities = .full)
        -> [String]
    {
        Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: columns, rows: rows), capabilities: capabilities))
    }

    @Test("when the board does not fit, a centred message names the dimension that is short, wrapped to fit")
    func message() {
        // 20×5 is tall enough for one row of four cards, and too narrow for it.
        #expect(
            lines(Fixtures.screen(cards: Fixtures.cards(4)), columns: 20, rows: 5) == [
                " Terminal too small",
                "  Need at least 29",
                "  columns, have 20",
                " Enlarge the window",
                "     or press q",
            ])
        let tooShort = lines(
            Fixtures.screen(cards: Fixtures.cards(4), grid: BoardGrid(columns: 2, cardCount: 4)), columns: 40, rows: 7)
        #expect(tooShort.contains { $0.hasSuffix("Need at least 8 rows, have 7") })
        let both = lines(
            Fixtures.screen(cards: Fixtures.cards(4), grid: BoardGrid(columns: 2, cardCount: 4)), columns: 10, rows: 7)
        let words = both.joined(separator: " ").split(separator: " ")
        #expect(words.contains("15×8,") && words.contains("10×7"))
    }

    @Test("the .tooSmall mode shows the message even where the board would fit; ASCII uses x")
    func tooSmallMode() {
        #expect(
            lines(
                Fixtures.screen(mode: .tooSmall, cards: Fixtures.cards(4)), columns: 40, rows: 7, capabilities: .minimal
            )
                == [
                    "",
                    "           Terminal too small",
                    "     Need at least 29x5, have 40x7",
                    "     Enlarge the window or press q",
                    "    Screen reader: memorize --plain",
                    "",
                    "",
                ])
    }

    @Test("the first line of the message is bold")
    func bold() {
        let frame = GameRenderer.render(
            Fixtures.screen(cards: Fixtures.cards(4)), size: TerminalSize(columns: 20, rows: 5), capabilities: .full)
        #expect(frame[0, 1].style.bold)
        #expect(!frame[1, 0].style.bold)
    }

    @Test("a screen too short for the whole message keeps its first lines")
    func short() {
        #expect(lines(Fixtures.screen(), columns: 12, rows: 3) == ["Terminal too", "   small", "  Need at"])
    }

    @Test("0×0 and 1×1 give frames of that size without crashing")
    func tiny() {
        let empty = GameRenderer.render(Fixtures.screen(), size: TerminalSize(columns: 0, rows: 0), capabilities: .full)
        #expect(empty.lines.isEmpty)
        let one = GameRenderer.render(Fixtures.screen(), size: TerminalSize(columns: 1, rows: 1), capabilities: .full)
        #expect(one.lines == ["T"])
        let negative = GameRenderer.render(
            Fixtures.screen(), size: TerminalSize(columns: -5, rows: -2), capabilities: .full)
        #expect(negative.size == TerminalSize(columns: 0, rows: 0))
    }

    @Test(
        "every mode at small sizes around each boundary and many card counts renders a frame of exactly that size, the cursor on it",
        .computing, arguments: [0, 1, 2, 13, 200])
    func noCrash(cardCount: Int) {
        // The sizes where something changes: nothing, one cell, the narrowest card, the message's wrap,
        // one row of cards and the help box; `TooSmallSweepFuzzTests` covers every size in between.
        let columns = [0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 20, 27, 30, 31, 40, 44]
        let rows = [0, 1, 2, 3, 4, 5, 6, 9, 10, 13, 14]
        for (mode, wrongSizes) in TooSmallSweep.wrongSizes(cardCount: cardCount, columns: columns, rows: rows) {
            #expect(wrongSizes.isEmpty, "\(mode)")
        }
    }
}

/// Every size up to 44×14 in every mode: the fuzz layer's sweep (`swift test --filter Fuzz`).
@Suite("A terminal too small for the board, at every size", .computing)
struct TooSmallSweepFuzzTests {
    @Test("every mode at every small size renders a frame of exactly that size", arguments: [0, 13, 200])
    func everySize(cardCount: Int) {
        for (mode, wrongSizes) in TooSmallSweep.wrongSizes(
            cardCount: cardCount, columns: Array(0...44), rows: Array(0...14))
        {
            #expect(wrongSizes.isEmpty, "\(mode)")
        }
    }
}

/// The sizes, in each mode, at which a render is not a frame of exactly the terminal's size, or puts the
/// cursor nowhere or off the screen.
private enum TooSmallSweep {
    static func wrongSizes(cardCount: Int, columns: [Int], rows: [Int]) -> [(ScreenMode, [String])] {
        var choices = NewGameChoices()
        choices.computer = .hard
        let newGame = NewGameForm(choices: choices, themes: [NewGameForm.ThemeOption(name: "Theme 1", most: 8)])
        let modes: [ScreenMode] = [
            .playing, .help, .themePicker(selection: 3), .gameOver, .tooSmall, .newGame(newGame),
        ]
        return modes.map { mode in
            let screen = Fixtures.screen(
                mode: mode, cards: Fixtures.cards(cardCount, sides: [0: .faceUp, 1: .matched]), cursor: cardCount - 1,
                cardBack: [.red, .palette(27, fallback: 4)], themeNames: (1...40).map { "Theme \($0)" },
                summary: GameSummary(score: -3, flips: 2, elapsedSeconds: 1, bestScore: 0), notice: "Notice")
            var wrongSizes: [String] = []
            for width in columns {
                for height in rows {
                    for capabilities in [TerminalCapabilities.full, .minimal] {
                        let frame = GameRenderer.render(
                            screen, size: TerminalSize(columns: width, rows: height), capabilities: capabilities)
                        let rightSize =
                            frame.rows.count == height
                            && frame.rows.allSatisfy { $0.reduce(0) { $0 + $1.width } == width }
                        if !rightSize { wrongSizes.append("\(width)×\(height)") }
                        // Wherever the frame puts the terminal's cursor, it is on the screen.
                        if let cursor = frame.cursor,
                            !(0..<height).contains(cursor.row) || !(0..<width).contains(cursor.column)
                        {
                            wrongSizes.append("\(width)×\(height): cursor at \(cursor)")
                        }
                        // Only a board with no card has nothing to put it on.
                        if width > 0, height > 0, cardCount > 0, frame.cursor == nil {
                            wrongSizes.append("\(width)×\(height): no cursor")
                        }
                    }
                }
            }
            return (mode, wrongSizes)
        }
    }
}
