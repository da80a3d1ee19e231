import Foundation
import MemorizeNetwork
import MemorizeSystem
import MemorizeTestSupport
import Testing

/// Two terminals, one board: the built binary hosting in one tmux session and joining from another,
/// on the loopback interface, with the connection dropped, stopped and broken on purpose.
@Suite("A table across two terminals")
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
        try await host.waitFor("Bob joined.")
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
        try await host.waitFor("The connection to Bob closed")
        let back = try await TmuxSession(arguments: join)
        defer { back.close() }
        try await host.waitFor("Bob is back.")
        let rejoined = try await back.waitFor(third)
        #expect(rejoined.contains("Your turn") || rejoined.contains("Bob"), "\(rejoined)")

        // Stopped: the host stops hearing it, and hears it again once it goes on.
        let stopped = try #require(try await back.gamePID())
        kill(stopped, SIGSTOP)
        try await host.waitFor("Bob is not answering", timeout: 20)
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

    @Test func aWrongCodeAndASecondGuestAreRefusedWithOneLineOnBothSides() async throws {
        let (host, address, code) = try await Self.host()
        defer { host.close() }
        let binary = try Places.builtExecutable("memorize")
        let wrong = code == "bbbbbb" ? "cccccc" : "bbbbbb"
        let stranger = try await ChildProcess.run(binary, ["--join", address, "--code", wrong, "--plain"])
        #expect(stranger.status == 76)
        #expect(
            stranger.errorText.hasPrefix("memorize: the host does not know this join code"), "\(stranger.errorText)")
        #expect(stranger.errorText.split(separator: "\n").count == 1)
        try await host.waitFor("A player could not join")
        let guest = try await TmuxSession(arguments: ["--join", address, "--code", code])
        defer { guest.close() }
        try await host.waitFor("Guest joined.")
        let second = try await ChildProcess.run(binary, ["--join", address, "--code", code, "--plain"])
        #expect(second.status == 76)
        #expect(
            second.errorText == "memorize: the host refused: this game already has a player at another terminal\n",
            "\(second.errorText)")
        try await host.waitFor("A second player tried to join and was refused.")
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
        let refusal = try old.receive()
        #expect(
            refusal == [
                .refused(
                    "the guest speaks protocol \(WireMessage.version + 1) and this host \(WireMessage.version): update both"
                )
            ])
        // A peer that joins properly and closes its socket: the host waits for it, and it comes back.
        let first = try RawPeer(connectingTo: target)
        try first.join(code: code, name: "Mallory")
        try await host.waitFor("Mallory joined.")
        first.close()
        try await host.waitFor("The connection to Mallory closed")
        // Back, it replays a frame: the game ends, the host stays up.
        let peer = try RawPeer(connectingTo: target)
        defer { peer.close() }
        try peer.join(code: code, name: "Mallory")
        try await host.waitFor("Mallory is back.")
        try peer.sendRaw([0, 0, 0, 5, 0, 0, 0, 1, 12])  // a ping numbered 1 again: replayed
        try await host.waitFor("The game ended: the other side sent message 1 where")
        let answer = try peer.receive()
        #expect(answer.contains { if case .refused = $0 { true } else { false } }, "\(answer)")
        try await host.sendLiteral("q")
        try await host.send("Enter")
        #expect(try await host.waitForExitStatus() == 0)
    }
}

/// A peer that speaks the protocol by hand, for the hostile-peer tests.
final class RawPeer {
    private let socket: Int32
    private var writer = FrameWriter()
    private var reader = FrameReader()

    struct Failure: Error { let reason: String }

    init(connectingTo address: NetworkAddress) throws {
        switch Sockets.connect(to: address, timeout: .seconds(5)) {
        case .success(let socket): self.socket = socket
        case .failure(let failure): throw Failure(reason: failure.reason)
        }
    }

    func send(_ message: WireMessage) throws {
        try sendRaw(writer.frame(message))
    }

    func sendRaw(_ bytes: [UInt8]) throws {
        if case .failure(let failure) = Sockets.write(bytes, to: socket, timeout: .seconds(5)) {
            throw Failure(reason: failure.reason)
        }
    }

    /// The messages that arrive within a second or so.
    func receive() throws -> [WireMessage] {
        var messages: [WireMessage] = []
        for _ in 0..<20 {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else {
                if !messages.isEmpty { return messages }
                continue
            }
            switch Sockets.read(socket) {
            case .bytes(let bytes):
                reader.append(bytes)
                while let message = try reader.next() { messages.append(message) }
            case .closed, .failed: return messages
            case .nothingYet: continue
            }
        }
        return messages
    }

    /// Joins the host with `code` as `name`, answering its handshake.
    func join(code: String, name: String) throws {
        var handshake = GuestHandshake(code: code, nonce: Array(repeating: 9, count: 16), name: name)
        try send(handshake.hello)
        for _ in 0..<10 {
            for message in try receive() {
                switch handshake.receive(message) {
                case .send(let replies): for reply in replies { try send(reply) }
                case .joined: return
                case .refuse(_, let reason): throw Failure(reason: "refused: \(reason)")
                }
            }
        }
        throw Failure(reason: "no answer to the handshake")
    }

    func close() { Sockets.close(socket) }
}
