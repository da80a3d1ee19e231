import Testing

@testable import MemorizeNetwork

@Suite("Joining a table: proving the code with CPace, on both sides")
struct HandshakeTests {
    /// Runs a host and a guest against each other: the host's answer to the hello, the guest's step
    /// after it, and the host's step after the guest's proof (if one was sent).
    static func meet(hostCode: String, guestCode: String) -> (guest: HandshakeStep, host: HandshakeStep?) {
        var host = HostHandshake(code: hostCode)
        var guest = GuestHandshake(code: guestCode)
        guard case .send(let challenge) = host.receive(guest.hello) else { return (.send([]), nil) }
        let guestStep = guest.receive(challenge[0])
        guard case .secured(_, let proof) = guestStep else { return (guestStep, nil) }
        return (guestStep, host.receive(proof[0]))
    }

    @Test("the same code on both sides: both are secured, and each side's channel opens the other's")
    func joined() throws {
        var host = HostHandshake(code: "abcdef")
        var guest = GuestHandshake(code: "abcdef")
        guard case .send(let challenge) = host.receive(guest.hello),
            case .secured(var guestChannel, let proof) = guest.receive(challenge[0]),
            case .secured(var hostChannel, let none) = host.receive(proof[0])
        else {
            Issue.record("the same code did not join")
            return
        }
        #expect(none.isEmpty)
        guard case .sealed(let box) = guestChannel.seal(.join(name: "Bob", watch: false)) else { return }
        #expect(try hostChannel.open(box) == .join(name: "Bob", watch: false))
        guard case .sealed(let back) = hostChannel.seal(.welcome(seat: 1, names: ["Ann", "Bob"])) else { return }
        #expect(try guestChannel.open(back) == .welcome(seat: 1, names: ["Ann", "Bob"]))
        // A host's sealed message does not open as the guest's own direction: the keys differ.
        guard case .sealed(let again) = hostChannel.seal(.ping) else { return }
        #expect(throws: ProtocolError.unreadable) { try hostChannel.open(again) }
    }

    @Test("a guest with another code learns the host does not know it, and sends no proof")
    func wrongCode() {
        let (guest, host) = Self.meet(hostCode: "abcdef", guestCode: "zzzzzz")
        guard case .refuse(let message, let reason, let guessed) = guest else {
            Issue.record("joined with a wrong code: \(guest)")
            return
        }
        #expect(reason.hasPrefix("wrong join code"))
        #expect(guessed)
        #expect(message == .refused("wrong join code"))
        #expect(host == nil, "no proof reached the host")
    }

    @Test("a guest who forges the confirmation is refused, and it counts as a guess")
    func forgedProof() {
        var host = HostHandshake(code: "abcdef")
        let guest = GuestHandshake(code: "abcdef")
        _ = host.receive(guest.hello)
        #expect(host.hasAnsweredAGuess)
        #expect(
            host.receive(.proof([UInt8](repeating: 0, count: 32)))
                == .refuse(send: .refused("wrong join code"), reason: "wrong join code", guessed: true))
    }

    @Test("another protocol version, a malformed hello and a message out of turn are refused with one line")
    func refusals() {
        var old = HostHandshake(code: "abcdef")
        let reason = "the joining side speaks protocol 2 and this host \(WireMessage.version): update both"
        #expect(
            old.receive(.hello(version: 2, nonce: Array(repeating: 1, count: 16), name: "Bob"))
                == .refuse(send: .refused(reason), reason: reason, guessed: false))
        var short = HostHandshake(code: "abcdef")
        guard
            case .refuse(_, let malformed, false) = short.receive(
                .hello(version: WireMessage.version, nonce: [1, 2], name: ""))
        else {
            Issue.record("a short hello was answered")
            return
        }
        #expect(malformed == "the joining side's hello was malformed")
        // The identity point as a share gives no key: refused, not answered.
        var identity = HostHandshake(code: "abcdef")
        let zero = WireMessage.hello(
            version: WireMessage.version, nonce: [UInt8](repeating: 7, count: 16) + [UInt8](repeating: 0, count: 32),
            name: "")
        guard case .refuse = identity.receive(zero) else {
            Issue.record("the identity share was answered")
            return
        }
        var early = HostHandshake(code: "abcdef")
        #expect(
            early.receive(.choose(card: 3, deal: 0))
                == .refuse(
                    send: .refused("the joining side sent a message out of turn"),
                    reason: "the joining side sent a message out of turn", guessed: false))
    }

    @Test("a confirmation recorded from one join fails against the next: each join has its own key")
    func replayedProof() {
        var host = HostHandshake(code: "abcdef")
        var guest = GuestHandshake(code: "abcdef")
        guard case .send(let challenge) = host.receive(guest.hello),
            case .secured(_, let proof) = guest.receive(challenge[0])
        else {
            Issue.record("the first join failed")
            return
        }
        var next = HostHandshake(code: "abcdef")
        _ = next.receive(guest.hello)
        #expect(
            next.receive(proof[0])
                == .refuse(send: .refused("wrong join code"), reason: "wrong join code", guessed: true),
            "the same hello gets a new share from the host, and so a new key")
    }

    @Test("nothing a join sends in the clear contains the code")
    func codeNeverSent() {
        var host = HostHandshake(code: "k7m2qx")
        var guest = GuestHandshake(code: "k7m2qx")
        var sent = guest.hello.encoded()
        if case .send(let challenge) = host.receive(guest.hello) {
            sent += challenge[0].encoded()
            if case .secured(_, let proof) = guest.receive(challenge[0]) { sent += proof[0].encoded() }
        }
        #expect(!sent.isEmpty)
        #expect(!String(decoding: sent, as: UTF8.self).contains("k7m2qx"))
    }
}
