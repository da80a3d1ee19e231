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

    @Test("a long name pads the others by at most 64 columns, so the output grows with the file only")
    func boundedPadding() {
        // Themes built directly can hold what a file may not: the listing must not trust validation.
        let long = Theme(name: String(repeating: "n", count: 10_000), emojis: ["🐙"], color: .named("red"))
        let short = (0..<100).map { Theme(name: "T\($0)", emojis: ["🐙"], color: .named("red")) }
        let lines = ThemeListing.text(for: [long] + short).split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines[1] == "T0" + String(repeating: " ", count: 62) + "  all  red  🐙")
        #expect(lines.dropFirst().allSatisfy { $0.count <= 64 + 2 + 3 + 2 + 3 + 2 + 1 })
    }
}
