import Glibc

/// Gives the terminal back before a crash report, then lets the crash proceed as it would have.
///
/// A crashing process cannot safely run ncurses, so the bytes that leave full-screen mode are
/// prepared while the terminal starts, and the handler only writes them and resets the tty modes,
/// both async-signal-safe. The same restore serves Ctrl-Z (`Suspension`) and a deadly signal that
/// arrives while the terminal is not reading (`SignalPipe`).
enum CrashGuard {
    /// The faults, and the signals whose default action dumps core: a bad system call and the
    /// CPU-time and file-size limits.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ]

    /// What handled each of `crashSignals` before, in that order: nine actions, not one for every
    /// signal, since each is 152 bytes and start-up touches every page of them.
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignals.count)
        actions.initialize(repeating: sigaction(), count: crashSignals.count)
        return actions
    }()

    /// Where `previousActions` keeps a crash signal's action; a switch, not a search of
    /// `crashSignals`, since the handler uses it.
    private static func slot(of signalNumber: Int32) -> Int? {
        switch signalNumber {
        case SIGSEGV: 0
        case SIGBUS: 1
        case SIGILL: 2
        case SIGFPE: 3
        case SIGABRT: 4
        case SIGTRAP: 5
        case SIGSYS: 6
        case SIGXCPU: 7
        case SIGXFSZ: 8
        default: nil
        }
    }

    /// Remembers the tty modes of standard input as they are now, before ncurses changes them: the
    /// shell's. Called once, when the game starts; later modes may be the game's own.
    ///
    /// Call it before any handler that restores the terminal is installed: it also allocates the
    /// memory the handlers use, so that no handler is the first to touch it.
    static func saveTerminalModes() {
        HandlerMemory.prepare()
        _ = previousActions
        let memory = HandlerMemory.shared
        memory.pointee.hasShellModes = tcgetattr(STDIN_FILENO, &memory.pointee.shellModes) == 0
    }

    /// Installs the crash handlers, which will write `restore` to standard output.
    static func install(restore: [UInt8]) {
        let memory = HandlerMemory.shared
        if memory.pointee.restoreBytes == nil {
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restore.count))
            buffer.initialize(from: restore, count: restore.count)
            // Published whole: the count only once the bytes are there.
            memory.pointee.restoreBytes = buffer
            memory.pointee.restoreCount = restore.count
        }
        assert(crashSignals.indices.allSatisfy { slot(of: crashSignals[$0]) == $0 }, "slot(of:) follows crashSignals")
        for signalNumber in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signalNumber, info, _ in
                CrashGuard.restoreTerminal()
                guard let slot = CrashGuard.slot(of: signalNumber) else { return }
                if let info, info.pointee.si_code <= 0, info.pointee._sifields._kill.si_pid != getpid() {
                    // Sent by another process (kill), not a fault or our own abort(): nothing to
                    // report, so end the way the default action would instead of resuming with the
                    // terminal handed back.
                    signal(signalNumber, SIG_DFL)
                } else {
                    // A real fault: put back whatever handled it before (the runtime's backtracer,
                    // or the default) and let it run; returning re-executes the faulting instruction.
                    sigaction(signalNumber, CrashGuard.previousActions + slot, nil)
                }
                raise(signalNumber)
            }
            sigemptyset(&action.sa_mask)
            sigaddset(&action.sa_mask, SIGTTOU)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND) | SA_SIGINFO
            guard let slot = slot(of: signalNumber) else { continue }
            sigaction(signalNumber, &action, previousActions + slot)
        }
    }

    /// Writes the prepared bytes and restores the shell's tty modes; safe inside a signal handler.
    ///
    /// Nothing here waits long for the terminal: the bytes are written without blocking, with at
    /// most a quarter of a second for a terminal whose buffer is full to take the rest (one that
    /// stopped reading gets what fits, or nothing), and the modes are set at once rather than after
    /// the output drains, so a frozen SSH session cannot hold up a stop or a death.
    static func restoreTerminal() {
        let memory = HandlerMemory.shared
        if let bytes = memory.pointee.restoreBytes, memory.pointee.restoreCount > 0 {
            let flags = fcntl(STDOUT_FILENO, F_GETFL)
            // The flag belongs to the open file, which the shell shares: it is put back at once.
            if flags >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags | O_NONBLOCK) }
            var offset = 0
            // A terminal that is slow rather than stopped (a loaded machine, a slow link still taking
            // the last frame) gets a quarter of a second to take the rest: without it the shell's
            // prompt came back over the game's screen, which had not been left.
            var waits = 0
            while offset < memory.pointee.restoreCount {
                let written = write(STDOUT_FILENO, bytes + offset, memory.pointee.restoreCount - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK, waits < 5 {
                    waits += 1
                    var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, 50)
                } else {
                    break
                }
            }
            if flags >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags) }
        }
        if memory.pointee.hasShellModes {
            tcsetattr(STDIN_FILENO, TCSANOW, &memory.pointee.shellModes)
        }
    }

    /// Whether the terminal takes output now. When it does not (a frozen SSH session, a terminal
    /// nobody reads), anything that writes to it through ncurses would wait for ever.
    static func outputIsWritable() -> Bool {
        var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLOUT) != 0
    }
}
