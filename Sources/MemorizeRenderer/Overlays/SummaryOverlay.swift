import MemorizeLocalization
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The summary at the end of a game: the result, the best of the session beside the kept record, the
/// records it beat, whether it was practice, the seed to deal it again, and what to do next.
///
/// The finished board stays in view: the box goes under the board or beside it, the board drawn
/// smaller where that makes room, and where nothing does the summary is one line, under the board or
/// on the status line.
enum SummaryOverlay {
    /// Where the summary goes on a screen of `size`, and where the board goes beside it: under or
    /// beside the board as laid out (`board`) when there is room; else the board is drawn smaller
    /// (same grid, smaller cards) to make room beside or under it; else nil, and the summary is one
    /// line (`drawLine`).
    static func placement(
        of box: OverlayBox, board: BoardLayout, grid: BoardGrid, cardCount: Int, size: TerminalSize
    ) -> (board: BoardLayout, region: (rows: Range<Int>, columns: Range<Int>))? {
        let width = box.naturalWidth
        let height = box.compactHeight
        let boardBottom = board.originRow + board.height
        if boardBottom + height <= size.rows - 1, width <= size.columns {
            return (board, (boardBottom..<size.rows - 1, 0..<size.columns))
        }
        let besideStart = board.originColumn + board.width + BoardLayout.sideMargin
        let rows = OverlayBox.area(in: size)
        if besideStart + width <= size.columns, height <= rows.count {
            return (board, (rows, besideStart..<size.columns))
        }
        let narrower = TerminalSize(columns: size.columns - width, rows: size.rows)
        if height <= rows.count, narrower.columns > 0,
            let smaller = BoardLayout.fitting(grid: grid, cardCount: cardCount, in: narrower)
        {
            return (smaller, (rows, narrower.columns..<size.columns))
        }
        let shorter = TerminalSize(columns: size.columns, rows: size.rows - height)
        if width <= size.columns, shorter.rows > BoardLayout.reservedRows,
            let smaller = BoardLayout.fitting(grid: grid, cardCount: cardCount, in: shorter)
        {
            return (smaller, (shorter.rows - 1..<size.rows - 1, 0..<size.columns))
        }
        return nil
    }

    /// The summary box of `summary`, or of the status line when the view state has no summary.
    static func box(_ summary: GameSummary?, status: StatusLine, context: RenderContext) -> OverlayBox {
        OverlayBox(title: RendererText.gameOver.text(), lines: lines(summary, status: status, context: context))
    }

    /// Draws the summary in one line, under the board when a row is free there, else over the status
    /// line: for a terminal with no room for the box beside the board. The frame's cursor goes to its
    /// start.
    /// - Returns: The row it covers.
    @discardableResult
    static func drawLine(
        _ summary: GameSummary?, status: StatusLine, board: BoardLayout, context: RenderContext,
        in frame: inout Frame
    ) -> Range<Int> {
        let size = frame.size
        let boardBottom = board.originRow + board.height
        let row = boardBottom < size.rows - 1 ? boardBottom : 0
        let text = TextFitting.truncated(
            " " + oneLine(summary, status: status, context: context), toColumns: size.columns - 1,
            ellipsis: context.glyphs.ellipsis)
        frame.fill(rows: row..<row + 1, columns: 0..<size.columns)
        frame.put(text, row: row, column: 0, style: CellStyle(bold: true))
        frame.cursor = CellPosition(row: row, column: min(1, max(0, size.columns - 1)))
        emphasizeNewBest(in: &frame, row: row, context: context)
        return row..<row + 1
    }

    /// The marker of a record beaten: a star and bold, and in color where there is color.
    static func newBestMarker(unicode: Bool) -> String { (unicode ? "★ " : "* ") + RendererText.newBest.text() }

    private static func lines(_ summary: GameSummary?, status: StatusLine, context: RenderContext) -> [BoxLine] {
        let unicode = context.capabilities.unicode
        let records = summary?.newRecords ?? []
        var rows: [(label: String, value: String, beside: String)] = [
            (RendererText.score.text(), NumberText.plain(summary?.score ?? status.score, unicode: unicode), ""),
            (RendererText.flips.text(), "\(summary?.flips ?? status.flips)", ""),
            (RendererText.time.text(), TextFitting.clock(summary?.elapsedSeconds ?? status.elapsedSeconds), ""),
        ]
        let marker = newBestMarker(unicode: unicode)
        for (index, record) in [GameSummary.Record.score, .flips, .time].enumerated() where records.contains(record) {
            rows[index].beside = marker
        }
        let players = summary?.players ?? []
        if !players.isEmpty {
            // The standings in place of a score: each seat's pairs and points, in turn order.
            let names = SeatStandings.names(
                of: players.map(\.name), toColumns: longestSummaryName, unicode: unicode)
            let standings = zip(players, names).map { player, name in
                (
                    label: name,
                    value: NumberText.count(player.pairs, .pair),
                    beside: NumberText.count(player.score, .point, unicode: unicode)
                )
            }
            rows.replaceSubrange(0..<1, with: standings)
        }
        if let summary, let best = summary.bestScore {
            // A best below zero is kept, but it is no record to be proud of: it says what it is.
            let kept =
                summary.keptBestScore.map {
                    ($0 < 0 ? RendererText.bestKeptBelowZero : RendererText.recordKept).text(
                        NumberText.plain($0, unicode: unicode))
                } ?? ""
            rows.append((RendererText.bestThisSession.text(), NumberText.plain(best, unicode: unicode), kept))
        }
        if let daily = summary?.daily {
            rows.append((RendererText.daily.text(), daily, ""))
        } else if summary?.replayCommand == nil, let seed = summary?.seed {
            rows.append((RendererText.seed.text(), "\(seed)", ""))
        }
        let labelWidth = (rows.map { TextWidth.columns(of: $0.label) }.max() ?? 0) + 3
        let valueWidth = rows.map { TextWidth.columns(of: $0.value) }.max() ?? 0
        let besideWidth = rows.map { TextWidth.columns(of: $0.beside) }.max() ?? 0
        let width = labelWidth + valueWidth + (besideWidth > 0 ? 2 + besideWidth : 0)

        var lines = [
            BoxLine(
                text: summary?.headline ?? RendererText.allPairsFound.text(), style: CellStyle(bold: true),
                centered: true)
        ]
        lines += rows.enumerated().map { rowIndex, row in
            let value = String(repeating: " ", count: valueWidth - TextWidth.columns(of: row.value)) + row.value
            let start = labelWidth + valueWidth + 2
            var text = TextFitting.padded(row.label, toColumns: labelWidth) + value
            if !row.beside.isEmpty { text += "  " + row.beside }
            var line = BoxLine(text: TextFitting.padded(text, toColumns: width), centered: true)
            if let winner = summary?.winner, players.indices.contains(winner), rowIndex == winner {
                line.style = CellStyle(bold: true)
            }
            if row.beside == marker {
                line.painted = [(start..<start + TextWidth.columns(of: marker), newBestStyle(context))]
            }
            return line
        }
        if let practice = summary?.dailyPractice {
            lines.append(BoxLine(text: practice, style: CellStyle(dim: true), centered: true))
        }
        if let share = summary?.share {
            lines += [BoxLine(text: "")] + share.lines(unicode: unicode).map { BoxLine(text: $0, centered: true) }
            lines.append(
                BoxLine(text: DailyShare.legend(unicode: unicode), style: CellStyle(dim: true), centered: true))
            lines.append(
                BoxLine(
                    text: summary?.copied ?? RendererText.copyHint.text(),
                    style: CellStyle(dim: summary?.copied == nil), centered: true))
        }
        let practice = BoxLine(
            text: RendererText.practiceNotARecord.text(), style: CellStyle(dim: true), centered: true)
        if summary?.share == nil, summary?.daily == nil, let command = summary?.replayCommand {
            // The whole command, so that the board can be dealt again as it was (theme, mode, pairs,
            // timed), broken as a shell reads it back when pasted: a line ends in " \".
            var widest = max(width, minimumCommandWidth)
            for line in lines + (summary?.isPractice == true ? [practice] : []) {
                widest = max(widest, TextWidth.columns(of: line.text))
            }
            lines.append(BoxLine(text: RendererText.toDealAgain.text(), style: CellStyle(dim: true)))
            lines += wrappedCommand(command, columns: widest).map { BoxLine(text: $0) }
        }
        if summary?.isPractice == true { lines.append(practice) }
        if summary?.next == .host { lines.append(hostDealsLine) }
        // The keys are on the hint line under it, which stays: the box keeps to the result, and narrow.
        return lines
    }

    /// At a table's guest the summary's keys cannot deal: it says who does.
    static var hostDealsLine: BoxLine {
        BoxLine(text: RendererText.hostDeals.text(), style: CellStyle(dim: true), centered: true)
    }

    /// The most columns a seat's name takes in the summary: a longer one is cut.
    static let longestSummaryName = 16

    /// The narrowest the command's lines are wrapped to: `memorize --theme NAME \` for a name of a
    /// dozen letters, and a seed of 20 digits after `  --seed `.
    static let minimumCommandWidth = 30

    /// `words` as lines of at most `columns` (a longer word stands alone), each but the last ending
    /// in a backslash and each but the first indented, as a shell command continued over lines. An
    /// option and its value stay on one line (`--pairs 3`), as a reader takes them.
    static func wrappedCommand(_ words: [String], columns: Int) -> [String] {
        var units: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let next = index + 1
            if words[index].hasPrefix("--"), next < words.endIndex, !words[next].hasPrefix("-") {
                units.append(words[index] + " " + words[next])
                index += 2
            } else {
                units.append(words[index])
                index += 1
            }
        }
        var lines: [String] = []
        var current = ""
        for word in units {
            let candidate = current.isEmpty ? (lines.isEmpty ? word : "  " + word) : current + " " + word
            if current.isEmpty || TextWidth.columns(of: candidate) + 2 <= columns {
                current = candidate
            } else {
                lines.append(current + " \\")
                current = "  " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The whole summary in one line, for a terminal with no room for the box beside the board.
    private static func oneLine(_ summary: GameSummary?, status: StatusLine, context: RenderContext) -> String {
        let unicode = context.capabilities.unicode
        var parts = [
            summary?.headline ?? RendererText.allPairsFound.text(),
            RendererText.scoreValue.text(NumberText.plain(summary?.score ?? status.score, unicode: unicode)),
        ]
        if let players = summary?.players, !players.isEmpty {
            let names = SeatStandings.names(of: players.map(\.name), toColumns: longestSummaryName, unicode: unicode)
            parts[1] = zip(players, names).map { player, name in
                name + " " + NumberText.count(player.pairs, .pair) + " "
                    + NumberText.count(player.score, .point, unicode: unicode)
            }.joined(separator: ", ")
        }
        if summary?.newRecords.isEmpty == false { parts[1] += " " + newBestMarker(unicode: unicode) }
        if let summary {
            if let bestScore = summary.bestScore {
                let best = NumberText.plain(bestScore, unicode: unicode)
                parts.append(
                    summary.keptBestScore.map {
                        RendererText.bestThisSessionWithRecord.text(best, NumberText.plain($0, unicode: unicode))
                    } ?? RendererText.bestThisSessionValue.text(best))
            }
            if summary.isPractice { parts.append(RendererText.practiceShort.text()) }
            if summary.next == .host { parts.append(hostDealsLine.text) }
            if let daily = summary.daily {
                parts.append(RendererText.dailyValue.text(daily))
            } else if let command = summary.replayCommand {
                parts.append(command.joined(separator: " "))
            } else if let seed = summary.seed {
                parts.append(RendererText.seedValue.text(String(seed)))
            }
        }
        return parts.joined(separator: context.glyphs.separator)
    }

    private static func newBestStyle(_ context: RenderContext) -> CellStyle {
        context.style(foreground: .yellow, bold: true)
    }

    /// Paints the marker of a record beaten on `row` in its own style.
    private static func emphasizeNewBest(in frame: inout Frame, row: Int, context: RenderContext) {
        let line = frame.lines[row]
        let marker = newBestMarker(unicode: context.capabilities.unicode)
        guard let range = line.firstRange(ofText: marker) else { return }
        let start = TextWidth.columns(of: String(line[..<range.lowerBound]))
        frame.restyle(
            rows: row..<row + 1, columns: start..<start + TextWidth.columns(of: marker), style: newBestStyle(context))
    }
}
