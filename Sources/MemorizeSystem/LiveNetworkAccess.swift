import Glibc

extension NetworkAccess {
    /// The real sockets, on Glibc.
    package static var live: NetworkAccess {
        NetworkAccess(
            listen: { address in LiveNetwork.listen(on: address) },
            boundPort: { socket in LiveNetwork.boundPort(of: socket) },
            accept: { listener in LiveNetwork.accept(from: listener) },
            lookUp: { address in LiveNetwork.lookUp(address) },
            startConnect: { address in LiveNetwork.startConnect(to: address) },
            connectResult: { socket in LiveNetwork.connectResult(of: socket) },
            read: { socket, limit in LiveNetwork.read(socket, upTo: limit) },
            write: { socket, bytes in LiveNetwork.write(bytes, to: socket) },
            close: { socket in _ = Glibc.close(socket) },
            listenLocal: { path in LiveNetwork.listenLocal(at: path) },
            connectLocal: { path in LiveNetwork.connectLocal(to: path) },
            removeLocal: { path in LiveNetwork.removeLocal(at: path) },
            inheritedListener: { LiveNetwork.inheritedListener() })
    }
}

extension SocketFailure {
    /// The system's words for an error number.
    init(errno code: Int32) {
        self.init(reason: strerror(code).map { String(cString: $0) } ?? "error \(code)")
    }
}

/// Socket calls on Glibc, kept apart so that every network call of the program is in this file.
enum LiveNetwork {
    /// A listener's queue of connections not yet accepted. The transport takes a few at every wake
    /// and turns away those over its limit at once, so the queue never needs to be long; a short one
    /// lets the kernel refuse a flood of connections rather than hold it.
    static let backlog: Int32 = 16

    /// The most addresses a name is taken to stand for: a connect tries each in turn, for a few
    /// seconds each, and a name with more is not a game's host.
    static let maximumAddresses = 32

    // MARK: - Listening

    static func listen(on address: NetworkAddress) -> Result<Int32, SocketFailure> {
        let found = addresses(of: address, flags: AI_PASSIVE)
        guard found.status == 0 else { return .failure(lookupFailure(found.status, host: address.host)) }
        var failure = SocketFailure(reason: "no address for \(address.host)")
        for candidate in found.addresses {
            guard let socket = newSocket(family: candidate.family) else {
                failure = SocketFailure(errno: errno)
                continue
            }
            // A port left in TIME_WAIT by the last game is free to listen on again at once.
            var yes: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            let bound = candidate.socketAddress.withUnsafeBytes { raw in
                bind(socket, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
            }
            if bound == 0, Glibc.listen(socket, backlog) == 0 { return .success(socket) }
            failure = SocketFailure(errno: errno)
            Glibc.close(socket)
        }
        return .failure(failure)
    }

    static func boundPort(of socket: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard status == 0 else { return nil }
        return port(of: storage)
    }

    static func accept(from listener: Int32) -> SocketAccept {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let socket = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(listener, $0, &length) }
        }
        guard socket >= 0 else {
            let code = errno
            switch code {
            // Nothing waiting, or a connection that failed before it was taken (Linux hands the new
            // socket's network errors to accept): the next one may be fine.
            case EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED, EPROTO, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, ENONET,
                EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH:
                return .nothingYet
            default:
                return .failed(SocketFailure(errno: code))
            }
        }
        // accept4 is not in Glibc's module: the two flags one call at a time. The game starts no
        // other program, so no exec can come between.
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        sendAtOnce(socket)
        return .accepted(socket: socket, peer: text(of: storage, length: length))
    }

    // MARK: - Unix sockets

    static func listenLocal(at path: FilePath) -> Result<Int32, SocketFailure> {
        guard let address = localAddress(path) else {
            return .failure(SocketFailure(reason: "the socket path is longer than \(localPathLimit) bytes"))
        }
        guard let socket = newSocket(family: AF_UNIX) else { return .failure(SocketFailure(errno: errno)) }
        func bindAndListen() -> Int32 {
            let bound = withUnsafeBytes(of: address) { raw in
                bind(socket, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), localLength(path))
            }
            return bound == 0 && Glibc.listen(socket, backlog) == 0 ? 0 : errno
        }
        var code = bindAndListen()
        if code == EADDRINUSE {
            // A server that answers there holds it; a socket nobody answers on was left by one that died.
            if case .success(let probe) = connectLocal(to: path) {
                Glibc.close(probe)
                Glibc.close(socket)
                return .failure(SocketFailure(reason: "another server is listening on it"))
            }
            guard isSocket(path) else {
                Glibc.close(socket)
                return .failure(SocketFailure(reason: "something other than a socket is at that path"))
            }
            withCPath(path) { _ = unlink($0) }
            code = bindAndListen()
        }
        guard code == 0 else {
            Glibc.close(socket)
            return .failure(SocketFailure(errno: code))
        }
        // Every local user may connect: who reaches the socket is its directory's to say (the
        // service's runtime directory), and the lobby takes every door as a stranger anyway.
        withCPath(path) { _ = chmod($0, 0o666) }
        return .success(socket)
    }

    /// The socket systemd passed, checked: a Unix stream socket that listens. A network socket is
    /// refused: the lobby believes what a door says of its player's key, so only local doors may speak.
    static func inheritedListener() -> InheritedListener {
        let passed = SocketActivation.passed(
            listenPID: getenv("LISTEN_PID").map { String(cString: $0) },
            listenFDs: getenv("LISTEN_FDS").map { String(cString: $0) }, processID: getpid())
        for name in ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"] { unsetenv(name) }
        switch passed {
        case .nothing: return .none
        case .unusable(let reason): return .unusable(reason)
        case .one: break
        }
        let socket = SocketActivation.firstDescriptor
        func option(_ name: Int32) -> Int32? {
            var value: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            return getsockopt(socket, SOL_SOCKET, name, &value, &length) == 0 ? value : nil
        }
        guard let domain = option(SO_DOMAIN), let type = option(SO_TYPE), let listening = option(SO_ACCEPTCONN) else {
            return .unusable("descriptor 3 is not a socket")
        }
        guard domain == AF_UNIX else { return .unusable("the socket passed is not a Unix socket") }
        guard type == Int32(SOCK_STREAM.rawValue), listening == 1 else {
            return .unusable("the socket passed is not a listening stream socket")
        }
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        return .socket(socket)
    }

    static func connectLocal(to path: FilePath) -> Result<Int32, SocketFailure> {
        guard let address = localAddress(path) else {
            return .failure(SocketFailure(reason: "the socket path is longer than \(localPathLimit) bytes"))
        }
        // Blocking for the connect alone: a local one is answered at once, or refused.
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return .failure(SocketFailure(errno: errno)) }
        var status: Int32 = -1
        repeat {
            status = withUnsafeBytes(of: address) { raw in
                connect(socket, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), localLength(path))
            }
        } while status != 0 && errno == EINTR
        guard status == 0 else {
            let code = errno
            Glibc.close(socket)
            return .failure(SocketFailure(errno: code))
        }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        return .success(socket)
    }

    static func removeLocal(at path: FilePath) {
        guard isSocket(path) else { return }
        withCPath(path) { _ = unlink($0) }
    }

    /// The most bytes a Unix socket's path may have (`sun_path`, less its NUL).
    static let localPathLimit = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    private static func localAddress(_ path: FilePath) -> sockaddr_un? {
        guard !path.bytes.isEmpty, path.bytes.count <= localPathLimit else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.bytes.enumerated() { raw[index] = byte }
        }
        return address
    }

    private static func localLength(_ path: FilePath) -> socklen_t {
        socklen_t(MemoryLayout<sa_family_t>.size + path.bytes.count + 1)
    }

    /// `path` as the NUL-ended C string a system call takes.
    private static func withCPath<T>(_ path: FilePath, _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path.bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func isSocket(_ path: FilePath) -> Bool {
        var status = stat()
        let found = withCPath(path) { lstat($0, &status) }
        return found == 0 && status.st_mode & S_IFMT == S_IFSOCK
    }

    // MARK: - Connecting

    static func startConnect(to address: ResolvedAddress) -> ConnectStart {
        guard let socket = newSocket(family: address.family) else { return .failed(SocketFailure(errno: errno)) }
        sendAtOnce(socket)
        let status = address.socketAddress.withUnsafeBytes { raw in
            connect(socket, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
        }
        if status == 0 { return .connected(socket) }
        let code = errno
        // An interrupted connect goes on in the background, as one in progress does.
        if code == EINPROGRESS || code == EINTR { return .inProgress(socket) }
        Glibc.close(socket)
        return .failed(SocketFailure(errno: code))
    }

    static func connectResult(of socket: Int32) -> Result<Void, SocketFailure> {
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else {
            return .failure(SocketFailure(errno: errno))
        }
        return error == 0 ? .success(()) : .failure(SocketFailure(errno: error))
    }

    // MARK: - Reading and writing

    static func read(_ socket: Int32, upTo limit: Int) -> SocketRead {
        var received = 0
        var code: Int32 = 0
        // Uninitialised: only the bytes the kernel wrote are kept.
        let bytes = [UInt8](unsafeUninitializedCapacity: max(limit, 1)) { buffer, count in
            received = recv(socket, buffer.baseAddress, buffer.count, 0)
            code = errno
            count = max(received, 0)
        }
        if received > 0 { return .bytes(bytes) }
        if received == 0 { return .closed }
        if code == EAGAIN || code == EWOULDBLOCK || code == EINTR { return .nothingYet }
        return .failed(reason: SocketFailure(errno: code).reason)
    }

    static func write(_ bytes: ArraySlice<UInt8>, to socket: Int32) -> SocketWrite {
        guard !bytes.isEmpty else { return .wrote(0) }
        while true {
            let count = bytes.withUnsafeBytes { raw in
                send(socket, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if count >= 0 { return .wrote(count) }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
            return .failed(SocketFailure(errno: code))
        }
    }

    // MARK: - Names

    /// A numeric address at once; a name on a thread of its own (see `startLookup`).
    static func lookUp(_ address: NetworkAddress) -> AddressLookup {
        let numeric = addresses(of: address, flags: AI_NUMERICHOST)
        switch numeric.status {
        case 0:
            return numeric.addresses.isEmpty
                ? .failed(SocketFailure(reason: "no address for \(address.host)")) : .resolved(numeric.addresses)
        case EAI_NONAME:
            return startLookup(address)
        default:
            return .failed(lookupFailure(numeric.status, host: address.host))
        }
    }

    /// Looks `address` up with `getaddrinfo` on a new detached thread, which sends its answer as one
    /// message on a socket pair and ends: the loop waits on the other end, and nothing is shared
    /// between the two threads but that socket. (Glibc's module has no `getaddrinfo_a`, and it too
    /// runs a thread.) Let go before the answer, the loop's end closes and the thread's send fails
    /// quietly (`MSG_NOSIGNAL`), so a lookup that takes long holds nothing of the loop's.
    private static func startLookup(_ address: NetworkAddress) -> AddressLookup {
        var ends: [Int32] = [-1, -1]
        let type = Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return .failed(SocketFailure(errno: errno)) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let context = Unmanaged.passRetained(LookupJob(address: address, socket: ends[1])).toOpaque()
        // The thread takes no signal: they belong to the loop, whose wait lets Ctrl-Z in only while it
        // sleeps, and a thread is given the signal mask of the one that starts it.
        var all = sigset_t()
        sigfillset(&all)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                let job = Unmanaged<LookupJob>.fromOpaque(context).takeRetainedValue()
                LiveNetwork.answerLookup(job)
                return nil
            }, context)
        pthread_attr_destroy(&attributes)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        guard status == 0 else {
            Unmanaged<LookupJob>.fromOpaque(context).release()
            Glibc.close(ends[0])
            Glibc.close(ends[1])
            return .failed(SocketFailure(errno: status))
        }
        let descriptor = ends[0]
        return .pending(
            PendingLookup(
                descriptor: descriptor, answer: { receiveAnswer(descriptor) },
                release: { _ = Glibc.close(descriptor) }))
    }

    /// What a lookup's thread is given: the name, and its end of the socket pair (which it closes).
    private final class LookupJob {
        let address: NetworkAddress
        let socket: Int32

        init(address: NetworkAddress, socket: Int32) {
            self.address = address
            self.socket = socket
        }
    }

    /// The lookup thread's work: the addresses (or the reason there are none) in one message.
    private static func answerLookup(_ job: LookupJob) {
        let found = addresses(of: job.address, flags: 0)
        let message =
            found.status == 0
            ? encode(found.addresses)
            : [failureMark] + Array(lookupFailure(found.status, host: job.address.host).reason.utf8)
        _ = message.withUnsafeBytes { raw in send(job.socket, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL)) }
        Glibc.close(job.socket)
    }

    /// The first byte of an answer that is a failure; an answer of addresses starts with 0.
    private static let failureMark: UInt8 = 0xFF

    /// Addresses as bytes: for each, its family, its socket address's length and bytes, its text's
    /// length and bytes (texts longer than 255 bytes are cut; a numeric address never is).
    private static func encode(_ addresses: [ResolvedAddress]) -> [UInt8] {
        var bytes: [UInt8] = [0]
        for address in addresses {
            let text = Array(address.text.utf8.prefix(255))
            bytes.append(UInt8(truncatingIfNeeded: address.family))
            bytes.append(UInt8(address.socketAddress.count))
            bytes += address.socketAddress
            bytes.append(UInt8(text.count))
            bytes += text
        }
        return bytes
    }

    /// The thread's answer, if it came: read without waiting.
    private static func receiveAnswer(_ descriptor: Int32) -> Result<[ResolvedAddress], SocketFailure>? {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0 {
            let code = errno
            if code == EAGAIN || code == EWOULDBLOCK || code == EINTR { return nil }
            return .failure(SocketFailure(errno: code))
        }
        guard count > 0 else { return .failure(SocketFailure(reason: "the name lookup ended without an answer")) }
        let message = buffer[..<count]
        if message.first == failureMark {
            return .failure(SocketFailure(reason: String(decoding: message.dropFirst(), as: UTF8.self)))
        }
        return decode(message.dropFirst()).map { .success($0) }
            ?? .failure(SocketFailure(reason: "the name lookup gave an unreadable answer"))
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> [ResolvedAddress]? {
        var addresses: [ResolvedAddress] = []
        var index = bytes.startIndex
        func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard bytes.endIndex - index >= count else { return nil }
            defer { index += count }
            return bytes[index..<index + count]
        }
        while index < bytes.endIndex {
            guard let family = take(1)?.first, let length = take(1)?.first, let address = take(Int(length)),
                let textLength = take(1)?.first, let text = take(Int(textLength))
            else { return nil }
            addresses.append(
                ResolvedAddress(
                    family: Int32(family), socketAddress: Array(address), text: String(decoding: text, as: UTF8.self)))
        }
        return addresses
    }

    /// `getaddrinfo` for a stream socket to `address` with `flags` beside `AI_NUMERICSERV`: its
    /// status, and the addresses in its order (at most `maximumAddresses`).
    private static func addresses(of address: NetworkAddress, flags: Int32) -> (
        status: Int32, addresses: [ResolvedAddress]
    ) {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV | flags
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(address.host, String(address.port), &hints, &list)
        guard status == 0 else { return (status, []) }
        defer { freeaddrinfo(list) }
        var addresses: [ResolvedAddress] = []
        var next = list
        while let info = next, addresses.count < maximumAddresses {
            next = info.pointee.ai_next
            guard let socketAddress = info.pointee.ai_addr else { continue }
            let raw = UnsafeRawBufferPointer(start: socketAddress, count: Int(info.pointee.ai_addrlen))
            var storage = sockaddr_storage()
            withUnsafeMutableBytes(of: &storage) {
                $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw.prefix($0.count)))
            }
            addresses.append(
                ResolvedAddress(
                    family: info.pointee.ai_family, socketAddress: Array(raw),
                    text: text(of: storage, length: info.pointee.ai_addrlen)))
        }
        return (0, addresses)
    }

    private static func lookupFailure(_ status: Int32, host: String) -> SocketFailure {
        let words = status == EAI_SYSTEM ? SocketFailure(errno: errno).reason : String(cString: gai_strerror(status))
        return SocketFailure(reason: "cannot find \(host): \(words)")
    }

    // MARK: - Addresses as text

    /// `192.0.2.7:7777` or `[2001:db8::7]:7777`, for a person.
    private static func text(of storage: sockaddr_storage, length: socklen_t) -> String {
        var storage = storage
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getnameinfo($0, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
            }
        }
        let name =
            status == 0 ? String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
        return NetworkAddress(host: name, port: port(of: storage) ?? 0).description
    }

    private static func port(of storage: sockaddr_storage) -> UInt16? {
        withUnsafePointer(to: storage) { pointer in
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

    /// Turns Nagle's algorithm off: a table's messages are small and each is waited for (a proof, a
    /// card), and held back for the peer's delayed acknowledgement each would wait some 40 ms.
    private static func sendAtOnce(_ socket: Int32) {
        var yes: Int32 = 1
        _ = setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    /// A stream socket of `family` that never blocks and is not inherited by programs run later, or nil.
    private static func newSocket(family: Int32) -> Int32? {
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let socket = Glibc.socket(family, type, 0)
        return socket >= 0 ? socket : nil
    }
}
