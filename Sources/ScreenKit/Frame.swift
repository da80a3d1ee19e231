import MemorizeText

/// A whole screen drawn in memory: rows of cells that a backend copies to the terminal.
///
/// Drawing clips at the edges and keeps wide characters whole: a wide character that would not fit
/// is replaced by a space, and overwriting half of one blanks the other half.
package struct Frame: Hashable, Sendable {
    /// The frame's size.
    package let size: TerminalSize
    /// `rows[row][column]`.
    package private(set) var rows: [[Cell]]
    /// Where the terminal's cursor goes once the frame is shown: on what the player attends to (the
    /// focused card's face, an overlay's current line), because screen readers, braille displays,
    /// magnifiers and input methods follow the cursor. Nil, or a cell outside the frame, leaves it
    /// wherever the drawing ended.
    package var cursor: CellPosition?
    /// A row to send before the others when the whole screen is drawn: a console screen reader speaks
    /// text as it arrives, and the key line, which names plain mode, should be the first it says.
    package var heardFirst: Int?

    /// A frame of blank cells.
    package init(size: TerminalSize, fill: CellStyle = .plain) {
        self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
        rows = Array(
            repeating: Array(repeating: .blank(fill), count: self.size.columns), count: self.size.rows)
    }

    /// The cell at a position.
    package subscript(row: Int, column: Int) -> Cell {
        rows[row][column]
    }

    // MARK: - Drawing

    /// Draws `text` starting at a position, one grapheme after another, clipping at the right edge.
    ///
    /// - Returns: The column after the last cell drawn.
    @discardableResult
    package mutating func put(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
        var column = column
        if TextWidth.simpleColumns(of: text) != nil {
            // One cell per scalar: no grapheme boundaries to find.
            for scalar in text.unicodeScalars {
                put(Cell(scalar: scalar, style: style), row: row, column: column)
                column += 1
            }
            return column
        }
        for character in text {
            let width = TextWidth.columns(of: character)
            if width == 0 { continue }
            put(Cell(character: character, width: width, style: style), row: row, column: column)
            column += width
        }
        return column
    }

    /// Fills a rectangle with one character in one style.
    ///
    /// A wide character is repeated every two columns; a column left over at the rectangle's right
    /// edge gets a space, so nothing is drawn outside the rectangle.
    package mutating func fill(
        rows rowRange: Range<Int>, columns columnRange: Range<Int>, with character: Character = " ",
        style: CellStyle = .plain
    ) {
        let cell: Cell
        if let scalar = TextWidth.simpleScalar(of: character) {
            // A space, a line or a shade: the board's fills are nearly all of these.
            cell = Cell(scalar: scalar, style: style)
        } else {
            // A character that takes no column (a lone combining mark) cannot fill anything: use spaces.
            let width = TextWidth.columns(of: character)
            cell = width == 0 ? Cell.blank(style) : Cell(character: character, width: width, style: style)
        }
        for row in rowRange {
            if cell.width == 1 {
                fillRow(row, columns: columnRange, with: cell)
                continue
            }
            for column in stride(from: columnRange.lowerBound, to: columnRange.upperBound, by: cell.width) {
                put(column + cell.width <= columnRange.upperBound ? cell : .blank(style), row: row, column: column)
            }
        }
    }

    /// Fills part of a row with a one-column cell, as putting it in each column from left to right
    /// would: only a wide character cut by either end of the range loses its other half.
    private mutating func fillRow(_ row: Int, columns columnRange: Range<Int>, with cell: Cell) {
        guard rows.indices.contains(row) else { return }
        let columns = columnRange.clamped(to: 0..<size.columns)
        guard !columns.isEmpty else { return }
        // One access to the row for the ends and the fill: the board fills a thousand short stretches.
        rows[row].withUnsafeMutableBufferPointer { cells in
            Self.clearWideCharacter(in: cells, at: columns.lowerBound)
            Self.clearWideCharacter(in: cells, at: columns.upperBound - 1)
            for column in columns { cells[column] = cell }
        }
    }

    /// `clearWideCharacter(row:column:)` on a row's cells, for a caller that holds them already.
    private static func clearWideCharacter(in cells: UnsafeMutableBufferPointer<Cell>, at column: Int) {
        let cell = cells[column]
        if cell.width == 2, column + 1 < cells.count {
            cells[column + 1] = .blank(cell.style)
        } else if cell.isContinuation, column > 0 {
            cells[column - 1] = .blank(cells[column - 1].style)
        }
    }

    /// Changes only the style of the cells in a rectangle.
    package mutating func restyle(rows rowRange: Range<Int>, columns columnRange: Range<Int>, style: CellStyle) {
        for row in rowRange where rows.indices.contains(row) {
            for column in columnRange where rows[row].indices.contains(column) {
                rows[row][column].style = style
            }
        }
    }

    /// Puts `cell` (of width 1 or 2) at a position: a wide one that would not fit becomes a space.
    /// Puts a cell of one column in place of another of one column, as it is: for a pass over a
    /// finished frame that swaps characters (`NarrowSymbols`), where no wide character is touched.
    package mutating func replace(row: Int, column: Int, with cell: Cell) {
        guard rows.indices.contains(row), rows[row].indices.contains(column), rows[row][column].width == 1,
            cell.width == 1
        else { return }
        rows[row][column] = cell
    }

    private mutating func put(_ cell: Cell, row: Int, column: Int) {
        guard rows.indices.contains(row), column >= 0, column < size.columns else { return }
        let width = cell.width
        guard column + width <= size.columns else {
            clearWideCharacter(row: row, column: column)
            rows[row][column] = .blank(cell.style)
            return
        }
        for offset in 0..<width { clearWideCharacter(row: row, column: column + offset) }
        rows[row][column] = cell
        if width == 2 { rows[row][column + 1] = Cell(text: "", width: 0, style: cell.style) }
    }

    /// Blanks the other half of a wide character before one of its cells is overwritten.
    private mutating func clearWideCharacter(row: Int, column: Int) {
        rows[row].withUnsafeMutableBufferPointer { Self.clearWideCharacter(in: $0, at: column) }
    }

    // MARK: - Reading

    /// The text of one row as a person would read it (continuation cells contribute nothing).
    package func text(ofRow row: Int) -> String {
        rows[row].reduce(into: "") { $0 += $1.text }
    }

    /// Every row's text, for comparing a frame with literal expected rows in tests.
    package var lines: [String] {
        rows.indices.map { text(ofRow: $0) }
    }

    // MARK: - Updating a screen

    /// The rows that differ from `previous`, in groups a screen can be brought up to date with one
    /// group at a time; every row of a different size when the sizes differ.
    ///
    /// ncurses' update looks for lines that moved: a line whose text is found once on the screen
    /// and once, elsewhere, in the new frame makes it scroll a region, and it then repaints what the
    /// scroll disturbed. Boards have many equal lines (rows of face-down cards), so a cursor moving
    /// down a card row looked like that and cost 1,762 bytes instead of about 150. No group here
    /// contains such a pair, so the update writes only the cells that changed. Most updates are one
    /// group; a move down or up is two (the old cursor off, then the new one on).
    package func updateGroups(from previous: Frame) -> [[Int]] {
        guard previous.size == size else { return [Array(rows.indices)] }
        var screen = previous.rows
        var pending = rows.indices.filter { rows[$0] != screen[$0] }
        var groups: [[Int]] = []
        while !pending.isEmpty {
            var group = pending
            let moved = Self.movedLines(changing: group, of: screen, to: rows)
            if !moved.isEmpty {
                // A moved line waits for the next group, by when the line it matched has changed.
                group = pending.filter { !moved.contains($0) }
                if group.isEmpty || !Self.movedLines(changing: group, of: screen, to: rows).isEmpty {
                    group = [pending[0]]
                }
            }
            for row in group { screen[row] = rows[row] }
            pending.removeAll { group.contains($0) }
            groups.append(group)
        }
        return groups
    }

    /// The rows whose new text would look moved to ncurses if `changed` rows of `screen` became
    /// those of `target`: the text appears once on the new screen, and once on the old one at
    /// another row. Both rows must be changed ones (an unchanged row keeps its text on both
    /// screens, so that text would appear twice), so only those are compared.
    private static func movedLines(changing changed: [Int], of screen: [[Cell]], to target: [[Cell]]) -> [Int] {
        func updated(_ row: Int) -> [Cell] { changed.contains(row) ? target[row] : screen[row] }
        return changed.filter { new in
            changed.contains { old in
                old != new && screen[old] == target[new]
                    && !screen.indices.contains { $0 != old && screen[$0] == screen[old] }
                    && !screen.indices.contains { $0 != new && updated($0) == target[new] }
            }
        }
    }
}
