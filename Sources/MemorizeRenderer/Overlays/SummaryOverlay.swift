import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The box at the end of a game: the result, the records it beat, the seed to deal it again, and what
/// to do next.
enum SummaryOverlay {
    /// Draws the summary of `summary`, or of the status line when the view state has no summary.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(
        _ summary: GameSummary?, status: StatusLine, context: RenderContext, in frame: inout Frame
    ) -> Range<Int> {
        let records = summary?.newRecords ?? []
        var rows: [(label: String, value: String, isNewBest: Bool)] = [
            ("Score", "\(summary?.score ?? status.score)", records.contains(.score)),
            ("Flips", "\(summary?.flips ?? status.flips)", records.contains(.flips)),
            ("Time", TextFitting.clock(summary?.elapsedSeconds ?? status.elapsedSeconds), records.contains(.time)),
        ]
        if let summary { rows.append(("Best score", "\(summary.bestScore)", false)) }
        if let daily = summary?.daily {
            rows.append(("Daily", daily, false))
        } else if let seed = summary?.seed {
            rows.append(("Seed", "\(seed)", false))
        }
        let labelWidth = (rows.map { TextWidth.columns(of: $0.label) }.max() ?? 0) + 3
        let valueWidth = rows.map { TextWidth.columns(of: $0.value) }.max() ?? 0
        let marker = "  New best!"
        let markerWidth = records.isEmpty ? 0 : TextWidth.columns(of: marker)

        var lines = [
            BoxLine(text: summary?.headline ?? "All pairs found!", style: CellStyle(bold: true), centered: true),
            BoxLine(text: ""),
        ]
        lines += rows.map { row in
            let value = String(repeating: " ", count: valueWidth - TextWidth.columns(of: row.value)) + row.value
            let text = TextFitting.padded(row.label, toColumns: labelWidth) + value + (row.isNewBest ? marker : "")
            let width = labelWidth + valueWidth + markerWidth
            return BoxLine(text: TextFitting.padded(text, toColumns: width), centered: true)
        }
        if let share = summary?.shareLine {
            lines += [BoxLine(text: ""), BoxLine(text: share, centered: true)]
        }
        lines.append(BoxLine(text: ""))
        lines.append(StatusBar.hintSegments(for: .summary, context: context))
        return OverlayBox(title: "Game over", lines: lines).draw(context: context, in: &frame)
    }
}
