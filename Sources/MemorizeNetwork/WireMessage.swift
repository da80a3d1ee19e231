import MemoryGame

/// One message of the protocol two terminals play by (version `WireMessage.version`).
///
/// The host holds the deal and judges every choice; the guest is sent only what a player at the table
/// sees: the layout, each card as it turns up, each result. Nothing here can carry the seed or a face
/// that has not been shown.
package enum WireMessage: Hashable, Sendable {
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
    case board(TableBoard)
    /// Host → guest: the whole table as a player there sees it (after joining, or coming back).
    case table(TableState)
    /// Host → guest: what one choice did, and the table after it.
    case choice(TableChoice)
    /// Guest → host: the guest chooses `card` of the board of deal `deal`.
    case choose(card: Int, deal: Int)
    /// Host → guest: the guest's choice of `card` was not acted on, and why (the host paused).
    case ignored(card: Int, reason: String)
    /// Either side, last: it leaves the game; `reason` says so (`Ann left`).
    case ended(reason: String)
    /// Either side: are you there? / yes.
    case ping, pong

    /// The protocol version this build speaks; a peer of another version is refused.
    package static let version = 2

    /// The largest body a frame may have, in bytes: far above any message, far below a flood.
    package static let maximumBody = 65_536
    /// The longest text a message may carry, in bytes (a name, a face, a reason, the cards' states).
    package static let maximumText = 1_024
    /// The most seats, cards, faces and names a message may list, and so the most cards a board
    /// across two terminals may have.
    package static let maximumCount = 512

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
        }
    }
}

/// A new board as the guest lays it out: its name, its size, its rules, its card back.
package struct TableBoard: Hashable, Sendable {
    /// Counts the host's deals, so that a choice meant for an earlier board is known as one.
    package var deal: Int
    /// The variant's name, as the status line shows it.
    package var name: String
    package var cards: Int
    /// Matchismo's rules rather than pairs.
    package var matchismo: Bool
    /// Timed bonus scoring.
    package var timed: Bool
    /// The card back's colors, as `TerminalColor` numbers (the view model converts them).
    package var back: [Int]

    package init(deal: Int, name: String, cards: Int, matchismo: Bool, timed: Bool, back: [Int]) {
        self.deal = deal
        self.name = name
        self.cards = cards
        self.matchismo = matchismo
        self.timed = timed
        self.back = back
    }
}

/// The face of one card that shows: only ever sent for a card face up, matched, or of a finished game.
package struct TableFace: Hashable, Sendable {
    package var card: Int
    package var text: String
    package var ascii: String
    /// What plain mode calls it; empty to read it by its Unicode name.
    package var name: String
    /// Its color, as a `TerminalColor` number.
    package var color: Int

    package init(card: Int, text: String, ascii: String, name: String, color: Int) {
        self.card = card
        self.text = text
        self.ascii = ascii
        self.name = name
        self.color = color
    }
}

/// The table as a player sees it: each card's side, the faces that show, the seats' points and pairs,
/// whose turn it is, the game's score and flips.
package struct TableState: Hashable, Sendable {
    /// The deal this is the table of.
    package var deal: Int
    /// One byte per card: 1 face up, 2 matched, 4 seen.
    package var cards: [UInt8]
    /// In a `.table`, every face that shows; in a `.choice`, the faces the choice showed first.
    package var faces: [TableFace]
    package var scores: [Int]
    package var pairs: [Int]
    /// Whose turn it is.
    package var seat: Int
    package var score: Int
    package var flips: Int
    /// Whether the game is over (a Matchismo game may end with cards left).
    package var over: Bool

    package init(
        deal: Int, cards: [UInt8], faces: [TableFace], scores: [Int], pairs: [Int], seat: Int, score: Int,
        flips: Int, over: Bool = false
    ) {
        self.over = over
        self.deal = deal
        self.cards = cards
        self.faces = faces
        self.scores = scores
        self.pairs = pairs
        self.seat = seat
        self.score = score
        self.flips = flips
    }
}

/// What one choice did, as the game told the host: who chose which card, its events and points,
/// whether it passed the turn, and the table after it.
package struct TableChoice: Hashable, Sendable {
    package var seat: Int
    package var card: Int
    package var events: [ChoiceEvent]
    package var points: Int
    /// The timed multiplier, or nil.
    package var multiplier: Int?
    package var passesTurn: Bool
    package var state: TableState

    package init(
        seat: Int, card: Int, events: [ChoiceEvent], points: Int, multiplier: Int?, passesTurn: Bool,
        state: TableState
    ) {
        self.seat = seat
        self.card = card
        self.events = events
        self.points = points
        self.multiplier = multiplier
        self.passesTurn = passesTurn
        self.state = state
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
            "the other side sent a frame of \(length) bytes (at most \(WireMessage.maximumBody))"
        case .unknownType(let type): "the other side sent a message of unknown type \(type)"
        case .malformed(let what): "the other side sent a malformed message (\(what))"
        case .outOfSequence(let expected, let got):
            "the other side sent message \(got) where \(expected) was due (replayed or out of order)"
        case .unreadable: "the other side's message could not be authenticated"
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
        case .ignored(let card, let reason):
            out.integer(card)
            out.text(reason)
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
                TableBoard(
                    deal: try input.integer(), name: try input.text(), cards: try input.integer(),
                    matchismo: try input.flag(), timed: try input.flag(),
                    back: try input.list { reader throws(ProtocolError) in try reader.integer() }))
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
        case 10: message = .ignored(card: try input.integer(), reason: try input.text())
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

    /// An event as its kind (1 down, 2 up, 3 match, 4 mismatch) and two numbers.
    mutating func event(_ event: ChoiceEvent) {
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

    mutating func state(_ state: TableState) {
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

    mutating func event() throws(ProtocolError) -> ChoiceEvent {
        let kind = try byte()
        let first = try integer()
        let second = try integer()
        switch kind {
        case 1: return .turnedDown(first)
        case 2: return .turnedUp(first, face: second)
        case 3: return .matched(first, second)
        case 4: return .mismatched(first, second)
        default: throw .malformed("an event of kind \(kind)")
        }
    }

    mutating func state() throws(ProtocolError) -> TableState {
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
