import MemorizeThemes
import MemoryGame
import ScreenKit
import Testing

@testable import MemorizeViewModel

@Suite struct ThemeColorsTests {
    @Test(arguments: [
        ("black", TerminalColor.basic(0)),
        ("red", .basic(1)),
        ("green", .basic(2)),
        ("yellow", .basic(3)),
        ("blue", .basic(4)),
        ("magenta", .basic(5)),
        ("cyan", .basic(6)),
        ("white", .basic(7)),
        ("orange", .palette(208, fallback: 3)),
        ("gray", .palette(244, fallback: 7)),
        ("grey", .palette(244, fallback: 7)),
        ("pink", .palette(211, fallback: 5)),
        ("purple", .palette(93, fallback: 5)),
        ("brown", .palette(130, fallback: 3)),
        ("gold", .palette(220, fallback: 3)),
        ("lime", .palette(118, fallback: 2)),
        ("teal", .palette(30, fallback: 6)),
        ("navy", .palette(18, fallback: 4)),
        ("maroon", .palette(88, fallback: 1)),
        ("olive", .palette(100, fallback: 3)),
        ("violet", .palette(177, fallback: 5)),
        ("indigo", .palette(54, fallback: 4)),
        ("silver", .palette(250, fallback: 7)),
    ])
    func everyNamedColor(name: String, color: TerminalColor) {
        #expect(ThemeColors.color(named: name) == color)
        #expect(ThemeColors.interpret(.named(name)) == .init(colors: [color], unknownNames: []))
    }

    @Test func everyKnownNameIsTested() {
        #expect(ThemeColors.named.count == 23)
        #expect(Set(ThemeColors.named.map(\.key)).count == 23, "no name twice")
    }

    @Test func paletteFallbacksAreBasicColors() {
        for (_, color) in ThemeColors.named {
            if case .palette(_, let fallback) = color {
                #expect((0...7).contains(fallback))
            }
        }
    }

    @Test func namesIgnoreCaseAndSurroundingSpaces() {
        #expect(ThemeColors.color(named: "ORANGE") == .palette(208, fallback: 3))
        #expect(ThemeColors.color(named: "Gray") == .palette(244, fallback: 7))
        #expect(ThemeColors.color(named: "  bLuE ") == .blue)
        #expect(ThemeColors.color(named: "\tTeal\r\n") == .palette(30, fallback: 6))
        #expect(ThemeColors.color(named: "blue green") == nil, "spaces inside a name stay")
    }

    @Test(
        "names outside ASCII follow Unicode's spaces and lowercasing",
        arguments: [
            ("\u{A0}red\u{2003}", TerminalColor?.some(.red)),  // no-break and em spaces around it
            ("BLAC\u{212A}", .some(.black)),  // KELVIN SIGN lowercases to "k"
            ("\u{85}Olive", .some(.palette(100, fallback: 3))),  // NEXT LINE is white space
            ("rÉd", nil),
        ])
    func unicodeNames(name: String, color: TerminalColor?) {
        #expect(ThemeColors.color(named: name) == color)
    }

    @Test func aGradientGivesTwoColors() {
        #expect(
            ThemeColors.interpret(.gradient("blue", "Cyan"))
                == .init(colors: [.blue, .cyan], unknownNames: []))
        #expect(
            ThemeColors.interpret(.gradient("pink", "purple"))
                == .init(colors: [.palette(211, fallback: 5), .palette(93, fallback: 5)], unknownNames: []))
    }

    @Test func anUnknownNameFallsBackToBlue() {
        #expect(ThemeColors.color(named: "plaid") == nil)
        #expect(ThemeColors.color(named: "") == nil)
        #expect(ThemeColors.interpret(.named("Plaid")) == .init(colors: [.blue], unknownNames: ["Plaid"]))
    }

    @Test func anUnknownStopOfAGradientFallsBackAlone() {
        #expect(
            ThemeColors.interpret(.gradient("red", "sparkly"))
                == .init(colors: [.red, .blue], unknownNames: ["sparkly"]))
        #expect(
            ThemeColors.interpret(.gradient("mauve", "taupe"))
                == .init(colors: [.blue, .blue], unknownNames: ["mauve", "taupe"]))
    }

    @Test func theNoticeNamesTheColorAndTheTheme() {
        let one = Theme(name: "Mystery", emojis: ["❓"], color: .named("plaid"))
        #expect(ThemeColors.notice(for: one) == "Unknown color \"plaid\" in theme Mystery; using blue")
        let two = Theme(name: "Dusk", emojis: ["🌆"], color: .gradient("mauve", "taupe"))
        #expect(ThemeColors.notice(for: two) == "Unknown colors \"mauve\" and \"taupe\" in theme Dusk; using blue")
        #expect(ThemeColors.notice(for: Fixtures.sports) == nil)
    }
}
