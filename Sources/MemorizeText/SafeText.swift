/// Makes untrusted text safe to show in a terminal: control characters become visible escapes.
package enum SafeText {
    /// Whether `scalar` could drive a terminal or reorder text: C0/C1 controls, DEL, bidi controls.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether `text` holds any unsafe scalar.
    package static func containsUnsafe(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isUnsafe)
    }

    /// `text` with every unsafe scalar written as `\u{…}`, and every byte that was not UTF-8 (kept
    /// by `RawText`) as `\xFF`.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else if let byte = RawText.rawByte(scalar) {
                result += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` without its unsafe scalars and cut to `limit` characters, for text from another program
    /// (a peer's name or reason) to show as it was meant; `fallback` when nothing is left.
    package static func stripped(_ text: String, limit: Int, fallback: String = "?") -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !isUnsafe($0) })
        let clean = String(String(scalars).prefix(max(limit, 0)))
        return clean.isEmpty ? fallback : clean
    }

    /// `text` escaped and in double quotes, for messages.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` escaped and quoted as `quoted(_:)` does, cut to its first `limit` characters with an
    /// ellipsis, so that a message echoing an argument stays one readable line however long the
    /// argument was.
    package static func quoted(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return quoted(text) }
        return "\"" + escaped(String(text.prefix(max(limit, 0)))) + "…\""
    }
}
