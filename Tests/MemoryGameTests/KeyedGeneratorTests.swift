import Testing

@testable import MemoryGame

/// The computer's generator: SipHash-2-4 in counter mode, keyed by what it is for, seeded by the deal.
@Suite struct KeyedGeneratorTests {
    /// The reference key of the SipHash paper: the bytes 0 to 15.
    private let referenceKey: (UInt64, UInt64) = (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908)
    private let purpose: (UInt64, UInt64) = (0x636F_6D70_7574_6572, 0x6F70_706F_6E65_6E74)

    @Test func sipHashGivesThePapersTestVectors() {
        #expect(SipHash24.hash(bytes: [], key: referenceKey) == 0x726F_DB47_DD0E_0E31)
        #expect(SipHash24.hash(bytes: Array(0..<15), key: referenceKey) == 0xA129_CA61_49BE_45E5)
        #expect(SipHash24.hash(bytes: Array(0..<8), key: referenceKey) == 0x93F5_F579_9A93_2462)
    }

    @Test func hashingWordsIsHashingTheirLittleEndianBytes() {
        for words in [[UInt64](), [0x0706_0504_0302_0100], [42, 7], [.max, 0, 1]] {
            let bytes = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
            #expect(SipHash24.hash(words: words, key: purpose) == SipHash24.hash(bytes: bytes, key: purpose))
        }
    }

    @Test func theSameSeedDrawsTheSameSequenceAndAnotherSeedOrPurposeAnother() {
        func draws(_ seed: UInt64, _ purpose: (UInt64, UInt64)) -> [UInt64] {
            var generator = KeyedGenerator(seed: seed, purpose: purpose)
            return (0..<8).map { _ in generator.next() }
        }
        #expect(draws(9, purpose) == draws(9, purpose))
        #expect(draws(9, purpose) != draws(10, purpose))
        #expect(draws(9, purpose) != draws(9, (purpose.0, purpose.1 ^ 1)))
        #expect(Set(draws(9, purpose)).count == 8)
    }

    /// SplitMix64 runs backwards: undoing its output mix gives its state, and so its seed. The old
    /// computer generator, `SplitMix64(seed ^ constant)`, gave the deal's seed back from one draw;
    /// the keyed generator's draws do not.
    @Test func aDrawDoesNotGiveTheSeedBackAsSplitMix64sDoes() {
        let constant: UInt64 = 0x636F_6D70_7574_6572
        for seed: UInt64 in [0, 1, 9, 12_345, 0xDEAD_BEEF_CAFE_F00D] {
            var old = SplitMix64(seed: seed ^ constant)
            #expect(Self.splitMix64Seed(fromFirstDraw: old.next()) ^ constant == seed, "the weakness is real")
            var keyed = KeyedGenerator(seed: seed, purpose: purpose)
            let draw = keyed.next()
            #expect(Self.splitMix64Seed(fromFirstDraw: draw) ^ constant != seed)
            #expect(Self.splitMix64Seed(fromFirstDraw: draw) != seed)
            #expect(draw != seed)
        }
    }

    /// The seed of a SplitMix64 whose first draw is `draw`: its output mix undone step by step.
    private static func splitMix64Seed(fromFirstDraw draw: UInt64) -> UInt64 {
        func unshift(_ value: UInt64, _ shift: UInt64) -> UInt64 {
            var result = value
            var step = shift
            while step < 64 {
                result = value ^ (result >> shift)
                step += shift
            }
            return value ^ (result >> shift)
        }
        func inverse(_ odd: UInt64) -> UInt64 {
            var inverse = odd
            for _ in 0..<5 { inverse &*= 2 &- odd &* inverse }
            return inverse
        }
        var z = unshift(draw, 31)
        z = unshift(z &* inverse(0x94D0_49BB_1331_11EB), 27)
        z = unshift(z &* inverse(0xBF58_476D_1CE4_E5B9), 30)
        return z &- 0x9E37_79B9_7F4A_7C15
    }
}
