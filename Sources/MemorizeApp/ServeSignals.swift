import Glibc
import ScreenKit

/// The signals that stop `memorize --serve` (SIGTERM from systemd, Ctrl-C, a hangup) as a source of
/// its loop: the handler only writes the signal's number to a pipe, and the loop stops the lobby,
/// writes its state and exits cleanly.
final class ServeSignals: MessageSource {
    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The pipe's ends, where the handler can reach them.
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Makes the pipe and catches the stopping signals; nil when no pipe can be had.
    static func install() -> ServeSignals? {
        if readEnd < 0 {
            var descriptors: [Int32] = [-1, -1]
            guard pipe(&descriptors) == 0 else { return nil }
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            readEnd = descriptors[0]
            writeEnd = descriptors[1]
        }
        for signalNumber in stopping {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                let savedError = errno
                var byte = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(ServeSignals.writeEnd, &byte, 1)
                errno = savedError
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, nil)
        }
        // A door gone mid-write is a closed connection, not the server's death.
        signal(SIGPIPE, SIG_IGN)
        return ServeSignals()
    }

    var descriptor: Int32? { Self.readEnd }

    func polled(_ readiness: Readiness) {}

    func receive() -> [LoopMessage] {
        var byte: UInt8 = 0
        var first: Int32?
        while read(Self.readEnd, &byte, 1) == 1 {
            if first == nil { first = Int32(byte) }
        }
        return first.map { [.signal($0)] } ?? []
    }
}
