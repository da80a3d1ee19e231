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
}
