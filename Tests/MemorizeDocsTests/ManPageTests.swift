import Foundation
import MemorizeCommandLine
import MemorizeKeys
import MemorizeSystem
import MemorizeTestSupport
import Testing

@testable import MemorizeDocs

@Suite("The man page")
struct ManPageTests {
    /// The page as `man` shows it, 200 columns wide so no line is broken, in plain text.
    static func rendered(_ page: String) async throws -> String {
        let directory = try TemporaryDirectory()
        let path = try directory.write(page, to: "memorize.6")
        let result = try await Command.run(
            "man", ["-l", path],
            environment: ["MANWIDTH": "200", "MANPAGER": "cat", "PAGER": "cat", "LC_ALL": "C.UTF-8"])
        #expect(result.status == 0, "\(result.errors)")
        // Bold and underline may come as overstrikes; keep the letters.
        return result.output.replacing(/.\u{8}/, with: "")
    }

    /// The lines of one section, from its heading to the next.
    static func section(_ name: String, of text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(name)) else { return [] }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { !$0.isEmpty && $0.first?.isWhitespace == false } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    @Test("it renders with no warnings from groff", .enabled(if: Command.isInstalled("groff")))
    func groffWarnings() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(ManPage.text(), to: "memorize.6")
        let result = try await Command.run("groff", ["-man", "-ww", "-z", path])
        #expect(result.status == 0)
        #expect(result.errors == "")
    }

    @Test("mandoc's lint finds nothing, not even style", .enabled(if: Command.isInstalled("mandoc")))
    func mandocLint() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(ManPage.text(), to: "memorize.6")
        let result = try await Command.run("mandoc", ["-T", "lint", "-W", "style", path])
        #expect(result.output + result.errors == "")
        #expect(result.status == 0)
    }

    @Test("every option of the table is in the synopsis and described", .enabled(if: Command.isInstalled("man")))
    func options() async throws {
        let text = try await Self.rendered(ManPage.text())
        let synopsis = Self.section("SYNOPSIS", of: text).joined(separator: " ")
        let described = Self.section("OPTIONS", of: text)
        for option in CommandLineReference.options {
            // A value that may be left out is shown in brackets: `--daily [DATE]`.
            let placeholder = option.value.map { " " + ($0.isOptional ? "[\($0.placeholder)]" : $0.placeholder) }
            let usage = option.names.joined(separator: " | ") + (placeholder ?? "")
            let spelled = option.names.count > 1 ? "[\(option.names[1]) | \(option.names[0])" : "[\(usage)]"
            #expect(synopsis.contains(spelled), "the synopsis lacks \(spelled)")
            let heading =
                (option.names.dropFirst() + option.names.prefix(1)).joined(separator: ", ") + (placeholder ?? "")
            // man sets a tag shorter than the indent on the same line as the start of its text.
            let index = try #require(
                described.firstIndex {
                    let line = $0.trimmingCharacters(in: .whitespaces)
                    return line == heading || line.hasPrefix(heading + " ")
                }, "no item \(heading)")
            let body = described[index...].prefix { !$0.isEmpty }.joined(separator: " ")
            #expect(body.contains(String(option.summary.dropFirst())), "\(heading) lacks its help")
        }
    }

    @Test("FILES names the file of the new-game screen's last choices, beside the scores")
    func newGameFile() {
        let files = ManPageProse.files.joined(separator: "\n")
        #expect(files.contains("$XDG_STATE_HOME/memorize/new-game"))
        #expect(files.contains("never the seed"))
    }

    @Test("every key of every screen is listed with what it does", .enabled(if: Command.isInstalled("man")))
    func keys() async throws {
        let keys = Self.section("KEYS", of: try await Self.rendered(ManPage.text()))
        for screen in KeyScreen.allCases {
            let bindings = KeyBindings.bindings(on: screen)
            let heading = try #require(
                keys.firstIndex { $0.trimmingCharacters(in: .whitespaces) == ManPage.title(of: screen) })
            let end =
                keys[(heading + 1)...].firstIndex { $0.hasPrefix("   ") && !$0.hasPrefix("    ") } ?? keys.endIndex
            let text = keys[heading..<end].joined(separator: "\n")
            for binding in bindings {
                let label = binding.keys.map { $0.label(unicode: false) }.joined(separator: ", ")
                #expect(text.contains(label), "\(screen) lacks the keys \(label)")
                #expect(
                    text.contains(String(binding.description.dropFirst())), "\(screen) lacks \(binding.description)")
            }
        }
    }

    @Test(
        "the footer names the version, and every exit status is listed in order",
        .enabled(if: Command.isInstalled("man")))
    func versionAndStatuses() async throws {
        let text = try await Self.rendered(ManPage.text())
        let footer = try #require(text.split(separator: "\n").last)
        #expect(footer.hasPrefix("memorize \(CommandLineReference.version) "))
        #expect(footer.contains(CommandLineReference.releaseDate))
        let statuses = Self.section("EXIT STATUS", of: text).compactMap {
            Int32($0.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber })
        }
        #expect(statuses == ExitStatus.allCases.map(\.rawValue))
    }

    @Test("the sections a man page of a game has are all there", .enabled(if: Command.isInstalled("man")))
    func sections() async throws {
        let headings = try await Self.rendered(ManPage.text()).split(separator: "\n").filter {
            $0.first?.isUppercase == true && $0.uppercased() == $0
        }
        #expect(
            headings == [
                "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "SCORING", "DAILY DEAL", "TABLES", "LOBBY",
                "ACCESSIBILITY",
                "THEMES", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
            ])
    }

    @Test("DESCRIPTION names plain mode in its first paragraph", .enabled(if: Command.isInstalled("man")))
    func descriptionNamesPlainMode() async throws {
        let text = try await Self.rendered(ManPage.text())
        let paragraph = Self.section("DESCRIPTION", of: text).prefix { !$0.isEmpty }
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(paragraph.hasPrefix("memorize is the card game Concentration"))
        #expect(paragraph.contains("memorize --plain plays the same game in lines of text"), "\(paragraph)")
    }

    @Test(
        "TABLES tells how a table of 2 to 4 seats fills, who watches, what the code protects and how it fails",
        .enabled(if: Command.isInstalled("man")))
    func tables() async throws {
        let text = try await Self.rendered(ManPage.text())
        let section = Self.section("TABLES", of: text).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        for words in [
            "a table of 2 to 4 seats (--seats N; 2 by default)", "the computer takes another",
            "Enter at the host starts early", "memorize --watch HOST:PORT --code CODE", "up to 8 may watch",
            "taking no turn", "the password of a PAKE", "test a guessed code offline",
            "five wrong guesses retire the code", "encrypts and authenticates every frame", "ssh -L",
            "exits with status \(ExitStatus.tableFailed.rawValue)",
        ] {
            #expect(section.contains(words), "TABLES lacks \"\(words)\"")
        }
        for claim in ["HMAC", "learns nothing", "two terminals"] {
            #expect(!text.contains(claim), "the page still says \(claim)")
        }
    }

    @Test("an option with a list of values shows them", .enabled(if: Command.isInstalled("man")))
    func optionValues() async throws {
        let text = try await Self.rendered(ManPage.text(options: Fixtures.futureOptions))
        #expect(Self.section("SYNOPSIS", of: text).joined(separator: " ").contains("[--rules seen|plain]"))
        #expect(Self.section("OPTIONS", of: text).contains { $0.trimmingCharacters(in: .whitespaces) == "--players N" })
    }
}
