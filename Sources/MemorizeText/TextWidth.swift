/// How many terminal columns a grapheme takes, following Unicode's East Asian Width and emoji rules.
package enum TextWidth {
    /// Columns taken by `character`: 0, 1 or 2.
    package static func columns(of character: Character) -> Int {
        // Fast path for what a frame is mostly made of (spaces, letters, box drawing): Unicode
        // property lookups are the slow part of drawing the first frame.
        if simpleScalar(of: character) != nil { return 1 }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if scalars.next() == nil, first.value < 0x80 { return 0 }  // a control character
        // An emoji with the emoji presentation selector (U+FE0F) is drawn as a wide emoji; after a
        // character that has no emoji form the selector changes nothing.
        if first.properties.isEmoji, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return columns(of: first)
    }

    /// Columns taken by `text`, summed over its graphemes.
    package static func columns(of text: String) -> Int {
        if let count = simpleColumns(of: text) { return count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns of `text` when each of its scalars is a grapheme of one column of its own
    /// (printable ASCII and Latin-1, punctuation, arrows, box drawing), else nil.
    ///
    /// Most text on the screen is like that (hints, numbers, borders), and for it the scalars can
    /// be counted without finding grapheme boundaries, which is most of the time of measuring text.
    /// Such scalars never join a neighbour into one grapheme, except a carriage return and a line
    /// feed, which are not printable.
    package static func simpleColumns(of text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard isSimple(scalar.value) else { return nil }
            count += 1
        }
        return count
    }

    /// The one scalar of `character` when it is a simple one (see `isSimple`), else nil.
    package static func simpleScalar(of character: Character) -> Unicode.Scalar? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil, isSimple(first.value) else { return nil }
        return first
    }

    /// Whether a scalar is a one-column grapheme that nothing joins: printable ASCII and Latin-1
    /// (not the soft hyphen), dashes, quotes and the ellipsis, arrows, box drawing and the geometric
    /// shapes up to the first that emoji draw wide (U+25FD). The hint line and the status bar are
    /// made of these.
    @inline(__always)
    package static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC: true
        default: false
        }
    }

    /// Columns taken by a lone scalar.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isEastAsianWide(value) ? 2 : 1
    }

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
