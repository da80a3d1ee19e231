import Glibc

/// Turns signals into readable bytes, so the loop handles them calmly, outside a signal handler:
/// it restores the terminal and then dies of a terminating signal (with the conventional status),
/// and redraws after a resize or a resume (Ctrl-Z itself is `Suspension`'s).
///
/// The handler writes the signal number to a pipe that the loop polls beside standard input. A
/// deadly signal cannot always wait for the loop, though: when the terminal has stopped reading,
/// the loop may be stuck in a write, so the handler then gives back what it can without blocking
/// and ends the process itself (`CrashGuard.restoreTerminal`, all async-signal-safe).
package enum SignalPipe {
    /// Every signal whose default action ends the process without a core dump: Ctrl-C, kill, a
    /// closed terminal, a broken pipe, the user, timer and I/O signals, and the real-time signals.
    /// Ctrl-\ (SIGQUIT) is here too: the player asked for it, it is not a crash. The faults and
    /// resource limits are `CrashGuard`'s.
    static let terminating: [Int32] =
        [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO,
            SIGPWR, SIGSTKFLT,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    /// Resume and resize: the loop redraws and the game goes on. `Suspension` also sends SIGTSTP
    /// here once the game is continued after Ctrl-Z.
    static let redrawing: [Int32] = [SIGCONT, SIGWINCH]

    /// The read end of the pipe, polled by the loop; -1 before `install()`.
    nonisolated(unsafe) private(set) static var readDescriptor: Int32 = -1

    /// Creates the pipe and installs the handlers, and `Suspension`'s. Call before ncurses starts,
    /// so that ncurses leaves these signals to us (it installs its own SIGTSTP and SIGWINCH
    /// handlers only where it finds the default).
    ///
    /// A signal ignored when the game started stays ignored, as `nohup` and shells without job
    /// control expect.
    static func install() {
        guard readDescriptor < 0 else { return }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        HandlerMemory.prepare()
        readDescriptor = descriptors[0]
        HandlerMemory.shared.pointee.pipeWriteDescriptor = descriptors[1]
        // One sigaction per signal both installs the handler and reads what was there, and one
        // that was ignored gets that back; blocked meanwhile, so none reaches a handler that is
        // about to go. (Asking first and installing after took twice the calls, a third of the
        // system calls of a start.)
        var all = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&all)
        for signalNumber in terminating + redrawing { sigaddset(&all, signalNumber) }
        sigprocmask(SIG_BLOCK, &all, &previousMask)
        for signalNumber in terminating { catchSignal(signalNumber, deadly: true) }
        for signalNumber in redrawing { catchSignal(signalNumber, deadly: false) }
        sigprocmask(SIG_SETMASK, &previousMask, nil)
        Suspension.install()
    }

    /// Sends `signalNumber` to the pipe from now on, unless it was ignored; a deadly one also ends
    /// the process at once when the terminal is not taking output.
    private static func catchSignal(_ signalNumber: Int32, deadly: Bool) {
        var action = sigaction()
        if deadly {
            action.__sigaction_handler.sa_handler = { signalNumber in
                let savedError = errno
                SignalPipe.send(signalNumber)
                if !CrashGuard.outputIsWritable() { SignalPipe.restoreAndDie(by: signalNumber) }
                // Writable now, but the loop may be half-way through a frame larger than what the
                // terminal takes before it stops reading again: it has a moment to end calmly.
                SignalPipe.armWatchdog(dyingOf: signalNumber, milliseconds: SignalPipe.watchdogDelay)
                errno = savedError
            }
        } else {
            action.__sigaction_handler.sa_handler = { signalNumber in
                let savedError = errno
                SignalPipe.send(signalNumber)
                errno = savedError
            }
        }
        sigemptyset(&action.sa_mask)
        // Setting the modes from the background must not stop the process half-way.
        sigaddset(&action.sa_mask, SIGTTOU)
        // Interrupted reads and writes of ncurses resume; poll still wakes, and so does the pipe.
        action.sa_flags = SA_RESTART
        var previous = sigaction()
        guard sigaction(signalNumber, &action, &previous) == 0 else { return }
        if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        {
            sigaction(signalNumber, &previous, nil)
        }
    }

    /// Writes `signalNumber` to the pipe; async-signal-safe.
    static func send(_ signalNumber: Int32) {
        var byte = UInt8(truncatingIfNeeded: signalNumber)
        _ = write(HandlerMemory.shared.pointee.pipeWriteDescriptor, &byte, 1)
    }

    /// Gives the terminal back without waiting for it and ends the process by `signalNumber`;
    /// async-signal-safe, for a handler or a loop that must not touch a stalled terminal.
    static func restoreAndDie(by signalNumber: Int32) -> Never {
        CrashGuard.restoreTerminal()
        dieBy(signalNumber)
    }

    /// How long a deadly signal waits for the loop before the watchdog ends the process.
    static let watchdogDelay: Int32 = 300

    /// Ends the process by `signalNumber` after `milliseconds`, unless it has ended before: the
    /// loop and ncurses write to the terminal, and a terminal that stops reading half-way must not
    /// keep a dying process alive. Async-signal-safe; the first signal armed is the one died of.
    static func armWatchdog(dyingOf signalNumber: Int32, milliseconds: Int32) {
        let memory = HandlerMemory.shared
        if memory.pointee.dyingSignal == 0 { memory.pointee.dyingSignal = signalNumber }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            SignalPipe.restoreAndDie(by: HandlerMemory.shared.pointee.dyingSignal)
        }
        sigfillset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGALRM, &action, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGALRM)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        var timer = itimerval()
        timer.it_value.tv_sec = Int(milliseconds / 1000)
        timer.it_value.tv_usec = Int(milliseconds % 1000) * 1000
        setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
    }

    /// Whether `signalNumber` is ignored now (as it was when the game started).
    package static func isIgnored(_ signalNumber: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signalNumber, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Reads the signals that arrived since the last call, oldest first.
    static func drain() -> [Int32] {
        var signals: [Int32] = []
        var byte: UInt8 = 0
        while readDescriptor >= 0, read(readDescriptor, &byte, 1) == 1 {
            signals.append(Int32(byte))
        }
        return signals
    }

    /// Ends the process by `signalNumber` with its default action, as if we had never caught it.
    package static func dieBy(_ signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signalNumber)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(signalNumber)
        // Only reached for a signal whose default action does not end the process (or one that
        // stays blocked); `_exit`, because this also runs in handlers.
        _exit(128 + signalNumber)
    }
}
