import MemorizeRenderer
import MemorizeTestSupport
import MemorizeViewModel
import ScreenKit
import Testing

@Suite("BoardLayout: grid, card size and hit-testing")
struct BoardLayoutTests {
    /// Every card's rectangle: top row, left column.
    private func rectangles(_ layout: BoardLayout) -> [(row: Int, column: Int)] {
        (0..<layout.cardCount).compactMap { layout.cardOrigin($0) }
    }

    @Test("12 cards at 100×30: the largest cards, 4 × 3, centred between status and hint rows")
    func hundredByThirty() throws {
        let layout = try #require(BoardLayout.fitting(cardCount: 12, in: TerminalSize(columns: 100, rows: 30)))
        #expect(layout.columns == 4)
        #expect(layout.rows == 3)
        #expect(layout.cardWidth == 14)
        #expect(layout.cardHeight == 7)
        #expect(layout.columnGap == 3)
        #expect(layout.rowGap == 1)
        #expect(layout.width == 65)
        #expect(layout.height == 23)
        #expect(layout.originColumn == 17)
        #expect(layout.originRow == 3)
    }

    @Test("4 cards at 40×7: one row of 8×5 cards, the only fit")
    func tightFit() throws {
        let layout = try #require(BoardLayout.fitting(cardCount: 4, in: TerminalSize(columns: 40, rows: 7)))
        #expect(layout.columns == 4)
        #expect(layout.rows == 1)
        #expect(layout.cardWidth == 8)
        #expect(layout.cardHeight == 5)
        #expect(layout.originColumn == 1)
        #expect(layout.originRow == 1)
    }

    @Test("a wide terminal gets a wide grid, a tall one a tall grid")
    func shapeFollowsTerminal() throws {
        let wide = try #require(BoardLayout.fitting(cardCount: 16, in: TerminalSize(columns: 200, rows: 30)))
        let tall = try #require(BoardLayout.fitting(cardCount: 16, in: TerminalSize(columns: 60, rows: 60)))
        #expect(wide.columns > wide.rows)
        #expect(tall.columns < tall.rows)
    }

    @Test("larger terminals get larger cards", arguments: [8, 16, 24, 40])
    func cardsGrow(count: Int) throws {
        let sizes = [(30, 12), (50, 16), (80, 24), (100, 30), (160, 50), (250, 80)].map {
            TerminalSize(columns: $0.0, rows: $0.1)
        }
        let layouts = sizes.compactMap { BoardLayout.fitting(cardCount: count, in: $0) }
        let areas = layouts.map { $0.cardWidth * $0.cardHeight }
        #expect(areas.count >= 4)
        #expect(areas == areas.sorted())
        #expect(try #require(areas.last) > #require(areas.first))
    }

    @Test(
        "cards never overlap, keep a column free beside them and stay inside the rows between status and hints",
        .computing, arguments: [1, 2, 3, 7, 12, 16, 20, 33, 50, 99, 128, 200])
    func noOverlapNoOverflow(count: Int) {
        // The problems found, checked once at the end: an `#expect` for each of the 20,000 pairs of
        // 200 cards at each of 450 sizes took most of this test's three seconds.
        var problems: [String] = []
        for columns in stride(from: 0, through: 220, by: 9) {
            for rows in stride(from: 0, through: 70, by: 4) {
                let size = TerminalSize(columns: columns, rows: rows)
                guard let layout = BoardLayout.fitting(cardCount: count, in: size) else { continue }
                let cards = rectangles(layout)
                if layout.cardCount != count || layout.columns * layout.rows < count || cards.count != count {
                    problems.append("\(size): \(cards.count) cards in \(layout.columns)×\(layout.rows)")
                }
                if layout.columnGap < 1 { problems.append("\(size): no gap between columns") }
                for card in cards {
                    if !(card.column >= 1 && card.column + layout.cardWidth <= columns - 1)
                        || !(card.row >= 1 && card.row + layout.cardHeight <= rows - 1)
                    {
                        problems.append("\(size): a card at \(card) overflows")
                    }
                }
                for (index, card) in cards.enumerated() {
                    for other in cards[(index + 1)...] {
                        let apartSideways =
                            card.column + layout.cardWidth < other.column
                            || other.column + layout.cardWidth < card.column
                        let apartVertically =
                            card.row + layout.cardHeight <= other.row || other.row + layout.cardHeight <= card.row
                        if !(apartSideways || apartVertically) { problems.append("\(size): \(card) on \(other)") }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    @Test("cardIndex finds the card whose rectangle covers a cell and nothing else", arguments: [5, 12, 31])
    func hitTesting(count: Int) throws {
        let size = TerminalSize(columns: 90, rows: 28)
        let layout = try #require(BoardLayout.fitting(cardCount: count, in: size))
        for row in -1...size.rows {
            for column in -1...size.columns {
                let covering = rectangles(layout).firstIndex { card in
                    (card.row..<card.row + layout.cardHeight).contains(row)
                        && (card.column..<card.column + layout.cardWidth).contains(column)
                }
                #expect(layout.cardIndex(atRow: row, column: column) == covering)
            }
        }
    }

    @Test("cardIndex agrees with where the renderer draws each card")
    func hitTestingMatchesDrawing() throws {
        let size = TerminalSize(columns: 70, rows: 20)
        let cards = Fixtures.cards(10, sides: Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, .faceUp) }))
        let screen = Fixtures.screen(cards: cards, cursor: -1)
        let frame = GameRenderer.render(screen, size: size, capabilities: .full)
        let layout = try #require(BoardLayout.fitting(cardCount: 10, in: size))
        for index in cards.indices {
            let origin = try #require(layout.cardOrigin(index))
            let bottom = origin.row + layout.cardHeight - 1
            let right = origin.column + layout.cardWidth - 1
            #expect(frame[origin.row, origin.column].text == "┌")
            #expect(frame[bottom, right].text == "┘")
            #expect(layout.cardIndex(atRow: origin.row, column: origin.column) == index)
            #expect(layout.cardIndex(atRow: bottom, column: right) == index)
            // The face sits in the middle of the card that cardIndex names.
            let faceRow = origin.row + layout.cardHeight / 2
            let faceColumn = try #require(
                frame.rows[faceRow].indices.first { frame[faceRow, $0].width == 2 && $0 > origin.column })
            #expect(frame[faceRow, faceColumn].text == cards[index].face?.text)
            #expect(layout.cardIndex(atRow: faceRow, column: faceColumn) == index)
        }
        #expect(layout.cardIndex(atRow: 0, column: 10) == nil)
    }

    @Test("a short last row is centred under the full rows, and its empty slots hit nothing")
    func shortLastRow() throws {
        let layout = try #require(
            BoardLayout.fitting(
                grid: BoardGrid(columns: 3, cardCount: 5), cardCount: 5, in: TerminalSize(columns: 40, rows: 14)))
        #expect(layout.columns == 3 && layout.rows == 2)
        let step = layout.cardWidth + layout.columnGap
        let first = try #require(layout.cardOrigin(0))
        let fourth = try #require(layout.cardOrigin(3))
        let fifth = try #require(layout.cardOrigin(4))
        #expect(fourth.column == first.column + step / 2, "two cards under three sit half a card in")
        #expect(fifth.column == fourth.column + step)
        // Where the first and the last slot of a full second row would be: empty.
        #expect(layout.cardIndex(atRow: fourth.row + 1, column: first.column + 1) == nil)
        #expect(layout.cardIndex(atRow: fourth.row + 1, column: first.column + 2 * step + layout.cardWidth - 2) == nil)
        #expect(layout.cardIndex(atRow: fourth.row + 1, column: fourth.column + 1) == 3)
        #expect(layout.cardOrigin(5) == nil)
        #expect(layout.cardOrigin(-1) == nil)
    }

    @Test("a deal's grid: full rectangles close to the terminal's shape, the cards as large as they can be")
    func balancedGrids() {
        let standard = TerminalSize(columns: 80, rows: 24)
        #expect(BoardLayout.grid(forCardCount: 16, in: standard) == BoardGrid(columns: 4, cardCount: 16))
        #expect(BoardLayout.grid(forCardCount: 12, in: standard) == BoardGrid(columns: 4, cardCount: 12))
        let twenty = BoardLayout.grid(forCardCount: 20, in: standard)
        #expect([4, 5].contains(twenty.columns) && twenty.columns * twenty.rows == 20)
        let tall = BoardLayout.grid(forCardCount: 12, in: TerminalSize(columns: 40, rows: 60))
        #expect(tall.rows > tall.columns)
    }

    @Test(
        "on a big terminal the cards grow no larger than 14×7, and the board sits in the middle",
        arguments: [(12, 100, 30), (12, 200, 60), (16, 200, 60), (52, 200, 60), (12, 300, 100), (2, 140, 40)])
    func bigTerminal(cards: Int, columns: Int, rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        let layout = try #require(BoardLayout.fitting(cardCount: cards, in: size))
        #expect(layout.cardWidth <= 14 && layout.cardHeight <= 7, "\(layout.cardWidth)×\(layout.cardHeight)")
        #expect(layout.rowGap >= 1, "rows keep a gap when there is room")
        let left = layout.originColumn
        let right = columns - layout.originColumn - layout.width
        #expect(abs(left - right) <= 1, "\(left) columns on the left, \(right) on the right")
        // Between the status line (row 0) and the hint line (the last row).
        let above = layout.originRow - 1
        let below = rows - 1 - layout.originRow - layout.height
        #expect(abs(above - below) <= 1, "\(above) rows above, \(below) below")
    }

    @Test("a 12-card board at 100×30 keeps its 14×7 cards")
    func commonSizeKeepsItsCards() throws {
        let layout = try #require(BoardLayout.fitting(cardCount: 12, in: TerminalSize(columns: 100, rows: 30)))
        #expect(layout.cardWidth == 14 && layout.cardHeight == 7)
    }

    @Test("a resize keeps the grid: only the card size and the centring change")
    func resizeKeepsTheGrid() throws {
        let grid = BoardLayout.grid(forCardCount: 12, in: TerminalSize(columns: 80, rows: 24))
        let narrow = try #require(
            BoardLayout.fitting(grid: grid, cardCount: 12, in: TerminalSize(columns: 50, rows: 16)))
        let big = try #require(BoardLayout.fitting(grid: grid, cardCount: 12, in: TerminalSize(columns: 160, rows: 50)))
        #expect(narrow.columns == grid.columns && big.columns == grid.columns)
        #expect(big.cardWidth > narrow.cardWidth)
        #expect(BoardLayout.fitting(grid: grid, cardCount: 12, in: TerminalSize(columns: 20, rows: 16)) == nil)
    }

    @Test("minimumSize is a size where the board fits", arguments: Array(1...200))
    func minimumSizeFits(count: Int) {
        let minimum = BoardLayout.minimumSize(forCardCount: count)
        let layout = BoardLayout.fitting(cardCount: count, in: minimum)
        #expect(layout != nil)
        #expect(layout?.cardWidth == 6)
        #expect(layout?.cardHeight == 3)
    }

    @Test("minimumSize for 12 cards: a 4 × 3 grid of 6×3 cards, and one column or row less does not fit")
    func minimumSizeTwelve() {
        let minimum = BoardLayout.minimumSize(forCardCount: 12)
        #expect(minimum == TerminalSize(columns: 29, rows: 11))
        #expect(BoardLayout.fitting(cardCount: 12, in: TerminalSize(columns: 28, rows: 11)) == nil)
        #expect(BoardLayout.fitting(cardCount: 12, in: TerminalSize(columns: 29, rows: 10)) == nil)
    }

    @Test("tiny terminals fit nothing", arguments: [(0, 0), (1, 1), (8, 2), (7, 5), (-4, -4), (200, 4)])
    func tiny(columns: Int, rows: Int) {
        #expect(BoardLayout.fitting(cardCount: 12, in: TerminalSize(columns: columns, rows: rows)) == nil)
    }

    @Test("a single card fits in 8×5: status row, card, hint row")
    func singleCard() throws {
        let layout = try #require(BoardLayout.fitting(cardCount: 1, in: TerminalSize(columns: 8, rows: 5)))
        #expect(layout.cardOrigin(0)! == (row: 1, column: 1))
        #expect(BoardLayout.minimumSize(forCardCount: 1) == TerminalSize(columns: 8, rows: 5))
    }
}
