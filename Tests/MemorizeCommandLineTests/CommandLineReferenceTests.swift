import Testing

@testable import MemorizeCommandLine

@Suite("Command line reference")
struct CommandLineReferenceTests {
    @Test("it is the option table, in its order, with names, values and help")
    func mirrorsTheTable() {
        let options = CommandLineReference.options
        #expect(options.map(\.names) == OptionSpec.all.map(\.names))
        #expect(options.map(\.summary) == OptionSpec.all.map(\.help))
        #expect(options.map(\.details) == OptionSpec.all.map(\.details))
        for (option, spec) in zip(options, OptionSpec.all) {
            switch spec.action {
            case .flag: #expect(option.value == nil, "\(option.name) is a switch")
            case .value(let placeholder, _):
                #expect(option.value?.placeholder == placeholder)
                #expect(option.value?.isOptional == false)
            case .optionalValue(let placeholder, _, _):
                #expect(option.value?.placeholder == placeholder)
                #expect(option.value?.isOptional == true)
            }
        }
    }

    @Test("each value says what completes it")
    func valueKinds() {
        let kinds = Dictionary(uniqueKeysWithValues: CommandLineReference.options.map { ($0.name, $0.value?.kind) })
        #expect(kinds["--theme"] == .themeName)
        #expect(kinds["--themes-file"] == .themesFile)
        #expect(kinds["--seed"] == .text)
        #expect(kinds["--list-themes"] == .some(nil))
    }

    @Test("a list of words becomes the placeholder and the kind")
    func choice() {
        let mode = DocumentedOption(
            OptionSpec.choice("--mode", values: ["memorize", "matchismo"], help: "rules") { _, _ in })
        #expect(mode.value == .init(placeholder: "memorize|matchismo", kind: .oneOf(["memorize", "matchismo"])))
    }

    @Test("--help says how to play with a screen reader right after the usage line, before the tables")
    func accessibilityFirst() throws {
        let lines = HelpText.text().split(separator: "\n", omittingEmptySubsequences: false)
        let usage = try #require(lines.firstIndex { $0.hasPrefix("Usage:") })
        #expect(lines[usage + 1].isEmpty)
        #expect(lines[usage + 2].hasPrefix("Accessibility: memorize --plain plays the whole game in lines of text"))
        let options = try #require(lines.firstIndex(of: "Options:"))
        #expect(lines[usage..<options].joined(separator: " ").contains("--cursor"))
    }

    @Test("--version prints the one version")
    func version() {
        #expect(HelpText.version == "memorize " + CommandLineReference.version)
        #expect(CommandLineReference.releaseDate.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
    }
}
