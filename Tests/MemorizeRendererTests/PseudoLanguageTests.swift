import MemorizeKeys
import MemorizeLocalization
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import Testing

@testable import MemorizeRenderer

/// A made-up language (issue 45, item 6): every message's letters swapped for accented look-alikes,
/// wrapped in brackets and made 40% longer. Whole games are played through the view model and drawn at
/// 80×24 and 100×30: a word of plain ASCII letters on the screen did not come through the catalog, and
/// a longer text that does not fit is shortened with the ellipsis, never cut.
@Suite("The pseudo-language: every word from the catalog, nothing cut without the ellipsis")
struct PseudoLanguageTests {
    static let lower = Array("àƀçđèƒĝĥìĵķĺḿñòƥɋŕşţùṽŵẋỳž")
    static let upper = Array("ÀƁÇĐÈƑĜĤÌĴĶĹḾÑÒƤɊŔŞŢÙṼŴẊỲŽ")

    /// The pseudo-language's text of an English message: placeholders (`%1$s`) and `%%` kept.
    static func pseudo(_ english: String) -> String {
        var result = ""
        var letters = 0
        var rest = Substring(english)
        while let character = rest.first {
            if character == "%", let end = placeholderEnd(rest) {
                result += rest[..<end]
                rest = rest[end...]
                continue
            }
            if let ascii = character.asciiValue, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii) {
                result.append(lower[Int(ascii - UInt8(ascii: "a"))])
                letters += 1
            } else if let ascii = character.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii) {
                result.append(upper[Int(ascii - UInt8(ascii: "A"))])
                letters += 1
            } else {
                result.append(character)
            }
            rest = rest.dropFirst()
        }
        guard letters > 0 else { return english }
        return "[" + result + String(repeating: "~", count: (letters * 2 + 4) / 5) + "]"
    }

    /// The end of `%%` or `%N$s` at the start of `text`.
    static func placeholderEnd(_ text: Substring) -> Substring.Index? {
        let next = text.index(after: text.startIndex)
        guard next < text.endIndex else { return nil }
        if text[next] == "%" { return text.index(after: next) }
        var index = next
        while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
        guard index > next, index < text.endIndex, text[index] == "$" else { return nil }
        let kind = text.index(after: index)
        guard kind < text.endIndex, text[kind] == "s" || text[kind] == "d" else { return nil }
        return text.index(after: kind)
    }

    /// Words of three or more plain ASCII letters: English that did not come through the catalog, unless
    /// it is one of the texts no translation changes (names, key labels, the command to deal again).
    static func englishWords(in frame: Frame) -> Set<String> {
        let kept: Set<String> = [
            "Halloween", "Ann", "Bob",  // a theme's and the players' own names
            "Enter", "Esc", "Space", "Tab", "PgUp", "PgDn", "Home", "End", "Del", "hjkl", "wasd",  // keys
            "memorize", "theme", "seed", "pairs", "plain", "players", "names",  // a command line to type
        ]
        var words: Set<String> = []
        for line in frame.lines {
            var word = ""
            for character in line + " " {
                if character.isASCII, character.isLetter {
                    word.append(character)
                    continue
                }
                if word.count >= 3, !kept.contains(word) { words.insert(word) }
                word = ""
            }
        }
        return words
    }

    static let theme = Theme(
        name: "Halloween", emojis: ["👻", "🎃", "🦇", "💀", "🍬", "🍫"], pairs: .fixed(6), color: .named("orange"))

    /// Screens of a whole game drawn at `size`: the board, help, pause, the theme picker, the quit
    /// question, a mismatch, a match, and the summary.
    static func screens(seats: [Seat], size: TerminalSize) -> [(String, Frame)] {
        let variant = RecordingVariant(ThemeVariant(theme))
        let game = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 7), firstSeed: 42, clock: TestClock(),
            settings: GameViewModel.Settings(seats: seats))
        var frames: [(String, Frame)] = []
        func draw(_ name: String) {
            frames.append((name, GameRenderer.render(game.screen, size: size, capabilities: .full)))
        }
        game.send(.boardLaidOut(columns: 4, fits: true))
        draw("the board")
        for (name, on, off) in [
            ("help", Intent.toggleHelp, Intent.toggleHelp), ("pause", .pause, .resume),
            ("themes", .showThemes, .closeThemes), ("quit question", .quit(alwaysAsk: true), .answer(yes: false)),
        ] {
            game.send(.intent(on))
            draw(name)
            game.send(.intent(off))
        }
        let faces = variant.log.last.map(\.text)
        let places = Dictionary(grouping: faces.indices, by: { faces[$0] })
        if let other = faces.firstIndex(where: { $0 != faces[0] }) {
            game.send(.intent(.choose(card: 0)))
            game.send(.intent(.choose(card: other)))
            draw("a mismatch")
        }
        for indices in places.values.sorted(by: { $0[0] < $1[0] }) {
            game.send(.intent(.choose(card: indices[0])))
            game.send(.intent(.choose(card: indices[1])))
            if frames.count == 6 { draw("a match") }
        }
        draw("the summary")
        return frames
    }

    @Test(
        "whole games, alone and with two seats: no English word, no text cut without the ellipsis",
        .computing, arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)])
    func wholeGames(size: TerminalSize) {
        let given = TranslatedScreensTests.Given()
        let translator = Translator.pseudo { english in
            let text = Self.pseudo(english)
            given.add(text)
            return text
        }
        let drawn = Translator.$scoped.withValue(translator) {
            Self.screens(seats: [], size: size)
                + Self.screens(seats: [Seat(name: "Ann"), Seat(name: "Bob")], size: size)
        }
        #expect(drawn.count == 16)
        for (name, frame) in drawn {
            #expect(frame.lines.joined().contains("~"), "\(name) at \(size) shows the pseudo-language")
            let english = Self.englishWords(in: frame)
            #expect(english.isEmpty, "\(name) at \(size): \(english.sorted())\n\(frame.lines.joined(separator: "\n"))")
            let cut = TranslatedScreensTests.cutLines(frame, given: given.all, ellipsis: "…")
            #expect(cut.isEmpty, "\(name) at \(size): \(cut.prefix(3))")
        }
    }

    @Test("the pseudo-language keeps placeholders, and the check sees an English word")
    func checksCanFail() {
        #expect(Self.pseudo("%1$s pairs, 100%%") == "[%1$s ƥàìŕş, 100%%~~]")
        var frame = Frame(size: TerminalSize(columns: 20, rows: 1))
        frame.put("[Ƒĺìƥş~~] Score", row: 0, column: 0)
        #expect(Self.englishWords(in: frame) == ["Score"])
    }
}
