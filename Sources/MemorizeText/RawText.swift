/// Bytes from the operating system (arguments, environment variables, file names) as a `String`
/// that keeps every byte, also when they are not UTF-8.
///
/// A Linux path is any bytes; Swift's `String` repairs invalid UTF-8 to U+FFFD, after which the
/// file cannot be opened and is reported missing. Here each byte that is not part of valid UTF-8
/// becomes one of the last 128 code points of plane 16's private use area (U+10FF80 + the byte's
/// low seven bits), which `bytes(of:)` turns back into the byte, and `SafeText` shows as `\xFF`.
/// Those code points themselves, in valid UTF-8, are kept the same way, byte by byte, so the
/// round trip is exact for every input.
package enum RawText {
    /// The first of the code points that stand for raw bytes 0x80–0xFF.
    static let firstRawScalar: UInt32 = 0x10FF80

    /// `bytes` as text: valid UTF-8 as itself, every other byte as its stand-in code point.
    package static func decoding(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        // Made as UTF-8 and turned into a String once: appending scalar by scalar ran the standard
        // library's general append, whose code was paged in at start-up for the arguments alone.
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = StrictUTF8.scalar(in: bytes, at: index), scalar.value < firstRawScalar {
                utf8.append(contentsOf: bytes[index..<index + length])
                index += length
            } else {
                appendStandIn(for: bytes[index], to: &utf8)
                index += 1
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The bytes `text` stands for: the inverse of `decoding(_:)`.
    package static func bytes(of text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if let byte = rawByte(scalar) {
                bytes.append(byte)
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        return bytes
    }

    /// The raw byte that `scalar` stands for, or nil when it is ordinary text.
    package static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= firstRawScalar ? UInt8(truncatingIfNeeded: scalar.value - firstRawScalar + 0x80) : nil
    }

    /// Appends the UTF-8 form of a byte 0x80–0xFF's stand-in (ASCII bytes are always valid UTF-8, so
    /// never need one): four bytes, as for every code point of plane 16.
    private static func appendStandIn(for byte: UInt8, to utf8: inout [UInt8]) {
        let value = firstRawScalar + UInt32(byte & 0x7F)
        utf8.append(0xF0 | UInt8(value >> 18))
        utf8.append(0x80 | UInt8(value >> 12 & 0x3F))
        utf8.append(0x80 | UInt8(value >> 6 & 0x3F))
        utf8.append(0x80 | UInt8(value & 0x3F))
    }
}
