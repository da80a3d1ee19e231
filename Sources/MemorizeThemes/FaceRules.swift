import MemorizeLocalization
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
        if isBlankPattern(face) {
            return ThemeText.blankBraille.text(SafeText.quoted(face))
        }
        guard let character = face.first, TextWidth.certainColumns(of: character) == nil else { return nil }
        let scalars = Array(face.unicodeScalars)
        let codePoints = scalars.map { "U+" + hex($0.value) }.joined(separator: " ")
        let shown = "\(SafeText.quoted(face)) (\(codePoints))"
        let first = scalars[0]
        let isSelected = scalars.count == 2 && (scalars[1] == "\u{FE0F}" || scalars[1] == "\u{FE0E}")
        if scalars.count > 1, !isSelected {
            return ThemeText.severalCodePoints.text(shown)
        }
        if first.properties.isNoncharacterCodePoint { return ThemeText.unassigned.text(shown) }
        switch first.properties.generalCategory {
        case .unassigned:
            return ThemeText.unassigned.text(shown)
        case .privateUse:
            return ThemeText.privateUse.text(shown)
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return ThemeText.combiningMark.text(shown)
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .control, .surrogate:
            return ThemeText.invisible.text(shown)
        default:
            break
        }
        if let age = first.properties.age, age > TextWidth.newestKnownUnicode {
            let newest = TextWidth.newestKnownUnicode
            return ThemeText.newerThanUnicode.text(shown, "\(newest.major).\(newest.minor)")
        }
        // A text-style pictograph of plane 1 (not a regional indicator, which U+FE0F does not fix).
        let isPictograph = (0x1F000...0x1FAFF).contains(first.value) && !(0x1F1E6...0x1F1FF).contains(first.value)
        if scalars.count == 1, first.properties.isEmoji, isPictograph {
            return ThemeText.emojiWithoutSelector.text(shown)
        }
        return ThemeText.differentWidths.text(shown)
    }

    /// Whether `face` is the blank braille pattern, a character that draws nothing yet is not a space.
    static func isBlankPattern(_ face: String) -> Bool {
        face.unicodeScalars.first?.value == 0x2800
    }

    /// What `face` looks like, as a key shared by faces a person cannot tell apart: a Cyrillic or
    /// Greek letter drawn like a Latin one (А, Α and A) maps to that Latin letter, a dash or a bar
    /// drawn like an ASCII one (‐ and −, │ and ∣) to that ASCII symbol; any other face is itself.
    /// The rule is `LookAlike`'s, which names share.
    static func lookAlike(_ face: String) -> String {
        LookAlike.key(of: face)
    }

    /// The first character of `name` that draws nothing (a zero-width space, a soft hyphen, a byte
    /// order mark, any other default-ignorable or format character) and its place, counted in
    /// characters from 1; nil when every character shows. A joiner or a variation selector inside an
    /// emoji sequence belongs to the emoji and is kept.
    static func invisibleCharacter(in name: String) -> (scalar: Unicode.Scalar, position: Int)? {
        for (offset, character) in name.enumerated() {
            let scalars = Array(character.unicodeScalars)
            let isEmojiSequence = scalars.first.map { $0.properties.isEmoji && $0.value > 0x7F } ?? false
            for (index, scalar) in scalars.enumerated() {
                let properties = scalar.properties
                guard properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format else { continue }
                if isEmojiSequence, index > 0, scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) {
                    continue
                }
                return (scalar, offset + 1)
            }
        }
        return nil
    }

    /// `U+` and at least four hexadecimal digits.
    static func codePoint(_ scalar: Unicode.Scalar) -> String { "U+" + hex(scalar.value) }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
