import MemorizeThemes
import MemoryGame
import Testing

/// Themes of different pairs (`matches`): what they read as, and what they refuse, with the place.
@Suite("Themes of different pairs")
struct MatchesThemeTests {
    /// The themes of a file holding one theme "Words" with these fields after its name.
    static func read(_ fields: String) throws(ThemeError) -> [Theme] {
        let json = "[{\"name\": \"Words\", \(fields), \"color\": \"red\"}]"
        return try ThemeCatalog.themes(fromJSON: Array(json.utf8))
    }

    /// The problem a refusal of `fields` names; "" when the file is read.
    static func problem(_ fields: String) -> String {
        do {
            _ = try read(fields)
            return ""
        } catch {
            guard case .invalidTheme(let theme, let problem) = error else { return "\(error)" }
            #expect(theme == #"#1 "Words""#)
            return problem
        }
    }

    @Test("Matches read as pairs of two faces, with names in the same shape")
    func readsPairsAndNames() throws {
        let themes = try Self.read(
            #""matches": [["🐱", "猫"], ["🐶", "dog"]], "names": [["cat", "māo, cat"], ["dog", "dog"]], "pairs": 2"#)
        let theme = try #require(themes.first)
        #expect(theme.hasDifferentPairs)
        #expect(theme.emojis == ["🐱", "🐶"])
        #expect(theme.partners == ["猫", "dog"])
        #expect(theme.givenName(of: "猫") == "māo, cat")
        #expect(theme.givenName(of: "🐱") == "cat")
        #expect(theme.pairs == .fixed(2))
        #expect(theme.allFaces == ["🐱", "🐶", "猫", "dog"])
    }

    @Test("A text face may be 12 cells wide, wide characters counting two")
    func widestText() throws {
        #expect(Self.problem(#""matches": [["🐱", "abcdefghijkl"], ["🐶", "고양이고양이"]]"#) == "")
        let problem = Self.problem(#""matches": [["🐱", "abcdefghijklm"]]"#)
        #expect(problem.contains("is 13 cells wide; a text face is at most 12"), "\(problem)")
        let wide = Self.problem(#""matches": [["🐱", "고양이고양이고"]]"#)
        #expect(wide.contains("is 14 cells wide"), "\(wide)")
    }

    @Test(
        "Faces that cannot be dealt are refused, saying why and where",
        arguments: [
            (#"[["🐱", "🐱"]]"#, "is one face twice at line 1, column"),
            (#"[["🐱", "cat"], ["cat", "🐶"]]"#, "duplicate face \"cat\" at line 1, column"),
            (#"[["🐱", "cat"], ["🐶", "🐱"]]"#, "duplicate face \"🐱\""),
            (#"[["🐱", "c\u200bat"]]"#, "holds an invisible character, U+200B, at character 2"),
            (#"[["🐱", "c\u001bat"]]"#, "contains control characters or escape sequences"),
            (#"[["🐱", "cat"], ["🐶", "\u0441at"]]"#, "looks the same as \"cat\""),
            (#"[["🐱", " cat"]]"#, "begins or ends with a space"),
            (#"[["🐱", ""]]"#, "holds an empty string"),
            (#"[["🐱", "🇫🇷x"]]"#, "is several code points drawn as one character"),
            (#"[["🐱"]]"#, "must be an array of pairs, each [\"face\", \"face\"], found a list of 1"),
            (#"[["🐱", "cat", "dog"]]"#, "found a list of 3"),
            (#"[["🐱", 3]]"#, "must hold only strings, found a number"),
            (#"[]"#, "\"matches\" is empty"),
            (#""cat""#, "must be an array of pairs"),
        ])
    func refusals(matches: String, expected: String) {
        let problem = Self.problem("\"matches\": \(matches)")
        #expect(problem.contains(expected), "\(problem)")
    }

    @Test("Emojis and matches together are refused, and names must take the shape of the matches")
    func shapeRefusals() {
        #expect(Self.problem(#""emojis": ["🐱"], "matches": [["🐶", "dog"]]"#).contains("not both"))
        #expect(
            Self.problem(#""matches": [["🐶", "dog"]], "names": ["dog"]"#).contains("must be an array of pairs of names")
        )
        #expect(
            Self.problem(#""matches": [["🐶", "dog"]], "names": [["dog", "dog"], ["a", "b"]]"#)
                .contains("has 2 pairs for 1 matches"))
    }

    @Test("A theme of different pairs deals whole pairs, drawing as a theme of emoji draws")
    func dealsPairs() throws {
        let theme = try #require(
            try Self.read(#""matches": [["🐱", "猫"], ["🐶", "狗"], ["🐟", "鱼"], ["🐦", "鸟"]], "pairs": 3"#).first)
        var generator = SplitMix64(seed: 11)
        let game = theme.makeGame(using: &generator)
        #expect(game.cards.count == 6)
        for pair in Set(game.cards.map(\.pairID)) {
            let faces = Set(game.cards.filter { $0.pairID == pair }.map(\.content))
            let index = try #require(theme.emojis.firstIndex { faces.contains($0) })
            #expect(faces == [theme.emojis[index], theme.partners?[index]])
        }
        // The same pairs are drawn as an emoji theme of as many faces draws its faces.
        var emojiGenerator = SplitMix64(seed: 11)
        let emoji = Theme(name: "E", emojis: theme.emojis, pairs: .fixed(3), color: .named("red"))
            .makeGame(using: &emojiGenerator)
        #expect(Set(emoji.cards.map(\.content)) == Set(game.cards.filter { $0.faceID % 2 == 0 }.map(\.content)))
    }
}
