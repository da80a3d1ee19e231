import Glibc

/// Descriptors 0, 1 and 2 held open for the whole run, whatever the program was started with.
///
/// The kernel gives a new descriptor the lowest free number. Started with standard output closed
/// (`memorize --host 7777 --plain >&-`), the game's listening socket became descriptor 1: the plain
/// lines went into the TCP stream, and a write there ended the game by SIGPIPE. So before anything
/// is opened, a closed one of the three is taken by /dev/null.
///
/// It is opened the other way round from its use (write-only as input, read-only as an output), as
/// glibc does for a set-user-ID program: using it fails with "Bad file descriptor" exactly as the
/// closed descriptor did, so a game whose output is closed still stops with a message and status 74
/// rather than playing to nobody, and input that is closed is still not an empty input.
package enum StandardDescriptors {
    /// The calls `ensureOpen` makes, so a test can close descriptors without closing its own.
    package struct Calls: Sendable {
        /// Which of descriptors 0, 1 and 2 are closed: bit `n` for descriptor `n`.
        package var closed: @Sendable () -> UInt8
        /// `open(path, flags)`: the new descriptor, or -1.
        package var open: @Sendable (_ path: String, _ flags: Int32) -> Int32
        /// Moves an open descriptor to another number (`dup2`, then `close`); whether it could.
        package var move: @Sendable (_ descriptor: Int32, _ target: Int32) -> Bool

        package init(
            closed: @escaping @Sendable () -> UInt8,
            open: @escaping @Sendable (_ path: String, _ flags: Int32) -> Int32,
            move: @escaping @Sendable (_ descriptor: Int32, _ target: Int32) -> Bool
        ) {
            self.closed = closed
            self.open = open
            self.move = move
        }

        /// The process's own descriptors.
        package static var live: Calls {
            Calls(
                closed: {
                    // One poll of the three asks for nothing and waits for nothing: a closed one
                    // comes back POLLNVAL. (Three fcntl calls would ask the same at three times the
                    // system calls of a start.)
                    var descriptors = (
                        pollfd(fd: 0, events: 0, revents: 0), pollfd(fd: 1, events: 0, revents: 0),
                        pollfd(fd: 2, events: 0, revents: 0)
                    )
                    let answered = withUnsafeMutableBytes(of: &descriptors) { raw in
                        poll(raw.baseAddress?.assumingMemoryBound(to: pollfd.self), 3, 0)
                    }
                    guard answered > 0 else { return 0 }
                    var bits: UInt8 = 0
                    if descriptors.0.revents & Int16(POLLNVAL) != 0 { bits |= 1 }
                    if descriptors.1.revents & Int16(POLLNVAL) != 0 { bits |= 2 }
                    if descriptors.2.revents & Int16(POLLNVAL) != 0 { bits |= 4 }
                    return bits
                },
                open: { path, flags in Glibc.open(path, flags) },
                move: { descriptor, target in
                    defer { close(descriptor) }
                    return dup2(descriptor, target) == target
                })
        }
    }

    /// Opens /dev/null on each of descriptors 0, 1 and 2 that is closed, read-only on 1 and 2 and
    /// write-only on 0 (see the type). Call it first thing, before anything opens a descriptor.
    ///
    /// Without /dev/null (a bare chroot) a closed descriptor stays closed: there is nothing better
    /// to put there.
    ///
    /// - Returns: The descriptors it opened, bit `n` for descriptor `n`.
    @discardableResult
    package static func ensureOpen(using calls: Calls = .live) -> UInt8 {
        let closed = calls.closed()
        guard closed != 0 else { return 0 }
        var opened: UInt8 = 0
        // Lowest first: with the ones below open, the lowest free number is the one to fill.
        for target: Int32 in 0...2 where closed & (1 << target) != 0 {
            let flags = (target == 0 ? O_WRONLY : O_RDONLY) | O_NOCTTY
            let descriptor = calls.open("/dev/null", flags)
            guard descriptor >= 0 else { continue }
            if descriptor == target || calls.move(descriptor, target) { opened |= 1 << target }
        }
        return opened
    }
}
