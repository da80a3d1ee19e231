import MemorizeTable
import Testing

@testable import MemorizeNetwork

/// A host's protocol and any number of joining sides wired together in memory, with no socket: each
/// side's commands become the other side's transport events. Every frame that crosses is logged, as
/// a relay on the path would see it.
struct TableHarness {
    var host: HostTableProtocol
    var guests: [GuestTableProtocol] = []
    var now: Duration = .seconds(100)
    /// What each side heard, in order.
    var hostHeard: [TableEvent] = []
    var guestHeard: [[TableEvent]] = []
    /// Every message that crossed, as a relay sees it.
    var relay: [WireMessage] = []
    /// Connections: a guest's id for its host and the host's id for it, both ways.
    private var hostSide: [Key: ConnectionID] = [:]
    private var guestSide: [ConnectionID: Key] = [:]
    private var nextHostID = 1
    /// Guests whose connections the network drops (nothing reaches the host).
    var unreachable: Set<Int> = []
    /// The address each guest connects from.
    var addresses: [Int: String] = [:]

    private struct Key: Hashable {
        var guest: Int
        var id: ConnectionID
    }

    static let code = "abcdef"

    init(seats: Int = 2, computers: [Int: String] = [:], codes: [String] = [code]) {
        let box = CodeBox(codes)
        host = HostTableProtocol(
            hostName: "Ann", seatCount: seats, computers: computers, now: .seconds(100), makeCode: { box.next() })
    }

    /// Adds a side that joins with `code` under `name`, and runs until quiet; returns its index.
    @discardableResult
    mutating func join(_ name: String, code: String = code, watch: Bool = false, from address: String = "127.0.0.1")
        -> Int
    {
        guests.append(GuestTableProtocol(code: code, name: name, watch: watch, now: now))
        guestHeard.append([])
        addresses[guests.count - 1] = address
        run()
        return guests.count - 1
    }

    /// Moves the clock, ticks every side, and runs until quiet.
    mutating func advance(_ duration: Duration) {
        now += duration
        host.tick(now: now)
        for index in guests.indices { guests[index].tick(now: now) }
        run()
    }

    /// Ticks every second for `duration`.
    mutating func wait(_ duration: Duration) {
        var left = duration
        while left > .zero {
            advance(min(.seconds(1), left))
            left -= .seconds(1)
        }
    }

    mutating func hostTells(_ update: TableUpdate) {
        host.tell(update, now: now)
        run()
    }

    mutating func guestTells(_ guest: Int, _ update: TableUpdate) {
        guests[guest].tell(update, now: now)
        run()
    }

    /// The guest's connection drops (as the host's socket would see it close) and it is told too.
    mutating func drop(_ guest: Int) {
        for (key, hostID) in hostSide where key.guest == guest {
            hostSide[key] = nil
            guestSide[hostID] = nil
            host.handle(.closed(hostID, reason: "the connection closed"), now: now)
            guests[guest].handle(.closed(key.id, reason: "the connection closed"), now: now)
        }
        run()
    }

    /// A stranger's raw connection to the host: its id, to send what the test likes.
    mutating func stranger(from address: String = "10.0.0.9") -> ConnectionID {
        let id = ConnectionID(1000 + nextHostID)
        nextHostID += 1
        host.handle(.accepted(id, peer: address), now: now)
        run()
        return id
    }

    /// Until no side has anything more to say.
    mutating func run() {
        for _ in 0..<1000 {
            var moved = false
            hostHeard += host.takeEvents()
            for command in host.takeCommands() {
                moved = true
                switch command {
                case .send(let hostID, let message):
                    relay.append(message)
                    guard let key = guestSide[hostID] else { continue }
                    guests[key.guest].handle(.received(key.id, message), now: now)
                case .close(let hostID):
                    guard let key = guestSide.removeValue(forKey: hostID) else { continue }
                    hostSide[key] = nil
                    guests[key.guest].handle(.closed(key.id, reason: "the connection closed"), now: now)
                case .connect(let id):
                    host.handle(.connectFailed(id, reason: "a host connects nowhere"), now: now)
                }
            }
            for guest in guests.indices {
                guestHeard[guest] += guests[guest].takeEvents()
                for command in guests[guest].takeCommands() {
                    moved = true
                    let key = Key(guest: guest, id: command.connection)
                    switch command {
                    case .connect:
                        guard !unreachable.contains(guest) else {
                            guests[guest].handle(.connectFailed(key.id, reason: "Connection refused"), now: now)
                            continue
                        }
                        let hostID = ConnectionID(nextHostID)
                        nextHostID += 1
                        hostSide[key] = hostID
                        guestSide[hostID] = key
                        host.handle(.accepted(hostID, peer: addresses[guest] ?? "127.0.0.1"), now: now)
                        guests[guest].handle(.connected(key.id), now: now)
                    case .send(_, let message):
                        relay.append(message)
                        guard let hostID = hostSide[key] else { continue }
                        host.handle(.received(hostID, message), now: now)
                    case .close:
                        guard let hostID = hostSide.removeValue(forKey: key) else { continue }
                        guestSide[hostID] = nil
                        host.handle(.closed(hostID, reason: "the connection closed"), now: now)
                    }
                }
            }
            if !moved { return }
        }
        Issue.record("the sides never went quiet")
    }

    /// The commands the host sent to a stranger's connection since the last call.
    mutating func hostCommands() -> [TransportCommand] { host.takeCommands() }
}

extension TransportCommand {
    var connection: ConnectionID {
        switch self {
        case .send(let id, _), .close(let id), .connect(let id): id
        }
    }
}

/// Codes handed out in turn, for a host that retires them.
final class CodeBox: @unchecked Sendable {
    private var codes: [String]
    private var used = 0

    init(_ codes: [String]) { self.codes = codes }

    func next() -> String {
        defer { used += 1 }
        return used < codes.count ? codes[used] : "code\(used)x"
    }
}
