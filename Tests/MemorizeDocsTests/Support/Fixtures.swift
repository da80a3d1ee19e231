import MemorizeCommandLine

/// What the completion tests complete against.
enum Fixtures {
    /// A theme file whose names hold spaces and a quote, two of them sharing a start.
    static let themesJSON = """
        [
          {"name": "Sea Life", "emojis": ["🐙", "🦀"], "color": "blue"},
          {"name": "Sea", "emojis": ["🐚", "🐠"], "color": "cyan"},
          {"name": "Bob's Cards", "emojis": ["A", "B"], "color": "red"},
          {"name": "Night Sky", "emojis": ["🌙", "⭐"], "color": "purple"}
        ]
        """

    /// Options the table does not have yet, declared as their entries would declare them: a list of
    /// words, a number and a switch. The generated files must pick them up with no change.
    static let futureOptions: [DocumentedOption] =
        CommandLineReference.options + [
            DocumentedOption(
                names: ["--rules"],
                value: .init(placeholder: "seen|plain", kind: .oneOf(["seen", "plain"])),
                summary: "the rules to play"),
            DocumentedOption(
                names: ["--players"], value: .init(placeholder: "N", kind: .text), summary: "deal N players (Matchismo)"
            ),
            DocumentedOption(names: ["--hints"], summary: "score faster choices higher"),
        ]
}
