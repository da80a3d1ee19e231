import MemorizeJSON

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
        return try themes(from: document, locations: StringLocations(bytes))
    }

    /// Validates an already parsed document.
    package static func themes(from document: JSONValue) throws(ThemeError) -> [Theme] {
        try themes(from: document, locations: nil)
    }

    /// Validates a document whose strings can be found in its text by `locations`, so that a refusal
    /// of a string the eye cannot check (an invisible character, a look-alike) says where it is.
    private static func themes(from document: JSONValue, locations: StringLocations?) throws(ThemeError) -> [Theme] {
        guard case .array(let elements) = document else { throw .notAList(found: document.kindDescription) }
        guard !elements.isEmpty else { throw .emptyList }
        var themes: [Theme] = []
        var seenNames: Set<String> = []
        for (index, element) in elements.enumerated() {
            let theme = try ThemeValidator.theme(from: element, position: index + 1) { text, themeName in
                locations?.describe(text, after: themeName) ?? ""
            }
            guard seenNames.insert(theme.name.lowercased()).inserted else { throw .duplicateName(theme.name) }
            themes.append(theme)
        }
        return themes
    }

    /// Adds `extra` themes after `base`, refusing a name that both use.
    package static func merging(_ base: [Theme], with extra: [Theme]) throws(ThemeError) -> [Theme] {
        let baseNames = Set(base.map { $0.name.lowercased() })
        if let clash = extra.first(where: { baseNames.contains($0.name.lowercased()) }) {
            throw .duplicateName(clash.name)
        }
        return base + extra
    }
}
