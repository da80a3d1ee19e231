/// What a step of a handshake asks of its caller.
package enum HandshakeStep: Equatable, Sendable {
    /// Send these messages and wait for the next.
    case send([WireMessage])
    /// The other side is in: the host has a guest of this name; the guest sits at `seat`.
    case joined(name: String, seat: Int, names: [String])
    /// Send this refusal (if any) and close: the line says why, on both sides.
    case refuse(send: WireMessage?, reason: String)
}

/// The host's side of joining: a hello of the right version, then a proof of the code; anything else
/// out of turn, a wrong version or a wrong proof is refused with one line.
package struct HostHandshake: Sendable {
    private enum State {
        case waitingForHello
        case waitingForProof([UInt8])
        case done
    }

    private let code: String
    private let nonce: [UInt8]
    private let hostName: String
    private var state = State.waitingForHello
    private var guestName = ""

    /// A host waiting for a guest who knows `code`; `nonce` must be fresh random bytes.
    package init(code: String, nonce: [UInt8], hostName: String) {
        self.code = code
        self.nonce = nonce
        self.hostName = hostName
    }

    /// The step after `message` from the guest.
    package mutating func receive(_ message: WireMessage) -> HandshakeStep {
        switch (state, message) {
        case (.waitingForHello, .hello(let version, let guestNonce, let name)):
            guard version == WireMessage.version else {
                state = .done
                let reason = "the guest speaks protocol \(version) and this host \(WireMessage.version): update both"
                return .refuse(send: .refused(reason), reason: reason)
            }
            guard guestNonce.count >= 16 else { return refuse("the guest's hello was malformed") }
            guestName = String(name.prefix(32))
            state = .waitingForProof(guestNonce)
            let proof = JoinCode.proof(code: code, side: .host, guestNonce: guestNonce, hostNonce: nonce)
            return .send([.challenge(nonce: nonce, proof: proof)])
        case (.waitingForProof(let guestNonce), .proof(let mac)):
            let expected = JoinCode.proof(code: code, side: .guest, guestNonce: guestNonce, hostNonce: nonce)
            guard SHA256.same(mac, expected) else { return refuse("wrong join code") }
            state = .done
            let names = [hostName, guestName]
            return .joined(name: guestName, seat: 1, names: names)
        case (_, .refused(let reason)):
            state = .done
            return .refuse(send: nil, reason: "the guest left: \(reason)")
        default:
            return refuse("the guest sent a message out of turn")
        }
    }

    private mutating func refuse(_ reason: String) -> HandshakeStep {
        state = .done
        return .refuse(send: .refused(reason), reason: reason)
    }
}

/// The guest's side of joining: its hello, the host's proof checked (a stranger posing as the host
/// learns nothing from the guest's), then its own proof and the welcome.
package struct GuestHandshake: Sendable {
    private enum State { case waitingForChallenge, waitingForWelcome, done }

    private let code: String
    private let nonce: [UInt8]
    private let name: String
    private var state = State.waitingForChallenge

    /// A guest who knows `code`; `nonce` must be fresh random bytes.
    package init(code: String, nonce: [UInt8], name: String) {
        self.code = code
        self.nonce = nonce
        self.name = name
    }

    /// The first message, sent on connecting.
    package var hello: WireMessage { .hello(version: WireMessage.version, nonce: nonce, name: name) }

    /// The step after `message` from the host.
    package mutating func receive(_ message: WireMessage) -> HandshakeStep {
        switch (state, message) {
        case (.waitingForChallenge, .challenge(let hostNonce, let proof)):
            let expected = JoinCode.proof(code: code, side: .host, guestNonce: nonce, hostNonce: hostNonce)
            guard SHA256.same(proof, expected) else {
                return refuse("the host does not know this join code: check the code, or the address")
            }
            state = .waitingForWelcome
            return .send([.proof(JoinCode.proof(code: code, side: .guest, guestNonce: nonce, hostNonce: hostNonce))])
        case (.waitingForWelcome, .welcome(let seat, let names)):
            state = .done
            return .joined(name: names.first ?? "Host", seat: seat, names: names)
        case (_, .refused(let reason)):
            state = .done
            return .refuse(send: nil, reason: "the host refused: \(reason)")
        default:
            return refuse("the host sent a message out of turn")
        }
    }

    private mutating func refuse(_ reason: String) -> HandshakeStep {
        state = .done
        return .refuse(send: .refused(reason), reason: reason)
    }
}
