import Foundation
import MemorizeCommandLine
import MemorizeDocs
import MemorizeTestSupport
import Testing

/// The zsh completion: valid zsh, the `_arguments` specs as zsh reads them, and the theme names
/// its function finds, run in a real zsh with the completion system's two calls stood in for.
@Suite("Zsh completion", .enabled(if: Command.isInstalled("zsh")))
struct ZshCompletionTests {
    /// Runs the script in `zsh -f` with `_arguments` and `compadd` printing their arguments, one per
    /// line, and `words` and `CURRENT` set as the completion system sets them.
    static func run(
        _ words: [String], script: String = ZshCompletion.script(), in directory: TemporaryDirectory
    ) async throws -> [String] {
        let scriptPath = try directory.write(script, to: "_memorize")
        let driver = """
            _arguments() { print -rl -- "$@" }
            _wanted() { shift 3; "$@" }
            compadd() { print -rl -- "${(@P)${@[-1]}}" }
            script=$1
            shift
            words=("$@")
            CURRENT=$#words
            source $script
            """
        let result = try await Command.run("zsh", ["-f", "-c", driver, "zsh", scriptPath] + words, in: directory.url)
        #expect(result.status == 0)
        #expect(result.errors == "")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test("the script is valid zsh")
    func syntax() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(ZshCompletion.script(), to: "_memorize")
        let result = try await Command.run("zsh", ["-n", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(ZshCompletion.script().hasPrefix("#compdef memorize\n"))
    }

    @Test("one spec per spelling, with its help, and aliases excluding each other")
    func specs() async throws {
        let directory = try TemporaryDirectory()
        let specs = try await Self.run(["memorize", ""], in: directory)
        #expect(specs.first == ":")
        #expect(
            specs.contains(
                "--theme=[play this theme first (any case; a unique prefix is enough)]:NAME:_memorize_themes"))
        #expect(specs.contains("--themes-file=[read the themes from PATH instead of the shipped ones]:PATH:_files"))
        #expect(specs.contains(#"--names-only[with --list-themes\: print only the names, one per line]"#))
        #expect(specs.contains("(--help -h)--help[show this help and exit]"))
        #expect(specs.contains("(--help -h)-h[show this help and exit]"))
        #expect(specs.count == 1 + CommandLineReference.options.flatMap(\.names).count)
    }

    @Test("an option with a list of values offers them")
    func newOptionValues() async throws {
        let directory = try TemporaryDirectory()
        let specs = try await Self.run(
            ["memorize", ""], script: ZshCompletion.script(options: Fixtures.futureOptions), in: directory)
        #expect(specs.contains("--rules=[the rules to play]:seen|plain:(seen plain)"))
        #expect(specs.contains("--players=[deal N players (Matchismo)]:N: "))
        #expect(specs.contains("--hints[score faster choices higher]"))
    }

    @Test("theme names come whole from the memorize on the line and the theme file given")
    func themeNames() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(Fixtures.themesJSON, to: "my themes.json")
        let memorize = try Places.builtExecutable("memorize")
        let script = ZshCompletion.script() + "\n_memorize_themes\n"
        let names = ["Sea Life", "Sea", "Bob's Cards", "Night Sky"]
        let fromFile = try await Self.run(
            [memorize, "--themes-file", #"my\ themes.json"#, "--theme", ""], script: script, in: directory)
        #expect(Array(fromFile.suffix(names.count)) == names)
        let afterEquals = try await Self.run(
            [memorize, "--themes-file='my themes.json'", "--theme", "S"], script: script, in: directory)
        #expect(Array(afterEquals.suffix(names.count)) == names)
        let builtIn = try await Self.run([memorize, "--theme", ""], script: script, in: directory)
        #expect(builtIn.contains("Halloween"))
    }
}
