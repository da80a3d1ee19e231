import MemorizeText
import ScreenKit

/// Fitting text into a number of terminal columns, measured with `TextWidth` so emoji count double.
enum TextFitting {
    /// `text` cut to at most `columns` columns, ending in `ellipsis` when something was cut.
    static func truncated(_ text: String, toColumns columns: Int, ellipsis: String = "") -> String {
        guard columns > 0 else { return "" }
        if TextWidth.columns(of: text) <= columns { return text }
        let ellipsisWidth = TextWidth.columns(of: ellipsis)
        // With no room for the ellipsis, a clean cut reads better than an ellipsis alone.
        let mark = ellipsisWidth < columns ? ellipsis : ""
        let budget = columns - TextWidth.columns(of: mark)
        var result = ""
        var used = 0
        for character in text {
            let width = TextWidth.columns(of: character)
            if used + width > budget { break }
            result.append(character)
            used += width
        }
        return result + mark
    }

    /// `text` broken into lines of at most `columns` columns at spaces; a word longer than a line (a
    /// file's path, in a notice) is broken after its last `/` that fits, so that no name in it is cut
    /// in two, and is cut only where it has none.
    static func wrapped(_ text: String, toColumns columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let word = String(word)
            if line.isEmpty {
                line = word
            } else if TextWidth.columns(of: line) + 1 + TextWidth.columns(of: word) <= columns {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
            while TextWidth.columns(of: line) > columns {
                var head = truncated(line, toColumns: columns)
                if let slash = head.lastIndex(of: "/"), slash > head.startIndex {
                    head = String(head[...slash])
                }
                // A character wider than the whole line can never be shown: leave it out.
                if !head.isEmpty { lines.append(head) }
                line = String(line.dropFirst(max(1, head.count)))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` followed by spaces up to `columns` columns.
    static func padded(_ text: String, toColumns columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - TextWidth.columns(of: text)))
    }

    /// Whole seconds as `m:ss`.
    static func clock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let remainder = seconds % 60
        return "\(seconds / 60):" + (remainder < 10 ? "0" : "") + "\(remainder)"
    }
}
