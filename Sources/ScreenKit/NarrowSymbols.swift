import MemorizeText

/// A frame with no character of East-Asian width "ambiguous", for a terminal that draws those two
/// columns wide (a common setting in Chinese, Japanese and Korean terminals), where a single `│` or
/// `·` would push the rest of its row one column right and the board would fall apart.
///
/// Each such character becomes one ASCII character of the same width: the borders, arrows and marks
/// the ASCII glyph set uses (`+ - |`, `< ^ > v`), a suit by its letter, a Latin letter by its base
/// letter, anything else `?`. Combining marks that are ambiguous are dropped from their cell. Wide
/// characters (emoji, Chinese, Hangul) and narrow ones stay as they are, but for an emoji whose base
/// is ambiguous (♥️), which becomes its letter.
package enum NarrowSymbols {
    /// `frame` with every ambiguous character replaced; the same frame when it holds none.
    package static func narrowed(_ frame: Frame) -> Frame {
        var narrowed = frame
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns {
                let cell = frame[row, column]
                let (first, second, third) = cell.scalars
                guard let base = Unicode.Scalar(first), cell.width > 0 else { continue }
                if cell.width > 1 {
                    // The backend sends a wide cell's first scalar alone (its variation selector, which
                    // is ambiguous too, never reaches the terminal): an emoji made wide by U+FE0F whose
                    // base is ambiguous (♥️) becomes that base's letter and a blank.
                    if EastAsianAmbiguous.contains(first) {
                        narrowed.put(String(replacement(for: base)) + " ", row: row, column: column, style: cell.style)
                    }
                    continue
                }
                guard
                    EastAsianAmbiguous.contains(first) || EastAsianAmbiguous.contains(second)
                        || EastAsianAmbiguous.contains(third)
                else { continue }
                var text = String(replacement(for: base))
                for mark in [second, third] where mark != 0 && !EastAsianAmbiguous.contains(mark) {
                    if let scalar = Unicode.Scalar(mark) { text.unicodeScalars.append(scalar) }
                }
                narrowed.replace(row: row, column: column, with: Cell(text: text, width: 1, style: cell.style))
            }
        }
        return narrowed
    }

    /// The character that stands for `scalar`: itself when it is not ambiguous, else ASCII.
    package static func replacement(for scalar: Unicode.Scalar) -> Character {
        guard EastAsianAmbiguous.contains(scalar.value) else { return Character(scalar) }
        if let symbol = symbols[scalar.value] { return symbol }
        let letter = AsciiTransliteration.character(for: scalar)
        return letter
    }

    /// The ambiguous symbols the game itself draws, each with the ASCII character its ASCII glyph set
    /// draws in its place; a letter or anything else goes through `AsciiTransliteration`.
    static let symbols: [UInt32: Character] = {
        var table: [UInt32: Character] = [:]
        func add(_ characters: String, _ ascii: Character) {
            for scalar in characters.unicodeScalars { table[scalar.value] = ascii }
        }
        add("─━┄┅┈┉═╌╍", "-")
        add("│┃┆┇┊┋║╎╏", "|")
        add("┌┍┎┏┐┑┒┓└┕┖┗┘┙┚┛├┝┠┣┤┥┨┫┬┯┰┳┴┷┸┻┼┿╂╋╔╗╚╝╠╣╦╩╬╭╮╯╰", "+")
        add("·•◦∙", "|")
        add("…‥", ".")
        add("×", "x")
        add("−–—‐‒―", "-")
        add("←◀◁◂◃", "<")
        add("→▶▷▸▹", ">")
        add("↑▲△▴▵", "^")
        add("↓▼▽▾▿", "v")
        add("░▒▓", ":")
        add("█▀▄▌▐■□▪▫", "#")
        add("★☆※", "*")
        add("°", "o")
        add("♠♤", "S")
        add("♥♡", "H")
        add("♦♢", "D")
        add("♣♧", "C")
        add("‘’‚′", "'")
        add("“”„″", "\"")
        return table
    }()
}
