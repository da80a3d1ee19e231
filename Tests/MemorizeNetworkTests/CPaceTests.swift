import Testing

@testable import MemorizeNetwork

/// The test vectors of draft-irtf-cfrg-cpace-21, appendix "Test vector for CPace using group
/// ristretto255 and hash SHA-512", and of its string functions (appendix "CPace function definitions"):
/// https://github.com/cfrg/draft-irtf-cfrg-cpace/blob/draft-irtf-cfrg-cpace-21/draft-irtf-cfrg-cpace.md
@Suite("CPace on ristretto255 with SHA-512, against the draft's test vectors")
struct CPaceTests {
    enum Vector {
        static let password = Array("Password".utf8)
        static let channelID = bytes(hex: "0b415f696e69746961746f720b425f726573706f6e646572")
        static let sessionID = bytes(hex: "7e4b4791d6a8ef019b936c79fb7f2c57")
        static let initiatorData = Array("ADa".utf8)
        static let responderData = Array("ADb".utf8)
        static let initiatorScalar = bytes(
            hex: """
                da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4f
                f0976d08
                """)
        static let responderScalar = bytes(
            hex: """
                d2316b454718c35362d83d69df6320f38578ed5984651435e2949762
                d900b80d
                """)
        static let initiatorShare = """
            d6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0eec
            482b9157
            """
        static let responderShare = """
            3ea7e0b19560d7c0b0f5734f63b955286dfa8232b5ebe63324e2d9e7
            433f7258
            """

        static var initiator: CPace {
            CPace(
                password: password, channelID: channelID, sessionID: sessionID, role: .initiator,
                scalar: initiatorScalar)
        }
        static var responder: CPace {
            CPace(
                password: password, channelID: channelID, sessionID: sessionID, role: .responder,
                scalar: responderScalar)
        }
    }

    @Test("prepend_len and lv_cat: LEB128 lengths, one byte below 128 and two from 128")
    func lengthValue() {
        #expect(hex(CPace.prependLength([])) == "00")
        #expect(hex(CPace.prependLength(Array("1234".utf8))) == "0431323334")
        #expect(CPace.prependLength(Array(0..<127)) == [0x7f] + Array(0..<127))
        #expect(CPace.prependLength(Array(0..<128)) == [0x80, 0x01] + Array(0..<128))
        #expect(
            hex(CPace.lengthValue(Array("1234".utf8), Array("5".utf8), [], Array("678".utf8)))
                == "043132333401350003363738")
    }

    @Test("transcript_ir: the initiator's share and data first")
    func transcript() {
        #expect(
            hex(
                CPace.transcript(
                    initiatorShare: Array("123".utf8), initiatorData: Array("PartyA".utf8),
                    responderShare: Array("234".utf8), responderData: Array("PartyB".utf8)))
                == "03313233065061727479410332333406506172747942")
        #expect(
            hex(
                CPace.transcript(
                    initiatorShare: Array("3456".utf8), initiatorData: Array("PartyA".utf8),
                    responderShare: Array("2345".utf8), responderData: Array("PartyB".utf8)))
                == "043334353606506172747941043233343506506172747942")
    }

    @Test("the generator string (100 bytes of padding), its hash, and the generator g")
    func generator() {
        let string = CPace.generatorString(
            password: Vector.password, channelID: Vector.channelID, sessionID: Vector.sessionID)
        #expect(
            string
                == bytes(
                    hex: """
                        11435061636552697374726574746f3235350850617373776f726464
                        00000000000000000000000000000000000000000000000000000000
                        00000000000000000000000000000000000000000000000000000000
                        00000000000000000000000000000000000000000000000000000000
                        00000000000000000000000000000000180b415f696e69746961746f
                        720b425f726573706f6e646572107e4b4791d6a8ef019b936c79fb7f
                        2c57
                        """))
        #expect(
            Sodium.sha512(string)
                == bytes(
                    hex: """
                        da6d3ddc8802fca9058755ffd3ebde08a9c2c74945901a258482a288
                        b6663af06bf645c93cd1c51512307199c80e84908916d983b34af772
                        05f90851a657ee27
                        """))
        #expect(
            CPace.generator(password: Vector.password, channelID: Vector.channelID, sessionID: Vector.sessionID)
                == bytes(
                    hex: """
                        222b6b195fe84b1652badb6f6a3ae3d24341e7306967f0b8115b40d5
                        698c7e56
                        """))
    }

    @Test("the shares Ya and Yb from the vector's scalars")
    func shares() {
        #expect(Vector.initiator.share == bytes(hex: Vector.initiatorShare))
        #expect(Vector.responder.share == bytes(hex: Vector.responderShare))
    }

    @Test("K on both sides, and the initiator-responder ISK on both sides")
    func sessionKey() {
        let sharedPoint = bytes(
            hex: """
                80b69a8a76457ab6a4d7f887a4bf6b55a2f80ac19c333f917a05fc98
                87c8b40f
                """)
        #expect(Vector.initiator.sharedPoint(peerShare: bytes(hex: Vector.responderShare)) == sharedPoint)
        #expect(Vector.responder.sharedPoint(peerShare: bytes(hex: Vector.initiatorShare)) == sharedPoint)
        let isk = bytes(
            hex: """
                b69effbf61b51d56401c0f65601abe428de8206feaaf0e32198896dc
                ae7b35cd2b38950a39dfd5d4a79164614c2984f7daa460b588c1e80c
                3fa2068af7900447
                """)
        #expect(
            Vector.initiator.sessionKey(
                peerShare: bytes(hex: Vector.responderShare), ownData: Vector.initiatorData,
                peerData: Vector.responderData) == isk)
        #expect(
            Vector.responder.sessionKey(
                peerShare: bytes(hex: Vector.initiatorShare), ownData: Vector.responderData,
                peerData: Vector.initiatorData) == isk)
        let transcript = bytes(
            hex: """
                20d6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0e
                ec482b915703414461203ea7e0b19560d7c0b0f5734f63b955286dfa
                8232b5ebe63324e2d9e7433f725803414462
                """)
        #expect(
            Vector.responder.transcript(
                peerShare: bytes(hex: Vector.initiatorShare), ownData: Vector.responderData,
                peerData: Vector.initiatorData) == transcript)
    }

    @Test("scalar_mult_vfy: the valid case, then an invalid encoding and the identity, both refused")
    func scalarMultiplication() {
        let scalar = bytes(hex: "7cd0e075fa7955ba52c02759a6c90dbbfc10e6d40aea8d283e407d88cf538a05")
        #expect(
            CPace.multiply(bytes(hex: "2c3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c"), by: scalar)
                == bytes(hex: "7c13645fe790a468f62c39beb7388e541d8405d1ade69d1778c5fe3e7f6b600e"))
        #expect(
            CPace.multiply(bytes(hex: "2b3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c"), by: scalar)
                == nil)
        #expect(CPace.multiply([UInt8](repeating: 0, count: 32), by: scalar) == nil)
    }

    @Test(
        "a share that is the identity, not canonical, not a point, or not 32 bytes gives no key",
        arguments: [
            [UInt8](repeating: 0, count: 32),
            // The field's prime p: the canonical encoding of 0 is all zeros, so p is refused.
            bytes(hex: "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
            // 1 is odd: ristretto255 encodings are the non-negative (even) field elements.
            [1] + [UInt8](repeating: 0, count: 31),
            // The draft's invalid Y_i1: the first byte of a valid point changed.
            bytes(hex: "2b3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c"),
            [UInt8](repeating: 0xff, count: 32),
            Array(bytes(hex: Vector.responderShare).dropLast()),
            bytes(hex: Vector.responderShare) + [0],
            [],
        ])
    func refusedShares(share: [UInt8]) {
        #expect(Vector.initiator.sessionKey(peerShare: share) == nil)
        #expect(Vector.responder.sessionKey(peerShare: share) == nil)
    }

    @Test("random scalars: both roles derive the same 64-byte key; another password or session id does not")
    func randomRuns() throws {
        let code = Array("abcdef".utf8)
        let sessionID = Sodium.randomBytes(32)
        func keys(guestCode: [UInt8], guestSessionID: [UInt8]) -> (guest: [UInt8]?, host: [UInt8]?) {
            let guest = CPace(password: guestCode, channelID: [], sessionID: guestSessionID, role: .initiator)
            let host = CPace(password: code, channelID: [], sessionID: sessionID, role: .responder)
            return (
                guest.sessionKey(peerShare: host.share, ownData: [1], peerData: [2]),
                host.sessionKey(peerShare: guest.share, ownData: [2], peerData: [1])
            )
        }
        let same = keys(guestCode: code, guestSessionID: sessionID)
        let key = try #require(same.guest)
        #expect(key.count == 64)
        #expect(same.host == key)
        let wrongCode = keys(guestCode: Array("abcdeg".utf8), guestSessionID: sessionID)
        #expect(wrongCode.guest != nil && wrongCode.host != nil && wrongCode.guest != wrongCode.host)
        let otherSession = keys(guestCode: code, guestSessionID: Sodium.randomBytes(32))
        #expect(otherSession.guest != otherSession.host)
        // Associated data seen differently by the two sides gives different keys too.
        let guest = CPace(password: code, channelID: [], sessionID: sessionID, role: .initiator)
        let host = CPace(password: code, channelID: [], sessionID: sessionID, role: .responder)
        #expect(
            guest.sessionKey(peerShare: host.share, ownData: [1], peerData: [2])
                != host.sessionKey(peerShare: guest.share, ownData: [2], peerData: [9]))
        #expect(guest.share != CPace(password: code, channelID: [], sessionID: sessionID, role: .initiator).share)
    }
}
