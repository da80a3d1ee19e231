import Glibc
import MemorizeSystem
import ScreenKit
import TerminalBackend

/// Plain mode's ending signals as a source of the loop: Ctrl-C, Ctrl-\, a hangup or SIGTERM ends the
/// run through the loop, as on the grid, so that what a run does at its end is done (a daily under way
/// is filed as it stands); then the process dies of the signal, as it did before.
///
/// Without it the signal's default action ended plain mode wherever it was, skipping what the run
/// does at its end. The handler only writes the signal's number to a pipe the loop waits on.
/// A loop that cannot get there, stuck writing to an output nobody reads, must not keep a dying
/// process alive: the handler then gives the line mode back and dies at once, and otherwise a
/// watchdog does so after `watchdogDelay`.
final class PlainSignals: MessageSource {
    /// The signals that end plain mode (as `LineMode` restores the terminal for them).
    static let ending: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

    /// How long, in seconds, the loop has to end the run after a signal: filing a game waits for the
    /// scores file's lock and its `fsync`s, and nothing is on the screen to give back meanwhile.
    static let watchdogDelay = 1

    /// What the handlers read: outside Swift's lazily made statics and its exclusivity checks, and
    /// allocated (by `install`) before any handler can run.
    private struct Memory {
        var readEnd: Int32 = -1
        var writeEnd: Int32 = -1
        /// The signal the process is dying of, for the watchdog; 0 before any.
        var dyingSignal: Int32 = 0
        /// `watchdogDelay`, read here: a handler must not be the first to touch a Swift static.
        var watchdogSeconds = 0
    }

    nonisolated(unsafe) private static let memory: UnsafeMutablePointer<Memory> = {
        let memory = UnsafeMutablePointer<Memory>.allocate(capacity: 1)
        memory.initialize(to: Memory())
        return memory
    }()

    /// Makes the pipe and catches the ending signals that are not ignored (one ignored under `nohup`
    /// stays ignored); nil when there is no pipe to be had, and the signals keep their default.
    static func install() -> PlainSignals? {
        let memory = memory
        guard memory.pointee.readEnd < 0 else { return PlainSignals() }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        memory.pointee.readEnd = descriptors[0]
        memory.pointee.writeEnd = descriptors[1]
        memory.pointee.watchdogSeconds = watchdogDelay
        for signalNumber in ending { catchSignal(signalNumber) }
        return PlainSignals()
    }

    var descriptor: Int32? { Self.memory.pointee.readEnd }

    func polled(_ readiness: Readiness) {}

    func receive() -> [LoopMessage] {
        var byte: UInt8 = 0
        var first: Int32?
        while read(Self.memory.pointee.readEnd, &byte, 1) == 1 {
            if first == nil { first = Int32(byte) }
        }
        return first.map { [.signal($0)] } ?? []
    }

    /// Gives the line mode back and ends the process by `signalNumber`'s default action, as if it had
    /// never been caught. Async-signal-safe, for the handlers as for the loop.
    static func die(by signalNumber: Int32) -> Never {
        LineMode.restore()
        SignalPipe.dieBy(signalNumber)
    }

    private static func catchSignal(_ signalNumber: Int32) {
        guard !SignalPipe.isIgnored(signalNumber) else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signalNumber in
            let savedError = errno
            var byte = UInt8(truncatingIfNeeded: signalNumber)
            _ = write(PlainSignals.memory.pointee.writeEnd, &byte, 1)
            // A loop stuck in a write to an output nobody reads would never see the pipe.
            var output = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
            if poll(&output, 1, 0) <= 0 || output.revents & Int16(POLLOUT) == 0 {
                PlainSignals.die(by: signalNumber)
            }
            PlainSignals.armWatchdog(dyingOf: signalNumber)
            errno = savedError
        }
        sigemptyset(&action.sa_mask)
        // Setting the line mode from the background must not stop the process half-way.
        sigaddset(&action.sa_mask, SIGTTOU)
        // A read or write under way goes on; the loop's wait ends (EINTR) and finds the pipe.
        action.sa_flags = SA_RESTART
        sigaction(signalNumber, &action, nil)
    }

    /// Ends the process by `signalNumber` after `watchdogDelay`, unless the loop has ended it first;
    /// async-signal-safe. Armed by the first signal only, which is the one died of: a stream of
    /// signals must not keep pushing the end back.
    private static func armWatchdog(dyingOf signalNumber: Int32) {
        let memory = memory
        guard memory.pointee.dyingSignal == 0 else { return }
        memory.pointee.dyingSignal = signalNumber
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            PlainSignals.die(by: PlainSignals.memory.pointee.dyingSignal)
        }
        sigfillset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGALRM, &action, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGALRM)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        var timer = itimerval()
        timer.it_value.tv_sec = memory.pointee.watchdogSeconds
        setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
    }
}
