/// A random number generator whose draws are SipHash-2-4 of a secret-free key, a seed and a counter:
/// a keyed hash in counter mode.
///
/// SplitMix64 runs backwards: one of its draws gives back its state, and a generator seeded from a
/// deal's seed would give back the seed, and the seed the whole board. Here every draw is a hash that
/// compresses 256 bits of state into 64, so no draw says anything about the seed or about another
/// draw (short of searching all 2⁶⁴ seeds). The computer opponent draws from one of these, derived
/// from the deal's seed (SPEC §7.2: "derived one-way from the deal").
public struct KeyedGenerator: RandomNumberGenerator, Sendable {
    /// The hash key: which use the draws are for, so two uses of one seed draw unrelated numbers.
    private let key: (UInt64, UInt64)
    private let seed: UInt64
    private var counter: UInt64 = 0

    /// A generator for the use `purpose` (any two words; a different purpose draws other numbers)
    /// whose sequence is fixed by `seed`.
    public init(seed: UInt64, purpose: (UInt64, UInt64)) {
        key = purpose
        self.seed = seed
    }

    /// Returns the next value: the hash of the seed and how many values came before it.
    public mutating func next() -> UInt64 {
        defer { counter &+= 1 }
        return SipHash24.hash(words: [seed, counter], key: key)
    }
}

/// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed hash of a message of bytes to 64 bits.
///
/// Internal: only `KeyedGenerator` draws from it, and a hash in the library's public API would be one
/// more thing to keep for its users.
enum SipHash24 {
    /// The hash of `bytes` under the 128-bit `key` (its two words little-endian, as the reference
    /// code reads a 16-byte key).
    static func hash(bytes: [UInt8], key: (UInt64, UInt64)) -> UInt64 {
        var state = State(key: key)
        var index = 0
        while index + 8 <= bytes.count {
            state.compress(word(bytes, at: index, count: 8))
            index += 8
        }
        // The last word: the bytes left over, and the message length in its top byte.
        let last = word(bytes, at: index, count: bytes.count - index) | UInt64(truncatingIfNeeded: bytes.count) << 56
        state.compress(last)
        return state.finish()
    }

    /// The hash of `words`, each as its eight bytes little-endian: the same as `hash(bytes:key:)` of
    /// those bytes, without building them.
    static func hash(words: [UInt64], key: (UInt64, UInt64)) -> UInt64 {
        var state = State(key: key)
        for word in words { state.compress(word) }
        state.compress(UInt64(truncatingIfNeeded: words.count * 8) << 56)
        return state.finish()
    }

    private static func word(_ bytes: [UInt8], at start: Int, count: Int) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<count { word |= UInt64(bytes[start + offset]) << (8 * offset) }
        return word
    }

    private struct State {
        var v0: UInt64
        var v1: UInt64
        var v2: UInt64
        var v3: UInt64

        init(key: (UInt64, UInt64)) {
            v0 = key.0 ^ 0x736F_6D65_7073_6575
            v1 = key.1 ^ 0x646F_7261_6E64_6F6D
            v2 = key.0 ^ 0x6C79_6765_6E65_7261
            v3 = key.1 ^ 0x7465_6462_7974_6573
        }

        mutating func round() {
            v0 &+= v1
            v1 = v1.rotatedLeft(by: 13) ^ v0
            v0 = v0.rotatedLeft(by: 32)
            v2 &+= v3
            v3 = v3.rotatedLeft(by: 16) ^ v2
            v0 &+= v3
            v3 = v3.rotatedLeft(by: 21) ^ v0
            v2 &+= v1
            v1 = v1.rotatedLeft(by: 17) ^ v2
            v2 = v2.rotatedLeft(by: 32)
        }

        /// Two rounds per word of the message.
        mutating func compress(_ word: UInt64) {
            v3 ^= word
            round()
            round()
            v0 ^= word
        }

        /// Four rounds, then the four words folded into one.
        mutating func finish() -> UInt64 {
            v2 ^= 0xFF
            round()
            round()
            round()
            round()
            return v0 ^ v1 ^ v2 ^ v3
        }
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
