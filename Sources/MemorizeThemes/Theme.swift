/// A theme: a named set of faces, how many pairs a game deals from it, and a color for card backs.
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
    /// The faces, each one grapheme, without duplicates.
    package let emojis: [String]
    /// How many pairs a game deals.
    package let pairs: PairCount
    /// The card-back color.
    package let color: Color
    /// What plain mode calls each face, in the order of `emojis` (the optional `names` list); nil
    /// reads each face by its CLDR name (`FaceNames`).
    package let names: [String]?

    /// Creates a theme; use `ThemeCatalog` to read and validate themes from a file.
    package init(name: String, emojis: [String], pairs: PairCount = .all, color: Color, names: [String]? = nil) {
        self.name = name
        self.emojis = emojis
        self.pairs = pairs
        self.color = color
        self.names = names
    }

    /// The theme's own name for `face`, if it gives one; plain mode otherwise says the face's CLDR name
    /// (MemorizeSpeech's `FaceNames`).
    package func givenName(of face: String) -> String? {
        guard let names, let index = emojis.firstIndex(of: face), names.indices.contains(index) else { return nil }
        return names[index]
    }
}
