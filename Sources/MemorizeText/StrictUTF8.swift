/// Strict UTF-8, one scalar at a time: the game's one decoder, for the bytes of the system
/// (`RawText`), of JSON files (`JSONParser`) and of the terminal (`InputDecoder`, which reads a
/// character across several reads and so goes byte by byte through `lead(_:)`, `continuing(_:_:)`
/// and `scalar(_:minimum:)`).
///
/// Strict: no overlong form, no surrogate, nothing past U+10FFFF, no lone or missing continuation
/// byte, as the standard library's own decoder (a test compares them). What each caller does with
/// bytes that are not UTF-8 (a stand-in, an error, nothing) is its own.
package enum StrictUTF8 {
    /// What a lead byte starts: how many continuation bytes follow it, the bits of the value it
    /// carries, and the smallest value so many bytes may carry (a smaller one is an overlong form).
    package struct Lead: Equatable, Sendable {
        package var continuationBytes: Int
        package var value: UInt32
        package var minimum: UInt32
    }

    /// What `byte` starts: an ASCII byte is a whole character; nil for a byte no character starts
    /// with (a continuation byte, `C0`, `C1`, `F5` to `FF`).
    @inline(__always)
    package static func lead(_ byte: UInt8) -> Lead? {
        switch byte {
        case 0x00...0x7F: Lead(continuationBytes: 0, value: UInt32(byte), minimum: 0)
        case 0xC2...0xDF: Lead(continuationBytes: 1, value: UInt32(byte & 0x1F), minimum: 0x80)
        case 0xE0...0xEF: Lead(continuationBytes: 2, value: UInt32(byte & 0x0F), minimum: 0x800)
        case 0xF0...0xF4: Lead(continuationBytes: 3, value: UInt32(byte & 0x07), minimum: 0x10000)
        default: nil
        }
    }

    /// `value` with the continuation byte `byte` added; nil when `byte` is no continuation byte.
    @inline(__always)
    package static func continuing(_ value: UInt32, _ byte: UInt8) -> UInt32? {
        byte & 0xC0 == 0x80 ? value << 6 | UInt32(byte & 0x3F) : nil
    }

    /// The scalar of a whole sequence's `value`; nil for an overlong form (below `minimum`), a
    /// surrogate or a value past U+10FFFF.
    @inline(__always)
    package static func scalar(_ value: UInt32, minimum: UInt32) -> Unicode.Scalar? {
        value >= minimum ? Unicode.Scalar(value) : nil
    }

    /// The scalar whose UTF-8 form starts at `index` of `bytes`, and how many bytes it takes; nil
    /// when the bytes there are not valid UTF-8 (cut short by the end of `bytes` included).
    package static func scalar(in bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard let lead = lead(bytes[index]) else { return nil }
        let length = lead.continuationBytes + 1
        guard length > 1 else { return (Unicode.Scalar(bytes[index]), 1) }
        guard index + length <= bytes.count else { return nil }
        var value = lead.value
        for offset in 1..<length {
            guard let next = continuing(value, bytes[index + offset]) else { return nil }
            value = next
        }
        return scalar(value, minimum: lead.minimum).map { ($0, length) }
    }
}
