import MemorizeText
import ScreenKit

/// Drawing shapes the renderer's parts share, on top of `Frame`'s clipping primitives.
extension Frame {
    /// Draws the outline of a rectangle; the inside is left as it is.
    mutating func drawBorder(
        _ border: BorderGlyphs, row: Int, column: Int, width: Int, height: Int, style: CellStyle
    ) {
        guard width >= 2, height >= 2 else { return }
        let right = column + width - 1
        let bottom = row + height - 1
        fill(rows: row..<row + 1, columns: column + 1..<right, with: border.top, style: style)
        fill(rows: bottom..<bottom + 1, columns: column + 1..<right, with: border.bottom, style: style)
        fill(rows: row + 1..<bottom, columns: column..<column + 1, with: border.left, style: style)
        fill(rows: row + 1..<bottom, columns: right..<right + 1, with: border.right, style: style)
        put(String(border.topLeft), row: row, column: column, style: style)
        put(String(border.topRight), row: row, column: right, style: style)
        put(String(border.bottomLeft), row: bottom, column: column, style: style)
        put(String(border.bottomRight), row: bottom, column: right, style: style)
    }

    /// Draws `text` centred between `column` and `column + width`, cut to fit.
    mutating func putCentered(_ text: String, row: Int, column: Int, width: Int, style: CellStyle = .plain) {
        let text = TextFitting.truncated(text, toColumns: width)
        put(text, row: row, column: column + (width - TextWidth.columns(of: text)) / 2, style: style)
    }
}
