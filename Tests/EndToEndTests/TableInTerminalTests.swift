import Foundation
import MemorizeNetwork
import MemorizeSystem
import MemorizeTestSupport
import Testing

/// Two terminals, one board: the built binary hosting in one tmux session and joining from another,
/// on the loopback interface, with the connection dropped, stopped and broken on purpose.
@Suite("A table across two terminals", .terminalFirst)
struct TableInTerminalTests {
    /// Where the host listens and its code, read from the line it prints while it waits.
    static func joinLine(in screen: String) throws -> (address: String, code: String) {
        let words = screen.split(whereSeparator: \.isWhitespace).map(String.init)
        let join = try #require(words.firstIndex(of: "--join"), "no join line in:\n\(screen)")
        let code = try #require(words.firstIndex(of: "--code"), "no code in:\n\(screen)")
        return (words[join + 1], words[code + 1])
    }

    /// A host in plain mode (its lines name each card and show its face), waiting on a port the
    /// system picks.
    static func host(_ extra: [String] = []) async throws -> (TmuxSession, address: String, code: String) {
        let host = try await TmuxSession(
            arguments: ["--host", "0", "--plain=full", "--theme", "Halloween", "--pairs", "3", "--seed", "4"] + extra,
            rows: 60)
        let (address, code) = try joinLine(in: try await host.waitFor("--code"))
        return (host, address, code)
    }

    /// The face the host's plain lines gave card `number` (`Card 3: ghost 👻`).
    static func face(ofCard number: Int, in screen: String) -> String? {
        let line = screen.split(separator: "\n").last { $0.hasPrefix("Card \(number): ") }
        return line?.split(separator: " ").last.map(String.init)
    }

    @Test func twoPlayersShareOneBoardThroughADropAStopAndAGoodbye() async throws {
        let (host, address, code) = try await Self.host(["--names", "Ann"])
        defer { host.close() }
        let join = ["--join", address, "--code", code, "--names", "Bob"]
        let guest = try await TmuxSession(arguments: join)
        defer { guest.close() }
        try await host.waitFor("Bob joined (2 of 2 seats).")
        try await guest.waitFor("▶Ann")
        // Ann turns two cards; each shows on the guest's screen as it turns.
        try await host.sendLiteral("1")
        try await host.send("Enter")
        let first = try #require(Self.face(ofCard: 1, in: try await host.waitFor("Card 1: ")))
        try await guest.waitFor(first)
        try await host.sendLiteral("2")
        try await host.send("Enter")
        let afterTwo = try await host.waitFor("Card 2: ")
        let second = try #require(Self.face(ofCard: 2, in: afterTwo))
        try await guest.waitFor(second)
        try #require(first != second, "seed 4 deals a mismatch first:\n\(afterTwo)")
        try await host.waitFor("Bob's turn.")
        try await guest.waitFor("Your turn")
        // Bob's keys choose on his screen; the host judges, and both see the card.
        try await guest.send("Right")
        try await guest.send("Enter")
        let third = try #require(Self.face(ofCard: 3, in: try await host.waitFor("Card 3: ")))
        try await guest.waitFor(third)

        // Killed: the host waits, and the same player comes back with the same code.
        let pid = try #require(try await guest.gamePID())
        kill(pid, SIGKILL)
        try await host.waitFor("Bob is away (the other side closed the connection)")
        let back = try await TmuxSession(arguments: join)
        defer { back.close() }
        try await host.waitFor("Bob is back.")
        let rejoined = try await back.waitFor(third)
        #expect(rejoined.contains("Your turn") || rejoined.contains("Bob"), "\(rejoined)")

        // Stopped: the host stops hearing it, and hears it again once it goes on.
        let stopped = try #require(try await back.gamePID())
        kill(stopped, SIGSTOP)
        try await host.waitFor("Bob is away (not answering)", timeout: 20)
        kill(stopped, SIGCONT)
        _ = try await host.waitForScreen(timeout: 15, "Bob back twice") {
            $0.components(separatedBy: "Bob is back.").count >= 3
        }

        // Bob leaves: the host's game ends with both scores, and the guest's terminal is given back.
        try await back.quitGame()
        #expect(try await back.waitForExitStatus() == 0)
        #expect(try await back.terminalModes() == TmuxSession.shellModes)
        let settings = try back.terminalSettings()
        #expect(settings.before == settings.after)
        let ended = try await host.waitFor("Bob left the game")
        #expect(ended.contains("Ann") && ended.contains("Bob"), "both scores:\n\(ended)")
        try await host.sendLiteral("q")
        try await host.send("Enter")
        #expect(try await host.waitForExitStatus() == 0)
        #expect(host.standardError().contains("memorize: Bob left the game"), "\(host.standardError())")
    }

    @Test func threePlayersInTheGridAndInLinesAndASpectatorWhoArrivesMidGame() async throws {
        let (host, address, code) = try await Self.host(["--names", "Ann", "--seats", "3"])
        defer { host.close() }
        let bob = try await TmuxSession(arguments: ["--join", address, "--code", code, "--names", "Bob"])
        defer { bob.close() }
        try await host.waitFor("Bob joined (2 of 3 seats, waiting for 1 more).")
        try await bob.waitFor("Waiting for Ann to deal.")
        let cy = try await TmuxSession(
            arguments: ["--join", address, "--code", code, "--names", "Cy", "--plain=full"], rows: 60)
        defer { cy.close() }
        try await host.waitFor("Cy joined (3 of 3 seats).")
        try await bob.waitFor("▶Ann")
        try await host.sendLiteral("1")
        try await host.send("Enter")
        let first = try #require(Self.face(ofCard: 1, in: try await host.waitFor("Card 1: ")))
        try await bob.waitFor(first)
        try await cy.waitFor(first)
        // A spectator arrives mid-game: the card up shows at once, and no card is its to choose.
        let eve = try await TmuxSession(
            arguments: ["--watch", address, "--code", code, "--names", "Eve", "--plain=full"], rows: 60)
        defer { eve.close() }
        try await host.waitFor("Eve is watching")
        try await eve.waitFor(first)
        try await eve.sendLiteral("3")
        try await eve.send("Enter")
        try await eve.waitFor("You are watching: only the players choose cards")
        try await host.sendLiteral("2")
        try await host.send("Enter")
        let second = try #require(Self.face(ofCard: 2, in: try await host.waitFor("Card 2: ")))
        try #require(first != second, "seed 4 deals a mismatch first")
        try await host.waitFor("Bob's turn.")
        try await eve.waitFor(second)
        try await bob.send("Right")
        try await bob.send("Enter")
        let third = try #require(Self.face(ofCard: 3, in: try await host.waitFor("Card 3: ")))
        for side in [bob, cy, eve] { try await side.waitFor(third) }
        // The host leaves: the table ends for everyone, in the game's own words.
        try await host.sendLiteral("q")
        try await host.send("Enter")
        try await host.waitFor("Quit this game?")
        try await host.sendLiteral("y")
        try await host.send("Enter")
        #expect(try await host.waitForExitStatus() == 0)
        for side in [cy, eve] { try await side.waitFor("Ann left the game") }
        try await bob.waitFor("Ann left the game")
    }

    @Test func theHostsWaitStartsOnlyWithTwoSeatsAndStopsOnQOrTheEndOfItsInput() async throws {
        let host = try await TmuxSession(arguments: ["--host", "0", "--seats", "3", "--plain"])
        defer { host.close() }
        try await host.waitFor("Enter starts with the seats filled so far; q stops waiting.")
        try await host.send("Enter")
        try await host.waitFor("Enter starts the game once a player has joined; q stops waiting.")
        try await host.sendLiteral("q")
        try await host.send("Enter")
        try await host.waitFor("Stopped waiting: no game was played.")
        #expect(try await host.waitForExitStatus() == 0)
        // Through a pipe, the end of the input stops the wait the same way (standard input is /dev/null).
        let directory = try TemporaryDirectory()
        let piped = try await BinaryRunner.run(["--host", "0", "--plain"], in: directory.url)
        #expect(piped.status == 0)
        #expect(piped.outputText.hasSuffix("Stopped waiting: no game was played.\n"), "\(piped.outputText)")
    }

    @Test func aWrongCodeAndASecondGuestAreRefusedWithOneLineOnBothSides() async throws {
        let (host, address, code) = try await Self.host()
        defer { host.close() }
        let binary = try Places.builtExecutable("memorize")
        let wrong = code == "bbbbbb" ? "cccccc" : "bbbbbb"
        let stranger = try await ChildProcess.run(binary, ["--join", address, "--code", wrong, "--plain"])
        #expect(stranger.status == 76)
        #expect(
            stranger.errorText == "memorize: wrong join code: check the code and the address\n", "\(stranger.errorText)"
        )
        #expect(stranger.errorText.split(separator: "\n").count == 1)
        try await host.waitFor("1 failed join (the last: the joining side gave up: wrong join code)")
        let guest = try await TmuxSession(arguments: ["--join", address, "--code", code])
        defer { guest.close() }
        try await host.waitFor("Player 2 joined (2 of 2 seats).")
        let second = try await ChildProcess.run(binary, ["--join", address, "--code", code, "--plain"])
        #expect(second.status == 76)
        #expect(
            second.errorText == "memorize: the host refused: this table is full\n",
            "\(second.errorText)")
        try await host.waitFor("(the last: this table is full)", timeout: 10)
        try await guest.waitFor("Host")
        try await guest.quitGame()
        #expect(try await guest.waitForExitStatus() == 0)
    }

    @Test func aHostilePeerEndsTheGameWithALineAndNeverCrashesTheHost() async throws {
        let (host, address, code) = try await Self.host()
        defer { host.close() }
        let target = try #require(NetworkAddress(parsing: address, defaultHost: nil))
        // Another version is refused at the hello, with a line for it.
        let old = try RawPeer(connectingTo: target)
        defer { old.close() }
        try old.send(.hello(version: WireMessage.version + 1, nonce: Array(repeating: 7, count: 16), name: "Old"))
        let refusal = try await old.receive()
        #expect(
            refusal == [
                .refused(
                    "the joining side speaks protocol \(WireMessage.version + 1) and this host \(WireMessage.version): update both"
                )
            ])
        // A peer that joins properly and closes its socket: the host waits for it, and it comes back.
        let first = try RawPeer(connectingTo: target)
        try await first.join(code: code, name: "Mallory")
        try await host.waitFor("Mallory joined (2 of 2 seats).")
        first.close()
        try await host.waitFor("Mallory is away (the other side closed the connection)")
        // Back, it replays a frame: the game ends, the host stays up.
        let peer = try RawPeer(connectingTo: target)
        defer { peer.close() }
        try await peer.join(code: code, name: "Mallory")
        try await host.waitFor("Mallory is back.")
        try peer.sendRaw([0, 0, 0, 5, 0, 0, 0, 1, 12])  // a frame numbered 1 again: replayed
        try await host.waitFor("Mallory was sent away: the other side sent message 1 where")
        let answer = try await peer.receive()
        #expect(answer.contains { if case .refused = $0 { true } else { false } }, "\(answer)")
        try await host.sendLiteral("q")
        try await host.send("Enter")
        #expect(try await host.waitForExitStatus() == 0)
    }
}

/// A peer that speaks the protocol by hand, for the hostile-peer tests: framing, the handshake and
/// the sealing are the project's own, the socket is a plain blocking one. Its waits for answers run
/// off the test pool's threads; one task uses a peer at a time.
final class RawPeer: @unchecked Sendable {
    private let socket: Int32
    private var writer = FrameWriter()
    private var reader = FrameReader()
    private var channel: SecureChannel?

    struct Failure: Error { let reason: String }

    private let network = NetworkAccess.live

    init(connectingTo address: NetworkAddress) throws {
        guard case .resolved(let addresses) = network.lookUp(address), let first = addresses.first else {
            throw Failure(reason: "cannot resolve \(address)")
        }
        switch network.startConnect(first) {
        case .connected(let socket): self.socket = socket
        case .inProgress(let socket):
            var descriptor = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            guard poll(&descriptor, 1, 5_000) == 1, case .success = network.connectResult(socket) else {
                network.close(socket)
                throw Failure(reason: "cannot connect to \(address)")
            }
            self.socket = socket
        case .failed(let failure): throw Failure(reason: failure.reason)
        }
    }

    /// Sends `message`, sealed once the handshake agreed a key.
    func send(_ message: WireMessage) throws {
        var sealed = message
        if var channel {
            sealed = channel.seal(message)
            self.channel = channel
        }
        try sendRaw(writer.frame(sealed))
    }

    /// Writes `bytes` whole, waiting for the socket as it fills.
    func sendRaw(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            switch network.write(socket, bytes[offset...]) {
            case .wrote(let count): offset += count
            case .wouldBlock:
                var descriptor = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
                guard poll(&descriptor, 1, 5_000) == 1 else { throw Failure(reason: "the host stopped reading") }
            case .failed(let failure): throw Failure(reason: failure.reason)
            }
        }
    }

    /// The messages that arrive within a second or so, opened once the handshake agreed a key.
    func receive() async throws -> [WireMessage] {
        try await offThePool("RawPeer") { try self.receiveBlocking() }
    }

    private func receiveBlocking() throws -> [WireMessage] {
        var messages: [WireMessage] = []
        for _ in 0..<20 {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else {
                if !messages.isEmpty { return messages }
                continue
            }
            switch network.read(socket, 65_536) {
            case .bytes(let bytes):
                reader.append(bytes)
                while let message = try reader.next() {
                    if case .sealed(let box) = message, var channel {
                        messages.append(try channel.open(box))
                        self.channel = channel
                    } else {
                        messages.append(message)
                    }
                }
            case .closed, .failed: return messages
            case .nothingYet: continue
            }
        }
        return messages
    }

    /// Joins the host with `code` as `name`, answering its handshake, until the welcome.
    func join(code: String, name: String) async throws {
        try await offThePool("RawPeer") { try self.joinBlocking(code: code, name: name) }
    }

    private func joinBlocking(code: String, name: String) throws {
        var handshake = GuestHandshake(code: code)
        try send(handshake.hello)
        for _ in 0..<10 {
            for message in try receiveBlocking() {
                if case .welcome = message { return }
                switch handshake.receive(message) {
                case .send(let replies): for reply in replies { try send(reply) }
                case .secured(let secured, let replies):
                    for reply in replies { try send(reply) }
                    channel = secured
                    try send(.join(name: name, watch: false))
                case .refuse(_, let reason, _): throw Failure(reason: "refused: \(reason)")
                }
            }
        }
        throw Failure(reason: "no answer to the handshake")
    }

    func close() { network.close(socket) }
}
