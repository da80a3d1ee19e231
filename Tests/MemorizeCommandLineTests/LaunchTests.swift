import MemorizeKeys
import MemorizeSetup
import MemorizeSpeech
import MemorizeSystem
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeCommandLine

@Suite("Launch: what a command line does")
struct LaunchTests {
    /// The shipped themes as an English run loads them: without their names in other languages.
    static let builtIn = ((try? ThemeCatalog.themes(fromJSON: Array(BuiltInThemes.json.utf8))) ?? []).map {
        $0.translated([:])
    }
    static let halloween = builtIn.first { $0.name == "Halloween" }

    // MARK: - Print and exit

    @Test("--help and -h print every option and the keys", arguments: [["--help"], ["-h"], ["--bogus", "-h"]])
    func help(arguments: [String]) {
        let system = FakeSystem(inputIsTerminal: false, outputIsTerminal: false)
        #expect(system.launch(arguments) == .exit(0))
        #expect(system.errors == "")
        for spec in OptionSpec.all {
            for name in spec.names { #expect(system.output.contains(name)) }
        }
        for binding in KeyBindings.bindings(on: .board) {
            let line = binding.keyLabel(unicode: false) + " "
            #expect(system.output.contains(line), "help lacks the keys \(line)")
            #expect(system.output.contains(binding.description), "help lacks \(binding.description)")
        }
        let lines = system.output.split(separator: "\n")
        for status in ExitStatus.allCases {
            #expect(
                lines.contains { $0.hasPrefix("  \(status.rawValue) ") && $0.hasSuffix(status.summary) },
                "help lacks exit status \(status)")
        }
    }

    @Test("--version prints the version", arguments: [["--version"], ["--version", "--seed", "x"]])
    func version(arguments: [String]) {
        let system = FakeSystem()
        #expect(system.launch(arguments) == .exit(0))
        #expect(system.output == "memorize \(CommandLineReference.version)\n")
        #expect(system.errors == "")
    }

    @Test("--list-themes prints one line per theme, also into a pipe")
    func listThemes() {
        let system = FakeSystem(inputIsTerminal: false, outputIsTerminal: false)
        #expect(system.launch(["--list-themes"]) == .exit(0))
        let lines = system.output.split(separator: "\n")
        #expect(lines.count == Self.builtIn.count)
        // The name column is as wide as the widest name, Young Animals.
        #expect(lines.first?.hasPrefix("Halloween      6 ") == true)
        #expect(lines.last?.hasPrefix("Young Animals  10 ") == true)
        #expect(
            lines.last?.hasSuffix(
                "🐄=calf 🐕=puppy 🐈=kitten 🐑=lamb 🐎=foal 🐖=piglet 🐐=kid 🦆=duckling 🐔=chick 🐸=tadpole 🦘=joey 🦢=cygnet 🐻=cub 🦉=owlet"
            ) == true)
        #expect(lines.first?.hasSuffix("👻 🎃 🦇 💀 🍬 🍫 🧙 🍭 🌙 🧛") == true)
        #expect(system.errors == "")
    }

    @Test("--list-themes and --scores speak in sentences in plain mode, so no number stands alone")
    func sideCommandsInSentences() {
        let system = FakeSystem(inputIsTerminal: false, outputIsTerminal: false)
        #expect(system.launch(["--list-themes", "--plain"]) == .exit(0))
        let lines = system.output.split(separator: "\n")
        // Issue 42: the faces were card-back colours, and Matchismo, which the picker offers, was missing.
        #expect(lines.count == Self.builtIn.count + 1)
        let halloween = Self.builtIn[0].emojis.map { FaceNames.name(of: $0) }.joined(separator: ", ")
        #expect(lines.first.map(String.init) == "Halloween, 6 pairs of its 10 faces: \(halloween).")
        #expect(lines.first?.hasPrefix("Halloween, 6 pairs of its 10 faces: ghost, jack-o-lantern, ") == true)
        #expect(lines.contains { $0.hasPrefix("Vehicles, 8 pairs, one for each face: ") })
        #expect(
            lines.contains { $0.hasPrefix("Sports, a new number of pairs each game, from 2 to 10, of its 10 faces: ") })
        #expect(!lines.contains { $0.contains("card backs") })
        #expect(
            lines.last.map(String.init)
                == "Matchismo, 12 playing cards of a 52-card deck, matched by rank or by suit "
                + "(--theme matchismo; --cards sets how many).")
        let path = "/home/ann/.local/state/memorize/scores.json"
        let file = """
            {"format": 1, "records": [{"variant": "Flags", "mode": "memorize", "timed": false, "cards": 12,
              "bestScore": {"score": 10}, "fewestFlips": {"flips": 24}, "bestTime": {"seconds": 107}}],
             "matches": [{"name": "Ann", "games": 1, "wins": 1}]}
            """
        let scores = FakeSystem(
            files: [path: .text(file)], environment: ["HOME": "/home/ann", "MEMORIZE_PLAIN": "1"],
            outputIsTerminal: false)
        #expect(scores.launch(["--scores"]) == .exit(0))
        #expect(
            scores.output == """
                Best scores, kept in \(path).
                Flags, untimed, 12 cards: best score 10, fewest flips 24, best time 1 minute 47.
                Ann won 1 of 1 game.
                Games played with --seed are practice and are not kept.

                """)
    }

    @Test("--list-themes --names-only prints the names alone, one per line, in either order")
    func listThemeNames() {
        for arguments in [
            ["--list-themes", "--names-only"], ["--names-only", "--list-themes", "--themes-file=t.json"],
        ] {
            let system = FakeSystem(
                files: ["t.json": .text(#"[{"name": "Sea Life", "emojis": ["🐙", "🦀"], "color": "blue"}]"#)],
                inputIsTerminal: false, outputIsTerminal: false)
            #expect(system.launch(arguments) == .exit(0))
            let expected = arguments.count == 2 ? Self.builtIn.map { $0.name + "\n" }.joined() : "Sea Life\n"
            #expect(system.output == expected)
            #expect(system.errors == "")
        }
    }

    @Test("--list-themes lists the file given with --themes-file")
    func listThemesFromFile() {
        let system = FakeSystem(files: ["t.json": .text(SampleThemes.two)])
        #expect(system.launch(["--list-themes", "--themes-file=t.json"]) == .exit(0))
        #expect(system.output == "Alpha  2    red        🅰️ 🅱️ 🆎\nBeta   all  blue→cyan  🐝 🦋\n")
    }

    // MARK: - Play

    @Test("a theme is found by name in any case, or by a unique prefix", arguments: ["Halloween", "HALLOWEEN", "hal"])
    func themeByName(name: String) throws {
        let system = FakeSystem(seed: 9)
        let halloween = try #require(Self.halloween)
        #expect(
            system.launch(["--theme", name])
                == .play(PlayRequest(themes: Self.builtIn, theme: halloween, seed: 9)))
        #expect(system.output == "")
        #expect(system.errors == "")
    }

    @Test("--seed is passed on, even the largest")
    func seed() throws {
        let system = FakeSystem(seed: 1)
        let halloween = try #require(Self.halloween)
        #expect(
            system.launch(["--seed", "18446744073709551615", "--theme", "halloween"])
                == .play(PlayRequest(themes: Self.builtIn, theme: halloween, seed: .max, practice: true)))
    }

    @Test("only --seed makes a run practice; a seed drawn by the system does not")
    func practiceOnlyWithSeed() {
        guard case .play(let seeded) = FakeSystem().launch(["--seed", "5"]),
            case .play(let drawn) = FakeSystem(seed: 5).launch([])
        else {
            Issue.record("no game")
            return
        }
        #expect(seeded.setup.practice)
        #expect(!drawn.setup.practice)
        #expect(seeded.seed == drawn.seed)
    }

    @Test("--pairs without --theme draws among the themes that have the emoji, the same for a seed")
    func pairsWithoutTheme() {
        let most = Self.builtIn.map(\.emojis.count).max() ?? 0
        for seed: UInt64 in 0..<60 {
            let system = FakeSystem(seed: seed)
            guard case .play(let request) = system.launch(["--pairs", String(most)]) else {
                Issue.record("seed \(seed): \(system.errors)")
                continue
            }
            #expect(request.theme.emojis.count >= most)
            #expect(FakeSystem(seed: seed).launch(["--pairs", String(most)]) == .play(request))
        }
        let none = FakeSystem()
        #expect(none.launch(["--pairs", String(most + 1)]) == .exit(64))
        #expect(
            none.errors
                == "memorize: --pairs \(most + 1): no theme has emoji for \(most + 1) pairs; the most any theme "
                + "deals is \(most)\n")
    }

    @Test("--pairs below 2 without --theme says so naming no theme, the same message for every seed")
    func tooFewPairsWithoutTheme() {
        let most = Self.builtIn.map(\.emojis.count).max() ?? 0
        for pairs in ["0", "1"] {
            let messages = Set(
                (0..<12 as Range<UInt64>).map { seed in
                    let system = FakeSystem(seed: seed)
                    #expect(system.launch(["--pairs", pairs]) == .exit(64))
                    return system.errors
                })
            #expect(
                messages == [
                    "memorize: --pairs needs a number from 2 to \(most) (the most any theme deals), not \"\(pairs)\"\n"
                ])
        }
    }

    @Test("--theme matchismo plays Matchismo, as the picker lists it; with --mode memorize it is refused")
    func matchismoByThemeName() throws {
        for arguments in [["--theme", "matchismo"], ["--theme", "Matchismo", "--mode", "matchismo"]] {
            let system = FakeSystem(seed: 1)
            guard case .play(let request) = system.launch(arguments) else {
                Issue.record("\(arguments): \(system.errors)")
                continue
            }
            #expect(request.setup.ruleSet == .matchismo(cards: 12), "\(arguments)")
            #expect(system.errors == "")
        }
        let cards = FakeSystem(seed: 1)
        guard case .play(let request) = cards.launch(["--theme", "MATCHISMO", "--cards", "20"]) else {
            Issue.record("\(cards.errors)")
            return
        }
        #expect(request.setup.ruleSet == .matchismo(cards: 20))
        #expect(cards.errors == "")
        let memorize = FakeSystem(seed: 1)
        #expect(memorize.launch(["--theme", "matchismo", "--mode", "memorize"]) == .exit(64))
        #expect(
            memorize.errors == "memorize: options --theme matchismo and --mode memorize cannot be used together\n")
    }

    @Test("--cards without Matchismo and --pairs with it are warned about on one line, then played")
    func ignoredOptionsWarn() {
        let cards = FakeSystem(seed: 1)
        guard case .play = cards.launch(["--cards", "20"]) else {
            Issue.record("no game")
            return
        }
        #expect(cards.errors == "memorize: --cards is for Matchismo games (--mode matchismo); ignored\n")
        let pairs = FakeSystem(seed: 1)
        guard case .play = pairs.launch(["--mode", "matchismo", "--pairs", "3"]) else {
            Issue.record("no game")
            return
        }
        #expect(
            pairs.errors == "memorize: --pairs does not change Matchismo games; it applies to themes picked later\n")
        let both = FakeSystem(seed: 1)
        guard case .play = both.launch(["--mode", "matchismo", "--cards", "20"]) else {
            Issue.record("no game")
            return
        }
        #expect(both.errors == "")
    }

    @Test("a long argument is cut in the message, to 64 characters and an ellipsis")
    func longArgumentCut() {
        let long = String(repeating: "x", count: 100_000)
        for arguments in [["--theme", long], ["--seed", long], ["--" + long]] {
            let system = FakeSystem()
            #expect(system.launch(arguments) == .exit(64))
            let quoted = system.errors.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
            #expect(quoted.count == 65 && quoted.hasSuffix("…"), "\(quoted.prefix(80))")
            #expect(system.errors.utf8.count < 2_000)
        }
    }

    @Test(
        "MEMORIZE_NO_ANIMATION turns animation off only with a true value",
        arguments: [
            ("1", false), ("TRUE", false), ("yes", false), ("On", false), ("0", true), ("", true), ("no", true),
        ])
    func noAnimationVariable(value: String, animates: Bool) {
        guard case .play(let request) = FakeSystem(environment: ["MEMORIZE_NO_ANIMATION": value]).launch([]) else {
            Issue.record("no game")
            return
        }
        #expect(request.setup.animates == animates)
    }

    @Test(
        "MEMORIZE_PLAIN makes plain mode the default, which plays through pipes",
        arguments: [("1", true), ("yes", true), ("0", false), ("", false)])
    func plainVariable(value: String, plain: Bool) {
        let system = FakeSystem(environment: ["MEMORIZE_PLAIN": value], inputIsTerminal: false, outputIsTerminal: false)
        let launch = system.launch([])
        if plain {
            guard case .play(let request) = launch else {
                Issue.record("no game: \(system.errors)")
                return
            }
            #expect(request.setup.presenter == .plain)
        } else {
            #expect(launch == .exit(69), "without it a pipe is still no terminal for the grid")
        }
    }

    @Test(
        "MEMORIZE_PLAIN=full makes full plain lines the default; --plain=brief on the command line wins",
        arguments: [([String](), PlainDetail.full), (["--plain"], .full), (["--plain=brief"], .brief)])
    func plainFullVariable(arguments: [String], detail: PlainDetail) {
        let system = FakeSystem(
            environment: ["MEMORIZE_PLAIN": "full"], inputIsTerminal: false, outputIsTerminal: false)
        guard case .play(let request) = system.launch(arguments) else {
            Issue.record("no game: \(system.errors)")
            return
        }
        #expect(request.setup.presenter == .plain)
        #expect(request.setup.plainDetail == detail)
    }

    @Test("--pairs and --bell are passed on")
    func pairsAndBell() throws {
        let system = FakeSystem(seed: 1)
        let halloween = try #require(Self.halloween)
        #expect(
            system.launch(["--theme", "halloween", "--pairs", "2", "--bell"])
                == .play(PlayRequest(themes: Self.builtIn, theme: halloween, seed: 1, pairs: 2, bell: true)))
    }

    @Test(
        "--pairs outside 2 to the theme's emoji count, or not a number, exits 64",
        arguments: ["1", "0", "99", "x", "-3"])
    func pairsRefused(text: String) throws {
        let system = FakeSystem()
        let emoji = try #require(Self.halloween).emojis.count
        #expect(system.launch(["--theme", "halloween", "--pairs", text]) == .exit(64))
        if Int(text).map({ $0 >= 0 }) == true {
            #expect(
                system.errors
                    == "memorize: --pairs needs a number from 2 to \(emoji) for theme \"Halloween\", not \"\(text)\"\n")
        } else {
            #expect(system.errors.hasPrefix("memorize: --pairs needs a whole number of pairs, not"))
        }
    }

    @Test("--mode matchismo and --cards are passed on; --cards outside 2 to 52 exits 64")
    func matchismo() throws {
        let system = FakeSystem(seed: 1)
        let halloween = try #require(Self.halloween)
        #expect(
            system.launch(["--theme", "halloween", "--mode", "Matchismo", "--cards", "20"])
                == .play(
                    PlayRequest(
                        themes: Self.builtIn, theme: halloween, seed: 1, ruleSet: .matchismo(cards: 20))))
        for wrong in ["1", "53", "x"] {
            let refused = FakeSystem()
            #expect(refused.launch(["--mode", "matchismo", "--cards", wrong]) == .exit(64))
            #expect(refused.errors == "memorize: --cards needs a whole number from 2 to 52, not \"\(wrong)\"\n")
        }
        let badMode = FakeSystem()
        #expect(badMode.launch(["--mode", "poker"]) == .exit(64))
        let still = FakeSystem(seed: 1)
        #expect(
            still.launch(["--theme", "halloween", "--no-animation"])
                == .play(PlayRequest(themes: Self.builtIn, theme: halloween, seed: 1, animates: false)))
        let quiet = FakeSystem(environment: ["MEMORIZE_NO_ANIMATION": "1"], seed: 1)
        #expect(
            quiet.launch(["--theme", "halloween"])
                == .play(PlayRequest(themes: Self.builtIn, theme: halloween, seed: 1, animates: false)))
        let timed = FakeSystem(seed: 1)
        #expect(
            timed.launch(["--theme", "halloween", "--timed"])
                == .play(PlayRequest(themes: Self.builtIn, theme: halloween, seed: 1, timed: true)))
    }

    @Test("without --theme the seed picks the theme, the same one every time")
    func randomThemeIsReproducible() {
        var chosen: Set<String> = []
        for seed: UInt64 in 0..<40 {
            guard case .play(let first) = FakeSystem().launch(["--seed", String(seed)]),
                case .play(let again) = FakeSystem().launch(["--seed=\(seed)"])
            else {
                Issue.record("seed \(seed) did not start a game")
                return
            }
            #expect(first == again)
            #expect(first.seed == seed)
            chosen.insert(first.theme.name)
        }
        // Forty seeds over ten themes: a fixed pick would show up as a single name.
        #expect(chosen.count >= 5)
    }

    @Test("without --seed the system's random seed is used")
    func seedFromSystem() {
        guard case .play(let request) = FakeSystem(seed: 123_456).launch([]) else {
            Issue.record("no game")
            return
        }
        #expect(request.seed == 123_456)
        #expect(request.theme == ThemeSelection.randomTheme(from: Self.builtIn, seed: 123_456))
    }

    @Test(
        "a game needs a terminal on standard input and output",
        arguments: [(false, true), (true, false), (false, false)])
    func notATerminal(input: Bool, output: Bool) {
        let system = FakeSystem(inputIsTerminal: input, outputIsTerminal: output)
        #expect(system.launch(["--theme", "food"]) == .exit(69))
        #expect(
            system.errors
                == "memorize: standard input and output must be a terminal to play; memorize --plain plays in lines of text, "
                + "for screen readers and pipes (see --help)\n")
        #expect(system.output == "")
    }

    // MARK: - Errors

    static let usageErrors: [([String], String)] = [
        (
            ["--bogus"],
            "memorize: unknown option \"--bogus\"\nmemorize: try \"memorize --help\" for the list of options\n"
        ),
        (
            ["--them=x"],
            "memorize: unknown option \"--them\"; did you mean --theme?\n"
                + "memorize: try \"memorize --help\" for the list of options\n"
        ),
        (
            ["food"],
            "memorize: unexpected argument \"food\"; memorize takes only options\n"
                + "memorize: try \"memorize --help\" for the list of options\n"
        ),
        (["--theme"], "memorize: option --theme needs a value: --theme NAME or --theme=NAME\n"),
        (["--seed="], "memorize: option --seed needs a value: --seed N or --seed=N\n"),
        (["--list-themes=1"], "memorize: option --list-themes does not take a value\n"),
        (["--seed", "1", "--seed", "2"], "memorize: option --seed is given more than once\n"),
        (
            ["--seed", "-3"],
            "memorize: --seed needs a whole number from 0 to 18446744073709551615, not \"-3\"\n"
        ),
        (
            ["--seed", "184467440737095516150"],
            "memorize: --seed needs a whole number from 0 to 18446744073709551615, not \"184467440737095516150\"\n"
        ),
        (
            ["--theme", "Dinosaurs"],
            "memorize: no theme named \"Dinosaurs\" in the built-in themes\n"
                + "memorize: available themes: Halloween, Vehicles, Sports, Animals, Food, Fruit, Weather, Flags, "
                + "Ocean, Faces, Chinese 汉字, Korean 한국어, Young Animals\n"
        ),
        (
            ["--theme=F"],
            "memorize: theme name \"F\" is ambiguous; it matches Food, Fruit, Flags, Faces\n"
                + "memorize: type more of the name\n"
        ),
        (
            ["--theme", "\u{1B}[2J"],
            "memorize: no theme named \"\\u{1B}[2J\" in the built-in themes\n"
                + "memorize: available themes: Halloween, Vehicles, Sports, Animals, Food, Fruit, Weather, Flags, "
                + "Ocean, Faces, Chinese 汉字, Korean 한국어, Young Animals\n"
        ),
        (["--names-only"], "memorize: option --names-only works only with --list-themes\n"),
        (["--names-only", "--theme", "food"], "memorize: option --names-only works only with --list-themes\n"),
        (
            ["--ding\u{07}"],
            "memorize: unknown option \"--ding\\u{7}\"\nmemorize: try \"memorize --help\" for the list of options\n"
        ),
    ]

    @Test("a wrong command line exits 64 with a message", arguments: usageErrors)
    func usageError(arguments: [String], message: String) {
        // Usage errors come before the terminal check, so they show in a pipe too.
        let system = FakeSystem(inputIsTerminal: false, outputIsTerminal: false)
        #expect(system.launch(arguments) == .exit(64))
        #expect(system.errors == message)
        #expect(system.output == "")
    }

    @Test("a usage error comes before reading any theme file")
    func usageErrorBeforeFiles() {
        let system = FakeSystem()
        #expect(system.launch(["--themes-file", "missing.json", "--bogus"]) == .exit(64))
        #expect(system.reads.isEmpty)
    }

    @Test("an unknown theme lists the themes of the file it looked in")
    func unknownThemeInFile() {
        let system = FakeSystem(files: ["t.json": .text(SampleThemes.two)])
        #expect(system.launch(["--themes-file", "t.json", "--theme", "Gamma"]) == .exit(64))
        #expect(
            system.errors
                == "memorize: no theme named \"Gamma\" in \"t.json\"\nmemorize: available themes: Alpha, Beta\n")
    }

    static let fileErrors: [(FileContents, Int32, String)] = [
        (.missing, 66, "memorize: cannot open theme file \"t.json\": no such file\n"),
        (.directory, 66, "memorize: cannot open theme file \"t.json\": it is a directory, not a file\n"),
        (
            .unreadable(reason: "permission denied"), 66,
            "memorize: cannot open theme file \"t.json\": permission denied\n"
        ),
        (
            .tooLarge(limit: 1_048_576), 65,
            "memorize: theme file \"t.json\" refused: the file is larger than 1048576 bytes\n"
        ),
        (
            .text(""), 65,
            "memorize: theme file \"t.json\" refused: invalid JSON at line 1, column 1: "
                + "the file is empty; expected a JSON array\n"
        ),
        (.text("[]"), 65, "memorize: theme file \"t.json\" refused: the list of themes is empty\n"),
        (
            .text(#"[{"name": "Odd", "emojis": ["😀", "😀"], "color": "red"}]"#), 65,
            "memorize: theme file \"t.json\" refused: theme #1 \"Odd\": duplicate emoji \"😀\"\n"
        ),
        (
            .text(#"[{"name": "\u001b]0;pwned\u0007", "emojis": ["😀"], "color": "red"}]"#), 65,
            "memorize: theme file \"t.json\" refused: theme #1: \"name\" contains control characters or escape "
                + "sequences: \"\\u{1B}]0;pwned\\u{7}\"\n"
        ),
    ]

    @Test("a theme file that cannot be used stops the run before the terminal check", arguments: fileErrors)
    func themeFileError(contents: FileContents, code: Int32, message: String) {
        let system = FakeSystem(files: ["t.json": contents], inputIsTerminal: false, outputIsTerminal: false)
        #expect(system.launch(["--themes-file", "t.json"]) == .exit(code))
        #expect(system.errors == message)
        #expect(!system.errors.unicodeScalars.contains("\u{1B}"))
        #expect(system.output == "")
    }

    @Test("every message line starts with the program name")
    func messagePrefix() {
        for (arguments, _) in Self.usageErrors {
            let system = FakeSystem()
            _ = system.launch(arguments)
            let lines = system.errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect((1...2).contains(lines.count))
            #expect(lines.allSatisfy { $0.hasPrefix("memorize: ") })
        }
    }
}

@Suite("Opponents on the command line")
struct OpponentLaunchTests {
    @Test(
        "options that cannot be played together are refused with exit 64",
        arguments: [
            (["--first", "computer"], "memorize: option --first works only with --versus\n"),
            (
                ["--versus", "computer", "--players", "2"],
                "memorize: options --versus and --players cannot be used together\n"
            ),
            (["--players", "2", "--names", "a,b,c"], "memorize: --names gives 3 names for 2 players\n"),
            (["--versus", "computer", "--names", "a,b"], "memorize: --names gives 2 names for 1 player\n"),
        ])
    func refused(arguments: [String], message: String) {
        let system = FakeSystem()
        #expect(system.launch(arguments) == .exit(64))
        #expect(system.errors == message)
    }

    @Test(
        "names that would not tell the seats apart are refused with one line",
        arguments: [
            (
                ["--versus", "computer", "--names", "Computer"],
                "memorize: --names cannot use \"Computer\": it is the computer's name\n"
            ),
            (
                ["--players", "2", "--names", "Ann,COMPUTER"],
                "memorize: --names cannot use \"COMPUTER\": it is the computer's name\n"
            ),
            (
                ["--players", "2", "--names", "a,a"],
                "memorize: --names: two players would both be \"a\" (names are compared ignoring case)\n"
            ),
            (
                ["--names", "Ann,ann"],
                "memorize: --names: two players would both be \"ann\" (names are compared ignoring case)\n"
            ),
            (
                ["--players", "3", "--names", "player 3,Bob"],
                "memorize: --names: two players would both be \"Player 3\" (names are compared ignoring case)\n"
            ),
            (
                ["--names", "You,you"],
                "memorize: --names cannot use \"You\": it is the word the game uses for you\n"
            ),
            (
                ["--versus", "computer", "--names", "you"],
                "memorize: --names cannot use \"you\": it is the word the game uses for you\n"
            ),
            // Issue 42: names that read alike, by the theme checker's look-alike rule and case folding.
            (
                ["--names", "Ann,\u{0410}nn"],
                "memorize: --names: \"\u{0410}nn\" reads the same as \"Ann\": its \"\u{0410}\" is U+0410 "
                    + "CYRILLIC CAPITAL LETTER A; give names a player can tell apart\n"
            ),
            (
                ["--names", "I,\u{0131}"],
                "memorize: --names: \"\u{0131}\" reads the same as \"I\": its \"\u{0131}\" is U+0131 "
                    + "LATIN SMALL LETTER DOTLESS I; give names a player can tell apart\n"
            ),
            (
                ["--names", "Ss,\u{00DF}"],
                "memorize: --names: \"\u{00DF}\" reads the same as \"Ss\": its \"\u{00DF}\" is U+00DF "
                    + "LATIN SMALL LETTER SHARP S; give names a player can tell apart\n"
            ),
            (
                ["--players", "2", "--names", "Ann,C\u{043E}mputer"],
                "memorize: --names cannot use \"C\u{043E}mputer\": it is the computer's name\n"
            ),
            (
                ["--players", "2", "--names", "\u{0420}layer 2"],
                "memorize: --names: \"Player 2\" reads the same as \"\u{0420}layer 2\": its \"P\" is U+0050 "
                    + "LATIN CAPITAL LETTER P; give names a player can tell apart\n"
            ),
        ])
    func confusingNames(arguments: [String], message: String) {
        let system = FakeSystem()
        #expect(system.launch(arguments) == .exit(64))
        #expect(system.errors == message)
    }

    @Test("names that only look alike in part, or differ in a letter that looks different, are kept apart")
    func namesThatDiffer() {
        for names in ["Ann,Anna", "Ivan,\u{0418}van", "\u{00C5}sa,Asa", "Lee,L\u{00E9}e"] {
            let system = FakeSystem()
            guard case .play = system.launch(["--names", names]) else {
                Issue.record("\(names) refused: \(system.errors)")
                continue
            }
        }
    }

    @Test("--names with several names and no --players sets the number of players")
    func namesSetThePlayers() throws {
        for (arguments, players) in [
            (["--names", "ann,bob"], 2), (["--names", "ann,bob,cy"], 3), (["--players", "4", "--names", "ann,bob"], 4),
            (["--names", "ann"], 1),
        ] {
            let system = FakeSystem()
            guard case .play(let request) = system.launch(arguments) else {
                Issue.record("\(arguments) did not play: \(system.errors)")
                continue
            }
            #expect(request.setup.players == players, "\(arguments)")
        }
    }
}
