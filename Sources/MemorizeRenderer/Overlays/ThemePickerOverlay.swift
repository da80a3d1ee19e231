import MemorizeViewModel
import ScreenKit

/// The `t` box: the theme names with the highlighted one marked, scrolling when the list is long.
enum ThemePickerOverlay {
    /// Draws the theme picker with row `selection` highlighted.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(themeNames: [String], selection: Int, context: RenderContext, in frame: inout Frame)
        -> Range<Int>
    {
        let glyphs = context.glyphs
        let hint = BoxLine(
            text: StatusBar.hintLine(for: .themePicker, width: .max, context: context),
            style: CellStyle(dim: true), centered: true)
        guard !themeNames.isEmpty else {
            let lines = [BoxLine(text: "No themes", centered: true), BoxLine(text: ""), hint]
            return OverlayBox(title: "Themes", lines: lines).draw(context: context, in: &frame)
        }

        let selection = min(max(0, selection), themeNames.count - 1)
        // The list gives up the rows the blank line and the hint need, but always shows one name.
        let listRows = max(1, min(themeNames.count, OverlayBox.maximumLines(in: frame.size) - 2))
        let first = min(max(0, selection - listRows / 2), themeNames.count - listRows)
        let visible = first..<first + listRows
        var lines = visible.map { index in
            let isSelected = index == selection
            let marker = isSelected ? String(glyphs.selectionMarker) : " "
            return BoxLine(
                text: "\(marker) \(themeNames[index])", style: CellStyle(bold: isSelected), highlighted: isSelected,
                target: .theme(index))
        }
        lines.append(BoxLine(text: ""))
        lines.append(hint)
        let box = OverlayBox(
            title: "Themes", lines: lines, moreAbove: visible.lowerBound > 0,
            moreBelow: visible.upperBound < themeNames.count)
        return box.draw(context: context, in: &frame)
    }
}
