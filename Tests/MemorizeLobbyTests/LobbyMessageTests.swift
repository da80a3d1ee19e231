import MemorizeNetwork
import MemorizeTable
import Testing

@testable import MemorizeLobby

@Suite struct LobbyMessageTests {
    static let samples: [LobbyMessage] = [
        .hello(version: 1, fingerprint: "SHA256:abc", name: "Ann", language: "fr_FR.UTF-8", plain: true),
        .chooseName("Zoë"), .refresh, .leave, .daily, .again, .goodbye, .ping, .pong,
        .newTable(LobbyTableRequest(theme: "Animals", matchismo: false, timed: true, seats: 3, computer: "hard")),
        .join(table: 7, seat: -1), .watch(table: 2), .welcome(name: ""), .notice("that name is taken"),
        .refused("too many messages"),
        .lobby(
            LobbySnapshot(
                name: "Ann",
                tables: [
                    LobbyTable(
                        id: 1, theme: "Animals", mode: "pairs", seats: ["Ann", "", "Computer (hard)"], away: [0],
                        spectators: ["Bob"], started: true)
                ], day: "2026-12-07", dailyNumber: 340, playedToday: false,
                board: [LobbyDailyEntry(name: "Bob", score: 12, flipsOver: 3, seconds: 41, streak: 2)])),
        .table(.choose(card: 3, deal: 1)), .table(.welcome(seat: 1, names: ["Ann", "Bob"])),
        .table(.ended(reason: "Ann left the game")),
    ]

    @Test func everyMessageReadsBackAsWritten() throws {
        var writer = LobbyFrameWriter()
        var reader = LobbyFrameReader()
        for message in Self.samples {
            reader.append(writer.frame(message))
            #expect(try reader.next() == message)
        }
        #expect(reader.pendingByteCount == 0)
    }

    @Test func aTableHandshakeMessageIsRefused() {
        let body = [30] + WireMessage.hello(version: 3, nonce: [1, 2], name: "x").encoded()
        #expect(throws: ProtocolError.malformed("a table message of the handshake")) {
            try LobbyMessage.decode(body)
        }
    }

    @Test func anOverlongFingerprintIsRefused() {
        let long = String(repeating: "a", count: LobbyMessage.maximumField + 1)
        let body = LobbyMessage.hello(version: 1, fingerprint: long, name: "", language: "", plain: false).encoded()
        #expect(throws: ProtocolError.self) { try LobbyMessage.decode(body) }
    }

    @Test func anUnknownTypeIsRefused() {
        #expect(throws: ProtocolError.unknownType(99)) { try LobbyMessage.decode([99]) }
    }
}
