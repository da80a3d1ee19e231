import MemorizeNetwork
import MemorizeSystem
import ScreenKit

/// One connection to the other terminal: this side's frames out, each write finished within a
/// timeout, and the other side's frames in, until the first that breaks the protocol.
final class PeerStream {
    /// How long a write may wait for the other side to read: a reader that stops cannot hold the game.
    static let writeTimeout: Duration = .seconds(2)
    /// The most messages a peer may send in one second; more is a flood, and ends the session.
    static let floodLimit = 200
    /// The most bytes read in one go, so that a flood cannot keep the loop from the keyboard.
    static let readLimit = 65_536

    let socket: Int32
    private var reader = FrameReader()
    private var writer = FrameWriter()
    /// When the other side was last heard from, and when this side last sent.
    var lastHeard: Duration
    private(set) var lastSent: Duration
    private var isClosed = false
    private var floodSecond: Int64 = -1
    private var floodCount = 0

    /// A stream over the connected `socket`, heard from `now`.
    init(socket: Int32, now: Duration) {
        self.socket = socket
        lastHeard = now
        lastSent = now
    }

    /// What a read found.
    enum Reading {
        /// Whole messages (none, perhaps); the stream goes on.
        case messages([WireMessage])
        /// The stream ended after these messages: closed by the other side, failed, or broken.
        case ended([WireMessage], Ending)
    }

    /// How a stream ended.
    enum Ending: Equatable {
        /// The connection closed or failed: the other side may come back.
        case dropped(String)
        /// The other side broke the protocol (or flooded): it is told why, and the session ends.
        case broken(String)
    }

    /// Sends `message` as this side's next frame, within `writeTimeout`.
    ///
    /// - Returns: Why it could not be sent, or nil.
    @discardableResult
    func send(_ message: WireMessage, now: Duration) -> String? {
        guard !isClosed else { return "the connection is closed" }
        lastSent = now
        if case .failure(let failure) = Sockets.write(writer.frame(message), to: socket, timeout: Self.writeTimeout) {
            return failure.reason
        }
        return nil
    }

    /// Reads what the socket has now, without waiting.
    func read(now: Duration) -> Reading {
        var messages: [WireMessage] = []
        var total = 0
        while total < Self.readLimit {
            switch Sockets.read(socket) {
            case .nothingYet: return .messages(messages)
            case .closed: return .ended(messages, .dropped("the connection closed"))
            case .failed(let reason): return .ended(messages, .dropped(reason))
            case .bytes(let bytes):
                total += bytes.count
                reader.append(bytes)
                do {
                    while let message = try reader.next() {
                        // Heard only on a whole message: a byte now and then keeps nobody at the table.
                        lastHeard = now
                        messages.append(message)
                        if isFlooding(now: now) {
                            return .ended(
                                messages, .broken("the other side sent more than \(Self.floodLimit) messages a second"))
                        }
                    }
                } catch {
                    return .ended(messages, .broken(error.description))
                }
            }
        }
        return .messages(messages)
    }

    private func isFlooding(now: Duration) -> Bool {
        let second = now.components.seconds
        if second != floodSecond {
            floodSecond = second
            floodCount = 0
        }
        floodCount += 1
        return floodCount > Self.floodLimit
    }

    /// Closes the connection; a closed stream stays closed.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        Sockets.close(socket)
    }
}

/// A source of the run loop over one descriptor of a table's connection: it asks its owner which
/// descriptor to wait on now, and hands it each wake-up. A peer's news goes straight into the view
/// model's one `send` (`PeerNews`), so the wait returns no message of its own: it returns after the
/// wake, and the loop presents what changed.
final class TableSource: MessageSource {
    private let currentDescriptor: () -> Int32?
    private let wake: (Readiness) -> Void
    private let checkTime: () -> Duration?

    /// A source waiting on what `descriptor` says, telling `wake` what the wait saw of it, and asking
    /// `checkTime` at every wait for the pings and the timeouts, which says when to ask again.
    init(
        descriptor: @escaping () -> Int32?, wake: @escaping (Readiness) -> Void,
        checkTime: @escaping () -> Duration?
    ) {
        currentDescriptor = descriptor
        self.wake = wake
        self.checkTime = checkTime
    }

    var descriptor: Int32? { currentDescriptor() }

    /// While a table is under way it checks its connection every second: pings, timeouts, a peer's
    /// minute to come back.
    var wakeAfter: Duration? { checkTime() }

    func polled(_ readiness: Readiness) { wake(readiness) }

    func receive() -> [LoopMessage] {
        _ = checkTime()
        return []
    }
}
