import ScreenKit

/// The `?` box: every key and what it does.
enum HelpOverlay {
    /// Draws the help box.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(context: RenderContext, in frame: inout Frame) -> Range<Int> {
        let glyphs = context.glyphs
        let keys: [(keys: String, action: String)] = [
            ("\(glyphs.arrowKeys) hjkl wasd", "move the cursor"),
            ("Enter Space", "choose the card"),
            ("mouse click", "choose a card"),
            ("n", "new game, random theme"),
            ("t", "pick a theme"),
            ("?", "show or hide this help"),
            ("q", "quit"),
            ("Esc", "close a box, or quit"),
        ]
        let keyWidth = keys.map { TextWidth.columns(of: $0.keys) }.max() ?? 0
        var lines = keys.map { entry in
            BoxLine(text: TextFitting.padded(entry.keys, toColumns: keyWidth + 3) + entry.action)
        }
        lines.append(BoxLine(text: ""))
        lines.append(BoxLine(text: "Press any key to close", style: CellStyle(dim: true), centered: true))
        return OverlayBox(title: "Keys", lines: lines).draw(context: context, in: &frame)
    }
}
