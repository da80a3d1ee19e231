import MemorizeNetwork
import MemorizeTable

// The lobby's messages as bytes, in the table protocol's fields (`FieldWriter`, `FieldReader`): a
// type byte, then the fields; a table message is its own body after the type.

extension LobbyMessage {
    /// The message's body: its type, then its fields.
    package func encoded() -> [UInt8] {
        var out = FieldWriter()
        out.byte(type)
        switch self {
        case .hello(let version, let fingerprint, let name, let language, let plain):
            out.integer(version)
            out.text(fingerprint)
            out.text(name)
            out.text(language)
            out.flag(plain)
        case .chooseName(let name), .welcome(let name): out.text(name)
        case .notice(let line), .refused(let line): out.text(line)
        case .refresh, .leave, .daily, .again, .goodbye, .ping, .pong: break
        case .newTable(let request):
            out.text(request.theme)
            out.flag(request.matchismo)
            out.flag(request.timed)
            out.integer(request.seats)
            out.text(request.computer)
        case .join(let table, let seat):
            out.integer(table)
            out.integer(seat)
        case .watch(let table): out.integer(table)
        case .lobby(let snapshot):
            out.text(snapshot.name)
            out.list(Array(snapshot.tables.prefix(Self.maximumListed))) { out, table in
                out.integer(table.id)
                out.text(table.theme)
                out.text(table.mode)
                out.list(table.seats) { $0.text($1) }
                out.list(table.away) { $0.integer($1) }
                out.list(table.spectators) { $0.text($1) }
                out.flag(table.started)
            }
            out.text(snapshot.day)
            out.integer(snapshot.dailyNumber)
            out.flag(snapshot.playedToday)
            out.list(Array(snapshot.board.prefix(Self.maximumListed))) { out, entry in
                out.text(entry.name)
                out.integer(entry.score)
                out.integer(entry.flipsOver)
                out.integer(entry.seconds)
                out.integer(entry.streak)
            }
        case .table(let message): out.bytes += message.encoded()
        }
        return out.bytes
    }

    /// Reads a message's body, or says what is wrong with it.
    package static func decode(_ body: [UInt8]) throws(ProtocolError) -> LobbyMessage {
        var input = FieldReader(body)
        let type = try input.byte()
        let message: LobbyMessage
        switch type {
        case 1:
            message = .hello(
                version: try input.integer(), fingerprint: try input.field(), name: try input.text(),
                language: try input.field(), plain: try input.flag())
        case 2: message = .chooseName(try input.text())
        case 3: message = .refresh
        case 4:
            message = .newTable(
                LobbyTableRequest(
                    theme: try input.field(), matchismo: try input.flag(), timed: try input.flag(),
                    seats: try input.integer(), computer: try input.field()))
        case 5: message = .join(table: try input.integer(), seat: try input.integer())
        case 6: message = .watch(table: try input.integer())
        case 7: message = .leave
        case 8: message = .daily
        case 9: message = .goodbye
        case 10: message = .again
        case 20: message = .welcome(name: try input.text())
        case 21: message = .lobby(try input.snapshot())
        case 22: message = .notice(try input.text())
        case 23: message = .refused(try input.text())
        case 30:
            let inner = try WireMessage.decode(input.rest())
            // Only a table's own messages travel here: no handshake, nothing sealed.
            switch inner {
            case .hello, .challenge, .proof, .sealed, .join:
                throw .malformed(LobbyNoticeText.tableMessageOfHandshake.english())
            default: message = .table(inner)
            }
        case 31: message = .ping
        case 32: message = .pong
        default: throw .unknownType(type)
        }
        guard input.isAtEnd else { throw .malformed(TableLineText.bytesAfterLastField.english("\(input.remaining)")) }
        return message
    }
}

extension FieldReader {
    /// A short text field: a fingerprint, a language, a theme's name.
    fileprivate mutating func field() throws(ProtocolError) -> String {
        let text = try text()
        guard text.utf8.count <= LobbyMessage.maximumField else {
            throw .malformed(LobbyNoticeText.fieldTooLong.english("\(text.utf8.count)", "\(LobbyMessage.maximumField)"))
        }
        return text
    }

    fileprivate mutating func snapshot() throws(ProtocolError) -> LobbySnapshot {
        let name = try text()
        let tables = try list { reader throws(ProtocolError) in
            LobbyTable(
                id: try reader.integer(), theme: try reader.text(), mode: try reader.text(),
                seats: try reader.list { reader throws(ProtocolError) in try reader.text() },
                away: try reader.list { reader throws(ProtocolError) in try reader.integer() },
                spectators: try reader.list { reader throws(ProtocolError) in try reader.text() },
                started: try reader.flag())
        }
        let day = try text()
        let number = try integer()
        let played = try flag()
        let board = try list { reader throws(ProtocolError) in
            LobbyDailyEntry(
                name: try reader.text(), score: try reader.integer(), flipsOver: try reader.integer(),
                seconds: try reader.integer(), streak: try reader.integer())
        }
        return LobbySnapshot(
            name: name, tables: tables, day: day, dailyNumber: number, playedToday: played, board: board)
    }
}

/// The lobby protocol's frames, as the table protocol frames its own.
package typealias LobbyFrameWriter = MessageFrameWriter<LobbyMessage>
/// The lobby protocol's frames, as the table protocol frames its own.
package typealias LobbyFrameReader = MessageFrameReader<LobbyMessage>
