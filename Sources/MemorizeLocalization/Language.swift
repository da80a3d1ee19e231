/// The languages the game speaks. English is the catalog's own text and needs no `.mo` file.
package enum Language: String, CaseIterable, Sendable {
    case english = "en"
    /// Simplified Chinese, as Debian names its catalog: `zh_CN`.
    case chinese = "zh_CN"
    case korean = "ko"

    /// The name of the `.po` file and of the folder under `share/locale` (`ko/LC_MESSAGES/memorize.mo`);
    /// nil for English.
    package var catalogName: String? {
        self == .english ? nil : rawValue
    }

    /// The languages with a catalog, in the order `--help` lists them.
    package static var translated: [Language] {
        allCases.filter { $0.catalogName != nil }
    }

    /// Whether text in this language is written in East-Asian characters, which a terminal may draw
    /// beside East-Asian-ambiguous glyphs at double width.
    package var isEastAsian: Bool {
        self != .english
    }

    /// The `Plural-Forms` header of the language's `.po` file: Chinese and Korean have one form.
    package var pluralForms: String {
        self == .english ? "nplurals=2; plural=(n != 1);" : "nplurals=1; plural=0;"
    }

    /// The language a locale or a `LANGUAGE` entry names (`ko`, `ko_KR.UTF-8`, `zh_CN.utf8`, `en_GB`,
    /// `C`), or nil when the game has no catalog for it: `zh_TW` and `zh_HK` are Traditional Chinese,
    /// which the Simplified catalog does not serve.
    package init?(locale name: String) {
        // `ll_CC.codeset@modifier`: the codeset and the modifier do not choose the language.
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        let withoutModifier = base.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        let parts = withoutModifier.split(separator: "_", maxSplits: 1).map { $0.lowercased() }
        guard let language = parts.first else { return nil }
        let territory = parts.count > 1 ? parts[1] : nil
        switch language {
        case "c", "posix", "en": self = .english
        case "ko": self = .korean
        case "zh" where territory == nil || territory == "cn" || territory == "sg": self = .chinese
        default: return nil
        }
    }
}
