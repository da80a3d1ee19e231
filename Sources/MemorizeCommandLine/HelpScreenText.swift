import MemorizeLocalization

/// The words of `--help` around its tables (`HelpText`): the opening, the usage line, the paragraph on
/// playing with a screen reader, the headings and the paragraph on themes and scores. The options'
/// own lines are `OptionHelpText`, the exit statuses `ExitStatusText`.
///
/// English keeps its line breaks; a translation is written as one line a paragraph, and `HelpText`
/// wraps it to 80 cells (a Chinese or Korean character is two).
package enum HelpScreenText: MessageCatalog {
    case opening, usage, accessibility, optionsHeading, valueForm, keysHeading, files, exitHeading

    package var message: Message {
        switch self {
        case .opening:
            Message(
                "memorize: a memory card game for the terminal. Turn two cards; find all the pairs.",
                comment: "The first line of --help; memorize is the program's name.")
        case .usage:
            Message("Usage: memorize [options]", comment: "memorize is typed as it is.")
        case .accessibility:
            Message(
                """
                Accessibility: memorize --plain plays the whole game in lines of text, one line an event, for a
                screen reader, a braille display or a pipe: type a card's number (5) or row and column (b1),
                l 7 for what card 7 shows, l to look, l b for row b, r to repeat, s for the score, or help.
                Lines are brief; --plain=full (or the verbose command) adds the faces' pictures and the whole
                summary. Set MEMORIZE_PLAIN=1 (or full) to make it the default. In the grid the cursor sits on
                the focused card's place (b1) or a box's current line; --cursor shows it.
                """,
                comment: "A paragraph of --help, right after the usage line; a translation may be one line, which "
                    + "--help wraps. The commands typed in plain mode (l 7, l, l b, r, s, help, verbose), 5, b1 and "
                    + "the options stay as they are.")
        case .optionsHeading:
            Message("Options:", comment: "A heading of --help, above the options.")
        case .valueForm:
            Message(
                "A value can also be written --option=VALUE.",
                comment: "Under the options of --help; --option=VALUE is kept as it is.")
        case .keysHeading:
            Message("Keys:", comment: "A heading of --help, above the keys of the board.")
        case .files:
            Message(
                """
                Themes come from themes.json in the repository when run there (swift run memorize), else from
                the copy built into memorize; your own themes in $XDG_CONFIG_HOME/memorize/themes.json
                (default ~/.config/memorize/themes.json) are added to them. --themes-file reads only PATH.
                Best scores are kept in $XDG_STATE_HOME/memorize/scores.json (default
                ~/.local/state/memorize/scores.json); --scores prints them.
                """,
                comment: "A paragraph of --help; a translation may be one line, which --help wraps. Paths, "
                    + "variables and commands stay as they are.")
        case .exitHeading:
            Message("Exit status:", comment: "A heading of --help, above the exit statuses.")
        }
    }
}
