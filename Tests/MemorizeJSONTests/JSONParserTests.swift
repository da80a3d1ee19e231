import MemorizeJSON
import Testing
import UTF8Samples

/// The bytes of `text`, as a file holds them.
private func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(bytes(text))
}

/// Parses `text`, expecting a syntax error at `line` and `column` for `reason`.
private func expectError(
    _ text: String, line: Int, column: Int, reason: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = #expect(throws: JSONSyntaxError.self, sourceLocation: sourceLocation) { try parse(text) }
    #expect(error?.line == line, "line", sourceLocation: sourceLocation)
    #expect(error?.column == column, "column", sourceLocation: sourceLocation)
    #expect(error?.reason == reason, "reason", sourceLocation: sourceLocation)
}

@Suite("JSON parser: valid documents")
struct JSONParserValidTests {
    @Test("Literals parse to their values")
    func literals() throws {
        #expect(try parse("null") == .null)
        #expect(try parse("true") == .bool(true))
        #expect(try parse("false") == .bool(false))
    }

    @Test(
        "Numbers parse to their values",
        arguments: [
            ("0", 0.0), ("-0", 0.0), ("12", 12), ("-3.5", -3.5), ("1e3", 1_000), ("2E-2", 0.02), ("1.5e+2", 150),
            ("123456789", 123_456_789),
        ])
    func numbers(text: String, value: Double) throws {
        #expect(try parse(text) == .number(value))
    }

    @Test("Strings parse to their text, including raw UTF-8")
    func strings() throws {
        #expect(try parse("\"\"") == .string(""))
        #expect(try parse("\"Halloween\"") == .string("Halloween"))
        #expect(try parse("\"é€👻\"") == .string("é€👻"))
        #expect(try parse("\"❤️\"") == .string("\u{2764}\u{FE0F}"))
    }

    @Test("Simple escapes")
    func simpleEscapes() throws {
        #expect(try parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{08} \u{0C} \n \r \t"))
    }

    @Test("Unicode escapes, in either case of hex digit")
    func unicodeEscapes() throws {
        #expect(try parse(#""\u0041\u00e9\u20AC\u0000""#) == .string("Aé€\u{0}"))
        #expect(try parse(#""\uFFFD""#) == .string("\u{FFFD}"))
    }

    @Test("Surrogate pairs combine into one scalar")
    func surrogatePairs() throws {
        #expect(try parse(#""\ud83d\udc7b""#) == .string("👻"))
        #expect(try parse(#""\uD83C\uDF83 and \uD83E\uDD87""#) == .string("🎃 and 🦇"))
        #expect(try parse(#""\uDBFF\uDFFF""#) == .string("\u{10FFFF}"))
        let value = try parse(#""\ud83d\udc7b""#)
        guard case .string(let text) = value else {
            Issue.record("expected a string")
            return
        }
        #expect(text.unicodeScalars.map(\.value) == [0x1F47B])
    }

    @Test("Arrays and objects, empty and nested, keep their order")
    func containers() throws {
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == .object([]))
        #expect(
            try parse(#"[1, "two", [true], {"a": null}]"#)
                == .array([.number(1), .string("two"), .array([.bool(true)]), .object([("a", .null)])]))
        #expect(
            try parse(#"{"b": 1, "a": [2]}"#) == .object([("b", .number(1)), ("a", .array([.number(2)]))]))
        #expect(try parse(#"{"b": 1, "a": 2}"#) != .object([("a", .number(2)), ("b", .number(1))]))
    }

    @Test("Whitespace of every kind is allowed between tokens, and a leading byte-order mark is skipped")
    func whitespace() throws {
        #expect(try parse(" \t\r\n[ 1 ,\n\t2 ]\r\n ") == .array([.number(1), .number(2)]))
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + bytes("[true]")) == .array([.bool(true)]))
    }

    @Test("Nesting up to 64 levels is accepted")
    func deepNesting() throws {
        var expected = JSONValue.array([])
        for _ in 1..<64 { expected = .array([expected]) }
        #expect(try parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == expected)
    }

    @Test("Looking up a member: the last of a repeated key wins; other kinds have no members")
    func subscripts() throws {
        let object = try parse(#"{"name": "first", "color": "red", "name": "second"}"#)
        #expect(object["name"] == .string("second"))
        #expect(object["color"] == .string("red"))
        #expect(object["pairs"] == nil)
        #expect(try parse(#"["name"]"#)["name"] == nil)
        #expect(JSONValue.string("name")["name"] == nil)
    }

    @Test("Kinds describe themselves for messages")
    func kindDescriptions() {
        #expect(JSONValue.null.kindDescription == "null")
        #expect(JSONValue.bool(false).kindDescription == "a boolean")
        #expect(JSONValue.number(1).kindDescription == "a number")
        #expect(JSONValue.string("").kindDescription == "a string")
        #expect(JSONValue.array([]).kindDescription == "an array")
        #expect(JSONValue.object([]).kindDescription == "an object")
    }
}

@Suite("JSON parser: errors with line and column")
struct JSONParserErrorTests {
    @Test("An empty document")
    func empty() {
        expectError("", line: 1, column: 1, reason: "the file is empty; expected a JSON array")
        expectError(" \n ", line: 2, column: 2, reason: "the file is empty; expected a JSON array")
    }

    @Test("A missing comma on a later line, after multi-byte characters, is placed by characters")
    func missingCommaAfterEmoji() {
        expectError(
            "[\n  \"👻\", \"🎃\" \"🦇\"\n]", line: 2, column: 12, reason: "unexpected character '\"'; expected ',' or ']'")
    }

    @Test("A document that ends early")
    func endsEarly() {
        expectError("[1, 2", line: 1, column: 6, reason: "unexpected end of file; expected ',' or ']'")
        expectError("{\"a\": 1", line: 1, column: 8, reason: "unexpected end of file; expected ',' or '}'")
        expectError("[", line: 1, column: 2, reason: "unexpected end of file; expected a value")
        expectError("\"abc", line: 1, column: 5, reason: "unexpected end of file inside a string")
        expectError("tru", line: 1, column: 4, reason: "unexpected end of file; expected 'true'")
    }

    @Test("Trailing commas")
    func trailingCommas() {
        expectError("[1,]", line: 1, column: 4, reason: "unexpected character ']'; expected a value")
        expectError("{\"a\": 1,}", line: 1, column: 9, reason: "expected a quoted member name")
    }

    @Test("Malformed objects")
    func malformedObjects() {
        expectError("{a: 1}", line: 1, column: 2, reason: "expected a quoted member name")
        expectError("{\"a\" 1}", line: 1, column: 6, reason: "expected ':' after a member name")
        expectError("{\"a\": 1 \"b\": 2}", line: 1, column: 9, reason: "unexpected character '\"'; expected ',' or '}'")
    }

    @Test("Malformed literals")
    func malformedLiterals() {
        expectError("nul!", line: 1, column: 4, reason: "unexpected character '!'; expected 'null'")
        expectError("[True]", line: 1, column: 2, reason: "unexpected character 'T'; expected a value")
        expectError("[fals]", line: 1, column: 6, reason: "unexpected character ']'; expected 'false'")
    }

    @Test("Malformed numbers")
    func malformedNumbers() {
        expectError("01", line: 1, column: 2, reason: "a number with a leading zero")
        expectError("1.", line: 1, column: 3, reason: "expected a digit after '.'")
        expectError("1e", line: 1, column: 3, reason: "expected a digit in an exponent")
        expectError("-", line: 1, column: 2, reason: "expected a digit in a number")
        expectError("+1", line: 1, column: 1, reason: "unexpected character '+'; expected a value")
        expectError(".5", line: 1, column: 1, reason: "unexpected character '.'; expected a value")
    }

    @Test("Bad escapes")
    func badEscapes() {
        expectError(#""\x""#, line: 1, column: 3, reason: #"an invalid escape '\x' in a string"#)
        expectError(#""\u12""#, line: 1, column: 6, reason: #"expected four hex digits after \u"#)
        expectError(#""\u12g4""#, line: 1, column: 6, reason: #"expected four hex digits after \u"#)
        expectError(#""\u12"#, line: 1, column: 6, reason: #"unexpected end of file inside a \u escape"#)
    }

    @Test("Unpaired surrogates")
    func unpairedSurrogates() {
        expectError(#""\ud83d""#, line: 1, column: 8, reason: #"an unpaired UTF-16 surrogate in a \u escape"#)
        expectError(#""\ud83dx""#, line: 1, column: 8, reason: #"an unpaired UTF-16 surrogate in a \u escape"#)
        expectError(#""\ud83d\u0041""#, line: 1, column: 14, reason: #"an unpaired UTF-16 surrogate in a \u escape"#)
        expectError(#""\udc7b""#, line: 1, column: 8, reason: #"an unpaired UTF-16 surrogate in a \u escape"#)
    }

    @Test("Raw control characters inside strings")
    func rawControlCharacters() {
        expectError("[\"a\tb\"]", line: 1, column: 4, reason: "a raw control character inside a string")
        expectError("[\"line\nbreak\"]", line: 1, column: 7, reason: "a raw control character inside a string")
    }

    @Test("Unexpected bytes are shown as hex escapes, never raw")
    func unexpectedBytesShownSafely() {
        expectError("[é]", line: 1, column: 2, reason: "unexpected character '\\xC3'; expected a value")
        expectError("[\u{1B}]", line: 1, column: 2, reason: "unexpected character '\\x1B'; expected a value")
        expectError("[\u{7F}]", line: 1, column: 2, reason: "unexpected character '\\x7F'; expected a value")
    }

    @Test("Text after the document")
    func trailingText() {
        expectError("[1] 2", line: 1, column: 5, reason: "unexpected text after the end of the JSON value")
        expectError("[]\n[]", line: 2, column: 1, reason: "unexpected text after the end of the JSON value")
    }

    @Test("Lines are counted with CRLF endings too")
    func crlfLines() {
        expectError("[\r\n1,\r\n]", line: 3, column: 1, reason: "unexpected character ']'; expected a value")
    }

    @Test("Nesting deeper than 64 levels is refused where it goes too deep")
    func tooDeep() {
        expectError(
            String(repeating: "[", count: 65) + String(repeating: "]", count: 65), line: 1, column: 65,
            reason: "nesting deeper than 64 levels")
        expectError(
            String(repeating: "{\"a\":", count: 65) + "1" + String(repeating: "}", count: 65), line: 1,
            column: 64 * 5 + 1, reason: "nesting deeper than 64 levels")
    }

    @Test("A very deep document fails cleanly instead of exhausting the stack")
    func veryDeep() {
        let error = #expect(throws: JSONSyntaxError.self) {
            try parse(String(repeating: "[", count: 100_000))
        }
        #expect(error?.reason == "nesting deeper than 64 levels")
    }
}

/// Strings read with the one strict UTF-8 decoder: a file whose bytes are not UTF-8 is refused where
/// they start.
@Suite("JSON: bytes that are not UTF-8")
struct JSONParserUTF8Tests {
    @Test("each sequence that is not UTF-8 is refused at its first byte; each that is, read")
    func strings() throws {
        for bytes in UTF8Samples.invalid {
            let error = #expect(throws: JSONSyntaxError.self) {
                try JSONParser.parse(Array("[\"a".utf8) + bytes + [0x22, 0x5D])
            }
            #expect(error?.reason == "invalid UTF-8", "\(bytes)")
            #expect(error?.column == 4, "\(bytes)")
        }
        for bytes in UTF8Samples.valid {
            let parsed = try JSONParser.parse(Array("[\"".utf8) + bytes + [0x22, 0x5D])
            #expect(parsed == .array([.string(String(decoding: bytes, as: UTF8.self))]))
        }
    }
}
