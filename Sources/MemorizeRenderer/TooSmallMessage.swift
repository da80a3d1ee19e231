import MemorizeLocalization
import MemorizeText
import ScreenKit

/// What a terminal too small for the board shows instead: the size needed, wrapped to fit, and the way
/// to play without a grid.
///
/// A player with a large font (a low-vision player) or a screen reader may meet this screen first,
/// so it names plain mode, which fits any size.
enum TooSmallMessage {
    /// What is missing, naming only the dimension that is short.
    static func need(_ needed: TerminalSize, have size: TerminalSize, times: String) -> String {
        switch (size.columns < needed.columns, size.rows < needed.rows) {
        case (true, false): RendererText.needColumns.text(String(needed.columns), String(size.columns))
        case (false, true): RendererText.needRows.text(String(needed.rows), String(size.rows))
        default:
            RendererText.needBoth.text(
                "\(needed.columns)\(times)\(needed.rows)", "\(size.columns)\(times)\(size.rows)")
        }
    }

    /// The way to play in lines, which needs no size at all.
    static var plainPointer: String { RendererText.screenReader.text() }

    /// Draws the message centred on an otherwise empty frame, with the frame's cursor at the start of
    /// its first line, which a screen reader then speaks. `pointer` says how to play in lines: the
    /// lobby's players come over SSH, where `memorize --plain` is no command of theirs.
    static func draw(
        needed: TerminalSize, context: RenderContext, in frame: inout Frame, pointer: String = plainPointer
    ) {
        let size = frame.size
        let times = context.glyphs.times
        let paragraphs: [(text: String, style: CellStyle)] = [
            (RendererText.terminalTooSmall.text(), CellStyle(bold: true)),
            (need(needed, have: size, times: times), .plain),
            (RendererText.enlargeOrQuit.text(), .plain),
            (pointer, .plain),
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
        if let first = shown.first, size.columns > 0 {
            let width = TextWidth.columns(of: TextFitting.truncated(first.text, toColumns: size.columns))
            frame.cursor = CellPosition(row: top, column: max(0, (size.columns - width) / 2))
        }
    }
}
