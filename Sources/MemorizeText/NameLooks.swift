/// How a player's name reads, as a key shared by names a person cannot tell apart: the theme
/// checker's look-alike rule (`LookAlike`: a Cyrillic or Greek letter drawn like a Latin
/// one is that letter), applied to every character, then case folded so that letters that are one
/// letter in another case or spelling meet too (`I` and `ı`, `ß` and `ss`, `ſ` and `s`).
package enum NameLooks {
    /// The key of `name`: two names with the same key read alike.
    package static func key(_ name: String) -> String {
        let latin = name.map { LookAlike.key(of: String($0)) }.joined()
        // Upper case first: `ß` becomes `SS` and `ı` becomes `I`, which lower case alone leaves
        // apart; the dot of `İ`, kept as a combining mark, is dropped like the dot of `i`.
        let folded = latin.uppercased().lowercased()
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { $0.value != 0x0307 }))
    }
}
