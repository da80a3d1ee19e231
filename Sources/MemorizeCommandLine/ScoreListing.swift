import MemorizeScores
import MemorizeText

/// The output of `--scores`: where the scores are kept, then one row per theme, mode, timing and
/// board size, or "No scores yet".
enum ScoreListing {
    /// Names longer than this many columns are cut short with "…", so a long name in a hand-edited
    /// file cannot pad every other row of the table out to it.
    static let maximumNameWidth = 32

    private typealias Text = ListingText

    /// The columns' headings, in the run's language.
    static var headings: [String] {
        [Text.theme, .mode, .timed, .cards, .bestScore, .fewestFlips, .bestTime].map { $0.text() }
    }

    /// The text for standard output, each line ending in a newline; daily games are left out. A
    /// problem is not told here (the caller writes it to standard error); it only keeps an unusable
    /// file from being called "no scores yet".
    ///
    /// - Parameters:
    ///   - load: The records read, and what kept them from being read.
    ///   - path: Where they are kept, or nil when there is nowhere.
    static func text(for load: ScoreLoad, path: String?) -> String {
        let table = load.table
        // Daily games are kept apart from the records: `--stats` reads them.
        let records = table.sorted.filter { $0.key.daily == nil }
        guard !records.isEmpty || !table.matches.isEmpty else {
            if load.problem != nil { return Text.noScoresToShow.text() + "\n" }
            return (path.map { Text.noScoresYetKeptIn.text(SafeText.escaped($0)) } ?? Text.noScoresYet.text()) + "\n"
        }
        let matches = matchLines(table)
        guard !records.isEmpty else {
            return Text.severalPlayersKeptIn.text(place(path)) + "\n\n" + matches
        }
        let rows = records.map { key, record in
            [
                truncated(SafeText.escaped(key.variant)), SafeText.escaped(key.mode.rawValue),
                (key.plain ? Text.plain : key.timed ? Text.yes : Text.no).text(),
                String(key.cards), String(record.bestScore.value), String(record.fewestFlips.value),
                clock(record.bestTime.value),
            ]
        }
        let headings = headings
        return Text.bestScoresKeptIn.text(place(path)) + "\n\n" + columns([headings] + rows)
            + (matches.isEmpty ? "" : "\n" + Text.severalPlayers.text() + "\n\n" + matches) + "\n" + practiceNote
    }

    /// The same records in sentences, for a screen reader or a pipe: `Flags, untimed, 12 cards: best
    /// score 10, fewest flips 24, best time 13 seconds.`
    static func sentences(for load: ScoreLoad, path: String?) -> String {
        let table = load.table
        let records = table.sorted.filter { $0.key.daily == nil }
        guard !records.isEmpty || !table.matches.isEmpty else { return text(for: load, path: path) }
        var lines = [Text.bestScoresKeptInSentence.text(place(path))]
        lines += records.map { key, record in
            let sentence =
                key.mode == .matchismo && key.variant != "Matchismo" ? Text.recordSentenceMatchismo : .recordSentence
            let timing = (key.plain ? Text.timedInPlainMode : key.timed ? .timedSentence : .untimed).text()
            return sentence.text(
                SafeText.escaped(key.variant), timing, SpokenText.count(key.cards, .card),
                "\(record.bestScore.value)", "\(record.fewestFlips.value)",
                SpokenText.duration(seconds: record.bestTime.value))
        }
        let players = table.matches.sorted { ($1.value.wins, $0.key) < ($0.value.wins, $1.key) }
        lines += players.map { name, record in
            Text.playerWonGames.text(count: record.games, SafeText.escaped(name), "\(record.wins)", "\(record.games)")
        }
        return lines.map { $0 + "\n" }.joined() + practiceNote
    }

    /// One line per player of games of several players: `Ann  won 3 of 5`, most wins first.
    private static func matchLines(_ table: ScoreTable) -> String {
        let players = table.matches.sorted { ($1.value.wins, $0.key) < ($0.value.wins, $1.key) }
        let names = players.map { truncated(SafeText.escaped($0.key)) }
        let width = names.map { TextWidth.columns(of: $0) }.max() ?? 0
        return zip(names, players).map { name, player in
            name + String(repeating: " ", count: width - TextWidth.columns(of: name))
                + "  " + Text.playerWon.text("\(player.value.wins)", "\(player.value.games)") + "\n"
        }.joined()
    }

    /// Where the scores are kept, for a heading: the path, or `no file`.
    private static func place(_ path: String?) -> String {
        path.map(SafeText.escaped) ?? Text.noFile.text()
    }

    /// Why a game the player remembers may be missing: a seeded run replays deals, so it is practice.
    static var practiceNote: String { Text.practiceNote.text() + "\n" }

    /// Rows as columns two spaces apart: words to the left, numbers to the right.
    private static func columns(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { TextWidth.columns(of: $0[column]) }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - TextWidth.columns(of: row[column]))
                return column < 3 ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }.joined()
    }

    /// Minutes and seconds, as the game's clock shows them (`1:05`).
    static func clock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let remainder = seconds % 60
        return "\(seconds / 60):" + (remainder < 10 ? "0" : "") + "\(remainder)"
    }

    private static func truncated(_ name: String) -> String {
        guard TextWidth.columns(of: name) > maximumNameWidth else { return name }
        var result = ""
        var width = 0
        for character in name {
            let next = TextWidth.columns(of: character)
            if width + next > maximumNameWidth - 1 { break }
            result.append(character)
            width += next
        }
        return result + "…"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
