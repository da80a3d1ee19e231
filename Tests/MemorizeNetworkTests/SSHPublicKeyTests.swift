import Testing

@testable import MemorizeNetwork

@Suite("An SSH session's key and its OpenSSH fingerprint")
struct SSHPublicKeyTests {
    // Keys made with ssh-keygen; the fingerprints are what `ssh-keygen -lf` printed for them.
    static let ed25519 = "AAAAC3NzaC1lZDI1NTE5AAAAIDlFVS+aEHQBYkKlx+hLWd6T5nxkKk/kp0E7P2tdq4VT"
    static let ecdsa =
        "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBAYI5JK2xDQoqbBm+0nVW+pAGQFdJadcEok+AcJlSwuHn9i3mUbnOmn1"
        + "iXKLsTz49wrNf4iIqgdr2qNCWGYwwdw="

    @Test("the fingerprint of a key is the one ssh-keygen prints")
    func fingerprints() throws {
        let first = try SSHPublicKey(type: "ssh-ed25519", base64: Self.ed25519)
        #expect(first.fingerprint == "SHA256:v0XMXLutdfSI6BpFmwFKHKgPfeTRnPHNQwBveuMDatc")
        #expect(first.blob.count == 51)
        let second = try SSHPublicKey(type: "ecdsa-sha2-nistp256", base64: Self.ecdsa)
        #expect(second.fingerprint == "SHA256:991W9HBqbtmnqTHemX6zFzWlq8RiH/G1NTp6g6/Z6Wk")
    }

    @Test("SHA-256 is libsodium's: the empty string and \"abc\" give FIPS 180-4's digests")
    func sha256() {
        #expect(hex(Sodium.sha256([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(Sodium.sha256(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test(
        "base64 that is not strict is refused: spaces, other alphabets, padding missing or extra, stray bits",
        arguments: [
            " " + ed25519, ed25519 + " ", String(ed25519.dropLast()), ed25519 + "=", ed25519 + "A",
            String(ed25519.map { $0 == "+" ? "-" : $0 }), String(ed25519.map { $0 == "/" ? "_" : $0 }),
            "", "====", "AAAA\nAAAA",
        ])
    func strictBase64(text: String) {
        #expect(throws: SSHKeyProblem.notBase64) { try SSHPublicKey(type: "ssh-ed25519", base64: text) }
    }

    @Test(
        "a key whose last group is padded needs its padding, and the bits after its last byte zero",
        arguments: [
            String(ecdsa.dropLast()), String(ecdsa.dropLast()) + "==",
            // "w" and "x" differ only in bits past the last byte, which must be zero.
            String(ecdsa.dropLast(2)) + "x=",
        ])
    func strictPadding(text: String) {
        #expect(throws: SSHKeyProblem.notBase64) { try SSHPublicKey(type: "ecdsa-sha2-nistp256", base64: text) }
    }

    @Test("the blob must open with the type the line names, and no key is longer than the limit")
    func blobChecks() {
        #expect(throws: SSHKeyProblem.typeMismatch) { try SSHPublicKey(type: "ssh-ed25518", base64: Self.ed25519) }
        #expect(throws: SSHKeyProblem.malformedBlob) { try SSHPublicKey(type: "ssh-rsa", base64: Self.ed25519) }
        // A blob of three bytes has no room for a length.
        #expect(throws: SSHKeyProblem.malformedBlob) { try SSHPublicKey(type: "ssh-ed25519", base64: "AAAA") }
        // A length that runs past the end of the blob.
        let long = Sodium.base64UnpaddedText([0, 0, 0, 200] + Array("ssh-ed25519".utf8))
        #expect(throws: SSHKeyProblem.malformedBlob) { try SSHPublicKey(type: "ssh-ed25519", base64: long) }
        let huge = String(repeating: "AAAA", count: SSHPublicKey.blobLimit / 3 + 2)
        #expect(throws: SSHKeyProblem.notBase64) { try SSHPublicKey(type: "ssh-ed25519", base64: huge) }
        #expect(throws: SSHKeyProblem.unknownType) { try SSHPublicKey(type: "ssh ed25519", base64: Self.ed25519) }
        #expect(throws: SSHKeyProblem.unknownType) { try SSHPublicKey(type: "", base64: Self.ed25519) }
        #expect(throws: SSHKeyProblem.unknownType) { try SSHPublicKey(type: "ssh-é", base64: Self.ed25519) }
    }

    @Test("sshd's auth file gives the first publickey line's key, and no key for a password login")
    func authInfo() throws {
        let file = "password\npublickey ssh-ed25519 \(Self.ed25519)\npublickey ecdsa-sha2-nistp256 \(Self.ecdsa)\n"
        let key = try SSHPublicKey.fromAuthInfo(Array(file.utf8))
        #expect(key.type == "ssh-ed25519")
        #expect(key.fingerprint == "SHA256:v0XMXLutdfSI6BpFmwFKHKgPfeTRnPHNQwBveuMDatc")
        #expect(throws: SSHKeyProblem.noPublicKey) { try SSHPublicKey.fromAuthInfo(Array("password\n".utf8)) }
        #expect(throws: SSHKeyProblem.noPublicKey) { try SSHPublicKey.fromAuthInfo([]) }
        #expect(throws: SSHKeyProblem.noPublicKey) {
            try SSHPublicKey.fromAuthInfo(Array("publickeys ssh-ed25519 \(Self.ed25519)\n".utf8))
        }
        #expect(throws: SSHKeyProblem.malformedLine) {
            try SSHPublicKey.fromAuthInfo(Array("publickey ssh-ed25519\n".utf8))
        }
        #expect(throws: SSHKeyProblem.notBase64) {
            try SSHPublicKey.fromAuthInfo([UInt8]("publickey ssh-ed25519 AAAA".utf8) + [0xFF, 0xFE, 0x0A])
        }
    }
}
