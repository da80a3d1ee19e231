import ScreenKit
import Testing

/// Outside a UTF-8 locale each cell becomes ASCII of its own width, never a cut string.
struct AsciiTransliterationTests {
    @Test(arguments: [
        ("é", "e"), ("È", "E"), ("ç", "c"), ("ñ", "n"), ("Å", "A"), ("ø", "o"), ("e\u{301}", "e"), ("A", "A"),
        ("ß", "?"), ("ж", "?"), ("€", "?"), ("\u{1E9E}", "?"),
    ])
    func narrowCharacters(text: String, ascii: String) {
        #expect(AsciiTransliteration.replacement(for: text, width: 1) == ascii)
    }

    @Test func wideCharactersKeepTheirTwoColumns() {
        #expect(AsciiTransliteration.replacement(for: "漢", width: 2) == "? ")
        #expect(AsciiTransliteration.replacement(for: "🐙", width: 2) == "? ")
        #expect(AsciiTransliteration.replacement(for: "Ｅ", width: 2) == "? ")
    }

    @Test func aThemeNameKeepsItsLengthAndReads() {
        let name = "Café Crème Brûlée"
        let ascii = name.map { AsciiTransliteration.replacement(for: String($0), width: 1) }.joined()
        #expect(ascii == "Cafe Creme Brulee")
    }
}
