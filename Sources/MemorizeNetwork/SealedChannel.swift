import CSodium

/// Seals the messages one side sends, with ChaCha20-Poly1305 (RFC 8439, libsodium's
/// `crypto_aead_chacha20poly1305_ietf`) under one direction's key of `SessionKeys`.
///
/// The nonce is a count of the messages sealed, from 0: it never repeats for a key, and the other
/// side's `Opener` counts the same way, so a message replayed, dropped or reordered fails to open
/// without any number on the wire. A random nonce would need the 192 bits of XChaCha20; a counter
/// needs none of that. Each copy of a sealer counts on its own: seal with one copy only.
package struct Sealer: Sendable {
    private let key: [UInt8]
    private var counter: UInt64 = 0

    init(key: [UInt8]) {
        precondition(key.count == crypto_aead_chacha20poly1305_ietf_KEYBYTES, "a key has 32 bytes")
        Sodium.start()
        self.key = key
    }

    /// The next message sealed: `plaintext` encrypted, then its 16-byte tag.
    package mutating func seal(_ plaintext: [UInt8]) -> [UInt8] {
        precondition(counter < .max, "a key seals at most 2^64 - 1 messages")
        var ciphertext = [UInt8](
            repeating: 0, count: plaintext.count + Int(crypto_aead_chacha20poly1305_ietf_ABYTES))
        var length: UInt64 = 0
        _ = crypto_aead_chacha20poly1305_ietf_encrypt(
            &ciphertext, &length, plaintext, UInt64(plaintext.count), nil, 0, nil, nonce(counter), key)
        counter += 1
        return ciphertext
    }
}

/// Opens the other side's sealed messages in the order they were sealed.
///
/// A message that does not open (changed in any byte, replayed, out of order, one skipped, or sealed
/// under another key) throws, and so does every message after it: the stream cannot be trusted once
/// one message failed, as with `FrameReader`.
package struct Opener: Sendable {
    private let key: [UInt8]
    private var counter: UInt64 = 0
    private var failed = false

    init(key: [UInt8]) {
        precondition(key.count == crypto_aead_chacha20poly1305_ietf_KEYBYTES, "a key has 32 bytes")
        Sodium.start()
        self.key = key
    }

    /// The plaintext of the next message.
    /// - Throws: `ProtocolError.unreadable` when `ciphertext` is not the next message sealed under
    ///   this key, or an earlier one was not.
    package mutating func open(_ ciphertext: [UInt8]) throws(ProtocolError) -> [UInt8] {
        let tagBytes = Int(crypto_aead_chacha20poly1305_ietf_ABYTES)
        guard !failed, ciphertext.count >= tagBytes, counter < .max else { throw fail() }
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count - tagBytes)
        var length: UInt64 = 0
        let status = crypto_aead_chacha20poly1305_ietf_decrypt(
            &plaintext, &length, nil, ciphertext, UInt64(ciphertext.count), nil, 0, nonce(counter), key)
        guard status == 0 else { throw fail() }
        counter += 1
        return plaintext
    }

    private mutating func fail() -> ProtocolError {
        failed = true
        return .unreadable
    }
}

/// The 96-bit nonce of message `counter`: the count, little-endian, then four zero bytes.
private func nonce(_ counter: UInt64) -> [UInt8] {
    (0..<Int(crypto_aead_chacha20poly1305_ietf_NPUBBYTES)).map {
        $0 < 8 ? UInt8(truncatingIfNeeded: counter >> (8 * $0)) : 0
    }
}
