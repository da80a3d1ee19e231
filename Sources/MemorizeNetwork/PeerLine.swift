/// One connection as a table's protocol sees it: in the clear until the handshake agrees a key, then
/// every message sealed both ways; when the peer was last heard and last sent to; how many messages
/// it sent this second.
struct PeerLine: Sendable {
    let id: ConnectionID
    /// Set once the code is proved both ways: every message after is sealed with it.
    private(set) var channel: SecureChannel?
    private(set) var lastHeard: Duration
    private(set) var lastSent: Duration
    private var floodSecond: Int64 = -1
    private var floodCount = 0

    init(id: ConnectionID, now: Duration) {
        self.id = id
        lastHeard = now
        lastSent = now
    }

    /// Seals every message from now on with `channel`.
    mutating func secure(with channel: SecureChannel) {
        self.channel = channel
    }

    /// The command that sends `message`: sealed once the line is secured.
    mutating func send(_ message: WireMessage, now: Duration) -> TransportCommand {
        lastSent = now
        guard var channel else { return .send(id, message) }
        let sealed = channel.seal(message)
        self.channel = channel
        return .send(id, sealed)
    }

    /// The message `received` carries: opened once the line is secured (where a message in the clear
    /// is refused), as it is before.
    mutating func open(_ received: WireMessage, now: Duration) throws(ProtocolError) -> WireMessage {
        lastHeard = now
        guard var channel else {
            if case .sealed = received { throw .malformed(TableLineText.sealedBeforeProof.english()) }
            return received
        }
        guard case .sealed(let box) = received else {
            throw .malformed(TableLineText.clearAfterProof.english())
        }
        let message = try channel.open(box)
        self.channel = channel
        switch message {
        case .sealed, .hello, .challenge, .proof: throw .malformed(TableLineText.handshakeInsideSealed.english())
        default: return message
        }
    }

    /// Counts a message from the peer: whether it is over `limit` this second.
    mutating func isFlooding(now: Duration, limit: Int) -> Bool {
        let second = now.components.seconds
        if second != floodSecond {
            floodSecond = second
            floodCount = 0
        }
        floodCount += 1
        return floodCount > limit
    }

    /// The time since the last check was this process stopped: the peer is heard as of `now`.
    mutating func forgiveSilence(now: Duration) {
        lastHeard = now
    }
}
