/// The highlighted row of a list, such as the theme picker's: moved by a row, a page, to either end,
/// or to the next name with a letter, and always on a row of the list.
package struct ListSelection: Hashable, Sendable {
    /// How many rows the list has.
    package let count: Int
    /// The highlighted row, in `0..<count` (0 for an empty list).
    package private(set) var selected: Int

    /// How many rows a page key moves.
    package static let pageSize = 8

    /// A selection of `selected` in a list of `count` rows, clamped to the list.
    package init(count: Int, selected: Int = 0) {
        self.count = max(count, 0)
        self.selected = min(max(selected, 0), max(self.count - 1, 0))
    }

    /// Moves by `rows` (negative is up), stopping at the first and last row.
    package mutating func move(by rows: Int) {
        self = ListSelection(count: count, selected: selected + rows)
    }

    /// Moves a page up or down.
    package mutating func page(down: Bool) {
        move(by: down ? Self.pageSize : -Self.pageSize)
    }

    /// Moves to the first or the last row.
    package mutating func jumpToEnd(last: Bool) {
        self = ListSelection(count: count, selected: last ? count - 1 : 0)
    }

    /// Highlights `row`, if it is in the list.
    package mutating func select(_ row: Int) {
        guard row >= 0, row < count else { return }
        selected = row
    }

    /// Moves to the next row after the highlighted one whose name starts with `character`, ignoring
    /// case and wrapping around; stays put when no name does.
    package mutating func jump(toNextStartingWith character: Character, names: [String]) {
        guard count > 0 else { return }
        let wanted = String(character).lowercased()
        for step in 1...count {
            let row = (selected + step) % count
            if row < names.count, names[row].lowercased().hasPrefix(wanted) {
                selected = row
                return
            }
        }
    }
}
