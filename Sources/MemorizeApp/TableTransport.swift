import MemorizeLocalization
import MemorizeNetwork
import MemorizeSystem
import MemorizeViewModel
import ScreenKit

/// The sockets under a table's protocol, and a source of the run loop: it carries out the protocol's
/// `TransportCommand`s and reports what happened as `TransportEvent`s, and it never makes the loop
/// wait.
///
/// Frames go out through a queue per connection: as much as the kernel takes at once, the rest when
/// the loop's wait says the socket is writable. A connect only starts, a host name is looked up off
/// the loop, and every address the name gives is tried in turn. Everything it asks of the system goes
/// through `NetworkAccess`, so tests stand in for the operating system.
///
/// Events are taken with `takeEvents()`; `onEvents`, if set, is called after a wait that brought some.
/// A connection the protocol closes (`.close`) gets no `.closed` event: the protocol has let it go.
package final class TableTransport: MessageSource {
    // MARK: - Limits

    /// The most bytes queued for one connection. A peer that stopped reading would otherwise make the
    /// queue grow with every message; well above what a table sends in a burst (a board and a table
    /// are a few kilobytes), well below what would hurt.
    package static let sendQueueLimit = 256 * 1024
    /// The most bytes read from one socket per wake, so that a peer's flood cannot keep the loop from
    /// the keyboard: the rest is read at the next wake, after the player's keys.
    package static let readLimit = 64 * 1024
    /// The most connections accepted per wake, for the same reason.
    package static let acceptsPerWake = 4
    /// The most connections open at once. One more is accepted and closed at once, so the listener's
    /// queue does not fill with connections nobody will take (and a real guest can still get in once
    /// the crowd leaves); each open connection costs a descriptor and a queue.
    package static let connectionLimit = 32
    /// How long one address may take to answer a connect before the next is tried: a host that is
    /// there answers within a round trip, and a guest waits for each address of its host's name.
    package static let connectTimeout: Duration = .seconds(3)
    /// How long a host name may take to look up. The system's resolver can retry for much longer,
    /// and a guest should hear that the name did not answer rather than wait in silence.
    package static let lookupTimeout: Duration = .seconds(10)
    /// How long a closed connection waits for its peer to read what was sent last (a refusal, a
    /// goodbye) before it is closed anyway.
    package static let closingGrace: Duration = .seconds(2)
    /// How long the listener is left alone after an accept failed for want of descriptors or memory:
    /// the connection stays in the queue and the listener readable, and accepting again at once would
    /// spin the loop.
    package static let acceptPause: Duration = .milliseconds(250)

    // MARK: - State

    private let network: NetworkAccess
    private let clock: any GameClock
    private var listener: Int32?
    private var acceptPausedUntil: Duration?
    private var connectAddress: NetworkAddress?
    /// Open, connecting and looking-up connections, oldest first.
    private var connections: [TransportConnection] = []
    private var closing: [ClosingConnection] = []
    private var events: [TransportEvent] = []
    /// The number the next accepted connection gets (skipping those a guest's protocol chose).
    private var nextAcceptedID = 1

    /// Called after a wait that left events to take (from `receive()`), so the protocol can take them
    /// as the loop goes round; nil to take them some other way.
    package var onEvents: (() -> Void)?

    /// A transport with no listener and no connection yet.
    package init(network: NetworkAccess, clock: any GameClock) {
        self.network = network
        self.clock = clock
    }

    deinit {
        closeAll()
    }

    // MARK: - Setting up

    /// Listens on `address` (a host's), closing any listener before.
    ///
    /// - Returns: The port listened on (the system's choice for port 0), or why there is no listener.
    package func listen(on address: NetworkAddress) -> Result<UInt16, SocketFailure> {
        if let listener { network.close(listener) }
        listener = nil
        return network.listen(address).map { socket in
            listener = socket
            return network.boundPort(socket) ?? address.port
        }
    }

    /// Where a guest's `.connect` goes from now on.
    package func setConnectAddress(_ address: NetworkAddress) {
        connectAddress = address
    }

    // MARK: - Commands and events

    /// Carries out the protocol's commands, in order.
    package func perform(_ commands: [TransportCommand]) {
        for command in commands {
            switch command {
            case .send(let id, let message): send(message, on: id)
            case .close(let id): close(id)
            case .connect(let id): connect(id)
            }
        }
    }

    /// What happened since the last call, oldest first.
    package func takeEvents() -> [TransportEvent] {
        checkTime()
        defer { events = [] }
        return events
    }

    /// Closes the listener and every connection at once, after one last try to send what waits (a
    /// goodbye) as far as the kernel takes it now. Nothing is reported of it.
    package func closeAll() {
        if let listener { network.close(listener) }
        listener = nil
        for connection in connections {
            switch connection.phase {
            case .lookingUp(let lookup, _): lookup.release()
            case .connecting(let socket, _): network.close(socket)
            case .open(let socket):
                _ = flush(&connection.outgoing, to: socket)
                network.close(socket)
            }
        }
        for var entry in closing {
            _ = flush(&entry.outgoing, to: entry.socket)
            network.close(entry.socket)
        }
        connections = []
        closing = []
    }

    // MARK: - The loop's source

    package var watches: [DescriptorWatch] {
        var watches: [DescriptorWatch] = []
        if let listener, acceptPausedUntil == nil { watches.append(DescriptorWatch(listener, .readable)) }
        for connection in connections {
            switch connection.phase {
            case .lookingUp(let lookup, _): watches.append(DescriptorWatch(lookup.descriptor, .readable))
            case .connecting(let socket, _): watches.append(DescriptorWatch(socket, .writable))
            case .open(let socket):
                var readiness = Readiness(rawValue: 0)
                if connection.isReading { readiness.formUnion(.readable) }
                if !connection.outgoing.isEmpty { readiness.formUnion(.writable) }
                if readiness.rawValue != 0 { watches.append(DescriptorWatch(socket, readiness)) }
            }
        }
        for entry in closing { watches.append(DescriptorWatch(entry.socket, .writable)) }
        return watches
    }

    /// When a connect attempt or a lookup gives up, a closing grace ends, or accepting resumes.
    package var wakeAfter: Duration? {
        var earliest = acceptPausedUntil
        func consider(_ deadline: Duration) { earliest = min(earliest ?? deadline, deadline) }
        for connection in connections {
            switch connection.phase {
            case .lookingUp(_, let deadline): consider(deadline)
            case .connecting(_, let attempt): consider(attempt.deadline)
            case .open: break
            }
        }
        for entry in closing { consider(entry.deadline) }
        return earliest.map { max(.zero, $0 - clock.now) }
    }

    package func polled(_ descriptor: Int32, _ readiness: Readiness) {
        if descriptor == listener {
            acceptWaiting()
        } else if let connection = connections.first(where: { $0.descriptor == descriptor }) {
            wake(connection, readiness)
        } else if let index = closing.firstIndex(where: { $0.socket == descriptor }) {
            let failure = flush(&closing[index].outgoing, to: closing[index].socket)
            if failure != nil || closing[index].outgoing.isEmpty {
                network.close(closing[index].socket)
                closing.remove(at: index)
            }
        }
    }

    /// No message of the loop's own: the protocol takes the events (`onEvents`).
    package func receive() -> [LoopMessage] {
        checkTime()
        if !events.isEmpty { onEvents?() }
        return []
    }

    // MARK: - Commands

    private func send(_ message: WireMessage, on id: ConnectionID) {
        // A connection gone is one whose `.closed` was reported, or that the protocol closed.
        guard let connection = connection(id) else { return }
        let wasEmpty = connection.outgoing.isEmpty
        connection.outgoing.append(connection.writer.frame(message))
        guard case .open(let socket) = connection.phase else { return }
        if wasEmpty, let failure = flush(&connection.outgoing, to: socket) {
            drop(connection, reason: failure)
        } else if connection.outgoing.count > Self.sendQueueLimit {
            drop(connection, reason: TableLineText.stoppedReading.english())
        }
    }

    private func close(_ id: ConnectionID) {
        guard let connection = connection(id) else { return }
        remove(connection)
        switch connection.phase {
        case .lookingUp(let lookup, _): lookup.release()
        case .connecting(let socket, _): network.close(socket)
        case .open(let socket):
            guard flush(&connection.outgoing, to: socket) == nil, !connection.outgoing.isEmpty else {
                network.close(socket)
                return
            }
            closing.append(
                ClosingConnection(
                    socket: socket, outgoing: connection.outgoing, deadline: clock.now + Self.closingGrace))
        }
    }

    private func connect(_ id: ConnectionID) {
        guard connection(id) == nil else {
            events.append(.connectFailed(id, reason: TableLineText.connectionInUse.english("\(id)")))
            return
        }
        guard let address = connectAddress else {
            events.append(.connectFailed(id, reason: TableLineText.noAddress.english()))
            return
        }
        switch network.lookUp(address) {
        case .resolved(let addresses):
            // Listed before the first try, which sets its phase (or reports it failed and removes it).
            let connection = TransportConnection(
                id: id, target: address.description,
                phase: .connecting(socket: -1, attempt: .init(addresses: addresses, index: 0, deadline: clock.now)))
            connections.append(connection)
            tryAddresses(connection, addresses, from: 0, lastFailure: nil)
        case .pending(let lookup):
            connections.append(
                TransportConnection(
                    id: id, target: address.description,
                    phase: .lookingUp(lookup, deadline: clock.now + Self.lookupTimeout)))
        case .failed(let failure):
            events.append(.connectFailed(id, reason: failure.reason))
        }
    }

    // MARK: - Waking

    private func wake(_ connection: TransportConnection, _ readiness: Readiness) {
        switch connection.phase {
        case .lookingUp(let lookup, _):
            guard let answer = lookup.answer() else { return }
            lookup.release()
            switch answer {
            case .success(let addresses): tryAddresses(connection, addresses, from: 0, lastFailure: nil)
            case .failure(let failure): failConnect(connection, reason: failure.reason)
            }
        case .connecting(let socket, let attempt):
            switch network.connectResult(socket) {
            case .success: opened(connection, socket: socket)
            case .failure(let failure):
                network.close(socket)
                tryAddresses(
                    connection, attempt.addresses, from: attempt.index + 1,
                    lastFailure: "\(attempt.addresses[attempt.index]): \(failure.reason)")
            }
        case .open(let socket):
            if readiness.rawValue & Readiness.invalid.rawValue != 0 {
                drop(connection, reason: TableLineText.descriptorNotOpen.english())
                return
            }
            let news = Readiness.readable.rawValue | Readiness.hungUp.rawValue
            if connection.isReading {
                if readiness.rawValue & news != 0 {
                    guard read(connection, socket: socket) else { return }
                }
            } else if readiness.rawValue & Readiness.hungUp.rawValue != 0, connection.outgoing.isEmpty {
                drop(connection, reason: TableLineText.connectionClosed.english())
                return
            }
            if !connection.outgoing.isEmpty, let failure = flush(&connection.outgoing, to: socket) {
                drop(connection, reason: failure)
            }
        }
    }

    /// Reads what the socket has, up to `readLimit`, and reports the whole messages in it.
    ///
    /// - Returns: Whether the connection is still there.
    private func read(_ connection: TransportConnection, socket: Int32) -> Bool {
        switch network.read(socket, Self.readLimit) {
        case .nothingYet:
            return true
        case .closed:
            let midway = connection.reader.pendingByteCount > 0
            drop(
                connection,
                reason: midway ? TableLineText.closedMidMessage.english() : TableLineText.otherSideClosed.english())
            return false
        case .failed(let reason):
            drop(connection, reason: reason)
            return false
        case .bytes(let bytes):
            connection.reader.append(bytes)
            do {
                while let message = try connection.reader.next() {
                    events.append(.received(connection.id, message))
                }
            } catch {
                connection.isReading = false
                events.append(.broken(connection.id, error))
            }
            return true
        }
    }

    private func acceptWaiting() {
        guard let listener else { return }
        for _ in 0..<Self.acceptsPerWake {
            switch network.accept(listener) {
            case .nothingYet:
                return
            case .failed:
                acceptPausedUntil = clock.now + Self.acceptPause
                return
            case .accepted(let socket, let peer):
                guard connections.count + closing.count < Self.connectionLimit else {
                    network.close(socket)
                    continue
                }
                while connection(ConnectionID(nextAcceptedID)) != nil { nextAcceptedID += 1 }
                let id = ConnectionID(nextAcceptedID)
                nextAcceptedID += 1
                connections.append(TransportConnection(id: id, target: peer, phase: .open(socket: socket)))
                events.append(.accepted(id, peer: peer))
            }
        }
    }

    // MARK: - Time

    /// Gives up lookups and connect attempts whose time is up (a connect goes on to the next address),
    /// closes connections whose grace ended, and lets accepting resume.
    private func checkTime() {
        let now = clock.now
        if let until = acceptPausedUntil, now >= until { acceptPausedUntil = nil }
        for connection in connections {
            switch connection.phase {
            case .lookingUp(let lookup, let deadline) where now >= deadline:
                lookup.release()
                failConnect(
                    connection,
                    reason: TableLineText.cannotFind.english(connectHost(connection), Self.seconds(Self.lookupTimeout)))
            case .connecting(let socket, let attempt) where now >= attempt.deadline:
                network.close(socket)
                tryAddresses(
                    connection, attempt.addresses, from: attempt.index + 1,
                    lastFailure: TableLineText.addressNoAnswer.english(
                        "\(attempt.addresses[attempt.index])", Self.seconds(Self.connectTimeout)))
            default:
                break
            }
        }
        closing.removeAll { entry in
            guard now >= entry.deadline else { return false }
            network.close(entry.socket)
            return true
        }
    }

    // MARK: - Connecting

    /// Starts connecting to `addresses[index]`, or the first after it that starts; reports the
    /// connection made, or the connect failed once none is left.
    private func tryAddresses(
        _ connection: TransportConnection, _ addresses: [ResolvedAddress], from index: Int, lastFailure: String?
    ) {
        var lastFailure = lastFailure
        for current in addresses.indices where current >= index {
            switch network.startConnect(addresses[current]) {
            case .connected(let socket):
                opened(connection, socket: socket)
                return
            case .inProgress(let socket):
                connection.phase = .connecting(
                    socket: socket,
                    attempt: .init(addresses: addresses, index: current, deadline: clock.now + Self.connectTimeout))
                return
            case .failed(let failure):
                lastFailure = "\(addresses[current]): \(failure.reason)"
            }
        }
        let why = lastFailure ?? TableLineText.noAddressTried.english()
        failConnect(
            connection,
            reason: addresses.count > 1
                ? TableLineText.cannotReachTried.english("\(connection.target)", why, "\(addresses.count)")
                : TableLineText.cannotReach.english("\(connection.target)", why))
    }

    /// A timeout as the lines say it, in seconds (`10.0`), as `Duration` wrote it before.
    private static func seconds(_ duration: Duration) -> String {
        "\(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)"
    }

    private func opened(_ connection: TransportConnection, socket: Int32) {
        connection.phase = .open(socket: socket)
        events.append(.connected(connection.id))
        if !connection.outgoing.isEmpty, let failure = flush(&connection.outgoing, to: socket) {
            drop(connection, reason: failure)
        }
    }

    private func failConnect(_ connection: TransportConnection, reason: String) {
        remove(connection)
        events.append(.connectFailed(connection.id, reason: reason))
    }

    /// The host part of a guest's target, for a failed lookup.
    private func connectHost(_ connection: TransportConnection) -> String {
        connectAddress?.host ?? connection.target
    }

    // MARK: - Helpers

    private func connection(_ id: ConnectionID) -> TransportConnection? {
        connections.first { $0.id == id }
    }

    private func remove(_ connection: TransportConnection) {
        connections.removeAll { $0 === connection }
    }

    /// Closes a connection the protocol did not close, and tells it why.
    private func drop(_ connection: TransportConnection, reason: String) {
        remove(connection)
        switch connection.phase {
        case .lookingUp(let lookup, _): lookup.release()
        case .connecting(let socket, _), .open(let socket): network.close(socket)
        }
        events.append(.closed(connection.id, reason: reason))
    }

    /// Writes what waits, as far as the kernel takes it now.
    ///
    /// - Returns: Why the connection failed, or nil (everything written, or the rest waits).
    private func flush(_ outgoing: inout OutgoingBytes, to socket: Int32) -> String? {
        while !outgoing.isEmpty {
            let waiting = outgoing.count
            switch network.write(socket, outgoing.pending) {
            case .wrote(let count):
                outgoing.consume(count)
                // A short write: the kernel took what it could; the rest waits for writable.
                if count < waiting { return nil }
            case .wouldBlock:
                return nil
            case .failed(let failure):
                return failure.reason
            }
        }
        return nil
    }
}
