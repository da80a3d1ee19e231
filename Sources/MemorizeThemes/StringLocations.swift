import MemorizeJSON
import MemorizeLocalization

/// Where each string of a JSON text is, by line and column: for refusals of strings whose problem
/// cannot be seen (an invisible character, a letter that looks like another), which must say where
/// to look.
struct StringLocations {
    /// A string of the text, decoded, and where its opening quote is (1-based; the column counts
    /// characters, as `JSONSyntaxError` does).
    private struct Token {
        var text: String
        var line: Int
        var column: Int
    }

    private let tokens: [Token]

    /// Finds every string of `bytes`, a text the parser has accepted.
    init(_ bytes: [UInt8]) {
        var tokens: [Token] = []
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let start = index
                let (startLine, startColumn) = (line, column)
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                let end = min(index + 1, bytes.count)
                if case .string(let text)? = try? JSONParser.parse(Array(bytes[start..<end])) {
                    tokens.append(Token(text: text, line: startLine, column: startColumn))
                }
                // A string holds no line break; its characters move the column.
                column += bytes[start..<end].filter { $0 & 0xC0 != 0x80 }.count
                index = end
                continue
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        self.tokens = tokens
    }

    /// ` at line L, column C` for the first string equal to `text` from the first string equal to
    /// `anchor` on (the theme's name, so a face is found in its own theme), or "" when not found.
    func describe(_ text: String, after anchor: String?) -> String {
        let start = anchor.flatMap { name in tokens.firstIndex { $0.text == name } } ?? 0
        guard let token = tokens[start...].first(where: { $0.text == text }) else { return "" }
        return ThemeText.placeInFile.text(String(token.line), String(token.column))
    }
}
