import MemorizeJSON
import MemorizeThemes
import MemoryGame
import Testing

/// Theme files that are accepted, and merging catalogs.
@Suite("Theme catalog")
struct ThemeCatalogTests {
    @Test("The SPEC's example file reads into the themes it describes")
    func specExample() throws {
        let json = """
            [
              { "name": "Halloween", "emojis": ["👻", "🎃", "🦇", "💀", "🍬"], "pairs": 4, "color": "orange" },
              { "name": "Vehicles",  "emojis": ["🚗", "🚕", "🚌", "🚑", "🚒", "🚜", "🚀", "🚁"], "color": "gray" },
              { "name": "Sports",    "emojis": ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏉", "🎱"], "pairs": "random",
                "color": { "gradient": ["blue", "cyan"] } }
            ]
            """
        let themes = try ThemeCatalog.themes(fromJSON: bytes(json))
        #expect(
            themes == [
                Theme(name: "Halloween", emojis: ["👻", "🎃", "🦇", "💀", "🍬"], pairs: .fixed(4), color: .named("orange")),
                Theme(
                    name: "Vehicles", emojis: ["🚗", "🚕", "🚌", "🚑", "🚒", "🚜", "🚀", "🚁"], pairs: .all,
                    color: .named("gray")),
                Theme(
                    name: "Sports", emojis: ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏉", "🎱"], pairs: .random,
                    color: .gradient("blue", "cyan")),
            ])
    }

    @Test("A face is one character: letters, symbols, emoji, and emoji with a variation selector")
    func facesThatAreOneGrapheme() throws {
        let json = #"[{"name": "Mixed", "emojis": ["A", "é", "e\u0301x", "♠", "❤️", "🇫🇷", "1️⃣", "👍🏽"], "color": "red"}]"#
        let refused = #expect(throws: ThemeError.self) { try ThemeCatalog.themes(fromJSON: bytes(json)) }
        #expect(refused == .invalidTheme(theme: "#1 \"Mixed\"", problem: "\"e\u{301}x\" is not a single character"))

        let accepted =
            #"[{"name": "Mixed", "emojis": ["A", "\u00e9", "♠", "❤️", "☀\ufe0e", "🐙", "ж", "漢"], "color": "red"}]"#
        let themes = try ThemeCatalog.themes(fromJSON: bytes(accepted))
        #expect(themes.first?.emojis == ["A", "\u{e9}", "♠", "❤️", "☀\u{fe0e}", "🐙", "ж", "漢"])
    }

    @Test("Unknown color names are kept for the view model to interpret; unknown members are ignored")
    func lenientParts() throws {
        let json = #"[{"name": "Odd", "emojis": ["🐙"], "color": "chartreuse", "author": "me", "pairs": 1}]"#
        #expect(
            try ThemeCatalog.themes(fromJSON: bytes(json))
                == [Theme(name: "Odd", emojis: ["🐙"], pairs: .fixed(1), color: .named("chartreuse"))])
    }

    @Test("A whole-number float is a whole number of pairs")
    func wholeFloatPairs() throws {
        let json = #"[{"name": "Sea", "emojis": ["🐙", "🦀", "🐠"], "pairs": 2.0, "color": "blue"}]"#
        #expect(try ThemeCatalog.themes(fromJSON: bytes(json)).first?.pairs == .fixed(2))
    }

    @Test("Themes keep file order, and names that differ beyond case are distinct")
    func fileOrder() throws {
        let json = """
            [
              {"name": "Zebra", "emojis": ["🦓"], "color": "white"},
              {"name": "Ant", "emojis": ["🐜"], "color": "black"},
              {"name": "Ants", "emojis": ["🐜"], "color": "black"}
            ]
            """
        #expect(try ThemeCatalog.themes(fromJSON: bytes(json)).map(\.name) == ["Zebra", "Ant", "Ants"])
    }

    @Test("An already parsed document validates the same way")
    func fromParsedDocument() throws {
        let document = JSONValue.array([
            .object([("name", .string("Sea")), ("emojis", .array([.string("🐙")])), ("color", .string("blue"))])
        ])
        #expect(try ThemeCatalog.themes(from: document) == [Theme(name: "Sea", emojis: ["🐙"], color: .named("blue"))])
        let error = #expect(throws: ThemeError.self) { try ThemeCatalog.themes(from: .object([])) }
        #expect(error == .notAList(found: "an object"))
    }

    // MARK: - Merging

    private let sea = Theme(name: "Sea", emojis: ["🐙", "🦀"], color: .named("blue"))
    private let land = Theme(name: "Land", emojis: ["🦊", "🐻"], color: .named("green"))
    private let sky = Theme(name: "Sky", emojis: ["🦅", "🌙"], color: .gradient("blue", "white"))

    @Test("Merging adds the extra themes after the base ones")
    func mergingAppends() throws {
        #expect(try ThemeCatalog.merging([sea, land], with: [sky]) == [sea, land, sky])
        #expect(try ThemeCatalog.merging([], with: [sky]) == [sky])
        #expect(try ThemeCatalog.merging([sea], with: []) == [sea])
    }

    @Test("Merging refuses a name that both lists use, ignoring case")
    func mergingRefusesClashes() {
        let clash = Theme(name: "SEA", emojis: ["🐳"], color: .named("cyan"))
        let error = #expect(throws: ThemeError.self) { try ThemeCatalog.merging([sea, land], with: [sky, clash]) }
        #expect(error == .duplicateName("SEA"))
        #expect(error?.description == "theme \"SEA\": the name is used by more than one theme")

        let exact = #expect(throws: ThemeError.self) { try ThemeCatalog.merging([land], with: [land]) }
        #expect(exact == .duplicateName("Land"))
    }
}
