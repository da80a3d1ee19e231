import CSodium

/// The few libsodium calls the rest of the module shares: random bytes, a comparison that takes the
/// same time whatever the bytes, and SHA-512. The network layer writes no cryptographic primitive of
/// its own; every hash, group operation, MAC, cipher and random byte comes from libsodium.
package enum Sodium {
    /// libsodium's one-time set-up (it picks the fastest code for this processor and opens the
    /// system's random source). A static let runs once, under the runtime's lock, whichever thread
    /// touches it first; a failure means no random source, and nothing safe can be done without one.
    private static let initialized: Void = {
        precondition(sodium_init() >= 0, "libsodium could not start: no random source")
    }()

    /// Makes sure libsodium is set up before any other call into it.
    static func start() { _ = initialized }

    /// `count` bytes from the system's generator, for scalars, nonces and codes.
    package static func randomBytes(_ count: Int) -> [UInt8] {
        start()
        var bytes = [UInt8](repeating: 0, count: count)
        randombytes_buf(&bytes, count)
        return bytes
    }

    /// Whether two byte strings are equal, in a time that depends on their length alone, so that how
    /// long a check of a tag takes says nothing of how close a forgery came. Strings of different
    /// lengths are unequal (a length is no secret here).
    package static func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        start()
        guard left.count == right.count else { return false }
        return sodium_memcmp(left, right, left.count) == 0
    }

    /// The 64-byte SHA-512 digest of `message` (FIPS 180-4): CPace's hash on ristretto255.
    package static func sha512(_ message: [UInt8]) -> [UInt8] {
        start()
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha512_BYTES))
        _ = crypto_hash_sha512(&digest, message, UInt64(message.count))
        return digest
    }
}
