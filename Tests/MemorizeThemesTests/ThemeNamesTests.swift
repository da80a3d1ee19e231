import MemorizeThemes
import Testing

@Suite("Names a theme gives its faces")
struct ThemeNamesTests {
    @Test("a theme may name its faces; the names are checked like the rest of the theme")
    func themeNames() throws {
        let good = #"[{"name": "Spooky", "emojis": ["👻", "🎃"], "color": "orange", "names": ["Casper", "pumpkin"]}]"#
        let theme = try #require(try ThemeCatalog.themes(fromJSON: Array(good.utf8)).first)
        #expect(theme.names == ["Casper", "pumpkin"])
        #expect(theme.givenName(of: "🎃") == "pumpkin")
        #expect(theme.givenName(of: "👻") == "Casper")
        let plain = Theme(name: "Spooky", emojis: ["👻"], color: .named("orange"))
        #expect(plain.givenName(of: "👻") == nil)
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
