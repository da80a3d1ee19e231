import MemorizeText
import MemorizeViewModel
import ScreenKit

/// One line of text inside an overlay box.
struct BoxLine: Sendable {
    var text: String
    var style: CellStyle = .plain
    /// Centred in the box rather than starting at its left edge.
    var centered = false
    /// Shown in reverse across the whole width of the box, as a selection.
    var highlighted = false
    /// Clicking anywhere on the line hits this.
    var target: ClickTarget?
    /// Parts of the line a click hits, by their columns within the text.
    var segments: [(columns: Range<Int>, target: ClickTarget)] = []
    /// Parts of the line drawn in their own style (a color swatch), by their columns within the text.
    var painted: [(columns: Range<Int>, style: CellStyle)] = []
}

/// A bordered box of lines, centred over the board, sized to its content and clipped to the screen.
struct OverlayBox: Sendable {
    var title: String
    var lines: [BoxLine]
    /// Marks on the border saying that a list scrolls further up or down.
    var moreAbove = false
    var moreBelow = false
    /// Where the box goes: centred in these rows and columns instead of over the whole board (the
    /// summary, set beside or under the board so that the board stays in view).
    var region: (rows: Range<Int>, columns: Range<Int>)?
    /// The line the terminal's cursor goes to, an index into `lines`: the box's current line (a
    /// list's selection), or its first, which says what the box is for. A screen reader speaks the
    /// line under the cursor, so opening a box reads this line.
    var cursorLine = 0

    /// Blank columns between the border and the text, when the screen is wide enough.
    static let horizontalPadding = 2

    /// The rows a box may cover: between the status line and the hint line, or the whole of a very
    /// short screen.
    static func area(in size: TerminalSize) -> Range<Int> {
        size.rows >= 3 ? 1..<size.rows - 1 : 0..<max(0, size.rows)
    }

    /// How many lines fit in a box on a screen of `size` (with no blank rows around them).
    static func maximumLines(in size: TerminalSize) -> Int {
        max(0, area(in: size).count - 2)
    }

    /// The columns the box takes when nothing limits it: its widest line, the padding and the border.
    var naturalWidth: Int {
        let titleWidth = TextWidth.columns(of: title) + 4
        return lines.reduce(titleWidth) { max($0, TextWidth.columns(of: $1.text)) } + 2 + 2 * Self.horizontalPadding
    }

    /// The rows the box takes without blank rows around its lines.
    var compactHeight: Int { lines.count + 2 }

    /// Draws the box over whatever is in the frame, with the frame's cursor at the start of the text of
    /// `cursorLine` (of the last line shown, when that one is cut off; of the title, when none is).
    /// - Returns: The rows the box covers.
    @discardableResult
    func draw(context: RenderContext, in frame: inout Frame) -> Range<Int> {
        let area = region?.rows ?? Self.area(in: frame.size)
        let columns = region?.columns ?? 0..<frame.size.columns
        let screenWidth = columns.count
        let titleWidth = TextWidth.columns(of: title) + 4
        let contentWidth = lines.reduce(titleWidth) { max($0, TextWidth.columns(of: $1.text)) }
        let padding = min(Self.horizontalPadding, max(0, (screenWidth - 2 - contentWidth) / 2))
        let innerWidth = min(contentWidth, screenWidth - 2 - 2 * padding)
        // A blank row above and below the text when there is room for it.
        let verticalPadding = area.count >= lines.count + 4 ? 1 : 0
        let visibleLines = min(lines.count, area.count - 2 - 2 * verticalPadding)
        guard innerWidth > 0, visibleLines >= 0 else { return area.lowerBound..<area.lowerBound }

        let width = innerWidth + 2 + 2 * padding
        let height = visibleLines + 2 + 2 * verticalPadding
        let top = area.lowerBound + (area.count - height) / 2
        let left = columns.lowerBound + (screenWidth - width) / 2
        let right = left + width - 1
        let bottom = top + height - 1
        let glyphs = context.glyphs

        frame.fill(rows: top..<bottom + 1, columns: left..<right + 1)
        context.hits?.cover(rows: top..<bottom + 1, columns: left..<right + 1)
        frame.drawBorder(glyphs.overlay, row: top, column: left, width: width, height: height, style: .plain)
        let shownTitle = TextFitting.truncated(" \(title) ", toColumns: width - 4)
        frame.put(shownTitle, row: top, column: left + 2, style: CellStyle(bold: true))
        if moreAbove { frame.put(String(glyphs.moreAbove), row: top, column: right - 2) }
        if moreBelow { frame.put(String(glyphs.moreBelow), row: bottom, column: right - 2) }
        frame.cursor = CellPosition(row: top, column: min(left + 3, right))
        let cursorOffset = min(max(0, cursorLine), visibleLines - 1)

        for (offset, line) in lines.prefix(visibleLines).enumerated() {
            let row = top + 1 + verticalPadding + offset
            var style = line.style
            if line.highlighted {
                style.reverse = true
                frame.fill(rows: row..<row + 1, columns: left + 1..<right, style: style)
            }
            let text = TextFitting.truncated(line.text, toColumns: innerWidth, ellipsis: glyphs.ellipsis)
            let start: Int
            if line.centered {
                frame.putCentered(text, row: row, column: left + 1, width: width - 2, style: style)
                start = left + 1 + (width - 2 - TextWidth.columns(of: text)) / 2
            } else {
                frame.put(text, row: row, column: left + 1 + padding, style: style)
                start = left + 1 + padding
            }
            if offset == cursorOffset { frame.cursor = CellPosition(row: row, column: min(start, right - 1)) }
            if let target = line.target {
                context.hits?.add(rows: row..<row + 1, columns: left + 1..<right, target: target)
            }
            let shown = TextWidth.columns(of: text)
            for part in line.painted where part.columns.upperBound <= shown {
                var partStyle = part.style
                partStyle.reverse = style.reverse
                frame.restyle(
                    rows: row..<row + 1, columns: start + part.columns.lowerBound..<start + part.columns.upperBound,
                    style: partStyle)
            }
            for segment in line.segments where segment.columns.lowerBound < shown {
                let columns = start + segment.columns.lowerBound..<start + min(segment.columns.upperBound, shown)
                context.hits?.add(rows: row..<row + 1, columns: columns, target: segment.target)
            }
        }
        return top..<bottom + 1
    }
}
