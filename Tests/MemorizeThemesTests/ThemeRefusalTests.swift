import MemorizeText
import MemorizeThemes
import MemoryGame
import Testing

/// Whether `scalar` could drive a terminal or reorder text, judged independently of `SafeText`.
private func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isBidiControl
        || scalar == "\u{2028}" || scalar == "\u{2029}"
}

/// Reads `json` as a theme file, expecting a refusal; checks that its message is safe to print.
private func refusal(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemeError? {
    refusal(bytes: bytes(json), sourceLocation: sourceLocation)
}

private func refusal(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> ThemeError? {
    let error = #expect(throws: ThemeError.self, sourceLocation: sourceLocation) {
        try ThemeCatalog.themes(fromJSON: bytes)
    }
    if let error {
        #expect(
            !error.description.unicodeScalars.contains(where: isRawControl), "raw control character in message",
            sourceLocation: sourceLocation)
    }
    return error
}

/// A one-theme file whose theme has the given members, written as JSON.
private func file(_ members: String) -> String {
    "[ { \(members) } ]"
}

private let ghosts = "\"name\": \"Ghosts\""
private let faces = "\"emojis\": [\"👻\", \"🎃\", \"🦇\"]"
private let orange = "\"color\": \"orange\""
private let ghostsLabel = "#1 \"Ghosts\""
private let pairsRule = "\"pairs\" must be a whole number of at least 1 or \"random\""
private let colorRule = "\"color\" must be a color name or {\"gradient\": [\"name\", \"name\"]}"

/// The refusal of the one theme, "Ghosts", of a `file(_:)`, for `problem`.
private func ghostsRefused(_ problem: String) -> ThemeError {
    .invalidTheme(theme: ghostsLabel, problem: problem)
}

/// The problem of a string `field` holding control characters, shown escaped as `shown`.
private func unsafe(_ field: String, _ shown: String) -> String {
    "\"\(field)\" contains control characters or escape sequences: \"\(shown)\""
}

/// One test per way a theme file is refused (SPEC §3).
@Suite("Refused theme files")
struct ThemeRefusalTests {
    // MARK: - The document

    @Test("Bad JSON is refused with the line and column of the problem")
    func badJSON() {
        let json = """
            [
              { "name": "Halloween",
                "emojis": ["👻", "🎃"]
                "color": "orange" }
            ]
            """
        expectSyntaxError(refusal(json), line: 4, column: 5, reason: "unexpected character '\"'; expected ',' or '}'")
    }

    @Test("An empty file is refused as bad JSON")
    func emptyFile() {
        expectSyntaxError(refusal(""), line: 1, column: 1, reason: "the file is empty; expected a JSON array")
        expectSyntaxError(refusal("\n  \n"), line: 3, column: 1, reason: "the file is empty; expected a JSON array")
    }

    @Test(
        "A document that is not an array is refused",
        arguments: [
            ("{\"name\": \"Ghosts\"}", "an object"), ("\"Ghosts\"", "a string"), ("8", "a number"), ("null", "null"),
            ("true", "a boolean"),
        ])
    func notAnArray(json: String, found: String) {
        let error = refusal(json)
        #expect(error == .notAList(found: found))
        #expect(error?.description == "expected a JSON array of themes, found \(found)")
    }

    @Test("An empty list of themes is refused")
    func emptyList() {
        #expect(refusal("[]") == .emptyList)
        #expect(refusal(" [ \n ] ") == .emptyList)
        #expect(ThemeError.emptyList.description == "the list of themes is empty")
    }

    @Test("A theme that is not an object is refused, named by its position")
    func themeNotAnObject() {
        #expect(refusal("[\"Ghosts\"]") == .invalidTheme(theme: "#1", problem: "expected an object, found a string"))
        let second = "[ { \(ghosts), \(faces), \(orange) }, [1, 2] ]"
        #expect(refusal(second) == .invalidTheme(theme: "#2", problem: "expected an object, found an array"))
    }

    // MARK: - Missing fields

    @Test("A theme without a name is refused")
    func missingName() {
        let error = refusal(file("\(faces), \(orange)"))
        #expect(error == .invalidTheme(theme: "#1", problem: "the field \"name\" is missing"))
        #expect(error?.description == "theme #1: the field \"name\" is missing")
    }

    @Test("A theme without emojis is refused")
    func missingEmojis() {
        let error = refusal(file("\(ghosts), \(orange)"))
        #expect(error == ghostsRefused("the field \"emojis\" is missing"))
        #expect(error?.description == "theme #1 \"Ghosts\": the field \"emojis\" is missing")
    }

    @Test("A theme without a color is refused")
    func missingColor() {
        let error = refusal(file("\(ghosts), \(faces), \"pairs\": 2"))
        #expect(error == ghostsRefused("the field \"color\" is missing"))
    }

    @Test("A problem in a later theme names that theme and its position")
    func laterThemeIsNamed() {
        let json = """
            [
              { \(ghosts), \(faces), \(orange) },
              { "name": "Cars", "emojis": [], "color": "gray" }
            ]
            """
        let error = refusal(json)
        #expect(error == .invalidTheme(theme: "#2 \"Cars\"", problem: "\"emojis\" is empty"))
        #expect(error?.description == "theme #2 \"Cars\": \"emojis\" is empty")
    }

    // MARK: - Wrong types

    @Test("A name that is not a string is refused", arguments: [("42", "a number"), ("[\"Ghosts\"]", "an array")])
    func nameOfWrongType(value: String, found: String) {
        let error = refusal(file("\"name\": \(value), \(faces), \(orange)"))
        #expect(error == .invalidTheme(theme: "#1", problem: "\"name\" must be a string, found \(found)"))
    }

    @Test("Emojis that are not an array are refused", arguments: [("\"👻🎃\"", "a string"), ("{}", "an object")])
    func emojisOfWrongType(value: String, found: String) {
        let error = refusal(file("\(ghosts), \"emojis\": \(value), \(orange)"))
        #expect(error == ghostsRefused("\"emojis\" must be an array of strings, found \(found)"))
    }

    @Test(
        "An emoji that is not a string is refused",
        arguments: [("1", "a number"), ("null", "null"), ("[\"👻\"]", "an array")])
    func emojiOfWrongType(value: String, found: String) {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \(value)], \(orange)"))
        #expect(error == ghostsRefused("\"emojis\" must hold only strings, found \(found)"))
    }

    @Test(
        "A color that is neither a name nor a gradient is refused",
        arguments: [("3", "a number"), ("[\"red\", \"blue\"]", "an array"), ("false", "a boolean")])
    func colorOfWrongType(value: String, found: String) {
        let error = refusal(file("\(ghosts), \(faces), \"color\": \(value)"))
        #expect(error == ghostsRefused("\(colorRule), found \(found)"))
    }

    @Test(
        "Pairs that are neither a number nor \"random\" are refused",
        arguments: [
            ("true", "a boolean"), ("null", "null"), ("\"many\"", "\"many\""), ("\"Random\"", "\"Random\""),
            ("[4]", "an array"),
        ])
    func pairsOfWrongType(value: String, found: String) {
        let error = refusal(file("\(ghosts), \(faces), \"pairs\": \(value), \(orange)"))
        #expect(error == ghostsRefused("\(pairsRule), found \(found)"))
    }

    // MARK: - Empty and malformed faces

    @Test("An empty emoji list is refused")
    func emptyEmojiList() {
        let error = refusal(file("\(ghosts), \"emojis\": [], \(orange)"))
        #expect(error == ghostsRefused("\"emojis\" is empty"))
    }

    @Test("An empty string as a face is refused")
    func emptyFace() {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"\"], \(orange)"))
        #expect(error == ghostsRefused("\"emojis\" holds an empty string"))
    }

    @Test(
        "A blank or invisible face is refused", arguments: [" ", "\\u00a0", "\\u200b", "\\u2060", "\\ufe0f", "\\u00ad"])
    func blankFace(face: String) {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"\(face)\"], \(orange)"))
        #expect(error == ghostsRefused("\"emojis\" holds a blank face"))
    }

    @Test("A blank braille pattern (U+2800) is refused as a face")
    func brailleBlankFace() {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"\u{2800}\"], \(orange)"))
        #expect(
            error
                == ghostsRefused(
                    "\"\u{2800}\" (U+2800) is a blank braille pattern, which draws an empty card at line 1, column 39"))
    }

    @Test(
        "Letters of different scripts that look the same are refused within one theme",
        arguments: [("A", "А", "U+0041", "U+0410"), ("A", "Α", "U+0041", "U+0391"), ("О", "Ο", "U+041E", "U+039F")])
    func lookAlikeFaces(first: String, second: String, firstCode: String, secondCode: String) {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"\(first)\", \"\(second)\"], \(orange)"))
        #expect(
            error
                == ghostsRefused(
                    "\"\(second)\" (\(secondCode)) looks the same as \"\(first)\" (\(firstCode)): letters of different "
                        + "scripts, which a player cannot tell apart at line 1, column 44"))
    }

    @Test(
        "Symbols drawn alike are refused within one theme",
        arguments: [
            ("-", "‐", "U+002D", "U+2010"), ("-", "−", "U+002D", "U+2212"), ("‐", "−", "U+2010", "U+2212"),
            ("|", "│", "U+007C", "U+2502"), ("|", "∣", "U+007C", "U+2223"), ("│", "∣", "U+2502", "U+2223"),
        ])
    func lookAlikeSymbols(first: String, second: String, firstCode: String, secondCode: String) {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"\(first)\", \"\(second)\"], \(orange)"))
        #expect(
            error
                == ghostsRefused(
                    "\"\(second)\" (\(secondCode)) looks the same as \"\(first)\" (\(firstCode)): symbols drawn "
                        + "alike, which a player cannot tell apart at line 1, column 44"))
    }

    @Test("Symbols that look different stay accepted")
    func distinctSymbolsAccepted() throws {
        let themes = try ThemeCatalog.themes(
            fromJSON: bytes(file("\(ghosts), \"emojis\": [\"-\", \"|\", \"/\", \"+\", \"=\"], \(orange)")))
        #expect(themes.first?.emojis == ["-", "|", "/", "+", "="])
    }

    @Test("Letters that look different stay accepted, also in different scripts")
    func distinctLettersAccepted() throws {
        let themes = try ThemeCatalog.themes(
            fromJSON: bytes(file("\(ghosts), \"emojis\": [\"A\", \"Б\", \"Ω\", \"a\"], \(orange)")))
        #expect(themes.first?.emojis == ["A", "Б", "Ω", "a"])
    }

    @Test(
        "A name holding an invisible character is refused with its place",
        arguments: [("Gho\\u200bsts", "U+200B", 4), ("\\ufeffGhosts", "U+FEFF", 1), ("Gh\\u00adosts", "U+00AD", 3)])
    func invisibleInName(name: String, code: String, place: Int) throws {
        let error = try #require(refusal(file("\"name\": \"\(name)\", \(faces), \(orange)")))
        guard case .invalidTheme(let theme, let problem) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(theme == "#1")
        #expect(problem.contains(" at line 1, column 13 holds an invisible character, \(code), at character \(place)"))
    }

    @Test("The line and column are those of the string in its own theme, also when written with escapes")
    func locationOnLaterLines() {
        let json = """
            [
              { "name": "Letters", "emojis": ["A", "B"], "color": "red" },
              { "name": "More",
                "emojis": ["B", "\\u0410", "A"], "color": "blue" }
            ]
            """
        let error = refusal(json)
        guard case .invalidTheme(let theme, let problem)? = error else { return #expect(Bool(false)) }
        #expect(theme == "#2 \"More\"")
        #expect(problem.hasSuffix("cannot tell apart at line 4, column 31"), "\(problem)")
    }

    @Test("A name with an emoji sequence keeps its joiner and variation selector")
    func emojiSequenceInName() throws {
        let themes = try ThemeCatalog.themes(
            fromJSON: bytes(file("\"name\": \"Family 👨‍👩‍👧 ❤️\", \(faces), \(orange)")))
        #expect(themes.first?.name == "Family 👨‍👩‍👧 ❤️")
    }

    @Test("An empty or blank name is refused", arguments: ["", "   ", "\\t", "\\u200b"])
    func emptyName(name: String) {
        let error = refusal(file("\"name\": \"\(name)\", \(faces), \(orange)"))
        if name == "\\t" {
            #expect(error == .invalidTheme(theme: "#1", problem: unsafe("name", "\\u{9}")))
        } else {
            #expect(error == .invalidTheme(theme: "#1", problem: "\"name\" is empty"))
        }
    }

    @Test("An empty color name is refused")
    func emptyColor() {
        let error = refusal(file("\(ghosts), \(faces), \"color\": \"\""))
        #expect(error == ghostsRefused("\"color\" is empty"))
    }

    @Test("A face of several characters is refused", arguments: ["ab", "👻🎃", "1️⃣2️⃣", "🇫🇷🇩🇪"])
    func multiCharacterFace(face: String) {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"\(face)\"], \(orange)"))
        #expect(error == ghostsRefused("\"\(face)\" is not a single character"))
    }

    @Test("A duplicate emoji is refused")
    func duplicateEmoji() {
        let error = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"🎃\", \"👻\"], \(orange)"))
        #expect(error == ghostsRefused("duplicate emoji \"👻\""))
        #expect(error?.description == "theme #1 \"Ghosts\": duplicate emoji \"👻\"")
    }

    @Test("Faces that differ only in encoding or in a variation selector are duplicates")
    func duplicateEmojiInDisguise() {
        let precomposed = refusal(file("\(ghosts), \"emojis\": [\"\\u00e9\", \"e\\u0301\"], \(orange)"))
        #expect(precomposed == ghostsRefused("duplicate emoji \"e\u{301}\""))
        let selector = refusal(file("\(ghosts), \"emojis\": [\"\\u2764\", \"\\u2764\\ufe0f\"], \(orange)"))
        #expect(selector == ghostsRefused("duplicate emoji \"\u{2764}\u{FE0F}\""))
        let textStyle = refusal(file("\(ghosts), \"emojis\": [\"☀\u{FE0E}\", \"☀\u{FE0F}\"], \(orange)"))
        #expect(textStyle == ghostsRefused("duplicate emoji \"☀\u{FE0F}\""))
    }

    @Test("Two themes with the same name, ignoring case, are refused")
    func duplicateThemeNames() {
        let json = """
            [
              { "name": "Ghosts", \(faces), \(orange) },
              { "name": "Vehicles", "emojis": ["🚗"], "color": "gray" },
              { "name": "GHOSTS", "emojis": ["🚕"], "color": "gray" }
            ]
            """
        let error = refusal(json)
        #expect(error == .duplicateName("GHOSTS"))
        #expect(error?.description == "theme \"GHOSTS\": the name is used by more than one theme")
    }

    // MARK: - Control characters and escape sequences

    @Test("An escape sequence in a name is refused, and the message shows it escaped")
    func escapeSequenceInName() {
        let error = refusal(file("\"name\": \"Evil\\u001b[31m\", \(faces), \(orange)"))
        #expect(error == .invalidTheme(theme: "#1", problem: unsafe("name", "Evil\\u{1B}[31m")))
        #expect(error?.description.contains("\\u{1B}[31m") == true)
    }

    @Test(
        "Control characters in a name are refused",
        arguments: [
            ("\\n", "\\u{A}"), ("\\u0007", "\\u{7}"), ("\\u007f", "\\u{7F}"), ("\\u009b", "\\u{9B}"),
            ("\\u202e", "\\u{202E}"), ("\\u2028", "\\u{2028}"),
        ])
    func controlCharacterInName(escape: String, shown: String) {
        let error = refusal(file("\"name\": \"Gh\(escape)osts\", \(faces), \(orange)"))
        #expect(error == .invalidTheme(theme: "#1", problem: unsafe("name", "Gh\(shown)osts")))
    }

    @Test("An escape sequence as an emoji is refused, and the message shows it escaped")
    func escapeSequenceInEmoji() {
        let lone = refusal(file("\(ghosts), \"emojis\": [\"👻\", \"\\u001b\"], \(orange)"))
        #expect(lone == ghostsRefused(unsafe("emojis", "\\u{1B}")))
        let sequence = refusal(file("\(ghosts), \"emojis\": [\"\\u001b[2J👻\"], \(orange)"))
        #expect(sequence == ghostsRefused(unsafe("emojis", "\\u{1B}[2J👻")))
    }

    @Test("Control characters in a color name or a gradient are refused")
    func controlCharacterInColor() {
        let named = refusal(file("\(ghosts), \(faces), \"color\": \"red\\u001b]0;pwned\\u0007\""))
        #expect(named == ghostsRefused(unsafe("color", "red\\u{1B}]0;pwned\\u{7}")))
        let gradient = refusal(file("\(ghosts), \(faces), \"color\": {\"gradient\": [\"blue\", \"cyan\\r\"]}"))
        #expect(gradient == ghostsRefused(unsafe("gradient", "cyan\\u{D}")))
    }

    @Test("A raw control byte inside a string is bad JSON, reported where it is")
    func rawControlByte() {
        let error = refusal("[{\"name\": \"Gh\u{1B}[31m\"}]")
        expectSyntaxError(error, line: 1, column: 14, reason: "a raw control character inside a string")
    }

    @Test("A raw C1 control character written in UTF-8 is refused")
    func rawC1Control() {
        let error = refusal(file("\"name\": \"Gh\u{9B}31m\", \(faces), \(orange)"))
        #expect(error == .invalidTheme(theme: "#1", problem: unsafe("name", "Gh\\u{9B}31m")))
    }

    // MARK: - Pairs

    @Test("Zero pairs are refused")
    func zeroPairs() {
        let error = refusal(file("\(ghosts), \(faces), \"pairs\": 0, \(orange)"))
        #expect(error == ghostsRefused("\(pairsRule), found 0"))
    }

    @Test("A negative number of pairs is refused")
    func negativePairs() {
        let error = refusal(file("\(ghosts), \(faces), \"pairs\": -3, \(orange)"))
        #expect(error == ghostsRefused("\(pairsRule), found -3"))
    }

    @Test("A fractional number of pairs is refused")
    func fractionalPairs() {
        let error = refusal(file("\(ghosts), \(faces), \"pairs\": 2.5, \(orange)"))
        #expect(error == ghostsRefused("\(pairsRule), found 2.5"))
    }

    @Test("An absurdly large number of pairs is refused", arguments: [("1e7", "10000000"), ("1e400", "inf")])
    func hugePairs(value: String, shown: String) {
        let error = refusal(file("\(ghosts), \(faces), \"pairs\": \(value), \(orange)"))
        #expect(error == ghostsRefused("\(pairsRule), found \(shown)"))
    }

    // MARK: - Gradients

    @Test(
        "A gradient that is not two color names is refused",
        arguments: [
            "{}", "{\"gradient\": \"blue\"}", "{\"gradient\": [\"blue\"]}",
            "{\"gradient\": [\"blue\", \"cyan\", \"red\"]}",
            "{\"gradient\": []}", "{\"colors\": [\"blue\", \"cyan\"]}",
        ])
    func badGradientShape(value: String) {
        let error = refusal(file("\(ghosts), \(faces), \"color\": \(value)"))
        #expect(error == ghostsRefused(colorRule))
    }

    @Test("A gradient stop that is not a usable name is refused")
    func badGradientStop() {
        let number = refusal(file("\(ghosts), \(faces), \"color\": {\"gradient\": [\"blue\", 7]}"))
        #expect(number == ghostsRefused("\"gradient\" must be a string, found a number"))
        let empty = refusal(file("\(ghosts), \(faces), \"color\": {\"gradient\": [\"\", \"cyan\"]}"))
        #expect(empty == ghostsRefused("\"gradient\" is empty"))
    }

    // MARK: - Encoding

    @Test(
        "Invalid UTF-8 is refused with where it is",
        arguments: [
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80],
            [0xF0, 0x9F, 0x91, 0x41],
        ] as [[UInt8]])
    func invalidUTF8(sequence: [UInt8]) {
        // Line 2: `  {"name": "G` puts the bad bytes at column 14.
        let document = bytes("[\n  {\"name\": \"G") + sequence + bytes("\", \(faces), \(orange)}\n]")
        let error = refusal(bytes: document)
        expectSyntaxError(error, line: 2, column: 14, reason: "invalid UTF-8")
    }

    @Test("A UTF-8 sequence cut off by the end of the file is refused")
    func truncatedUTF8AtEnd() {
        let error = refusal(bytes: bytes("[\"") + [0xF0, 0x9F])
        expectSyntaxError(error, line: 1, column: 3, reason: "invalid UTF-8")
    }
}
