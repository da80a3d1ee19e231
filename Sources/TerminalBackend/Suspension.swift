import Glibc

/// Ctrl-Z: gives the terminal back and stops, inside the SIGTSTP handler itself.
///
/// It cannot wait for the loop: the shell sees the job stopped as soon as its own child (a subshell,
/// say) stops, and takes the terminal back; a game still drawing then would be stopped by
/// SIGTTOU half-way, and stopped again once continued. So the handler does what `CrashGuard`
/// does (prepared bytes, saved modes: async-signal-safe), stops, and once continued tells the loop
/// through the self-pipe, which takes the terminal again and redraws every cell.
enum Suspension {
    nonisolated(unsafe) private static var stoppedAt = timespec()
    nonisolated(unsafe) private static var resumedAt = timespec()

    /// Catches SIGTSTP, unless it was ignored when the game started.
    static func install() {
        // Statics are initialised on first use, which a signal handler must not be.
        stoppedAt = timespec()
        resumedAt = timespec()
        guard !SignalPipe.isIgnored(SIGTSTP) else { return }
        catchStop()
    }

    /// How long the last stop lasted, from Ctrl-Z to `fg`.
    static var lastStop: Duration {
        .seconds(Int64(resumedAt.tv_sec - stoppedAt.tv_sec))
            + .nanoseconds(Int64(resumedAt.tv_nsec - stoppedAt.tv_nsec))
    }

    private static func catchStop() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            let savedError = errno
            Suspension.stopHere()
            errno = savedError
        }
        sigemptyset(&action.sa_mask)
        // If the shell has already taken the terminal, setting its modes must not stop us half-way
        // (a blocked SIGTTOU lets the call through).
        sigaddset(&action.sa_mask, SIGTTOU)
        action.sa_flags = SA_RESTART
        sigaction(SIGTSTP, &action, nil)
    }

    /// Runs in the handler: only async-signal-safe calls.
    private static func stopHere() {
        clock_gettime(CLOCK_MONOTONIC, &stoppedAt)
        CrashGuard.restoreTerminal()
        signal(SIGTSTP, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(SIGTSTP)
        // Stopped here until continued.
        clock_gettime(CLOCK_MONOTONIC, &resumedAt)
        catchStop()
        SignalPipe.send(SIGTSTP)
    }
}
