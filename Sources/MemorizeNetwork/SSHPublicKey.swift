/// The public key an SSH session was opened with, as sshd reports it, and the fingerprint that names
/// a player of the lobby.
///
/// sshd's `ExposeAuthInfo yes` writes the methods a session passed to a file named by `SSH_USER_AUTH`,
/// a key as `publickey TYPE BASE64` (the base64 of the key's wire blob). The fingerprint is OpenSSH's
/// own (`ssh-keygen -lf`): `SHA256:` and the unpadded base64 of the blob's SHA-256, so an operator can
/// match a player with the key they sent.
package struct SSHPublicKey: Equatable, Sendable {
    /// The key's type as its blob names it (`ssh-ed25519`, `ecdsa-sha2-nistp256`, a certificate type).
    package let type: String
    /// The key in SSH's wire form, as the client sent it.
    package let blob: [UInt8]

    /// The largest blob taken: an RSA key of 16,384 bits is about 2 KB, a certificate a few more.
    package static let blobLimit = 16_384

    /// OpenSSH's fingerprint of the key: `SHA256:` then 43 characters of base64.
    package var fingerprint: String {
        "SHA256:" + Sodium.base64UnpaddedText(Sodium.sha256(blob))
    }

    /// The key of a `publickey TYPE BASE64` line, checked: the base64 strict, the blob within the limit,
    /// and the type the blob starts with the one the line names.
    package init(type: String, base64: String) throws(SSHKeyProblem) {
        guard Self.isKeyType(type) else { throw .unknownType }
        guard let blob = Sodium.base64Decoded(base64, limit: Self.blobLimit) else { throw .notBase64 }
        // The blob opens with its type as an SSH string: a 4-byte big-endian length, then the name.
        guard blob.count >= 4 else { throw .malformedBlob }
        let length = blob[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard length == type.utf8.count, blob.count >= 4 + length else { throw .malformedBlob }
        guard blob[4..<(4 + length)].elementsEqual(type.utf8) else { throw .typeMismatch }
        self.type = type
        self.blob = blob
    }

    /// Whether `text` can be a key type: a short word of ASCII letters, digits and `-.@`, as every
    /// OpenSSH type name is (a `@` for the vendor types such as `sk-ssh-ed25519@openssh.com`).
    private static func isKeyType(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "@"):
                    true
                default: false
                }
            }
    }

    /// The key of the first `publickey` line in the text of sshd's `SSH_USER_AUTH` file.
    ///
    /// - Throws: `.noPublicKey` when no line is one (a password or keyboard-interactive login, or an
    ///   empty file), or what the line's key is refused for.
    package static func fromAuthInfo(_ bytes: [UInt8]) throws(SSHKeyProblem) -> SSHPublicKey {
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let words = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
            guard words.first?.elementsEqual("publickey".utf8) == true else { continue }
            // Only ASCII is ever valid here; anything else fails the checks below, not the decoding.
            let text = words.dropFirst().map { String(decoding: $0, as: UTF8.self) }
            guard text.count >= 2 else { throw .malformedLine }
            return try SSHPublicKey(type: text[0], base64: text[1])
        }
        throw .noPublicKey
    }
}

/// Why the key of an SSH session is refused.
package enum SSHKeyProblem: Error, Equatable, Sendable {
    /// The session was not opened with a public key.
    case noPublicKey
    /// A `publickey` line without its type and key.
    case malformedLine
    /// The type is not a word an SSH key type can be.
    case unknownType
    /// The key is not strict base64, or is longer than any key.
    case notBase64
    /// The blob does not start with a type.
    case malformedBlob
    /// The blob's type is not the one the line names.
    case typeMismatch

    /// What went wrong, for a person.
    package var reason: String {
        switch self {
        case .noPublicKey: "this session was not opened with an SSH key"
        case .malformedLine: "sshd's record of the key has no key in it"
        case .unknownType: "sshd's record of the key names no key type"
        case .notBase64: "sshd's record of the key is not a key"
        case .malformedBlob: "sshd's record of the key is not a key"
        case .typeMismatch: "sshd's record of the key names another type than the key's"
        }
    }
}
