/// What the command line asked for, before any file is read.
struct Options: Equatable, Sendable {
    /// `--theme NAME`: a theme name or a unique prefix of one, any case.
    var themeName: String?
    /// `--themes-file PATH`: read only this file instead of the shipped and user themes.
    var themesFile: String?
    /// `--list-themes`: print the themes and exit.
    var listThemes = false
    /// `--scores`: print the best scores and exit.
    var scores = false
    /// `--seed N`: the seed for the theme choice and the deal.
    var seed: UInt64?
    /// `--pairs N`: deal this many pairs instead of the theme's count.
    var pairs: Int?
    /// `--bell`: ring the terminal bell on a match and at the end of a game.
    var bell = false
    /// `--help` or `-h`: print the help and exit.
    var help = false
    /// `--version`: print the version and exit.
    var version = false
}

/// One option of `memorize`: its spellings, its value (if any), its help, and what it sets.
///
/// The table `OptionSpec.all` is the whole command line: the parser and the help text both read it,
/// so a new option (`--mode`, `--timed`, `--players`) is one entry there plus its field in `Options`.
struct OptionSpec: Sendable {
    /// Whether the option takes a value, and how it changes `Options`.
    enum Action: Sendable {
        /// A switch such as `--list-themes`.
        case flag(@Sendable (inout Options) -> Void)
        /// An option with a value, written `--name VALUE` or `--name=VALUE`; `placeholder` names it in help.
        case value(placeholder: String, @Sendable (inout Options, String) throws(CommandLineError) -> Void)
    }

    /// The long name first (`--theme`), then any short alias (`-h`).
    let names: [String]
    let action: Action
    /// One line for `--help`.
    let help: String

    /// The name used in messages.
    var name: String { names.first ?? "" }

    static func flag(_ names: String..., help: String, apply: @escaping @Sendable (inout Options) -> Void) -> Self {
        OptionSpec(names: names, action: .flag(apply), help: help)
    }

    static func value(
        _ names: String..., placeholder: String, help: String,
        apply: @escaping @Sendable (inout Options, String) throws(CommandLineError) -> Void
    ) -> Self {
        OptionSpec(names: names, action: .value(placeholder: placeholder, apply), help: help)
    }
}

extension OptionSpec {
    /// Every option `memorize` accepts, in the order `--help` lists them.
    static let all: [OptionSpec] = [
        .value("--theme", placeholder: "NAME", help: "play this theme first (any case; a unique prefix is enough)") {
            options, name in options.themeName = name
        },
        .value("--themes-file", placeholder: "PATH", help: "read the themes from PATH instead of the shipped ones") {
            options, path in options.themesFile = path
        },
        .flag("--list-themes", help: "list the themes, one per line, and exit") { $0.listThemes = true },
        .flag("--scores", help: "print the best scores and exit") { $0.scores = true },
        .value("--seed", placeholder: "N", help: "seed the theme choice and the deal (0 to \(UInt64.max))") {
            options, text throws(CommandLineError) in options.seed = try parseSeed(text)
        },
        .value("--pairs", placeholder: "N", help: "deal N pairs (2 to the theme's emoji count) instead of its own") {
            options, text throws(CommandLineError) in options.pairs = try parsePairs(text)
        },
        .flag("--bell", help: "ring the terminal bell on a match and at the end of a game") { $0.bell = true },
        .flag("--help", "-h", help: "show this help and exit") { $0.help = true },
        .flag("--version", help: "print the version and exit") { $0.version = true },
    ]

    /// Reads a pair count as a small decimal number; the theme decides later how many it allows.
    static func parsePairs(_ text: String) throws(CommandLineError) -> Int {
        guard !text.isEmpty, text.count <= 6,
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let pairs = Int(text)
        else { throw .invalidPairs(text, maximum: nil, theme: nil) }
        return pairs
    }

    /// Reads a seed as a decimal `UInt64`; anything else, including a value too large, is a usage error.
    static func parseSeed(_ text: String) throws(CommandLineError) -> UInt64 {
        // UInt64(_:) would also accept a leading "+"; digits only keeps the accepted form simple to state.
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seed = UInt64(text)
        else { throw .invalidSeed(text) }
        return seed
    }
}
