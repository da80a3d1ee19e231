/// What the value of an option is: what the parser accepts and what a shell can offer to complete it.
package enum OptionValueKind: Equatable, Sendable {
    /// Any text, such as a number: nothing to offer (`--seed N`).
    case text
    /// A path to a file.
    case file
    /// The theme file to read: a path, and the file the theme names for `--theme` then come from.
    case themesFile
    /// A theme name, as `memorize --list-themes --names-only` prints them.
    case themeName
    /// One of these words (`--mode memorize|matchismo`); the parser refuses any other.
    case oneOf([String])
}
