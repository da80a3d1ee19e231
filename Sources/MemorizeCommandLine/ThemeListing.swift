import MemorizeLocalization
import MemorizeSetup
import MemorizeSpeech
import MemorizeText
import MemorizeThemes

/// The output of `--list-themes`: one line per theme with its name, pairs, color and emoji, or the
/// names alone with `--names-only`.
enum ThemeListing {
    /// No column is padded wider than this, so the listing stays proportional to the file
    /// whatever it holds (names and colors are refused beyond 64 characters anyway).
    static let widestColumn = 64

    /// The lines, columns padded so a list in a terminal reads as a table, each ending in a newline.
    ///
    /// - Parameter narrow: Whether a gradient's arrow is written `->` (`--ascii`, or a Chinese or Korean
    ///   run), where a terminal may draw `→` two columns wide and push the faces out of line.
    static func text(for themes: [Theme], narrow: Bool = false) -> String {
        let rows = themes.map { theme in
            [SafeText.escaped(theme.shownName), pairs(theme.pairs), color(theme.color, narrow: narrow)] + [
                faces(of: theme)
            ]
        }
        // Widths in cells, a name may hold wide characters (Chinese 汉字); the faces come last, so
        // their width cannot push another column out of line.
        let widths = (0..<3).map { column in
            min(rows.map { TextWidth.columns(of: $0[column]) }.max() ?? 0, widestColumn)
        }
        return rows.map { row in
            (0..<3).map { row[$0].padding(to: widths[$0]) }.joined(separator: "  ") + "  " + row[3] + "\n"
        }.joined()
    }

    /// The faces of a theme: its emoji, or each pair of different cards joined by `=` (`🐱=猫`).
    private static func faces(of theme: Theme) -> String {
        guard let partners = theme.partners else { return theme.emojis.map(SafeText.escaped).joined(separator: " ") }
        return zip(theme.emojis, partners).map { SafeText.escaped($0) + "=" + SafeText.escaped($1) }
            .joined(separator: " ")
    }

    /// One sentence a theme, for a screen reader or a pipe: a table's bare columns ("Halloween 6
    /// orange") leave a listener asking "six what?". Each says its faces by the names plain mode reads
    /// them by (a card back's colour tells a listener nothing), and Matchismo, which the picker offers
    /// beside the themes and `--theme matchismo` picks, ends the list.
    static func sentences(for themes: [Theme]) -> String {
        typealias Text = ListingText
        let language = Translator.active.language
        let listed = themes.map { theme in
            // A pair of different cards is one of its pairs, not a face.
            let count = theme.emojis.count
            let faces =
                theme.hasDifferentPairs
                ? Text.differentPairs.text(count: count, "\(count)") : SpokenText.count(count, .face)
            let pairs: String
            switch theme.pairs {
            case .all: pairs = Text.pairsOneForEachFace.text(count: count, "\(count)")
            case .random: pairs = Text.newNumberOfPairs.text("\(count)", faces)
            case .fixed(let fixed):
                pairs = Text.pairsOfIts.text(count: min(fixed, count), "\(min(fixed, count))", faces)
            }
            let names = theme.emojis.indices.map { index in
                SafeText.escaped(
                    theme.givenName(of: theme.emojis[index], in: language) ?? FaceNames.name(of: theme.emojis[index]))
            }
            return Text.themeSentence.text(
                SafeText.escaped(theme.shownName), pairs, names.joined(separator: Text.listSeparator.text())) + "\n"
        }
        guard !themes.contains(where: { $0.name.lowercased() == "matchismo" }) else { return listed.joined() }
        let matchismo = Text.matchismo.text("\(RuleSet.defaultMatchismoCards)") + "\n"
        return listed.joined() + matchismo
    }

    /// The names alone, one per line, for shell completion: a name may hold spaces, and a line is
    /// one name whole.
    static func names(of themes: [Theme]) -> String {
        themes.map { SafeText.escaped($0.name) + "\n" }.joined()
    }

    static func pairs(_ pairs: Theme.PairCount) -> String {
        switch pairs {
        case .all: ListingText.allPairs.text()
        case .random: ListingText.randomPairs.text()
        case .fixed(let count): String(count)
        }
    }

    static func color(_ color: Theme.Color, narrow: Bool = false) -> String {
        switch color {
        case .named(let name): SafeText.escaped(name)
        case .gradient(let from, let to): SafeText.escaped(from) + (narrow ? "->" : "→") + SafeText.escaped(to)
        }
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - TextWidth.columns(of: self)))
    }
}

extension Array {
    /// The element at `index`, or nil past either end: a theme's `names` list is checked to be as
    /// long as its faces, but a listing has no reason to trap on one that is not.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
