import Testing

@testable import MemorizeNetwork

/// A host and a guest after a CPace run with random scalars: the guest, who speaks first, is the
/// initiator; each side's keys from its own view of the run.
struct Session {
    let host: SessionKeys
    let guest: SessionKeys

    init(hostCode: String = "abcdef", guestCode: String = "abcdef") {
        let sessionID = Sodium.randomBytes(32)
        let guestRun = CPace(password: Array(guestCode.utf8), channelID: [], sessionID: sessionID, role: .initiator)
        let hostRun = CPace(password: Array(hostCode.utf8), channelID: [], sessionID: sessionID, role: .responder)
        let (guestData, hostData) = (Array("Bob".utf8), Array("Ann".utf8))
        guest = SessionKeys(
            isk: guestRun.sessionKey(peerShare: hostRun.share, ownData: guestData, peerData: hostData)!,
            transcript: guestRun.transcript(peerShare: hostRun.share, ownData: guestData, peerData: hostData))
        host = SessionKeys(
            isk: hostRun.sessionKey(peerShare: guestRun.share, ownData: hostData, peerData: guestData)!,
            transcript: hostRun.transcript(peerShare: guestRun.share, ownData: hostData, peerData: guestData))
    }
}

@Suite("Session keys: confirmation tags, and frames sealed with a counter")
struct SessionKeysTests {
    @Test("the same code: each side confirms the other's tag, and a tag never passes for the other side's")
    func confirmation() {
        let session = Session()
        #expect(session.host.confirmation(from: .host).count == 32)
        #expect(session.guest.confirms(session.host.confirmation(from: .host), from: .host))
        #expect(session.host.confirms(session.guest.confirmation(from: .guest), from: .guest))
        #expect(!session.host.confirms(session.host.confirmation(from: .host), from: .guest), "a tag sent back")
        #expect(!session.guest.confirms(Array(session.host.hostConfirmation.dropLast()), from: .host))
    }

    @Test("another code: neither side's tag confirms")
    func wrongCode() {
        let session = Session(hostCode: "abcdef", guestCode: "abcdeg")
        #expect(!session.guest.confirms(session.host.confirmation(from: .host), from: .host))
        #expect(!session.host.confirms(session.guest.confirmation(from: .guest), from: .guest))
    }

    @Test("the two directions have different keys, and a side cannot open what it sealed itself")
    func directions() throws {
        let session = Session()
        #expect(session.host.hostToGuest != session.host.guestToHost)
        #expect(session.host.hostToGuest.count == 32)
        var sealer = session.host.sealer(for: .host)
        var ownOpener = session.host.opener(for: .host)
        #expect(throws: ProtocolError.unreadable) { try ownOpener.open(sealer.seal([1, 2, 3])) }
    }

    @Test("messages open in order both ways, empty ones too; each is 16 bytes longer than its plaintext")
    func roundTrip() throws {
        let session = Session()
        let messages: [[UInt8]] = [Array("choose 3".utf8), [], [UInt8](repeating: 7, count: 70_000), [0]]
        var hostSealer = session.host.sealer(for: .host)
        var guestOpener = session.guest.opener(for: .guest)
        var guestSealer = session.guest.sealer(for: .guest)
        var hostOpener = session.host.opener(for: .host)
        for message in messages {
            let sealed = hostSealer.seal(message)
            #expect(sealed.count == message.count + 16)
            #expect(try guestOpener.open(sealed) == message)
            #expect(try hostOpener.open(guestSealer.seal(message)) == message)
        }
    }

    @Test("the same plaintext sealed twice gives two different ciphertexts: the nonce moved on")
    func freshNonces() {
        var sealer = Session().guest.sealer(for: .guest)
        #expect(sealer.seal([1, 2, 3]) != sealer.seal([1, 2, 3]))
    }

    @Test("a changed byte anywhere, in the text or the tag, fails; and the stream stays refused after")
    func tampering() throws {
        let session = Session()
        var sealer = session.host.sealer(for: .host)
        let sealed = sealer.seal(Array("the board".utf8))
        let next = sealer.seal(Array("the next board".utf8))
        for index in sealed.indices {
            var opener = session.guest.opener(for: .guest)
            var changed = sealed
            changed[index] ^= 0x01
            #expect(throws: ProtocolError.unreadable, "byte \(index)") { try opener.open(changed) }
            #expect(throws: ProtocolError.unreadable, "after a failure") { try opener.open(sealed) }
            #expect(throws: ProtocolError.unreadable) { try opener.open(next) }
        }
        var opener = session.guest.opener(for: .guest)
        #expect(throws: ProtocolError.unreadable, "cut short") { try opener.open(Array(sealed.dropLast())) }
        var shortOpener = session.guest.opener(for: .guest)
        #expect(throws: ProtocolError.unreadable, "shorter than a tag") {
            try shortOpener.open(Array(sealed.prefix(15)))
        }
    }

    @Test("a replayed message fails, and so does one opened before the one sealed ahead of it")
    func replayAndSkip() throws {
        let session = Session()
        var sealer = session.guest.sealer(for: .guest)
        let first = sealer.seal([1])
        let second = sealer.seal([2])
        var replayed = session.host.opener(for: .host)
        #expect(try replayed.open(first) == [1])
        #expect(throws: ProtocolError.unreadable) { try replayed.open(first) }
        var skipped = session.host.opener(for: .host)
        #expect(throws: ProtocolError.unreadable) { try skipped.open(second) }
        #expect(throws: ProtocolError.unreadable, "nor can the dropped one come late") { try skipped.open(first) }
    }

    @Test("a host's frames of one session do not open as a host's frames of another")
    func otherSession() {
        var sealer = Session().host.sealer(for: .host)
        var opener = Session().guest.opener(for: .guest)
        #expect(throws: ProtocolError.unreadable) { try opener.open(sealer.seal([1, 2, 3])) }
    }

    @Test("a failure is one line for a person")
    func description() {
        #expect(ProtocolError.unreadable.description == "the other side's message could not be authenticated")
    }
}
