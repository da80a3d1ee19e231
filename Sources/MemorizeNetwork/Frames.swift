/// A message a frame can carry: the table protocol's `WireMessage`, the lobby's `LobbyMessage`.
package protocol FramedMessage: Sendable {
    /// The largest body a frame of this protocol may have, in bytes.
    static var maximumBody: Int { get }
    /// The message's body: its type, then its fields.
    func encoded() -> [UInt8]
    /// Reads a message's body, or says what is wrong with it.
    static func decode(_ body: [UInt8]) throws(ProtocolError) -> Self
}

/// The table protocol's frames.
package typealias FrameWriter = MessageFrameWriter<WireMessage>
/// The table protocol's frames.
package typealias FrameReader = MessageFrameReader<WireMessage>

/// Messages on a byte stream: each frame is its length (four bytes, big-endian, counting what
/// follows), its sequence number (four bytes: 1 for a side's first frame, then one more each), and a
/// message body. The number lets a receiver refuse a frame replayed, dropped or reordered.
package struct MessageFrameWriter<Message: FramedMessage>: Sendable {
    private var sequence: UInt32 = 0

    package init() {}

    /// The bytes that carry `message` as this side's next frame.
    package mutating func frame(_ message: Message) -> [UInt8] {
        sequence &+= 1
        let body = message.encoded()
        return Self.word(UInt32(body.count + 4)) + Self.word(sequence) + body
    }

    static func word(_ value: UInt32) -> [UInt8] { frameWord(value) }
}

/// Four bytes, big-endian: a frame's length or number.
package func frameWord(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
}

/// Reads the other side's frames from bytes as they arrive, in pieces of any size.
///
/// It never holds more than one frame and the piece being read: a length above the limit is refused
/// as soon as its four bytes are in, before the rest arrives, so a peer cannot make it buffer a flood.
package struct MessageFrameReader<Message: FramedMessage>: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0
    private var expected: UInt32 = 1
    /// Set once a frame was refused: the stream cannot be trusted after it.
    private var failure: ProtocolError?

    package init() {}

    /// Bytes read but not yet taken as a whole frame.
    package var pendingByteCount: Int { buffer.count - start }

    /// Takes in bytes read from the peer.
    package mutating func append(_ bytes: [UInt8]) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer += bytes
    }

    /// The next whole message, nil until one has arrived, or the reason the stream is unreadable
    /// (after which every call throws it again).
    package mutating func next() throws(ProtocolError) -> Message? {
        if let failure { throw failure }
        do {
            return try read()
        } catch {
            failure = error
            buffer = []
            start = 0
            throw error
        }
    }

    private mutating func read() throws(ProtocolError) -> Message? {
        guard pendingByteCount >= 4 else { return nil }
        let length = Int(word(at: start))
        guard length >= 5, length <= Message.maximumBody + 4 else { throw .badLength(length) }
        guard pendingByteCount >= 4 + length else { return nil }
        let sequence = word(at: start + 4)
        guard sequence == expected else { throw .outOfSequence(expected: expected, got: sequence) }
        let body = Array(buffer[start + 8..<start + 4 + length])
        start += 4 + length
        if start > 65_536 {
            buffer.removeFirst(start)
            start = 0
        }
        let message = try Message.decode(body)
        expected &+= 1
        return message
    }

    private func word(at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(buffer[offset + $1]) }
    }
}
