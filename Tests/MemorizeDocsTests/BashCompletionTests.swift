import Foundation
import MemorizeCommandLine
import MemorizeDocs
import MemorizeTestSupport
import Testing

/// The bash completion loaded into a real bash and driven as readline drives it: `COMP_WORDS` and
/// `COMP_CWORD` set to the words of a line (as bash splits them, `--theme=x` at the `=`), then
/// `_memorize` called, and `COMPREPLY` read back.
@Suite("Bash completion", .enabled(if: Command.isInstalled("bash")))
struct BashCompletionTests {
    /// What the completion offers for `words`, the last being the word under the cursor.
    static func complete(
        _ words: [String], script: String = BashCompletion.script(), in directory: TemporaryDirectory
    ) async throws -> [String] {
        let scriptPath = try directory.write(script, to: "memorize.bash")
        let driver = """
            source "$1"
            shift
            COMP_WORDS=("$@")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMPREPLY=()
            _memorize
            (( ${#COMPREPLY[@]} == 0 )) || printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await Command.run(
            "bash", ["--norc", "--noprofile", "-c", driver, "bash", scriptPath] + words, in: directory.url)
        #expect(result.status == 0)
        #expect(result.errors == "")
        return result.output.split(separator: "\n").map(String.init)
    }

    static func memorize() throws -> String { try Places.builtExecutable("memorize") }

    @Test("the script is valid bash")
    func syntax() async throws {
        let result = try await Command.run("bash", ["-n"], input: BashCompletion.script())
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("every option is offered, and each only until it is given")
    func options() async throws {
        let directory = try TemporaryDirectory()
        let all = CommandLineReference.options.flatMap(\.names)
        #expect(try await Self.complete(["memorize", ""], in: directory) == all)
        #expect(try await Self.complete(["memorize", "--th"], in: directory) == ["--theme", "--themes-file"])
        #expect(
            try await Self.complete(["memorize", "--theme", "Food", "--list-themes", "--"], in: directory)
                == all.filter { $0.hasPrefix("--") && !["--theme", "--list-themes"].contains($0) })
        #expect(
            try await Self.complete(["memorize", "--seed", "=", "4", "-h", "--"], in: directory).contains("--help")
                == false)
    }

    @Test("--theme offers the names the memorize being completed lists, in any case")
    func builtInThemeNames() async throws {
        let directory = try TemporaryDirectory()
        let memorize = try Self.memorize()
        let names = try await Command.run(memorize, ["--list-themes", "--names-only"], in: directory.url).output
            .split(separator: "\n").map(String.init)
        #expect(names.count >= 8)
        // Bash inserts a reply as is: a space in a name (Young Animals) comes escaped.
        let words = names.map { $0.replacingOccurrences(of: " ", with: #"\ "#) }
        #expect(try await Self.complete([memorize, "--theme", ""], in: directory) == words)
        #expect(try await Self.complete([memorize, "--theme", "hal"], in: directory) == ["Halloween"])
        #expect(try await Self.complete([memorize, "--theme", "=", "HAL"], in: directory) == ["Halloween"])
        #expect(try await Self.complete([memorize, "--theme", "="], in: directory) == words)
        #expect(try await Self.complete([memorize, "--theme", "zzz"], in: directory) == [])
    }

    @Test(
        "a theme name with spaces stays one word, however the word was begun",
        arguments: [
            // As typed: bare, escaped, after a double or a single quote; bash inserts the reply as is.
            (["--theme", "se"], [#"Sea\ Life"#, "Sea"]),
            (["--theme", #"Sea\ L"#], [#"Sea\ Life"#]),
            (["--theme", #""Sea L"#], ["Sea Life"]),
            (["--theme", "'sea l"], ["Sea Life"]),
            (["--theme", "Bob"], [#"Bob\'s\ Cards"#]),
            (["--theme", #""Bob"#], ["Bob's Cards"]),
            (["--theme", "'Bob"], []),
            (["--theme", "=", "night"], [#"Night\ Sky"#]),
        ])
    func namesWithSpaces(typed: [String], expected: [String]) async throws {
        let directory = try TemporaryDirectory()
        try directory.write(Fixtures.themesJSON, to: "my themes.json")
        let memorize = try Self.memorize()
        #expect(
            try await Self.complete([memorize, "--themes-file", #"my\ themes.json"#] + typed, in: directory) == expected
        )
    }

    @Test("the theme file may come before or after --theme, with = or quotes, or from ~/")
    func themeFileOnTheLine() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(Fixtures.themesJSON, to: "t.json")
        let memorize = try Self.memorize()
        #expect(
            try await Self.complete([memorize, "--themes-file", "=", "t.json", "--theme", "ni"], in: directory) == [
                #"Night\ Sky"#
            ])
        #expect(
            try await Self.complete([memorize, "--themes-file", "'t.json'", "--theme", "ni"], in: directory) == [
                #"Night\ Sky"#
            ])
        let home = try await Command.run(
            "bash",
            [
                "-c", "source \"$1\"; HOME=\"$2\" _memorize_dequote '~/t.json'", "bash",
                try directory.write(BashCompletion.script(), to: "c.bash"), directory.path,
            ])
        #expect(home.output == directory.path + "/t.json")
    }

    @Test("a broken theme file offers no names and prints nothing")
    func brokenThemeFile() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("[{", to: "broken.json")
        #expect(
            try await Self.complete(
                [try Self.memorize(), "--themes-file", "broken.json", "--theme", ""], in: directory) == []
        )
    }

    @Test("--themes-file offers files; --seed offers nothing")
    func filesAndNumbers() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("[]", to: "mine.json")
        try directory.write("[]", to: "other.txt")
        #expect(try await Self.complete(["memorize", "--themes-file", "mi"], in: directory) == ["mine.json"])
        #expect(try await Self.complete(["memorize", "--themes-file", "=", "ot"], in: directory) == ["other.txt"])
        #expect(try await Self.complete(["memorize", "--seed", ""], in: directory) == [])
    }

    @Test("an option added with a list of values completes them, with no change to the generator")
    func newOptionValues() async throws {
        let directory = try TemporaryDirectory()
        let script = BashCompletion.script(options: Fixtures.futureOptions)
        #expect(
            try await Self.complete(["memorize", "--rules", ""], script: script, in: directory) == ["seen", "plain"])
        #expect(
            try await Self.complete(["memorize", "--rules", "=", "PL"], script: script, in: directory) == ["plain"])
        #expect(try await Self.complete(["memorize", "--players", ""], script: script, in: directory) == [])
        #expect(try await Self.complete(["memorize", "--hi"], script: script, in: directory) == ["--hints"])
    }
}
