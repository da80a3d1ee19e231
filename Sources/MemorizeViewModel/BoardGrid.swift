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

extension BoardGrid {
    /// What card `index` is called where the board names its places: its row's letter and its place
    /// in that row, from 1 (`b3`, the third card of the second row). It is the name plain mode reads
    /// and takes as a choice (row letter first, as in `l b`, which reads row b), so a player who moves
    /// between the grid and the lines finds a card by the same name. Past row z, where plain mode has
    /// no letter, it is the card's number in reading order, which plain mode takes too.
    package func positionName(ofCard index: Int) -> String {
        let row = index / columns
        guard index >= 0, row < 26 else { return String(index + 1) }
        return String(UnicodeScalar(UInt8(ascii: "a") + UInt8(row))) + String(index % columns + 1)
    }
}
