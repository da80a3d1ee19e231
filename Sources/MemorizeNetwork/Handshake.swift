/// What a step of a handshake asks of its caller.
package enum HandshakeStep: Equatable, Sendable {
    /// Send these messages, in the clear, and wait for the next.
    case send([WireMessage])
    /// The code is proved both ways: send these in the clear (the guest's proof), then seal every
    /// message after them with `channel`.
    case secured(SecureChannel, send: [WireMessage])
    /// Send this refusal (if any) and close: the line says why, on both sides. `guessed` says the
    /// peer tried a code and it was wrong (it counts toward retiring the code).
    case refuse(send: WireMessage?, reason: String, guessed: Bool)
}

/// The host's side of proving the join code, for one connection: a hello of this version carrying
/// a CPace share, then the joining side's confirmation of the key.
///
/// The host answers the hello with its own share and confirmation; neither lets anyone test a code
/// offline (CPace: the key depends on both sides' secret scalars), so each connection is at most one
/// guess, and the table counts it as one unless the proof that follows is right.
package struct HostHandshake: Sendable {
    private enum State: Sendable {
        case waitingForHello
        case waitingForProof(HandshakeKeys)
        case done
    }

    private let code: String
    private var state = State.waitingForHello

    /// A host's handshake for one connection, with the table's current `code`.
    package init(code: String) {
        self.code = code
    }

    /// Whether the peer has been sent a confirmation it could check a guess against: a connection
    /// that leaves now has had its one guess.
    package var hasAnsweredAGuess: Bool {
        if case .waitingForProof = state { return true }
        return false
    }

    /// The step after `message` from the joining side.
    package mutating func receive(_ message: WireMessage) -> HandshakeStep {
        switch (state, message) {
        case (.waitingForHello, .hello(let version, let hello, _)):
            guard version == WireMessage.version else {
                state = .done
                let reason = TableLineText.versionMismatch.english("\(version)", "\(WireMessage.version)")
                return .refuse(send: .refused(reason), reason: reason, guessed: false)
            }
            guard hello.count == HandshakeKeys.sessionIDSize + HandshakeKeys.shareSize else {
                return refuse(TableLineText.helloMalformed.english())
            }
            let sessionID = Array(hello.prefix(HandshakeKeys.sessionIDSize))
            let guestShare = Array(hello.suffix(HandshakeKeys.shareSize))
            let exchange = HandshakeExchange(code: code, sessionID: sessionID, role: .responder)
            guard let keys = exchange.keys(peerShare: guestShare) else {
                return refuse(TableLineText.helloMalformed.english())
            }
            state = .waitingForProof(keys)
            return .send([.challenge(nonce: exchange.share, proof: keys.hostConfirmation)])
        case (.waitingForProof(let keys), .proof(let tag)):
            state = .done
            guard HandshakeKeys.same(tag, keys.guestConfirmation) else {
                let reason = TableLineText.wrongCode.english()
                return .refuse(send: .refused(reason), reason: reason, guessed: true)
            }
            return .secured(keys.channel(for: .responder), send: [])
        case (_, .refused(let reason)):
            let guessed = hasAnsweredAGuess
            state = .done
            return .refuse(send: nil, reason: TableLineText.joinerGaveUp.english(reason), guessed: guessed)
        default:
            return refuse(TableLineText.joinerOutOfTurn.english())
        }
    }

    private mutating func refuse(_ reason: String) -> HandshakeStep {
        let guessed = hasAnsweredAGuess
        state = .done
        return .refuse(send: .refused(reason), reason: reason, guessed: guessed)
    }
}

/// The joining side's half: its hello with a CPace share, then the host's confirmation checked (a
/// stranger posing as the host learns nothing from it), then its own confirmation.
package struct GuestHandshake: Sendable {
    private enum State: Sendable { case waitingForChallenge, done }

    private let exchange: HandshakeExchange
    private var state = State.waitingForChallenge

    /// A joining side that knows `code`; `sessionID` must be fresh random bytes
    /// (`HandshakeKeys.sessionIDSize` of them).
    package init(code: String, sessionID: [UInt8]) {
        exchange = HandshakeExchange(code: code, sessionID: sessionID, role: .initiator)
    }

    /// A joining side with a fresh session id.
    package init(code: String) {
        self.init(code: code, sessionID: HandshakeKeys.newSessionID())
    }

    /// The first message, sent on connecting: the version, the session id and the share.
    package var hello: WireMessage {
        .hello(version: WireMessage.version, nonce: exchange.sessionID + exchange.share, name: "")
    }

    /// The step after `message` from the host.
    package mutating func receive(_ message: WireMessage) -> HandshakeStep {
        switch (state, message) {
        case (.waitingForChallenge, .challenge(let hostShare, let tag)):
            state = .done
            guard let keys = exchange.keys(peerShare: hostShare), HandshakeKeys.same(tag, keys.hostConfirmation) else {
                let reason = TableLineText.wrongCodeCheck.english()
                return .refuse(send: .refused(TableLineText.wrongCode.english()), reason: reason, guessed: true)
            }
            return .secured(keys.channel(for: .initiator), send: [.proof(keys.guestConfirmation)])
        case (_, .refused(let reason)):
            state = .done
            return .refuse(send: nil, reason: TableLineText.hostRefused.english(reason), guessed: false)
        default:
            state = .done
            let reason = TableLineText.hostOutOfTurn.english()
            return .refuse(send: .refused(reason), reason: reason, guessed: false)
        }
    }
}
