/// One message of the protocol two terminals play by (version `WireMessage.version`).
///
/// The host holds the deal and judges every choice; the guest is sent only what a player at the table
/// sees: the layout, each card as it turns up, each result. Nothing here can carry the seed or a face
/// that has not been shown.
package enum WireMessage: Equatable, Sendable {
    /// Guest → host, first: the protocol version it speaks, a fresh nonce and the guest's name.
    case hello(version: Int, nonce: [UInt8], name: String)
    /// Host → guest: the host's nonce and its proof that it knows the join code.
    case challenge(nonce: [UInt8], proof: [UInt8])
    /// Guest → host: the guest's proof that it knows the join code.
    case proof([UInt8])
    /// Host → guest: joined; the guest sits at `seat` of the named seats.
    case welcome(seat: Int, names: [String])
    /// Either side, last: why the other side is refused or the session ends, in one line.
    case refused(String)
    /// Host → guest: a new board, all face down.
    case board(theme: String, cards: Int, columns: Int, rules: String, timed: Bool)
    /// Host → guest: `seat` turned `card` up, showing `face` (named `name` for speech).
    case turnedUp(card: Int, face: String, name: String, seat: Int)
    /// Host → guest: what a choice came to, and every seat's points and pairs after it.
    case result(seat: Int, card: Int, match: Bool?, points: Int, pairsLeft: Int, scores: [Int], pairs: [Int])
    /// Host → guest: it is `seat`'s turn.
    case turn(seat: Int)
    /// Guest → host: the guest chooses `card`.
    case choose(card: Int)
    /// Host → guest: the game is over; `reason` says why (`All pairs found!`).
    case ended(reason: String)
    /// Either side: are you there? / yes.
    case ping, pong

    /// The protocol version this build speaks; a peer of another version is refused.
    package static let version = 1

    /// The largest body a frame may have, in bytes: far above any message, far below a flood.
    package static let maximumBody = 16_384
    /// The longest text a message may carry, in bytes (a name, a face, a reason).
    package static let maximumText = 1_024
    /// The most seats, cards and names a message may list.
    package static let maximumCount = 64

    fileprivate var type: UInt8 {
        switch self {
        case .hello: 1
        case .challenge: 2
        case .proof: 3
        case .welcome: 4
        case .refused: 5
        case .board: 6
        case .turnedUp: 7
        case .result: 8
        case .turn: 9
        case .choose: 10
        case .ended: 11
        case .ping: 12
        case .pong: 13
        }
    }
}

/// Why a peer's bytes cannot be read: each ends the session with one line that says so.
package enum ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A frame longer than `WireMessage.maximumBody`, or of length zero.
    case badLength(Int)
    /// A message type this version does not know.
    case unknownType(UInt8)
    /// A message whose fields end early, run past their limits, or leave bytes over.
    case malformed(String)
    /// A frame numbered out of order: replayed, dropped or reordered.
    case outOfSequence(expected: UInt32, got: UInt32)

    package var description: String {
        switch self {
        case .badLength(let length):
            "the other side sent a frame of \(length) bytes (at most \(WireMessage.maximumBody))"
        case .unknownType(let type): "the other side sent a message of unknown type \(type)"
        case .malformed(let what): "the other side sent a malformed message (\(what))"
        case .outOfSequence(let expected, let got):
            "the other side sent message \(got) where \(expected) was due (replayed or out of order)"
        }
    }
}

// MARK: - Encoding

extension WireMessage {
    /// The message's body: its type, then its fields.
    package func encoded() -> [UInt8] {
        var out = FieldWriter()
        out.byte(type)
        switch self {
        case .hello(let version, let nonce, let name):
            out.integer(version)
            out.bytes(nonce)
            out.text(name)
        case .challenge(let nonce, let proof):
            out.bytes(nonce)
            out.bytes(proof)
        case .proof(let mac): out.bytes(mac)
        case .welcome(let seat, let names):
            out.integer(seat)
            out.list(names) { $0.text($1) }
        case .refused(let reason): out.text(reason)
        case .board(let theme, let cards, let columns, let rules, let timed):
            out.text(theme)
            out.integer(cards)
            out.integer(columns)
            out.text(rules)
            out.flag(timed)
        case .turnedUp(let card, let face, let name, let seat):
            out.integer(card)
            out.text(face)
            out.text(name)
            out.integer(seat)
        case .result(let seat, let card, let match, let points, let pairsLeft, let scores, let pairs):
            out.integer(seat)
            out.integer(card)
            out.byte(match.map { $0 ? 1 : 0 } ?? 2)
            out.integer(points)
            out.integer(pairsLeft)
            out.list(scores) { $0.integer($1) }
            out.list(pairs) { $0.integer($1) }
        case .turn(let seat): out.integer(seat)
        case .choose(let card): out.integer(card)
        case .ended(let reason): out.text(reason)
        case .ping, .pong: break
        }
        return out.bytes
    }

    /// Reads a message's body, or says what is wrong with it.
    package static func decode(_ body: [UInt8]) throws(ProtocolError) -> WireMessage {
        var input = FieldReader(body)
        let type = try input.byte()
        let message: WireMessage
        switch type {
        case 1: message = .hello(version: try input.integer(), nonce: try input.bytes(), name: try input.text())
        case 2: message = .challenge(nonce: try input.bytes(), proof: try input.bytes())
        case 3: message = .proof(try input.bytes())
        case 4:
            message = .welcome(
                seat: try input.integer(), names: try input.list { reader throws(ProtocolError) in try reader.text() })
        case 5: message = .refused(try input.text())
        case 6:
            message = .board(
                theme: try input.text(), cards: try input.integer(), columns: try input.integer(),
                rules: try input.text(),
                timed: try input.flag())
        case 7:
            message = .turnedUp(
                card: try input.integer(), face: try input.text(), name: try input.text(), seat: try input.integer())
        case 8:
            let seat = try input.integer()
            let card = try input.integer()
            let match: Bool?
            switch try input.byte() {
            case 0: match = false
            case 1: match = true
            case 2: match = nil
            case let other: throw .malformed("a match flag of \(other)")
            }
            message = .result(
                seat: seat, card: card, match: match, points: try input.integer(), pairsLeft: try input.integer(),
                scores: try input.list { reader throws(ProtocolError) in try reader.integer() },
                pairs: try input.list { reader throws(ProtocolError) in try reader.integer() })
        case 9: message = .turn(seat: try input.integer())
        case 10: message = .choose(card: try input.integer())
        case 11: message = .ended(reason: try input.text())
        case 12: message = .ping
        case 13: message = .pong
        default: throw .unknownType(type)
        }
        guard input.isAtEnd else { throw .malformed("\(input.remaining) bytes after the last field") }
        return message
    }
}

/// Fields as bytes: integers as four bytes, big-endian, two's complement; text and bytes as a
/// two-byte length and the bytes; a list as a two-byte count and its elements.
private struct FieldWriter {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func integer(_ value: Int) {
        let word = UInt32(bitPattern: Int32(clamping: value))
        bytes += (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) }
    }

    mutating func bytes(_ value: [UInt8]) {
        let count = min(value.count, WireMessage.maximumText)
        bytes += [UInt8(count >> 8), UInt8(count & 0xFF)] + value.prefix(count)
    }

    mutating func text(_ value: String) { bytes(Array(value.utf8)) }

    mutating func list<T>(_ values: [T], _ element: (inout FieldWriter, T) -> Void) {
        let count = min(values.count, WireMessage.maximumCount)
        bytes += [UInt8(count >> 8), UInt8(count & 0xFF)]
        for value in values.prefix(count) { element(&self, value) }
    }
}

/// Reads the fields `FieldWriter` writes, refusing anything short, too long or not UTF-8.
private struct FieldReader {
    private let body: [UInt8]
    private var offset = 0

    init(_ body: [UInt8]) { self.body = body }

    var isAtEnd: Bool { offset == body.count }
    var remaining: Int { body.count - offset }

    mutating func byte() throws(ProtocolError) -> UInt8 {
        guard offset < body.count else { throw .malformed("it ends early") }
        defer { offset += 1 }
        return body[offset]
    }

    mutating func flag() throws(ProtocolError) -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        case let other: throw .malformed("a flag of \(other)")
        }
    }

    mutating func integer() throws(ProtocolError) -> Int {
        var word: UInt32 = 0
        for _ in 0..<4 { word = word << 8 | UInt32(try byte()) }
        return Int(Int32(bitPattern: word))
    }

    private mutating func count(limit: Int) throws(ProtocolError) -> Int {
        let count = Int(try byte()) << 8 | Int(try byte())
        guard count <= limit else { throw .malformed("a count of \(count), at most \(limit)") }
        return count
    }

    mutating func bytes() throws(ProtocolError) -> [UInt8] {
        let count = try count(limit: WireMessage.maximumText)
        guard remaining >= count else { throw .malformed("it ends early") }
        defer { offset += count }
        return Array(body[offset..<offset + count])
    }

    mutating func text() throws(ProtocolError) -> String {
        let bytes = try bytes()
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .malformed("text that is not UTF-8") }
        return text
    }

    mutating func list<T>(_ element: (inout FieldReader) throws(ProtocolError) -> T) throws(ProtocolError) -> [T] {
        let count = try count(limit: WireMessage.maximumCount)
        var values: [T] = []
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }
}
