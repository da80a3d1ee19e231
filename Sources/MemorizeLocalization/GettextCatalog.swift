import CIntl

/// The game's messages through GNU gettext: the `.mo` catalogs under `share/locale`.
package enum GettextCatalog {
    /// The text domain: the catalogs are `LL/LC_MESSAGES/memorize.mo`.
    package static let domain = "memorize"

    /// Where a catalog of `language` is looked for, from the folder of the running executable:
    /// `../share/locale` is an install (`/usr/games/memorize`, `~/.local/bin/memorize`), and
    /// `../../../share/locale` a build in the checkout (`.build/x86_64-unknown-linux-gnu/debug/memorize`,
    /// which `swift run memorize` runs), whose `share/` holds the committed catalogs.
    package static func candidateDirectories(executableDirectory: String) -> [String] {
        ["..", "../../.."].map { executableDirectory + "/" + $0 + "/share/locale" }
    }

    /// The first of `candidates` holding the catalog of `language`, by `exists`.
    package static func directory(
        of language: Language, among candidates: [String], exists: (String) -> Bool
    ) -> String? {
        guard let name = language.catalogName else { return nil }
        return candidates.first { exists("\($0)/\(name)/LC_MESSAGES/\(domain).mo") }
    }

    /// Makes gettext speak `language` from the catalogs in `directory`, and returns the translator
    /// that asks it.
    ///
    /// The locale the environment names may not be generated on this machine (`LANG=ko_KR.UTF-8` on
    /// a system with only `C.UTF-8`): then `setlocale` fails, and gettext would answer in English.
    /// `C.UTF-8` stands in for it (a catalog needs only UTF-8), and `LANGUAGE` is set to the language
    /// decided, which gettext reads whenever the messages' locale is not `C`. The catalogs are
    /// UTF-8 and are returned as such, with no conversion (which would need iconv's modules, not in
    /// a static binary).
    ///
    /// - Parameter setEnvironment: Sets an environment variable of this process (MemorizeSystem's).
    package static func activate(
        _ language: Language, directory: String, setEnvironment: (String, String) -> Void
    ) -> Translator {
        guard let name = language.catalogName else { return .english }
        let messages = memorize_setlocale_messages("").map { String(cString: $0) }
        if messages == nil || messages == "C" || messages == "POSIX" {
            _ = memorize_setlocale_messages("C.UTF-8")
        }
        if memorize_setlocale_ctype("") == nil { _ = memorize_setlocale_ctype("C.UTF-8") }
        setEnvironment("LANGUAGE", name)
        _ = bindtextdomain(domain, directory)
        _ = bind_textdomain_codeset(domain, "UTF-8")
        _ = textdomain(domain)
        return Translator(
            language: language,
            singular: { msgid in String(cString: dgettext(domain, msgid)) },
            plural: { msgid, msgidPlural, count in
                String(cString: dngettext(domain, msgid, msgidPlural, UInt(max(0, count))))
            })
    }
}
