/// Characters a person cannot tell apart on a terminal, and the key they share: the theme checker's
/// rule for faces (two faces that look alike would deal pairs nobody can tell apart), and the rule
/// names are compared by (`NameLooks`).
package enum LookAlike {
    /// What `text` looks like, as a key shared by texts a person cannot tell apart: a single Cyrillic
    /// or Greek letter drawn like a Latin one (А, Α and A) maps to that Latin letter, a dash or a bar
    /// drawn like an ASCII one (‐ and −, │ and ∣) to that ASCII symbol; anything else is itself.
    package static func key(of text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first,
            let ascii = latinLookAlikes[scalar.value] ?? symbolLookAlikes[scalar.value]
        else { return text }
        return String(ascii)
    }

    /// Symbols that one cell of a terminal draws as the same stroke as an ASCII one: hyphens,
    /// dashes and minus signs; vertical bars; slashes; asterisks; tildes; colons; middle dots;
    /// apostrophes and primes.
    private static let symbolLookAlikes: [UInt32: Character] = [
        // ‐ ‑ ‒ – − ˗ ⁃ and the hyphen-minus itself
        0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2212: "-", 0x02D7: "-", 0x2043: "-",
        // │ ∣ ǀ ⏐ ❘ ￨ ׀ and the vertical line itself
        0x2502: "|", 0x2223: "|", 0x01C0: "|", 0x23D0: "|", 0x2758: "|", 0xFFE8: "|", 0x05C0: "|",
        // ∕ ⁄ ╱
        0x2215: "/", 0x2044: "/", 0x2571: "/",
        // ∗ ⁎
        0x2217: "*", 0x204E: "*",
        // ∼ ˜
        0x223C: "~", 0x02DC: "~",
        // ∶ ː
        0x2236: ":", 0x02D0: ":",
        // ⋅ ∙ ・ and the middle dot, which has no ASCII twin: they share its key
        0x22C5: "·", 0x2219: "·", 0x30FB: "·",
        // ’ ‘ ′ ʹ ʼ
        0x2019: "'", 0x2018: "'", 0x2032: "'", 0x02B9: "'", 0x02BC: "'",
    ]

    /// Cyrillic and Greek letters that common fonts draw exactly as a Latin letter.
    private static let latinLookAlikes: [UInt32: Character] = [
        // Cyrillic capitals: А В Е К М Н О Р С Т Х У Ѕ І Ј
        0x0410: "A", 0x0412: "B", 0x0415: "E", 0x041A: "K", 0x041C: "M", 0x041D: "H", 0x041E: "O", 0x0420: "P",
        0x0421: "C", 0x0422: "T", 0x0425: "X", 0x0423: "Y", 0x0405: "S", 0x0406: "I", 0x0408: "J",
        // Cyrillic small: а е о р с у х ѕ і ј һ ԛ ԝ ӏ
        0x0430: "a", 0x0435: "e", 0x043E: "o", 0x0440: "p", 0x0441: "c", 0x0443: "y", 0x0445: "x", 0x0455: "s",
        0x0456: "i", 0x0458: "j", 0x04BB: "h", 0x051B: "q", 0x051D: "w", 0x04CF: "l",
        // Greek capitals: Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ
        0x0391: "A", 0x0392: "B", 0x0395: "E", 0x0396: "Z", 0x0397: "H", 0x0399: "I", 0x039A: "K", 0x039C: "M",
        0x039D: "N", 0x039F: "O", 0x03A1: "P", 0x03A4: "T", 0x03A5: "Y", 0x03A7: "X",
        // Greek small: ο ν
        0x03BF: "o", 0x03BD: "v",
    ]
}
