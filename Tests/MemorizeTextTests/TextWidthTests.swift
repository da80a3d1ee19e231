import MemorizeText
import Testing

@Suite("TextWidth: columns a grapheme takes")
struct TextWidthTests {
    @Test("ASCII letters, digits and punctuation take one column", arguments: ["a", "Z", "7", "#", " "])
    func ascii(_ text: String) {
        #expect(TextWidth.columns(of: Character(text)) == 1)
    }

    @Test("emoji with emoji presentation take two columns", arguments: ["👻", "🎃", "🍎", "🚗", "⚽"])
    func emoji(_ text: String) {
        #expect(TextWidth.columns(of: Character(text)) == 2)
    }

    @Test("a text-style symbol with the emoji variation selector takes two columns")
    func variationSelector() {
        // U+2764 HEAVY BLACK HEART is one column alone, an emoji with U+FE0F.
        #expect(TextWidth.columns(of: Character("\u{2764}")) == 1)
        #expect(TextWidth.columns(of: Character("\u{2764}\u{FE0F}")) == 2)
        #expect(TextWidth.columns(of: Character("\u{1F577}\u{FE0F}")) == 2)
        #expect(TextWidth.columns(of: "\u{2764}\u{FE0F}") == 2)
    }

    @Test("the variation selector does not widen a letter")
    func variationSelectorOnLetter() {
        #expect(TextWidth.columns(of: Character("a\u{FE0F}")) == 1)
    }

    @Test("emoji sequences take two columns: flags, keycaps, skin tones, ZWJ families")
    func emojiSequences() {
        #expect(TextWidth.columns(of: Character("🇫🇷")) == 2)
        #expect(TextWidth.columns(of: Character("1\u{FE0F}\u{20E3}")) == 2)
        #expect(TextWidth.columns(of: Character("👍🏽")) == 2)
        #expect(TextWidth.columns(of: Character("👨\u{200D}👩\u{200D}👧")) == 2)
    }

    @Test("a combining mark adds no column")
    func combiningMark() {
        #expect(TextWidth.columns(of: Character("e\u{301}")) == 1)
        #expect(TextWidth.columns(of: "Cafe\u{301}") == 4)
        #expect(TextWidth.columns(of: Unicode.Scalar(0x301)!) == 0)
    }

    @Test("CJK ideographs, kana, hangul and fullwidth forms take two columns", arguments: ["漢", "か", "한", "Ａ"])
    func eastAsianWide(_ text: String) {
        #expect(TextWidth.columns(of: Character(text)) == 2)
    }

    @Test("control characters take no column")
    func controls() {
        #expect(TextWidth.columns(of: Character("\u{1B}")) == 0)
        #expect(TextWidth.columns(of: Character("\t")) == 0)
        #expect(TextWidth.columns(of: Character("\u{9B}")) == 0)
    }

    /// Every scalar `isSimple` accepts, checked against the general rules it stands in for.
    private static let simpleScalars: [Unicode.Scalar] = (0...0x2FFF).compactMap { value in
        TextWidth.isSimple(UInt32(value)) ? Unicode.Scalar(UInt32(value)) : nil
    }

    @Test("a simple scalar takes one column by the general rules, and a string of them is counted per scalar")
    func simpleScalarsAreOneColumn() {
        #expect(Self.simpleScalars.count > 500)
        // The lone-scalar rule: the one for a whole grapheme takes the shortcut for these itself.
        let wrong = Self.simpleScalars.filter { TextWidth.columns(of: $0) != 1 }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { String($0.value, radix: 16) })")
        #expect(TextWidth.simpleColumns(of: "Pairs 0/6 · ← → ↑ ↓ move … ░▒▓│─") == 32)
        #expect(TextWidth.simpleColumns(of: "e\u{301}") == nil)
        #expect(TextWidth.simpleColumns(of: "\u{AD}") == nil)
        #expect(TextWidth.simpleColumns(of: "◽") == nil)
    }

    @Test("no two simple scalars join into one grapheme")
    func simpleScalarsNeverJoin() {
        var joined: [String] = []
        for first in Self.simpleScalars {
            var pairs = String.UnicodeScalarView()
            for second in Self.simpleScalars {
                pairs.append(first)
                pairs.append(second)
            }
            // Each pair is two graphemes, so the whole string is twice as many as there are scalars.
            if String(pairs).count != 2 * Self.simpleScalars.count { joined.append(String(first)) }
        }
        #expect(joined.count == 0, "\(joined.prefix(5))")
    }

    @Test("a string's width is the sum of its graphemes'")
    func strings() {
        #expect(TextWidth.columns(of: "") == 0)
        #expect(TextWidth.columns(of: "ab👻c") == 5)
        #expect(TextWidth.columns(of: "漢字 ok") == 7)
    }
}
