import MemorizeKeys
import MemorizeLocalization
import MemorizeSystem
import MemorizeText

/// The text of `--help` and `--version`.
enum HelpText {
    /// The line `--version` prints, from the one place the version is written.
    static let version = "\(CommandLineReference.programName) \(CommandLineReference.version)"

    /// The widest a line of a translated `--help` is, in cells. English keeps the lines it has always had.
    static let columns = 80

    /// The help, with the options read from `specs` so a new option is listed without touching this.
    ///
    /// The way to play with a screen reader comes right after the usage line, so that a reader's user
    /// hears it before the long tables.
    static func text(specs: [OptionSpec] = OptionSpec.all) -> String {
        typealias Text = HelpScreenText
        let english = Translator.active.language == .english
        let options = specs.map { spec in
            let spellings = (spec.names.dropFirst() + spec.names.prefix(1)).joined(separator: ", ")
            let help = english ? spec.help : OptionHelpText(spec).text()
            if case .value(let placeholder, _) = spec.action { return (spellings + " " + placeholder, help) }
            if case .optionalValue(let placeholder, _, _) = spec.action {
                return (spellings + " [" + placeholder + "]", help)
            }
            return (spellings, help)
        }
        // English's paragraphs keep their own line breaks; a translation's are wrapped here.
        let paragraph = { (text: Text) in
            english ? text.text() + "\n" : LineWrapping.wrap(text.text(), width: columns)
        }
        return """
            \(paragraph(.opening))
            \(Text.usage.text())

            \(paragraph(.accessibility))
            \(Text.optionsHeading.text())
            \(table(options, wrapped: !english))
            \(Text.valueForm.text())

            \(Text.keysHeading.text())
            \(table(keys, wrapped: !english))
            \(paragraph(.files))
            \(Text.exitHeading.text())
            \(table(statuses, wrapped: !english))
            """
    }

    /// Every exit status with what it means.
    private static var statuses: [(String, String)] {
        ExitStatus.allCases.map { ("\($0.rawValue)", $0.translatedSummary) }
    }

    /// The keys of the board, from the key table the game acts on, in plain ASCII.
    private static var keys: [(String, String)] {
        KeyBindings.bindings(on: .board).map { ($0.keyLabel(unicode: false), $0.description) }
    }

    /// Two columns, measured in cells (a translated key label, `방향키`, is two cells a character);
    /// when `wrapped`, a right column past `columns` cells goes on under itself.
    private static func table(_ rows: [(String, String)], wrapped: Bool) -> String {
        let width = rows.map { TextWidth.columns(of: $0.0) }.max() ?? 0
        let indent = 2 + width + 3
        return rows.map { left, right in
            let start = "  " + left + String(repeating: " ", count: width - TextWidth.columns(of: left) + 3)
            guard wrapped else { return start + right + "\n" }
            let lines = LineWrapping.lines(of: right, width: max(20, columns - indent))
            return start + lines.joined(separator: "\n" + String(repeating: " ", count: indent)) + "\n"
        }.joined()
    }
}
