import MemorizeKeys
import MemorizeSetup
import MemorizeThemes
import Testing

@testable import MemorizeCommandLine

@Suite("Option parser")
struct OptionParserTests {
    /// Each option in both spellings, and the options it should produce.
    static let accepted: [([String], Options)] = [
        ([], Options()),
        (["--theme", "Halloween"], Options(themeName: "Halloween")),
        (["--theme=Halloween"], Options(themeName: "Halloween")),
        (["--theme=a=b"], Options(themeName: "a=b")),
        (["--theme", "-odd"], Options(themeName: "-odd")),
        (["--theme", "Two Words"], Options(themeName: "Two Words")),
        (["--themes-file", "my themes.json"], Options(themesFile: "my themes.json")),
        (["--themes-file=/tmp/t.json"], Options(themesFile: "/tmp/t.json")),
        (["--list-themes"], Options(listThemes: true)),
        (["--list-themes", "--names-only"], Options(listThemes: true, namesOnly: true)),
        (["--scores"], Options(scores: true)),
        (["--seed", "7"], Options(setup: GameSetup(seed: 7, practice: true))),
        (["--seed=7"], Options(setup: GameSetup(seed: 7, practice: true))),
        (["--seed", "0"], Options(setup: GameSetup(seed: 0, practice: true))),
        (["--seed", "18446744073709551615"], Options(setup: GameSetup(seed: .max, practice: true))),
        (["--seed=007"], Options(setup: GameSetup(seed: 7, practice: true))),
        (["--help"], Options(help: true)),
        (["-h"], Options(help: true)),
        (["--version"], Options(version: true)),
        (
            ["--seed", "3", "--theme", "fo", "--themes-file", "x.json", "--list-themes"],
            Options(setup: GameSetup(seed: 3, practice: true), themeName: "fo", themesFile: "x.json", listThemes: true)
        ),
    ]

    @Test("accepts every option in both spellings", arguments: accepted)
    func accepts(arguments: [String], expected: Options) {
        let result = OptionParser.parse(arguments)
        #expect(result.error == nil)
        #expect(result.options == expected)
    }

    static let refused: [([String], CommandLineError)] = [
        (["--bogus"], .unknownOption("--bogus", suggestion: nil)),
        (["--them"], .unknownOption("--them", suggestion: "--theme")),
        (["--list-theme"], .unknownOption("--list-theme", suggestion: "--list-themes")),
        (["--sed", "4"], .unknownOption("--sed", suggestion: "--seed")),
        (["--versio"], .unknownOption("--versio", suggestion: "--version")),
        (["--vers"], .unknownOption("--vers", suggestion: "--versus")),
        (["--Theme", "x"], .unknownOption("--Theme", suggestion: "--theme")),
        (["-x"], .unknownOption("-x", suggestion: nil)),
        (["-h=1"], .unknownOption("-h=1", suggestion: nil)),
        (["--"], .unknownOption("--", suggestion: nil)),
        (["--players=2", "--players", "3"], .repeatedOption("--players")),
        (["halloween"], .unexpectedArgument("halloween")),
        (["-"], .unexpectedArgument("-")),
        (["--theme"], .missingValue(option: "--theme", placeholder: "NAME")),
        (["--theme="], .missingValue(option: "--theme", placeholder: "NAME")),
        (["--theme", ""], .missingValue(option: "--theme", placeholder: "NAME")),
        (["--theme", "--list-themes"], .missingValue(option: "--theme", placeholder: "NAME")),
        (["--theme", "-h"], .missingValue(option: "--theme", placeholder: "NAME")),
        (["--themes-file"], .missingValue(option: "--themes-file", placeholder: "PATH")),
        (["--themes-file="], .missingValue(option: "--themes-file", placeholder: "PATH")),
        (["--seed"], .missingValue(option: "--seed", placeholder: "N")),
        (["--seed", "--theme", "x"], .missingValue(option: "--seed", placeholder: "N")),
        (["--list-themes=yes"], .unexpectedValue(option: "--list-themes")),
        (["--scores=all"], .unexpectedValue(option: "--scores")),
        (["--version="], .unexpectedValue(option: "--version")),
        (["--theme", "a", "--theme", "b"], .repeatedOption("--theme")),
        (["--theme=a", "--theme=a"], .repeatedOption("--theme")),
        (["--list-themes", "--list-themes"], .repeatedOption("--list-themes")),
        (["--names-only=yes"], .unexpectedValue(option: "--names-only")),
        (["--seed", "abc"], .invalidSeed("abc")),
        (["--seed", "-1"], .invalidSeed("-1")),
        (["--seed", "+5"], .invalidSeed("+5")),
        (["--seed", "1.5"], .invalidSeed("1.5")),
        (["--seed", "1e3"], .invalidSeed("1e3")),
        (["--seed", "0x10"], .invalidSeed("0x10")),
        (["--seed", " 5"], .invalidSeed(" 5")),
        (["--seed", "٣"], .invalidSeed("٣")),
        (["--seed", "18446744073709551616"], .invalidSeed("18446744073709551616")),
        (["--seed=99999999999999999999999999999999999999"], .invalidSeed("99999999999999999999999999999999999999")),
        // The first problem is the one reported.
        (["--bogus", "stray", "--seed", "x"], .unknownOption("--bogus", suggestion: nil)),
        (["stray", "--bogus"], .unexpectedArgument("stray")),
    ]

    @Test("refuses a wrong command line with the first problem", arguments: refused)
    func refuses(arguments: [String], expected: CommandLineError) {
        #expect(OptionParser.parse(arguments).error == expected)
    }

    @Test("a refused option still lets --help and --version through")
    func keepsReadingAfterAnError() {
        let result = OptionParser.parse(["--bogus", "--help", "--version"])
        #expect(result.error == .unknownOption("--bogus", suggestion: nil))
        #expect(result.options.help)
        #expect(result.options.version)
    }

    @Test("a value option takes the next argument even when it looks like a negative number")
    func negativeLookingValue() {
        #expect(OptionParser.parse(["--seed", "-5"]).error == .invalidSeed("-5"))
        #expect(OptionParser.parse(["--themes-file", "-", "--list-themes"]).options.themesFile == "-")
    }

    @Test(
        "the edit distance is exact up to its limit and limit + 1 beyond it",
        arguments: [
            ("--them", "--theme", 1), ("--sed", "--seed", 1), ("--list-theme", "--list-themes", 1),
            ("--vresion", "--version", 2), ("--abc", "--theme", 3), ("", "--seed", 3), ("--seed", "--seed", 0),
            ("--theme" + String(repeating: "x", count: 100_000), "--theme", 3),
        ])
    func boundedEditDistance(a: String, b: String, expected: Int) {
        #expect(OptionParser.editDistance(a, b, limit: 2) == expected)
        #expect(OptionParser.editDistance(b, a, limit: 2) == expected)
    }

    @Test("an unknown option of any length is refused, with no suggestion when none is close")
    func longUnknownOption() {
        let long = "--" + String(repeating: "x", count: 100_000)
        #expect(OptionParser.parse([long]).error == .unknownOption(long, suggestion: nil))
        let longTheme = "--theme" + String(repeating: "e", count: 100_000)
        #expect(OptionParser.parse([longTheme]).error == .unknownOption(longTheme, suggestion: nil))
    }

    @Test("a new option is one entry in the table")
    func tableDrivesParsing() {
        let specs = OptionSpec.all + [.flag("--extra", help: "test only") { $0.version = true }]
        #expect(OptionParser.parse(["--extra"], specs: specs).options.version)
        #expect(OptionParser.parse(["--extra"]).error == .unknownOption("--extra", suggestion: nil))
        #expect(HelpText.text(specs: specs).contains("--extra"))
    }

    /// A table with kinds of option the real one does not have yet: a list of words, declared or written as
    /// the placeholder, and a number.
    static let choiceSpecs =
        OptionSpec.all.filter { !["--mode", "--rules"].contains($0.name) } + [
            .choice("--mode", values: ["memorize", "matchismo"], help: "the rules") { options, mode in
                options.themeName = mode
            },
            .value("--rules", placeholder: "seen|timed", help: "the scoring") { options, rules in
                options.themesFile = rules
            },
        ]

    @Test(
        "an option with a list of words takes one of them, in any case, as the table spells it",
        arguments: [
            (["--mode", "matchismo"], "matchismo"), (["--mode=MEMORIZE"], "memorize"),
            (["--mode", "Matchismo"], "matchismo"),
        ])
    func choice(arguments: [String], expected: String) {
        let result = OptionParser.parse(arguments, specs: Self.choiceSpecs)
        #expect(result.error == nil)
        #expect(result.options.themeName == expected)
    }

    @Test("any other word is refused, naming the words")
    func choiceRefused() {
        let result = OptionParser.parse(["--mode", "solitaire"], specs: Self.choiceSpecs)
        #expect(
            result.error == .invalidChoice(option: "--mode", value: "solitaire", allowed: ["memorize", "matchismo"]))
        #expect(result.options.themeName == nil)
        #expect(result.error?.exitCode == 64)
        #expect(result.error?.message == "memorize: --mode needs one of memorize, matchismo, not \"solitaire\"\n")
        #expect(OptionParser.parse(["--mode", "memo"], specs: Self.choiceSpecs).error != nil)
    }

    @Test("a placeholder written as a list of words declares them")
    func placeholderDeclaresWords() throws {
        let rules = try #require(Self.choiceSpecs.first { $0.name == "--rules" })
        #expect(rules.valueKind == .oneOf(["seen", "timed"]))
        #expect(OptionParser.parse(["--rules", "TIMED"], specs: Self.choiceSpecs).options.themesFile == "timed")
        #expect(
            OptionParser.parse(["--rules=fast"], specs: Self.choiceSpecs).error
                == .invalidChoice(option: "--rules", value: "fast", allowed: ["seen", "timed"]))
        let seed = try #require(OptionSpec.all.first { $0.name == "--seed" })
        #expect(seed.valueKind == .text)
        #expect(OptionSpec.value("--x", placeholder: "A|", help: "") { _, _ in }.valueKind == .text)
    }

    @Test("every option has a unique name")
    func uniqueNames() {
        let names = OptionSpec.all.flatMap(\.names)
        #expect(Set(names).count == names.count)
    }

    @Test(
        "every option about the games writes into the setup and nowhere else",
        arguments: [
            (["--seed", "5"], GameSetup(seed: 5, practice: true), nil),
            (["--pairs", "3"], GameSetup(pairs: 3), nil),
            (["--mode", "matchismo"], GameSetup(ruleSet: .matchismo(cards: 12)), nil),
            (["--mode", "matchismo", "--cards", "20"], GameSetup(ruleSet: .matchismo(cards: 20)), 20),
            (["--cards", "20", "--mode", "matchismo"], GameSetup(ruleSet: .matchismo(cards: 20)), 20),
            (["--mode", "memorize"], GameSetup(), nil),
            (["--timed"], GameSetup(timed: true), nil),
            (["--no-animation"], GameSetup(animates: false), nil),
            (["--bell"], GameSetup(bell: true), nil),
            (["--cursor"], GameSetup(showsCursor: true), nil),
            (["--players", "3"], GameSetup(players: 3), nil),
        ] as [([String], GameSetup, Int?)])
    func setupOptions(arguments: [String], setup: GameSetup, cards: Int?) {
        let result = OptionParser.parse(arguments)
        #expect(result.error == nil)
        #expect(result.options == Options(setup: setup, cards: cards))
    }

    @Test("players, names and the computer opponent, in either order")
    func opponents() {
        var setup = GameSetup()
        setup.names = ["Ann", "Bob"]
        #expect(OptionParser.parse(["--names", " Ann,Bob "]).options.setup == setup)
        let versus = ComputerOpponent(level: .hard, movesFirst: true)
        for arguments in [
            ["--versus", "computer:hard", "--first", "computer"], ["--first", "computer", "--versus=computer:hard"],
        ] {
            let result = OptionParser.parse(arguments)
            #expect(result.error == nil)
            #expect(result.options.setup.computer == versus, "\(arguments)")
        }
        #expect(OptionParser.parse(["--versus", "computer"]).options.setup.computer == ComputerOpponent())
        for wrong in [["--players", "5"], ["--players", "0"], ["--names", "Ann,,Bob"], ["--names", "A\u{200B}nn"]] {
            #expect(OptionParser.parse(wrong).error != nil, "\(wrong)")
        }
        #expect(OptionParser.parse(["--versus", "human"]).error != nil)
        #expect(OptionParser.parse(["--versus", "computer:master"]).error != nil)
        #expect(
            OptionParser.parse(["--versus", "computer:expert"]).options.setup.computer
                == ComputerOpponent(level: .expert))
    }

    @Test("--host, --seats, --join, --watch and --code write the table, in any order")
    func table() {
        for (arguments, table) in [
            (["--host", "7777"], TableSetup.host(host: "127.0.0.1", port: 7777, seats: 2)),
            (["--host", "[::1]:0", "--seats", "4"], .host(host: "::1", port: 0, seats: 4)),
            (["--seats=3", "--host=0.0.0.0:7777"], .host(host: "0.0.0.0", port: 7777, seats: 3)),
            (["--join", "h:1", "--code", "K7M2QX"], .join(host: "h", port: 1, code: "k7m2qx", watch: false)),
            (["--code", "k7m2 qx", "--watch", "h:1"], .join(host: "h", port: 1, code: "k7m2qx", watch: true)),
            (["--watch", "h:1"], .join(host: "h", port: 1, code: "", watch: true)),
        ] {
            let result = OptionParser.parse(arguments)
            #expect(result.error == nil, "\(arguments)")
            #expect(result.options.setup.table == table, "\(arguments)")
        }
        #expect(OptionParser.parse(["--seats", "2"]).options.setup.table == nil, "no table without --host")
    }

    @Test(
        "--seats takes a whole number from 2 to 4", arguments: ["0", "1", "5", "22", "+3", "-2", "٣", "three", "3.0"])
    func seatsRefused(text: String) {
        #expect(OptionParser.parse(["--host", "7777", "--seats", text]).error == .invalidSeats(text))
    }

    @Test("--plain is brief unless full is asked for, in either spelling; another word is refused")
    func plainDetail() throws {
        func setup(_ arguments: [String]) throws -> GameSetup {
            let result = OptionParser.parse(arguments)
            #expect(result.error == nil, "\(arguments)")
            return result.options.setup
        }
        #expect(try setup(["--plain"]).presenter == .plain)
        #expect(try setup(["--plain"]).plainDetail == .brief)
        #expect(try setup(["--plain=full"]).plainDetail == .full)
        #expect(try setup(["--plain", "full"]).plainDetail == .full)
        #expect(try setup(["--plain=BRIEF"]).plainDetail == .brief)
        #expect(try setup(["--plain", "--daily"]).plainDetail == .brief, "the next option is no value of --plain")
        #expect(try setup([]).presenter == .grid)
        #expect(
            OptionParser.parse(["--plain=loud"]).error
                == .invalidChoice(option: "--plain", value: "loud", allowed: ["brief", "full"]))
    }

    @Test("--speech-grace takes seconds from 0 to 10, with up to three decimals")
    func speechGrace() {
        for (text, expected) in [
            ("2", Duration.seconds(2)), ("1.5", .milliseconds(1500)), ("0", .zero), ("10", .seconds(10)),
            ("0.125", .milliseconds(125)),
        ] {
            let result = OptionParser.parse(["--speech-grace", text])
            #expect(result.error == nil && result.options.setup.speechGrace == expected, "\(text)")
        }
        for text in ["-1", "11", "10.5", "1.", ".5", "1.2345", "two", "1e1", "+2"] {
            #expect(OptionParser.parse(["--speech-grace", text]).error == .invalidGrace(text), "\(text)")
        }
    }
}
