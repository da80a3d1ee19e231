import Glibc
import MemorizeSystem
import Testing

/// The live network door on the loopback interface: nothing in it may wait, so every test waits
/// itself, on the descriptor the door hands back, for a bounded time.
@Suite("The network door, live on the loopback interface")
struct NetworkAccessTests {
    let network = NetworkAccess.live

    /// Waits up to five seconds for `events` on `descriptor`; the events that came, none on timeout.
    func waitFor(_ events: Int32, on descriptor: Int32) -> Int16 {
        var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        return poll(&entry, 1, 5_000) == 1 ? entry.revents : 0
    }

    /// A numeric address, which the door resolves at once.
    func resolved(_ host: String, _ port: UInt16) throws -> ResolvedAddress {
        guard case .resolved(let addresses) = network.lookUp(NetworkAddress(host: host, port: port)) else {
            throw Failure(reason: "\(host) was not resolved at once")
        }
        return try #require(addresses.first)
    }

    struct Failure: Error {
        let reason: String
    }

    /// A listener on 127.0.0.1, a connection to it, and the accepted end with the guest's address.
    func connectedPair() throws -> (listener: Int32, guest: Int32, host: Int32, peer: String) {
        let listener = try network.listen(NetworkAddress(host: "127.0.0.1", port: 0)).get()
        let port = try #require(network.boundPort(listener))
        let guest: Int32
        switch network.startConnect(try resolved("127.0.0.1", port)) {
        case .connected(let socket): guest = socket
        case .inProgress(let socket):
            guest = socket
            #expect(waitFor(POLLOUT, on: guest) & Int16(POLLOUT) != 0)
            try network.connectResult(guest).get()
        case .failed(let failure): throw failure
        }
        #expect(waitFor(POLLIN, on: listener) & Int16(POLLIN) != 0)
        guard case .accepted(let host, let peer) = network.accept(listener) else {
            throw Failure(reason: "nothing to accept")
        }
        return (listener, guest, host, peer)
    }

    @Test("a listener, a connect that does not wait, and bytes both ways; a closed peer reads as closed")
    func exchange() throws {
        let (listener, guest, host, peer) = try connectedPair()
        defer {
            network.close(listener)
            network.close(host)
        }
        #expect(peer.hasPrefix("127.0.0.1:"))
        #expect(network.accept(listener) == .nothingYet, "one connection, and accept does not wait")
        #expect(network.read(host, 64) == .nothingYet, "nothing sent yet, and the read does not wait")
        #expect(fcntl(host, F_GETFD) & FD_CLOEXEC != 0, "not inherited by a program run later")
        #expect(fcntl(host, F_GETFL) & O_NONBLOCK != 0)

        #expect(network.write(guest, Array("hello".utf8)[...]) == .wrote(5))
        #expect(waitFor(POLLIN, on: host) != 0)
        #expect(network.read(host, 3) == .bytes(Array("hel".utf8)), "at most the limit")
        #expect(network.read(host, 64) == .bytes(Array("lo".utf8)))
        #expect(network.write(host, Array("back".utf8)[...]) == .wrote(4))
        #expect(waitFor(POLLIN, on: guest) != 0)
        #expect(network.read(guest, 64) == .bytes(Array("back".utf8)))

        network.close(guest)
        #expect(waitFor(POLLIN, on: host) != 0)
        #expect(network.read(host, 64) == .closed)
    }

    @Test("a peer that does not read: writes take what fits, then would block")
    func fullBuffer() throws {
        let (listener, guest, host, _) = try connectedPair()
        defer {
            network.close(listener)
            network.close(guest)
            network.close(host)
        }
        let chunk = [UInt8](repeating: 7, count: 1 << 20)
        var total = 0
        var last = SocketWrite.wrote(0)
        // The kernel's buffers on both sides hold a few megabytes at most.
        for _ in 0..<256 {
            last = network.write(guest, chunk[...])
            guard case .wrote(let count) = last else { break }
            total += count
        }
        #expect(last == .wouldBlock)
        #expect(total > 0)
    }

    @Test("a port nobody listens on refuses")
    func refused() throws {
        let listener = try network.listen(NetworkAddress(host: "127.0.0.1", port: 0)).get()
        let port = try #require(network.boundPort(listener))
        network.close(listener)
        switch network.startConnect(try resolved("127.0.0.1", port)) {
        case .connected(let socket):
            network.close(socket)
            Issue.record("connected to a closed port")
        case .inProgress(let socket):
            defer { network.close(socket) }
            #expect(waitFor(POLLOUT, on: socket) != 0)
            #expect(throws: SocketFailure(reason: "Connection refused")) { try network.connectResult(socket).get() }
        case .failed(let failure):
            #expect(failure.reason == "Connection refused")
        }
    }

    @Test("numeric addresses resolve at once, IPv6 in brackets; the port taken is refused")
    func numeric() throws {
        let address = try resolved("127.0.0.1", 7777)
        #expect(address.text == "127.0.0.1:7777")
        #expect(address.family == AF_INET)
        #expect(address.socketAddress.count == MemoryLayout<sockaddr_in>.size)
        #expect(try resolved("::1", 7777).text == "[::1]:7777")

        let listener = try network.listen(NetworkAddress(host: "127.0.0.1", port: 0)).get()
        defer { network.close(listener) }
        let port = try #require(network.boundPort(listener))
        #expect(throws: SocketFailure(reason: "Address already in use")) {
            try network.listen(NetworkAddress(host: "127.0.0.1", port: port)).get()
        }
    }

    @Test("a name is looked up off the loop: its descriptor wakes when the answer is in")
    func name() throws {
        guard case .pending(let lookup) = network.lookUp(NetworkAddress(host: "localhost", port: 7777)) else {
            Issue.record("a name was not looked up off the loop")
            return
        }
        defer { lookup.release() }
        #expect(waitFor(POLLIN, on: lookup.descriptor) != 0)
        let addresses = try #require(lookup.answer()).get()
        #expect(addresses.contains { $0.text == "127.0.0.1:7777" || $0.text == "[::1]:7777" })
    }

    @Test("without the network every call says so, and none opens a socket")
    func unavailable() {
        let none = NetworkAccess.unavailable
        let address = NetworkAddress(host: "127.0.0.1", port: 1)
        #expect(throws: SocketFailure(reason: "the network is not available")) { try none.listen(address).get() }
        #expect(none.accept(3) == .failed(SocketFailure(reason: "the network is not available")))
        #expect(none.write(3, [1][...]) == .failed(SocketFailure(reason: "the network is not available")))
        guard case .failed = none.lookUp(address) else {
            Issue.record("a lookup without a network")
            return
        }
    }
}
