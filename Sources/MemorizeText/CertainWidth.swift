extension TextWidth {
    /// The newest Unicode version whose characters terminals are expected to know: a character
    /// added later may draw blank, or at another width, on a terminal with older tables.
    package static let newestKnownUnicode: Unicode.Version = (major: 13, minor: 0)

    /// The columns `character` takes when every terminal agrees with `columns(of:)`, or nil when
    /// some terminals draw it at another width, blank, or not distinctly.
    ///
    /// Certain are: a single printable scalar from a script or symbol block terminals draw one
    /// column wide, or from the wide ranges that `columns(of:)` knows; an emoji drawn wide by
    /// default (Emoji_Presentation); and an emoji followed by U+FE0F. Not certain: sequences (flags,
    /// skin tones, keycaps, ZWJ joins), marks and invisible characters, private use, characters
    /// newer than `newestKnownUnicode`, and scripts whose width or direction varies (Tangut, Hangul
    /// Jamo extensions, right-to-left scripts, lone regional indicators).
    package static func certainColumns(of character: Character) -> Int? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isKnown(first) else { return nil }
        switch scalars.next() {
        case nil:
            return certainColumns(ofLone: first)
        case "\u{FE0F}" where scalars.next() == nil:
            // The emoji form of an emoji that has a text form: the backend pads it when the C
            // library measures it narrow, so it takes two columns everywhere.
            guard first.properties.isEmoji, !first.isASCII, !isRegionalIndicator(first) else { return nil }
            guard certainColumns(ofLone: first) != nil || isPictograph(first) else { return nil }
            return 2
        case "\u{FE0E}" where scalars.next() == nil:
            // The text form of a symbol that is text by default anyway: one column.
            guard first.properties.isEmoji, certainColumns(ofLone: first) == 1 else { return nil }
            return 1
        default:
            return nil
        }
    }

    /// Whether `scalar` is an assigned, visible character old enough for terminals to know.
    private static func isKnown(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age, age <= newestKnownUnicode else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return !scalar.properties.isNoncharacterCodePoint
        default:
            return false  // marks, separators, controls, format, private use, surrogates, unassigned
        }
    }

    private static func certainColumns(ofLone scalar: Unicode.Scalar) -> Int? {
        if isRegionalIndicator(scalar) { return nil }
        if scalar.properties.isEmojiPresentation { return 2 }
        let columns = columns(of: scalar)
        if columns == 2 { return 2 }
        return isCertainlyNarrow(scalar.value) ? 1 : nil
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// The emoji and pictograph blocks of plane 1, whose text-default characters need U+FE0F.
    private static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F000...0x1FAFF).contains(scalar.value)
    }

    /// Blocks whose characters every terminal draws one column wide: Latin, Greek, Cyrillic and
    /// other left-to-right alphabets, punctuation, and the symbol and box-drawing blocks.
    private static func isCertainlyNarrow(_ value: UInt32) -> Bool {
        switch value {
        case 0x21...0x7E, 0xA1...0x2FF, 0x370...0x58F, 0x900...0xEFF, 0x10A0...0x10FF, 0x1200...0x139F,
            0x13A0...0x13FF, 0x16A0...0x16FF, 0x1E00...0x1FFF, 0x2010...0x2027, 0x2030...0x205E,
            0x2070...0x20CF, 0x2100...0x2328, 0x232B...0x2BFF, 0x2C60...0x2C7F, 0xA720...0xA7FF,
            0xFF61...0xFFDC, 0xFFE8...0xFFEE:
            true
        default:
            false
        }
    }
}
