import MemorizeLocalization

/// A theme: a named set of faces, how many pairs a game deals from it, and a color for card backs.
///
/// A theme of equal pairs (`emojis` in the file) deals each face on two cards; a theme of different
/// pairs (`matches`) deals `emojis[i]` and `partners[i]` as the two cards of pair `i`.
package struct Theme: Equatable, Sendable {
    /// How many pairs a game of this theme deals.
    package enum PairCount: Equatable, Sendable {
        /// One pair for every face (`pairs` omitted).
        case all
        /// This many pairs, reduced to the faces available.
        case fixed(Int)
        /// A fresh random count for each game, from 2 to the number of faces.
        case random
    }

    /// The color of card backs, as written in the theme file; the view model interprets the names.
    package enum Color: Equatable, Sendable {
        /// A single color name such as `"orange"`.
        case named(String)
        /// A two-color gradient across a card back.
        case gradient(String, String)
    }

    /// The theme's name, unique (ignoring case) within a theme file.
    package let name: String
    /// The faces, each one grapheme, without duplicates; in a theme of different pairs, the first
    /// face of each pair, an emoji or a short text. One for each pair the theme can deal.
    package let emojis: [String]
    /// In a theme of different pairs, the second face of each pair, in the order of `emojis`; nil in a
    /// theme of equal pairs.
    package let partners: [String]?
    /// How many pairs a game deals.
    package let pairs: PairCount
    /// The card-back color.
    package let color: Color
    /// What plain mode calls each face, in the order of `emojis` (the optional `names` list); nil
    /// reads each face by its CLDR name (`FaceNames`).
    package let names: [String]?
    /// What plain mode calls each face of `partners`, in its order; nil when the theme gives none.
    package let partnerNames: [String]?
    /// The theme's words in other languages (`translations` in the file), by language: what the picker,
    /// the status line and plain mode show and say in that language. Scores, the daily and `--theme`
    /// keep to `name`, so that a player's records are the same in every language.
    package let translations: Translations

    /// A theme's words by language, written as a dictionary (`[.korean: …]`) and kept as a list: the
    /// built-in themes are made at every start, and a list of two costs no hashing there.
    package struct Translations: Equatable, Sendable, ExpressibleByDictionaryLiteral {
        private var entries: [(language: Language, translation: Translation)]

        /// A language written twice keeps its first words (the validator refuses a file that does so).
        package init(dictionaryLiteral elements: (Language, Translation)...) {
            entries = elements.map { (language: $0.0, translation: $0.1) }
        }

        /// The words in `language`, or nil when the theme gives none; setting nil removes them.
        package subscript(language: Language) -> Translation? {
            get { entries.first { $0.language == language }?.translation }
            set {
                entries.removeAll { $0.language == language }
                if let newValue { entries.append((language, newValue)) }
            }
        }

        /// Whether no language gives words.
        package var isEmpty: Bool { entries.isEmpty }

        package static func == (lhs: Translations, rhs: Translations) -> Bool {
            lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.language] == $0.translation }
        }
    }

    /// A theme's words in one language: its name, and what plain mode calls its faces when it says.
    package struct Translation: Equatable, Sendable {
        /// The name in the language.
        package let name: String
        /// What plain mode calls each face of `emojis`, in its order; nil says the theme's own `names`.
        package let names: [String]?
        /// What plain mode calls each face of `partners`, in its order; nil says the theme's own.
        package let partnerNames: [String]?

        package init(name: String, names: [String]? = nil, partnerNames: [String]? = nil) {
            self.name = name
            self.names = names
            self.partnerNames = partnerNames
        }
    }

    /// Creates a theme; use `ThemeCatalog` to read and validate themes from a file.
    package init(
        name: String, emojis: [String], partners: [String]? = nil, pairs: PairCount = .all, color: Color,
        names: [String]? = nil, partnerNames: [String]? = nil, translations: Translations = [:]
    ) {
        self.name = name
        self.emojis = emojis
        self.partners = partners
        self.pairs = pairs
        self.color = color
        self.names = names
        self.partnerNames = partnerNames
        self.translations = translations
    }

    /// Whether the theme deals pairs of two different cards, which match as a pair.
    package var hasDifferentPairs: Bool { partners != nil }

    /// Every face the theme can show: its faces, then their partners.
    package var allFaces: [String] { emojis + (partners ?? []) }

    /// The theme with another count of pairs, everything else kept.
    package func dealing(_ pairs: PairCount) -> Theme {
        Theme(
            name: name, emojis: emojis, partners: partners, pairs: pairs, color: color, names: names,
            partnerNames: partnerNames, translations: translations)
    }

    /// The theme with `translations` for its words in other languages, everything else kept.
    package func translated(_ translations: Translations) -> Theme {
        Theme(
            name: name, emojis: emojis, partners: partners, pairs: pairs, color: color, names: names,
            partnerNames: partnerNames, translations: translations)
    }

    /// The theme without its words in `language`, which then shows and says its own.
    package func withoutTranslation(in language: Language) -> Theme {
        var translations = translations
        translations[language] = nil
        return Theme(
            name: name, emojis: emojis, partners: partners, pairs: pairs, color: color, names: names,
            partnerNames: partnerNames, translations: translations)
    }

    /// The theme's name in `language`: its translation, or the name itself when it gives none.
    package func name(in language: Language) -> String {
        // English, every run's default, is the theme's own name: no search on the way to each frame.
        language == .english ? name : translations[language]?.name ?? name
    }

    /// The name the run's language shows (`Translator.active`); English is `name` itself.
    package var shownName: String {
        // A theme with no other names needs no translator, nor the task-local read of one.
        translations.isEmpty ? name : name(in: Translator.active.language)
    }

    /// The theme's own name for `face` in `language`, if it gives one: the language's `names`, else the
    /// theme's own; plain mode otherwise says the face's CLDR name in the language (MemorizeSpeech's
    /// `FaceNames`).
    package func givenName(of face: String, in language: Language = .english) -> String? {
        let translation = translations[language]
        let names = translation?.names ?? self.names
        let partnerNames = translation?.partnerNames ?? self.partnerNames
        if let names, let index = emojis.firstIndex(of: face), names.indices.contains(index) { return names[index] }
        if let partners, let partnerNames, let index = partners.firstIndex(of: face),
            partnerNames.indices.contains(index)
        {
            return partnerNames[index]
        }
        return nil
    }
}
