import MemorizeViewModel
import ScreenKit

/// Where the cards go: the grid, the card size and the board's place on the screen.
///
/// The grid is chosen once per deal (`grid(forCardCount:in:)`) and then kept; each terminal size only
/// picks the card size, the gaps and the centring for that grid (`fitting(grid:cardCount:in:)`). The
/// screen keeps a row for the status line above the board and one for the key hints at the bottom,
/// and at least one free column on each side of every card. A short last row is
/// centred. `GameRenderer` draws with exactly this geometry, so `cardIndex(atRow:column:)` hit-tests
/// what is on screen.
package struct BoardLayout: Equatable, Sendable {
    /// Cards per row of the grid.
    package let columns: Int
    /// Rows of the grid; the last one may be shorter.
    package let rows: Int
    /// A card's outer width, border included.
    package let cardWidth: Int
    /// A card's outer height, border included.
    package let cardHeight: Int
    /// How many cards the board holds.
    package let cardCount: Int
    /// Blank columns between two cards side by side.
    package let columnGap: Int
    /// Blank rows between two cards one above the other.
    package let rowGap: Int
    /// The screen row of the board's top edge.
    package private(set) var originRow: Int
    /// The most blank rows between the status line and the board, and between the line under the
    /// board and the hints.
    static let blockGap = 2
    /// The row of the status line: `blockGap` blank rows above the board where there is room, else the
    /// top row.
    package private(set) var statusRow = 0
    /// The row of the key hints: `blockGap` blank rows under the line under the board where there is
    /// room, else the last row.
    package private(set) var hintRow = 0
    /// The screen column of the board's left edge.
    package let originColumn: Int

    /// Card sizes (outer width, height), smallest first; each interior centres a two-column face.
    ///
    /// They stop at 14×7, the size of a 12-card board at 100×30: in a larger card the face is a dot
    /// in an empty box, and a big terminal is better spent as margin around a board that stays
    /// easy to take in at a glance.
    static let cardSizes: [(width: Int, height: Int)] = [
        (6, 3), (8, 3), (8, 5), (10, 5), (12, 7), (14, 7),
    ]

    /// Spacing (between columns, between rows), loosest first.
    static let gaps: [(column: Int, row: Int)] = [(3, 1), (2, 1), (2, 0), (1, 0)]

    /// Rows the status line and the hint line take from the screen.
    static let reservedRows = 2
    /// Free columns kept on each side of the board, so no card touches the terminal's edge.
    static let sideMargin = 1

    // MARK: - Choosing the grid

    /// The grid for a fresh deal of `cardCount` cards on a terminal of `size`.
    ///
    /// The grid that lets the cards be largest wins, a short last row counting as cards half as
    /// large, so full rectangles are preferred; among equals, the shape closest to the space's wins
    /// (16 cards → 4 × 4, 12 → 4 × 3 on 80×24). When no grid fits, the one that needs the least
    /// enlarging of this terminal is chosen.
    package static func grid(forCardCount cardCount: Int, in size: TerminalSize) -> BoardGrid {
        let count = max(cardCount, 1)
        let space = (columns: size.columns - 2 * sideMargin, rows: size.rows - reservedRows)
        var best: (grid: BoardGrid, score: GridScore)?
        for grid in candidateGrids(for: count) {
            let score = GridScore(grid: grid, cardCount: count, space: space)
            if best.map({ score < $0.score }) ?? true { best = (grid, score) }
        }
        return best?.grid ?? BoardGrid(columns: count, cardCount: count)
    }

    /// Every grid that holds `count` cards without a wholly empty row or column: for each number of
    /// rows, the fewest columns that hold all the cards.
    static func candidateGrids(for count: Int) -> [BoardGrid] {
        (1...max(count, 1)).compactMap { columns in
            let rows = (count + columns - 1) / columns
            let fewestColumns = (count + rows - 1) / rows
            return columns == fewestColumns ? BoardGrid(columns: columns, cardCount: count) : nil
        }
    }

    // MARK: - Fitting

    /// Fits `cardCount` cards in `grid` on a terminal of `size`: the largest cards, then the loosest
    /// spacing that fit.
    /// - Returns: The layout, or nil when even the smallest cards packed tightly do not fit.
    package static func fitting(grid: BoardGrid, cardCount: Int, in size: TerminalSize) -> BoardLayout? {
        let space = (columns: size.columns - 2 * sideMargin, rows: size.rows - reservedRows)
        guard space.columns > 0, space.rows > 0 else { return nil }
        guard let (card, gap) = largestFit(grid: grid, space: space) else { return nil }
        return BoardLayout(
            grid: grid, cardWidth: card.width, cardHeight: card.height, cardCount: max(0, cardCount),
            columnGap: gap.column, rowGap: gap.row, in: size)
    }

    /// Fits a fresh deal: the grid `grid(forCardCount:in:)` chooses, at this size.
    package static func fitting(cardCount: Int, in size: TerminalSize) -> BoardLayout? {
        fitting(grid: grid(forCardCount: cardCount, in: size), cardCount: cardCount, in: size)
    }

    /// The smallest terminal that shows `grid`: the smallest cards, packed tightly.
    package static func minimumSize(for grid: BoardGrid) -> TerminalSize {
        let card = cardSizes[0]
        let gap = gaps[gaps.count - 1]
        return TerminalSize(
            columns: grid.columns * card.width + (grid.columns - 1) * gap.column + 2 * sideMargin,
            rows: grid.rows * card.height + (grid.rows - 1) * gap.row + reservedRows)
    }

    /// The smallest terminal that shows a fresh deal of `cardCount` cards, in the grid that needs the
    /// least of a terminal shaped like the classic 80×24.
    package static func minimumSize(forCardCount cardCount: Int) -> TerminalSize {
        candidateGrids(for: max(cardCount, 1)).map(minimumSize(for:)).min { first, second in
            max(Double(first.columns) / 80, Double(first.rows) / 24)
                < max(Double(second.columns) / 80, Double(second.rows) / 24)
        } ?? TerminalSize(columns: 2 * sideMargin, rows: reservedRows)
    }

    /// The largest card size with which `grid` fits in `space` with a blank row between card rows,
    /// unless packing the rows tightly allows cards half as large again: a gap between rows makes
    /// the grid easier to read than slightly larger cards do.
    fileprivate static func largestFit(grid: BoardGrid, space: (columns: Int, rows: Int))
        -> (card: (width: Int, height: Int), gap: (column: Int, row: Int))?
    {
        func largest(with gapChoices: [(column: Int, row: Int)]) -> (
            card: (width: Int, height: Int), gap: (column: Int, row: Int)
        )? {
            for card in cardSizes.reversed() {
                for gap in gapChoices {
                    let width = grid.columns * card.width + (grid.columns - 1) * gap.column
                    let height = grid.rows * card.height + (grid.rows - 1) * gap.row
                    if width <= space.columns, height <= space.rows { return (card, gap) }
                }
            }
            return nil
        }
        let spaced = largest(with: gaps.filter { $0.row > 0 })
        let tight = largest(with: gaps.filter { $0.row == 0 })
        guard let spaced else { return tight }
        guard let tight else { return spaced }
        let area = { (fit: (card: (width: Int, height: Int), gap: (column: Int, row: Int))) in
            fit.card.width * fit.card.height
        }
        return 2 * area(tight) >= 3 * area(spaced) ? tight : spaced
    }

    // MARK: - Geometry

    /// The board's width in columns.
    package var width: Int { columns * cardWidth + max(0, columns - 1) * columnGap }

    /// The board's height in rows.
    package var height: Int { rows * cardHeight + max(0, rows - 1) * rowGap }

    /// The screen position of the top-left corner of card `index`, or nil when there is no such card.
    package func cardOrigin(_ index: Int) -> (row: Int, column: Int)? {
        guard index >= 0, index < cardCount, columns > 0 else { return nil }
        let gridRow = index / columns
        let gridColumn = index % columns
        return (
            originRow + gridRow * (cardHeight + rowGap),
            originColumn + rowIndent(gridRow) + gridColumn * (cardWidth + columnGap)
        )
    }

    /// The card whose rectangle (border included) covers a screen cell, or nil over a gap or outside.
    package func cardIndex(atRow row: Int, column: Int) -> Int? {
        let y = row - originRow
        guard y >= 0, columns > 0 else { return nil }
        let gridRow = y / (cardHeight + rowGap)
        guard gridRow < rows, y % (cardHeight + rowGap) < cardHeight else { return nil }
        let x = column - originColumn - rowIndent(gridRow)
        guard x >= 0 else { return nil }
        let gridColumn = x / (cardWidth + columnGap)
        guard gridColumn < columns, x % (cardWidth + columnGap) < cardWidth else { return nil }
        let index = gridRow * columns + gridColumn
        return index < cardCount ? index : nil
    }

    /// How far a row is shifted right so that a short last row sits in the middle.
    private func rowIndent(_ gridRow: Int) -> Int {
        let inRow = min(columns, cardCount - gridRow * columns)
        guard inRow < columns else { return 0 }
        return (columns - inRow) * (cardWidth + columnGap) / 2
    }

    /// The same board `rows` rows lower: for a status line of two rows.
    func movedDown(by rows: Int) -> BoardLayout {
        var moved = self
        moved.originRow += rows
        moved.hintRow += rows
        return moved
    }

    /// The same board with a status line of `rows` rows above it, a blank row between where there is
    /// room: the board itself does not move.
    func withStatusRows(_ rows: Int) -> BoardLayout {
        var moved = self
        moved.statusRow = max(0, min(statusRow, originRow - rows - Self.blockGap))
        return moved
    }

    // MARK: - Implementation

    private init(
        grid: BoardGrid, cardWidth: Int, cardHeight: Int, cardCount: Int, columnGap: Int, rowGap: Int,
        in size: TerminalSize
    ) {
        columns = grid.columns
        rows = grid.rows
        self.cardWidth = cardWidth
        self.cardHeight = cardHeight
        self.cardCount = cardCount
        self.columnGap = columnGap
        self.rowGap = rowGap
        let width = grid.columns * cardWidth + max(0, grid.columns - 1) * columnGap
        let height = grid.rows * cardHeight + max(0, grid.rows - 1) * rowGap
        originColumn = (size.columns - width) / 2
        originRow = 1 + (size.rows - Self.reservedRows - height) / 2
        // The status line, the board, the line under it and the hints read as one block, centred with
        // the board: at most two blank rows above the board and under its line, never the terminal's
        // edges far away (on a tall terminal the cards keep their largest size, and rows are left over).
        statusRow = max(0, originRow - 1 - Self.blockGap)
        hintRow = max(0, min(size.rows - 1, originRow + height + 1 + Self.blockGap))
    }
}

/// How well a grid suits a space; smaller is better.
private struct GridScore: Comparable {
    /// Whether even the smallest cards do not fit: such a grid loses to any that fits.
    var doesNotFit: Bool
    /// Minus the area of the largest card that fits, halved with a short last row (or, when none
    /// fits, how much the terminal would have to grow), so bigger cards and full rectangles win.
    var sizeCost: Double
    /// Whether the last row is short.
    var hasShortRow: Bool
    /// How far the board's proportions are from the space's: the larger of the two ratios, 1 when equal.
    var mismatch: Double

    init(grid: BoardGrid, cardCount: Int, space: (columns: Int, rows: Int)) {
        hasShortRow = grid.columns * grid.rows != cardCount
        let usable = (columns: max(space.columns, 1), rows: max(space.rows, 1))
        if let fit = BoardLayout.largestFit(grid: grid, space: usable) {
            doesNotFit = false
            sizeCost = -Double(fit.card.width * fit.card.height) * (hasShortRow ? 0.5 : 1)
            let width = grid.columns * fit.card.width + (grid.columns - 1) * fit.gap.column
            let height = grid.rows * fit.card.height + (grid.rows - 1) * fit.gap.row
            let board = Double(width) / Double(height)
            let room = Double(usable.columns) / Double(usable.rows)
            mismatch = max(board / room, room / board)
        } else {
            doesNotFit = true
            let needed = BoardLayout.minimumSize(for: grid)
            sizeCost = max(
                Double(needed.columns) / Double(usable.columns + 2), Double(needed.rows) / Double(usable.rows + 2))
            mismatch = 1
        }
    }

    static func < (lhs: GridScore, rhs: GridScore) -> Bool {
        (lhs.doesNotFit ? 1 : 0, lhs.sizeCost, lhs.hasShortRow ? 1 : 0, lhs.mismatch)
            < (rhs.doesNotFit ? 1 : 0, rhs.sizeCost, rhs.hasShortRow ? 1 : 0, rhs.mismatch)
    }
}
