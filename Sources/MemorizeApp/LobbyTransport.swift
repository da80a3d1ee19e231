import MemorizeLobby
import MemorizeNetwork
import MemorizeSystem
import MemorizeViewModel
import ScreenKit

/// The lobby server's sockets: the listener on the Unix socket and every door's connection, read and
/// written without ever blocking the loop. It is a source of the loop's one wait (`SourceWait`) for
/// its descriptors; what it reads comes out of `takeEvents()` as `LobbyEvent`s, and `perform(_:)`
/// carries out the server's `.send` and `.close`.
final class LobbyTransport: MessageSource {
    /// What a door may leave unread before it is dropped: a door that stops reading cannot make the
    /// server hold the lobby's messages for it without bound.
    static let outgoingLimit = 1 << 20
    /// How many connections are accepted at one wake; the rest wait in the kernel's queue.
    static let acceptsPerWake = 32
    /// How long a closed connection's last messages have to go out.
    static let closingGrace: Duration = .seconds(2)

    private final class Connection {
        let id: ConnectionID
        let socket: Int32
        var reader = LobbyFrameReader()
        var writer = LobbyFrameWriter()
        var outgoing = OutgoingBytes()
        /// False once the door broke the framing: only its refusal goes out.
        var isReading = true

        init(id: ConnectionID, socket: Int32) {
            self.id = id
            self.socket = socket
        }
    }

    private let network: NetworkAccess
    private let clock: any GameClock
    private let listener: Int32
    private var connections: [ConnectionID: Connection] = [:]
    private var bySocket: [Int32: ConnectionID] = [:]
    private var closing: [Int32: (outgoing: OutgoingBytes, deadline: Duration)] = [:]
    private var events: [LobbyEvent] = []
    private var nextID = 1

    init(listener: Int32, network: NetworkAccess, clock: any GameClock) {
        self.listener = listener
        self.network = network
        self.clock = clock
    }

    var connectionCount: Int { connections.count }

    // MARK: - MessageSource

    var watches: [DescriptorWatch] {
        var watches = [DescriptorWatch(listener, .readable)]
        for connection in connections.values {
            var readiness: Readiness = connection.isReading ? .readable : Readiness(rawValue: 0)
            if !connection.outgoing.isEmpty {
                readiness = Readiness(rawValue: readiness.rawValue | Readiness.writable.rawValue)
            }
            if readiness.rawValue != 0 { watches.append(DescriptorWatch(connection.socket, readiness)) }
        }
        for socket in closing.keys { watches.append(DescriptorWatch(socket, .writable)) }
        return watches
    }

    var wakeAfter: Duration? {
        guard let deadline = closing.values.map(\.deadline).min() else { return nil }
        return max(.zero, deadline - clock.now)
    }

    func polled(_ readiness: Readiness) {}

    func polled(_ descriptor: Int32, _ readiness: Readiness) {
        if descriptor == listener { return acceptWaiting() }
        if var last = closing[descriptor] {
            let failed = flush(&last.outgoing, to: descriptor) != nil
            if failed || last.outgoing.isEmpty {
                closing[descriptor] = nil
                network.close(descriptor)
            } else {
                closing[descriptor] = last
            }
            return
        }
        guard let id = bySocket[descriptor], let connection = connections[id] else { return }
        if readiness.contains(.writable) || !connection.outgoing.isEmpty {
            if let failure = flush(&connection.outgoing, to: connection.socket) { return drop(connection, failure) }
        }
        if connection.isReading, readiness.rawValue & (Readiness.readable.rawValue | Readiness.hungUp.rawValue) != 0 {
            read(connection)
        } else if readiness.contains(.hungUp) || readiness.contains(.invalid) {
            drop(connection, "the door hung up")
        }
    }

    /// Nothing for the loop itself: the serve loop takes `takeEvents()` after each wait.
    func receive() -> [LoopMessage] {
        expireClosing()
        return []
    }

    // MARK: - The server's side

    func takeEvents() -> [LobbyEvent] {
        defer { events = [] }
        return events
    }

    func perform(_ commands: [LobbyCommand]) {
        for command in commands {
            switch command {
            case .send(let id, let message):
                guard let connection = connections[id] else { continue }
                connection.outgoing.append(connection.writer.frame(message))
                if connection.outgoing.count > Self.outgoingLimit {
                    drop(connection, "the door stopped reading")
                } else if let failure = flush(&connection.outgoing, to: connection.socket) {
                    drop(connection, failure)
                }
            case .close(let id):
                guard let connection = connections.removeValue(forKey: id) else { continue }
                bySocket[connection.socket] = nil
                if connection.outgoing.isEmpty {
                    network.close(connection.socket)
                } else {
                    closing[connection.socket] = (connection.outgoing, clock.now + Self.closingGrace)
                }
            default: break
            }
        }
    }

    /// Closes every socket but the listener (the server is stopping), after one last try to write.
    func closeAll() {
        for connection in connections.values {
            _ = flush(&connection.outgoing, to: connection.socket)
            network.close(connection.socket)
        }
        for (socket, var last) in closing {
            _ = flush(&last.outgoing, to: socket)
            network.close(socket)
        }
        connections = [:]
        bySocket = [:]
        closing = [:]
    }

    // MARK: - Sockets

    private func acceptWaiting() {
        for _ in 0..<Self.acceptsPerWake {
            switch network.accept(listener) {
            case .accepted(let socket, _):
                let id = ConnectionID(nextID)
                nextID += 1
                let connection = Connection(id: id, socket: socket)
                connections[id] = connection
                bySocket[socket] = id
                events.append(.accepted(id))
            case .nothingYet, .failed: return
            }
        }
    }

    private func read(_ connection: Connection) {
        // A few reads a wake: one door's flood cannot keep the loop from the others.
        for _ in 0..<4 {
            switch network.read(connection.socket, 16_384) {
            case .bytes(let bytes):
                connection.reader.append(bytes)
                do {
                    while let message = try connection.reader.next() {
                        events.append(.received(connection.id, message))
                    }
                } catch {
                    connection.isReading = false
                    events.append(.broken(connection.id, error))
                    return
                }
            case .nothingYet: return
            case .closed: return drop(connection, "the door closed the connection")
            case .failed(let reason): return drop(connection, reason)
            }
        }
    }

    private func drop(_ connection: Connection, _ reason: String) {
        guard connections.removeValue(forKey: connection.id) != nil else { return }
        bySocket[connection.socket] = nil
        network.close(connection.socket)
        events.append(.closed(connection.id, reason: reason))
    }

    private func expireClosing() {
        let now = clock.now
        for (socket, last) in closing where last.deadline <= now {
            closing[socket] = nil
            network.close(socket)
        }
    }

    /// Writes what waits, as far as the kernel takes it now; why the connection failed, or nil.
    private func flush(_ outgoing: inout OutgoingBytes, to socket: Int32) -> String? {
        while !outgoing.isEmpty {
            let waiting = outgoing.count
            switch network.write(socket, outgoing.pending) {
            case .wrote(let count):
                outgoing.consume(count)
                if count < waiting { return nil }
            case .wouldBlock: return nil
            case .failed(let failure): return failure.reason
            }
        }
        return nil
    }
}
