import MemorizeSystem
import Testing

@Suite("Sockets for play across two terminals, on the loopback interface only")
struct SocketsTests {
    @Test(
        "addresses: a port alone, a name or address and a port, an IPv6 address in brackets",
        arguments: [
            ("4000", "127.0.0.1:4000"), ("0.0.0.0:4000", "0.0.0.0:4000"), ("localhost:65535", "localhost:65535"),
            ("[::1]:4000", "[::1]:4000"),
        ])
    func addresses(text: String, parsed: String) {
        #expect(NetworkAddress(parsing: text, defaultHost: "127.0.0.1")?.description == parsed)
    }

    @Test(
        "anything else is not an address",
        arguments: ["", "0", "65536", "host:", ":4000", "a b:4000", "[::1]4000", "x"])
    func notAddresses(text: String) {
        #expect(NetworkAddress(parsing: text, defaultHost: "127.0.0.1") == nil)
        #expect(NetworkAddress(parsing: text, defaultHost: nil) == nil)
    }

    @Test("a listener, a connection and bytes both ways; a closed peer reads as closed")
    func exchange() async throws {
        let listener = try Sockets.listen(on: NetworkAddress(host: "127.0.0.1", port: 0)).get()
        defer { Sockets.close(listener) }
        let port = try #require(Sockets.port(of: listener))
        let guest = try Sockets.connect(to: NetworkAddress(host: "127.0.0.1", port: port), timeout: .seconds(2)).get()
        var host: Int32?
        for _ in 0..<200 where host == nil {
            host = Sockets.accept(from: listener)
            if host == nil { try await Task.sleep(for: .milliseconds(5)) }
        }
        let accepted = try #require(host)
        #expect(Sockets.read(accepted) == .nothingYet, "nothing sent yet, and the read does not block")
        try Sockets.write(Array("hello".utf8), to: guest, timeout: .seconds(1)).get()
        var received: [UInt8] = []
        for _ in 0..<200 where received.count < 5 {
            if case .bytes(let bytes) = Sockets.read(accepted) {
                received += bytes
            } else {
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        #expect(received == Array("hello".utf8))
        Sockets.close(guest)
        var ending = Sockets.read(accepted)
        for _ in 0..<200 where ending == .nothingYet {
            try await Task.sleep(for: .milliseconds(5))
            ending = Sockets.read(accepted)
        }
        #expect(ending == .closed)
        Sockets.close(accepted)
    }

    @Test("a port nobody listens on refuses at once, and a peer that stops reading cannot hold a write")
    func failures() async throws {
        let listener = try Sockets.listen(on: NetworkAddress(host: "127.0.0.1", port: 0)).get()
        let port = try #require(Sockets.port(of: listener))
        Sockets.close(listener)
        let refused = Sockets.connect(to: NetworkAddress(host: "127.0.0.1", port: port), timeout: .seconds(2))
        #expect(throws: SocketFailure.self) { try refused.get() }

        let quiet = try Sockets.listen(on: NetworkAddress(host: "127.0.0.1", port: 0)).get()
        defer { Sockets.close(quiet) }
        let guest = try Sockets.connect(
            to: NetworkAddress(host: "127.0.0.1", port: try #require(Sockets.port(of: quiet))), timeout: .seconds(2)
        ).get()
        defer { Sockets.close(guest) }
        // Nobody accepts or reads: the kernel's buffers fill, and the write gives up at its deadline.
        let result = Sockets.write([UInt8](repeating: 7, count: 64 << 20), to: guest, timeout: .milliseconds(300))
        #expect(throws: SocketFailure(reason: "the other side stopped reading")) { try result.get() }
    }
}
