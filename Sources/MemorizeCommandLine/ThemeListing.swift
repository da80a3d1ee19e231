import MemorizeText
import MemorizeThemes

/// The output of `--list-themes`: one line per theme with its name, pairs, color and emoji, or the
/// names alone with `--names-only`.
enum ThemeListing {
    /// No column is padded wider than this, so the listing stays proportional to the file
    /// whatever it holds (names and colors are refused beyond 64 characters anyway).
    static let widestColumn = 64

    /// The lines, columns padded so a list in a terminal reads as a table, each ending in a newline.
    static func text(for themes: [Theme]) -> String {
        let rows = themes.map { theme in
            [SafeText.escaped(theme.name), pairs(theme.pairs), color(theme.color)]
                + [theme.emojis.map(SafeText.escaped).joined(separator: " ")]
        }
        // Widths in characters: names and color names are plain text, and the emoji come last,
        // so their double width cannot push another column out of line.
        let widths = (0..<3).map { column in min(rows.map { $0[column].count }.max() ?? 0, widestColumn) }
        return rows.map { row in
            (0..<3).map { row[$0].padding(to: widths[$0]) }.joined(separator: "  ") + "  " + row[3] + "\n"
        }.joined()
    }

    /// One sentence a theme, for a screen reader or a pipe: a table's bare columns ("Halloween 6
    /// orange") leave a listener asking "six what?".
    static func sentences(for themes: [Theme]) -> String {
        themes.map { theme in
            let faces = SpokenText.count(theme.emojis.count, "face")
            let pairs: String
            switch theme.pairs {
            case .all: pairs = "\(SpokenText.count(theme.emojis.count, "pair")), one for each face"
            case .random: pairs = "a new number of pairs each game, from 2 to \(theme.emojis.count), of its \(faces)"
            case .fixed(let count):
                pairs = "\(SpokenText.count(min(count, theme.emojis.count), "pair")) of its \(faces)"
            }
            return "\(SafeText.escaped(theme.name)): \(pairs); \(spokenColor(theme.color)) card backs.\n"
        }.joined()
    }

    private static func spokenColor(_ color: Theme.Color) -> String {
        switch color {
        case .named(let name): SafeText.escaped(name)
        case .gradient(let from, let to): SafeText.escaped(from) + " to " + SafeText.escaped(to)
        }
    }

    /// The names alone, one per line, for shell completion: a name may hold spaces, and a line is
    /// one name whole.
    static func names(of themes: [Theme]) -> String {
        themes.map { SafeText.escaped($0.name) + "\n" }.joined()
    }

    static func pairs(_ pairs: Theme.PairCount) -> String {
        switch pairs {
        case .all: "all"
        case .random: "random"
        case .fixed(let count): String(count)
        }
    }

    static func color(_ color: Theme.Color) -> String {
        switch color {
        case .named(let name): SafeText.escaped(name)
        case .gradient(let from, let to): SafeText.escaped(from) + "→" + SafeText.escaped(to)
        }
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
