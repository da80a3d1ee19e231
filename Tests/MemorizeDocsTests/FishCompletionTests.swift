import Foundation
import MemorizeCommandLine
import MemorizeDocs
import MemorizeTestSupport
import Testing

/// The fish completion, loaded the way fish loads a vendor completion and asked with `complete -C`,
/// which answers exactly what a Tab would offer.
@Suite("Fish completion", .enabled(if: Command.isInstalled("fish")))
struct FishCompletionTests {
    /// The candidates fish offers for `line`, without their descriptions, with `bin` first in PATH.
    static func complete(
        _ line: String, script: String = FishCompletion.script(), bin: String, in directory: TemporaryDirectory
    ) async throws -> [String] {
        try directory.write(script, to: "data/fish/vendor_completions.d/memorize.fish")
        let result = try await Command.run(
            "fish", ["-c", "complete -C $argv[1]", line],
            environment: [
                "HOME": directory.path, "XDG_DATA_DIRS": directory.path + "/data", "XDG_CONFIG_HOME": nil,
                "XDG_DATA_HOME": nil, "PATH": bin + ":/usr/bin:/bin",
            ], in: directory.url)
        #expect(result.status == 0)
        #expect(result.errors == "")
        return result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    static func bin() throws -> String {
        URL(fileURLWithPath: try Places.builtExecutable("memorize")).deletingLastPathComponent().path
    }

    @Test("the script is valid fish")
    func syntax() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(FishCompletion.script(), to: "memorize.fish")
        let result = try await Command.run("fish", ["-n", path])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("every option is offered with its help, each until it is given")
    func options() async throws {
        let directory = try TemporaryDirectory()
        let bin = try Self.bin()
        let all = try await Self.complete("memorize -", bin: bin, in: directory)
        #expect(Set(all) == Set(CommandLineReference.options.flatMap(\.names)))
        #expect(try await Self.complete("memorize --th", bin: bin, in: directory) == ["--theme", "--themes-file"])
        let after = try await Self.complete("memorize --theme Food --list-themes --", bin: bin, in: directory)
        #expect(!after.contains("--theme") && !after.contains("--list-themes") && after.contains("--seed"))
    }

    @Test("--theme offers theme names, with spaces, from the theme file on the line")
    func themeNames() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(Fixtures.themesJSON, to: "my themes.json")
        let bin = try Self.bin()
        #expect(try await Self.complete("memorize --theme hal", bin: bin, in: directory) == ["Halloween"])
        #expect(try await Self.complete("memorize --theme=hal", bin: bin, in: directory) == ["Halloween"])
        #expect(
            try await Self.complete(#"memorize --themes-file 'my themes.json' --theme se"#, bin: bin, in: directory)
                == ["Sea", "Sea Life"])
        #expect(
            try await Self.complete(#"memorize --themes-file=my\ themes.json --theme b"#, bin: bin, in: directory)
                == ["Bob's Cards"])
    }

    @Test("--themes-file offers files; an option with values offers them")
    func filesAndValues() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("[]", to: "mine.json")
        let bin = try Self.bin()
        #expect(try await Self.complete("memorize --themes-file mi", bin: bin, in: directory) == ["mine.json"])
        let script = FishCompletion.script(options: Fixtures.futureOptions)
        #expect(
            Set(try await Self.complete("memorize --rules ", script: script, bin: bin, in: directory)) == [
                "seen", "plain",
            ])
        #expect(try await Self.complete("memorize --hi", script: script, bin: bin, in: directory) == ["--hints"])
    }
}
