/// One cell of the screen: a row and a column, both counted from 0 at the top left.
package struct CellPosition: Hashable, Sendable, CustomStringConvertible {
    package var row: Int
    package var column: Int

    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// "row 3, column 10", for test messages.
    package var description: String { "row \(row), column \(column)" }
}
