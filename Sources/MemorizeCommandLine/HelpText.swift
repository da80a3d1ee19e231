import MemorizeKeys
import MemorizeSystem
import MemorizeText

/// The text of `--help` and `--version`.
enum HelpText {
    /// The line `--version` prints, from the one place the version is written.
    static let version = "\(CommandLineReference.programName) \(CommandLineReference.version)"

    /// The help, with the options read from `specs` so a new option is listed without touching this.
    ///
    /// The way to play with a screen reader comes right after the usage line, so that a reader's user
    /// hears it before the long tables.
    static func text(specs: [OptionSpec] = OptionSpec.all) -> String {
        let options = specs.map { spec in
            let spellings = (spec.names.dropFirst() + spec.names.prefix(1)).joined(separator: ", ")
            if case .value(let placeholder, _) = spec.action { return (spellings + " " + placeholder, spec.help) }
            if case .optionalValue(let placeholder, _, _) = spec.action {
                return (spellings + " [" + placeholder + "]", spec.help)
            }
            return (spellings, spec.help)
        }
        return """
            memorize: a memory card game for the terminal. Turn two cards; find all the pairs.

            Usage: memorize [options]

            Accessibility: memorize --plain plays the whole game in lines of text, one line an event, for a
            screen reader, a braille display or a pipe: type a card's number (5) or row and column (b1),
            l 7 for what card 7 shows, l to look, l b for row b, r to repeat, s for the score, or help.
            Lines are brief; --plain=full (or the verbose command) adds the faces' pictures and the whole
            summary. Set MEMORIZE_PLAIN=1 (or full) to make it the default. In the grid the cursor sits on
            the focused card's place (b1) or a box's current line; --cursor shows it.

            Options:
            \(table(options))
            A value can also be written --option=VALUE.

            Keys:
            \(table(keys))
            Themes come from themes.json in the repository when run there (swift run memorize), else from
            the copy built into memorize; your own themes in $XDG_CONFIG_HOME/memorize/themes.json
            (default ~/.config/memorize/themes.json) are added to them. --themes-file reads only PATH.
            Best scores are kept in $XDG_STATE_HOME/memorize/scores.json (default
            ~/.local/state/memorize/scores.json); --scores prints them.

            Exit status:
            \(table(statuses))
            """
    }

    /// Every exit status with what it means.
    private static var statuses: [(String, String)] {
        ExitStatus.allCases.map { ("\($0.rawValue)", $0.summary) }
    }

    /// The keys of the board, from the key table the game acts on, in plain ASCII.
    private static var keys: [(String, String)] {
        KeyBindings.bindings(on: .board).map { ($0.keyLabel(unicode: false), $0.description) }
    }

    private static func table(_ rows: [(String, String)]) -> String {
        // In cells: a translated key label (`방향키`) is two cells a character.
        let width = rows.map { TextWidth.columns(of: $0.0) }.max() ?? 0
        return rows.map { left, right in
            "  " + left + String(repeating: " ", count: width - TextWidth.columns(of: left) + 3) + right + "\n"
        }.joined()
    }
}
