import MemorizeText

/// Wraps a translated paragraph of `--help` to a width in terminal cells.
///
/// Words are broken at spaces, as English and Korean write them; Chinese, which writes no spaces,
/// may break between any two of its characters, but never before a closing mark (`，` `。` `）`) or
/// after an opening one (`（`), so that no line starts with a comma.
enum LineWrapping {
    /// `text`, each of its lines wrapped to `width` cells, each ending in a newline.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.isEmpty ? [""] : lines(of: String(line), width: width)
        }.map { $0 + "\n" }.joined()
    }

    /// The lines of one paragraph, none wider than `width` cells unless a single word is.
    static func lines(of text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for (word, spaced) in words(of: text) {
            let wide = TextWidth.columns(of: word)
            let gap = line.isEmpty || !spaced ? 0 : 1
            if !line.isEmpty, used + gap + wide > width {
                lines.append(line)
                line = word
                used = wide
            } else {
                line += (gap == 1 ? " " : "") + word
                used += gap + wide
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The pieces a line may break between, each with whether a space came before it.
    private static func words(of text: String) -> [(String, Bool)] {
        var words: [(String, Bool)] = []
        var current = ""
        var spacedBefore = false
        var space = false
        for character in text {
            if character == " " {
                if !current.isEmpty { words.append((current, spacedBefore)) }
                current = ""
                space = true
                continue
            }
            if let previous = current.last, breaks(between: previous, and: character) {
                words.append((current, spacedBefore))
                current = ""
            }
            if current.isEmpty {
                spacedBefore = space
                space = false
            }
            current.append(character)
        }
        if !current.isEmpty { words.append((current, spacedBefore)) }
        return words
    }

    private static func breaks(between previous: Character, and next: Character) -> Bool {
        (isIdeographic(previous) || isIdeographic(next)) && !closing.contains(next) && !opening.contains(previous)
    }

    private static let closing: Set<Character> = ["，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "】", "…"]
    private static let opening: Set<Character> = ["（", "「", "『", "【"]

    /// Chinese characters and East-Asian punctuation, which a line may break beside; Hangul is not,
    /// since Korean breaks at its spaces.
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        if (0x3130...0x318F).contains(value) { return false }
        return (0x2E80...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFFEF).contains(value) || value >= 0x20000
    }
}
