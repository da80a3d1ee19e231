import MemorizeLocalization
import MemorizeText
import MemorizeViewModel

/// The seats of a game of several players as the status line shows them: every seat's name, pairs
/// and points, the one to move marked (SPEC §7.1), in the widest form that fits.
///
/// Narrower forms come in this order: the numbers in words (`2 pairs 12 points`), then short
/// (`2p 12pt`), then the names abbreviated, all to the same width (`Pl…1`: a trailing number stays,
/// so `Player 1` and `Player 2` stay apart). The marker is a character (`▶`, or `>` without Unicode)
/// and not only a colour or bold, so it reads without colours and in `LANG=C`.
struct SeatStandings: Equatable {
    /// The seats' texts, line by line, in turn order: one line, or two when one cannot hold them.
    var lines: [[Entry]]

    /// One seat's text.
    struct Entry: Equatable {
        var text: String
        var isToMove: Bool
    }

    /// What goes between two seats: with the space that holds the marker's place, two.
    static let spacing = " "

    /// How a seat's numbers are written, widest first.
    private enum Form: CaseIterable {
        case words, short, letters
    }

    /// The widest form of `players` that fits in `columns` on as few lines as it can, at most
    /// `lineLimit`, no name cut below `shortestName` columns; nil when even the narrowest does not.
    static func fitting(
        _ players: [PlayerStanding], toMove: Int, columns: Int, lineLimit: Int = 1, shortestName: Int = 1,
        unicode: Bool
    ) -> SeatStandings? {
        for lineCount in 1...max(1, min(lineLimit, players.count)) {
            let perLine = (players.count + lineCount - 1) / lineCount
            let groups = stride(from: 0, to: players.count, by: perLine).map {
                Array(players.indices[$0..<min($0 + perLine, players.count)])
            }
            let longestName = players.map { TextWidth.columns(of: $0.name) }.max() ?? 0
            // Every form with whole names, then the narrowest with the names cut shorter and shorter.
            var tries: [(Form, Int?)] = Form.allCases.map { ($0, nil) }
            tries += stride(from: longestName - 1, through: max(shortestName, 1), by: -1).map { (.letters, $0) }
            for (form, nameColumns) in tries {
                let names = shownNames(players, toColumns: nameColumns, unicode: unicode)
                let lines = groups.map { seats in
                    seats.map { seat in
                        Entry(
                            text: text(
                                players[seat], name: names[seat], isToMove: seat == toMove, form: form,
                                unicode: unicode),
                            isToMove: seat == toMove)
                    }
                }
                if lines.allSatisfy({ width(of: $0) <= columns }) { return SeatStandings(lines: lines) }
            }
        }
        return nil
    }

    /// The narrowest form, the names cut to one column, on one line: when nothing fits, what is cut
    /// starts at the seat to move, so the marker always shows.
    static func narrowest(_ players: [PlayerStanding], toMove: Int, unicode: Bool) -> [Entry] {
        let order = players.indices.map { (toMove + $0) % players.count }
        let names = shownNames(players, toColumns: 1, unicode: unicode)
        return order.map { seat in
            Entry(
                text: text(
                    players[seat], name: names[seat], isToMove: seat == toMove, form: .letters, unicode: unicode),
                isToMove: seat == toMove)
        }
    }

    /// The widest the seats want: every one in words, on one line.
    static func preferredWidth(_ players: [PlayerStanding], unicode: Bool) -> Int {
        width(
            of: players.map {
                Entry(text: text($0, name: $0.name, isToMove: false, form: .words, unicode: unicode), isToMove: false)
            })
    }

    /// The columns a line of `entries` takes.
    static func width(of entries: [Entry]) -> Int {
        entries.map { TextWidth.columns(of: $0.text) }.reduce(0, +)
            + max(0, entries.count - 1) * spacing.count
    }

    /// How many lines `players` need in `columns` (one seat a line at most); nil when even one seat
    /// does not fit a line.
    /// Names are cut to `shortestName` columns at most, before a line more is taken.
    static func lineCount(
        _ players: [PlayerStanding], toMove: Int, columns: Int, shortestName: Int = 1, unicode: Bool
    ) -> Int? {
        fitting(
            players, toMove: toMove, columns: columns, lineLimit: players.count, shortestName: shortestName,
            unicode: unicode)?.lines.count
    }

    /// Names are cut no shorter than this (`Pl…1`) while another line or leaving out the flips and the
    /// time would keep them longer.
    static let readableName = 4

    /// `▶Ann 2 pairs 12 points`, ` Bob 1p 3pt`, ` Pl…1 0p 0pt`: the marker's column is kept by a space
    /// for a seat not to move, so nothing shifts as the turn passes.
    private static func text(
        _ player: PlayerStanding, name: String, isToMove: Bool, form: Form, unicode: Bool
    ) -> String {
        let marker = isToMove ? (unicode ? "▶" : ">") : " "
        let points = NumberText.plain(player.score, unicode: unicode)
        let numbers =
            switch form {
            case .words:
                NumberText.count(player.pairs, .pair) + " " + NumberText.count(player.score, .point, unicode: unicode)
            case .short:
                NumberText.count(player.pairs, .pair) + " "
                    + NumberText.count(player.score, .pointShort, unicode: unicode)
            case .letters: RendererText.seatLetters.text(String(player.pairs), points)
            }
        return marker + name + " " + numbers
    }

    /// The seats' names as shown in at most `columns` columns each (whole when nil), still told apart
    /// (`names(of:toColumns:unicode:)`).
    private static func shownNames(_ players: [PlayerStanding], toColumns columns: Int?, unicode: Bool) -> [String] {
        guard let columns else { return players.map(\.name) }
        return names(of: players.map(\.name), toColumns: columns, unicode: unicode)
    }

    /// `names` each in at most `columns` columns, as `abbreviated` cuts them, but told apart: names that
    /// would be cut alike (`漢漢…` for four long names that differ at their end) keep their ends
    /// instead, as many columns as set them apart (`漢…一`, `漢…二`), and, where no end does, end in
    /// their seat's number (`漢1`).
    static func names(of names: [String], toColumns columns: Int, unicode: Bool) -> [String] {
        let cut = names.map { abbreviated($0, toColumns: columns, unicode: unicode) }
        func clashing(_ shown: [String]) -> [Int] {
            shown.indices.filter { index in
                shown.indices.contains { $0 != index && shown[$0] == shown[index] && names[$0] != names[index] }
            }
        }
        let clashes = clashing(cut)
        guard !clashes.isEmpty else { return cut }
        let ellipsis = columns <= 3 ? "" : unicode ? "…" : "."
        for tail in 1..<max(1, columns) {
            var shown = cut
            for index in clashes {
                shown[index] = headAndTail(names[index], toColumns: columns, tail: tail, ellipsis: ellipsis)
            }
            if clashing(shown).isEmpty { return shown }
        }
        var numbered = cut
        for index in clashes {
            let number = String(index + 1)
            numbered[index] = TextFitting.truncated(names[index], toColumns: columns - number.count) + number
        }
        return numbered
    }

    /// `name`'s start, `ellipsis`, and its last characters in at most `tail` columns, all in `columns`.
    private static func headAndTail(_ name: String, toColumns columns: Int, tail: Int, ellipsis: String) -> String {
        var end = ""
        for character in name.reversed() {
            guard TextWidth.columns(of: String(character) + end) <= tail else { break }
            end = String(character) + end
        }
        let room = columns - TextWidth.columns(of: end) - TextWidth.columns(of: ellipsis)
        return TextFitting.truncated(name, toColumns: max(0, room)) + ellipsis + end
    }

    /// `name` in at most `columns` columns: cut with an ellipsis, keeping a short trailing number
    /// (`Player 12` → `Pl…12`).
    static func abbreviated(_ name: String, toColumns columns: Int, unicode: Bool) -> String {
        guard TextWidth.columns(of: name) > columns else { return name }
        // In three columns or fewer an ellipsis would take a letter's place: a clean cut says more.
        let ellipsis = columns <= 3 ? "" : unicode ? "…" : "."
        let words = name.split(separator: " ")
        if words.count > 1, let last = words.last, last.count <= 2, last.allSatisfy(\.isNumber) {
            let head = words.dropLast().joined(separator: " ")
            let room = columns - last.count
            if room >= 2 { return TextFitting.truncated(head, toColumns: room, ellipsis: ellipsis) + last }
            if room == 1 { return TextFitting.truncated(head, toColumns: 1) + last }
            // The number tells the seats apart better than a first letter.
            if room == 0 { return String(last) }
        }
        return TextFitting.truncated(name, toColumns: columns, ellipsis: ellipsis)
    }
}
