import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeCommandLine

@Suite("--list-themes output")
struct ThemeListingTests {
    @Test("one padded line per theme: name, pairs, color, emoji")
    func lines() {
        let themes = [
            Theme(name: "Halloween", emojis: ["👻", "🎃"], pairs: .fixed(6), color: .named("orange")),
            Theme(name: "Sea", emojis: ["🐙"], pairs: .random, color: .gradient("blue", "cyan")),
            Theme(name: "Cards", emojis: ["♠️", "A"], pairs: .all, color: .named("gray")),
        ]
        #expect(
            ThemeListing.text(for: themes) == """
                Halloween  6       orange     👻 🎃
                Sea        random  blue→cyan  🐙
                Cards      all     gray       ♠️ A

                """)
    }

    @Test("text that slipped past validation is still shown escaped")
    func escaped() {
        let theme = Theme(name: "Bad\u{1B}[31m", emojis: ["\u{07}"], color: .gradient("red\u{9B}", "x"))
        let text = ThemeListing.text(for: [theme])
        #expect(text == "Bad\\u{1B}[31m  all  red\\u{9B}→x  \\u{7}\n")
    }

    @Test("no themes, no lines")
    func empty() {
        #expect(ThemeListing.text(for: []) == "")
    }
}
