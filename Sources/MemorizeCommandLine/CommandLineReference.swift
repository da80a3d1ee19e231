/// The command line of `memorize` as its documentation sees it: the option table the parser reads,
/// without the parsing, so that the man page and the shell completions are written from the same
/// table as `--help` and a new option appears in all of them at once.
package enum CommandLineReference {
    /// The version of `memorize`, and the only place it is written: `--version` prints it, the man
    /// page is generated with it, and the package scripts ask the built binary for it.
    /// CHANGELOG.md has a section for it (a test checks).
    package static let version = "0.5.0"

    /// The day `version` was released, `YYYY-MM-DD`, for the man page (CHANGELOG.md gives the same day).
    package static let releaseDate = "2026-12-02"

    /// The name a player types.
    package static let programName = "memorize"

    /// Every option, in the order `--help` lists them.
    package static var options: [DocumentedOption] {
        OptionSpec.all.map(DocumentedOption.init)
    }
}

/// One option of `memorize`, for documentation and shell completion.
package struct DocumentedOption: Equatable, Sendable {
    /// The value an option takes.
    package struct Value: Equatable, Sendable {
        /// The name of the value in help and synopsis: `NAME`, `PATH`, `N`, `memorize|matchismo`.
        package let placeholder: String
        /// What the value is, and so what a shell can offer.
        package let kind: OptionValueKind

        /// Whether the value may be left out (`--daily [DATE]`).
        package let isOptional: Bool

        package init(placeholder: String, kind: OptionValueKind, isOptional: Bool = false) {
            self.placeholder = placeholder
            self.kind = kind
            self.isOptional = isOptional
        }
    }

    /// The spellings, the long name first (`--help`, then `-h`).
    package let names: [String]
    /// The value, or nil for a switch.
    package let value: Value?
    /// The one line `--help` shows, lowercase, without a final period.
    package let summary: String
    /// More for the man page, in whole sentences, or nil.
    package let details: String?

    /// The long name, used in messages and to find the option.
    package var name: String { names.first ?? "" }

    /// An option as documentation describes it; the program's own come from `CommandLineReference`.
    package init(names: [String], value: Value? = nil, summary: String, details: String? = nil) {
        self.names = names
        self.value = value
        self.summary = summary
        self.details = details
    }

    init(_ spec: OptionSpec) {
        names = spec.names
        summary = spec.help
        details = spec.details
        switch spec.action {
        case .flag: value = nil
        case .value(let placeholder, _): value = Value(placeholder: placeholder, kind: spec.valueKind)
        case .optionalValue(let placeholder, _, _):
            value = Value(placeholder: placeholder, kind: spec.valueKind, isOptional: true)
        }
    }
}
