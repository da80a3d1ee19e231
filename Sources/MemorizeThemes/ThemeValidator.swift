import MemorizeJSON
import MemorizeText

/// The rules a single theme must follow (SPEC §3), turning a JSON value into a `Theme` or a refusal.
enum ThemeValidator {
    /// The longest name, in characters: a name is shown on one line (the status line, the picker,
    /// `--list-themes`), and a bound keeps a listing proportional to its file.
    static let longestName = 64
    /// A character can carry any number of combining marks; this bounds the code points too.
    static let mostCodePointsInName = 4 * longestName

    /// - Parameter locate: Where a string is in the file (` at line 3, column 18`), given the string and
    ///   the theme's name when known; "" when it cannot be told.
    static func theme(
        from value: JSONValue, position: Int, locate: (String, String?) -> String = { _, _ in "" }
    ) throws(ThemeError) -> Theme {
        var label = "#\(position)"
        guard case .object = value else {
            throw .invalidTheme(theme: label, problem: "expected an object, found \(value.kindDescription)")
        }
        let name = try requiredString(value["name"], field: "name", theme: label)
        if let (scalar, place) = FaceRules.invisibleCharacter(in: name) {
            throw .invalidTheme(
                theme: label,
                problem:
                    "\"name\" \(SafeText.quoted(name))\(locate(name, nil)) holds an invisible character, "
                    + "\(FaceRules.codePoint(scalar)), at character \(place); it would misalign every list of names")
        }
        label = "#\(position) \(SafeText.quoted(name))"
        if let matchList = value["matches"] {
            guard value["emojis"] == nil else {
                throw .invalidTheme(
                    theme: label,
                    problem: "give either \"emojis\" (equal pairs) or \"matches\" (pairs of "
                        + "different cards), not both")
            }
            let (firsts, seconds) = try matches(matchList, theme: label) { locate($0, name) }
            let pairs = try pairCount(value["pairs"], theme: label)
            let color = try color(value["color"], theme: label)
            let names = try pairNames(value["names"], count: firsts.count, theme: label)
            return Theme(
                name: name, emojis: firsts, partners: seconds, pairs: pairs, color: color, names: names?.0,
                partnerNames: names?.1)
        }
        let emojis = try faces(value["emojis"], theme: label) { locate($0, name) }
        let pairs = try pairCount(value["pairs"], theme: label)
        let color = try color(value["color"], theme: label)
        let names = try spokenNames(value["names"], count: emojis.count, theme: label)
        return Theme(name: name, emojis: emojis, pairs: pairs, color: color, names: names)
    }

    /// The widest text face, in terminal cells: it fits a card of the board's usual size, and a line
    /// of the board's names.
    static let widestText = 12

    /// The `matches` list: pairs of two different faces, each an emoji or a short text, no face twice
    /// in the theme and none a look-alike of another.
    private static func matches(
        _ value: JSONValue, theme: String, locate: (String) -> String
    ) throws(ThemeError) -> ([String], [String]) {
        let expectation = "\"matches\" must be an array of pairs, each [\"face\", \"face\"]"
        guard case .array(let elements) = value else {
            throw .invalidTheme(theme: theme, problem: "\(expectation), found \(value.kindDescription)")
        }
        guard !elements.isEmpty else { throw .invalidTheme(theme: theme, problem: "\"matches\" is empty") }
        var firsts: [String] = []
        var seconds: [String] = []
        var seen: Set<String> = []
        var looks: [String: String] = [:]
        for element in elements {
            guard case .array(let sides) = element, sides.count == 2 else {
                let found =
                    if case .array(let sides) = element { "a list of \(sides.count)" } else { element.kindDescription }
                throw .invalidTheme(theme: theme, problem: "\(expectation), found \(found)")
            }
            var pair: [String] = []
            for side in sides {
                guard case .string(let face) = side else {
                    throw .invalidTheme(
                        theme: theme, problem: "\"matches\" must hold only strings, found \(side.kindDescription)")
                }
                try checkMatchFace(face, theme: theme, locate: locate)
                pair.append(face)
            }
            if withoutVariationSelectors(pair[0]) == withoutVariationSelectors(pair[1]) {
                throw .invalidTheme(
                    theme: theme,
                    problem:
                        "the pair [\(SafeText.quoted(pair[0])), \(SafeText.quoted(pair[1]))] is one face twice\(locate(pair[0])); "
                        + "a pair here is two different cards (use \"emojis\" for pairs of equal cards)")
            }
            for face in pair {
                guard seen.insert(withoutVariationSelectors(face)).inserted else {
                    throw .invalidTheme(
                        theme: theme,
                        problem: "duplicate face \(SafeText.quoted(face))\(locate(face)); a face is in one pair only")
                }
                let look = face.map { FaceRules.lookAlike(String($0)) }.joined()
                if let other = looks[look] {
                    throw .invalidTheme(
                        theme: theme,
                        problem: "\(SafeText.quoted(face)) looks the same as \(SafeText.quoted(other)): "
                            + "letters or symbols a player cannot tell apart\(locate(face))")
                }
                looks[look] = face
            }
            firsts.append(pair[0])
            seconds.append(pair[1])
        }
        return (firsts, seconds)
    }

    /// Refuses a face of `matches` that cannot be drawn whole and distinct: an emoji as `emojis`
    /// refuses it, or a text with an invisible character, a character of uncertain width, a space at
    /// an end, or more than `widestText` cells.
    private static func checkMatchFace(
        _ face: String, theme: String, locate: (String) -> String
    ) throws(ThemeError) {
        try checkSafe(face, field: "matches", theme: theme)
        guard !face.isEmpty else { throw .invalidTheme(theme: theme, problem: "\"matches\" holds an empty string") }
        guard !isBlank(face) else {
            throw .invalidTheme(theme: theme, problem: "\"matches\" holds a blank face\(locate(face))")
        }
        if face.count == 1 {
            if let problem = FaceRules.problem(with: face) {
                throw .invalidTheme(theme: theme, problem: problem + locate(face))
            }
            return
        }
        if let (scalar, place) = FaceRules.invisibleCharacter(in: face) {
            throw .invalidTheme(
                theme: theme,
                problem: "\(SafeText.quoted(face))\(locate(face)) holds an invisible character, "
                    + "\(FaceRules.codePoint(scalar)), at character \(place)")
        }
        if face.first?.isWhitespace == true || face.last?.isWhitespace == true {
            throw .invalidTheme(
                theme: theme, problem: "\(SafeText.quoted(face)) begins or ends with a space\(locate(face))")
        }
        for character in face where TextWidth.certainColumns(of: character) == nil {
            let problem = FaceRules.problem(with: String(character)) ?? "is drawn at different widths"
            throw .invalidTheme(theme: theme, problem: "in \(SafeText.quoted(face)): \(problem)\(locate(face))")
        }
        let width = TextWidth.columns(of: face)
        guard width <= widestText else {
            throw .invalidTheme(
                theme: theme,
                problem:
                    "\(SafeText.quoted(face)) is \(width) cells wide; a text face is at most \(widestText)\(locate(face))"
            )
        }
    }

    /// The optional `names` of a `matches` theme: a pair of spoken names for each pair of faces.
    private static func pairNames(
        _ value: JSONValue?, count: Int, theme: String
    ) throws(ThemeError) -> ([String], [String])? {
        guard let value else { return nil }
        let expectation = "\"names\" must be an array of pairs of names, in the shape of \"matches\""
        guard case .array(let elements) = value else {
            throw .invalidTheme(theme: theme, problem: "\(expectation), found \(value.kindDescription)")
        }
        guard elements.count == count else {
            throw .invalidTheme(
                theme: theme, problem: "\"names\" has \(elements.count) pairs for \(count) matches; give one for each")
        }
        var firsts: [String] = []
        var seconds: [String] = []
        for element in elements {
            guard case .array(let sides) = element, sides.count == 2 else {
                throw .invalidTheme(theme: theme, problem: "\(expectation), found \(element.kindDescription)")
            }
            firsts.append(try requiredString(sides[0], field: "names", theme: theme))
            seconds.append(try requiredString(sides[1], field: "names", theme: theme))
        }
        return (firsts, seconds)
    }

    private static func requiredString(_ value: JSONValue?, field: String, theme: String) throws(ThemeError) -> String {
        guard let value else { throw .invalidTheme(theme: theme, problem: "the field \"\(field)\" is missing") }
        guard case .string(let text) = value else {
            throw .invalidTheme(theme: theme, problem: "\"\(field)\" must be a string, found \(value.kindDescription)")
        }
        try checkSafe(text, field: field, theme: theme)
        guard !isBlank(text) else {
            throw .invalidTheme(theme: theme, problem: "\"\(field)\" is empty")
        }
        guard text.unicodeScalars.count <= mostCodePointsInName, text.count <= longestName else {
            throw .invalidTheme(
                theme: theme,
                problem: "\"\(field)\" is longer than \(longestName) characters: "
                    + SafeText.quoted(String(String.UnicodeScalarView(text.unicodeScalars.prefix(longestName))) + "…"))
        }
        return text
    }

    private static func checkSafe(_ text: String, field: String, theme: String) throws(ThemeError) {
        if SafeText.containsUnsafe(text) {
            throw .invalidTheme(
                theme: theme,
                problem: "\"\(field)\" contains control characters or escape sequences: \(SafeText.quoted(text))")
        }
    }

    private static func faces(
        _ value: JSONValue?, theme: String, locate: (String) -> String
    ) throws(ThemeError) -> [String] {
        guard let value else { throw .invalidTheme(theme: theme, problem: "the field \"emojis\" is missing") }
        guard case .array(let elements) = value else {
            throw .invalidTheme(
                theme: theme, problem: "\"emojis\" must be an array of strings, found \(value.kindDescription)")
        }
        guard !elements.isEmpty else { throw .invalidTheme(theme: theme, problem: "\"emojis\" is empty") }
        var faces: [String] = []
        var seen: Set<String> = []
        // Faces by how they look, to name the face another one cannot be told from.
        var looks: [String: String] = [:]
        for element in elements {
            guard case .string(let face) = element else {
                throw .invalidTheme(
                    theme: theme, problem: "\"emojis\" must hold only strings, found \(element.kindDescription)")
            }
            try checkSafe(face, field: "emojis", theme: theme)
            guard !face.isEmpty else { throw .invalidTheme(theme: theme, problem: "\"emojis\" holds an empty string") }
            guard face.count == 1 else {
                throw .invalidTheme(theme: theme, problem: "\(SafeText.quoted(face)) is not a single character")
            }
            guard !isBlank(face) else {
                throw .invalidTheme(theme: theme, problem: "\"emojis\" holds a blank face")
            }
            guard seen.insert(withoutVariationSelectors(face)).inserted else {
                throw .invalidTheme(theme: theme, problem: "duplicate emoji \(SafeText.quoted(face))")
            }
            if let problem = FaceRules.problem(with: face) {
                // A blank face shows nothing to look for: say where it is.
                let place = FaceRules.isBlankPattern(face) ? locate(face) : ""
                throw .invalidTheme(theme: theme, problem: problem + place)
            }
            let look = FaceRules.lookAlike(face)
            if let other = looks[look] {
                let kind = look.first?.isLetter == true ? "letters of different scripts" : "symbols drawn alike"
                throw .invalidTheme(
                    theme: theme,
                    problem: "\(SafeText.quoted(face)) (\(FaceRules.codePoint(face.unicodeScalars.first!))) looks the "
                        + "same as \(SafeText.quoted(other)) (\(FaceRules.codePoint(other.unicodeScalars.first!))): "
                        + "\(kind), which a player cannot tell apart\(locate(face))")
            }
            looks[look] = face
            faces.append(face)
        }
        return faces
    }

    /// The optional `names` list: what plain mode calls each face, one non-empty line of text per
    /// emoji, in the same order.
    private static func spokenNames(_ value: JSONValue?, count: Int, theme: String) throws(ThemeError) -> [String]? {
        guard let value else { return nil }
        guard case .array(let elements) = value else {
            throw .invalidTheme(
                theme: theme, problem: "\"names\" must be an array of strings, found \(value.kindDescription)")
        }
        guard elements.count == count else {
            throw .invalidTheme(
                theme: theme, problem: "\"names\" has \(elements.count) names for \(count) emojis; give one for each")
        }
        var names: [String] = []
        for element in elements {
            guard case .string = element else {
                throw .invalidTheme(
                    theme: theme, problem: "\"names\" must hold only strings, found \(element.kindDescription)")
            }
            names.append(try requiredString(element, field: "names", theme: theme))
        }
        return names
    }

    /// Whether `text` shows nothing: only whitespace and invisible scalars (zero-width spaces, joiners,
    /// variation selectors, soft hyphens).
    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint }
    }

    /// `face` without variation selectors, so that "❤" and "❤️" count as the same face: they look alike
    /// on most terminals, and a theme holding both would deal two pairs a player cannot tell apart.
    private static func withoutVariationSelectors(_ face: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: face.unicodeScalars.filter { !(0xFE00...0xFE0F).contains($0.value) })
        return String(scalars)
    }

    private static func pairCount(_ value: JSONValue?, theme: String) throws(ThemeError) -> Theme.PairCount {
        let expectation = "\"pairs\" must be a whole number of at least 1 or \"random\""
        switch value {
        case nil:
            return .all
        case .string("random")?:
            return .random
        case .number(let number)?:
            guard number >= 1, number <= 1_000_000, let count = Int(exactly: number) else {
                throw .invalidTheme(theme: theme, problem: "\(expectation), found \(formatted(number))")
            }
            return .fixed(count)
        case .string(let text)?:
            throw .invalidTheme(theme: theme, problem: "\(expectation), found \(SafeText.quoted(text))")
        case let other?:
            throw .invalidTheme(theme: theme, problem: "\(expectation), found \(other.kindDescription)")
        }
    }

    private static func color(_ value: JSONValue?, theme: String) throws(ThemeError) -> Theme.Color {
        let expectation = "\"color\" must be a color name or {\"gradient\": [\"name\", \"name\"]}"
        switch value {
        case nil:
            throw .invalidTheme(theme: theme, problem: "the field \"color\" is missing")
        case .string?:
            return .named(try requiredString(value, field: "color", theme: theme))
        case .object?:
            guard case .array(let stops)? = value?["gradient"], stops.count == 2 else {
                throw .invalidTheme(theme: theme, problem: expectation)
            }
            let first = try requiredString(stops[0], field: "gradient", theme: theme)
            let second = try requiredString(stops[1], field: "gradient", theme: theme)
            return .gradient(first, second)
        case let other?:
            throw .invalidTheme(theme: theme, problem: "\(expectation), found \(other.kindDescription)")
        }
    }

    private static func formatted(_ number: Double) -> String {
        if abs(number) < 1e15, let whole = Int(exactly: number) { return String(whole) }
        return String(number)
    }
}
