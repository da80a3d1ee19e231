import ScreenKit

/// What a terminal too small for the board shows instead: the size needed, wrapped to fit.
enum TooSmallMessage {
    /// Draws the message centred on an otherwise empty frame.
    static func draw(needed: TerminalSize, context: RenderContext, in frame: inout Frame) {
        let size = frame.size
        let times = context.glyphs.times
        let paragraphs: [(text: String, style: CellStyle)] = [
            ("Terminal too small", CellStyle(bold: true)),
            (
                "Need at least \(needed.columns)\(times)\(needed.rows), have \(size.columns)\(times)\(size.rows)",
                .plain
            ),
            ("Enlarge the window or press q", .plain),
        ]
        let lines = paragraphs.flatMap { paragraph in
            TextFitting.wrapped(paragraph.text, toColumns: size.columns).map { (text: $0, style: paragraph.style) }
        }
        // On a screen too short for everything, the first lines say the most.
        let shown = lines.prefix(size.rows)
        let top = (size.rows - shown.count) / 2
        for (offset, line) in shown.enumerated() {
            frame.putCentered(line.text, row: top + offset, column: 0, width: size.columns, style: line.style)
        }
    }
}
