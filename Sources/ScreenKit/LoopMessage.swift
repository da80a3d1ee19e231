import MemorizeTable

/// What a source delivers into the run loop's one `send`, whatever the source: the terminal, the
/// line reader, the signal pipe, or any other (a socket, a test's pipe).
package enum LoopMessage: Equatable, Sendable {
    /// The player pressed a key, clicked, typed a line, or resized the terminal.
    case input(InputEvent)
    /// The process was suspended (Ctrl-Z) for this long and has been resumed (`fg`).
    case resumed(after: Duration)
    /// A terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) arrived.
    case signal(Int32)
    /// The input ended for good (a pipe closed, Ctrl-D on a line-reading terminal): the run ends.
    case endOfInput
    /// The table across terminals heard something (a choice, a board, a player away or back).
    case table(TableEvent)
}

/// What became of a source's descriptor in a wait.
package struct Readiness: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// There is something to read (or the end of the input).
    package static let readable = Readiness(rawValue: 1)
    /// The other end hung up, or the descriptor has an error.
    package static let hungUp = Readiness(rawValue: 2)
    /// The descriptor is not open.
    package static let invalid = Readiness(rawValue: 4)
    /// A write would not block now (a socket's send buffer has room, a connect has finished).
    package static let writable = Readiness(rawValue: 8)
}

/// One descriptor a source waits on, and for what: reading, writing, or both. A hangup, an error or
/// a closed descriptor is reported whatever it waits for.
package struct DescriptorWatch: Equatable, Sendable {
    package var descriptor: Int32
    /// `.readable`, `.writable`, or both; the other flags mean nothing here.
    package var readiness: Readiness

    package init(_ descriptor: Int32, _ readiness: Readiness) {
        self.descriptor = descriptor
        self.readiness = readiness
    }
}

/// One source the loop waits on: it names the descriptors to wait for, if it has any, and turns what
/// it reads into messages. A new kind of source (a network peer) is a new conforming type; the wait
/// and the loop stay as they are.
///
/// Most sources read one descriptor and name it in `descriptor`; a source with several, or one that
/// waits to write (a socket whose peer reads slowly), names them in `watches` instead.
package protocol MessageSource: AnyObject {
    /// The file descriptor whose input wakes the wait, or nil for a source that has none (or names
    /// its descriptors in `watches`).
    var descriptor: Int32? { get }
    /// Every descriptor the wait watches for this source, asked before each wait; by default
    /// `descriptor`, for reading.
    var watches: [DescriptorWatch] { get }
    /// How long from now the source must be asked again even if its descriptor stays quiet (a half-read
    /// escape sequence becomes Esc after a moment), or nil.
    var wakeAfter: Duration? { get }
    /// What the wait saw of `descriptor`; called before `receive()` after each wait.
    func polled(_ readiness: Readiness)
    /// What the wait saw of one of `watches` (once for each that has news), before `receive()`; by
    /// default `polled(readiness)`, for a source with one descriptor.
    func polled(_ descriptor: Int32, _ readiness: Readiness)
    /// The messages the source has now, without blocking.
    func receive() -> [LoopMessage]
    /// Messages that come only once nothing else arrived for a while (the lone Esc); none by default.
    func receiveOverdue() -> [LoopMessage]
}

extension MessageSource {
    package var descriptor: Int32? { nil }
    // No array when there is no descriptor: an empty literal shares one empty buffer.
    package var watches: [DescriptorWatch] {
        guard let descriptor else { return [] }
        return [DescriptorWatch(descriptor, .readable)]
    }
    package var wakeAfter: Duration? { nil }
    package func polled(_ readiness: Readiness) {}
    package func polled(_ descriptor: Int32, _ readiness: Readiness) { polled(readiness) }
    package func receiveOverdue() -> [LoopMessage] { [] }
}

/// Where the run loop waits: for a message from any of its sources, or until a deadline.
package protocol MessageWait: AnyObject {
    /// Waits for messages, using no CPU meanwhile.
    ///
    /// - Parameter timeout: How long to wait at most; nil waits until something arrives.
    /// - Returns: The messages that arrived, none when the wait timed out (or ended early).
    func wait(timeout: Duration?) -> [LoopMessage]
}
