import Foundation
import MemorizeLobby
import MemorizeNetwork
import MemorizeTable
import MemorizeTestSupport
import Testing

/// Hostile doors on the lobby's socket, beside honest ones playing a table: random bytes, garbled
/// and oversize frames, messages out of place or for other seats, floods. The server never traps, the
/// honest game is played to its end untouched, and a hostile session never sits at the honest table.
/// (`swift test --filter Fuzz`; `MEMORIZE_FUZZ_LOBBY` sets the count.)
@Suite("Fuzzing the lobby server", .computing)
struct LobbyFuzzTests {
    /// SplitMix64, seeded.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func text(_ random: inout Generator) -> String {
        let pool = [
            "Ann", "", "Computer", "\u{1B}[2J", "\u{202E}evil", "a\u{0}b", String(repeating: "x", count: 200),
            "Zoë", "Animals", "expert", "SHA256:ann",
        ]
        return pool[Int(random.next() % UInt64(pool.count))]
    }

    static func number(_ random: inout Generator) -> Int {
        [-1, 0, 1, 2, 3, 4, 5, 99, Int(Int32.max), Int(Int32.min)][Int(random.next() % 10)]
    }

    /// Any message at all, with fields from the edges.
    static func message(_ random: inout Generator) -> LobbyMessage {
        switch random.next() % 19 {
        case 0:
            .hello(
                version: random.next() % 3 == 0 ? number(&random) : LobbyMessage.version,
                fingerprint: text(&random), name: text(&random), language: text(&random), plain: random.next() % 2 == 0)
        case 1: .chooseName(text(&random))
        case 2: .refresh
        case 3:
            .newTable(
                LobbyTableRequest(
                    theme: text(&random), matchismo: random.next() % 2 == 0, timed: random.next() % 2 == 0,
                    seats: number(&random), computer: text(&random)))
        case 4: .join(table: number(&random), seat: number(&random))
        case 5: .watch(table: number(&random))
        case 6: .leave
        case 7: .daily
        case 8: .table(.choose(card: number(&random), deal: number(&random)))
        case 9: .table(.ended(reason: text(&random)))
        case 10: .welcome(name: text(&random))
        case 11: .notice(text(&random))
        case 12: .ping
        case 13: .pong
        case 14: .table(.seats([text(&random)]))
        case 15: .lobby(LobbySnapshot(name: "", tables: [], day: "", dailyNumber: 0, playedToday: false, board: []))
        case 16: .goodbye
        case 17: .again
        default: .table(.choose(card: Int(random.next() % 16), deal: 0))
        }
    }

    @Test("hostile doors cannot break the server or the honest table")
    func fuzz() throws {
        var random = Generator(state: 0x6C6F_6262_7921)
        let rounds = Int(ProcessInfo.processInfo.environment["MEMORIZE_FUZZ_LOBBY"] ?? "") ?? 400
        let world = LobbyWorld()
        let ann = world.connect(key: "honest-ann", name: "Ann")
        let bob = world.connect(key: "honest-bob", name: "Bob")
        world.act(ann) { $0.newTable(LobbyTableRequest(theme: "Animals", seats: 2)) }
        world.act(bob) { $0.join(table: 1) }
        var hostile: [ConnectionID: LobbyFrameReader] = [:]
        for round in 0..<rounds {
            if hostile.count < 6 || random.next() % 8 == 0 { hostile[world.rawConnect()] = LobbyFrameReader() }
            let ids = hostile.keys.sorted()
            let id = ids[Int(random.next() % UInt64(ids.count))]
            switch random.next() % 6 {
            case 0:
                // Raw bytes, and mutated frames, through the transport's reader.
                var writer = LobbyFrameWriter()
                var bytes = writer.frame(Self.message(&random))
                if random.next() % 2 == 0 {
                    bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                } else if !bytes.isEmpty {
                    bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                }
                hostile[id]!.append(bytes)
                do {
                    while let message = try hostile[id]!.next() { world.raw(.received(id, message)) }
                } catch {
                    world.raw(.broken(id, error))
                    hostile[id] = nil
                }
            case 1:
                // An oversize frame is refused from its length alone.
                var reader = LobbyFrameReader()
                reader.append(frameWord(UInt32(LobbyMessage.maximumBody + 5)))
                #expect(throws: ProtocolError.self) { try reader.next() }
                world.raw(.broken(id, .badLength(LobbyMessage.maximumBody + 5)))
                hostile[id] = nil
            case 2:
                // A flood.
                for _ in 0...LobbyServerProtocol.Limits.floodLimit { world.hall.handle(.received(id, .refresh)) }
                world.pump()
            case 3:
                world.raw(.closed(id, reason: "gone"))
                hostile[id] = nil
            default:
                // A well-said hello, then anything.
                world.raw(
                    .received(
                        id,
                        .hello(
                            version: 1, fingerprint: "k\(id.rawValue)", name: "H\(id.rawValue)",
                            language: "", plain: true)))
                for _ in 0..<Int(random.next() % 6) { world.raw(.received(id, Self.message(&random))) }
            }
            // The honest players move now and then; the clock runs.
            if round % 3 == 0 {
                for door in [ann, bob] {
                    if let choice = world.door(door).bot.nextChoice() {
                        world.act(door) { $0.tell(.choose(card: choice.card, deal: choice.deal)) }
                    }
                }
                world.advance(by: .seconds(1))
            }
            let table = world.hall.server.tables[1]
            #expect(table?.seats.map(\.name) == ["Ann", "Bob"], "round \(round)")
            #expect(world.hall.server.sessionCount <= LobbyServerProtocol.Limits.maximumSessions)
        }
        world.play()
        #expect(world.door(ann).bot.isOver && world.door(bob).bot.isOver)
        #expect(world.door(ann).ended == nil && world.door(bob).ended == nil)
        #expect(world.door(ann).bot.state?.scores == world.door(bob).bot.state?.scores)
        #expect(world.door(ann).bot.state?.pairs.reduce(0, +) == 6)
    }
}
