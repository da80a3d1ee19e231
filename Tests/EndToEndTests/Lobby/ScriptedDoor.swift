import Foundation
import Glibc
import MemorizeLobby
import MemorizeNetwork
import MemorizeTable

/// A door spoken by the test itself: `LobbyClientProtocol` and a `LobbyBot` on a real Unix socket to
/// the built binary's `--serve`. Blocking calls only, on the test's own thread (`offThePool`).
final class ScriptedDoor {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let socket: Int32
    var client: LobbyClientProtocol
    var bot = LobbyBot()
    var news: [LobbyNews] = []
    private var reader = LobbyFrameReader()
    private var writer = LobbyFrameWriter()
    private(set) var isClosed = false

    init(path: String, key: String, name: String = "") throws {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let status = withUnsafeBytes(of: address) { raw in
            connect(socket, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
        }
        guard status == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to \(path): errno \(errno)")
        }
        client = LobbyClientProtocol(fingerprint: key, name: name, language: "C.UTF-8", plain: true)
        flush()
    }

    deinit { close(socket) }

    /// Sends what the client queued.
    func flush() {
        for command in client.takeCommands() {
            switch command {
            case .send(let message):
                let bytes = writer.frame(message)
                _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            case .close:
                shutdown(socket, Int32(SHUT_WR))
            }
        }
        let heard = client.takeNews()
        news += heard
        for item in heard {
            switch item {
            case .table(let event): bot.hear(event)
            // Back in the lobby: the next table is a new one.
            case .leftTable: bot = LobbyBot()
            default: break
            }
        }
    }

    func act(_ action: (inout LobbyClientProtocol) -> Void) {
        action(&client)
        flush()
    }

    /// Reads what has arrived, waiting at most `milliseconds`.
    func read(waiting milliseconds: Int32) {
        guard !isClosed else { return }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count <= 0 {
            isClosed = true
            client.handle(.closed(reason: "end of file"))
        } else {
            reader.append(Array(buffer[0..<count]))
            while let message = try? reader.next() { client.handle(.received(message)) }
        }
        flush()
    }

    /// Reads until `condition` holds, or throws after `seconds`.
    func wait(_ what: String, seconds: Double = 10, until condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { throw Failure(description: "timed out waiting for \(what): \(news)") }
            read(waiting: 50)
        }
    }

    var lastLobby: LobbySnapshot? {
        for item in news.reversed() { if case .lobby(let snapshot) = item { return snapshot } }
        return nil
    }

    /// Doors play their bots' turns until every one's game is over.
    static func play(_ doors: [ScriptedDoor], seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !doors.allSatisfy({ $0.bot.isOver }) {
            guard Date() < deadline else { throw Failure(description: "the game did not end in time") }
            for door in doors {
                if let choice = door.bot.nextChoice() {
                    door.act { $0.tell(.choose(card: choice.card, deal: choice.deal)) }
                }
                door.read(waiting: 5)
            }
        }
    }
}
