import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeCommandLine

@Suite("Choosing the first theme")
struct ThemeSelectionTests {
    static let loaded = LoadedThemes(
        themes: ["Fruit", "Fruits", "Food", "Ocean", "Ünïcode"].map {
            Theme(name: $0, emojis: ["🍎", "🍌"], color: .named("red"))
        },
        source: "\"t.json\"")

    @Test(
        "an exact name wins, in any case; else a unique prefix",
        arguments: [
            ("Fruit", "Fruit"), ("fruit", "Fruit"), ("FRUITS", "Fruits"), ("fo", "Food"), ("o", "Ocean"),
            ("OCEAN", "Ocean"), ("ünï", "Ünïcode"), ("ÜNÏCODE", "Ünïcode"),
        ])
    func found(name: String, expected: String) throws {
        #expect(try ThemeSelection.theme(named: name, in: Self.loaded).name == expected)
    }

    @Test("a prefix of several themes is ambiguous and lists them")
    func ambiguous() {
        #expect(throws: CommandLineError.ambiguousTheme("f", candidates: ["Fruit", "Fruits", "Food"])) {
            try ThemeSelection.theme(named: "f", in: Self.loaded)
        }
        #expect(throws: CommandLineError.ambiguousTheme("FRU", candidates: ["Fruit", "Fruits"])) {
            try ThemeSelection.theme(named: "FRU", in: Self.loaded)
        }
    }

    @Test("an unknown name lists every theme", arguments: ["Fruitss", "x", " fruit", "🍎"])
    func unknown(name: String) {
        #expect(
            throws: CommandLineError.unknownTheme(
                name, available: ["Fruit", "Fruits", "Food", "Ocean", "Ünïcode"], source: "\"t.json\"")
        ) {
            try ThemeSelection.theme(named: name, in: Self.loaded)
        }
    }

    @Test("the random theme depends only on the seed")
    func random() {
        for seed: UInt64 in [0, 1, 99, .max] {
            let theme = ThemeSelection.randomTheme(from: Self.loaded.themes, seed: seed)
            #expect(theme != nil)
            #expect(theme == ThemeSelection.randomTheme(from: Self.loaded.themes, seed: seed))
        }
        #expect(ThemeSelection.randomTheme(from: [], seed: 1) == nil)
    }
}
