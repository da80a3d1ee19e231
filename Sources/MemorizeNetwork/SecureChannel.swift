/// A handshake's CPace run on the join code, and what it agrees: the two confirmation tags and the
/// secure channel that seals every message after them.
struct HandshakeExchange: Sendable {
    /// Names this protocol in the generator (CPace's channel identifier): a share made for another
    /// program or version cannot be replayed here.
    static let channelID = Array("memorize table v\(WireMessage.version)".utf8)

    let sessionID: [UInt8]
    private let run: CPace
    private let role: CPace.Role

    /// A run on `code` for session `sessionID` (the joining side picks it fresh and sends it with its
    /// share), with a fresh secret scalar.
    init(code: String, sessionID: [UInt8], role: CPace.Role) {
        self.sessionID = sessionID
        self.role = role
        run = CPace(password: Array(code.utf8), channelID: Self.channelID, sessionID: sessionID, role: role)
    }

    /// This side's share, sent in the clear.
    var share: [UInt8] { run.share }

    /// The keys agreed with the peer's share, or nil when the share is not a valid point.
    func keys(peerShare: [UInt8]) -> HandshakeKeys? {
        guard let isk = run.sessionKey(peerShare: peerShare) else { return nil }
        let keys = SessionKeys(isk: isk, transcript: run.transcript(peerShare: peerShare))
        return HandshakeKeys(keys: keys)
    }
}

/// What a handshake agreed: each side's confirmation tag, and the channel for each side.
struct HandshakeKeys: Sendable {
    /// The session id's size: fresh for each connection, so no two runs share a generator.
    static let sessionIDSize = 16
    /// A ristretto255 share's size.
    static let shareSize = 32

    let keys: SessionKeys

    var hostConfirmation: [UInt8] { keys.hostConfirmation }
    var guestConfirmation: [UInt8] { keys.guestConfirmation }

    /// The channel of `role`'s side: it seals what that side sends and opens what it receives.
    func channel(for role: CPace.Role) -> SecureChannel {
        let side: SessionKeys.Side = role == .responder ? .host : .guest
        return SecureChannel(sealer: keys.sealer(for: side), opener: keys.opener(for: side))
    }

    /// Whether two tags are the same, in constant time.
    static func same(_ left: [UInt8], _ right: [UInt8]) -> Bool { Sodium.equal(left, right) }

    /// A fresh session id, from the system's generator (through libsodium).
    static func newSessionID() -> [UInt8] { Sodium.randomBytes(sessionIDSize) }
}

/// Both directions of a secured connection: what this side sends is sealed, what it receives
/// opened, each with its own key and its own count of messages, so a message replayed, dropped,
/// reordered or altered on the path is refused.
package struct SecureChannel: Sendable, Equatable {
    private var sealer: Sealer
    private var opener: Opener

    init(sealer: Sealer, opener: Opener) {
        self.sealer = sealer
        self.opener = opener
    }

    /// `message`, sealed as this side's next.
    package mutating func seal(_ message: WireMessage) -> WireMessage {
        .sealed(sealer.seal(message.encoded()))
    }

    /// The message inside the peer's next sealed `box`.
    package mutating func open(_ box: [UInt8]) throws(ProtocolError) -> WireMessage {
        try WireMessage.decode(try opener.open(box))
    }

    /// Channels compare by identity of purpose only: a step that hands one out is equal to another
    /// that hands out any (their keys are not to be compared).
    package static func == (lhs: SecureChannel, rhs: SecureChannel) -> Bool { true }
}
