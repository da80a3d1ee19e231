import MemorizeRenderer
import MemorizeSetup
import MemorizeViewModel
import ScreenKit
import Testing

/// Where a frame puts the terminal's cursor, and what a screen reader that speaks the line under it
/// hears: the focused card's place and mark, its face when face up, or the current line of a box.
@Suite("The cursor where a screen reader looks")
struct ReaderCursorTests {
    private let size = TerminalSize(columns: 40, rows: 7)

    private func render(
        _ screen: GameScreen, size: TerminalSize? = nil, capabilities: TerminalCapabilities = .full
    ) -> Frame {
        GameRenderer.render(screen, size: size ?? self.size, capabilities: capabilities)
    }

    /// The text of the cursor's row from the cursor on, without trailing blanks: what a reader says
    /// from the cursor.
    private func textFromCursor(_ frame: Frame) throws -> String {
        let cursor = try #require(frame.cursor, "the frame puts the cursor somewhere")
        let text = frame.rows[cursor.row][cursor.column...].reduce(into: "") { $0 += $1.text }
        return String(text.reversed().drop { $0 == " " }.reversed())
    }

    @Test("a face-down card's face row starts with its place; the cursor is on it, the mark just before")
    func faceDownCard() throws {
        for capabilities in [TerminalCapabilities.full, .minimal] {
            let frame = render(Fixtures.screen(cards: Fixtures.cards(4), cursor: 2), capabilities: capabilities)
            // Cards of 8×5 at columns 1, 11, 21 and 31, their face row 3.
            #expect(frame.cursor == CellPosition(row: 3, column: 22))
            #expect(try textFromCursor(frame).hasPrefix("a3"))
            #expect(frame[3, 21].text == ">", "the mark in the left border, on the face's row")
            #expect(frame.text(ofRow: 3).filter { $0 == ">" }.count == 1, "one mark")
            for (card, column) in [(0, 2), (1, 12), (3, 32)] {
                let label = frame[3, column].text + frame[3, column + 1].text
                #expect(label == "a\(card + 1)", "card \(card) names its place")
            }
        }
    }

    @Test("a face-up card with room beside its face: the cursor on its place, then the face")
    func faceUpCardWithRoom() throws {
        let frame = render(
            Fixtures.screen(cards: Fixtures.cards(2, sides: [1: .faceUp]), cursor: 1),
            size: TerminalSize(columns: 30, rows: 9))
        #expect(frame.text(ofRow: 4) == " │a1░░░░░░░░│   >a2  👻    │  ")
        #expect(frame.cursor == CellPosition(row: 4, column: 17))
        #expect(try textFromCursor(frame) == "a2  👻    │")
    }

    @Test("a face-up card too narrow for its place beside the face: the cursor on the face")
    func faceUpCardWithoutRoom() throws {
        let cards = Fixtures.cards(4, sides: [1: .faceUp, 2: .matched])
        let onFace = render(Fixtures.screen(cards: cards, cursor: 1))
        #expect(onFace.cursor == CellPosition(row: 3, column: 14))
        #expect(try textFromCursor(onFace).hasPrefix("👻"))
        #expect(onFace[3, 11].text == ">")
        let onMatched = render(Fixtures.screen(cards: cards, cursor: 2), capabilities: .minimal)
        #expect(onMatched.cursor == CellPosition(row: 3, column: 24))
        #expect(try textFromCursor(onMatched).hasPrefix("P"))
    }

    @Test("places go by row letter and place in the row, as plain mode names them, the short last row too")
    func placesOfEveryCard() throws {
        let size = TerminalSize(columns: 80, rows: 24)
        let cards = Fixtures.cards(10)
        let grid = BoardGrid(columns: 4, cardCount: 10)
        let layout = try #require(BoardLayout.fitting(grid: grid, cardCount: 10, in: size))
        for cursor in cards.indices {
            let frame = render(Fixtures.screen(cards: cards, cursor: cursor, grid: grid), size: size)
            let origin = try #require(layout.cardOrigin(cursor))
            let expected = ["a1", "a2", "a3", "a4", "b1", "b2", "b3", "b4", "c1", "c2"][cursor]
            #expect(frame.cursor == CellPosition(row: origin.row + layout.cardHeight / 2, column: origin.column + 1))
            #expect(try textFromCursor(frame).hasPrefix(expected), "card \(cursor)")
            #expect(frame[origin.row + layout.cardHeight / 2, origin.column].text == ">")
        }
        #expect(grid.positionName(ofCard: 9) == "c2")
        #expect(BoardGrid(columns: 1, cardCount: 30).positionName(ofCard: 25) == "z1")
        #expect(BoardGrid(columns: 1, cardCount: 30).positionName(ofCard: 26) == "27", "past z, the card's number")
    }

    @Test("while the focused card turns, the cursor and the mark stay where its place is drawn")
    func flip() throws {
        for phase in CardView.FlipPhase.allCases {
            var cards = Fixtures.cards(4, sides: [1: .faceUp])
            cards[1].flip = phase
            let frame = render(Fixtures.screen(cards: cards, cursor: 1))
            #expect(frame.cursor == CellPosition(row: 3, column: 12), "\(phase)")
            #expect(frame[3, 11].text == ">", "\(phase)")
        }
    }

    @Test("each box puts the cursor at the start of its current line: help, pause, question, summary")
    func boxes() throws {
        let summary = GameSummary(score: 4, flips: 6, elapsedSeconds: 9, bestScore: 4, seed: 7)
        let expectations: [(ScreenMode, String)] = [
            (.help, "←↑↓→ hjkl wasd   move the cursor"),
            (.paused, "The clock is stopped"),
            (.confirm(question: "Quit this game?"), "Quit this game?"),
            (.gameOver, "All pairs found!"),
            (.newGame(NewGameForm(choices: NewGameChoices(), themes: [])), "▶ Game"),
        ]
        for (mode, line) in expectations {
            // The help's arrows and the new-game screen's marker are drawn otherwise in ASCII.
            let unicodeOnly = mode == .help || line.hasPrefix("▶")
            for capabilities in [TerminalCapabilities.full, .minimal] where capabilities.unicode || !unicodeOnly {
                let frame = render(
                    Fixtures.screen(mode: mode, cards: Fixtures.cards(4), summary: summary),
                    size: TerminalSize(columns: 80, rows: 24), capabilities: capabilities)
                #expect(try textFromCursor(frame).hasPrefix(line), "\(mode)")
            }
        }
    }

    @Test("the theme picker puts the cursor on the selected theme, also in a list that scrolls")
    func themePicker() throws {
        let names = (1...40).map { "Theme \($0)" }
        for selection in [0, 1, 20, 39] {
            let frame = render(
                Fixtures.screen(mode: .themePicker(selection: selection), cards: Fixtures.cards(4), themeNames: names),
                size: TerminalSize(columns: 50, rows: 14))
            #expect(try textFromCursor(frame).hasPrefix("▶ Theme \(selection + 1)"), "selection \(selection)")
            let cursor = try #require(frame.cursor)
            #expect(frame[cursor.row, cursor.column].style.reverse, "on the highlighted row")
        }
    }

    @Test("a summary on one line puts the cursor at its start; a hidden summary leaves it on the card")
    func summaryLineAndHiddenSummary() throws {
        let summary = GameSummary(score: 4, flips: 6, elapsedSeconds: 9, bestScore: 4, seed: 7)
        let oneLine = render(
            Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched]), summary: summary))
        #expect(try textFromCursor(oneLine).hasPrefix("All pairs found!"))
        var hidden = Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched]), cursor: 3)
        hidden.showsSummary = false
        #expect(render(hidden).cursor == CellPosition(row: 3, column: 32))
    }

    @Test("a terminal too small puts the cursor on the message's first line, and names plain mode")
    func tooSmall() throws {
        let frame = render(Fixtures.screen(mode: .tooSmall, cards: Fixtures.cards(4)))
        #expect(try textFromCursor(frame) == "Terminal too small")
        #expect(frame.lines.contains { $0.contains("Screen reader: memorize --plain") })
    }

    @Test("the board's key line ends with the way to plain mode where it fits")
    func keyLine() {
        for (columns, shown) in [(80, true), (100, true), (200, true), (60, false)] {
            let frame = render(Fixtures.screen(), size: TerminalSize(columns: columns, rows: 24))
            let keyLine = (frame.lines.last { $0.contains("? help") } ?? "").reversed().drop { $0 == " " }.reversed()
            #expect(String(keyLine).hasSuffix(" · --plain: speech") == shown, "\(columns) columns: \(keyLine)")
        }
        let eighty = render(Fixtures.screen(), size: TerminalSize(columns: 80, rows: 24))
        #expect(
            eighty.text(ofRow: 23).hasPrefix(
                "←↑↓→ move · Enter pick · t themes · p pause · ? help · q quit · --plain"),
            "at 80 columns shorter words keep t themes; the pointer takes the place of n")
        #expect(eighty.text(ofRow: 23).last == " ", "the last cell of the last row stays blank")
        let help = render(Fixtures.screen(mode: .help), size: TerminalSize(columns: 80, rows: 24))
        #expect(!help.text(ofRow: 23).contains("--plain"), "only the board's line")
    }

    @Test("the key line is the row a reader hears first, at every size")
    func keyLineHeardFirst() throws {
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)] {
            let frame = render(Fixtures.screen(), size: size)
            let row = try #require(frame.heardFirst, "\(size)")
            #expect(frame.text(ofRow: row).contains("? help"), "\(size): row \(row) is \(frame.text(ofRow: row))")
        }
    }
}
