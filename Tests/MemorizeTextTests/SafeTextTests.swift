import MemorizeText
import Testing

/// Making untrusted text safe to print.
@Suite("Safe text")
struct SafeTextTests {
    @Test(
        "Controls, DEL, C1 controls, bidi controls and line separators are unsafe",
        arguments: [
            0x00, 0x07, 0x09, 0x0A, 0x1B, 0x1F, 0x7F, 0x85, 0x9B, 0x9F, 0x061C, 0x200E, 0x200F, 0x202A, 0x202E,
            0x2066, 0x2069, 0x2028, 0x2029,
        ] as [UInt32])
    func unsafeScalars(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(SafeText.isUnsafe(scalar))
        #expect(SafeText.containsUnsafe("a\(Character(scalar))b"))
    }

    @Test("Printable text, emoji and joiners are safe", arguments: ["A", " ", "~", "é", "€", "👻", "❤️", "👍🏽", "🇫🇷"])
    func safeText(text: String) {
        #expect(!SafeText.containsUnsafe(text))
        #expect(SafeText.escaped(text) == text)
    }

    @Test("Escaping writes unsafe scalars as \\u{…} and leaves the rest")
    func escaping() {
        #expect(SafeText.escaped("Evil\u{1B}[31m") == "Evil\\u{1B}[31m")
        #expect(SafeText.escaped("a\nb\tc\u{7F}\u{9B}\u{202E}") == "a\\u{A}b\\u{9}c\\u{7F}\\u{9B}\\u{202E}")
        #expect(SafeText.quoted("Gh\u{0}sts") == "\"Gh\\u{0}sts\"")
        #expect(SafeText.quoted("") == "\"\"")
    }
}
