import Glibc
import MemorizeNetwork
import MemorizeSystem
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The host's side of a game across two terminals (`--host`): the listening socket, the guest's
/// connection, and a newcomer's handshake. It refuses a second guest, a wrong code and a wrong
/// version, each with one line on both sides; it pings the guest, and a guest that drops or stops
/// answering has a minute to come back with the same code before the game ends.
final class HostTable: TableLink {
    /// How often each side pings the other when nothing else was sent.
    static let pingEvery: Duration = .seconds(2)
    /// How long a peer may be silent before it counts as away.
    static let silenceLimit: Duration = .seconds(10)
    /// How long an away peer has to come back.
    static let comebackLimit: Duration = .seconds(60)
    /// How long a newcomer has to finish joining.
    static let joinLimit: Duration = .seconds(10)

    private let listener: Int32
    private let code: String
    /// The host's seat's name.
    let hostName: String
    /// The guest's name as it joined first; a comeback must give the same.
    private(set) var guestName = ""
    private var guest: PeerStream?
    private var newcomer: (stream: PeerStream, handshake: HostHandshake, since: Duration)?
    private var awaySince: Duration?
    private var isOver = false
    private var lastCheck: Duration
    private let clock: any GameClock
    /// Where the guest's news goes: the view model's `send`, once the game runs.
    var deliver: (PeerNews) -> Void = { _ in }
    /// What a guest is sent on joining or coming back: the view model's board and table.
    var greeting: () -> [WireMessage] = { [] }
    /// Where a line for the host goes before the game runs (a newcomer refused).
    var say: (String) -> Void = { _ in }

    /// A table listening on `listener` for a guest who knows `code`.
    init(listener: Int32, code: String, hostName: String, clock: any GameClock) {
        self.listener = listener
        self.code = code
        self.hostName = hostName
        self.clock = clock
        lastCheck = clock.now
    }

    /// The loop's sources: the listening socket, the guest, a newcomer.
    var sources: [any MessageSource] {
        [
            TableSource(
                descriptor: { [unowned self] in isOver ? nil : listener }, wake: { [unowned self] _ in acceptAll() },
                checkTime: { [unowned self] in checkTime() }),
            TableSource(
                descriptor: { [unowned self] in guest?.socket }, wake: { [unowned self] _ in readGuest() },
                checkTime: { nil }),
            TableSource(
                descriptor: { [unowned self] in newcomer?.stream.socket }, wake: { [unowned self] _ in readNewcomer() },
                checkTime: { nil }),
        ]
    }

    /// Whether a guest sits at the table now.
    var hasGuest: Bool { guest != nil }

    /// Waits for the first guest to join, reading and refusing as in the game; a signal ends the wait
    /// (the process dies by it, as before any game).
    func waitForGuest() {
        while guest == nil {
            var descriptors = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            if let newcomer {
                descriptors.append(pollfd(fd: newcomer.stream.socket, events: Int16(POLLIN), revents: 0))
            }
            _ = poll(&descriptors, nfds_t(descriptors.count), 1000)
            if descriptors[0].revents != 0 { acceptAll() }
            if descriptors.count > 1, descriptors[1].revents != 0 { readNewcomer() }
            _ = checkTime()
        }
    }

    // MARK: - TableLink

    /// Sends `message` to the guest; a refusal or a goodbye is the last, and closes the table.
    func send(_ message: WireMessage) {
        guard !isOver, let guest else { return }
        if let failure = guest.send(message, now: clock.now) {
            return drop("The connection to \(guestName) failed (\(failure))")
        }
        switch message {
        case .refused, .ended: close()
        default: break
        }
    }

    /// Closes every socket: the table is over.
    func close() {
        isOver = true
        guest?.close()
        guest = nil
        newcomer?.stream.close()
        newcomer = nil
        Sockets.close(listener)
    }

    // MARK: - Reading

    private func acceptAll() {
        while !isOver, let socket = Sockets.accept(from: listener) {
            let stream = PeerStream(socket: socket, now: clock.now)
            // A guest coming back may find its old connection not yet known dead (this side was
            // stopped): read it first, so that a closed one is dropped before the newcomer is judged.
            if guest != nil { readGuest() }
            guard guest == nil else {
                stream.send(.refused("this game already has a player at another terminal"), now: clock.now)
                stream.close()
                tell("A second player tried to join and was refused")
                continue
            }
            guard newcomer == nil else {
                // One join at a time; the player trying is told to try again, the host is not troubled.
                stream.send(.refused("another player is joining: try again in a moment"), now: clock.now)
                stream.close()
                continue
            }
            var random = SystemRandomNumberGenerator()
            let nonce = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            newcomer = (stream, HostHandshake(code: code, nonce: nonce, hostName: hostName), clock.now)
        }
    }

    private func readNewcomer() {
        guard var joining = newcomer else { return }
        let reading = joining.stream.read(now: clock.now)
        let (messages, ending): ([WireMessage], PeerStream.Ending?) =
            switch reading {
            case .messages(let messages): (messages, nil)
            case .ended(let messages, let ending): (messages, ending)
            }
        for message in messages {
            switch joining.handshake.receive(message) {
            case .send(let replies):
                for reply in replies { joining.stream.send(reply, now: clock.now) }
                newcomer = joining
            case .joined(let name, _, _):
                newcomer = nil
                var name = SafeText.stripped(name, limit: 32, fallback: "Guest")
                // Two seats of one name would make every turn line ambiguous.
                if name.lowercased() == hostName.lowercased() { name += " 2" }
                return admit(joining.stream, named: name)
            case .refuse(let refusal, let reason):
                if let refusal { joining.stream.send(refusal, now: clock.now) }
                joining.stream.close()
                newcomer = nil
                return tell("A player could not join: \(reason)")
            }
        }
        if let ending {
            joining.stream.close()
            newcomer = nil
            if case .broken(let reason) = ending { tell("A player could not join: \(reason)") }
        }
    }

    /// Seats a newcomer who proved the code: the first guest, or the same guest back.
    private func admit(_ stream: PeerStream, named name: String) {
        guard guestName.isEmpty || name == guestName else {
            stream.send(.refused("this game waits for \(guestName) to come back"), now: clock.now)
            stream.close()
            return tell("\(name) tried to join and was refused: the game waits for \(guestName)")
        }
        let coming = !guestName.isEmpty
        if guestName.isEmpty { guestName = name }
        guest = stream
        awaySince = nil
        stream.send(.welcome(seat: 1, names: [hostName, guestName]), now: clock.now)
        for message in greeting() { stream.send(message, now: clock.now) }
        if coming { deliver(.back) }
    }

    private func readGuest() {
        guard let stream = guest else { return }
        let reading = stream.read(now: clock.now)
        let (messages, ending): ([WireMessage], PeerStream.Ending?) =
            switch reading {
            case .messages(let messages): (messages, nil)
            case .ended(let messages, let ending): (messages, ending)
            }
        for message in messages where !isOver {
            switch message {
            case .ping: stream.send(.pong, now: clock.now)
            case .pong: break
            case .refused(let reason):
                close()
                deliver(.left("\(guestName) refused the game: \(SafeText.stripped(reason, limit: 100))"))
            case .ended:
                deliver(.message(message))
                close()
            default: deliver(.message(message))
            }
        }
        guard let ending, !isOver else { return }
        switch ending {
        case .dropped(let reason):
            drop(
                reason == "the connection closed"
                    ? "The connection to \(guestName) closed" : "The connection to \(guestName) failed (\(reason))")
        case .broken(let reason):
            stream.send(.refused(reason), now: clock.now)
            close()
            deliver(.left("The game ended: \(reason)"))
        }
    }

    /// The guest is gone for now: the game waits a minute for it.
    private func drop(_ reason: String) {
        guest?.close()
        guest = nil
        awaySince = clock.now
        deliver(.away("\(reason): waiting a minute for \(guestName) to come back"))
    }

    /// Pings, silences and the minute to come back, checked at every wait.
    ///
    /// - Returns: When to check again.
    private func checkTime() -> Duration? {
        guard !isOver else { return nil }
        let now = clock.now
        // A long gap since the last check means this process was stopped (Ctrl-Z): the peer's
        // silence meanwhile was ours.
        if now - lastCheck > .seconds(4) {
            guest?.lastHeard = now
            if let since = awaySince { awaySince = since + (now - lastCheck) }
        }
        lastCheck = now
        if let stream = guest {
            if now - stream.lastHeard > Self.silenceLimit {
                drop("\(guestName) is not answering")
            } else if now - stream.lastSent >= Self.pingEvery {
                send(.ping)
            }
        }
        if let joining = newcomer, now - joining.since > Self.joinLimit {
            joining.stream.close()
            newcomer = nil
        }
        if let since = awaySince, now - since > Self.comebackLimit {
            close()
            deliver(.left("\(guestName) did not come back within a minute"))
        }
        return .seconds(1)
    }

    /// A line for the host: in the game's message line once it runs, else on the terminal.
    private func tell(_ line: String) {
        if guest == nil, guestName.isEmpty { say(line) } else { deliver(.note(line)) }
    }
}
