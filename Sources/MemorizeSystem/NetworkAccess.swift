/// The door to the network, beside `SystemAccess`'s files and streams: every call a table's transport
/// makes on sockets, so that tests can stand in for the operating system.
///
/// Nothing here waits. Every socket is non-blocking and close-on-exec; a connect only starts (its
/// result comes when the socket turns writable); a write takes what the kernel takes now; and a name
/// is looked up on a thread of its own, waking the loop through a descriptor when it is done, because
/// `getaddrinfo` can take seconds and the loop must keep drawing meanwhile. The transport waits on the
/// descriptors in the loop's one wait.
///
/// `NetworkAccess.live` is the real thing; every part a test leaves out fails politely.
package struct NetworkAccess: Sendable {
    /// A listening socket on `address`, trying each address `getaddrinfo` gives for it (IPv4, IPv6)
    /// until one binds, or the reason none did (the port is taken, the address is not this machine's).
    ///
    /// The address is looked up before the loop runs, where waiting is harmless; a listener's is
    /// almost always numeric anyway.
    package var listen: @Sendable (_ address: NetworkAddress) -> Result<Int32, SocketFailure>
    /// The port a socket is bound to (the kernel's choice for a listener on port 0), or nil.
    package var boundPort: @Sendable (_ socket: Int32) -> UInt16?
    /// A connection waiting on a listener, if one is: non-blocking, close-on-exec, with the peer's
    /// address as text.
    package var accept: @Sendable (_ listener: Int32) -> SocketAccept
    /// The addresses a host name and port stand for: at once for a numeric address, otherwise from a
    /// lookup that runs off the loop.
    package var lookUp: @Sendable (_ address: NetworkAddress) -> AddressLookup
    /// Starts connecting a new socket to one address, without waiting for the other side.
    package var startConnect: @Sendable (_ address: ResolvedAddress) -> ConnectStart
    /// How a connect that was in progress ended, once its socket is writable (`SO_ERROR`).
    package var connectResult: @Sendable (_ socket: Int32) -> Result<Void, SocketFailure>
    /// At most `limit` bytes of what the socket holds now, without waiting.
    package var read: @Sendable (_ socket: Int32, _ limit: Int) -> SocketRead
    /// Writes as much of `bytes` as the kernel takes now, without waiting and without SIGPIPE.
    package var write: @Sendable (_ socket: Int32, _ bytes: ArraySlice<UInt8>) -> SocketWrite
    /// Closes a socket.
    package var close: @Sendable (_ socket: Int32) -> Void
    /// A listening Unix stream socket at `path` (the lobby's), non-blocking and close-on-exec, or why
    /// not: a path that a running server answers on is in use; a socket left by one that died is
    /// replaced; anything else at the path is left alone.
    package var listenLocal: @Sendable (_ path: FilePath) -> Result<Int32, SocketFailure>
    /// A connection to the Unix stream socket at `path`, made at once (a local connect does not wait
    /// on a network), then non-blocking and close-on-exec; or why not.
    package var connectLocal: @Sendable (_ path: FilePath) -> Result<Int32, SocketFailure>
    /// Removes the socket at `path` that `listenLocal` made (only a socket: never a file).
    package var removeLocal: @Sendable (_ path: FilePath) -> Void
    /// The listening socket systemd passed this process (`SocketActivation`), taken once: the variables
    /// that describe it are removed, so that nothing the process starts takes it for its own.
    package var inheritedListener: @Sendable () -> InheritedListener

    /// A door from its parts; every part left out fails politely, as `unavailable` does.
    package init(
        listen: @escaping @Sendable (_ address: NetworkAddress) -> Result<Int32, SocketFailure> = { _ in
            .failure(NetworkAccess.noNetwork)
        },
        boundPort: @escaping @Sendable (_ socket: Int32) -> UInt16? = { _ in nil },
        accept: @escaping @Sendable (_ listener: Int32) -> SocketAccept = { _ in .failed(NetworkAccess.noNetwork) },
        lookUp: @escaping @Sendable (_ address: NetworkAddress) -> AddressLookup = { _ in
            .failed(NetworkAccess.noNetwork)
        },
        startConnect: @escaping @Sendable (_ address: ResolvedAddress) -> ConnectStart = { _ in
            .failed(NetworkAccess.noNetwork)
        },
        connectResult: @escaping @Sendable (_ socket: Int32) -> Result<Void, SocketFailure> = { _ in
            .failure(NetworkAccess.noNetwork)
        },
        read: @escaping @Sendable (_ socket: Int32, _ limit: Int) -> SocketRead = { _, _ in
            .failed(reason: NetworkAccess.noNetwork.reason)
        },
        write: @escaping @Sendable (_ socket: Int32, _ bytes: ArraySlice<UInt8>) -> SocketWrite = { _, _ in
            .failed(NetworkAccess.noNetwork)
        },
        close: @escaping @Sendable (_ socket: Int32) -> Void = { _ in },
        listenLocal: @escaping @Sendable (_ path: FilePath) -> Result<Int32, SocketFailure> = { _ in
            .failure(NetworkAccess.noNetwork)
        },
        connectLocal: @escaping @Sendable (_ path: FilePath) -> Result<Int32, SocketFailure> = { _ in
            .failure(NetworkAccess.noNetwork)
        },
        removeLocal: @escaping @Sendable (_ path: FilePath) -> Void = { _ in },
        inheritedListener: @escaping @Sendable () -> InheritedListener = { .none }
    ) {
        self.listen = listen
        self.boundPort = boundPort
        self.accept = accept
        self.lookUp = lookUp
        self.startConnect = startConnect
        self.connectResult = connectResult
        self.read = read
        self.write = write
        self.close = close
        self.listenLocal = listenLocal
        self.connectLocal = connectLocal
        self.removeLocal = removeLocal
        self.inheritedListener = inheritedListener
    }

    /// No network at all: every call fails with a reason, and no socket is ever made. The default of
    /// `SystemAccess`, so that a fake system that does not mention the network never touches it.
    package static var unavailable: NetworkAccess { NetworkAccess() }

    static let noNetwork = SocketFailure(reason: "the network is not available")
}

/// One address a name stands for, ready to connect to.
package struct ResolvedAddress: Equatable, Sendable, CustomStringConvertible {
    /// The address family (`AF_INET`, `AF_INET6`) of the socket it needs.
    package var family: Int32
    /// The socket address as the kernel takes it: a `sockaddr_in` or `sockaddr_in6`, byte for byte.
    package var socketAddress: [UInt8]
    /// The address and port for a person: `192.0.2.7:7777`, `[2001:db8::7]:7777`.
    package var text: String

    package init(family: Int32, socketAddress: [UInt8], text: String) {
        self.family = family
        self.socketAddress = socketAddress
        self.text = text
    }

    package var description: String { text }
}

/// What a lookup of a name and port gave.
package enum AddressLookup: Sendable {
    /// The addresses, in the order `getaddrinfo` prefers them (a numeric address, at once).
    case resolved([ResolvedAddress])
    /// A name: looked up off the loop, the answer comes through the lookup's descriptor.
    case pending(PendingLookup)
    /// No address: the name is unknown, or the lookup could not start.
    case failed(SocketFailure)
}

/// A name being looked up off the loop: its descriptor turns readable when the answer is in.
package struct PendingLookup: Sendable {
    /// The descriptor to wait on for reading.
    package var descriptor: Int32
    /// The answer, once the descriptor is readable; nil before it has come. It does not close the
    /// descriptor: `release` does.
    package var answer: @Sendable () -> Result<[ResolvedAddress], SocketFailure>?
    /// Lets the lookup go, answered or not: its descriptor is closed. Call it once; a lookup still
    /// running finishes on its own and frees what it holds.
    package var release: @Sendable () -> Void

    package init(
        descriptor: Int32, answer: @escaping @Sendable () -> Result<[ResolvedAddress], SocketFailure>?,
        release: @escaping @Sendable () -> Void
    ) {
        self.descriptor = descriptor
        self.answer = answer
        self.release = release
    }
}

/// What an accept on a listener gave.
package enum SocketAccept: Equatable, Sendable {
    /// A new connection from `peer` (its address and port as text).
    case accepted(socket: Int32, peer: String)
    /// No connection is waiting (or one went away before it was taken).
    case nothingYet
    /// The listener cannot take one now (out of descriptors, out of memory); it stays readable.
    case failed(SocketFailure)
}

/// How a connect began.
package enum ConnectStart: Equatable, Sendable {
    /// Connected at once (a local address may be).
    case connected(Int32)
    /// Under way: the socket turns writable when it ends, and `connectResult` says how.
    case inProgress(Int32)
    /// It could not start (no route, refused at once, no socket to be had); no socket is left open.
    case failed(SocketFailure)
}

/// What a read of a socket gave.
package enum SocketRead: Equatable, Sendable {
    case bytes([UInt8])
    /// Nothing to read now (the socket does not block).
    case nothingYet
    /// The other side closed the connection.
    case closed
    case failed(reason: String)
}

/// What a write to a socket did.
package enum SocketWrite: Equatable, Sendable {
    /// The kernel took this many bytes from the front; the rest waits for the socket to be writable.
    case wrote(Int)
    /// The kernel took nothing now: the socket's buffer is full.
    case wouldBlock
    /// The connection is broken (reset, closed by the other side).
    case failed(SocketFailure)
}

/// Why a socket call failed, for a person.
package struct SocketFailure: Error, Equatable, Sendable {
    package var reason: String

    package init(reason: String) { self.reason = reason }
}
