import ScreenKit

/// Where the cards go: the grid shape, the card size and the board's place on the screen.
///
/// The screen keeps its first row for the status line and its last row for key hints; the board is
/// centred in the rows between, with at least one free column on each side of every card for the
/// cursor markers. `GameRenderer` draws with exactly this geometry, so `cardIndex(atRow:column:)`
/// hit-tests what is on screen.
public struct BoardLayout: Equatable, Sendable {
    /// Cards per row of the grid.
    public let columns: Int
    /// Rows of the grid; the last one may be partly empty.
    public let rows: Int
    /// A card's outer width, border included.
    public let cardWidth: Int
    /// A card's outer height, border included.
    public let cardHeight: Int
    /// How many cards the board holds.
    public let cardCount: Int
    /// Blank columns between two cards side by side.
    public let columnGap: Int
    /// Blank rows between two cards one above the other.
    public let rowGap: Int
    /// The screen row of the board's top edge.
    public let originRow: Int
    /// The screen column of the board's left edge.
    public let originColumn: Int

    /// Card sizes (outer width, height), smallest first; each interior centres a two-column emoji.
    static let cardSizes: [(width: Int, height: Int)] = [(6, 3), (8, 3), (8, 5), (10, 5), (12, 7)]

    /// Spacing (between columns, between rows), loosest first.
    static let gaps: [(column: Int, row: Int)] = [(2, 1), (2, 0), (1, 0)]

    /// Rows the status line and the hint line take from the screen.
    static let reservedRows = 2
    /// Free columns kept on each side of the board, for the cursor markers.
    static let sideMargin = 1

    // MARK: - Fitting

    /// Fits `cardCount` cards in a terminal of `size`.
    ///
    /// Prefers the largest card size, then the loosest spacing, then the grid shape closest to the shape
    /// of the space the board has.
    /// - Returns: The layout, or nil when even the smallest cards do not fit.
    public static func fitting(cardCount: Int, in size: TerminalSize) -> BoardLayout? {
        let availableColumns = size.columns - 2 * sideMargin
        let availableRows = size.rows - reservedRows
        guard availableColumns > 0, availableRows > 0 else { return nil }
        let count = max(0, cardCount)
        for card in cardSizes.reversed() {
            for gap in gaps {
                var best: (shape: GridShape, score: ShapeScore)?
                for shape in GridShape.candidates(for: count) {
                    let width = shape.columns * card.width + max(0, shape.columns - 1) * gap.column
                    let height = shape.rows * card.height + max(0, shape.rows - 1) * gap.row
                    guard width <= availableColumns, height <= availableRows else { continue }
                    let score = ShapeScore(
                        width: width, height: height, availableColumns: availableColumns,
                        availableRows: availableRows, emptySlots: shape.columns * shape.rows - count,
                        columns: shape.columns)
                    if best.map({ score < $0.score }) ?? true { best = (shape, score) }
                }
                if let shape = best?.shape {
                    return BoardLayout(
                        shape: shape, cardWidth: card.width, cardHeight: card.height, cardCount: count,
                        columnGap: gap.column, rowGap: gap.row, in: size)
                }
            }
        }
        return nil
    }

    /// The smallest terminal that shows `cardCount` cards: the smallest cards, packed tightly, in the
    /// grid shape that needs the least of a terminal shaped like the classic 80×24.
    public static func minimumSize(forCardCount cardCount: Int) -> TerminalSize {
        let card = cardSizes[0]
        let gap = gaps[gaps.count - 1]
        var best: TerminalSize?
        var bestScale = Double.infinity
        for shape in GridShape.candidates(for: max(0, cardCount)) {
            let columns = shape.columns * card.width + max(0, shape.columns - 1) * gap.column + 2 * sideMargin
            let rows = shape.rows * card.height + max(0, shape.rows - 1) * gap.row + reservedRows
            let scale = max(Double(columns) / 80, Double(rows) / 24)
            if scale < bestScale {
                bestScale = scale
                best = TerminalSize(columns: columns, rows: rows)
            }
        }
        return best ?? TerminalSize(columns: 2 * sideMargin, rows: reservedRows)
    }

    // MARK: - Geometry

    /// The board's width in columns.
    public var width: Int { columns * cardWidth + max(0, columns - 1) * columnGap }

    /// The board's height in rows.
    public var height: Int { rows * cardHeight + max(0, rows - 1) * rowGap }

    /// The screen position of the top-left corner of card `index`, or nil when there is no such card.
    public func cardOrigin(_ index: Int) -> (row: Int, column: Int)? {
        guard index >= 0, index < cardCount, columns > 0 else { return nil }
        let gridRow = index / columns
        let gridColumn = index % columns
        return (
            originRow + gridRow * (cardHeight + rowGap),
            originColumn + gridColumn * (cardWidth + columnGap)
        )
    }

    /// The card whose rectangle (border included) covers a screen cell, or nil over a gap or outside.
    public func cardIndex(atRow row: Int, column: Int) -> Int? {
        let y = row - originRow
        let x = column - originColumn
        guard y >= 0, x >= 0, columns > 0 else { return nil }
        let gridRow = y / (cardHeight + rowGap)
        let gridColumn = x / (cardWidth + columnGap)
        guard gridRow < rows, gridColumn < columns else { return nil }
        guard y % (cardHeight + rowGap) < cardHeight, x % (cardWidth + columnGap) < cardWidth else { return nil }
        let index = gridRow * columns + gridColumn
        return index < cardCount ? index : nil
    }

    // MARK: - Implementation

    private init(
        shape: GridShape, cardWidth: Int, cardHeight: Int, cardCount: Int, columnGap: Int, rowGap: Int,
        in size: TerminalSize
    ) {
        columns = shape.columns
        rows = shape.rows
        self.cardWidth = cardWidth
        self.cardHeight = cardHeight
        self.cardCount = cardCount
        self.columnGap = columnGap
        self.rowGap = rowGap
        let width = shape.columns * cardWidth + max(0, shape.columns - 1) * columnGap
        let height = shape.rows * cardHeight + max(0, shape.rows - 1) * rowGap
        originColumn = (size.columns - width) / 2
        originRow = 1 + (size.rows - Self.reservedRows - height) / 2
    }
}

/// A grid of `columns` × `rows` card slots.
private struct GridShape {
    var columns: Int
    var rows: Int

    /// Every grid that holds `count` cards without a wholly empty row or column: for each number of
    /// rows, the fewest columns that hold all the cards.
    static func candidates(for count: Int) -> [GridShape] {
        guard count > 0 else { return [GridShape(columns: 0, rows: 0)] }
        return (1...count).compactMap { columns in
            let rows = (count + columns - 1) / columns
            let fewestColumns = (count + rows - 1) / rows
            return columns == fewestColumns ? GridShape(columns: columns, rows: rows) : nil
        }
    }
}

/// How well a board fits the space it has; smaller is better.
private struct ShapeScore: Comparable {
    /// How far the board's proportions are from the space's: the larger of the two ratios, 1 when equal.
    var mismatch: Double
    var emptySlots: Int
    /// Fewer columns loses a tie, so wide terminals get wide boards.
    var negatedColumns: Int

    init(width: Int, height: Int, availableColumns: Int, availableRows: Int, emptySlots: Int, columns: Int) {
        let board = Double(max(1, width)) / Double(max(1, height))
        let space = Double(availableColumns) / Double(availableRows)
        mismatch = max(board / space, space / board)
        self.emptySlots = emptySlots
        negatedColumns = -columns
    }

    static func < (lhs: ShapeScore, rhs: ShapeScore) -> Bool {
        (lhs.mismatch, lhs.emptySlots, lhs.negatedColumns) < (rhs.mismatch, rhs.emptySlots, rhs.negatedColumns)
    }
}
