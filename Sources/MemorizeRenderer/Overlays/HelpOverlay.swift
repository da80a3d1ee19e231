import MemorizeKeys
import MemorizeLocalization
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The `?` box: every key of the board and what it does, from the key table, then how scoring works.
enum HelpOverlay {
    /// Draws the help box with `scoring` (the variant's lines) under the keys; without `dealsHere`
    /// (a table's guest), the keys that deal a game are left out.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(
        scoring: [String] = [], dealsHere: Bool = true, context: RenderContext, in frame: inout Frame
    ) -> Range<Int> {
        let unicode = context.capabilities.unicode
        let bindings = KeyBindings.bindings(on: .board).filter { StatusBar.offers($0, dealsHere: dealsHere) }
        let keys = bindings.map { binding in
            (keys: binding.keyLabel(unicode: unicode), action: binding.description)
        }
        let keyWidth = keys.map { TextWidth.columns(of: $0.keys) }.max() ?? 0
        var lines = keys.map { entry in
            BoxLine(text: TextFitting.padded(entry.keys, toColumns: keyWidth + 3) + entry.action)
        }
        if !scoring.isEmpty {
            lines.append(BoxLine(text: ""))
            // Wrapped to the keys' width (or a readable measure), within the box: a long rule is read
            // whole rather than cut.
            let widest = lines.map { TextWidth.columns(of: $0.text) }.max() ?? 0
            let measure = max(1, min(frame.size.columns - 2, max(widest, 64)))
            for line in scoring {
                // A terminal without Unicode gets a plain minus sign.
                let text = unicode ? line : String(line.map { $0 == "−" ? "-" : $0 })
                lines += TextFitting.wrapped(text, toColumns: measure).map { BoxLine(text: $0) }
            }
        }
        lines.append(BoxLine(text: ""))
        // Where a screen reader's user who landed in the grid finds the way out of it.
        lines.append(BoxLine(text: RendererText.screenReader.text()))
        lines.append(BoxLine(text: ""))
        lines.append(BoxLine(text: RendererText.pressAnyKeyToClose.text(), style: CellStyle(dim: true), centered: true))
        return OverlayBox(title: RendererText.keys.text(), lines: lines).draw(context: context, in: &frame)
    }
}
