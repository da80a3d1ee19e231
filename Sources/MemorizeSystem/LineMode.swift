import Glibc

/// The ordinary line mode of a terminal for plain mode, set when a terminal was left without it.
///
/// Plain mode reads whole lines and lets the terminal echo and edit them. A terminal that a crashed
/// program left raw does neither: Enter sends `\r`, nothing is echoed, Ctrl-C is only a byte. So when
/// standard input is such a terminal, its line mode is turned on for the run and the modes it had
/// are put back at the end, also when a signal (Ctrl-C, a hangup, SIGTERM) ends the run.
package enum LineMode {
    private struct Saved {
        var modes = termios()
        var descriptor: Int32 = -1
        var isChanged = false
    }

    /// The signals that end plain mode; each gives the terminal back before the process dies of it.
    static let endingSignals: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

    /// Outside Swift's lazily made statics, so a signal handler can read it.
    nonisolated(unsafe) private static let saved: UnsafeMutablePointer<Saved> = {
        let memory = UnsafeMutablePointer<Saved>.allocate(capacity: 1)
        memory.initialize(to: Saved())
        return memory
    }()

    /// Turns on the line mode of the terminal on `descriptor` when it is off; nothing for a pipe,
    /// a file, or a terminal already in line mode.
    ///
    /// - Returns: Whether the modes were changed (and `restore()` will put them back).
    @discardableResult
    package static func ensure(on descriptor: Int32 = STDIN_FILENO) -> Bool {
        var modes = termios()
        guard !saved.pointee.isChanged, isatty(descriptor) == 1, tcgetattr(descriptor, &modes) == 0,
            !isLineMode(modes)
        else { return false }
        saved.pointee.modes = modes
        saved.pointee.descriptor = descriptor
        // Published before the change, so a signal in between restores (the same modes) rather than
        // leaving the new ones.
        saved.pointee.isChanged = true
        installHandlers()
        var line = modes
        line.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
        line.c_iflag |= tcflag_t(ICRNL)
        line.c_iflag &= ~tcflag_t(INLCR | IGNCR)
        line.c_oflag |= tcflag_t(OPOST | ONLCR)
        guard tcsetattr(descriptor, TCSANOW, &line) == 0 else {
            saved.pointee.isChanged = false
            return false
        }
        return true
    }

    /// Puts back the modes `ensure` changed; nothing when it changed none. Async-signal-safe.
    package static func restore() {
        let memory = saved
        guard memory.pointee.isChanged else { return }
        memory.pointee.isChanged = false
        tcsetattr(memory.pointee.descriptor, TCSANOW, &memory.pointee.modes)
    }

    /// Whether the terminal delivers lines as plain mode reads them: assembled and echoed by the
    /// terminal, Enter ending them as a newline.
    static func isLineMode(_ modes: termios) -> Bool {
        modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0
            && modes.c_iflag & tcflag_t(ICRNL) != 0 && modes.c_iflag & tcflag_t(IGNCR) == 0
    }

    /// Catches the ending signals that are not ignored (one ignored under nohup stays ignored): each
    /// restores the modes, then ends the process by the default action of the same signal.
    private static func installHandlers() {
        for signalNumber in endingSignals {
            var previous = sigaction()
            guard sigaction(signalNumber, nil, &previous) == 0,
                unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
                    != unsafeBitCast(SIG_IGN, to: Int.self)
            else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                LineMode.restore()
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            sigemptyset(&action.sa_mask)
            // Setting the modes from the background must not stop the process half-way.
            sigaddset(&action.sa_mask, SIGTTOU)
            sigaction(signalNumber, &action, nil)
        }
    }
}
