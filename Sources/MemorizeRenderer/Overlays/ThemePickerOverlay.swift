import MemorizeLocalization
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The `t` box: each theme's name, color swatch, game size and a few of its faces, the highlighted
/// one marked, scrolling when the list is long.
enum ThemePickerOverlay {
    /// Draws the theme picker with row `selection` highlighted; `previews`, when given, has one entry
    /// per name.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(
        themeNames: [String], previews: [ThemePreview] = [], selection: Int, context: RenderContext,
        in frame: inout Frame
    ) -> Range<Int> {
        let glyphs = context.glyphs
        // The list may be narrower than the board (no sample faces in ASCII): it clears the board
        // rows, so no card edge or cursor marker shows beside it.
        let area = OverlayBox.area(in: frame.size)
        frame.fill(rows: area, columns: 0..<frame.size.columns)
        context.hits?.cover(rows: area, columns: 0..<frame.size.columns)
        let hint = BoxLine(
            text: StatusBar.hintLine(for: .themePicker, width: .max, context: context),
            style: CellStyle(dim: true), centered: true)
        guard !themeNames.isEmpty else {
            let lines = [BoxLine(text: RendererText.noThemes.text(), centered: true), BoxLine(text: ""), hint]
            return OverlayBox(title: RendererText.themes.text(), lines: lines).draw(context: context, in: &frame)
        }

        let selection = min(max(0, selection), themeNames.count - 1)
        // The list gives up the rows the blank line and the hint need, but always shows one name.
        let listRows = max(1, min(themeNames.count, OverlayBox.maximumLines(in: frame.size) - 2))
        let first = min(max(0, selection - listRows / 2), themeNames.count - listRows)
        let visible = first..<first + listRows
        let hasPreviews = previews.count == themeNames.count
        let nameWidth = min(visible.map { TextWidth.columns(of: themeNames[$0]) }.max() ?? 0, 24)
        let sizeWidth = hasPreviews ? visible.map { TextWidth.columns(of: previews[$0].preview.size) }.max() ?? 0 : 0
        let showsSwatch = context.capabilities.colorCount > 0
        var lines = visible.map { index in
            let isSelected = index == selection
            let marker = isSelected ? String(glyphs.selectionMarker) : " "
            var text = "\(marker) \(themeNames[index])"
            var painted: [(columns: Range<Int>, style: CellStyle)] = []
            if hasPreviews {
                let preview = previews[index]
                text = TextFitting.padded(
                    TextFitting.truncated(text, toColumns: nameWidth + 2), toColumns: nameWidth + 4)
                if showsSwatch {
                    // Two cells of each card-back color, drawn in it.
                    let block = context.capabilities.unicode ? "██" : "##"
                    for color in preview.swatch.prefix(2) {
                        let start = TextWidth.columns(of: text)
                        text += block
                        painted.append((start..<start + 2, CellStyle(foreground: color)))
                    }
                    text += String(repeating: " ", count: 2 + 2 * (2 - min(preview.swatch.count, 2)))
                }
                text += TextFitting.padded(preview.preview.size, toColumns: sizeWidth)
                if context.facesInUnicode { text += "  " + preview.preview.sample }
            }
            var line = BoxLine(
                text: text, style: CellStyle(bold: isSelected), highlighted: isSelected, target: .theme(index))
            line.painted = painted
            return line
        }
        lines.append(BoxLine(text: ""))
        lines.append(hint)
        let box = OverlayBox(
            title: RendererText.themes.text(), lines: lines, moreAbove: visible.lowerBound > 0,
            moreBelow: visible.upperBound < themeNames.count, cursorLine: selection - first)
        return box.draw(context: context, in: &frame)
    }
}
