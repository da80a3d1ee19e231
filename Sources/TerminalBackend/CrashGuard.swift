import Glibc

/// Gives the terminal back before a crash report, then lets the crash proceed as it would have.
///
/// A crashing process cannot safely run ncurses, so the bytes that leave full-screen mode are
/// prepared while the terminal starts, and the handler only writes them and resets the tty modes,
/// both async-signal-safe.
enum CrashGuard {
    /// The faults, and the signals whose default action dumps core: a bad system call and the
    /// CPU-time and file-size limits.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ]

    nonisolated(unsafe) private static var restoreBytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var restoreCount = 0
    nonisolated(unsafe) private static var savedModes = termios()
    nonisolated(unsafe) private static var hasSavedModes = false
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()

    /// Remembers the tty modes of standard input as they are now, before ncurses changes them.
    ///
    /// Call it before any handler that restores the terminal is installed: it also touches the
    /// prepared bytes, so that no handler is the first to use (and lazily initialise) a static.
    static func saveTerminalModes() {
        hasSavedModes = tcgetattr(STDIN_FILENO, &savedModes) == 0
        if restoreBytes == nil { restoreCount = 0 }
    }

    /// Installs the crash handlers, which will write `restore` to standard output.
    static func install(restore: [UInt8]) {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restore.count))
        buffer.initialize(from: restore, count: restore.count)
        restoreBytes = buffer
        restoreCount = restore.count
        for signalNumber in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signalNumber, info, _ in
                CrashGuard.restoreTerminal()
                guard signalNumber >= 0, signalNumber < 65 else { return }
                if let info, info.pointee.si_code <= 0, info.pointee._sifields._kill.si_pid != getpid() {
                    // Sent by another process (kill), not a fault or our own abort(): nothing to
                    // report, so end the way the default action would instead of resuming with the
                    // terminal handed back.
                    signal(signalNumber, SIG_DFL)
                } else {
                    // A real fault: put back whatever handled it before (the runtime's backtracer,
                    // or the default) and let it run; returning re-executes the faulting instruction.
                    sigaction(signalNumber, CrashGuard.previousActions + Int(signalNumber), nil)
                }
                raise(signalNumber)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND) | SA_SIGINFO
            sigaction(signalNumber, &action, previousActions + Int(signalNumber))
        }
    }

    /// Writes the prepared bytes and restores the saved tty modes; safe inside a signal handler.
    static func restoreTerminal() {
        if let restoreBytes, restoreCount > 0 {
            _ = write(STDOUT_FILENO, restoreBytes, restoreCount)
        }
        if hasSavedModes {
            tcsetattr(STDIN_FILENO, TCSANOW, &savedModes)
        }
    }
}
