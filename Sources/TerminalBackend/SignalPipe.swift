import Glibc

/// Turns termination signals into readable bytes, so the loop can restore the terminal calmly
/// (outside a signal handler) and then die of the same signal, with the conventional status.
///
/// The handler does one async-signal-safe thing: it writes the signal number to a pipe that the
/// loop polls beside standard input.
enum SignalPipe {
    /// The signals that end a game: Ctrl-C, kill, a closed terminal, Ctrl-\.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The read end of the pipe, polled by the loop; -1 before `install()`.
    nonisolated(unsafe) private(set) static var readDescriptor: Int32 = -1
    nonisolated(unsafe) private static var writeDescriptor: Int32 = -1

    /// Creates the pipe and installs the handlers. Call before ncurses starts, so that ncurses
    /// leaves these signals to us.
    static func install() {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for signalNumber in terminating {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                var byte = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(SignalPipe.writeDescriptor, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
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
    static func dieBy(_ signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signalNumber)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(signalNumber)
        // Only reached for a signal whose default action does not end the process.
        exit(128 + signalNumber)
    }
}
