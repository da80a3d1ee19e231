import Foundation
import MemorizeSystem
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeCommandLine

@Suite("Finding and loading theme files")
struct ThemeLoaderTests {
    static let builtInNames = [
        "Halloween", "Vehicles", "Sports", "Animals", "Food", "Fruit", "Weather", "Flags", "Ocean", "Faces",
        "Chinese 汉字", "Korean 한국어", "Young Animals",
    ]

    private func load(_ system: FakeSystem, themesFile: String? = nil) throws(CommandLineError) -> LoadedThemes {
        try ThemeLoader(system: system.access).load(themesFile: themesFile)
    }

    @Test("outside the repository the built-in copy is used")
    func builtInCopy() throws {
        let system = FakeSystem(files: ["themes.json": .text(SampleThemes.two)])
        let loaded = try load(system)
        #expect(loaded.themes.map(\.name) == Self.builtInNames)
        #expect(loaded.source == "the built-in themes")
    }

    @Test("in the repository its themes.json is used")
    func repositoryFile() throws {
        let system = FakeSystem(files: [
            "Package.swift": .text(SampleThemes.memorizeManifest), "themes.json": .text(SampleThemes.two),
        ])
        let loaded = try load(system)
        #expect(loaded.themes.map(\.name) == ["Alpha", "Beta"])
        #expect(loaded.source == "\"themes.json\"")
    }

    @Test("another package's themes.json is not ours")
    func otherPackage() throws {
        let manifest = SampleThemes.memorizeManifest.replacingOccurrences(of: "\"Memorize\"", with: "\"Other\"")
        let system = FakeSystem(files: ["Package.swift": .text(manifest), "themes.json": .text(SampleThemes.two)])
        #expect(try load(system).themes.map(\.name) == Self.builtInNames)
    }

    @Test("the repository without its themes.json falls back to the built-in copy")
    func repositoryWithoutFile() throws {
        let system = FakeSystem(files: ["Package.swift": .text(SampleThemes.memorizeManifest)])
        #expect(try load(system).themes.map(\.name) == Self.builtInNames)
    }

    @Test("a broken themes.json in the repository is reported, not hidden by the built-in copy")
    func repositoryFileBroken() {
        let system = FakeSystem(files: [
            "Package.swift": .text(SampleThemes.memorizeManifest), "themes.json": .text("["),
        ])
        #expect(throws: CommandLineError.self) { try load(system) }
        #expect(system.launch(["--list-themes"]) == .exit(65))
        #expect(system.errors.hasPrefix("memorize: theme file \"themes.json\" refused: invalid JSON at line 1"))
    }

    @Test(
        "the manifest is recognised however it is spaced",
        arguments: [
            ("let package = Package(name: \"Memorize\")", true),
            ("let package = Package(\n\tname:\"Memorize\",\n products: [])", true),
            ("let package = Package(name: \"MemorizeKit\")", false),
            ("let package = Package(name: \"Other\", targets: [.target(name: \"Memorize\")])", false),
            ("", false),
        ])
    func manifest(text: String, expected: Bool) {
        #expect(ThemeLoader.isMemorizeManifest(text) == expected)
    }

    @Test("only the built-in file byte for byte is taken for the built-in copy")
    func builtInCopyBytes() {
        let bytes = Array(BuiltInThemes.json.utf8)
        #expect(ThemeLoader.isBuiltInCopy(bytes))
        #expect(!ThemeLoader.isBuiltInCopy(bytes.dropLast() + [0x20]))
        #expect(!ThemeLoader.isBuiltInCopy(Array(bytes.dropLast())))
        #expect(!ThemeLoader.isBuiltInCopy(bytes + [0x0A]))
        #expect(!ThemeLoader.isBuiltInCopy([]))
        var changed = bytes
        changed[bytes.count / 2] ^= 0x01
        #expect(!ThemeLoader.isBuiltInCopy(changed))
    }

    @Test("--themes-file wins, and then no other file is read")
    func themesFileWins() throws {
        let system = FakeSystem(
            files: [
                "Package.swift": .text(SampleThemes.memorizeManifest), "themes.json": .text("broken"),
                "/mine.json": .text(SampleThemes.two), "/home/u/.config/memorize/themes.json": .text("broken"),
            ],
            environment: ["HOME": "/home/u"])
        let loaded = try load(system, themesFile: "/mine.json")
        #expect(loaded.themes.map(\.name) == ["Alpha", "Beta"])
        #expect(loaded.source == "\"/mine.json\"")
        #expect(system.reads == ["/mine.json"])
    }

    // MARK: - User themes

    @Test(
        "user themes are added after the shipped ones",
        arguments: [
            (["HOME": "/home/u"], "/home/u/.config/memorize/themes.json"),
            (["HOME": "/home/u/"], "/home/u/.config/memorize/themes.json"),
            (["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg"], "/cfg/memorize/themes.json"),
            (["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg//"], "/cfg/memorize/themes.json"),
            (["XDG_CONFIG_HOME": "/"], "/memorize/themes.json"),
            // A relative XDG_CONFIG_HOME is invalid by the XDG spec and ignored.
            (["HOME": "/home/u", "XDG_CONFIG_HOME": "cfg"], "/home/u/.config/memorize/themes.json"),
            (["HOME": "/home/u", "XDG_CONFIG_HOME": ""], "/home/u/.config/memorize/themes.json"),
        ])
    func userThemes(environment: [String: String], path: String) throws {
        let system = FakeSystem(files: [path: .text(SampleThemes.user)], environment: environment)
        let loaded = try load(system)
        #expect(loaded.themes.map(\.name) == Self.builtInNames + ["Mine"])
        #expect(loaded.source == "the built-in themes and \"\(path)\"")
    }

    @Test("without HOME or XDG_CONFIG_HOME there is no user file to read")
    func noHome() throws {
        let system = FakeSystem()
        #expect(try load(system).themes.map(\.name) == Self.builtInNames)
        #expect(system.reads == ["Package.swift"])
    }

    @Test("a missing user file is fine")
    func missingUserFile() throws {
        let system = FakeSystem(environment: ["HOME": "/home/u"])
        #expect(try load(system).themes.map(\.name) == Self.builtInNames)
        #expect(system.reads == ["Package.swift", "/home/u/.config/memorize/themes.json"])
    }

    @Test(
        "a user file that cannot be used is an error naming it",
        arguments: [
            (
                FileContents.text("{}"), Int32(65),
                "memorize: theme file \"/home/u/.config/memorize/themes.json\" refused: expected a JSON array of "
                    + "themes, found an object\n"
            ),
            (
                .directory, 66,
                "memorize: cannot open theme file \"/home/u/.config/memorize/themes.json\": it is a directory, "
                    + "not a file\n"
            ),
            (
                .unreadable(reason: "permission denied"), 66,
                "memorize: cannot open theme file \"/home/u/.config/memorize/themes.json\": permission denied\n"
            ),
            (
                .text(SampleThemes.user + SampleThemes.user), 65,
                "memorize: theme file \"/home/u/.config/memorize/themes.json\" refused: invalid JSON at line 1, "
                    + "column 85: unexpected text after the end of the JSON value\n"
            ),
        ])
    func brokenUserFile(contents: FileContents, code: Int32, message: String) {
        let system = FakeSystem(
            files: ["/home/u/.config/memorize/themes.json": contents], environment: ["HOME": "/home/u"])
        #expect(system.launch(["--list-themes"]) == .exit(code))
        #expect(system.errors == message)
    }

    @Test("a user theme named like a shipped one is refused, naming both files")
    func nameClash() {
        let system = FakeSystem(
            files: [
                "Package.swift": .text(SampleThemes.memorizeManifest),
                "themes.json": .text(BuiltInThemes.json),
                "/cfg/memorize/themes.json": .text(SampleThemes.clashing),
            ],
            environment: ["XDG_CONFIG_HOME": "/cfg"])
        #expect(system.launch(["--list-themes"]) == .exit(65))
        #expect(
            system.errors
                == "memorize: theme \"halloween\" in \"/cfg/memorize/themes.json\" has the same name as a theme in "
                + "\"themes.json\"; rename one of them\n")
    }

    @Test("the user's themes can be played by name")
    func playUserTheme() throws {
        let system = FakeSystem(
            files: ["/home/u/.config/memorize/themes.json": .text(SampleThemes.user)], environment: ["HOME": "/home/u"])
        guard case .play(let request) = system.launch(["--theme", "mine"]) else {
            Issue.record("no game: \(system.errors)")
            return
        }
        #expect(request.theme.name == "Mine")
        #expect(request.themes.count == Self.builtInNames.count + 1)
    }
}
