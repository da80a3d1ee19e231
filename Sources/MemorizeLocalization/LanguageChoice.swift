/// Which language a run speaks, decided as GNU gettext decides it, from the environment alone:
/// a pure function, tested with tables of environments.
package enum LanguageChoice {
    /// The variables read, in the order gettext reads them for messages.
    package static let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language of a run.
    ///
    /// - `--lang` (`override`) wins.
    /// - The messages' locale is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
    ///   empty. When there is none, or it is `C` or `POSIX`, the run is English and `LANGUAGE` is
    ///   ignored, as glibc ignores it then.
    /// - Otherwise the first entry of `LANGUAGE` (a colon-separated list) that the game has a catalog
    ///   for, English included, and else the locale's own language, whether or not that locale is
    ///   generated on this machine (the catalogs need only a UTF-8 locale, which `C.UTF-8` is).
    /// - A language without a catalog is English.
    ///
    /// - Parameters:
    ///   - override: The value of `--lang`, already checked to name a language.
    ///   - environment: The value of an environment variable, or nil when it is not set.
    package static func language(override: Language?, environment: (String) -> String?) -> Language {
        if let override { return override }
        var locale = ""
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment(variable), !value.isEmpty {
                locale = value
                break
            }
        }
        guard !locale.isEmpty, locale != "C", locale != "POSIX" else { return .english }
        if let list = environment("LANGUAGE") {
            // Entries cut out in place, byte by byte: `split` cost more than the rest of the choice.
            let bytes = list.utf8
            var start = bytes.startIndex
            while start < bytes.endIndex {
                var end = start
                while end < bytes.endIndex, bytes[end] != UInt8(ascii: ":") { bytes.formIndex(after: &end) }
                if start < end, let language = Language(localeBytes: bytes[start..<end]) { return language }
                start = end < bytes.endIndex ? bytes.index(after: end) : end
            }
        }
        return Language(locale: locale) ?? .english
    }

    /// The language `--lang` names (`ko`, `zh_CN`, `zh`, `en`), or nil when the game has none such.
    package static func language(option value: String) -> Language? {
        guard value != "C", value != "POSIX", !value.isEmpty else { return nil }
        return Language(locale: value)
    }
}
