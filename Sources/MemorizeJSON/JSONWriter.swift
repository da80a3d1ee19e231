/// Writes a `JSONValue` as UTF-8 text that `JSONParser` reads back to the same value: it lives beside
/// the parser so that the two are changed together.
///
/// Indented two spaces a level so that a person can read and mend the scores file; an object or
/// array that holds only plain values (a record such as `{ "score": 14, "date": "2025-03-14" }`)
/// stays on one line.
package enum JSONWriter {
    /// The document, ending with a newline.
    package static func write(_ value: JSONValue) -> [UInt8] {
        var text = ""
        write(value, indent: "", into: &text)
        text += "\n"
        return Array(text.utf8)
    }

    private static func write(_ value: JSONValue, indent: String, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += self.number(number)
        case .string(let string): text += quoted(string)
        case .array(let elements):
            writeContainer("[", "]", elements.map { (nil, $0) }, indent: indent, into: &text)
        case .object(let members):
            writeContainer("{", "}", members.map { ($0.key, $0.value) }, indent: indent, into: &text)
        }
    }

    private static func writeContainer(
        _ open: String, _ close: String, _ items: [(key: String?, value: JSONValue)], indent: String,
        into text: inout String
    ) {
        guard !items.isEmpty else {
            text += open + close
            return
        }
        let flat = items.allSatisfy { !$0.value.isContainer }
        let inner = indent + "  "
        text += open
        for (index, item) in items.enumerated() {
            text += index == 0 ? (flat ? " " : "\n" + inner) : (flat ? ", " : ",\n" + inner)
            if let key = item.key { text += quoted(key) + ": " }
            write(item.value, indent: inner, into: &text)
        }
        text += flat ? " " + close : "\n" + indent + close
    }

    /// Whole numbers as integers; anything else as Swift's shortest exact form, which is valid JSON
    /// for every finite number. JSON has no infinity or NaN, so those become null.
    private static func number(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 0x1p53 { return String(Int64(number)) }
        return String(number)
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension JSONValue {
    fileprivate var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
