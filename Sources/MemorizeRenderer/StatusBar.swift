import MemorizeKeys
import MemorizeLocalization
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The status line above the board, and the key hints (or a notice) on the last rows.
enum StatusBar {
    /// Draws the status line on `row` across `columns`: the theme on the left; pairs, score, flips and
    /// time on the right.
    ///
    /// When the span is narrow the numbers keep their room (the pairs go first) and the theme name is cut.
    /// - Parameter message: What the last choice did, when it has no row under the board: it takes the
    ///   place of the title and the theme until the next choice.
    /// - Parameter seatRows: How many rows, from `row` down, the seats of a game of several players may
    ///   use when one line cannot hold them all.
    static func drawStatusLine(
        _ status: StatusLine, message: String? = nil, row: Int, columns: Range<Int>, seatRows: Int = 1,
        context: RenderContext, in frame: inout Frame
    ) {
        let width = columns.count
        guard row >= 0, row < frame.size.rows, width > 0 else { return }
        if status.players.count > 1 {
            drawSeats(status, row: row, columns: columns, seatRows: seatRows, context: context, in: &frame)
            return
        }
        let right = numbers(status, width: width, unicode: context.capabilities.unicode)
        let rightWidth = TextWidth.columns(of: right)
        let rightColumn = max(0, width - 1 - rightWidth)
        frame.put(right, row: row, column: columns.lowerBound + rightColumn)

        let leftRoom = rightColumn - 1
        if let message {
            // The message may use the margin left of the line too: the numbers keep their places.
            let room = columns.lowerBound + leftRoom
            let shown = TextFitting.truncated(" " + message, toColumns: room, ellipsis: context.glyphs.ellipsis)
            frame.put(shown, row: row, column: 0, style: CellStyle(bold: true))
            return
        }
        let title = " " + RendererText.title.text()
        // A daily says which, beside its theme: the summary is not the first place to learn it.
        let theme = status.daily.map { $0 + context.glyphs.separator + status.themeName } ?? status.themeName
        let full = title + context.glyphs.separator + theme
        if TextWidth.columns(of: full) <= leftRoom {
            let afterTitle = frame.put(title, row: row, column: columns.lowerBound, style: CellStyle(bold: true))
            frame.put(String(full.dropFirst(title.count)), row: row, column: afterTitle)
        } else {
            // Short of room, the theme says more than the game's name.
            let shown = TextFitting.truncated(" " + theme, toColumns: leftRoom, ellipsis: context.glyphs.ellipsis)
            frame.put(shown, row: row, column: columns.lowerBound)
        }
    }

    /// The seats of a game of several players with their pairs and points, the one to move marked and
    /// bold, in place of the title; the flips and the time on the right while there is room for them
    /// beside every seat; else the seats take the whole line, or up to `seatRows` lines.
    private static func drawSeats(
        _ status: StatusLine, row: Int, columns: Range<Int>, seatRows: Int, context: RenderContext,
        in frame: inout Frame
    ) {
        let unicode = context.capabilities.unicode
        let width = columns.count
        let right = numbers(status, width: width, unicode: unicode)
        let rightWidth = TextWidth.columns(of: right)
        let players = status.players
        let toMove = status.currentPlayer
        // The flips and the time give way before a name is cut shorter than `Pl…1`, and so does a
        // line more, where there is one; only then are names cut shorter still.
        let readable = SeatStandings.readableName
        let beside = SeatStandings.fitting(
            players, toMove: toMove, columns: width - rightWidth - 3, shortestName: readable, unicode: unicode)
        if beside != nil { frame.put(right, row: row, column: columns.lowerBound + width - 1 - rightWidth) }
        let lines =
            (beside
            ?? SeatStandings.fitting(
                players, toMove: toMove, columns: width - 1, lineLimit: seatRows, shortestName: readable,
                unicode: unicode)
            ?? SeatStandings.fitting(players, toMove: toMove, columns: width - 1, lineLimit: seatRows, unicode: unicode))?
            .lines ?? [SeatStandings.narrowest(players, toMove: toMove, unicode: unicode)]
        for (offset, line) in lines.enumerated() {
            drawSeatLine(line, row: row + offset, columns: columns, context: context, in: &frame)
        }
    }

    /// How many rows the seats of `status` need on a status line `width` wide: 1 for one player, or when
    /// they fit beside nothing else; nil when not even one seat a line fits.
    static func seatRowsNeeded(_ status: StatusLine, width: Int, context: RenderContext) -> Int? {
        guard status.players.count > 1 else { return 1 }
        let unicode = context.capabilities.unicode
        return SeatStandings.lineCount(
            status.players, toMove: status.currentPlayer, columns: width - 1, shortestName: SeatStandings.readableName,
            unicode: unicode)
            ?? SeatStandings.lineCount(
                status.players, toMove: status.currentPlayer, columns: width - 1, unicode: unicode)
    }

    private static func drawSeatLine(
        _ entries: [SeatStandings.Entry], row: Int, columns: Range<Int>, context: RenderContext, in frame: inout Frame
    ) {
        var column = columns.lowerBound
        for entry in entries {
            let room = columns.upperBound - 1 - column
            let text = TextFitting.truncated(entry.text, toColumns: room)
            guard !text.isEmpty else { return }
            column = frame.put(text, row: row, column: column, style: CellStyle(bold: entry.isToMove))
            column += SeatStandings.spacing.count
        }
    }

    /// The columns left of the numbers on a status line `width` wide: what a message there may use.
    static func messageRoom(_ status: StatusLine, width: Int, context: RenderContext) -> Int {
        let right = numbers(status, width: width, unicode: context.capabilities.unicode)
        return max(0, width - 1 - TextWidth.columns(of: right) - 1)
    }

    /// A notice as the lines it takes above the hints on a screen `width` wide, with how to dismiss it.
    static func noticeLines(_ notice: String, width: Int, context: RenderContext) -> [String] {
        let columns = max(1, width - 2)
        var lines = TextFitting.wrapped(notice, toColumns: columns)
        let dismiss = RendererText.noticeDismiss.text()
        if let last = lines.last,
            TextWidth.columns(of: last + context.glyphs.separator + dismiss) <= columns
        {
            lines[lines.count - 1] = last + context.glyphs.separator + dismiss
        } else {
            lines.append(dismiss)
        }
        return lines
    }

    /// How many columns the status line wants: the title, the theme and every number, loosely spaced.
    static func preferredWidth(_ status: StatusLine, context: RenderContext) -> Int {
        let unicode = context.capabilities.unicode
        let right = numbers(status, width: .max, unicode: unicode)
        if status.players.count > 1 {
            return SeatStandings.preferredWidth(status.players, unicode: unicode) + 3 + TextWidth.columns(of: right) + 1
        }
        let left =
            " " + RendererText.title.text() + context.glyphs.separator
            + (status.daily.map { $0 + context.glyphs.separator } ?? "")
            + status.themeName
        return TextWidth.columns(of: left) + 3 + TextWidth.columns(of: right) + 1
    }

    /// The numbers on the right, spaced as loosely as `width` allows. The pairs are shown only while
    /// they leave the theme name some room; the other numbers always stay.
    ///
    /// Each number has a field of fixed width, right-aligned, so that nothing moves as numbers gain
    /// digits (a score of 9 and of 10, a clock at 9:59 and at 10:00); a timed game says so first,
    /// with the multiplier a match would get now while a card waits for its partner.
    private static func numbers(_ status: StatusLine, width: Int, unicode: Bool) -> String {
        // With several seats each has its own points beside its name: there is no shared score.
        var rest =
            status.players.count > 1
            ? []
            : [
                RendererText.score.text() + " "
                    + field(NumberText.plain(status.score, unicode: unicode), width: status.isTimed ? 5 : 3)
            ]
        rest += [
            RendererText.flips.text() + " " + field(String(status.flips), width: 3),
            field(TextFitting.clock(status.elapsedSeconds), width: 5),
        ]
        if status.isTimed {
            let multiplier = status.multiplier.map { (unicode ? "×" : "x") + String($0) } ?? ""
            rest.insert(RendererText.timed.text() + " " + field(multiplier, width: 3), at: 0)
        }
        let spacings = ["   ", "  ", " "]
        // With several players the line lists each one's pairs instead of the pairs found.
        if status.pairsTotal > 0, status.players.count <= 1 {
            let total = String(status.pairsTotal)
            let pairs =
                RendererText.pairs.text() + " " + field(String(status.pairsFound), width: total.count) + "/" + total
            let withPairs = [pairs] + rest
            let themeRoom = min(TextWidth.columns(of: status.themeName) + 2, 16)
            for spacing in spacings {
                let line = withPairs.joinedText(separator: spacing)
                if TextWidth.columns(of: line) + 2 + themeRoom <= width { return line }
            }
        }
        let candidates = spacings.map { rest.joinedText(separator: $0) }
        return candidates.first { TextWidth.columns(of: $0) + 2 <= width } ?? candidates[candidates.count - 1]
    }

    /// `text` right-aligned in a field of at least `width` columns.
    private static func field(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(0, width - TextWidth.columns(of: text))) + text
    }

    /// The intents of the keys that deal a game, offered only where a game can be dealt
    /// (`GameScreen.dealsHere`).
    static let dealingIntents: Set<Intent> = [.newGame, .replay, .showThemes, .newGameScreen(.open)]

    /// Whether `binding` is offered: everywhere, but for a key that deals a game where none may be dealt.
    static func offers(_ binding: KeyBinding, dealsHere: Bool) -> Bool {
        dealsHere || !(binding.intent.map(dealingIntents.contains) ?? false)
    }

    /// Draws the key hints of `screen` on `row` (the last row by default), shortened to fit (or `inPlaceOfHints`, a
    /// message that has no other row), and the lines of a notice above them: over the bottom of the
    /// board when it covers those rows (`lowestUsedRow` is the lowest row the board or a box covers),
    /// since a notice stays only until dismissed; on a screen too short for them all, the notice's
    /// first line takes the place of the hints.
    /// Without `dealsHere` (a table's guest, or a table the other player left) the keys that deal a
    /// game are not offered.
    static func drawHints(
        for screen: KeyScreen, notice: [String], lowestUsedRow: Int, row: Int? = nil,
        inPlaceOfHints message: String? = nil, dealsHere: Bool = true, context: RenderContext, in frame: inout Frame
    ) {
        let rows = frame.size.rows
        let width = frame.size.columns
        // The status line keeps row 0 on a one-row screen.
        guard rows > 1, width > 0 else { return }
        let hintRow = max(1, min(rows - 1, row ?? rows - 1))
        let noticeStyle = context.style(foreground: .yellow, bold: true)
        let noticeTop = hintRow - notice.count
        let noticeAbove = !notice.isEmpty && noticeTop > 0
        if noticeAbove, noticeTop <= lowestUsedRow {
            frame.fill(rows: noticeTop..<hintRow, columns: 0..<width)
        }
        if notice.isEmpty || noticeAbove {
            if let message {
                let text = TextFitting.truncated(message, toColumns: width - 2, ellipsis: context.glyphs.ellipsis)
                frame.put(text, row: hintRow, column: 1, style: CellStyle(bold: true))
            } else {
                // The hints can be clicked, as the keys they name: the summary's keys live only here.
                let hints = fittingHints(for: screen, width: width - 1, dealsHere: dealsHere, context: context)
                // A line as wide as the room starts in the first column rather than end in the last: a
                // terminal writes the last cell of its last row apart, and a reader hears a word cut.
                let start = TextWidth.columns(of: hints.text) >= width - 1 ? 0 : 1
                frame.put(hints.text, row: hintRow, column: start)
                frame.heardFirst = hintRow
                for segment in hints.segments {
                    let columns = start + segment.columns.lowerBound..<start + segment.columns.upperBound
                    context.hits?.add(
                        rows: hintRow..<hintRow + 1, columns: columns, target: .action(segment.action))
                }
            }
        }
        if noticeAbove {
            for (offset, line) in notice.enumerated() {
                frame.put(line, row: noticeTop + offset, column: 1, style: noticeStyle)
            }
        } else if let first = notice.first {
            let text = TextFitting.truncated(
                notice.count == 1 ? first : first + " " + context.glyphs.ellipsis, toColumns: width - 2,
                ellipsis: context.glyphs.ellipsis)
            frame.put(text, row: hintRow, column: 1, style: noticeStyle)
        }
    }

    /// The full hint line of `screen` as a box shows it, with where each clickable hint lies in it.
    static func hintSegments(for screen: KeyScreen, context: RenderContext) -> BoxLine {
        let separator = context.glyphs.separator
        var text = ""
        var segments: [(columns: Range<Int>, target: ClickTarget)] = []
        for binding in KeyBindings.bindings(on: screen) {
            guard let hint = binding.hintText(unicode: context.capabilities.unicode) else { continue }
            if !text.isEmpty { text += separator }
            let start = TextWidth.columns(of: text)
            text += hint
            if let intent = binding.clickIntent {
                segments.append((start..<TextWidth.columns(of: text), .action(intent)))
            }
        }
        return BoxLine(text: text, centered: true, segments: segments)
    }

    /// The hint line of `screen` that fits in `width` columns.
    static func hintLine(for screen: KeyScreen, width: Int, context: RenderContext) -> String {
        fittingHints(for: screen, width: width, context: context).text
    }

    /// What ends the board's hint line, for a screen reader's user who landed in the grid: the way to
    /// the game in lines.
    static var plainPointer: String { RendererText.plainPointer.text() }

    /// The pointer's rank among the hints: it goes with `p pause`, after `t themes` and `n new game`,
    /// so that it fits at 80 columns; from 100 columns every hint fits beside it.
    static let plainPointerRank = 3

    /// The hints of `screen` from the key table that fit in `width` columns, joined, with where each
    /// clickable one lies in the text: those of the highest `hintRank` are left out until the line
    /// fits, and the hints of rank 0 (help, quit) always stay. The board's line ends with
    /// `plainPointer` while it fits.
    private static func fittingHints(
        for screen: KeyScreen, width: Int, dealsHere: Bool = true, context: RenderContext
    ) -> (text: String, segments: [(columns: Range<Int>, action: Intent)]) {
        let bindings = KeyBindings.bindings(on: screen).filter { offers($0, dealsHere: dealsHere) }
        let unicode = context.capabilities.unicode
        // Each hint measured once, in both its forms: the loop below only adds widths (a hint starts
        // with a key's label, so no character joins across a separator).
        typealias Hint = (text: String, columns: Int, short: String, shortColumns: Int, rank: Int, action: Intent?)
        var hints: [Hint] = bindings.compactMap { binding in
            binding.hintText(unicode: unicode).map { text in
                // Most hints have no shorter form: each is made once.
                let short = binding.shortHint == nil ? text : binding.shortHintText(unicode: unicode) ?? text
                return (
                    text, TextWidth.columns(of: text), short, TextWidth.columns(of: short), binding.hintRank,
                    binding.clickIntent
                )
            }
        }
        if screen == .board {
            let pointer = plainPointer
            let columns = TextWidth.columns(of: pointer)
            hints.append((pointer, columns, pointer, columns, plainPointerRank, nil))
        }
        let separator = context.glyphs.separator
        let separatorColumns = TextWidth.columns(of: separator)
        while true {
            let gaps = separatorColumns * max(hints.count - 1, 0)
            // Shorter words before fewer keys.
            let short = hints.reduce(gaps) { $0 + $1.columns } > width
            let chosen: [(text: String, columns: Int)] = hints.map {
                short ? ($0.short, $0.shortColumns) : ($0.text, $0.columns)
            }
            let highest = hints.map(\.rank).max() ?? 0
            if chosen.reduce(gaps, { $0 + $1.columns }) <= width || highest == 0 {
                var segments: [(columns: Range<Int>, action: Intent)] = []
                var start = 0
                for (hint, shown) in zip(hints, chosen) {
                    let end = start + shown.columns
                    if let action = hint.action, end <= width { segments.append((start..<end, action)) }
                    start = end + separatorColumns
                }
                let line = chosen.map(\.text).joinedText(separator: separator)
                return (TextFitting.truncated(line, toColumns: width), segments)
            }
            hints.removeAll { $0.rank == highest }
        }
    }
}
