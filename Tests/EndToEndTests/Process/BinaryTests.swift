import Foundation
import MemorizeCommandLine
import MemorizeTestSupport
import MemorizeText
import MemorizeThemes
import MemoryGame
import ScreenKit
import Testing

/// The built `memorize` binary, run as a user would run it, with its output piped.
@Suite("The memorize binary")
struct BinaryTests {
    static let rootThemeNames: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        guard let bytes = try? Data(contentsOf: root.appendingPathComponent("themes.json")),
            let themes = try? ThemeCatalog.themes(fromJSON: Array(bytes))
        else { return [] }
        return themes.map(\.name)
    }()

    @Test("--help lists every option and the keys on standard output", arguments: ["--help", "-h"])
    func help(flag: String) async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run([flag], in: directory.url)
        #expect(result.status == 0)
        for text in ["--theme NAME", "--themes-file PATH", "--list-themes", "--seed N", "-h, --help", "--version"] {
            #expect(result.outputText.contains(text), "help lacks \(text)")
        }
        for key in ["hjkl", "wasd", "Enter Space", "mouse click", "new game", "pick a theme", "this help", "q Esc"] {
            #expect(result.outputText.contains(key), "help lacks \(key)")
        }
        #expect(result.errorText == "")
    }

    @Test("--version prints the version")
    func version() async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(["--version"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.outputText == "memorize \(CommandLineReference.version)\n")
        #expect(CommandLineReference.version.split(separator: ".").count == 3)
        #expect(result.errorText == "")
    }

    @Test("--list-themes works in a pipe and, outside the repository, lists the built-in copy")
    func listThemes() async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(["--list-themes"], in: directory.url)
        #expect(result.status == 0)
        // Names hold spaces ("Young Animals"): each line starts with its theme's name and two spaces.
        let lines = result.outputText.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.rootThemeNames.count)
        #expect(zip(lines, Self.rootThemeNames).allSatisfy { $0.hasPrefix($1 + "  ") }, "\(lines)")
        #expect(lines.count >= 8)
        #expect(result.errorText == "")
    }

    @Test("--list-themes --names-only prints whole names, spaces and all, for shell completion")
    func themeNamesOnly() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            #"[{"name": "Sea Life", "emojis": ["🐙", "🦀"], "color": "blue"}, {"name": "Bob's", "emojis": ["A", "B"], "#
                + #""color": "red"}]"#, to: "t.json")
        let result = try await BinaryRunner.run(
            ["--list-themes", "--names-only", "--themes-file", "t.json"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.outputText == "Sea Life\nBob's\n")
        #expect(result.errorText == "")
        let builtIn = try await BinaryRunner.run(["--names-only", "--list-themes"], in: directory.url)
        #expect(builtIn.outputText == Self.rootThemeNames.map { $0 + "\n" }.joined())
    }

    @Test("run from the repository, the repository's themes.json is read")
    func repositoryThemes() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "// swift-tools-version: 6.0\nlet package = Package(\n    name: \"Memorize\")\n", to: "Package.swift")
        try directory.write(#"[{"name": "Local", "emojis": ["🐢", "🐇"], "color": "green"}]"#, to: "themes.json")
        let result = try await BinaryRunner.run(["--list-themes"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.outputText == "Local  all  green  🐢 🐇\n")
    }

    @Test("the user's themes file is added after the shipped themes")
    func userThemes() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            #"[{"name": "Mine", "emojis": ["🍄", "🌵"], "pairs": 2, "color": "pink"}]"#,
            to: "config/memorize/themes.json")
        let result = try await BinaryRunner.run(["--list-themes"], in: directory.url)
        #expect(result.status == 0)
        let lines = result.outputText.split(separator: "\n")
        #expect(lines.count == Self.rootThemeNames.count + 1)
        // The names' column is as wide as the longest name, and two spaces more.
        let column = Self.rootThemeNames.map(\.count).max()! + 2
        let mine = "Mine" + String(repeating: " ", count: column - 4)
        #expect(lines.last.map(String.init) == mine + "2       pink         🍄 🌵")
    }

    @Test("a user theme named like a shipped one is refused, naming both sources")
    func userThemeClash() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            #"[{"name": "FOOD", "emojis": ["🍄", "🌵"], "color": "pink"}]"#, to: "config/memorize/themes.json")
        let result = try await BinaryRunner.run(["--list-themes"], in: directory.url)
        #expect(result.status == 65)
        #expect(
            result.errorText
                == "memorize: theme \"FOOD\" in \(SafeText.quoted(path)) has the same name as a theme in the built-in "
                + "themes; rename one of them\n")
    }

    @Test("an unknown theme exits 64 and lists the themes")
    func unknownTheme() async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(["--theme", "Dinosaurs"], in: directory.url)
        #expect(result.status == 64)
        #expect(
            result.errorText
                == "memorize: no theme named \"Dinosaurs\" in the built-in themes\n"
                + "memorize: available themes: \(Self.rootThemeNames.joined(separator: ", "))\n")
        #expect(result.outputText == "")
    }

    @Test(
        "a wrong command line exits 64 without a crash",
        arguments: [
            ["--bogus"], ["--theme"], ["--seed", "99999999999999999999999999999999"], ["--seed=-1"], ["stray"],
            ["--list-themes=yes"], ["--theme=F"], ["--mode", "poker"], ["--names-only"],
        ])
    func usageErrors(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(arguments, in: directory.url)
        #expect(result.status == 64)
        #expect(result.errorText.hasPrefix("memorize: "))
        #expect(!result.errorText.contains("Fatal error"))
        #expect(result.outputText == "")
    }

    @Test("a missing theme file exits 66 and names it")
    func missingFile() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("nowhere.json").path
        let result = try await BinaryRunner.run(["--themes-file", path], in: directory.url)
        #expect(result.status == 66)
        #expect(result.errorText == "memorize: cannot open theme file \(SafeText.quoted(path)): no such file\n")
    }

    @Test("a directory given as theme file exits 66 and says so")
    func directoryAsFile() async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(["--themes-file=\(directory.url.path)"], in: directory.url)
        #expect(result.status == 66)
        #expect(
            result.errorText
                == "memorize: cannot open theme file \(SafeText.quoted(directory.url.path)): it is a directory, "
                + "not a file\n")
    }

    @Test("a device is refused as not a regular file, not read forever")
    func endlessFile() async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(["--themes-file", "/dev/zero"], in: directory.url)
        #expect(result.status == 66)
        #expect(
            result.errorText == "memorize: cannot open theme file \"/dev/zero\": it is not a regular file\n")
    }

    @Test("a path holding an escape sequence is shown escaped")
    func hostilePath() async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(["--themes-file", "\u{1B}]0;owned\u{07}.json"], in: directory.url)
        #expect(result.status == 66)
        #expect(!result.errorsHoldEscape)
        #expect(result.errorText == "memorize: cannot open theme file \"\\u{1B}]0;owned\\u{7}.json\": no such file\n")
    }

    @Test(
        "a game with standard output piped exits 69 and says why",
        arguments: [[], ["--theme", "hal", "--seed", "5"], ["--seed=18446744073709551615"]])
    func notATerminal(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(arguments, in: directory.url)
        #expect(result.status == 69)
        #expect(
            result.errorText
                == "memorize: standard input and output must be a terminal to play; memorize --plain plays in lines of text, "
                + "for screen readers and pipes (see --help)\n")
        #expect(result.outputText == "")
    }

    @Test("unusual but valid theme files are accepted")
    func validEdgeCases() async throws {
        let directory = try TemporaryDirectory()
        let file: [UInt8] =
            [0xEF, 0xBB, 0xBF]
            + Array(
                """
                [
                  {"name": "Hearts", "emojis": ["♥️", "❤️", "☀️"], "pairs": 99, "color": "chartreuse"},
                  {"name": "Letters", "emojis": ["A", "é", "ß"], "pairs": 3.0, "color": {"gradient": ["red", "blue"]},
                   "extra": "ignored"}
                ]
                """.utf8)
        let path = try directory.write(file, to: "edge.json")
        let result = try await BinaryRunner.run(["--list-themes", "--themes-file", path], in: directory.url)
        #expect(result.errorText == "")
        #expect(result.status == 0)
        #expect(result.outputText == "Hearts   99  chartreuse  ♥️ ❤️ ☀️\nLetters  3   red→blue    A é ß\n")
    }
}
