import MemorizeJSON
import MemorizeLocalization
import MemorizeText

/// The rules a single theme must follow (SPEC §3), turning a JSON value into a `Theme` or a refusal.
enum ThemeValidator {
    /// The longest name, in characters: a name is shown on one line (the status line, the picker,
    /// `--list-themes`), and a bound keeps a listing proportional to its file.
    static let longestName = 64
    /// A character can carry any number of combining marks; this bounds the code points too.
    static let mostCodePointsInName = 4 * longestName
    /// The widest name in a language, in terminal cells: no wider than an English name can be.
    static let widestTranslatedName = 64

    /// - Parameter locate: Where a string is in the file (` at line 3, column 18`), given the string and
    ///   the theme's name when known; "" when it cannot be told.
    static func theme(
        from value: JSONValue, position: Int, locate: (String, String?) -> String = { _, _ in "" }
    ) throws(ThemeError) -> Theme {
        var label = "#\(position)"
        guard case .object = value else {
            throw .invalidTheme(theme: label, problem: ThemeText.notAnObject.text(value.kindDescription))
        }
        let name = try requiredString(value["name"], field: "name", theme: label)
        try checkVisible(name, field: "name", theme: label, place: locate(name, nil))
        label = "#\(position) \(SafeText.quoted(name))"
        if let matchList = value["matches"] {
            guard value["emojis"] == nil else {
                throw .invalidTheme(theme: label, problem: ThemeText.eitherEmojisOrMatches.text())
            }
            let (firsts, seconds) = try matches(matchList, theme: label) { locate($0, name) }
            let pairs = try pairCount(value["pairs"], theme: label)
            let color = try color(value["color"], theme: label)
            let names = try pairNames(value["names"], field: "names", count: firsts.count, theme: label)
            let translations = try translations(
                value["translations"], faces: .matches(firsts.count), theme: label
            ) { locate($0, name) }
            return Theme(
                name: name, emojis: firsts, partners: seconds, pairs: pairs, color: color, names: names?.0,
                partnerNames: names?.1, translations: translations)
        }
        let emojis = try faces(value["emojis"], theme: label) { locate($0, name) }
        let pairs = try pairCount(value["pairs"], theme: label)
        let color = try color(value["color"], theme: label)
        let names = try spokenNames(value["names"], field: "names", count: emojis.count, theme: label)
        let translations = try translations(value["translations"], faces: .emojis(emojis.count), theme: label) {
            locate($0, name)
        }
        return Theme(name: name, emojis: emojis, pairs: pairs, color: color, names: names, translations: translations)
    }

    /// `field` as messages show it: in double quotes, as in the file.
    private static func quoted(_ field: String) -> String {
        "\"" + field + "\""
    }

    /// Refuses a name holding a character that draws nothing: it would misalign every list of names.
    /// `place` is looked for only then: finding a string in the file is a search of it.
    private static func checkVisible(
        _ name: String, field: String, theme: String, place: @autoclosure () -> String
    ) throws(ThemeError) {
        if let (scalar, position) = FaceRules.invisibleCharacter(in: name) {
            throw .invalidTheme(
                theme: theme,
                problem: ThemeText.nameInvisibleCharacter.text(
                    quoted(field), SafeText.quoted(name), place(), FaceRules.codePoint(scalar), String(position)))
        }
    }

    /// What a theme deals, for checking the spoken names of a language: one name for each face of
    /// `emojis`, or a pair of names for each pair of `matches`.
    private enum FaceShape {
        case emojis(Int)
        case matches(Int)
    }

    /// The optional `translations`: for each language the game speaks (its code, `"ko"`, `"zh_CN"`), an
    /// object with the theme's `name` in it and optionally `names` in the shape of the theme's. A language
    /// the game does not speak is refused rather than ignored, so that a misspelt code (`"kr"`, `"zh"`)
    /// is not a name that silently never shows; so is a field other than these two.
    private static func translations(
        _ value: JSONValue?, faces: FaceShape, theme: String, locate: (String) -> String
    ) throws(ThemeError) -> Theme.Translations {
        guard let value else { return [:] }
        guard case .object(let members) = value else {
            throw .invalidTheme(
                theme: theme, problem: ThemeText.translationsShape.text(quoted("translations"), value.kindDescription))
        }
        var translations: Theme.Translations = [:]
        for (code, entry) in members {
            guard let language = Language.translated.first(where: { $0.rawValue == code }) else {
                let known = Language.translated.map { SafeText.quoted($0.rawValue) }.joined(separator: ", ")
                throw .invalidTheme(
                    theme: theme,
                    problem: ThemeText.unknownLanguage.text(
                        quoted("translations"), SafeText.quoted(code), locate(code), known))
            }
            guard translations[language] == nil else {
                throw .invalidTheme(
                    theme: theme, problem: ThemeText.languageTwice.text(quoted("translations"), SafeText.quoted(code)))
            }
            let field = "translations.\(code)"
            guard case .object(let fields) = entry else {
                throw .invalidTheme(
                    theme: theme, problem: ThemeText.languageShape.text(quoted(field), entry.kindDescription))
            }
            if let unknown = fields.first(where: { $0.key != "name" && $0.key != "names" }) {
                throw .invalidTheme(
                    theme: theme,
                    problem: ThemeText.unknownLanguageField.text(
                        quoted(field), SafeText.quoted(unknown.key), locate(unknown.key)))
            }
            let name = try requiredString(entry["name"], field: field + ".name", theme: theme)
            try checkVisible(name, field: field + ".name", theme: theme, place: locate(name))
            let width = TextWidth.columns(of: name)
            guard width <= widestTranslatedName else {
                throw .invalidTheme(
                    theme: theme,
                    problem: ThemeText.nameTooWide.text(
                        SafeText.quoted(name), String(width), String(widestTranslatedName)))
            }
            switch faces {
            case .emojis(let count):
                let names = try spokenNames(entry["names"], field: field + ".names", count: count, theme: theme)
                translations[language] = Theme.Translation(name: name, names: names)
            case .matches(let count):
                let names = try pairNames(entry["names"], field: field + ".names", count: count, theme: theme)
                translations[language] = Theme.Translation(name: name, names: names?.0, partnerNames: names?.1)
            }
        }
        return translations
    }

    /// The widest text face, in terminal cells: it fits a card of the board's usual size, and a line
    /// of the board's names.
    static let widestText = 12

    /// The `matches` list: pairs of two different faces, each an emoji or a short text, no face twice
    /// in the theme and none a look-alike of another.
    private static func matches(
        _ value: JSONValue, theme: String, locate: (String) -> String
    ) throws(ThemeError) -> ([String], [String]) {
        guard case .array(let elements) = value else {
            throw .invalidTheme(theme: theme, problem: ThemeText.matchesShape.text(value.kindDescription))
        }
        guard !elements.isEmpty else {
            throw .invalidTheme(theme: theme, problem: ThemeText.emptyField.text(quoted("matches")))
        }
        var firsts: [String] = []
        var seconds: [String] = []
        var seen: Set<String> = []
        var looks: [String: String] = [:]
        for element in elements {
            guard case .array(let sides) = element, sides.count == 2 else {
                let found =
                    if case .array(let sides) = element {
                        ThemeText.aListOf.text(String(sides.count))
                    } else {
                        element.kindDescription
                    }
                throw .invalidTheme(theme: theme, problem: ThemeText.matchesShape.text(found))
            }
            var pair: [String] = []
            for side in sides {
                guard case .string(let face) = side else {
                    throw .invalidTheme(
                        theme: theme,
                        problem: ThemeText.mustHoldOnlyStrings.text(quoted("matches"), side.kindDescription))
                }
                try checkMatchFace(face, theme: theme, locate: locate)
                pair.append(face)
            }
            if withoutVariationSelectors(pair[0]) == withoutVariationSelectors(pair[1]) {
                throw .invalidTheme(
                    theme: theme,
                    problem: ThemeText.onePairOneFace.text(
                        SafeText.quoted(pair[0]), SafeText.quoted(pair[1]), locate(pair[0])))
            }
            for face in pair {
                guard seen.insert(withoutVariationSelectors(face)).inserted else {
                    throw .invalidTheme(
                        theme: theme, problem: ThemeText.duplicateFace.text(SafeText.quoted(face), locate(face)))
                }
                let look = face.map { FaceRules.lookAlike(String($0)) }.joined()
                if let other = looks[look] {
                    throw .invalidTheme(
                        theme: theme,
                        problem: ThemeText.looksTheSame.text(
                            SafeText.quoted(face), SafeText.quoted(other), locate(face)))
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
        guard !face.isEmpty else {
            throw .invalidTheme(theme: theme, problem: ThemeText.holdsEmptyString.text(quoted("matches")))
        }
        guard !isBlank(face) else {
            throw .invalidTheme(theme: theme, problem: ThemeText.holdsBlankFace.text(quoted("matches"), locate(face)))
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
                problem: ThemeText.faceInvisibleCharacter.text(
                    SafeText.quoted(face), locate(face), FaceRules.codePoint(scalar), String(place)))
        }
        if face.first?.isWhitespace == true || face.last?.isWhitespace == true {
            throw .invalidTheme(
                theme: theme, problem: ThemeText.faceSpaceAtEnd.text(SafeText.quoted(face), locate(face)))
        }
        for character in face where TextWidth.certainColumns(of: character) == nil {
            let problem = FaceRules.problem(with: String(character)) ?? ThemeText.widthUncertain.text()
            throw .invalidTheme(
                theme: theme, problem: ThemeText.inTextFace.text(SafeText.quoted(face), problem, locate(face)))
        }
        let width = TextWidth.columns(of: face)
        guard width <= widestText else {
            throw .invalidTheme(
                theme: theme,
                problem: ThemeText.faceTooWide.text(
                    SafeText.quoted(face), String(width), String(widestText), locate(face)))
        }
    }

    /// The optional `names` of a `matches` theme (or of a language): a pair of spoken names for each
    /// pair of faces.
    private static func pairNames(
        _ value: JSONValue?, field: String, count: Int, theme: String
    ) throws(ThemeError) -> ([String], [String])? {
        guard let value else { return nil }
        guard case .array(let elements) = value else {
            throw .invalidTheme(theme: theme, problem: ThemeText.namesShape.text(quoted(field), value.kindDescription))
        }
        guard elements.count == count else {
            throw .invalidTheme(
                theme: theme,
                problem: ThemeText.pairsForMatches.text(quoted(field), String(elements.count), String(count)))
        }
        var firsts: [String] = []
        var seconds: [String] = []
        for element in elements {
            guard case .array(let sides) = element, sides.count == 2 else {
                throw .invalidTheme(
                    theme: theme, problem: ThemeText.namesShape.text(quoted(field), element.kindDescription))
            }
            firsts.append(try requiredString(sides[0], field: field, theme: theme))
            seconds.append(try requiredString(sides[1], field: field, theme: theme))
        }
        return (firsts, seconds)
    }

    private static func requiredString(_ value: JSONValue?, field: String, theme: String) throws(ThemeError) -> String {
        guard let value else { throw .invalidTheme(theme: theme, problem: ThemeText.missingField.text(quoted(field))) }
        guard case .string(let text) = value else {
            throw .invalidTheme(theme: theme, problem: ThemeText.notAString.text(quoted(field), value.kindDescription))
        }
        try checkSafe(text, field: field, theme: theme)
        guard !isBlank(text) else {
            throw .invalidTheme(theme: theme, problem: ThemeText.emptyField.text(quoted(field)))
        }
        guard text.unicodeScalars.count <= mostCodePointsInName, text.count <= longestName else {
            let start = String(String.UnicodeScalarView(text.unicodeScalars.prefix(longestName))) + "…"
            throw .invalidTheme(
                theme: theme,
                problem: ThemeText.tooLong.text(quoted(field), String(longestName), SafeText.quoted(start)))
        }
        return text
    }

    private static func checkSafe(_ text: String, field: String, theme: String) throws(ThemeError) {
        if SafeText.containsUnsafe(text) {
            throw .invalidTheme(theme: theme, problem: ThemeText.unsafeText.text(quoted(field), SafeText.quoted(text)))
        }
    }

    private static func faces(
        _ value: JSONValue?, theme: String, locate: (String) -> String
    ) throws(ThemeError) -> [String] {
        guard let value else {
            throw .invalidTheme(theme: theme, problem: ThemeText.missingField.text(quoted("emojis")))
        }
        guard case .array(let elements) = value else {
            throw .invalidTheme(
                theme: theme, problem: ThemeText.mustBeArrayOfStrings.text(quoted("emojis"), value.kindDescription))
        }
        guard !elements.isEmpty else {
            throw .invalidTheme(theme: theme, problem: ThemeText.emptyField.text(quoted("emojis")))
        }
        var faces: [String] = []
        var seen: Set<String> = []
        // Faces by how they look, to name the face another one cannot be told from.
        var looks: [String: String] = [:]
        for element in elements {
            guard case .string(let face) = element else {
                throw .invalidTheme(
                    theme: theme, problem: ThemeText.mustHoldOnlyStrings.text(quoted("emojis"), element.kindDescription)
                )
            }
            try checkSafe(face, field: "emojis", theme: theme)
            guard !face.isEmpty else {
                throw .invalidTheme(theme: theme, problem: ThemeText.holdsEmptyString.text(quoted("emojis")))
            }
            guard face.count == 1 else {
                throw .invalidTheme(theme: theme, problem: ThemeText.notASingleCharacter.text(SafeText.quoted(face)))
            }
            guard !isBlank(face) else {
                throw .invalidTheme(theme: theme, problem: ThemeText.holdsBlankFace.text(quoted("emojis"), ""))
            }
            guard seen.insert(withoutVariationSelectors(face)).inserted else {
                throw .invalidTheme(theme: theme, problem: ThemeText.duplicateEmoji.text(SafeText.quoted(face)))
            }
            if let problem = FaceRules.problem(with: face) {
                // A blank face shows nothing to look for: say where it is.
                let place = FaceRules.isBlankPattern(face) ? locate(face) : ""
                throw .invalidTheme(theme: theme, problem: problem + place)
            }
            let look = FaceRules.lookAlike(face)
            if let other = looks[look] {
                let message = look.first?.isLetter == true ? ThemeText.lookAlikeLetters : ThemeText.lookAlikeSymbols
                throw .invalidTheme(
                    theme: theme,
                    problem: message.text(
                        SafeText.quoted(face), FaceRules.codePoint(face.unicodeScalars.first!), SafeText.quoted(other),
                        FaceRules.codePoint(other.unicodeScalars.first!), locate(face)))
            }
            looks[look] = face
            faces.append(face)
        }
        return faces
    }

    /// The optional `names` list (of the theme, or of a language): what plain mode calls each face, one
    /// non-empty line of text per emoji, in the same order.
    private static func spokenNames(
        _ value: JSONValue?, field: String, count: Int, theme: String
    ) throws(ThemeError) -> [String]? {
        guard let value else { return nil }
        guard case .array(let elements) = value else {
            throw .invalidTheme(
                theme: theme, problem: ThemeText.mustBeArrayOfStrings.text(quoted(field), value.kindDescription))
        }
        guard elements.count == count else {
            throw .invalidTheme(
                theme: theme,
                problem: ThemeText.namesForEmojis.text(quoted(field), String(elements.count), String(count)))
        }
        var names: [String] = []
        for element in elements {
            guard case .string = element else {
                throw .invalidTheme(
                    theme: theme, problem: ThemeText.mustHoldOnlyStrings.text(quoted(field), element.kindDescription))
            }
            names.append(try requiredString(element, field: field, theme: theme))
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
        switch value {
        case nil:
            return .all
        case .string("random")?:
            return .random
        case .number(let number)?:
            guard number >= 1, number <= 1_000_000, let count = Int(exactly: number) else {
                throw .invalidTheme(theme: theme, problem: ThemeText.pairsValue.text(formatted(number)))
            }
            return .fixed(count)
        case .string(let text)?:
            throw .invalidTheme(theme: theme, problem: ThemeText.pairsValue.text(SafeText.quoted(text)))
        case let other?:
            throw .invalidTheme(theme: theme, problem: ThemeText.pairsValue.text(other.kindDescription))
        }
    }

    private static func color(_ value: JSONValue?, theme: String) throws(ThemeError) -> Theme.Color {
        switch value {
        case nil:
            throw .invalidTheme(theme: theme, problem: ThemeText.missingField.text(quoted("color")))
        case .string?:
            return .named(try requiredString(value, field: "color", theme: theme))
        case .object?:
            guard case .array(let stops)? = value?["gradient"], stops.count == 2 else {
                throw .invalidTheme(theme: theme, problem: ThemeText.colorShape.text())
            }
            let first = try requiredString(stops[0], field: "gradient", theme: theme)
            let second = try requiredString(stops[1], field: "gradient", theme: theme)
            return .gradient(first, second)
        case let other?:
            throw .invalidTheme(theme: theme, problem: ThemeText.colorShapeFound.text(other.kindDescription))
        }
    }

    private static func formatted(_ number: Double) -> String {
        if abs(number) < 1e15, let whole = Int(exactly: number) { return String(whole) }
        return String(number)
    }
}
