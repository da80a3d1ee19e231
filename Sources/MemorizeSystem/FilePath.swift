import MemorizeText

/// A path as the system takes it: bytes, any bytes but NUL, not necessarily UTF-8.
///
/// Every file call of `LiveFiles` takes one of these, so a `String` never reaches the system
/// through Swift's implicit conversion, which would write a byte that is not UTF-8 (kept in a
/// `String` by `RawText`) as a different, longer sequence and name another file.
package struct FilePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, without a terminating NUL.
    package var bytes: [UInt8]

    /// The path with exactly these bytes.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path that `text` stands for, raw bytes included (see `RawText`).
    package init(_ text: String) {
        bytes = RawText.bytes(of: text)
    }

    package init(stringLiteral value: String) {
        self.init(value)
    }

    /// The path as text that keeps every byte (see `RawText`): for messages, through `SafeText`.
    package var text: String {
        RawText.decoding(bytes)
    }

    package var description: String {
        text
    }

    /// Whether the path starts at the root.
    package var isAbsolute: Bool {
        bytes.first == UInt8(ascii: "/")
    }

    /// The path with `suffix` added to its last component (`scores.json` → `scores.json.lock`).
    package func appending(_ suffix: String) -> FilePath {
        FilePath(bytes: bytes + RawText.bytes(of: suffix))
    }

    /// The path of `component` inside this directory.
    package func appendingComponent(_ component: String) -> FilePath {
        let separator: [UInt8] = bytes.last == UInt8(ascii: "/") || bytes.isEmpty ? [] : [UInt8(ascii: "/")]
        return FilePath(bytes: bytes + separator + RawText.bytes(of: component))
    }

    /// The directory part: everything before the last slash; empty when there is none, "/" for a
    /// file in the root.
    package var parent: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(bytes: []) }
        return FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }

    /// Calls `body` with the NUL-terminated path, as the system calls take it.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}
