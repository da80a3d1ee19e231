import MemorizeLocalization
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The `o` box: one row a choice of the next game, the current one highlighted, and the command line
/// that deals the same game under them.
enum NewGameOverlay {
    /// Draws `form`, with the terminal's cursor on its current row.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(_ form: NewGameForm, context: RenderContext, in frame: inout Frame) -> Range<Int> {
        let glyphs = context.glyphs
        // The box clears the board's rows, as the theme list does: no card edge shows beside it.
        let area = OverlayBox.area(in: frame.size)
        frame.fill(rows: area, columns: 0..<frame.size.columns)
        context.hits?.cover(rows: area, columns: 0..<frame.size.columns)
        let formLines = form.lines
        let labelWidth = formLines.map { TextWidth.columns(of: $0.label) }.max() ?? 0
        let selected = form.selectedIndex
        var lines = formLines.enumerated().map { index, line in
            let isSelected = index == selected
            let marker = isSelected ? String(glyphs.selectionMarker) : " "
            var value = line.value
            // The current row says how it changes: arrows step a choice, a row of text takes typing.
            if isSelected, line.row != .start {
                value = form.isTyping ? value + "_" : (context.capabilities.unicode ? "◂ \(value) ▸" : "< \(value) >")
            }
            let text =
                line.row == .start
                ? "\(marker) \(value)" : "\(marker) \(TextFitting.padded(line.label, toColumns: labelWidth))  \(value)"
            return BoxLine(
                text: text, style: CellStyle(bold: isSelected), highlighted: isSelected, target: .newGameRow(index))
        }
        lines.append(BoxLine(text: ""))
        if let problem = form.problem {
            lines.append(BoxLine(text: problem, style: context.style(foreground: .yellow, bold: true)))
        }
        lines.append(BoxLine(text: form.commandLine, style: CellStyle(dim: true)))
        let box = OverlayBox(title: RendererText.newGame.text(), lines: lines, cursorLine: selected)
        return box.draw(context: context, in: &frame)
    }
}
