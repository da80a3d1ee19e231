import MemorizeLocalization

/// The names faces are read by in plain mode, as a screen reader would say them: `ghost`,
/// `jack-o-lantern`, `flag: France`, never a list of code points.
///
/// A face's name is its CLDR short name in the run's language (the generated `cldrTable`,
/// `cldrTableChinese`, `cldrTableKorean`), else its English one, else the Unicode names of its
/// characters in lower case; a theme may give its own names instead (`Theme.names`).
package enum FaceNames {
    /// The name of `face` in `language`.
    package static func name(of face: String, in language: Language = Translator.active.language) -> String {
        cldrName(of: face, in: language) ?? cldrName(of: face) ?? unicodeName(of: face)
    }

    /// The CLDR short name of `face` in `language`, or nil when CLDR names no such face in it.
    package static func cldrName(of face: String, in language: Language = .english) -> String? {
        let table =
            switch language {
            case .english: englishTable
            case .chinese: chineseTable
            case .korean: koreanTable
            }
        if let name = table[face] { return name }
        // CLDR writes most emoji without the variation selector that asks for the emoji style.
        let bare = String(String.UnicodeScalarView(face.unicodeScalars.filter { $0.value != 0xFE0F }))
        return table[bare]
    }

    /// The Unicode names of the characters of `text` in lower case, joiners and variation selectors
    /// left out (`U+1F47B` becomes `ghost`); a character without a name reads as its code point.
    package static func unicodeName(of text: String) -> String {
        let words = text.unicodeScalars.compactMap { scalar -> String? in
            if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { return nil }
            if let name = scalar.properties.name { return name.lowercased() }
            return "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return words.joined(separator: " ")
    }

    /// Each table read once, on first use: plain mode is the only reader, so a grid game never pays,
    /// and a run reads only its language's (and English's, for a face its language does not name).
    private static let englishTable = parse(cldrTable)
    private static let chineseTable = parse(cldrTableChinese)
    private static let koreanTable = parse(cldrTableKorean)

    private static func parse(_ text: String) -> [String: String] {
        var names: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            names[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return names
    }
}
