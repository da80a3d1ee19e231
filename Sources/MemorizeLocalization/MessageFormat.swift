/// Fills a message's positional placeholders: `%1$s` (or `%1$d`) is the first argument, `%%` a
/// percent sign; anything else is kept as written.
package enum MessageFormat {
    package static func fill(_ template: String, _ arguments: [String]) -> String {
        // Most messages have no placeholder: returned as they are, with no copy.
        let percent = UInt8(ascii: "%")
        // A literal's bytes are contiguous: scanned in place, they cost a few instructions a byte.
        let hasPlaceholder =
            template.utf8.withContiguousStorageIfAvailable { $0.contains(percent) }
            ?? template.utf8.contains(percent)
        guard hasPlaceholder else { return template }
        let bytes = Array(template.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%"), index + 1 < bytes.count else {
                result.append(byte)
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "%") {
                result.append(byte)
                index += 2
                continue
            }
            if let (position, end) = placeholder(in: bytes, at: index + 1), arguments.indices.contains(position - 1) {
                result.append(contentsOf: arguments[position - 1].utf8)
                index = end
                continue
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The positions a template's placeholders name, in the order they appear (`%2$s … %1$s` is
    /// `[2, 1]`): what every translation of a message must use, in any order.
    package static func positions(in template: String) -> [Int] {
        let bytes = Array(template.utf8)
        var found: [Int] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "%") {
                    index += 2
                    continue
                }
                if let (position, end) = placeholder(in: bytes, at: index + 1) {
                    found.append(position)
                    index = end
                    continue
                }
            }
            index += 1
        }
        return found
    }

    /// `N$s` or `N$d` at `start`: the position N and the index after the placeholder.
    private static func placeholder(in bytes: [UInt8], at start: Int) -> (Int, Int)? {
        var index = start
        var position = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), position < 100 {
            position = position * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, position > 0, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "$"),
            bytes[index + 1] == UInt8(ascii: "s") || bytes[index + 1] == UInt8(ascii: "d")
        else { return nil }
        return (position, index + 2)
    }
}
