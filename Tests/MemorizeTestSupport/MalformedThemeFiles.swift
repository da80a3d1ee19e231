import Testing

/// A theme file SPEC §3 refuses, and a fragment of the message that must explain why.
package struct MalformedFile: Sendable, CustomTestStringConvertible {
    package let label: String
    package let bytes: [UInt8]
    package let problem: String
    package var fileName = "themes.json"

    package var testDescription: String { label }

    package init(_ label: String, _ text: String, _ problem: String, fileName: String = "themes.json") {
        self.init(label, bytes: Array(text.utf8), problem, fileName: fileName)
    }

    package init(_ label: String, bytes: [UInt8], _ problem: String, fileName: String = "themes.json") {
        self.label = label
        self.bytes = bytes
        self.problem = problem
        self.fileName = fileName
    }

    /// A one-theme file whose theme has `members` (JSON object members) and nothing else.
    package static func theme(_ label: String, _ members: String, _ problem: String) -> MalformedFile {
        MalformedFile(label, "[\n  {\(members)}\n]\n", problem)
    }

    package static let ok = #""name": "Spooky", "emojis": ["👻", "🎃"], "color": "orange""#
}

/// The theme files the game must refuse: read through the command line with a stand-in for the
/// system (`MemorizeCommandLineTests`), and a few of them through the built binary (`EndToEndTests`).
package enum MalformedThemeFiles {
    /// Every refusal, each with a fragment of its message.
    package static let all: [MalformedFile] = [
        // Not JSON, or not all of it.
        MalformedFile("truncated JSON", #"[{"name": "A", "emojis": ["👻", "🎃""#, "unexpected end of file"),
        MalformedFile("truncated inside a string", #"[{"name": "Hallo"#, "end of file inside a string"),
        MalformedFile("empty file", "", "the file is empty"),
        MalformedFile("only whitespace", " \n\t\n", "the file is empty"),
        MalformedFile("trailing comma", "[{\(MalformedFile.ok)},]", "unexpected character ']'; expected a value"),
        MalformedFile(
            "a comment", "// my themes\n[{\(MalformedFile.ok)}]", "line 1, column 1: unexpected character '/'"),
        MalformedFile("single quotes", "[{'name': 'A'}]", "expected a quoted member name"),
        MalformedFile("text after the list", "[{\(MalformedFile.ok)}] extra", "unexpected text after the end"),
        MalformedFile("deep nesting", String(repeating: "[", count: 500), "nesting deeper than 64 levels"),
        MalformedFile("unpaired surrogate", #"[{"name": "\ud800"}]"#, "unpaired UTF-16 surrogate"),
        MalformedFile("bad escape", #"[{"name": "a\qb"}]"#, #"an invalid escape '\q'"#),
        MalformedFile("NUL byte", bytes: [0x5B, 0x00, 0x5D], #"unexpected character '\x00'"#),
        MalformedFile(
            "invalid UTF-8", bytes: Array(#"[{"name": ""#.utf8) + [0xFF, 0xFE] + Array(#""}]"#.utf8), "invalid UTF-8"),
        MalformedFile(
            "overlong UTF-8", bytes: Array(#"[{"name": ""#.utf8) + [0xC0, 0xAF] + Array(#""}]"#.utf8), "invalid UTF-8"),
        MalformedFile("UTF-16 file", bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], #"unexpected character '\xFF'"#),
        MalformedFile(
            "raw ESC inside a string", bytes: Array(#"[{"name": ""#.utf8) + [0x1B] + Array(#"[31m"}]"#.utf8),
            "a raw control character inside a string"),
        MalformedFile("raw ESC outside a string", bytes: [0x5B, 0x1B, 0x5D], #"unexpected character '\x1B'"#),
        // JSON, but not a list of themes.
        MalformedFile("empty list", "[]", "the list of themes is empty"),
        MalformedFile("top-level object", "{\(MalformedFile.ok)}", "expected a JSON array of themes, found an object"),
        MalformedFile("top-level string", #""Halloween""#, "expected a JSON array of themes, found a string"),
        MalformedFile("top-level null", "null", "found null"),
        MalformedFile("a theme that is a number", "[42]", "theme #1: expected an object, found a number"),
        MalformedFile("a theme that is a list", #"[["👻", "🎃"]]"#, "theme #1: expected an object, found an array"),
        // Missing, null and mistyped fields.
        .theme("missing name", #""emojis": ["👻"], "color": "red""#, #"theme #1: the field "name" is missing"#),
        .theme("null name", #""name": null, "emojis": ["👻"], "color": "red""#, #""name" must be a string, found null"#),
        .theme(
            "number name", #""name": 7, "emojis": ["👻"], "color": "red""#, #""name" must be a string, found a number"#),
        .theme("empty name", #""name": "", "emojis": ["👻"], "color": "red""#, #""name" is empty"#),
        .theme("blank name", #""name": "   ", "emojis": ["👻"], "color": "red""#, #""name" is empty"#),
        .theme("missing emojis", #""name": "A", "color": "red""#, #"theme #1 "A": the field "emojis" is missing"#),
        .theme(
            "null emojis", #""name": "A", "emojis": null, "color": "red""#,
            #""emojis" must be an array of strings, found null"#),
        .theme("emojis as a string", #""name": "A", "emojis": "👻🎃", "color": "red""#, "found a string"),
        .theme("empty emoji list", #""name": "A", "emojis": [], "color": "red""#, #"theme #1 "A": "emojis" is empty"#),
        .theme(
            "a number as emoji", #""name": "A", "emojis": ["👻", 3], "color": "red""#,
            #""emojis" must hold only strings, found a number"#),
        .theme("empty emoji", #""name": "A", "emojis": ["👻", ""], "color": "red""#, #""emojis" holds an empty string"#),
        .theme("blank emoji", #""name": "A", "emojis": ["👻", " "], "color": "red""#, #""emojis" holds a blank face"#),
        .theme("two characters", #""name": "A", "emojis": ["👻🎃"], "color": "red""#, #""👻🎃" is not a single character"#),
        .theme(
            "duplicate emoji", #""name": "A", "emojis": ["👻", "🎃", "👻"], "color": "red""#,
            #"theme #1 "A": duplicate emoji "👻""#),
        .theme("missing color", #""name": "A", "emojis": ["👻"]"#, #"the field "color" is missing"#),
        .theme("null color", #""name": "A", "emojis": ["👻"], "color": null"#, #""color" must be a color name"#),
        .theme("number color", #""name": "A", "emojis": ["👻"], "color": 12"#, "found a number"),
        .theme("empty color", #""name": "A", "emojis": ["👻"], "color": """#, #""color" is empty"#),
        .theme(
            "one-color gradient", #""name": "A", "emojis": ["👻"], "color": {"gradient": ["red"]}"#,
            #""color" must be a color name"#),
        .theme(
            "null in a gradient", #""name": "A", "emojis": ["👻"], "color": {"gradient": ["red", null]}"#,
            #""gradient" must be a string, found null"#),
        // Pair counts.
        .theme(
            "zero pairs", #""name": "A", "emojis": ["👻"], "pairs": 0, "color": "red""#,
            #"at least 1 or "random", found 0"#),
        .theme("negative pairs", #""name": "A", "emojis": ["👻"], "pairs": -3, "color": "red""#, "found -3"),
        .theme("fractional pairs", #""name": "A", "emojis": ["👻"], "pairs": 2.5, "color": "red""#, "found 2.5"),
        .theme(
            "huge pairs", #""name": "A", "emojis": ["👻"], "pairs": 1e400, "color": "red""#,
            #""pairs" must be a whole number"#),
        .theme("pairs as a word", #""name": "A", "emojis": ["👻"], "pairs": "many", "color": "red""#, #"found "many""#),
        .theme(
            "pairs as a boolean", #""name": "A", "emojis": ["👻"], "pairs": true, "color": "red""#, "found a boolean"),
        .theme("null pairs", #""name": "A", "emojis": ["👻"], "pairs": null, "color": "red""#, "found null"),
        // Names.
        MalformedFile(
            "duplicate names",
            "[{\(MalformedFile.ok)}, {\(MalformedFile.ok.replacingOccurrences(of: "Spooky", with: "SPOOKY"))}]",
            #"theme "SPOOKY": the name is used by more than one theme"#),
        // Escape sequences and other controls, written as JSON escapes, are refused and shown escaped.
        .theme(
            "escape sequence in a name", #""name": "\u001b[31mRed", "emojis": ["👻"], "color": "red""#,
            #""name" contains control characters or escape sequences: "\u{1B}[31mRed""#),
        .theme(
            "title-setting sequence", #""name": "\u001b]0;owned\u0007", "emojis": ["👻"], "color": "red""#,
            #""\u{1B}]0;owned\u{7}""#),
        .theme(
            "escape in an emoji", #""name": "A", "emojis": ["\u001b"], "color": "red""#,
            #""emojis" contains control characters"#),
        .theme("C1 control in a color", #""name": "A", "emojis": ["👻"], "color": "red\u009b2J""#, #""red\u{9B}2J""#),
        .theme(
            "bidi override in a name", #""name": "\u202eevil", "emojis": ["👻"], "color": "red""#, #""\u{202E}evil""#),
        .theme("newline in a name", #""name": "two\nlines", "emojis": ["👻"], "color": "red""#, #""two\u{A}lines""#),
        // The file's own name is escaped too.
        MalformedFile(
            "escape sequence in the file name", "[]", "the list of themes is empty", fileName: "evil\u{1B}[2J.json"),
    ]
}
