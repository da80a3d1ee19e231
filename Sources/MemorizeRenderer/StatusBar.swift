import MemorizeViewModel
import ScreenKit

/// The status line on the first row, and the key hints (or a notice) on the last rows.
enum StatusBar {
    /// Draws the status line on row 0: the theme on the left, score, flips and time on the right.
    ///
    /// When the row is narrow the numbers keep their room and the theme name is cut.
    static func drawStatusLine(_ status: StatusLine, context: RenderContext, in frame: inout Frame) {
        let width = frame.size.columns
        guard frame.size.rows > 0, width > 0 else { return }
        let score = "Score \(status.score)"
        let flips = "Flips \(status.flips)"
        let time = TextFitting.clock(status.elapsedSeconds)
        let spacings = ["   ", "  ", " "]
        let candidates = spacings.map { [score, flips, time].joined(separator: $0) }
        let right = candidates.first { TextWidth.columns(of: $0) + 2 <= width } ?? candidates[candidates.count - 1]
        let rightWidth = TextWidth.columns(of: right)
        let rightColumn = max(0, width - 1 - rightWidth)
        frame.put(right, row: 0, column: rightColumn)

        let leftRoom = rightColumn - 1
        let title = " Memorize"
        let full = title + context.glyphs.separator + status.themeName
        if TextWidth.columns(of: full) <= leftRoom {
            let afterTitle = frame.put(title, row: 0, column: 0, style: CellStyle(bold: true))
            frame.put(String(full.dropFirst(title.count)), row: 0, column: afterTitle)
        } else {
            // Short of room, the theme says more than the game's name.
            let theme = TextFitting.truncated(
                " " + status.themeName, toColumns: leftRoom, ellipsis: context.glyphs.ellipsis)
            frame.put(theme, row: 0, column: 0)
        }
    }

    /// Draws the key hints of `screen` on the last row, shortened to fit, and `notice` above them when
    /// nothing is drawn on that row (`lowestUsedRow` is the lowest row the board or a box covers),
    /// otherwise in their place.
    static func drawHints(
        for screen: KeyScreen, notice: String?, lowestUsedRow: Int, context: RenderContext, in frame: inout Frame
    ) {
        let rows = frame.size.rows
        let width = frame.size.columns
        // The status line keeps row 0 on a one-row screen.
        guard rows > 1, width > 0 else { return }
        let hintRow = rows - 1
        var noticeRow: Int?
        if notice != nil { noticeRow = lowestUsedRow < hintRow - 1 && hintRow - 1 > 0 ? hintRow - 1 : hintRow }
        if noticeRow != hintRow {
            frame.put(hintLine(for: screen, width: width - 1, context: context), row: hintRow, column: 1)
        }
        if let notice, let noticeRow {
            let text = TextFitting.truncated(notice, toColumns: width - 2, ellipsis: context.glyphs.ellipsis)
            frame.put(text, row: noticeRow, column: 1, style: context.style(foreground: .yellow, bold: true))
        }
    }

    /// The hints of `screen` from the key table, leaving out those of the highest `hintRank` until
    /// the line fits in `width` columns; the hints of rank 0 (help, quit) always stay.
    static func hintLine(for screen: KeyScreen, width: Int, context: RenderContext) -> String {
        var hints = KeyBindings.bindings(on: screen).compactMap { binding in
            binding.hintText(unicode: context.capabilities.unicode).map { (text: $0, rank: binding.hintRank) }
        }
        while true {
            let line = hints.map(\.text).joined(separator: context.glyphs.separator)
            let highest = hints.map(\.rank).max() ?? 0
            if TextWidth.columns(of: line) <= width || highest == 0 {
                return TextFitting.truncated(line, toColumns: width)
            }
            hints.removeAll { $0.rank == highest }
        }
    }
}
