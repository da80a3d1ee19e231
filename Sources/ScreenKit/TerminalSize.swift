/// A size in character cells.
package struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// "columns×rows", as a player would read it.
    package var description: String { "\(columns)×\(rows)" }
}
