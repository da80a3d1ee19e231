import MemorizeTestSupport
import Testing

@testable import MemorizeNetwork

/// What a stranger who recorded a join can do with it. The old challenge let them try every code
/// offline against the host's HMAC; under CPace a guess can only be tested with a secret scalar.
///
/// For each guessed code the attacker can compute the generator g; the shares Ya and Yb are public.
/// Telling the right code from a wrong one would take K = ya·yb·g, and from g, Ya and Yb alone that is
/// the Diffie-Hellman problem. Nor does "is Ya a multiple of g?" help: ristretto255 has prime order, so
/// every share is some multiple of every guessed generator, and which one is a discrete logarithm.
/// The test forms what an attacker without a scalar can form for each guess (K taken as g, Ya or Yb,
/// the points they hold) and checks that no tag it gives matches the recorded ones, for the right code
/// as for 10,000 wrong ones; then shows that the same search, given the guest's scalar, finds the code
/// at once, so the search would notice a leak.
@Suite("A recorded join against the right code and 10,000 wrong ones")
struct OfflineGuessTests {
    static let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
    static let code = "k7m2pq"
    static let sessionID = [UInt8](0..<16)
    static let channelID = Array("memorize".utf8)
    static let guestData = Array("Bob".utf8)
    static let hostData = Array("Ann".utf8)
    static let guestScalar = bytes(hex: "da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4ff0976d08")
    static let hostScalar = bytes(hex: "d2316b454718c35362d83d69df6320f38578ed5984651435e2949762d900b80d")

    /// What went over the wire in a join: the session id, both shares with their data, and both tags.
    struct Recording {
        let guestShare: [UInt8]
        let hostShare: [UInt8]
        let transcript: [UInt8]
        let hostTag: [UInt8]
        let guestTag: [UInt8]
    }

    static func record() throws -> Recording {
        let guest = CPace(
            password: Array(code.utf8), channelID: channelID, sessionID: sessionID, role: .initiator,
            scalar: guestScalar)
        let host = CPace(
            password: Array(code.utf8), channelID: channelID, sessionID: sessionID, role: .responder,
            scalar: hostScalar)
        let isk = try #require(host.sessionKey(peerShare: guest.share, ownData: hostData, peerData: guestData))
        let transcript = host.transcript(peerShare: guest.share, ownData: hostData, peerData: guestData)
        let keys = SessionKeys(isk: isk, transcript: transcript)
        return Recording(
            guestShare: guest.share, hostShare: host.share, transcript: transcript,
            hostTag: keys.confirmation(from: .host), guestTag: keys.confirmation(from: .guest))
    }

    /// The right code and 10,000 others, in a fixed order spread over all 31^6 codes.
    static func guesses() -> [String] {
        var codes = [code]
        var seen: Set = [code]
        var index = 0
        while codes.count < 10_001 {
            var value = (index &* 104_729 &+ 12_345) % 887_503_681
            index += 1
            let guess = String(
                (0..<6).map { _ in
                    defer { value /= alphabet.count }
                    return alphabet[value % alphabet.count]
                })
            if seen.insert(guess).inserted { codes.append(guess) }
        }
        return codes
    }

    /// Whether the keys from `point` as K reproduce either recorded tag.
    static func matches(_ point: [UInt8], _ recording: Recording) -> Bool {
        let isk = CPace.intermediateSessionKey(sessionID: sessionID, point: point, transcript: recording.transcript)
        let keys = SessionKeys(isk: isk, transcript: recording.transcript)
        return keys.confirms(recording.hostTag, from: .host) || keys.confirms(recording.guestTag, from: .guest)
    }

    @Test("without a scalar no guess reproduces a tag, the right code no more than a wrong one", .computing)
    func withoutScalar() throws {
        let recording = try Self.record()
        // K as one of the shares does not depend on the guess: one check covers every code.
        #expect(!Self.matches(recording.guestShare, recording))
        #expect(!Self.matches(recording.hostShare, recording))
        var matching: [String] = []
        for guess in Self.guesses() {
            let generator = CPace.generator(
                password: Array(guess.utf8), channelID: Self.channelID, sessionID: Self.sessionID)
            if Self.matches(generator, recording) { matching.append(guess) }
        }
        #expect(matching == [])
    }

    @Test(
        "with the guest's scalar the same search finds the code, and only it: the search would see a leak", .computing)
    func withScalar() throws {
        let recording = try Self.record()
        let found = Self.guesses().filter { guess in
            let generator = CPace.generator(
                password: Array(guess.utf8), channelID: Self.channelID, sessionID: Self.sessionID)
            return CPace.multiply(generator, by: Self.guestScalar) == recording.guestShare
        }
        #expect(found == [Self.code])
        // And with it, the recorded host share gives the recorded tags.
        let point = try #require(CPace.multiply(recording.hostShare, by: Self.guestScalar))
        #expect(Self.matches(point, recording))
    }
}
