import MemorizeSystem
import Synchronization

/// A stand-in for the operating system's sockets: descriptors are numbers, a socket's kernel buffer
/// takes only the room the test gives it, and connects, accepts, lookups and reads happen when the
/// test says. Every call is recorded.
final class FakeNetwork: Sendable {
    /// One socket as the fake kernel holds it.
    struct Socket {
        /// How many more bytes a write may put in the send buffer; nil for no limit.
        var room: Int?
        var written: [UInt8] = []
        /// What the next reads give, in order; `nothingYet` once empty.
        var incoming: [SocketRead] = []
        var isClosed = false
        /// What `connectResult` says of a connect in progress.
        var connectResult: Result<Void, SocketFailure> = .success(())
        /// Why every write fails from now on (a reset), or nil.
        var writeFailure: SocketFailure?
    }

    /// How a connect to an address goes.
    enum ConnectPlan {
        case inProgress(result: Result<Void, SocketFailure>)
        case failsAtOnce(SocketFailure)
    }

    private struct State {
        var nextDescriptor: Int32 = 100
        var sockets: [Int32: Socket] = [:]
        var listener: Int32?
        var waitingPeers: [String] = []
        var acceptFailure: SocketFailure?
        var lookups: [String: AddressLookup] = [:]
        var answers: [Int32: Result<[ResolvedAddress], SocketFailure>] = [:]
        var released: Set<Int32> = []
        var plans: [String: ConnectPlan] = [:]
        var connects: [(address: String, socket: Int32?)] = []
        var readLimits: [Int] = []
        /// The room each new socket gets; nil for no limit.
        var defaultRoom: Int?

        mutating func newSocket() -> Int32 {
            let socket = nextDescriptor
            nextDescriptor += 1
            sockets[socket] = Socket(room: defaultRoom)
            return socket
        }
    }

    private let state = Mutex(State())

    init(room: Int? = nil) {
        state.withLock { $0.defaultRoom = room }
    }

    // MARK: - What the test arranges

    /// A peer waiting to be accepted, with its address.
    func connectionWaiting(from peer: String) {
        state.withLock { $0.waitingPeers.append(peer) }
    }

    /// Makes every accept fail (out of descriptors) until set to nil.
    func acceptFails(_ failure: SocketFailure?) {
        state.withLock { $0.acceptFailure = failure }
    }

    /// What a lookup of `host` gives.
    func lookUp(_ host: String, gives lookup: AddressLookup) {
        state.withLock { $0.lookups[host] = lookup }
    }

    /// A lookup off the loop for `host`, waiting on `descriptor` until `answer(_:_:)`.
    func pendingLookUp(_ host: String, descriptor: Int32) {
        let lookup = PendingLookup(
            descriptor: descriptor,
            answer: { [self] in state.withLock { $0.answers[descriptor] } },
            release: { [self] in _ = state.withLock { $0.released.insert(descriptor) } })
        lookUp(host, gives: .pending(lookup))
    }

    /// The lookup waiting on `descriptor` has its answer.
    func answer(_ descriptor: Int32, _ answer: Result<[ResolvedAddress], SocketFailure>) {
        state.withLock { $0.answers[descriptor] = answer }
    }

    /// How connects to `address` go (by its text); by default they connect after a moment.
    func connect(to address: String, goes plan: ConnectPlan) {
        state.withLock { $0.plans[address] = plan }
    }

    /// Bytes (or the end) the socket's next reads give.
    func arrive(_ read: SocketRead, on socket: Int32) {
        state.withLock { $0.sockets[socket]?.incoming.append(read) }
    }

    /// The connection breaks: every write to `socket` fails from now on.
    func failWrites(on socket: Int32, _ failure: SocketFailure) {
        state.withLock { $0.sockets[socket]?.writeFailure = failure }
    }

    /// The peer read: the socket's send buffer has `room` bytes free again (nil: no limit).
    func makeRoom(_ room: Int?, on socket: Int32) {
        state.withLock { $0.sockets[socket]?.room = room }
    }

    // MARK: - What the test reads

    func socket(_ descriptor: Int32) -> Socket? { state.withLock { $0.sockets[descriptor] } }
    var listener: Int32? { state.withLock { $0.listener } }
    var released: Set<Int32> { state.withLock { $0.released } }
    /// Each connect started: the address's text, and its socket (nil when it failed at once).
    var connects: [(address: String, socket: Int32?)] { state.withLock { $0.connects } }
    var readLimits: [Int] { state.withLock { $0.readLimits } }
    /// Sockets made and not closed, the listener among them.
    var openSockets: [Int32] { state.withLock { $0.sockets.filter { !$0.value.isClosed }.keys.sorted() } }

    // MARK: - The door

    var access: NetworkAccess {
        NetworkAccess(
            listen: { [self] _ in
                .success(
                    state.withLock { state in
                        let socket = state.newSocket()
                        state.listener = socket
                        return socket
                    })
            },
            boundPort: { _ in 4321 },
            accept: { [self] _ in
                state.withLock { state in
                    if let failure = state.acceptFailure { return .failed(failure) }
                    guard !state.waitingPeers.isEmpty else { return .nothingYet }
                    let peer = state.waitingPeers.removeFirst()
                    return .accepted(socket: state.newSocket(), peer: peer)
                }
            },
            lookUp: { [self] address in
                state.withLock { $0.lookups[address.host] }
                    ?? .failed(SocketFailure(reason: "cannot find \(address.host): unknown to the fake"))
            },
            startConnect: { [self] address in
                state.withLock { state in
                    switch state.plans[address.text] ?? .inProgress(result: .success(())) {
                    case .failsAtOnce(let failure):
                        state.connects.append((address.text, nil))
                        return .failed(failure)
                    case .inProgress(let result):
                        let socket = state.newSocket()
                        state.sockets[socket]?.connectResult = result
                        state.connects.append((address.text, socket))
                        return .inProgress(socket)
                    }
                }
            },
            connectResult: { [self] socket in
                state.withLock { $0.sockets[socket]?.connectResult ?? .failure(SocketFailure(reason: "no socket")) }
            },
            read: { [self] socket, limit in
                state.withLock { state in
                    state.readLimits.append(limit)
                    guard state.sockets[socket]?.incoming.isEmpty == false else { return .nothingYet }
                    return state.sockets[socket]!.incoming.removeFirst()
                }
            },
            write: { [self] socket, bytes in
                state.withLock { state in
                    guard var entry = state.sockets[socket], !entry.isClosed else {
                        return .failed(SocketFailure(reason: "Bad file descriptor"))
                    }
                    if let failure = entry.writeFailure { return .failed(failure) }
                    let taken = min(bytes.count, entry.room ?? bytes.count)
                    guard taken > 0 || bytes.isEmpty else { return .wouldBlock }
                    entry.written += bytes.prefix(taken)
                    entry.room = entry.room.map { $0 - taken }
                    state.sockets[socket] = entry
                    return .wrote(taken)
                }
            },
            close: { [self] socket in
                state.withLock { $0.sockets[socket]?.isClosed = true }
            })
    }
}
