import CSodium

/// The few libsodium calls the rest of the module shares: random bytes, a comparison that takes the
/// same time whatever the bytes, SHA-512 and SHA-256, and base64. The network layer writes no cryptographic primitive of
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

    /// The 32-byte SHA-256 digest of `message` (FIPS 180-4): what OpenSSH's `SHA256:` fingerprints hash.
    package static func sha256(_ message: [UInt8]) -> [UInt8] {
        start()
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = crypto_hash_sha256(&digest, message, UInt64(message.count))
        return digest
    }

    /// The bytes that standard base64 text (RFC 4648, with its `=` padding) stands for, or nil when the
    /// text is anything else: a character outside the alphabet, a space, missing or extra padding, or
    /// bits after the last byte that are not zero (libsodium refuses them all, so that one blob has one
    /// spelling). `limit` bounds the bytes, so no text can make a large allocation.
    package static func base64Decoded(_ text: String, limit: Int) -> [UInt8]? {
        start()
        let characters = Array(text.utf8)
        guard !characters.isEmpty, characters.count <= (limit + 2) / 3 * 4 else { return nil }
        var bytes = [UInt8](repeating: 0, count: characters.count / 4 * 3 + 3)
        var length = 0
        let status = characters.withUnsafeBufferPointer { input in
            input.withMemoryRebound(to: CChar.self) { text in
                // No characters to ignore, and no end pointer: the whole text must be base64.
                sodium_base642bin(
                    &bytes, bytes.count, text.baseAddress, text.count, nil, &length, nil,
                    sodium_base64_VARIANT_ORIGINAL)
            }
        }
        guard status == 0, length <= limit else { return nil }
        return Array(bytes[0..<length])
    }

    /// `bytes` in standard base64 without the `=` padding, as OpenSSH writes a fingerprint.
    package static func base64UnpaddedText(_ bytes: [UInt8]) -> String {
        start()
        let variant = sodium_base64_VARIANT_ORIGINAL_NO_PADDING
        var text = [CChar](repeating: 0, count: sodium_base64_encoded_len(bytes.count, variant))
        _ = sodium_bin2base64(&text, text.count, bytes, bytes.count, variant)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
