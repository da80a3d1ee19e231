import Foundation
import MemorizeThemes
import Testing

@Suite("Face names: what plain mode calls a face")
struct FaceNamesTests {
    @Test(
        "a face reads by its CLDR short name",
        arguments: [
            ("👻", "ghost"), ("🎃", "jack-o-lantern"), ("🇫🇷", "flag: France"), ("🧑‍💻", "technologist"),
            ("⚽", "soccer ball"), ("⚽\u{FE0F}", "soccer ball"), ("🧑🏽‍💻", "technologist: medium skin tone"),
            ("♠", "spade suit"),
        ])
    func cldr(face: String, name: String) {
        #expect(FaceNames.name(of: face) == name)
    }

    @Test("every face of every built-in theme has a CLDR name, never a code point")
    func builtIn() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("themes.json")
        for theme in try ThemeCatalog.themes(fromJSON: [UInt8](try Data(contentsOf: file))) {
            for face in theme.emojis {
                #expect(FaceNames.cldrName(of: face) != nil, "\(theme.name): \(face) has no CLDR name")
                let name = FaceNames.name(of: face)
                #expect(!name.contains("U+"))
            }
        }
    }

    @Test("without a CLDR name, a face reads by its Unicode names in lower case")
    func unicodeFallback() {
        #expect(FaceNames.cldrName(of: "ঊ") == nil)
        #expect(FaceNames.name(of: "ঊ") == "bengali letter uu")
        #expect(FaceNames.unicodeName(of: "A\u{200D}\u{FE0F}B") == "latin capital letter a latin capital letter b")
        #expect(FaceNames.unicodeName(of: "\u{E000}") == "U+E000")
    }

    @Test("a theme may name its faces; the names are checked like the rest of the theme")
    func themeNames() throws {
        let good = #"[{"name": "Spooky", "emojis": ["👻", "🎃"], "color": "orange", "names": ["Casper", "pumpkin"]}]"#
        let theme = try #require(try ThemeCatalog.themes(fromJSON: Array(good.utf8)).first)
        #expect(theme.names == ["Casper", "pumpkin"])
        #expect(theme.spokenName(of: "🎃") == "pumpkin")
        let plain = Theme(name: "Spooky", emojis: ["👻"], color: .named("orange"))
        #expect(plain.spokenName(of: "👻") == "ghost")
        let refused = [
            (#""names": ["Casper"]"#, "\"names\" has 1 names for 2 emojis; give one for each"),
            (#""names": "Casper""#, "\"names\" must be an array of strings, found a string"),
            (#""names": ["Casper", 3]"#, "\"names\" must hold only strings, found a number"),
            (#""names": ["Casper", "\u001B[31m"]"#, "contains control characters"),
            (#""names": ["Casper", " "]"#, "\"names\" is empty"),
        ]
        for (members, problem) in refused {
            let json = #"[{"name": "Spooky", "emojis": ["👻", "🎃"], "color": "orange", "# + members + "}]"
            let error = #expect(throws: ThemeError.self) { try ThemeCatalog.themes(fromJSON: Array(json.utf8)) }
            #expect(error?.description.contains(problem) == true, "\(members): \(String(describing: error))")
        }
    }
}
