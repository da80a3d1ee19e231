import MemorizeText
import Testing

/// Finding text in text without the standard library's `_StringProcessing`.
@Suite("Text search")
struct TextSearchTests {
    @Test(
        "The first occurrence is found, by characters, as firstRange(of:) finds it",
        arguments: [
            ("New best!", "best"), ("abab", "ab"), ("aaab", "aab"), ("★ New best ★", "★"), ("x", "x"),
            ("👍🏽 and 👍", "👍"), ("e\u{301}e", "e"), ("UTF-8", "utf-8"), ("", "a"), ("abc", "abcd"),
        ])
    func firstRange(text: String, wanted: String) {
        let found = text.firstRange(ofText: wanted)
        #expect(found == text.firstRange(of: wanted))
        #expect(text.containsText(wanted) == (found != nil))
        if let found { #expect(String(text[found]) == wanted) }
    }

    @Test("Empty text is never found, so no caller gets an empty range to style")
    func emptyText() {
        #expect("abc".firstRange(ofText: "") == nil)
        #expect(!"".containsText(""))
    }

    @Test("A combining mark is part of its character: \"e\" is not found inside \"é\" written as e + U+0301")
    func characters() {
        #expect(!"e\u{301}".containsText("e"))
        let text = "ae\u{301}e"
        #expect(text.firstRange(ofText: "e") == text.index(text.startIndex, offsetBy: 2)..<text.endIndex)
    }

    @Test("the last place of a text: the turn after the last separator, a name said twice")
    func lastRange() {
        let line = "No match · Ann · Bob's turn"
        let found = line.lastRange(ofText: " · ")
        #expect(found.map { String(line[$0.upperBound...]) } == "Bob's turn")
        #expect(
            "Ann and Ann".lastRange(ofText: "Ann").map {
                "Ann and Ann".distance(from: "Ann and Ann".startIndex, to: $0.lowerBound)
            } == 8)
        #expect("abc".lastRange(ofText: "x") == nil)
        #expect("abc".lastRange(ofText: "") == nil)
    }
}
