/// A size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// "columns×rows", as a player would read it.
    public var description: String { "\(columns)×\(rows)" }
}
