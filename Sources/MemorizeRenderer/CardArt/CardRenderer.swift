import MemorizeViewModel
import ScreenKit

/// Draws one card: its border for its state, its back pattern or face, and the cursor marks.
///
/// Nothing here depends on color alone: a face-down card has a pattern, a matched card a dotted outline,
/// the cursor card bold heavy corners and markers beside it.
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

        if card.side == .matched {
            frame.drawBorder(
                glyphs.matchedCard, row: row, column: column, width: width, height: height,
                style: CellStyle(dim: true))
        } else {
            frame.drawBorder(glyphs.card, row: row, column: column, width: width, height: height, style: .plain)
        }
        if isCursor {
            drawCursor(row: row, column: column, width: width, height: height, glyphs: glyphs, in: &frame)
        }
    }

    /// Bold heavy corners and a marker on each side: plain to see without color, and cheap to move.
    private static func drawCursor(
        row: Int, column: Int, width: Int, height: Int, glyphs: Glyphs, in frame: inout Frame
    ) {
        let style = CellStyle(bold: true)
        let corners = glyphs.cursorCorners
        let right = column + width - 2
        let bottom = row + height - 1
        frame.put(corners.topLeft, row: row, column: column, style: style)
        frame.put(corners.topRight, row: row, column: right, style: style)
        frame.put(corners.bottomLeft, row: bottom, column: column, style: style)
        frame.put(corners.bottomRight, row: bottom, column: right, style: style)
        frame.put(String(glyphs.cursorLeftMarker), row: row + height / 2, column: column - 1, style: style)
        frame.put(String(glyphs.cursorRightMarker), row: row + height / 2, column: column + width, style: style)
    }
}
