/// The shape of the board: how many cards a row and how many rows. Chosen when a game is dealt and
/// kept until the next deal, because players remember where the cards are.
package struct BoardGrid: Hashable, Sendable {
    /// Cards per row.
    package let columns: Int
    /// Rows; the last one may be shorter.
    package let rows: Int

    /// The grid of `columns` per row that holds `cardCount` cards (at least one column and one row).
    package init(columns: Int, cardCount: Int) {
        self.columns = max(columns, 1)
        rows = max((max(cardCount, 0) + self.columns - 1) / self.columns, 1)
    }
}
