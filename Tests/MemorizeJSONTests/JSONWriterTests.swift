import MemorizeJSON
import Testing

@Suite("The JSON writer")
struct JSONWriterTests {
    @Test("what it writes, the parser reads back the same")
    func roundTrip() throws {
        let value = JSONValue.object([
            (
                "strings",
                .array([.string(""), .string("\"\\/\u{08}\u{0C}\n\r\t\u{00}\u{1F}\u{7F}"), .string("é🎃\u{2028}")])
            ),
            (
                "numbers",
                .array([.number(0), .number(-7), .number(9_007_199_254_740_991), .number(0.25), .number(-1e-7)])
            ),
            ("flags", .array([.bool(true), .bool(false), .null])),
            (
                "nested",
                .object([("empty array", .array([])), ("empty object", .object([])), ("deep", .array([.array([])]))])
            ),
        ])
        #expect(try JSONParser.parse(JSONWriter.write(value)) == value)
    }

    @Test("control characters are escaped, so the file holds none raw")
    func escapes() {
        let text = String(decoding: JSONWriter.write(.string("a\u{1B}b\u{01}\n")), as: UTF8.self)
        #expect(text == "\"a\\u001Bb\\u0001\\n\"\n")
    }

    @Test("numbers that JSON cannot hold are written as null")
    func nonFinite() {
        #expect(JSONWriter.write(.array([.number(.infinity), .number(.nan)])) == Array("[ null, null ]\n".utf8))
    }
}
