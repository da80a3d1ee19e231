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
    ///
    /// Read as bytes, with no copy: it runs at every start, to find that the run is English.
    package init?(locale name: String) {
        self.init(localeBytes: name.utf8[...])
    }

    /// The language of a locale's name given as its bytes (an entry of `LANGUAGE`, cut out in place).
    init?(localeBytes name: Substring.UTF8View) {
        var utf8 = name.makeIterator()
        // `ll_CC.codeset@modifier`: the codeset and the modifier do not choose the language.
        var ended = false
        func next() -> UInt8? {
            guard !ended, let byte = utf8.next(), byte != UInt8(ascii: "."), byte != UInt8(ascii: "@") else {
                ended = true
                return nil
            }
            return byte | 0x20  // lower case, for letters; `_` becomes 0x7F
        }
        let first = next()
        let second = next()
        let third = next()
        switch (first, second, third) {
        case (UInt8(ascii: "c"), nil, nil): self = .english
        case (UInt8(ascii: "e"), UInt8(ascii: "n"), nil), (UInt8(ascii: "e"), UInt8(ascii: "n"), 0x7F):
            self = .english
        case (UInt8(ascii: "k"), UInt8(ascii: "o"), nil), (UInt8(ascii: "k"), UInt8(ascii: "o"), 0x7F):
            self = .korean
        case (UInt8(ascii: "z"), UInt8(ascii: "h"), nil):
            self = .chinese
        case (UInt8(ascii: "z"), UInt8(ascii: "h"), 0x7F):
            // Simplified Chinese is the language of mainland China and Singapore.
            let territory = (next(), next(), next())
            switch territory {
            case (UInt8(ascii: "c"), UInt8(ascii: "n"), nil), (UInt8(ascii: "s"), UInt8(ascii: "g"), nil):
                self = .chinese
            default: return nil
            }
        default:
            if Substring(name) == "POSIX" { self = .english } else { return nil }
        }
    }
}
