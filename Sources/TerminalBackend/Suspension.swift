import Glibc

/// Ctrl-Z: gives the terminal back and stops, inside the SIGTSTP handler itself.
///
/// It cannot wait for the loop: the shell sees the job stopped as soon as its own child (a subshell,
/// say) stops, and takes the terminal back; a game still drawing then would be stopped by
/// SIGTTOU half-way, and stopped again once continued. So the handler does what `CrashGuard`
/// does (prepared bytes, saved modes: async-signal-safe), stops, and once continued tells the loop
/// through the self-pipe, which takes the terminal again and redraws every cell.
///
/// Stops may come at any moment and in any number (a burst of `kill -TSTP`, two Ctrl-Z a
/// millisecond apart). SIGTSTP is therefore blocked except while the loop waits for events
/// (`waitMask`), so the handler never runs in the middle of a drawing or of a take-back, and never
/// inside itself: a stop that comes meanwhile waits, and is handled as its own stop afterwards.
/// The modes it gives back are always those saved when the game started.
enum Suspension {
    /// Whether SIGTSTP is caught (it stays ignored if it was ignored when the game started).
    nonisolated(unsafe) private(set) static var isCaught = false

    /// Catches SIGTSTP, unless it was ignored when the game started, and blocks it until the loop
    /// waits.
    static func install() {
        HandlerMemory.prepare()
        guard !SignalPipe.isIgnored(SIGTSTP) else { return }
        isCaught = true
        setBlocked(true)
        catchStop()
    }

    /// Stops handling Ctrl-Z once the terminal is given back: a stop that is still waiting then
    /// stops the process the ordinary way.
    static func uninstall() {
        guard isCaught else { return }
        isCaught = false
        signal(SIGTSTP, SIG_DFL)
        setBlocked(false)
    }

    /// The signal mask to wait with: the current one with SIGTSTP let through.
    static func waitMask() -> sigset_t {
        var mask = sigset_t()
        sigprocmask(SIG_BLOCK, nil, &mask)
        if isCaught { sigdelset(&mask, SIGTSTP) }
        return mask
    }

    /// How long the last stop lasted, from Ctrl-Z to `fg`.
    static var lastStop: Duration {
        let memory = HandlerMemory.shared
        return .seconds(Int64(memory.pointee.resumedAt.tv_sec - memory.pointee.stoppedAt.tv_sec))
            + .nanoseconds(Int64(memory.pointee.resumedAt.tv_nsec - memory.pointee.stoppedAt.tv_nsec))
    }

    private static func setBlocked(_ blocked: Bool) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &set, nil)
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

    /// Runs in the handler: only async-signal-safe calls, and memory that is not Swift's statics.
    private static func stopHere() {
        let memory = HandlerMemory.shared
        clock_gettime(CLOCK_MONOTONIC, &memory.pointee.stoppedAt)
        CrashGuard.restoreTerminal()
        signal(SIGTSTP, SIG_DFL)
        setBlocked(false)
        raise(SIGTSTP)
        // Stopped here until continued (not at all in an orphaned process group, whose stops the
        // kernel discards). Blocked again before the handler is back, so a stop that comes now
        // waits for this handler to end instead of running inside it.
        setBlocked(true)
        catchStop()
        clock_gettime(CLOCK_MONOTONIC, &memory.pointee.resumedAt)
        SignalPipe.send(SIGTSTP)
    }
}
