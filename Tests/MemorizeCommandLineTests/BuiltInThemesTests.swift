import Foundation
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeCommandLine

@Suite("The built-in copy of themes.json")
struct BuiltInThemesTests {
    /// The repository root, three levels above this file (Tests/MemorizeCommandLineTests/<file>).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("equals the root themes.json byte for byte (run Scripts/update-builtin-themes.sh)")
    func equalsRootFile() throws {
        let file = try Data(contentsOf: Self.root.appendingPathComponent("themes.json"))
        let copy = Array(BuiltInThemes.json.utf8)
        #expect(copy == Array(file), "BuiltInThemes.swift is stale: run Scripts/update-builtin-themes.sh")
    }

    @Test("is a valid theme file with at least 8 themes")
    func valid() throws {
        let themes = try ThemeCatalog.themes(fromJSON: Array(BuiltInThemes.json.utf8))
        #expect(themes.count >= 8)
    }

    @Test("the compiled-in themes are what the theme checks read from the text (run Scripts/update-builtin-themes.sh)")
    func valuesEqualTheText() throws {
        let read = try ThemeCatalog.themes(fromJSON: Array(BuiltInThemes.json.utf8))
        #expect(BuiltInThemes.themes == read)
    }

    @Test("a themes file equal to the built-in text loads the compiled-in themes, any other is read and checked")
    func loaderUsesTheCompiledThemes() throws {
        let edited = BuiltInThemes.json.replacingOccurrences(of: "\"Halloween\"", with: "\"Spooky\"")
        for (text, firstName) in [(BuiltInThemes.json, "Halloween"), (edited, "Spooky")] {
            let system = FakeSystem(files: ["mine.json": .text(text)])
            let loaded = try ThemeLoader(system: system.access).load(themesFile: "mine.json")
            #expect(loaded.themes.first?.name == firstName)
            #expect(loaded.themes.count == BuiltInThemes.themes.count)
        }
    }
}
