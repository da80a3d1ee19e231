import MemorizeLocalization

/// A catalog of lines that one side of a table or of the lobby sends another: a refusal, why a seat
/// is away, why the game ended.
///
/// The protocols carry such a line as text, and peers of this protocol version that predate the
/// translations show the text they receive: so the line goes on the wire in English, its message's
/// own text, and the side that shows it recognizes the message and says it in its own player's
/// language (`WireLines.shown`). A line no catalog knows (another build's) is shown as it came.
package protocol WireLineCatalog: MessageCatalog {
    /// The placeholders (1 for `%1$s`) that hold another line of the wire, a reason inside a line
    /// (`%1$s is away (%2$s)`), recognized and translated in their turn; the others (names,
    /// numbers) are shown as they are.
    var nestedLines: Set<Int> { get }
}

extension WireLineCatalog {
    /// The line as it goes on the wire: in English, whatever the player's language.
    package func english(_ arguments: String...) -> String {
        message.text(arguments, in: .english)
    }

    /// The line as it goes on the wire, for `count` things.
    package func english(count: Int, _ arguments: String...) -> String {
        message.text(count: count, arguments, in: .english)
    }
}

/// Recognizes the English lines of the wire's catalogs and says them in the player's language.
package enum WireLines {
    /// One message a line may be: its template's literal pieces, between its placeholders.
    struct Pattern: Sendable {
        let message: Message
        /// The placeholders' positions, in the order they appear, and the text before, between and
        /// after them (one more piece than placeholders).
        let positions: [Int]
        let pieces: [String]
        let nested: Set<Int>
        /// The length of the literal text: the longest patterns are tried first, so that
        /// `%1$s left the game` wins over `%1$s left`.
        var literalLength: Int { pieces.reduce(0) { $0 + $1.utf8.count } }
    }

    /// The patterns of `catalogs`, longest literal first.
    static func patterns(_ catalogs: [any WireLineCatalog.Type]) -> [Pattern] {
        var patterns: [Pattern] = []
        for catalog in catalogs {
            for entry in catalog.allEntries {
                for template in [entry.message.english] + (entry.message.englishPlural.map { [$0] } ?? []) {
                    if let pattern = pattern(template, message: entry.message, nested: entry.nested) {
                        patterns.append(pattern)
                    }
                }
            }
        }
        return patterns.sorted { $0.literalLength > $1.literalLength }
    }

    /// The line in the language of `translator`: the message it is, recognized among `catalogs`, with
    /// its nested lines translated; the line itself when no message matches, or in English.
    package static func shown(
        _ line: String, among catalogs: [any WireLineCatalog.Type], in translator: Translator = .active
    ) -> String {
        guard translator.language != .english else { return line }
        return translate(line, patterns: patterns(catalogs), translator: translator, depth: 0)
    }

    private static func translate(_ line: String, patterns: [Pattern], translator: Translator, depth: Int) -> String {
        guard depth < 4 else { return line }
        for pattern in patterns {
            guard var arguments = match(line, pattern) else { continue }
            for (index, argument) in arguments.enumerated() where pattern.nested.contains(index + 1) {
                arguments[index] = translate(argument, patterns: patterns, translator: translator, depth: depth + 1)
            }
            // A count is the first number among the arguments (`%1$s failed joins`).
            if pattern.message.englishPlural != nil, let count = arguments.lazy.compactMap({ Int($0) }).first {
                return pattern.message.text(count: count, arguments, in: translator)
            }
            return pattern.message.text(arguments, in: translator)
        }
        return line
    }

    /// A template cut at its placeholders; nil when two placeholders touch (no text tells them apart)
    /// or a placeholder comes twice.
    static func pattern(_ template: String, message: Message, nested: Set<Int>) -> Pattern? {
        var pieces: [String] = []
        var positions: [Int] = []
        var piece: [UInt8] = []
        let bytes = Array(template.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "%") {
                    piece.append(UInt8(ascii: "%"))
                    index += 2
                    continue
                }
                var end = index + 1
                var position = 0
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                    position = position * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                    end += 1
                }
                if position > 0, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "$"),
                    bytes[end + 1] == UInt8(ascii: "s")
                {
                    guard !positions.isEmpty ? !piece.isEmpty : true, !positions.contains(position) else { return nil }
                    pieces.append(String(decoding: piece, as: UTF8.self))
                    positions.append(position)
                    piece = []
                    index = end + 2
                    continue
                }
            }
            piece.append(bytes[index])
            index += 1
        }
        pieces.append(String(decoding: piece, as: UTF8.self))
        return Pattern(message: message, positions: positions, pieces: pieces, nested: nested)
    }

    /// The arguments `line` fills `pattern` with (by position: `[0]` is `%1$s`), or nil when it is
    /// not that message. Each placeholder but the last ends at the first text that follows it; the
    /// last takes everything up to the template's ending.
    static func match(_ line: String, _ pattern: Pattern) -> [String]? {
        guard line.hasPrefix(pattern.pieces[0]), line.hasSuffix(pattern.pieces[pattern.pieces.count - 1]) else {
            return nil
        }
        if pattern.positions.isEmpty { return line == pattern.pieces[0] ? [] : nil }
        let lineBytes = Array(line.utf8)
        let endStart = lineBytes.count - pattern.pieces[pattern.pieces.count - 1].utf8.count
        var cursor = pattern.pieces[0].utf8.count
        guard cursor <= endStart else { return nil }
        var found: [Int: String] = [:]
        for (order, position) in pattern.positions.enumerated() {
            let isLast = order == pattern.positions.count - 1
            let end: Int
            let next: Int
            if isLast {
                end = endStart
                next = endStart
            } else {
                let following = Array(pattern.pieces[order + 1].utf8)
                guard let at = firstIndex(of: following, in: lineBytes, from: cursor, before: endStart) else {
                    return nil
                }
                end = at
                next = at + following.count
            }
            guard end > cursor else { return nil }
            found[position] = String(decoding: lineBytes[cursor..<end], as: UTF8.self)
            cursor = next
        }
        let count = pattern.positions.max() ?? 0
        return (1...count).map { found[$0] ?? "" }
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int, before limit: Int)
        -> Int?
    {
        guard !needle.isEmpty, limit - needle.count >= start else { return nil }
        for index in start...(limit - needle.count) where haystack[index..<index + needle.count].elementsEqual(needle) {
            return index
        }
        return nil
    }
}

extension WireLineCatalog {
    /// Every message of the catalog with its nested placeholders.
    static var allEntries: [(message: Message, nested: Set<Int>)] {
        allCases.map { ($0.message, $0.nestedLines) }
    }
}
