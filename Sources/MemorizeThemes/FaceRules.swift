import MemorizeText

/// Which faces a theme may hold: one character that every terminal draws, distinctly, at the width
/// the renderer measures (see `TextWidth.certainColumns(of:)`).
///
/// A card shows one character in a fixed place, so anything else would deal pairs that look alike
/// (two flags drawn as the same letters), cards that look empty, or a face wider than measured,
/// which pushes the card's border out of line.
enum FaceRules {
    /// Why `face` (a single grapheme) cannot be a face, for a person; nil when it can.
    static func problem(with face: String) -> String? {
        guard let character = face.first, TextWidth.certainColumns(of: character) == nil else { return nil }
        let scalars = Array(face.unicodeScalars)
        let codePoints = scalars.map { "U+" + hex($0.value) }.joined(separator: " ")
        let shown = "\(SafeText.quoted(face)) (\(codePoints))"
        let first = scalars[0]
        let isSelected = scalars.count == 2 && (scalars[1] == "\u{FE0F}" || scalars[1] == "\u{FE0E}")
        if scalars.count > 1, !isSelected {
            return "\(shown) is several code points drawn as one character (a flag, a skin tone, a keycap, "
                + "a joined emoji or a letter with a separate accent); a card shows single characters only"
        }
        if first.properties.isNoncharacterCodePoint { return "\(shown) is not an assigned character" }
        switch first.properties.generalCategory {
        case .unassigned:
            return "\(shown) is not an assigned character"
        case .privateUse:
            return "\(shown) is a private-use character, which terminals draw differently or not at all"
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return "\(shown) is a combining mark, which draws nothing on its own"
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .control, .surrogate:
            return "\(shown) is an invisible character"
        default:
            break
        }
        if let age = first.properties.age, age > TextWidth.newestKnownUnicode {
            let newest = TextWidth.newestKnownUnicode
            return "\(shown) is newer than Unicode \(newest.major).\(newest.minor), "
                + "and many terminals cannot draw it yet"
        }
        // A text-style pictograph of plane 1 (not a regional indicator, which U+FE0F does not fix).
        let isPictograph = (0x1F000...0x1FAFF).contains(first.value) && !(0x1F1E6...0x1F1FF).contains(first.value)
        if scalars.count == 1, first.properties.isEmoji, isPictograph {
            return "\(shown) is drawn one or two columns wide depending on the terminal; "
                + "write it with U+FE0F after it for its emoji form"
        }
        return "\(shown) is drawn at different widths by different terminals"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
