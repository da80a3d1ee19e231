import Testing

@testable import MemorizeNetwork

@Suite("Joining a game: the handshake on both sides")
struct HandshakeTests {
    static let guestNonce = [UInt8](repeating: 1, count: 16)
    static let hostNonce = [UInt8](repeating: 2, count: 16)

    /// Runs a host and a guest against each other until one joins or refuses; returns both last steps.
    static func meet(hostCode: String, guestCode: String) -> (host: HandshakeStep, guest: HandshakeStep) {
        var host = HostHandshake(code: hostCode, nonce: hostNonce, hostName: "Ann")
        var guest = GuestHandshake(code: guestCode, nonce: guestNonce, name: "Bob")
        var hostStep = host.receive(guest.hello)
        guard case .send(let challenge) = hostStep else { return (hostStep, .send([])) }
        let guestStep = guest.receive(challenge[0])
        guard case .send(let proof) = guestStep else { return (hostStep, guestStep) }
        hostStep = host.receive(proof[0])
        guard case .joined(_, let seat, let names) = hostStep else { return (hostStep, guestStep) }
        return (hostStep, guest.receive(.welcome(seat: seat, names: names)))
    }

    @Test("the same code on both sides: both are in, the guest at seat 2 of Ann and Bob")
    func joined() {
        let (host, guest) = Self.meet(hostCode: "abcdef", guestCode: "abcdef")
        #expect(host == .joined(name: "Bob", seat: 1, names: ["Ann", "Bob"]))
        #expect(guest == .joined(name: "Ann", seat: 1, names: ["Ann", "Bob"]))
    }

    @Test("a guest with another code learns the host does not know it, and sends no proof")
    func wrongCode() {
        let (_, guest) = Self.meet(hostCode: "abcdef", guestCode: "zzzzzz")
        guard case .refuse(let message, let reason) = guest else {
            Issue.record("joined with a wrong code: \(guest)")
            return
        }
        #expect(reason.hasPrefix("the host does not know this join code"))
        if case .proof = message { Issue.record("a proof was sent to a host that could not prove the code") }
    }

    @Test("a guest who forges the proof is refused: wrong join code")
    func forgedProof() {
        var host = HostHandshake(code: "abcdef", nonce: Self.hostNonce, hostName: "Ann")
        _ = host.receive(.hello(version: WireMessage.version, nonce: Self.guestNonce, name: "Eve"))
        #expect(
            host.receive(.proof([UInt8](repeating: 0, count: 32)))
                == .refuse(send: .refused("wrong join code"), reason: "wrong join code"))
    }

    @Test("another protocol version, a message out of turn, and a replayed proof are refused with one line")
    func refusals() {
        var old = HostHandshake(code: "abcdef", nonce: Self.hostNonce, hostName: "Ann")
        guard
            case .refuse(_, let reason) = old.receive(
                .hello(version: WireMessage.version + 1, nonce: Self.guestNonce, name: "Bob"))
        else {
            Issue.record("a version 2 guest was let in")
            return
        }
        #expect(
            reason
                == "the guest speaks protocol \(WireMessage.version + 1) and this host \(WireMessage.version): update both"
        )
        var early = HostHandshake(code: "abcdef", nonce: Self.hostNonce, hostName: "Ann")
        #expect(
            early.receive(.choose(card: 3, deal: 0))
                == .refuse(
                    send: .refused("the guest sent a message out of turn"),
                    reason: "the guest sent a message out of turn"))
        // A proof recorded from one exchange fails against the next exchange's fresh host nonce.
        let recorded = JoinCode.proof(
            code: "abcdef", side: .guest, guestNonce: Self.guestNonce, hostNonce: Self.hostNonce)
        var next = HostHandshake(code: "abcdef", nonce: [UInt8](repeating: 3, count: 16), hostName: "Ann")
        _ = next.receive(.hello(version: WireMessage.version, nonce: Self.guestNonce, name: "Eve"))
        #expect(next.receive(.proof(recorded)) == .refuse(send: .refused("wrong join code"), reason: "wrong join code"))
    }
}
