import Foundation
import MemorizeDocs
import MemorizeLocalization
import MemorizeTestSupport
import Testing

/// The translations as GNU gettext's tools see them: every `po/LL.po` complete and checked, the
/// committed `.mo` built from it, and the template (`po/memorize.pot`) what the catalogs say now
/// (that one is checked with the other generated files). Skipped without GNU gettext's tools, as the
/// other tests of a tool are (`.ci/run` installs them, so CI always runs these).
@Suite("Translation files", .enabled(if: Command.isInstalled("msgfmt") && Command.isInstalled("msgcmp")))
struct TranslationFilesTests {
    static let po = Places.repository.appendingPathComponent("po")

    /// The messages of the template, as many as `msgfmt --statistics` must count translated.
    static func messageCount() throws -> Int {
        let template = try String(contentsOf: po.appendingPathComponent("memorize.pot"), encoding: .utf8)
        return template.split(separator: "\n").filter { $0.hasPrefix("msgid \"") && $0 != "msgid \"\"" }.count
    }

    @Test(
        "msgfmt -c finds each translation complete: every message translated, none fuzzy",
        arguments: Language.translated)
    func complete(_ language: Language) async throws {
        let name = try #require(language.catalogName)
        let result = try await Command.run(
            "msgfmt", ["-c", "--statistics", "-o", "/dev/null", Self.po.appendingPathComponent("\(name).po").path],
            environment: ["LC_ALL": "C", "LANGUAGE": nil])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.errors == "\(try Self.messageCount()) translated messages.\n",
            "\(name).po: translate what is untranslated or fuzzy, then run Scripts/update-translations.sh")
    }

    @Test("every message of the template is in each translation, and no other", arguments: Language.translated)
    func inStep(_ language: Language) async throws {
        let name = try #require(language.catalogName)
        let translation = Self.po.appendingPathComponent("\(name).po").path
        let template = Self.po.appendingPathComponent("memorize.pot").path
        let missing = try await Command.run("msgcmp", [translation, template], environment: ["LC_ALL": "C"])
        #expect(missing.status == 0, "run Scripts/update-translations.sh: \(missing.errors)")
        let text = try String(contentsOfFile: translation, encoding: .utf8)
        #expect(!text.contains("\n#~ "), "\(name).po keeps obsolete messages: remove them")
    }

    @Test("the committed catalog is what msgfmt makes of the translation now", arguments: Language.translated)
    func compiled(_ language: Language) async throws {
        let name = try #require(language.catalogName)
        let folder = try TemporaryDirectory()
        let built = folder.url.appendingPathComponent("memorize.mo")
        let result = try await Command.run(
            "msgfmt", ["-c", "-o", built.path, Self.po.appendingPathComponent("\(name).po").path])
        #expect(result.status == 0, "\(result.errors)")
        let committed = Places.repository.appendingPathComponent("share/locale/\(name)/LC_MESSAGES/memorize.mo")
        #expect(
            try Data(contentsOf: committed) == (try Data(contentsOf: built)),
            "share/locale/\(name) is out of date: run Scripts/update-translations.sh")
    }

    @Test("a translation that loses or invents a placeholder is refused by the same check")
    func placeholdersChecked() async throws {
        let folder = try TemporaryDirectory()
        let header = """
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=1; plural=0;\\n"

            #, c-format
            msgid "theme %1$s in %2$s"

            """
        for (wrong, right) in [
            ("msgstr \"%1$s 테마\"", false), ("msgstr \"%3$s %1$s %2$s\"", false),
            ("msgstr \"%2$s의 %1$s 테마\"", true),
        ] {
            try folder.write(header + wrong + "\n", to: "ko.po")
            let result = try await Command.run(
                "msgfmt", ["-c", "-o", "/dev/null", folder.url.appendingPathComponent("ko.po").path])
            #expect((result.status == 0) == right, "\(wrong): \(result.errors)")
        }
    }

    @Test("every translation keeps each placeholder of its message, in any order")
    func placeholdersKept() throws {
        // msgfmt checks what the .po says; this checks that what the catalogs give is what was translated.
        for catalog in MessageTemplate.catalogs {
            for (name, message) in catalog.entries {
                let english = Set(MessageFormat.positions(in: message.english))
                if let plural = message.englishPlural {
                    #expect(Set(MessageFormat.positions(in: plural)) == english, "\(name)")
                }
                #expect(english == Set(english.isEmpty ? [] : Array(1...(english.max() ?? 1))), "\(name): gaps")
            }
        }
    }
}
