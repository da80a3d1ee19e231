import MemorizeLocalization

/// The options' lines of `--help`, as messages: one for each entry of the option table
/// (`OptionSpec.all`), whose `help:` is the English text, so that a new option is still one entry
/// there. The man page keeps the English (`details:` stay English too).
package struct OptionHelpText: MessageCatalog, CustomStringConvertible {
    /// The option's long name, which names the message in the template.
    let option: String
    /// The English line, the msgid.
    package let english: String

    package static var allCases: [OptionHelpText] {
        OptionSpec.all.map(OptionHelpText.init)
    }

    init(_ spec: OptionSpec) {
        option = spec.name
        english = spec.help
    }

    package var message: Message {
        Message(
            english,
            comment: "The line of --help for \(option), after the option and its placeholder. Option names, "
                + "placeholders in capitals (N, PATH, DATE) and the words an option takes stay as they are.")
    }

    package var description: String { option }
}
