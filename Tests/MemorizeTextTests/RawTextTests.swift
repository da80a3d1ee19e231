import MemorizeText
import Testing

/// Bytes that are not UTF-8 survive the trip through a `String` and show as `\xFF`.
struct RawTextTests {
    @Test func validUTF8IsTheTextItself() {
        let text = "themes/Café 🐙.json"
        #expect(RawText.decoding(Array(text.utf8)) == text)
        #expect(RawText.bytes(of: text) == Array(text.utf8))
    }

    @Test func bytesThatAreNotUTF8RoundTripAndShowAsHex() {
        let bytes: [UInt8] = Array("a".utf8) + [0xFF, 0xC3] + Array(".json".utf8) + [0xED, 0xA0, 0x80]
        let text = RawText.decoding(bytes)
        #expect(RawText.bytes(of: text) == bytes)
        #expect(SafeText.escaped(text) == "a\\xFF\\xC3.json\\xED\\xA0\\x80")
    }

    @Test func theStandInCodePointsThemselvesRoundTrip() {
        // U+10FF80 written in valid UTF-8 is kept byte by byte, so it cannot be mistaken for 0x80.
        let bytes = Array("\u{10FF80}".utf8)
        #expect(RawText.bytes(of: RawText.decoding(bytes)) == bytes)
    }

    @Test func planeSixteenTextBesideAStandInKeepsItsUTF8() {
        // U+100000 starts with F4 as a stand-in does, and is ordinary text: its four bytes, unchanged.
        let bytes = Array("a\u{100000}b".utf8) + [0xFF]
        #expect(RawText.bytes(of: RawText.decoding(bytes)) == bytes)
        #expect(RawText.bytes(of: "\u{100000}") == Array("\u{100000}".utf8))
    }

    @Test func everyByteStringRoundTrips() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 24) {
                // xorshift: deterministic bytes, biased towards the interesting high half.
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                bytes.append(UInt8(truncatingIfNeeded: state) | (state & 0x100 == 0 ? 0x80 : 0))
            }
            #expect(RawText.bytes(of: RawText.decoding(bytes)) == bytes)
        }
    }
}
