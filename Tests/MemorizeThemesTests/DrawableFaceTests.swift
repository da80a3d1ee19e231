import Foundation
import MemorizeText
import MemorizeThemes
import Testing

/// Faces a terminal cannot draw distinctly at a known width, and names too long to show, are
/// refused when the file is read, with a message naming the theme and the face.
@Suite("Faces every terminal can draw, and names that fit a line")
struct DrawableFaceTests {
    /// The refusal of a theme "Cards" holding 🐙 and `face` (written as JSON string contents).
    static func refusal(ofFace face: String) -> ThemeError? {
        let json = #"[{"name": "Cards", "emojis": ["🐙", "\#(face)"], "color": "red"}]"#
        return #expect(throws: ThemeError.self) { try ThemeCatalog.themes(fromJSON: Array(json.utf8)) }
    }

    static func problem(ofFace face: String) -> String {
        guard case .invalidTheme(let theme, let problem)? = refusal(ofFace: face) else { return "" }
        #expect(theme == #"#1 "Cards""#)
        return problem
    }

    @Test(
        "Sequences drawn as one character are refused: the card would show their first code point only",
        arguments: [
            ("🇫🇷", "U+1F1EB U+1F1F7"), ("🇫🇮", "U+1F1EB U+1F1EE"), ("👍🏽", "U+1F44D U+1F3FD"),
            ("1️⃣", "U+0031 U+FE0F U+20E3"), ("👨‍👩‍👧", "U+1F468 U+200D U+1F469 U+200D U+1F467"),
            ("e\\u0301", "U+0065 U+0301"),
        ])
    func sequences(face: String, codePoints: String) {
        let problem = Self.problem(ofFace: face)
        #expect(problem.contains("(\(codePoints)) is several code points drawn as one character"), "\(problem)")
    }

    @Test(
        "Characters that draw blank or differently everywhere are refused, saying why",
        arguments: [
            ("\\u0378", "U+0378", "is not an assigned character"),
            ("\\ufdd0", "U+FDD0", "is not an assigned character"),
            ("\\ue000", "U+E000", "is a private-use character"),
            ("\\udb80\\udc00", "U+F0000", "is a private-use character"),
            ("\\u0301", "U+0301", "is a combining mark"),
            ("\\u0e31", "U+0E31", "is a combining mark"),
            ("\\ud83e\\udee8", "U+1FAE8", "is newer than Unicode 13.0"),
            ("\\ud81c\\udc00", "U+17000", "is drawn at different widths by different terminals"),
            ("\\ua960", "U+A960", "is drawn at different widths by different terminals"),
            ("\\u1161", "U+1161", "is drawn at different widths by different terminals"),
            ("\\u05d0", "U+05D0", "is drawn at different widths by different terminals"),
            ("\\ud83c\\uddeb", "U+1F1EB", "is drawn at different widths by different terminals"),
            (
                "\\ud83c\\udd70", "U+1F170",
                "is drawn one or two columns wide depending on the terminal; write it with U+FE0F"
            ),
            ("\\u26bd\\ufe0e", "U+26BD U+FE0E", "is drawn at different widths by different terminals"),
        ])
    func undrawable(face: String, codePoint: String, reason: String) {
        let problem = Self.problem(ofFace: face)
        #expect(problem.contains("(\(codePoint)) \(reason)"), "\(problem)")
    }

    @Test(
        "Single characters of a known width are accepted",
        arguments: ["A", "é", "ß", "Ω", "ж", "क", "ก", "♠", "★", "→", "█", "€", "漢", "가", "ｱ", "🐙", "🥳", "❤️", "☀︎", "🅰️"])
    func drawable(face: String) throws {
        let json = #"[{"name": "Cards", "emojis": ["\#(face)"], "color": "red"}]"#
        let themes = try ThemeCatalog.themes(fromJSON: Array(json.utf8))
        #expect(themes.first?.emojis == [face])
        let width = try #require(TextWidth.certainColumns(of: Character(face)))
        #expect(width == TextWidth.columns(of: Character(face)), "the certain width is the measured one")
    }

    @Test("Every face of the shipped themes has a certain width")
    func shippedFaces() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let themes = try ThemeCatalog.themes(
            fromJSON: [UInt8](try Data(contentsOf: root.appendingPathComponent("themes.json"))))
        for face in themes.flatMap(\.emojis) {
            #expect(TextWidth.certainColumns(of: Character(face)) == 2, "\(face)")
        }
    }

    @Test("A name of 64 characters is accepted; one more is refused, showing its start")
    func nameLength() throws {
        let longest = String(repeating: "é", count: 64)
        let json = #"[{"name": "\#(longest)", "emojis": ["🐙"], "color": "red"}]"#
        #expect(try ThemeCatalog.themes(fromJSON: Array(json.utf8)).first?.name == longest)

        let tooLong = #"[{"name": "\#(longest)x", "emojis": ["🐙"], "color": "red"}]"#
        let refused = #expect(throws: ThemeError.self) { try ThemeCatalog.themes(fromJSON: Array(tooLong.utf8)) }
        #expect(
            refused
                == .invalidTheme(theme: "#1", problem: "\"name\" is longer than 64 characters: \"\(longest)…\""))
    }

    @Test("A name of few characters but many combining marks is refused, and the message stays short")
    func nameWithEndlessMarks() throws {
        let marks = String(repeating: "\\u0301", count: 100_000)
        let json = #"[{"name": "A\#(marks)", "emojis": ["🐙"], "color": "red"}]"#
        let refused = #expect(throws: ThemeError.self) { try ThemeCatalog.themes(fromJSON: Array(json.utf8)) }
        #expect(refused?.description.hasPrefix("theme #1: \"name\" is longer than 64 characters") == true)
        #expect((refused?.description.unicodeScalars.count ?? .max) < 200)
    }

    @Test("A color name longer than 64 characters is refused")
    func colorNameLength() {
        let color = String(repeating: "r", count: 65)
        let json = #"[{"name": "Cards", "emojis": ["🐙"], "color": "\#(color)"}]"#
        let refused = #expect(throws: ThemeError.self) { try ThemeCatalog.themes(fromJSON: Array(json.utf8)) }
        #expect(refused?.description.contains("\"color\" is longer than 64 characters") == true)
    }
}
