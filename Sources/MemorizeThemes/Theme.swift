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

    /// Creates a theme; use `ThemeCatalog` to read and validate themes from a file.
    package init(
        name: String, emojis: [String], partners: [String]? = nil, pairs: PairCount = .all, color: Color,
        names: [String]? = nil, partnerNames: [String]? = nil
    ) {
        self.name = name
        self.emojis = emojis
        self.partners = partners
        self.pairs = pairs
        self.color = color
        self.names = names
        self.partnerNames = partnerNames
    }

    /// Whether the theme deals pairs of two different cards, which match as a pair.
    package var hasDifferentPairs: Bool { partners != nil }

    /// Every face the theme can show: its faces, then their partners.
    package var allFaces: [String] { emojis + (partners ?? []) }

    /// The theme with another count of pairs, everything else kept.
    package func dealing(_ pairs: PairCount) -> Theme {
        Theme(
            name: name, emojis: emojis, partners: partners, pairs: pairs, color: color, names: names,
            partnerNames: partnerNames)
    }

    /// The theme's own name for `face`, if it gives one; plain mode otherwise says the face's CLDR name
    /// (MemorizeSpeech's `FaceNames`).
    package func givenName(of face: String) -> String? {
        if let names, let index = emojis.firstIndex(of: face), names.indices.contains(index) { return names[index] }
        if let partners, let partnerNames, let index = partners.firstIndex(of: face),
            partnerNames.indices.contains(index)
        {
            return partnerNames[index]
        }
        return nil
    }
}
