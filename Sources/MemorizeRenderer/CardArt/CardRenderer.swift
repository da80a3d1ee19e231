import MemorizeViewModel
import ScreenKit

/// Draws one card: its border for its state, its back pattern or face, and the cursor marks.
///
/// Nothing here depends on color alone: a face-down card has a pattern, a matched card a dotted outline,
/// the cursor card a bold double border and markers beside it.
enum CardRenderer {
    /// Draws `card` with its top-left corner at `row`, `column`.
    /// - Parameters:
    ///   - backColors: The foreground of each interior column of a face-down card.
    static func draw(
        _ card: CardView, row: Int, column: Int, width: Int, height: Int, isCursor: Bool,
        backColors: [TerminalColor], context: RenderContext, in frame: inout Frame
    ) {
        let glyphs = context.glyphs
        let interiorRows = row + 1..<row + height - 1
        let interiorColumns = column + 1..<column + width - 1
        frame.fill(rows: interiorRows, columns: interiorColumns)

        switch card.side {
        case .faceDown:
            for (offset, interiorColumn) in interiorColumns.enumerated() {
                let color = offset < backColors.count ? backColors[offset] : .default
                frame.fill(
                    rows: interiorRows, columns: interiorColumn..<interiorColumn + 1, with: glyphs.cardBackPattern,
                    style: CellStyle(foreground: color))
            }
        case .faceUp:
            let face = context.capabilities.unicode ? card.face : String(card.asciiFace)
            let style = CellStyle(bold: !context.capabilities.unicode)
            frame.putCentered(
                face, row: row + height / 2, column: interiorColumns.lowerBound, width: interiorColumns.count,
                style: style)
        case .matched:
            break
        }

        if isCursor {
            let style = CellStyle(bold: true)
            frame.drawBorder(glyphs.cursorCard, row: row, column: column, width: width, height: height, style: style)
            frame.put(String(glyphs.cursorLeftMarker), row: row + height / 2, column: column - 1, style: style)
            frame.put(String(glyphs.cursorRightMarker), row: row + height / 2, column: column + width, style: style)
        } else if card.side == .matched {
            frame.drawBorder(
                glyphs.matchedCard, row: row, column: column, width: width, height: height,
                style: CellStyle(dim: true))
        } else {
            frame.drawBorder(glyphs.card, row: row, column: column, width: width, height: height, style: .plain)
        }
    }
}
