import MemorizeJSON
import MemorizeLocalization
import MemorizeText

/// Reads and validates a theme file (a JSON array of themes).
package enum ThemeCatalog {
    /// Parses and validates the bytes of a theme file.
    ///
    /// - Returns: The themes in file order.
    /// - Throws: `ThemeError` naming the theme and the problem, or the line and column of bad JSON.
    package static func themes(fromJSON bytes: [UInt8]) throws(ThemeError) -> [Theme] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        // Where a string is matters only to a refusal, so the file is searched for it only then.
        var locations: StringLocations?
        return try themes(from: document) { text, themeName in
            let found = locations ?? StringLocations(bytes)
            locations = found
            return found.describe(text, after: themeName)
        }
    }

    /// Validates an already parsed document.
    package static func themes(from document: JSONValue) throws(ThemeError) -> [Theme] {
        try themes(from: document) { _, _ in "" }
    }

    /// Validates a document whose strings `locate` finds in its text, so that a refusal of a string the
    /// eye cannot check (an invisible character, a look-alike) says where it is.
    private static func themes(
        from document: JSONValue, locate: (String, String?) -> String
    ) throws(ThemeError) -> [Theme] {
        guard case .array(let elements) = document else { throw .notAList(found: document.kindDescription) }
        guard !elements.isEmpty else { throw .emptyList }
        var themes: [Theme] = []
        var seenNames: Set<String> = []
        for (index, element) in elements.enumerated() {
            let theme = try ThemeValidator.theme(from: element, position: index + 1, locate: locate)
            guard seenNames.insert(theme.name.lowercased()).inserted else { throw .duplicateName(theme.name) }
            themes.append(theme)
        }
        try checkTranslatedNames(themes, locate: locate)
        return themes
    }

    /// Refuses a name given in a language (`translations`) that reads like the name another theme shows
    /// in that language (its own translation, or its name when it gives none): the picker would show two
    /// themes alike. Names in no language but the file's own are checked as before, ignoring case only.
    private static func checkTranslatedNames(
        _ themes: [Theme], locate: (String, String?) -> String
    ) throws(ThemeError) {
        for language in Language.translated {
            var shown: [String: Int] = [:]
            for (index, theme) in themes.enumerated() {
                let key = NameLooks.key(theme.name(in: language))
                guard let otherIndex = shown[key] else {
                    shown[key] = index
                    continue
                }
                let other = themes[otherIndex]
                guard theme.translations[language] != nil || other.translations[language] != nil else { continue }
                // The theme whose translation makes the clash is the one to fix.
                let (blamed, blamedIndex, kept) =
                    theme.translations[language] != nil ? (theme, index, other) : (other, otherIndex, theme)
                let name = blamed.name(in: language)
                throw .invalidTheme(
                    theme: "#\(blamedIndex + 1) \(SafeText.quoted(blamed.name))",
                    problem: ThemeText.translatedNameTaken.text(
                        "\"translations.\(language.rawValue).name\"", SafeText.quoted(name), locate(name, blamed.name),
                        SafeText.quoted(kept.name)))
            }
        }
    }

    /// Adds `extra` themes after `base`, refusing a name that both use.
    package static func merging(_ base: [Theme], with extra: [Theme]) throws(ThemeError) -> [Theme] {
        let baseNames = Set(base.map { $0.name.lowercased() })
        if let clash = extra.first(where: { baseNames.contains($0.name.lowercased()) }) {
            throw .duplicateName(clash.name)
        }
        // A theme file's own names come first: a shipped theme whose translation reads like a name the
        // file shows in that language shows its English name there instead, and a file valid before
        // translations existed stays valid.
        let shown = base.map { theme in
            Language.translated.reduce(theme) { theme, language in
                guard let translation = theme.translations[language] else { return theme }
                let key = NameLooks.key(translation.name)
                let clashes = extra.contains { NameLooks.key($0.name(in: language)) == key }
                return clashes ? theme.withoutTranslation(in: language) : theme
            }
        }
        return shown + extra
    }
}
