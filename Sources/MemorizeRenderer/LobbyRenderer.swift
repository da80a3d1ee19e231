import MemorizeKeys
import MemorizeLocalization
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The lobby's screen drawn into a frame: a title line, the open tables (or today's board, the
/// new-table form, the help), a notice line and a help line, in 40×10 at least and fitted to 80×24.
package enum LobbyRenderer {
    /// The smallest terminal the lobby draws in; a smaller one shows how to get plain mode.
    package static let minimumSize = TerminalSize(columns: 40, rows: 10)
    /// The rows above the list: the title, a blank line and the column heads.
    static let listTop = 3

    /// Draws the whole lobby screen at `size`.
    package static func render(_ screen: LobbyScreen, size: TerminalSize, capabilities: TerminalCapabilities) -> Frame {
        var frame = Frame(size: size)
        let context = RenderContext(capabilities: capabilities)
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            TooSmallMessage.draw(
                needed: minimumSize, context: context, in: &frame, pointer: RendererText.screenReaderOverSSH.text())
            return frame
        }
        let listing = screen.listing
        let width = size.columns
        put(
            &frame, RendererText.lobbyTitle.text() + " " + context.glyphs.separator + safe(listing.name), row: 0,
            style: CellStyle(bold: true), context: context)
        let daily = RendererText.lobbyDaily.text(String(listing.dailyNumber), safe(listing.day))
        if TextWidth.columns(of: daily) + 30 < width {
            frame.put(daily, row: 0, column: width - TextWidth.columns(of: daily))
        }
        switch screen.panel {
        case .tables: drawTables(screen, in: &frame, context: context)
        case .board: drawBoard(listing, in: &frame, context: context)
        case .form(let field): drawForm(screen, field: field, in: &frame, context: context)
        case .help: drawHelp(in: &frame, context: context)
        }
        let status =
            // The notice may take the whole line: the seats it names can be long.
            screen.notice.map { SafeText.stripped($0, limit: width) }
            ?? (listing.playedToday
                ? RendererText.dailyPlayed.text()
                : RendererText.dailyWaiting.text())
        put(
            &frame, status, row: size.rows - 2, style: screen.notice == nil ? .plain : CellStyle(bold: true),
            context: context)
        put(
            &frame, helpLine(screen.panel, context: context), row: size.rows - 1, style: CellStyle(reverse: true),
            context: context)
        return frame
    }

    /// The lobby before the server's first answer: its title and one line.
    package static func render(waiting line: String, size: TerminalSize, capabilities: TerminalCapabilities) -> Frame {
        var frame = Frame(size: size)
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            TooSmallMessage.draw(
                needed: minimumSize, context: RenderContext(capabilities: capabilities), in: &frame,
                pointer: RendererText.screenReaderOverSSH.text())
            return frame
        }
        let context = RenderContext(capabilities: capabilities)
        put(&frame, RendererText.lobbyTitle.text(), row: 0, style: CellStyle(bold: true), context: context)
        put(&frame, safe(line), row: 2, context: context)
        return frame
    }

    /// The name prompt of a first visit, at `size`: what is typed, with the cursor after it.
    package static func render(
        naming entry: LobbyNameEntry, size: TerminalSize, capabilities: TerminalCapabilities
    ) -> Frame {
        var frame = Frame(size: size)
        let context = RenderContext(capabilities: capabilities)
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            TooSmallMessage.draw(
                needed: minimumSize, context: context, in: &frame, pointer: RendererText.screenReaderOverSSH.text())
            return frame
        }
        put(&frame, RendererText.lobbyTitle.text(), row: 0, style: CellStyle(bold: true), context: context)
        put(&frame, RendererText.welcome.text(), row: 2, context: context)
        put(&frame, RendererText.welcomeKept.text(), row: 3, context: context)
        let field = RendererText.nameField.text(entry.typed)
        put(&frame, field, row: 5, style: CellStyle(bold: true), context: context)
        frame.cursor = CellPosition(row: 5, column: min(size.columns - 1, TextWidth.columns(of: field)))
        if let notice = entry.notice {
            put(&frame, safe(notice), row: size.rows - 2, style: CellStyle(bold: true), context: context)
        }
        let hints = KeyBindings.lobby.filter { $0.screens.contains(.lobbyName) }
            .compactMap { $0.hintText(unicode: context.capabilities.unicode) }
        put(
            &frame, hints.joinedText(separator: "  "), row: size.rows - 1, style: CellStyle(reverse: true),
            context: context)
        return frame
    }

    /// The keys of the panel in front, one line.
    static func helpLine(_ panel: LobbyScreen.Panel, context: RenderContext) -> String {
        let unicode = context.capabilities.unicode
        let screen: KeyScreen
        switch panel {
        case .board, .help:
            return [
                KeyGroup.escape.label + " " + KeyText.hintBack.text(), "d " + KeyText.hintDaily.text(),
                "q " + KeyText.quit.text(),
            ].joinedText(separator: "  ")
        case .tables: screen = .lobby
        case .form: screen = .lobbyForm
        }
        // From the key table, as the man page is; two spaces apart rather than the hint lines'
        // separator: all eight fit in 80 columns.
        return KeyBindings.lobby.filter { $0.screens.contains(screen) }.compactMap { $0.hintText(unicode: unicode) }
            .joinedText(separator: "  ")
    }

    /// The rows the list of tables has at `size`, and the first table shown so the selection is in view.
    static func listWindow(_ screen: LobbyScreen, size: TerminalSize) -> (first: Int, rows: Int) {
        let rows = max(1, size.rows - listTop - 2)
        let selected = screen.selected ?? 0
        return (selected >= rows ? selected - rows + 1 : 0, rows)
    }

    /// The table drawn at `row` of a frame of `size`, for a click; nil outside the list.
    package static func tableIndex(atRow row: Int, in screen: LobbyScreen, size: TerminalSize) -> Int? {
        guard screen.panel == .tables else { return nil }
        let window = listWindow(screen, size: size)
        let index = window.first + row - listTop
        guard row >= listTop, row < listTop + window.rows, screen.listing.tables.indices.contains(index) else {
            return nil
        }
        return index
    }

    private static func drawTables(_ screen: LobbyScreen, in frame: inout Frame, context: RenderContext) {
        let tables = screen.listing.tables
        guard !tables.isEmpty else {
            put(&frame, RendererText.noTable.text(), row: listTop, context: context)
            return
        }
        put(&frame, RendererText.tableHeads.text(), row: 2, style: CellStyle(dim: true), context: context)
        let window = listWindow(screen, size: frame.size)
        for (offset, table) in tables.dropFirst(window.first).prefix(window.rows).enumerated() {
            let index = window.first + offset
            let isSelected = index == screen.selected
            let taken = table.seats.count - table.openSeats
            var line = (isSelected ? "> " : "  ") + TextFitting.padded("\(table.id)", toColumns: 4)
            line += TextFitting.padded(TextFitting.truncated(safe(table.theme), toColumns: 14), toColumns: 15)
            line += TextFitting.padded(TextFitting.truncated(safe(table.mode), toColumns: 17), toColumns: 18)
            line += TextFitting.padded("\(taken)/\(table.seats.count)", toColumns: 7)
            line += table.seatsText
            if !table.spectators.isEmpty { line += RendererText.watching.text(String(table.spectators.count)) }
            if table.started { line += RendererText.playing.text() }
            put(
                &frame, line, row: listTop + offset, style: isSelected ? CellStyle(reverse: true) : .plain,
                context: context)
        }
    }

    private static func drawBoard(_ listing: LobbyListing, in frame: inout Frame, context: RenderContext) {
        put(
            &frame,
            RendererText.todaysDaily.text(String(listing.dailyNumber), safe(listing.day), String(listing.board.count)),
            row: 2, style: CellStyle(bold: true), context: context)
        guard !listing.board.isEmpty else {
            put(&frame, RendererText.nobodyPlayed.text(), row: listTop, context: context)
            return
        }
        put(
            &frame, RendererText.boardHeads.text(), row: listTop,
            style: CellStyle(dim: true), context: context)
        let rows = frame.size.rows - listTop - 3
        for (offset, result) in listing.board.prefix(rows).enumerated() {
            var line = "\(offset + 1)".leftPadded(to: 4) + "  "
            line += TextFitting.padded(TextFitting.truncated(safe(result.name), toColumns: 20), toColumns: 22)
            line += "\(result.score)".leftPadded(to: 5) + "  " + "\(result.flipsOver)".leftPadded(to: 10)
            line +=
                "  " + TextFitting.clock(result.seconds).leftPadded(to: 5) + "  " + "\(result.streak)".leftPadded(to: 6)
            put(&frame, line, row: listTop + 1 + offset, context: context)
        }
    }

    private static func drawForm(_ screen: LobbyScreen, field: Int, in frame: inout Frame, context: RenderContext) {
        put(&frame, RendererText.newTable.text(), row: 2, style: CellStyle(bold: true), context: context)
        let (left, right) = context.capabilities.unicode ? ("‹ ", " ›") : ("< ", " >")
        for (index, row) in screen.formRows.enumerated() {
            let line = TextFitting.padded(row.label, toColumns: 10) + left + safe(row.value) + right
            put(
                &frame, "  " + line, row: listTop + 1 + index,
                style: index == field ? CellStyle(reverse: true) : .plain, context: context)
        }
        put(&frame, RendererText.firstSeat.text(), row: listTop + 7, context: context)
    }

    private static func drawHelp(in frame: inout Frame, context: RenderContext) {
        let lines = RendererText.lobbyHelp.text().split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() where listTop - 1 + offset < frame.size.rows - 2 {
            put(&frame, String(line), row: listTop - 1 + offset, context: context)
        }
    }

    /// `text` drawn from the left edge, shortened with the context's ellipsis if it is wider than the frame.
    private static func put(
        _ frame: inout Frame, _ text: String, row: Int, style: CellStyle = .plain, context: RenderContext
    ) {
        let fitted = TextFitting.truncated(text, toColumns: frame.size.columns, ellipsis: context.glyphs.ellipsis)
        frame.put(fitted, row: row, column: 0, style: style)
    }

    /// Text from the server, without anything that could drive the terminal.
    private static func safe(_ text: String) -> String { SafeText.stripped(text, limit: 60) }
}

extension String {
    /// The text with spaces before it to make `columns` columns.
    fileprivate func leftPadded(to columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - TextWidth.columns(of: self))) + self
    }
}
