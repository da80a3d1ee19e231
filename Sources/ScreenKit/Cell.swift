/// One column of one row of a frame.
///
/// A wide character (an emoji) occupies two cells: the first holds it with `width` 2, the second is a
/// continuation cell with empty `text` and `width` 0, so columns never shift.
package struct Cell: Hashable, Sendable {
    /// The grapheme drawn here; empty in a continuation cell.
    package var text: String
    /// Columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    package var width: Int
    /// Colors and attributes.
    package var style: CellStyle

    package init(text: String, width: Int, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in the given style.
    package static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(text: " ", width: 1, style: style)
    }

    /// Whether this cell is the right half of a wide character.
    package var isContinuation: Bool { width == 0 }
}
