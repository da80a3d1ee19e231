import MemorizeLocalization

/// A parsed JSON document, kept as plain values so that theme validation can say exactly what is wrong.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a repeated key keeps its last value when looked up.
    case object([(key: String, value: JSONValue)])

    /// The value of `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A short name for the kind of value, for messages ("a string", "an array", ...).
    package var kindDescription: String {
        switch self {
        // null is JSON's own word, the same in every language.
        case .null: "null"
        case .bool: JSONText.kindBoolean.text()
        case .number: JSONText.kindNumber.text()
        case .string: JSONText.kindString.text()
        case .array: JSONText.kindArray.text()
        case .object: JSONText.kindObject.text()
        }
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// A JSON syntax error, with the 1-based line and column where it was found.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// 1-based line of the offending byte.
    package let line: Int
    /// 1-based column, in characters, of the offending byte.
    package let column: Int
    /// What was wrong, for a person.
    package let reason: String
}
