import MemorizeKeys
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// Turns the view state into a frame: a pure function of the screen, the terminal size and what the
/// terminal can show.
package enum GameRenderer {
    /// Draws the whole screen for `screen` at `size`.
    ///
    /// The board sits where `BoardLayout.fitting(cardCount:in:)` puts it; when that finds no room, or
    /// the mode is `.tooSmall`, the frame holds only a message naming the size needed.
    /// - Parameters:
    ///   - screen: The view state to draw.
    ///   - size: The terminal's size; any size, even 0×0, gives a frame of that size.
    ///   - capabilities: Whether to draw Unicode and how many colors to use.
    /// - Returns: A frame of `size` cells.
    ///   - hits: When given, collects where each clickable thing was drawn (cards, picker rows, the keys
    ///     a box names), so a click can be mapped to what the player saw.
    package static func render(
        _ screen: GameScreen, size: TerminalSize, capabilities: TerminalCapabilities, hits: HitRegions? = nil
    ) -> Frame {
        var frame = Frame(size: size)
        let context = RenderContext(capabilities: capabilities, hits: hits)
        let count = screen.cards.count
        let grid = screen.grid ?? BoardLayout.grid(forCardCount: count, in: size)
        guard screen.mode != .tooSmall, var layout = BoardLayout.fitting(grid: grid, cardCount: count, in: size)
        else {
            TooSmallMessage.draw(needed: BoardLayout.minimumSize(for: grid), context: context, in: &frame)
            return frame
        }
        // The seats of several players take more rows when one cannot hold them: free rows above the
        // board, or rows the board is drawn smaller for. The summary lists them at the end.
        var seatRows = 1
        if screen.mode != .gameOver,
            let needed = StatusBar.seatRowsNeeded(screen.status, width: size.columns, context: context), needed > 1
        {
            for rows in stride(from: needed, to: 1, by: -1) {
                let shorter = TerminalSize(columns: size.columns, rows: size.rows - (rows - 1))
                if layout.originRow >= rows {
                    seatRows = rows
                    layout = layout.withStatusRows(rows)
                    break
                } else if let lower = BoardLayout.fitting(grid: grid, cardCount: count, in: shorter) {
                    layout = lower.movedDown(by: rows - 1).withStatusRows(rows)
                    seatRows = rows
                    break
                }
            }
        }
        // A notice is read whole: its lines go above the hints, the board drawn smaller where it would
        // cover them.
        let noticeLines = screen.notice.map { StatusBar.noticeLines($0, width: size.columns, context: context) } ?? []
        var boardArea = size
        if !noticeLines.isEmpty, layout.originRow + layout.height > size.rows - 1 - noticeLines.count {
            let reduced = TerminalSize(columns: size.columns, rows: size.rows - noticeLines.count)
            let fitted = BoardLayout.fitting(
                grid: grid, cardCount: count,
                in: TerminalSize(columns: size.columns, rows: reduced.rows - (seatRows - 1)))
            if let smaller = fitted?.movedDown(by: seatRows - 1) {
                layout = smaller
                boardArea = reduced
            }
        }
        // The summary sits beside or under the finished board. Where neither has room, from 80×24 on
        // it goes over the board rather than into one cut line, so that all of it can be read (`v`
        // shows the board); a smaller terminal keeps the board in view and the line.
        var summary: (box: OverlayBox, region: (rows: Range<Int>, columns: Range<Int>)?)?
        if screen.mode == .gameOver, screen.showsSummary {
            var box = SummaryOverlay.box(screen.summary, status: screen.status, context: context)
            if let placed = SummaryOverlay.placement(
                of: box, board: layout, grid: grid, cardCount: count, size: boardArea)
            {
                layout = placed.board
                box.region = placed.region
                summary = (box, placed.region)
            } else if size.columns >= 80, size.rows >= 24, box.naturalWidth <= size.columns,
                box.compactHeight <= OverlayBox.area(in: boardArea).count
            {
                box.region = (OverlayBox.area(in: boardArea), 0..<size.columns)
                summary = (box, box.region)
            }
        }

        BoardRenderer.draw(screen, layout: layout, context: context, in: &frame)
        // The message goes under the board when a row is free there; else it takes the theme's place
        // on the status line when it fits there whole, and else the place of the key hints, whose
        // whole width it has, until the next choice.
        let choice = screen.mode == .playing ? screen.message : nil
        let message = choice?.text(unicode: context.capabilities.unicode)
        var messageRow = layout.originRow + layout.height
        // Faces their cards show cut are read whole on the line under the board, the message under it.
        var facesRow: Int?
        if screen.mode == .playing,
            let faces = fullFacesLine(screen, grid: grid, interior: layout.cardWidth - 2, context: context),
            messageRow < boardArea.rows - 1
        {
            let width = min(size.columns - 2, max(layout.width, TextWidth.columns(of: faces)))
            let column = max(1, layout.originColumn + (layout.width - width) / 2)
            frame.putCentered(faces, row: messageRow, column: column, width: width, style: CellStyle())
            facesRow = messageRow
            messageRow += 1
        }
        let messageFitsUnder = messageRow < boardArea.rows - 1
        var messageOnStatusLine: String?
        var messageOnHintRow: String?
        if let message, !messageFitsUnder {
            if TextWidth.columns(of: message) + 1 <= statusLineRoom(screen.status, above: layout, context: context) {
                messageOnStatusLine = message
            } else {
                messageOnHintRow = choice.map {
                    MessageLine.fitted(
                        $0, players: screen.status.players, toColumns: size.columns - 2, context: context)
                }
            }
        }
        drawStatusLine(
            screen.status, message: messageOnStatusLine, above: layout, row: layout.statusRow, seatRows: seatRows,
            context: context, in: &frame)
        var overlayRows: Range<Int>?
        switch screen.mode {
        case .playing, .tooSmall:
            break
        case .help:
            overlayRows = HelpOverlay.draw(
                scoring: screen.scoringHelp, dealsHere: screen.dealsHere, context: context, in: &frame)
        case .themePicker(let selection):
            overlayRows = ThemePickerOverlay.draw(
                themeNames: screen.themeNames, previews: screen.themePreviews, selection: selection,
                context: context, in: &frame)
        case .gameOver:
            if let summary {
                overlayRows = summary.box.draw(context: context, in: &frame)
            } else if screen.showsSummary {
                overlayRows = SummaryOverlay.drawLine(
                    screen.summary, status: screen.status, board: layout, context: context, in: &frame)
            }
        case .confirm(let question):
            overlayRows = ConfirmOverlay.draw(question: question, context: context, in: &frame)
        case .paused:
            overlayRows = PausedOverlay.draw(context: context, in: &frame)
        case .newGame(let form):
            overlayRows = NewGameOverlay.draw(form, context: context, in: &frame)
        }

        var lowestUsedRow = max(
            layout.originRow + layout.height - 1, (overlayRows?.upperBound ?? 0) - 1, facesRow ?? 0)
        if let choice, let message, messageFitsUnder {
            let width = min(size.columns - 2, max(layout.width, TextWidth.columns(of: message)))
            let column = max(1, layout.originColumn + (layout.width - width) / 2)
            let shown = MessageLine.fitted(choice, players: screen.status.players, toColumns: width, context: context)
            frame.putCentered(shown, row: messageRow, column: column, width: width, style: CellStyle(bold: true))
            lowestUsedRow = max(lowestUsedRow, messageRow)
        }
        // The hints close the block under the board, or under a box that reaches lower; a notice's lines
        // keep the last rows.
        let hintRow =
            noticeLines.isEmpty
            ? min(size.rows - 1, max(layout.hintRow, lowestUsedRow + 1 + BoardLayout.blockGap)) : size.rows - 1
        StatusBar.drawHints(
            for: KeyScreen(screen.mode), notice: noticeLines, lowestUsedRow: lowestUsedRow, row: hintRow,
            inPlaceOfHints: messageOnHintRow, dealsHere: screen.dealsHere, context: context, in: &frame)
        return frame
    }

    /// The faces cut short on their cards, whole, after each card's place (`b3 duckling · c1 kitten`);
    /// nil when every face that shows fits its card. Only cards in play: a finished card's face
    /// was read when it was found.
    static func fullFacesLine(
        _ screen: GameScreen, grid: BoardGrid, interior: Int, context: RenderContext
    ) -> String? {
        let cut = screen.cards.indices.compactMap { index -> String? in
            let card = screen.cards[index]
            guard card.side == .faceUp || card.side == .justMatched,
                let text = context.capabilities.unicode ? card.face?.text : card.face?.asciiText,
                TextWidth.columns(of: text) > interior
            else { return nil }
            return "\(grid.positionName(ofCard: index)) \(text)"
        }
        return cut.isEmpty ? nil : cut.joined(separator: context.capabilities.unicode ? " · " : " - ")
    }

    /// The columns the status line has for a message in place of the title and the theme.
    private static func statusLineRoom(_ status: StatusLine, above layout: BoardLayout, context: RenderContext) -> Int {
        guard status.players.count <= 1 else { return 0 }
        let boardSpan = layout.width + 2 * BoardLayout.sideMargin
        let width = max(boardSpan, StatusBar.preferredWidth(status, context: context))
        return StatusBar.messageRoom(status, width: width, context: context)
    }

    /// Draws the status line on the first row, spanning the board and its cursor margins (or the width
    /// its text needs), so its numbers stay near the cards on a wide terminal.
    private static func drawStatusLine(
        _ status: StatusLine, message: String?, above layout: BoardLayout, row: Int, seatRows: Int,
        context: RenderContext, in frame: inout Frame
    ) {
        let screenWidth = frame.size.columns
        let boardSpan = layout.width + 2 * BoardLayout.sideMargin
        let width = min(max(boardSpan, StatusBar.preferredWidth(status, context: context)), screenWidth)
        let centred = layout.originColumn - BoardLayout.sideMargin - (width - boardSpan) / 2
        let left = max(0, min(centred, screenWidth - width))
        StatusBar.drawStatusLine(
            status, message: message, row: row, columns: left..<left + width, seatRows: seatRows, context: context,
            in: &frame)
    }
}
