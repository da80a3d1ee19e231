import Testing

@testable import MemorizeNetwork

@Suite("libsodium's random bytes, comparison and SHA-512")
struct SodiumTests {
    @Test("random bytes come in the count asked, and two draws differ")
    func random() {
        #expect(Sodium.randomBytes(0) == [])
        let first = Sodium.randomBytes(32)
        #expect(first.count == 32)
        #expect(first != Sodium.randomBytes(32))
    }

    @Test("bytes compare equal only when every byte is, and strings of other lengths never do")
    func comparison() {
        let tag = [UInt8](0..<32)
        #expect(Sodium.equal(tag, tag))
        #expect(Sodium.equal([], []))
        #expect(!Sodium.equal(tag, tag.dropLast() + [0]))
        #expect(!Sodium.equal(tag, Array(tag.dropLast())))
        #expect(!Sodium.equal([], [0]))
    }

    // FIPS 180-2, appendix C: "abc" and the two-block message; and the empty message.
    @Test(
        "SHA-512 of the standard's examples",
        arguments: [
            (
                "",
                "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                    + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
            ),
            (
                "abc",
                "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                    + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
                    + "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
                    + "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
            ),
        ])
    func sha512(message: String, digest: String) {
        #expect(hex(Sodium.sha512(Array(message.utf8))) == digest)
    }
}
