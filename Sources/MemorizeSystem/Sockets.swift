import Glibc

/// Where a host listens or a guest connects: `PORT`, `ADDRESS:PORT` or `[IPV6]:PORT`.
package struct NetworkAddress: Equatable, Sendable, CustomStringConvertible {
    /// A name or a numeric address; the host listens on 127.0.0.1 unless one is given, so that nothing
    /// is exposed by default.
    package var host: String
    package var port: UInt16

    package init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// Reads `[ADDRESS:]PORT`; nil for anything else. `defaultHost` stands in for a missing address;
    /// port 0 (a port the system picks, for a listener) only when `anyPort`.
    package init?(parsing text: String, defaultHost: String?, anyPort: Bool = false) {
        var host = defaultHost
        var portText = Substring(text)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            portText = rest.dropFirst()
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        guard let host, !host.isEmpty, !host.contains(where: \.isWhitespace),
            let port = UInt16(portText), port > 0 || anyPort
        else { return nil }
        self.init(host: host, port: port)
    }

    package var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// Legacy: the blocking sockets of the first table (`HostTable`, `GuestTable`, `PeerStream`), kept
/// only until they go. New code uses `NetworkAccess` (`SystemAccess.network`), which never waits;
/// this waits up to its timeouts inside the loop, and connects to the first address of a name only.
///
/// Every descriptor is non-blocking and close-on-exec, and no call waits longer than it is told to.
package enum Sockets {
    /// A listening socket on `address`, or why there is none (the port is taken, the address is not
    /// this machine's).
    package static func listen(on address: NetworkAddress) -> Result<Int32, SocketFailure> {
        resolve(address, passive: true).flatMap { info in
            defer { freeaddrinfo(info) }
            guard let socket = newSocket(family: info.pointee.ai_family) else {
                return .failure(SocketFailure(errno: errno))
            }
            var yes: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            guard bind(socket, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(socket, 4) == 0 else {
                let failure = SocketFailure(errno: errno)
                close(socket)
                return .failure(failure)
            }
            return .success(socket)
        }
    }

    /// The port a socket is bound to (the kernel's choice for a listener on port 0), or nil.
    package static func port(of socket: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            default: nil
            }
        }
    }

    /// A connection waiting on `listener`, made non-blocking, or nil when none is.
    package static func accept(from listener: Int32) -> Int32? {
        let socket = Glibc.accept(listener, nil, nil)
        guard socket >= 0 else { return nil }
        // accept4 is not in Glibc's module: the two flags one call at a time.
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        return socket
    }

    /// A connection to `address` within `timeout`, or why there is none.
    package static func connect(to address: NetworkAddress, timeout: Duration) -> Result<Int32, SocketFailure> {
        resolve(address, passive: false).flatMap { info in
            defer { freeaddrinfo(info) }
            guard let socket = newSocket(family: info.pointee.ai_family) else {
                return .failure(SocketFailure(errno: errno))
            }
            if Glibc.connect(socket, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
                guard errno == EINPROGRESS else {
                    let failure = SocketFailure(errno: errno)
                    close(socket)
                    return .failure(failure)
                }
                var poll = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
                let milliseconds = Int32(
                    clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
                )
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard Glibc.poll(&poll, 1, milliseconds) == 1,
                    getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0
                else {
                    close(socket)
                    return .failure(
                        error != 0 ? SocketFailure(errno: error) : SocketFailure(reason: "no answer in time"))
                }
            }
            return .success(socket)
        }
    }

    /// Whatever `socket` has now, without waiting.
    package static func read(_ socket: Int32, upTo limit: Int = 4_096) -> SocketRead {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, limit, 0) }
        if count > 0 { return .bytes(Array(buffer[..<count])) }
        if count == 0 { return .closed }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .nothingYet }
        if errno == ECONNRESET { return .closed }
        return .failed(reason: SocketFailure(errno: errno).reason)
    }

    /// Writes `bytes` whole within `timeout` (a reader that stops reading cannot hold the game), or
    /// says why not.
    package static func write(_ bytes: [UInt8], to socket: Int32, timeout: Duration) -> Result<Void, SocketFailure> {
        let deadline = MonotonicTime.now() + timeout
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                offset += count
                continue
            }
            guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                return .failure(SocketFailure(errno: errno))
            }
            let left = deadline - MonotonicTime.now()
            guard left > .zero else { return .failure(SocketFailure(reason: "the other side stopped reading")) }
            var poll = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            _ = Glibc.poll(&poll, 1, Int32(clamping: left.components.seconds * 1000 + 1))
        }
        return .success(())
    }

    /// Closes a socket; a closed one stays closed.
    package static func close(_ socket: Int32) {
        _ = Glibc.close(socket)
    }

    /// `count` bytes from the kernel's generator, for nonces.
    package static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// A stream socket of `family` that never blocks and is not inherited by programs run later, or nil.
    private static func newSocket(family: Int32) -> Int32? {
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let socket = Glibc.socket(family, type, 0)
        return socket >= 0 ? socket : nil
    }

    private static func resolve(_ address: NetworkAddress, passive: Bool) -> Result<
        UnsafeMutablePointer<addrinfo>, SocketFailure
    > {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV | (passive ? AI_PASSIVE : 0)
        var result: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(address.host, String(address.port), &hints, &result)
        guard status == 0, let result else {
            return .failure(
                SocketFailure(reason: "cannot find \(address.host): " + String(cString: gai_strerror(status))))
        }
        return .success(result)
    }
}
