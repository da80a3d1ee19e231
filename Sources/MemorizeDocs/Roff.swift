/// Text made safe for a roff man page, so that what the page says is what the reader sees.
enum Roff {
    /// `text` escaped for running text: a backslash stays a backslash, an option keeps its minus signs
    /// (`\-\-theme`, which man renders as ASCII hyphens to copy and paste), a line cannot start a
    /// request, and any character outside ASCII is written as a `\[uXXXX]` escape.
    static func escaped(_ text: String) -> String {
        var result = ""
        var inOption = false
        var previous: Character = " "
        for character in text {
            if character.isWhitespace {
                inOption = false
            } else if character == "-", " ([\"'=|".contains(previous) {
                // A word that starts with a hyphen is an option or a negative number: every hyphen
                // in it is a minus sign. Hyphens inside ordinary words stay hyphens.
                inOption = true
            }
            switch character {
            case "\\": result += "\\e"
            case "-": result += inOption ? "\\-" : "-"
            case _ where character.isASCII: result.append(character)
            default:
                for scalar in character.unicodeScalars {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
            previous = character
        }
        return result.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
            .joined(separator: "\n")
    }

    /// The lines of a page laid out as roff sources are: each sentence of running text on a line of
    /// its own (so troff knows where sentences end) and no text line longer than `width` bytes where
    /// a space allows a break; no paragraph request right after a heading, where it does nothing.
    /// Lines between `.nf` and `.fi` are left as they are.
    static func laidOut(_ lines: [String], width: Int = 80) -> [String] {
        var result: [String] = []
        var filling = true
        for line in lines {
            if line == ".nf" { filling = false }
            if line == ".fi" { filling = true }
            if line == ".PP", let last = result.last, last.hasPrefix(".SH") || last.hasPrefix(".SS") { continue }
            guard filling, !line.hasPrefix(".") else {
                result.append(line)
                continue
            }
            result += sentences(of: line).flatMap { wrapped($0, width: width) }
        }
        return result
    }

    /// A line split after each `. ` that is followed by a capital letter.
    private static func sentences(of line: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var rest = line[...]
        while let character = rest.popFirst() {
            current.append(character)
            if ".?!".contains(character), rest.first == " ", rest.dropFirst().first?.isUppercase == true {
                sentences.append(current)
                current = ""
                rest = rest.dropFirst()
            }
        }
        return sentences + [current]
    }

    /// A line broken at spaces into lines of at most `width` bytes (a longer word stays whole); a
    /// line that would start with a control character is guarded with `\&`.
    private static func wrapped(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        return lines.map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : $0 }
    }

    /// `text` in bold, then back to the regular font.
    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    /// `text` in italics (underlined on a terminal), then back to the regular font.
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// A help line as a sentence: a capital first letter and a final period.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalized = first.uppercased() + text.dropFirst()
        return capitalized.hasSuffix(".") ? capitalized : capitalized + "."
    }
}
