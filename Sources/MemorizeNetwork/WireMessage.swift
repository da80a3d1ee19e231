import MemorizeTable
import MemoryGame

/// One message of the protocol a table across terminals plays by (version `WireMessage.version`).
///
/// The host holds the deal and judges every choice; the guest is sent only what a player at the table
/// sees: the layout, each card as it turns up, each result. Nothing here can carry the seed or a face
/// that has not been shown.
package enum WireMessage: Hashable, Sendable, FramedMessage {
    /// Joining → host, first and in the clear: the protocol version it speaks, then (from version 3)
    /// the session id and its CPace share. The layout is version 2's (`name` is empty), so that a host
    /// of either version can name both versions when it refuses.
    case hello(version: Int, nonce: [UInt8], name: String)
    /// Host → joining, in the clear: the host's CPace share and its key-confirmation tag.
    case challenge(nonce: [UInt8], proof: [UInt8])
    /// Joining → host, in the clear: its key-confirmation tag. Every message after it is sealed.
    case proof([UInt8])
    /// Host → joining: seated at `seat` (or watching, `seat` -1) of the named seats.
    case welcome(seat: Int, names: [String])
    /// Either side, last: why the other side is refused or the session ends, in one line.
    case refused(String)
    /// Host → seats and spectators: a new board, all face down.
    case board(TableBoard)
    /// Host → seats and spectators: the whole table as a player there sees it.
    case table(TableState)
    /// Host → seats and spectators: what one choice did, and the table after it.
    case choice(TableChoice)
    /// Seat → host: it chooses `card` of the board of deal `deal`.
    case choose(card: Int, deal: Int)
    /// Host → seat: its choice of `card` of deal `deal` was not acted on, and why.
    case ignored(card: Int, deal: Int, reason: String)
    /// Either side, last: it leaves the table; `reason` says so (`Ann left the game`).
    case ended(reason: String)
    /// Either side: are you there? / yes.
    case ping, pong
    /// Either side, after the proofs: another message, encrypted and authenticated with the key the
    /// handshake agreed (`SealedChannel`); a relay sees only its length.
    case sealed([UInt8])
    /// Joining → host, sealed: the name to sit under, or to watch under.
    case join(name: String, watch: Bool)
    /// Host → seats and spectators: the seats' names as they fill, in turn order.
    case seats([String])
    /// Host → seats and spectators: the player at `seat` is away for now, and why.
    case away(seat: Int, reason: String)
    /// Host → seats and spectators: the player at `seat` is back.
    case back(seat: Int)
    /// Host → seats and spectators: the player at `seat` left for good; the game under way ends.
    case stopped(seat: Int)

    /// The protocol version this build speaks; a peer of another version is refused.
    package static let version = 4

    /// The largest body a frame may have, in bytes: far above any message, far below a flood.
    package static let maximumBody = 65_536
    /// The longest text a message may carry, in bytes (a name, a face, a reason, the cards' states).
    package static let maximumText = 1_024
    /// The most seats, cards, faces and names a message may list.
    package static let maximumCount = TableLimits.maximumCards

    fileprivate var type: UInt8 {
        switch self {
        case .hello: 1
        case .challenge: 2
        case .proof: 3
        case .welcome: 4
        case .refused: 5
        case .board: 6
        case .table: 7
        case .choice: 8
        case .choose: 9
        case .ignored: 10
        case .ended: 11
        case .ping: 12
        case .pong: 13
        case .sealed: 14
        case .join: 15
        case .seats: 16
        case .away: 17
        case .back: 18
        case .stopped: 19
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
    /// A sealed message that does not open: changed on the way, replayed, reordered, one dropped
    /// before it, or sealed under another session's key.
    case unreadable

    package var description: String {
        switch self {
        case .badLength(let length):
            TableLineText.frameLength.english("\(length)", "\(WireMessage.maximumBody)")
        case .unknownType(let type): TableLineText.unknownType.english("\(type)")
        case .malformed(let what): TableLineText.malformed.english(what)
        case .outOfSequence(let expected, let got):
            TableLineText.outOfSequence.english("\(got)", "\(expected)")
        case .unreadable: TableLineText.unreadable.english()
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
        case .board(let board):
            out.integer(board.deal)
            out.text(board.name)
            out.integer(board.cards)
            out.flag(board.matchismo)
            out.flag(board.timed)
            out.list(board.back) { $0.integer($1) }
            // Version 4: whether a pair is two different cards.
            out.flag(board.differentPairs)
        case .table(let state): out.state(state)
        case .choice(let choice):
            out.integer(choice.seat)
            out.integer(choice.card)
            out.list(choice.events) { $0.event($1) }
            out.integer(choice.points)
            out.flag(choice.multiplier != nil)
            out.integer(choice.multiplier ?? 0)
            out.flag(choice.passesTurn)
            out.state(choice.state)
        case .choose(let card, let deal):
            out.integer(card)
            out.integer(deal)
        case .ignored(let card, let deal, let reason):
            out.integer(card)
            out.integer(deal)
            out.text(reason)
        case .ended(let reason): out.text(reason)
        case .ping, .pong: break
        case .sealed(let box): out.bytes += box
        case .join(let name, let watch):
            out.text(name)
            out.flag(watch)
        case .seats(let names): out.list(names) { $0.text($1) }
        case .away(let seat, let reason):
            out.integer(seat)
            out.text(reason)
        case .back(let seat), .stopped(let seat): out.integer(seat)
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
                TableBoard(
                    deal: try input.integer(), name: try input.text(), cards: try input.integer(),
                    matchismo: try input.flag(), timed: try input.flag(),
                    back: try input.list { reader throws(ProtocolError) in try reader.integer() },
                    differentPairs: try input.flag()))
        case 7: message = .table(try input.state())
        case 8:
            let seat = try input.integer()
            let card = try input.integer()
            let events = try input.list { reader throws(ProtocolError) in try reader.event() }
            let points = try input.integer()
            let timed = try input.flag()
            let multiplier = try input.integer()
            message = .choice(
                TableChoice(
                    seat: seat, card: card, events: events, points: points, multiplier: timed ? multiplier : nil,
                    passesTurn: try input.flag(), state: try input.state()))
        case 9: message = .choose(card: try input.integer(), deal: try input.integer())
        case 10: message = .ignored(card: try input.integer(), deal: try input.integer(), reason: try input.text())
        case 11: message = .ended(reason: try input.text())
        case 12: message = .ping
        case 13: message = .pong
        case 14: message = .sealed(input.rest())
        case 15: message = .join(name: try input.text(), watch: try input.flag())
        case 16: message = .seats(try input.list { reader throws(ProtocolError) in try reader.text() })
        case 17: message = .away(seat: try input.integer(), reason: try input.text())
        case 18: message = .back(seat: try input.integer())
        case 19: message = .stopped(seat: try input.integer())
        default: throw .unknownType(type)
        }
        guard input.isAtEnd else { throw .malformed(TableLineText.bytesAfterLastField.english("\(input.remaining)")) }
        return message
    }
}

/// Fields as bytes: integers as four bytes, big-endian, two's complement; text and bytes as a
/// two-byte length and the bytes; a list as a two-byte count and its elements.
package struct FieldWriter {
    package var bytes: [UInt8] = []

    package init() {}

    package mutating func byte(_ value: UInt8) { bytes.append(value) }

    package mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func integer(_ value: Int) {
        let word = UInt32(bitPattern: Int32(clamping: value))
        bytes += (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) }
    }

    package mutating func bytes(_ value: [UInt8]) {
        let count = min(value.count, WireMessage.maximumText)
        bytes += [UInt8(count >> 8), UInt8(count & 0xFF)] + value.prefix(count)
    }

    package mutating func text(_ value: String) { bytes(Array(value.utf8)) }

    package mutating func list<T>(_ values: [T], _ element: (inout FieldWriter, T) -> Void) {
        let count = min(values.count, WireMessage.maximumCount)
        bytes += [UInt8(count >> 8), UInt8(count & 0xFF)]
        for value in values.prefix(count) { element(&self, value) }
    }

    /// An event as its kind (1 down, 2 up, 3 match, 4 mismatch) and two numbers.
    package mutating func event(_ event: ChoiceEvent) {
        let (kind, first, second): (UInt8, Int, Int) =
            switch event {
            case .turnedDown(let card): (1, card, 0)
            case .turnedUp(let card, let face): (2, card, face)
            case .matched(let first, let second): (3, first, second)
            case .mismatched(let first, let second): (4, first, second)
            }
        byte(kind)
        integer(first)
        integer(second)
    }

    package mutating func state(_ state: TableState) {
        integer(state.deal)
        bytes(state.cards)
        list(state.faces) { out, face in
            out.integer(face.card)
            out.text(face.text)
            out.text(face.ascii)
            out.text(face.name)
            out.integer(face.color)
        }
        list(state.scores) { $0.integer($1) }
        list(state.pairs) { $0.integer($1) }
        integer(state.seat)
        integer(state.score)
        integer(state.flips)
        flag(state.over)
    }
}

/// Reads the fields `FieldWriter` writes, refusing anything short, too long or not UTF-8.
package struct FieldReader {
    private let body: [UInt8]
    private var offset = 0

    package init(_ body: [UInt8]) { self.body = body }

    package var isAtEnd: Bool { offset == body.count }
    package var remaining: Int { body.count - offset }

    package mutating func byte() throws(ProtocolError) -> UInt8 {
        guard offset < body.count else { throw .malformed(TableLineText.endsEarly.english()) }
        defer { offset += 1 }
        return body[offset]
    }

    /// Every byte left: a sealed message's box, whose length is the frame's.
    package mutating func rest() -> [UInt8] {
        defer { offset = body.count }
        return Array(body[offset...])
    }

    package mutating func flag() throws(ProtocolError) -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        case let other: throw .malformed(TableLineText.flagOf.english("\(other)"))
        }
    }

    package mutating func integer() throws(ProtocolError) -> Int {
        var word: UInt32 = 0
        for _ in 0..<4 { word = word << 8 | UInt32(try byte()) }
        return Int(Int32(bitPattern: word))
    }

    private mutating func count(limit: Int) throws(ProtocolError) -> Int {
        let count = Int(try byte()) << 8 | Int(try byte())
        guard count <= limit else { throw .malformed(TableLineText.countOf.english("\(count)", "\(limit)")) }
        return count
    }

    package mutating func bytes() throws(ProtocolError) -> [UInt8] {
        let count = try count(limit: WireMessage.maximumText)
        guard remaining >= count else { throw .malformed(TableLineText.endsEarly.english()) }
        defer { offset += count }
        return Array(body[offset..<offset + count])
    }

    package mutating func text() throws(ProtocolError) -> String {
        let bytes = try bytes()
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .malformed(TableLineText.notUTF8.english())
        }
        return text
    }

    package mutating func list<T>(_ element: (inout FieldReader) throws(ProtocolError) -> T) throws(ProtocolError)
        -> [T]
    {
        let count = try count(limit: WireMessage.maximumCount)
        var values: [T] = []
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }

    package mutating func event() throws(ProtocolError) -> ChoiceEvent {
        let kind = try byte()
        let first = try integer()
        let second = try integer()
        switch kind {
        case 1: return .turnedDown(first)
        case 2: return .turnedUp(first, face: second)
        case 3: return .matched(first, second)
        case 4: return .mismatched(first, second)
        default: throw .malformed(TableLineText.eventOfKind.english("\(kind)"))
        }
    }

    package mutating func state() throws(ProtocolError) -> TableState {
        let deal = try integer()
        let cards = try bytes()
        let faces = try list { reader throws(ProtocolError) in
            TableFace(
                card: try reader.integer(), text: try reader.text(), ascii: try reader.text(), name: try reader.text(),
                color: try reader.integer())
        }
        return TableState(
            deal: deal, cards: cards, faces: faces,
            scores: try list { reader throws(ProtocolError) in try reader.integer() },
            pairs: try list { reader throws(ProtocolError) in try reader.integer() }, seat: try integer(),
            score: try integer(), flips: try integer(), over: try flag())
    }
}
