import Testing
import UTF8Samples

@testable import MemorizeText

/// The one UTF-8 decoder: the same answer as the standard library's strict decoder for every byte
/// sequence of one to four bytes it is tried on, and what `RawText` makes of bytes that are not UTF-8.
@Suite("Strict UTF-8")
struct StrictUTF8Tests {
    /// The scalar the standard library decodes from all of `bytes`, or nil when they are not exactly one.
    private static func standard(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), UTF8.width(scalar) == bytes.count else {
            return nil
        }
        return scalar
    }

    /// The scalar `StrictUTF8` decodes from all of `bytes`, or nil.
    private static func strict(_ bytes: [UInt8]) -> Unicode.Scalar? {
        guard let (scalar, length) = StrictUTF8.scalar(in: bytes, at: 0), length == bytes.count else { return nil }
        return scalar
    }

    @Test("every sequence of one or two bytes, and every lead of three and four, as the standard library")
    func agreesWithTheStandardLibrary() {
        for first in UInt8.min...UInt8.max {
            #expect(Self.strict([first]) == Self.standard([first]), "\(first)")
            for second in UInt8.min...UInt8.max {
                let two = [first, second]
                if Self.strict(two) != Self.standard(two) { Issue.record("\(two)") }
                guard first >= 0xE0 else { continue }
                for third: UInt8 in [0x00, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
                    let three = [first, second, third]
                    if Self.strict(three) != Self.standard(three) { Issue.record("\(three)") }
                    guard first >= 0xF0 else { continue }
                    for fourth: UInt8 in [0x41, 0x80, 0xBF, 0xC0] {
                        let four = three + [fourth]
                        if Self.strict(four) != Self.standard(four) { Issue.record("\(four)") }
                    }
                }
            }
        }
    }

    @Test("a sequence cut short by the end of the bytes is not a scalar")
    func cutShort() {
        for bytes: [UInt8] in [[0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x8E]] {
            #expect(StrictUTF8.scalar(in: bytes, at: 0) == nil)
        }
        #expect(StrictUTF8.scalar(in: [0x41, 0xC3, 0xA9], at: 1)?.scalar == "é")
    }

    @Test("RawText keeps every byte that is not UTF-8 as its stand-in, and gives the bytes back")
    func rawTextOnInvalidBytes() {
        for bytes in UTF8Samples.invalid {
            let text = RawText.decoding(bytes)
            #expect(text.unicodeScalars.allSatisfy { RawText.rawByte($0) != nil || $0.isASCII }, "\(bytes)")
            #expect(RawText.bytes(of: text) == bytes)
        }
        // U+10FFFF is among the stand-ins' own code points, which are kept byte by byte.
        for bytes in UTF8Samples.valid where bytes != [0xF4, 0x8F, 0xBF, 0xBF] {
            #expect(RawText.decoding(bytes) == String(decoding: bytes, as: UTF8.self))
        }
        #expect(RawText.bytes(of: RawText.decoding([0xF4, 0x8F, 0xBF, 0xBF])) == [0xF4, 0x8F, 0xBF, 0xBF])
    }
}
