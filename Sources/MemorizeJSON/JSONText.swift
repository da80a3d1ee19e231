import MemorizeLocalization

/// The JSON parser's problems and the kinds of JSON values, as messages (docs/TRANSLATING.md). A player
/// reads them after `line 3, column 7:` when a theme file or the scores file is refused. JSON's own
/// words (`true`, `null`), quoted characters (`':'`, `'}'`) and escapes (`\u`) stay as they are.
package enum JSONText: MessageCatalog {
    case emptyFile, textAfterValue, endExpectingValue, unexpectedExpectingValue
    case expectedMemberName, expectedColon, endExpectingCommaOrBrace, unexpectedExpectingCommaOrBrace
    case endExpectingCommaOrBracket, unexpectedExpectingCommaOrBracket
    case endInString, controlInString, unpairedSurrogate, invalidEscape, endInEscape, expectedHexDigits
    case invalidUTF8, expectedDigit, leadingZero, expectedDigitAfterPoint, expectedDigitInExponent
    case unreadableNumber, tooDeep, unexpectedExpectingWord
    case endOfFile, character
    case kindBoolean, kindNumber, kindString, kindArray, kindObject

    package var message: Message {
        switch self {
        case .emptyFile: Message("the file is empty; expected a JSON array")
        case .textAfterValue: Message("unexpected text after the end of the JSON value")
        case .endExpectingValue: Message("unexpected end of file; expected a value")
        case .unexpectedExpectingValue:
            Message("unexpected %1$s; expected a value", comment: "%1$s: \"character 'x'\" (the next message).")
        case .expectedMemberName:
            Message("expected a quoted member name", comment: "A member name: the \"key\" before ':' in a JSON object.")
        case .expectedColon: Message("expected ':' after a member name")
        case .endExpectingCommaOrBrace: Message("unexpected end of file; expected ',' or '}'")
        case .unexpectedExpectingCommaOrBrace:
            Message("unexpected %1$s; expected ',' or '}'", comment: "%1$s: \"character 'x'\".")
        case .endExpectingCommaOrBracket: Message("unexpected end of file; expected ',' or ']'")
        case .unexpectedExpectingCommaOrBracket:
            Message("unexpected %1$s; expected ',' or ']'", comment: "%1$s: \"character 'x'\".")
        case .endInString: Message("unexpected end of file inside a string")
        case .controlInString:
            Message("a raw control character inside a string", comment: "A line break or tab typed inside quotes.")
        case .unpairedSurrogate: Message("an unpaired UTF-16 surrogate in a \\u escape")
        case .invalidEscape:
            Message("an invalid escape '%1$s' in a string", comment: "%1$s: the escape as written, such as \\q.")
        case .endInEscape: Message("unexpected end of file inside a \\u escape")
        case .expectedHexDigits: Message("expected four hex digits after \\u")
        case .invalidUTF8: Message("invalid UTF-8")
        case .expectedDigit: Message("expected a digit in a number")
        case .leadingZero: Message("a number with a leading zero", comment: "Such as 07, which JSON refuses.")
        case .expectedDigitAfterPoint: Message("expected a digit after '.'")
        case .expectedDigitInExponent: Message("expected a digit in an exponent", comment: "The part after e in 1e5.")
        case .unreadableNumber: Message("a number that cannot be read")
        case .tooDeep: Message("nesting deeper than %1$s levels", comment: "%1$s: the deepest nesting, 64.")
        case .unexpectedExpectingWord:
            Message(
                "unexpected %1$s; expected '%2$s'",
                comment: "%1$s: \"character 'x'\" or \"end of file\"; %2$s: a JSON word, true, false or null.")
        case .endOfFile: Message("end of file", comment: "What was found, in \"unexpected %1$s; …\".")
        case .character:
            Message(
                "character '%1$s'",
                comment: "What was found, in \"unexpected %1$s; …\"; %1$s: the character, or a byte as \\x1B.")
        case .kindBoolean:
            Message("a boolean", comment: "A kind of JSON value (true or false), after \"found\".")
        case .kindNumber: Message("a number", comment: "A kind of JSON value, after \"found\".")
        case .kindString: Message("a string", comment: "A kind of JSON value, after \"found\".")
        case .kindArray: Message("an array", comment: "A kind of JSON value ([…]), after \"found\".")
        case .kindObject: Message("an object", comment: "A kind of JSON value ({…}), after \"found\".")
        }
    }
}
