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
        let grid = screen.grid ?? BoardLayout.grid(forCardCount: screen.cards.count, in: size)
        guard screen.mode != .tooSmall, let placed = place(screen, grid: grid, size: size, context: context) else {
            TooSmallMessage.draw(needed: BoardLayout.minimumSize(for: grid), context: context, in: &frame)
            return frame
        }
        let layout = placed.layout
        BoardRenderer.draw(screen, layout: layout, context: context, in: &frame)
        var under = drawFacesLine(screen, placed: placed, grid: grid, size: size, context: context, in: &frame)
        let messageOnStatusLine = under.messageOnStatusLine(screen, above: layout, size: size, context: context)
        drawStatusLine(
            screen.status, message: messageOnStatusLine, above: layout, row: layout.statusRow,
            seatRows: placed.seatRows, context: context, in: &frame)
        let overlayRows = drawOverlay(screen, summary: placed.summary, layout: layout, context: context, in: &frame)
        var lowestUsedRow = max(
            layout.originRow + layout.height - 1, (overlayRows?.upperBound ?? 0) - 1, under.facesRow ?? 0)
        if let row = under.drawMessage(screen, layout: layout, size: size, context: context, in: &frame) {
            lowestUsedRow = max(lowestUsedRow, row)
        }
        // The hints close the block under the board, or under a box that reaches lower; a notice's lines
        // keep the last rows.
        let hintRow =
            placed.noticeLines.isEmpty
            ? min(size.rows - 1, max(layout.hintRow, lowestUsedRow + 1 + BoardLayout.blockGap)) : size.rows - 1
        StatusBar.drawHints(
            for: KeyScreen(screen.mode), notice: placed.noticeLines, lowestUsedRow: lowestUsedRow, row: hintRow,
            inPlaceOfHints: under.messageOnHintRow, dealsHere: screen.dealsHere, context: context, in: &frame)
        return frame
    }

    /// Where the board goes, and what makes room beside it: the rows the seats take, a notice's lines
    /// above the hints, and the summary's box.
    private struct Placement {
        var layout: BoardLayout
        var seatRows = 1
        var noticeLines: [String] = []
        /// The rows the board and the line under it may use: all but a notice's.
        var boardArea: TerminalSize
        var summary: OverlayBox?
    }

    /// Places the board for `screen` at `size`; nil when it has no room.
    private static func place(
        _ screen: GameScreen, grid: BoardGrid, size: TerminalSize, context: RenderContext
    ) -> Placement? {
        let count = screen.cards.count
        guard let fitted = BoardLayout.fitting(grid: grid, cardCount: count, in: size) else { return nil }
        var placed = Placement(layout: fitted, boardArea: size)
        // The seats of several players take more rows when one cannot hold them: free rows above the
        // board, or rows the board is drawn smaller for. The summary lists them at the end.
        if screen.mode != .gameOver,
            let needed = StatusBar.seatRowsNeeded(screen.status, width: size.columns, context: context), needed > 1
        {
            for rows in stride(from: needed, to: 1, by: -1) {
                let shorter = TerminalSize(columns: size.columns, rows: size.rows - (rows - 1))
                if placed.layout.originRow >= rows {
                    placed.seatRows = rows
                    placed.layout = placed.layout.withStatusRows(rows)
                    break
                } else if let lower = BoardLayout.fitting(grid: grid, cardCount: count, in: shorter) {
                    placed.layout = lower.movedDown(by: rows - 1).withStatusRows(rows)
                    placed.seatRows = rows
                    break
                }
            }
        }
        // A notice is read whole: its lines go above the hints, the board drawn smaller where it would
        // cover them.
        placed.noticeLines =
            screen.notice.map { StatusBar.noticeLines($0, width: size.columns, context: context) } ?? []
        let noticeRows = placed.noticeLines.count
        if noticeRows > 0, placed.layout.originRow + placed.layout.height > size.rows - 1 - noticeRows {
            let reduced = TerminalSize(columns: size.columns, rows: size.rows - noticeRows)
            let fitted = BoardLayout.fitting(
                grid: grid, cardCount: count,
                in: TerminalSize(columns: size.columns, rows: reduced.rows - (placed.seatRows - 1)))
            if let smaller = fitted?.movedDown(by: placed.seatRows - 1) {
                placed.layout = smaller
                placed.boardArea = reduced
            }
        }
        // The summary sits beside or under the finished board. Where neither has room, from 80×24 on
        // it goes over the board rather than into one cut line, so that all of it can be read (`v`
        // shows the board); a smaller terminal keeps the board in view and the line.
        if screen.mode == .gameOver, screen.showsSummary {
            var box = SummaryOverlay.box(screen.summary, status: screen.status, context: context)
            if let beside = SummaryOverlay.placement(
                of: box, board: placed.layout, grid: grid, cardCount: count, size: placed.boardArea)
            {
                placed.layout = beside.board
                box.region = beside.region
                placed.summary = box
            } else if size.columns >= 80, size.rows >= 24, box.naturalWidth <= size.columns,
                box.compactHeight <= OverlayBox.area(in: placed.boardArea).count
            {
                box.region = (OverlayBox.area(in: placed.boardArea), 0..<size.columns)
                placed.summary = box
            }
        }
        return placed
    }

    /// The line under the board: faces cut short read whole, then the last choice's message, which
    /// goes there when a row is free, else in the theme's place on the status line when it fits there
    /// whole, and else in the place of the key hints, whose whole width it has, until the next choice.
    private struct LineUnderBoard {
        var facesRow: Int?
        var messageRow: Int
        var messageFitsUnder: Bool
        var messageOnHintRow: String?

        /// The message when it goes on the status line; else nil, and the hints' row takes it if it
        /// fits nowhere else.
        mutating func messageOnStatusLine(
            _ screen: GameScreen, above layout: BoardLayout, size: TerminalSize, context: RenderContext
        ) -> String? {
            guard screen.mode == .playing, let choice = screen.message, !messageFitsUnder else { return nil }
            let message = choice.text(unicode: context.capabilities.unicode)
            if TextWidth.columns(of: message) + 1 <= statusLineRoom(screen.status, above: layout, context: context) {
                return message
            }
            messageOnHintRow = MessageLine.fitted(
                choice, players: screen.status.players, toColumns: size.columns - 2, context: context)
            return nil
        }

        /// Draws the message under the board when it goes there; the row it took.
        func drawMessage(
            _ screen: GameScreen, layout: BoardLayout, size: TerminalSize, context: RenderContext,
            in frame: inout Frame
        ) -> Int? {
            guard screen.mode == .playing, let choice = screen.message, messageFitsUnder else { return nil }
            let message = choice.text(unicode: context.capabilities.unicode)
            let width = min(size.columns - 2, max(layout.width, TextWidth.columns(of: message)))
            let column = max(1, layout.originColumn + (layout.width - width) / 2)
            let shown = MessageLine.fitted(choice, players: screen.status.players, toColumns: width, context: context)
            frame.putCentered(shown, row: messageRow, column: column, width: width, style: CellStyle(bold: true))
            return messageRow
        }
    }

    /// Draws the faces cut short on their cards, whole, on the line under the board where a row is
    /// free, and says where the message goes after them.
    private static func drawFacesLine(
        _ screen: GameScreen, placed: Placement, grid: BoardGrid, size: TerminalSize, context: RenderContext,
        in frame: inout Frame
    ) -> LineUnderBoard {
        let layout = placed.layout
        var row = layout.originRow + layout.height
        var facesRow: Int?
        if screen.mode == .playing,
            let faces = fullFacesLine(screen, grid: grid, interior: layout.cardWidth - 2, context: context),
            row < placed.boardArea.rows - 1
        {
            let width = min(size.columns - 2, max(layout.width, TextWidth.columns(of: faces)))
            let column = max(1, layout.originColumn + (layout.width - width) / 2)
            frame.putCentered(faces, row: row, column: column, width: width, style: CellStyle())
            facesRow = row
            row += 1
        }
        return LineUnderBoard(facesRow: facesRow, messageRow: row, messageFitsUnder: row < placed.boardArea.rows - 1)
    }

    /// Draws the box the mode shows over the board, if any; the rows it took.
    private static func drawOverlay(
        _ screen: GameScreen, summary: OverlayBox?, layout: BoardLayout, context: RenderContext,
        in frame: inout Frame
    ) -> Range<Int>? {
        switch screen.mode {
        case .playing, .tooSmall:
            return nil
        case .help:
            return HelpOverlay.draw(
                scoring: screen.scoringHelp, dealsHere: screen.dealsHere, context: context, in: &frame)
        case .themePicker(let selection):
            return ThemePickerOverlay.draw(
                themeNames: screen.themeNames, previews: screen.themePreviews, selection: selection,
                context: context, in: &frame)
        case .gameOver:
            if let summary { return summary.draw(context: context, in: &frame) }
            guard screen.showsSummary else { return nil }
            return SummaryOverlay.drawLine(
                screen.summary, status: screen.status, board: layout, context: context, in: &frame)
        case .confirm(let question):
            return ConfirmOverlay.draw(question: question, context: context, in: &frame)
        case .paused:
            return PausedOverlay.draw(context: context, in: &frame)
        case .newGame(let form):
            return NewGameOverlay.draw(form, context: context, in: &frame)
        }
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
                let text = context.facesInUnicode ? card.face?.text : card.face?.asciiText,
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
