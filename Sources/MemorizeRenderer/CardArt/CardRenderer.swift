import MemorizeText
import MemorizeViewModel
import ScreenKit

/// Draws one card: its border for its state, its back pattern or face, its place on the board, and
/// the cursor marks.
///
/// Nothing here depends on color alone: a face-down card has a pattern, a just-matched card a double
/// border with a check mark, a matched card a dotted outline and a dim face, the cursor card a solid
/// bar across its top border (a gap in the border even where attributes do not show) and a `>` in its
/// left border on the face's row, a character a screen reader speaks.
///
/// The face's row starts with the card's place (`b3`, as plain mode names it) where it fits beside
/// the face: a reader that speaks the line under the terminal's cursor, which sits there, says where
/// the card is, and what it shows when it is face up.
enum CardRenderer {
    /// Draws `card` with its top-left corner at `row`, `column`.
    /// - Parameters:
    ///   - label: The card's place on the board (`b3`), drawn at the start of the face's row; nil for none.
    ///   - backColors: The foreground of each interior column of a face-down card.
    /// - Returns: The card's face cell, where the terminal's cursor goes when the card is focused: the
    ///   start of its label, or of its face when no label fits beside the face.
    @discardableResult
    static func draw(
        _ card: CardView, row: Int, column: Int, width: Int, height: Int, label: String? = nil, isCursor: Bool,
        backColors: [TerminalColor], context: RenderContext, in frame: inout Frame
    ) -> CellPosition {
        let faceRow = row + height / 2
        var faceCell = CellPosition(row: faceRow, column: column + 1)
        if let phase = card.flip {
            drawFlip(
                card, phase: phase, row: row, column: column, width: width, height: height, backColors: backColors,
                context: context, in: &frame)
            // Over the full width, so the cursor stays put while its card turns.
            if isCursor {
                drawCursor(card, row: row, column: column, width: width, height: height, context: context, in: &frame)
            }
            return faceCell
        }
        let glyphs = context.glyphs
        let interiorRows = row + 1..<row + height - 1
        let interiorColumns = column + 1..<column + width - 1
        frame.fill(rows: interiorRows, columns: interiorColumns)
        let labelWidth = label.map { TextWidth.columns(of: $0) } ?? 0

        switch card.side {
        case .faceDown:
            for (offset, interiorColumn) in interiorColumns.enumerated() {
                let color = offset < backColors.count ? backColors[offset] : .default
                frame.fill(
                    rows: interiorRows, columns: interiorColumn..<interiorColumn + 1, with: glyphs.cardBackPattern,
                    style: CellStyle(foreground: color))
            }
            // Each character in its column's pattern style, so the label costs no change of style.
            if let label, labelWidth <= interiorColumns.count {
                for (offset, character) in label.enumerated() {
                    let color = offset < backColors.count ? backColors[offset] : .default
                    frame.put(
                        String(character), row: faceRow, column: interiorColumns.lowerBound + offset,
                        style: CellStyle(foreground: color))
                }
            }
        case .faceUp, .justMatched, .matched:
            // A text face too wide for the card ends in an ellipsis, and the board's line reads it whole
            // (`GameRenderer.fullFacesLine`).
            let face = TextFitting.truncated(
                (context.facesInUnicode ? card.face?.text : card.face?.asciiText) ?? "",
                toColumns: interiorColumns.count, ellipsis: context.capabilities.unicode ? "…" : "")
            var style = context.style(foreground: card.face?.color ?? .default, bold: !context.facesInUnicode)
            style.dim = card.side == .matched
            style.bold = style.bold || card.side == .justMatched
            let faceStart = interiorColumns.lowerBound + (interiorColumns.count - TextWidth.columns(of: face)) / 2
            frame.put(face, row: faceRow, column: faceStart, style: style)
            // The label only with a blank between it and the face, which stays centred.
            if let label, labelWidth > 0, interiorColumns.lowerBound + labelWidth < faceStart {
                frame.put(label, row: faceRow, column: interiorColumns.lowerBound, style: CellStyle(dim: style.dim))
            } else {
                faceCell.column = faceStart
            }
        }

        switch card.side {
        case .faceDown, .faceUp:
            frame.drawBorder(glyphs.card, row: row, column: column, width: width, height: height, style: .plain)
        case .justMatched:
            frame.drawBorder(
                glyphs.justMatchedCard, row: row, column: column, width: width, height: height,
                style: context.style(foreground: .green, bold: true))
            frame.put(
                String(glyphs.matchMarker), row: row, column: column + width / 2,
                style: context.style(foreground: .green, bold: true))
        case .matched:
            frame.drawBorder(
                glyphs.matchedCard, row: row, column: column, width: width, height: height,
                style: CellStyle(dim: true))
        }
        if card.flashes {
            frame.restyle(
                rows: row..<row + height, columns: column..<column + width,
                style: CellStyle(bold: true, reverse: true))
        }
        if let bonus = card.bonus {
            drawBonusBar(bonus, row: row + height - 1, column: column, width: width, context: context, in: &frame)
        }
        if isCursor {
            drawCursor(card, row: row, column: column, width: width, height: height, context: context, in: &frame)
        }
        return faceCell
    }

    /// One frame of a card turning over: the back narrowing to half the width, the edge as one line,
    /// then the face widening; the full card follows on the next frame. Only this card's cells change,
    /// so a frame costs a few hundred bytes.
    private static func drawFlip(
        _ card: CardView, phase: CardView.FlipPhase, row: Int, column: Int, width: Int, height: Int,
        backColors: [TerminalColor], context: RenderContext, in frame: inout Frame
    ) {
        frame.fill(rows: row..<row + height, columns: column..<column + width)
        let center = column + width / 2
        switch phase {
        case .edge:
            let edge = context.capabilities.unicode ? "┃" : "|"
            frame.fill(rows: row..<row + height, columns: center..<center + 1, with: Character(edge))
        case .narrowBack, .narrowFace:
            let narrow = max(4, (width / 2) & ~1)
            let left = column + (width - narrow) / 2
            var shown = card
            shown.flip = nil
            shown.side = phase == .narrowBack ? .faceDown : .faceUp
            shown.bonus = nil
            draw(
                shown, row: row, column: left, width: narrow, height: height, label: nil, isCursor: false,
                backColors: Array(backColors.prefix(narrow - 2)), context: context, in: &frame)
        }
    }

    /// The timed bonus left, as a heavy stretch of the bottom border that shrinks from the right: a
    /// different glyph from the border, so it shows without color too.
    private static func drawBonusBar(
        _ bonus: Double, row: Int, column: Int, width: Int, context: RenderContext, in frame: inout Frame
    ) {
        let inside = width - 2
        let filled = Int((Double(inside) * min(max(bonus, 0), 1)).rounded(.up))
        guard filled > 0 else { return }
        let glyph = context.capabilities.unicode ? "━" : "="
        frame.put(
            String(repeating: glyph, count: filled), row: row, column: column + 1,
            style: context.style(foreground: .yellow, bold: true))
    }

    /// The cursor: the top border between the corners as one solid bar, in a background color, or in
    /// reverse video without colors, and the mark, a `>` in place of the left border on the face's row.
    ///
    /// A bar as wide as the card is plain to see on a big board, and it is one run of single-byte
    /// blanks in one style, so moving the cursor writes two short runs (the bar, and the old card's
    /// border put back) and stays far under 120 bytes; corners and markers cost a cursor address
    /// each. It is in the top border and has no line glyph, so the timed bonus bar (a yellow heavy
    /// line in the bottom border) cannot be taken for it. A just-matched card keeps its check mark.
    /// The bar is blanks, which a screen reader does not speak; the mark is said just before the
    /// card's label on the line under the terminal's cursor. It is plain, a single byte with no change
    /// of style, so moving it costs two cursor addresses.
    private static func drawCursor(
        _ card: CardView, row: Int, column: Int, width: Int, height: Int, context: RenderContext,
        in frame: inout Frame
    ) {
        let length = min(width - 2, maximumCursorBar)
        guard length > 0 else { return }
        let style = cursorStyle(context.capabilities)
        frame.put(
            String(repeating: context.glyphs.cursorBar, count: length), row: row,
            column: column + (width - length) / 2, style: style)
        if card.flip == nil, card.side == .justMatched {
            frame.put(String(context.glyphs.matchMarker), row: row, column: column + width / 2, style: style)
        }
        if height >= 3 { frame.put(String(context.glyphs.cursorMark), row: row + height / 2, column: column) }
    }

    /// The longest cursor bar, centred on the largest cards: putting back each border cell it
    /// covered costs 3 bytes, and without colors every blank of the bar is sent too.
    static let maximumCursorBar = 18

    /// The cursor bar's style: a color change alone is the cheapest to send (no attribute reset,
    /// which ncurses sends with a character set selection); without colors, reverse video.
    static func cursorStyle(_ capabilities: TerminalCapabilities) -> CellStyle {
        capabilities.colorCount > 0 ? CellStyle(background: .cyan) : CellStyle(reverse: true)
    }
}
