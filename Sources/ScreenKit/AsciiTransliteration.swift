/// Text for a terminal that can show ASCII only (a locale that is not UTF-8).
///
/// Such a terminal cannot take any other character: ncurses stops a string at the first one, so a
/// theme named "Café" would show as "Caf". Each cell is replaced by ASCII of its own width instead,
/// so no column moves: a Latin letter with marks becomes the plain letter, anything else `?`.
package enum AsciiTransliteration {
    /// `width` ASCII characters (at least one) standing for the cell text `text`.
    package static func replacement(for text: String, width: Int) -> String {
        let columns = max(width, 1)
        guard let first = text.unicodeScalars.first else { return String(repeating: " ", count: columns) }
        let letter = character(for: first)
        return String(letter) + String(repeating: " ", count: columns - 1)
    }

    /// The ASCII character for one scalar: itself when printable ASCII, the base letter of a Latin
    /// letter ("LATIN SMALL LETTER E WITH ACUTE" is "e"), else `?`.
    package static func character(for scalar: Unicode.Scalar) -> Character {
        if scalar.value >= 0x20, scalar.value < 0x7F { return Character(scalar) }
        guard let name = scalar.properties.name else { return "?" }
        for (prefix, isCapital) in [("LATIN SMALL LETTER ", false), ("LATIN CAPITAL LETTER ", true)]
        where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let letter = rest.first, letter.isASCII, letter.isLetter,
                rest.count == 1 || rest.dropFirst().hasPrefix(" WITH ")
            else { return "?" }
            return isCapital ? letter : Character(letter.lowercased())
        }
        return "?"
    }
}
