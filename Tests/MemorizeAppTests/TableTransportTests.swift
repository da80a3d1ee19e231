import MemorizeApp
import MemorizeNetwork
import MemorizeSystem
import MemorizeTestSupport
import ScreenKit
import TerminalBackend
import Testing

/// The transport under a table's protocol, against a fake operating system (every limit and every
/// failure on demand) and once live on the loopback interface.
@Suite("The table's transport")
struct TableTransportTests {
    let network: FakeNetwork
    let clock = TestClock()
    let transport: TableTransport

    init(room: Int? = nil) {
        network = FakeNetwork(room: room)
        transport = TableTransport(network: network.access, clock: clock)
    }

    static let host = NetworkAddress(host: "127.0.0.1", port: 0)
    static let first = ConnectionID(1)

    /// A message of about `size` bytes on the wire.
    static func refusal(_ size: Int) -> WireMessage {
        .refused(String(repeating: "r", count: size))
    }

    /// The bytes a connection's first frames carry.
    static func frames(_ messages: [WireMessage]) -> [UInt8] {
        var writer = FrameWriter()
        return messages.flatMap { writer.frame($0) }
    }

    /// Listens and accepts one connection from 192.0.2.9; its socket.
    func acceptOne() throws -> Int32 {
        #expect(transport.listen(on: Self.host) == .success(4321))
        let listener = try #require(network.listener)
        #expect(transport.watches == [DescriptorWatch(listener, .readable)])
        network.connectionWaiting(from: "192.0.2.9:5000")
        transport.polled(listener, .readable)
        #expect(transport.takeEvents() == [.accepted(Self.first, peer: "192.0.2.9:5000")])
        return try #require(network.openSockets.last)
    }

    // MARK: - Sending

    @Test("what the kernel does not take at once waits, and goes out when the socket is writable")
    func partialWrites() throws {
        let test = TableTransportTests(room: 20)
        let socket = try test.acceptOne()
        let messages = [Self.refusal(40), .ping]
        test.transport.perform(messages.map { .send(Self.first, $0) })
        #expect(test.network.socket(socket)?.written == Array(Self.frames(messages).prefix(20)), "the first 20 bytes")
        #expect(test.transport.watches.last == DescriptorWatch(socket, [.readable, .writable]))

        test.network.makeRoom(nil, on: socket)
        test.transport.polled(socket, .writable)
        #expect(test.network.socket(socket)?.written == Self.frames(messages), "the rest, in order")
        #expect(test.transport.watches.last == DescriptorWatch(socket, .readable), "nothing waits to be written")
        #expect(test.transport.takeEvents().isEmpty)
    }

    @Test("a peer that never reads is closed once its queue passes the limit, and told why")
    func stoppedReading() throws {
        let test = TableTransportTests(room: 0)
        let socket = try test.acceptOne()
        let message = Self.refusal(1_000)
        let frameSize = Self.frames([message]).count
        let fitting = TableTransport.sendQueueLimit / frameSize
        test.transport.perform(Array(repeating: .send(Self.first, message), count: fitting))
        #expect(test.transport.takeEvents().isEmpty, "\(fitting) messages fit")
        #expect(test.network.socket(socket)?.isClosed == false)

        test.transport.perform([.send(Self.first, message)])
        #expect(test.transport.takeEvents() == [.closed(Self.first, reason: "the other side stopped reading")])
        #expect(test.network.socket(socket)?.isClosed == true)
        test.transport.perform([.send(Self.first, .ping), .close(Self.first)])
        #expect(test.transport.takeEvents().isEmpty, "a connection gone takes no more commands")
    }

    @Test("a write that fails closes the connection with the system's reason")
    func writeFails() throws {
        let socket = try acceptOne()
        network.failWrites(on: socket, SocketFailure(reason: "Connection reset by peer"))
        transport.perform([.send(Self.first, .ping)])
        #expect(transport.takeEvents() == [.closed(Self.first, reason: "Connection reset by peer")])
        #expect(network.socket(socket)?.isClosed == true)
        #expect(transport.watches.count == 1, "only the listener")
    }

    @Test("the peer closing is reported, and its socket closed")
    func peerCloses() throws {
        let socket = try acceptOne()
        network.arrive(.closed, on: socket)
        transport.polled(socket, [.readable, .hungUp])
        #expect(transport.takeEvents() == [.closed(Self.first, reason: "the other side closed the connection")])
        #expect(network.socket(socket)?.isClosed == true)
    }

    // MARK: - Receiving

    @Test("messages arrive whole, however the bytes are cut; reads ask for at most the read limit")
    func receiving() throws {
        let socket = try acceptOne()
        let bytes = Self.frames([.ping, .pong, .choose(card: 3, deal: 1)])
        network.arrive(.bytes(Array(bytes.prefix(5))), on: socket)
        transport.polled(socket, .readable)
        #expect(transport.takeEvents().isEmpty, "half a frame")
        network.arrive(.bytes(Array(bytes.dropFirst(5))), on: socket)
        transport.polled(socket, .readable)
        #expect(
            transport.takeEvents() == [
                .received(Self.first, .ping), .received(Self.first, .pong),
                .received(Self.first, .choose(card: 3, deal: 1)),
            ])
        #expect(network.readLimits == [TableTransport.readLimit, TableTransport.readLimit], "one read per wake")
    }

    @Test("a peer closing half-way through a frame is told apart")
    func closedMidway() throws {
        let socket = try acceptOne()
        network.arrive(.bytes(Array(Self.frames([.ping]).prefix(6))), on: socket)
        network.arrive(.closed, on: socket)
        transport.polled(socket, .readable)
        transport.polled(socket, [.readable, .hungUp])
        #expect(
            transport.takeEvents() == [.closed(Self.first, reason: "the connection closed in the middle of a message")])
    }

    @Test("a broken frame: reported, read no more, and a refusal still goes out before the close")
    func broken() throws {
        let test = TableTransportTests(room: 6)
        let socket = try test.acceptOne()
        test.network.arrive(.bytes(Self.frames([.ping]) + [0xFF, 0xFF, 0xFF, 0xFF]), on: socket)
        test.transport.polled(socket, .readable)
        #expect(
            test.transport.takeEvents() == [
                .received(Self.first, .ping), .broken(Self.first, .badLength(0xFFFF_FFFF)),
            ])
        #expect(test.transport.watches.allSatisfy { $0.descriptor != socket }, "not read any more")

        test.transport.perform([.send(Self.first, .refused("your frame was too long")), .close(Self.first)])
        #expect(test.network.socket(socket)?.isClosed == false, "held open while the refusal waits")
        #expect(test.transport.watches.last == DescriptorWatch(socket, .writable))
        #expect(test.transport.wakeAfter == TableTransport.closingGrace)
        test.network.makeRoom(nil, on: socket)
        test.transport.polled(socket, .writable)
        #expect(test.network.socket(socket)?.written == Self.frames([.refused("your frame was too long")]))
        #expect(test.network.socket(socket)?.isClosed == true, "closed once it is out")
        #expect(test.transport.takeEvents().isEmpty, "the protocol closed it: nothing to report")
        #expect(test.transport.watches.count == 1, "only the listener")
    }

    @Test("a close whose peer does not read waits out its grace, then closes anyway")
    func closingGrace() throws {
        let test = TableTransportTests(room: 0)
        let socket = try test.acceptOne()
        test.transport.perform([.send(Self.first, .ended(reason: "Ann left")), .close(Self.first)])
        test.clock.advance(by: TableTransport.closingGrace - .milliseconds(1))
        #expect(test.transport.receive().isEmpty)
        #expect(test.network.socket(socket)?.isClosed == false)
        #expect(test.transport.wakeAfter == .milliseconds(1))
        test.clock.advance(by: .milliseconds(1))
        _ = test.transport.receive()
        #expect(test.network.socket(socket)?.isClosed == true)
        #expect(test.transport.wakeAfter == nil)
    }

    // MARK: - Accepting

    @Test("a few accepts per wake; past the connection limit a newcomer is accepted and closed at once")
    func acceptLimits() throws {
        #expect(transport.listen(on: Self.host) == .success(4321))
        let listener = try #require(network.listener)
        for number in 0..<(TableTransport.connectionLimit + 2) {
            network.connectionWaiting(from: "192.0.2.\(number):1")
        }
        transport.polled(listener, .readable)
        #expect(transport.takeEvents().count == TableTransport.acceptsPerWake)
        while network.openSockets.count < TableTransport.connectionLimit + 1 {
            transport.polled(listener, .readable)
        }
        #expect(transport.takeEvents().count == TableTransport.connectionLimit - TableTransport.acceptsPerWake)
        transport.polled(listener, .readable)
        #expect(transport.takeEvents().isEmpty, "the two over the limit are not reported")
        #expect(network.openSockets.count == TableTransport.connectionLimit + 1, "and not kept")
    }

    @Test("an accept that fails (no descriptors) pauses the listener instead of spinning the loop")
    func acceptPause() throws {
        #expect(transport.listen(on: Self.host) == .success(4321))
        let listener = try #require(network.listener)
        network.acceptFails(SocketFailure(reason: "Too many open files"))
        transport.polled(listener, .readable)
        #expect(transport.watches.isEmpty)
        #expect(transport.wakeAfter == TableTransport.acceptPause)
        clock.advance(by: TableTransport.acceptPause)
        _ = transport.receive()
        #expect(transport.watches == [DescriptorWatch(listener, .readable)])
    }

    // MARK: - Connecting

    static let target = NetworkAddress(host: "table.example", port: 7777)
    static let addresses = [
        ResolvedAddress(family: 10, socketAddress: [], text: "[2001:db8::1]:7777"),
        ResolvedAddress(family: 2, socketAddress: [], text: "192.0.2.1:7777"),
    ]

    @Test("a name looked up off the loop, the first address refusing: connected through the second")
    func secondAddress() throws {
        network.pendingLookUp("table.example", descriptor: 900)
        network.connect(to: "[2001:db8::1]:7777", goes: .inProgress(result: .failure(SocketFailure(reason: "refused"))))
        transport.setConnectAddress(Self.target)
        transport.perform([.connect(ConnectionID(5)), .send(ConnectionID(5), .ping)])
        #expect(transport.watches == [DescriptorWatch(900, .readable)])
        #expect(transport.takeEvents().isEmpty)

        network.answer(900, .success(Self.addresses))
        transport.polled(900, .readable)
        #expect(network.released == [900])
        let firstSocket = try #require(network.connects.first?.socket)
        #expect(transport.watches == [DescriptorWatch(firstSocket, .writable)])
        transport.polled(firstSocket, [.writable, .hungUp])
        #expect(network.socket(firstSocket)?.isClosed == true)
        #expect(network.connects.map(\.address) == Self.addresses.map(\.text))
        let secondSocket = try #require(network.connects.last?.socket)
        transport.polled(secondSocket, .writable)
        #expect(transport.takeEvents() == [.connected(ConnectionID(5))])
        #expect(network.socket(secondSocket)?.written == Self.frames([.ping]), "what was sent before went out")
    }

    @Test("an address that does not answer is given up after the connect timeout, for the next")
    func connectTimeout() throws {
        network.lookUp("table.example", gives: .resolved(Self.addresses))
        network.connect(to: "192.0.2.1:7777", goes: .failsAtOnce(SocketFailure(reason: "Network is unreachable")))
        transport.setConnectAddress(Self.target)
        transport.perform([.connect(ConnectionID(5))])
        #expect(transport.wakeAfter == TableTransport.connectTimeout)
        clock.advance(by: TableTransport.connectTimeout)
        #expect(
            transport.takeEvents() == [
                .connectFailed(
                    ConnectionID(5),
                    reason: "cannot reach table.example:7777: 192.0.2.1:7777: Network is unreachable "
                        + "(2 addresses tried)")
            ])
        #expect(network.openSockets.isEmpty)
        #expect(transport.watches.isEmpty)
    }

    @Test("a lookup that fails, at once or off the loop, is a failed connect with its reason")
    func failedLookup() throws {
        transport.perform([.connect(ConnectionID(1))])
        #expect(
            transport.takeEvents() == [.connectFailed(ConnectionID(1), reason: "there is no address to connect to")])

        network.pendingLookUp("nowhere.example", descriptor: 901)
        transport.setConnectAddress(NetworkAddress(host: "nowhere.example", port: 7777))
        transport.perform([.connect(ConnectionID(2))])
        network.answer(901, .failure(SocketFailure(reason: "cannot find nowhere.example: Name or service not known")))
        transport.polled(901, .readable)
        #expect(
            transport.takeEvents() == [
                .connectFailed(ConnectionID(2), reason: "cannot find nowhere.example: Name or service not known")
            ])
        #expect(network.released == [901])
        #expect(network.connects.isEmpty)

        transport.setConnectAddress(NetworkAddress(host: "unknown.example", port: 7777))
        transport.perform([.connect(ConnectionID(3))])
        #expect(
            transport.takeEvents() == [
                .connectFailed(ConnectionID(3), reason: "cannot find unknown.example: unknown to the fake")
            ])
    }

    @Test("a lookup that never answers is given up after the lookup timeout")
    func lookupTimeout() throws {
        network.pendingLookUp("slow.example", descriptor: 902)
        transport.setConnectAddress(NetworkAddress(host: "slow.example", port: 7777))
        transport.perform([.connect(ConnectionID(1))])
        transport.polled(902, .readable)
        #expect(transport.takeEvents().isEmpty, "woken with no answer yet")
        clock.advance(by: TableTransport.lookupTimeout)
        #expect(
            transport.takeEvents() == [
                .connectFailed(ConnectionID(1), reason: "cannot find slow.example: no answer within 10.0 seconds")
            ])
        #expect(network.released == [902])
    }

    @Test("closeAll lets go of everything: listener, connections, lookups")
    func closeAll() throws {
        let socket = try acceptOne()
        network.pendingLookUp("table.example", descriptor: 903)
        transport.setConnectAddress(Self.target)
        transport.perform([.connect(ConnectionID(7))])
        transport.closeAll()
        #expect(network.openSockets.isEmpty)
        #expect(network.socket(socket)?.isClosed == true)
        #expect(network.released == [903])
        #expect(transport.watches.isEmpty)
        #expect(transport.wakeAfter == nil)
    }
}

/// Two transports on the real network and the loop's real wait: a host and a guest who connects by
/// name, exchanging frames both ways.
@Suite("The table's transport, live")
struct LiveTableTransportTests {
    /// Waits until `done` says the events so far suffice: at most 2,000 waits, each of which returns
    /// as soon as a socket has news (or after 50 ms of nothing).
    static func waitUntil(
        _ wait: SourceWait, _ host: TableTransport, _ guest: TableTransport,
        _ done: (_ host: [TransportEvent], _ guest: [TransportEvent]) -> Bool
    ) -> (host: [TransportEvent], guest: [TransportEvent]) {
        var hostEvents: [TransportEvent] = []
        var guestEvents: [TransportEvent] = []
        for _ in 0..<2_000 {
            hostEvents += host.takeEvents()
            guestEvents += guest.takeEvents()
            if done(hostEvents, guestEvents) { break }
            _ = wait.wait(timeout: .milliseconds(50))
        }
        return (hostEvents, guestEvents)
    }

    @Test("a listener and a guest connecting by name exchange messages both ways through the loop's wait")
    func exchange() throws {
        let clock = TestClock()
        let host = TableTransport(network: .live, clock: clock)
        let guest = TableTransport(network: .live, clock: clock)
        defer {
            host.closeAll()
            guest.closeAll()
        }
        let port = try host.listen(on: NetworkAddress(host: "127.0.0.1", port: 0)).get()
        #expect(port != 0)
        // A name, so the lookup runs off the loop; an address it gives that refuses (::1, where the
        // host does not listen) is passed over for the next.
        guest.setConnectAddress(NetworkAddress(host: "localhost", port: port))
        let wait = SourceWait(sources: [host, guest])
        let server = ConnectionID(1)
        let client = ConnectionID(9)
        guest.perform([.connect(client), .send(client, .hello(version: 2, nonce: [1, 2], name: "Bea"))])

        let joined = Self.waitUntil(wait, host, guest) { host, _ in host.count >= 2 }
        #expect(joined.guest == [.connected(client)])
        guard case .accepted(server, let peer) = joined.host.first else {
            Issue.record("nothing accepted: \(joined.host)")
            return
        }
        #expect(peer.hasPrefix("127.0.0.1:"))
        #expect(joined.host.dropFirst() == [.received(server, .hello(version: 2, nonce: [1, 2], name: "Bea"))])

        // Sent without a wait between, so the guest reads none of it meanwhile: once the kernel's
        // buffers are full (a few megabytes on the loopback), the rest waits for writable.
        var burst: [WireMessage] = []
        while !host.watches.contains(where: { $0.readiness.contains(.writable) }), burst.count < 20_000 {
            let message = WireMessage.refused("\(burst.count) " + String(repeating: "x", count: 1_000))
            host.perform([.send(server, message)])
            burst.append(message)
        }
        #expect(host.watches.contains(where: { $0.readiness.contains(.writable) }), "some of it waits")
        host.perform([.send(server, .welcome(seat: 1, names: ["Ann", "Bea"]))])
        let answered = Self.waitUntil(wait, host, guest) { _, guest in guest.count >= burst.count + 1 }
        #expect(answered.host.isEmpty)
        // Compared one by one, in order: a failure names the first message out of place, not all
        // four thousand.
        let expected = (burst + [.welcome(seat: 1, names: ["Ann", "Bea"])]).map { TransportEvent.received(client, $0) }
        #expect(answered.guest.count == expected.count)
        let received = answered.guest
        #expect(expected.indices.first { received.indices.contains($0) && received[$0] != expected[$0] } == nil)
        #expect(!host.watches.contains(where: { $0.readiness.contains(.writable) }), "all of it went")

        guest.perform([.send(client, .ended(reason: "Bea left")), .close(client)])
        let left = Self.waitUntil(wait, host, guest) { host, _ in host.count >= 2 }
        #expect(
            left.host == [
                .received(server, .ended(reason: "Bea left")),
                .closed(server, reason: "the other side closed the connection"),
            ])
        #expect(left.guest.isEmpty, "the guest closed it: nothing to report")
    }
}
