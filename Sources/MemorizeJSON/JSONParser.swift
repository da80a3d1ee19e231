import MemorizeLocalization
import MemorizeText

/// A small strict JSON parser (RFC 8259) that reports the line and column of a syntax error.
///
/// Written here because the toolchain's `JSONDecoder` on Linux does not say where a document is
/// broken, and a player editing `themes.json` by hand needs to know.
package struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// Deeper nesting than this is refused rather than risking the stack.
    private static let maximumDepth = 64

    /// Parses one complete JSON document from `bytes`.
    ///
    /// - Throws: `JSONSyntaxError` naming the line and column of the first problem.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Grammar

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw error(JSONText.emptyFile.text()) }
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw error(JSONText.textAfterValue.text()) }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error(JSONText.endExpectingValue.text()) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error(JSONText.unexpectedExpectingValue.text(describe(byte)))
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error(JSONText.expectedMemberName.text()) }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error(JSONText.expectedColon.text()) }
            position += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(members)
            case nil: throw error(JSONText.endExpectingCommaOrBrace.text())
            case let byte?: throw error(JSONText.unexpectedExpectingCommaOrBrace.text(describe(byte)))
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            case nil: throw error(JSONText.endExpectingCommaOrBracket.text())
            case let byte?: throw error(JSONText.unexpectedExpectingCommaOrBracket.text(describe(byte)))
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = peek() else { throw error(JSONText.endInString.text()) }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error(JSONText.controlInString.text())
            case 0x00..<0x80:
                scalars.append(Unicode.Scalar(byte))
                position += 1
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        position += 1  // backslash
        guard let byte = peek() else { throw error(JSONText.endInString.text()) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard peek() == UInt8(ascii: "\\"), peek(offset: 1) == UInt8(ascii: "u") else {
                    throw error(JSONText.unpairedSurrogate.text())
                }
                position += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else {
                    throw error(JSONText.unpairedSurrogate.text())
                }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error(JSONText.unpairedSurrogate.text())
            }
            return scalar
        default:
            position -= 1
            throw error(JSONText.invalidEscape.text("\\" + describeRaw(byte)))
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error(JSONText.endInEscape.text()) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(JSONText.expectedHexDigits.text())
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// Decodes one multi-byte UTF-8 sequence, refusing overlong forms, surrogates and bad bytes.
    private mutating func parseUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let (scalar, length) = StrictUTF8.scalar(in: bytes, at: position) else {
            throw error(JSONText.invalidUTF8.text())
        }
        position += length
        return scalar
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw error(JSONText.expectedDigit.text()) }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), isDigit(next) { throw error(JSONText.leadingZero.text()) }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let next = peek(), isDigit(next) else { throw error(JSONText.expectedDigitAfterPoint.text()) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let next = peek(), isDigit(next) else { throw error(JSONText.expectedDigitInExponent.text()) }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let number = Double(text) else { throw error(JSONText.unreadableNumber.text()) }
        return .number(number)
    }

    // MARK: - Helpers

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error(JSONText.tooDeep.text(String(Self.maximumDepth))) }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard peek() == expected else { throw error(JSONText.unexpectedExpectingWord.text(describe(peek()), word)) }
            position += 1
        }
    }

    private func peek(offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func describe(_ byte: UInt8?) -> String {
        guard let byte else { return JSONText.endOfFile.text() }
        return JSONText.character.text(describeRaw(byte))
    }

    /// A byte shown safely: printable ASCII as itself, anything else as a hex escape.
    private func describeRaw(_ byte: UInt8) -> String {
        if (0x21..<0x7F).contains(byte) { return String(UnicodeScalar(byte)) }
        let hex = String(byte, radix: 16, uppercase: true)
        return "\\x" + (hex.count == 1 ? "0" + hex : hex)
    }

    /// An error at the current position; line and column are counted only when one is thrown.
    private func error(_ reason: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Columns count characters, not bytes, so they match what an editor shows.
        let column = bytes[lineStart..<min(position, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }
}
