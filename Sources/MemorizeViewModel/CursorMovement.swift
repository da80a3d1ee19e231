import MemorizeKeys

/// Where the cursor goes on a board laid out row by row.
package enum CursorMovement {
    /// The card index the cursor moves to.
    ///
    /// Left and right follow reading order, wrapping to the previous or next row, and stop at the first
    /// and last card. Up and down move by a row and stay put at the top and bottom edge, except that
    /// moving down from above a short last row lands on the last card.
    ///
    /// - Parameters:
    ///   - index: The cursor's card index.
    ///   - direction: Where to move.
    ///   - columns: Cards per row; values below 1 count as 1.
    ///   - count: Cards on the board.
    /// - Returns: The new index, clamped to the board (0 on an empty board).
    package static func index(
        from index: Int, moving direction: CursorDirection, columns: Int, count: Int
    ) -> Int {
        guard count > 0 else { return 0 }
        let index = min(max(index, 0), count - 1)
        let columns = max(columns, 1)
        switch direction {
        case .left:
            return max(index - 1, 0)
        case .right:
            return min(index + 1, count - 1)
        case .up:
            return index >= columns ? index - columns : index
        case .down:
            if index + columns < count { return index + columns }
            // A short last row has no card right below; land on its last card rather than stop.
            let isAboveLastRow = index / columns < (count - 1) / columns
            return isAboveLastRow ? count - 1 : index
        }
    }
}
