import Glibc
import MemorizeNetwork
import MemorizeSystem
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The guest's side of a game across two terminals (`--join`): the connection to the host, pinged
/// while nothing else is said; when it drops or the host stops answering, it tries again with the
/// same code for a minute before the game ends.
final class GuestTable: TableLink {
    /// What joining gave: the guest's seat, the seats' names, and the table as the host sees it.
    struct Joined {
        var seat: Int
        var names: [String]
        var board: TableBoard
        var table: TableState
    }

    private let address: NetworkAddress
    private let code: String
    private let name: String
    private var stream: PeerStream?
    private var rejoining: (stream: PeerStream, handshake: GuestHandshake, since: Duration)?
    private var awaySince: Duration?
    private var nextTry: Duration = .zero
    private var isOver = false
    private var lastCheck: Duration
    /// Why the host refused the last try to come back, if it did.
    private var lastRefusal: String?
    private let clock: any GameClock
    /// The host's seat's name, once joined.
    private(set) var hostName = "The host"
    /// Where the host's news goes: the view model's `send`.
    var deliver: (PeerNews) -> Void = { _ in }

    init(address: NetworkAddress, code: String, name: String, clock: any GameClock) {
        self.address = address
        self.code = code
        self.name = name
        self.clock = clock
        lastCheck = clock.now
    }

    /// The loop's source: the connection to the host, or the one being made again.
    var sources: [any MessageSource] {
        [
            TableSource(
                descriptor: { [unowned self] in stream?.socket ?? rejoining?.stream.socket },
                wake: { [unowned self] _ in stream != nil ? readHost() : readRejoining() },
                checkTime: { [unowned self] in checkTime() })
        ]
    }

    /// Connects and joins within `timeout`, before the game runs: the seat, the names and the table,
    /// or the one line that says why not.
    func join(timeout: Duration) -> Result<Joined, SocketFailure> {
        let deadline = clock.now + timeout
        let socket: Int32
        switch Sockets.connect(to: address, timeout: timeout) {
        case .success(let connected): socket = connected
        case .failure(let failure):
            return .failure(SocketFailure(reason: "cannot reach \(address): \(failure.reason)"))
        }
        let stream = PeerStream(socket: socket, now: clock.now)
        var handshake = GuestHandshake(code: code, nonce: Sockets.randomBytes(16), name: name)
        var seat: Int?
        var names: [String] = []
        var board: TableBoard?
        func fail(_ reason: String) -> Result<Joined, SocketFailure> {
            stream.close()
            return .failure(SocketFailure(reason: reason))
        }
        if let failure = stream.send(handshake.hello, now: clock.now) {
            return fail("cannot join \(address): \(failure)")
        }
        while clock.now < deadline {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(clamping: (deadline - clock.now).components.seconds * 1000 + 1))
            let (messages, ending): ([WireMessage], PeerStream.Ending?) =
                switch stream.read(now: clock.now) {
                case .messages(let messages): (messages, nil)
                case .ended(let messages, let ending): (messages, ending)
                }
            for message in messages {
                guard seat == nil else {
                    switch message {
                    case .board(let given): board = given
                    case .table(let table):
                        guard let seat, let board else { return fail("the host sent a table before its board") }
                        self.stream = stream
                        return .success(Joined(seat: seat, names: names, board: board, table: table))
                    case .ping: stream.send(.pong, now: clock.now)
                    case .refused(let reason): return fail("the host refused: \(SafeText.stripped(reason, limit: 100))")
                    default: return fail("the host sent a message out of turn")
                    }
                    continue
                }
                switch handshake.receive(message) {
                case .send(let replies): for reply in replies { stream.send(reply, now: clock.now) }
                case .joined(let host, let given, let seats):
                    guard given == 1, seats.count == 2 else { return fail("the host offered a seat that cannot be") }
                    seat = given
                    hostName = SafeText.stripped(host, limit: 32, fallback: "Host")
                    names = seats.map { SafeText.stripped($0, limit: 32, fallback: "Player") }
                case .refuse(let refusal, let reason):
                    if let refusal { stream.send(refusal, now: clock.now) }
                    return fail(SafeText.stripped(reason, limit: 120))
                }
            }
            if let ending {
                switch ending {
                case .dropped(let reason): return fail("the host closed the connection while joining (\(reason))")
                case .broken(let reason):
                    stream.send(.refused(reason), now: clock.now)
                    return fail(reason)
                }
            }
        }
        return fail("no answer from \(address) in \(timeout.components.seconds) seconds")
    }

    // MARK: - TableLink

    /// Sends `message` to the host; a refusal or a goodbye is the last.
    func send(_ message: WireMessage) {
        guard !isOver, let stream else { return }
        if let failure = stream.send(message, now: clock.now) { return drop("the connection failed (\(failure))") }
        switch message {
        case .refused, .ended: close()
        default: break
        }
    }

    func close() {
        isOver = true
        stream?.close()
        stream = nil
        rejoining?.stream.close()
        rejoining = nil
    }

    // MARK: - Reading

    private func readHost() {
        guard let stream else { return }
        let (messages, ending): ([WireMessage], PeerStream.Ending?) =
            switch stream.read(now: clock.now) {
            case .messages(let messages): (messages, nil)
            case .ended(let messages, let ending): (messages, ending)
            }
        for message in messages where !isOver {
            switch message {
            case .ping: stream.send(.pong, now: clock.now)
            case .pong: break
            case .refused(let reason):
                close()
                deliver(.left("\(hostName) ended the game: \(SafeText.stripped(reason, limit: 100))"))
            case .ended:
                deliver(.message(message))
                close()
            default: deliver(.message(message))
            }
        }
        guard let ending, !isOver else { return }
        switch ending {
        case .dropped: drop("The connection to \(hostName) closed")
        case .broken(let reason):
            stream.send(.refused(reason), now: clock.now)
            close()
            deliver(.left("The game ended: \(reason)"))
        }
    }

    private func readRejoining() {
        guard var joining = rejoining else { return }
        let (messages, ending): ([WireMessage], PeerStream.Ending?) =
            switch joining.stream.read(now: clock.now) {
            case .messages(let messages): (messages, nil)
            case .ended(let messages, let ending): (messages, ending)
            }
        for (index, message) in messages.enumerated() {
            switch joining.handshake.receive(message) {
            case .send(let replies):
                for reply in replies { joining.stream.send(reply, now: clock.now) }
                rejoining = joining
            case .joined:
                // Back: the host's board and table follow, and go to the game as they come.
                rejoining = nil
                stream = joining.stream
                awaySince = nil
                deliver(.back)
                for later in messages[(index + 1)...] { deliver(.message(later)) }
                return
            case .refuse(let refusal, let reason):
                // Perhaps only for now (the host has not yet seen the old connection go): the minute
                // to come back goes on, and its end says why the last try failed.
                if let refusal { joining.stream.send(refusal, now: clock.now) }
                joining.stream.close()
                rejoining = nil
                lastRefusal = SafeText.stripped(reason, limit: 120)
                return
            }
        }
        if ending != nil {
            joining.stream.close()
            rejoining = nil
        }
    }

    /// The host is gone for now: try again for a minute.
    private func drop(_ reason: String) {
        stream?.close()
        stream = nil
        awaySince = clock.now
        nextTry = clock.now + .seconds(1)
        deliver(.away("\(reason): trying again for a minute"))
    }

    /// Pings, silences, and the tries to come back, checked at every wait.
    private func checkTime() -> Duration? {
        guard !isOver else { return nil }
        let now = clock.now
        if now - lastCheck > .seconds(4) {
            stream?.lastHeard = now
            if let since = awaySince { awaySince = since + (now - lastCheck) }
        }
        lastCheck = now
        if let stream {
            if now - stream.lastHeard > HostTable.silenceLimit {
                drop("\(hostName) is not answering")
            } else if now - stream.lastSent >= HostTable.pingEvery {
                send(.ping)
            }
            return .seconds(1)
        }
        if let joining = rejoining, now - joining.since > HostTable.joinLimit {
            joining.stream.close()
            rejoining = nil
        }
        if let since = awaySince, now - since > HostTable.comebackLimit {
            close()
            deliver(.left("\(hostName) did not come back within a minute" + (lastRefusal.map { " (\($0))" } ?? "")))
            return nil
        }
        if rejoining == nil, now >= nextTry {
            nextTry = now + .seconds(2)
            // Short: the board stays live while the host is away.
            if case .success(let socket) = Sockets.connect(to: address, timeout: .milliseconds(300)) {
                let stream = PeerStream(socket: socket, now: now)
                let handshake = GuestHandshake(code: code, nonce: Sockets.randomBytes(16), name: name)
                stream.send(handshake.hello, now: now)
                rejoining = (stream, handshake, now)
            }
        }
        return .seconds(1)
    }
}
