import Foundation
import MemorizeTestSupport
import ScreenKit
import Testing

/// The built binary against outputs that fail, paths that are not UTF-8 and files built to
/// amplify the output.
@Suite("The memorize binary against failing outputs, raw paths and amplifying files")
struct HostileOutputAndPathTests {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs `script` with `sh` in `directory`, the binary in `$MEMORIZE`: the shell makes what a
    /// spawn cannot (bytes that are not UTF-8 in arguments, redirections to /dev/full).
    static func shell(_ script: String, in directory: URL) async throws -> Result {
        let result = try await BinaryRunner.shell(script, in: directory)
        return Result(status: result.status, output: result.outputText, errors: result.errorText)
    }

    // MARK: - Write errors

    @Test(
        "--help, --version and --list-themes into a full disk exit 74 with one line",
        arguments: ["--help", "--version", "--list-themes"])
    func fullDisk(option: String) async throws {
        let directory = try TemporaryDirectory()
        let result = try await Self.shell("\"$MEMORIZE\" \(option) > /dev/full", in: directory.url)
        #expect(result.status == 74)
        #expect(result.errors == "memorize: cannot write to standard output: No space left on device\n")
    }

    @Test("a closed standard output exits 74 with one line")
    func closedOutput() async throws {
        let directory = try TemporaryDirectory()
        let result = try await Self.shell("\"$MEMORIZE\" --help >&-", in: directory.url)
        #expect(result.status == 74)
        #expect(result.errors == "memorize: cannot write to standard output: Bad file descriptor\n")
    }

    // MARK: - Paths that are not UTF-8

    static let rawTheme = #"[{"name": "Raw", "emojis": ["🐙"], "color": "red"}]"#

    @Test("a theme file whose name is not UTF-8 is read")
    func rawFileName() async throws {
        let directory = try TemporaryDirectory()
        let script = """
            printf '%s' '\(Self.rawTheme)' > "$(printf 'a\\377.json')"
            "$MEMORIZE" --list-themes --themes-file "$(printf 'a\\377.json')"
            """
        let result = try await Self.shell(script, in: directory.url)
        #expect(result.errors == "")
        #expect(result.status == 0)
        #expect(result.output == "Raw  all  red  🐙\n")
    }

    @Test("a missing file whose name is not UTF-8 is named byte for byte")
    func rawMissingFileName() async throws {
        let directory = try TemporaryDirectory()
        let result = try await Self.shell(#""$MEMORIZE" --themes-file "$(printf 'b\377\376.json')""#, in: directory.url)
        #expect(result.status == 66)
        #expect(result.errors == "memorize: cannot open theme file \"b\\xFF\\xFE.json\": no such file\n")
    }

    @Test("a user themes file under a home directory whose name is not UTF-8 is read")
    func rawHomeDirectory() async throws {
        let directory = try TemporaryDirectory()
        let script = """
            home="$PWD/$(printf 'h\\377')"
            mkdir -p "$home/.config/memorize"
            printf '%s' '\(Self.rawTheme)' > "$home/.config/memorize/themes.json"
            unset XDG_CONFIG_HOME
            HOME="$home" "$MEMORIZE" --list-themes
            """
        let result = try await Self.shell(script, in: directory.url)
        #expect(result.errors == "")
        #expect(result.status == 0)
        // The names' column is as wide as the longest name, and two spaces more.
        let column = BinaryTests.rootThemeNames.map(\.count).max()! + 2
        let raw = "Raw" + String(repeating: " ", count: column - 3)
        #expect(result.output.hasSuffix("\n" + raw + "all     red          🐙\n"), "\(result.output)")
    }

    // MARK: - Amplification

    @Test("a name of 100,000 characters among a thousand themes is refused at once, briefly")
    func hugeName() async throws {
        let directory = try TemporaryDirectory()
        let short = (0..<1000).map { #"{"name": "T\#($0)", "emojis": ["🐙"], "color": "red"}"# }
        let long = #"{"name": "\#(String(repeating: "n", count: 100_000))", "emojis": ["🐙"], "color": "red"}"#
        let path = try directory.write("[" + (short + [long]).joined(separator: ",") + "]", to: "big.json")
        let result = try await Self.shell("\"$MEMORIZE\" --list-themes --themes-file '\(path)'", in: directory.url)
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(
            result.errors.contains("theme #1001: \"name\" is longer than 64 characters"), "\(result.errors.prefix(300))"
        )
        #expect(result.errors.count < 400)
    }
}
