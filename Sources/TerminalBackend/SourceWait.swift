import CNCurses
import Glibc
import ScreenKit

/// The one wait of the run loop: on every source's descriptors at once (the terminal or the line
/// reader, the signal pipe, and whatever else: sockets to read and to write, a pipe), until a
/// message, a source's own wake-up or the loop's deadline, using no CPU meanwhile.
///
/// Each wait first takes what the sources already hold; only when none has anything does it sleep
/// in `ppoll`, with Ctrl-Z let through meanwhile (and only then: see `Suspension`), and then asks
/// each source again, in order. A source whose wake-up passed with nothing read is asked for what
/// is overdue (a lone Esc).
package final class SourceWait: MessageWait {
    private let sources: [any MessageSource]

    /// A wait on `sources`, whose messages go in this order.
    package init(sources: [any MessageSource]) {
        self.sources = sources
    }

    /// - Parameter timeout: How long to wait at most, rounded up to the millisecond so the wait
    ///   never ends before a deadline; nil waits for ever. A source's own wake-up may end the wait
    ///   earlier, with no messages.
    package func wait(timeout: Duration?) -> [LoopMessage] {
        var messages = receive()
        if !messages.isEmpty { return messages }
        var wait = timeout
        for source in sources {
            if let wake = source.wakeAfter { wait = min(wait ?? wake, wake) }
        }
        // Each entry of `descriptors` beside the index of the source that watches it.
        var descriptors: [pollfd] = []
        var owners: [Int] = []
        for index in sources.indices {
            for watch in sources[index].watches {
                descriptors.append(pollfd(fd: watch.descriptor, events: Self.events(watch.readiness), revents: 0))
                owners.append(index)
            }
        }
        // EINTR simply ends the wait: a signal is in its pipe by then.
        var mask = Suspension.waitMask()
        let ready = memorize_ppoll(&descriptors, nfds_t(descriptors.count), wait.map(Self.milliseconds) ?? -1, &mask)
        if ready > 0 {
            for index in descriptors.indices where descriptors[index].revents != 0 {
                sources[owners[index]].polled(descriptors[index].fd, Self.readiness(descriptors[index].revents))
            }
        }
        messages = receive()
        if messages.isEmpty {
            for source in sources { messages += source.receiveOverdue() }
        }
        return messages
    }

    private func receive() -> [LoopMessage] {
        sources.flatMap { $0.receive() }
    }

    // Built from raw bits: an empty `[]` here compiled to SetAlgebra's generic initializer from a
    // sequence, whose first call has the runtime resolve `Element` by scanning every protocol
    // conformance in the binary (70 K instructions and the pages they read, before the first frame).
    private static func readiness(_ events: Int16) -> Readiness {
        var bits: UInt8 = 0
        if events & Int16(POLLIN) != 0 { bits |= Readiness.readable.rawValue }
        if events & Int16(POLLOUT) != 0 { bits |= Readiness.writable.rawValue }
        if events & Int16(POLLHUP | POLLERR) != 0 { bits |= Readiness.hungUp.rawValue }
        if events & Int16(POLLNVAL) != 0 { bits |= Readiness.invalid.rawValue }
        return Readiness(rawValue: bits)
    }

    /// What `poll` is asked to watch for, from a watch's `.readable` and `.writable` (raw bits, as above).
    private static func events(_ readiness: Readiness) -> Int16 {
        var events: Int16 = 0
        if readiness.rawValue & Readiness.readable.rawValue != 0 { events |= Int16(POLLIN) }
        if readiness.rawValue & Readiness.writable.rawValue != 0 { events |= Int16(POLLOUT) }
        return events
    }

    /// A wait for `poll`, in whole milliseconds rounded up, so the loop never wakes before a deadline.
    static func milliseconds(_ duration: Duration) -> Int32 {
        Terminal.milliseconds(duration)
    }
}
