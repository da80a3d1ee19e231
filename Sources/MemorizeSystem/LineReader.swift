import Glibc
import MemorizeText

/// Reads standard input a line at a time, for plain mode: from a terminal in its ordinary line mode
/// (the terminal echoes and edits the line; nothing is switched to raw mode) or from a pipe. A line
/// ends at `\n`, `\r\n` or a lone `\r`, which is what Enter sends on a terminal left raw.
///
/// It never spins: it sleeps in `poll` until a line, the end of input or the deadline, and the end of
/// input is reported once and then for ever, without reading again.
package final class LineReader {
    /// What waiting for a line produced.
    package enum Result: Equatable, Sendable {
        /// A whole line, without its line ending (`\n`, `\r\n` or `\r`).
        case line(String)
        /// The deadline passed first.
        case timedOut
        /// Standard input ended (or can no longer be read: then `failure` says why); a last
        /// unfinished line came before this.
        case ended
    }

    /// Why input could not be read, for a person (`Is a directory`, `Bad file descriptor`); nil when
    /// it ended the ordinary way, at the end of the file or pipe.
    package private(set) var failure: String?

    /// Bytes read per call.
    static let readSize = 4096
    /// The longest line kept; the rest of a longer line is dropped, so a stream without newlines
    /// cannot fill the memory.
    static let longestLine = 4096

    private let descriptor: Int32
    private var buffered: [UInt8] = []
    private var isAtEnd = false
    /// Whether the last line ended at a `\r` with nothing after it yet: a `\n` that follows belongs to
    /// it (`\r\n` split between two reads) and is no empty line.
    private var endedAtReturn = false

    /// A reader of the file descriptor `descriptor`, standard input by default.
    package init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// Waits up to `timeout` (nil: for ever) for the next line.
    package func nextLine(timeout: Duration?) -> Result {
        let deadline = timeout.map { MonotonicTime.now() + $0 }
        while true {
            if let line = takeLine() { return .line(line) }
            if isAtEnd {
                guard buffered.isEmpty else {
                    defer { buffered = [] }
                    return .line(Self.text(buffered))
                }
                return .ended
            }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - MonotonicTime.now()
                guard left > .zero else { return .timedOut }
                wait = Self.milliseconds(left)
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                fail(errno)
                continue
            }
            if ready == 0 { continue }
            readAvailable()
        }
    }

    private func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: Self.readSize)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.readSize) }
        if count > 0 {
            buffered += chunk[..<count]
            if buffered.count > Self.longestLine, !buffered.contains(where: Self.endsLine) {
                buffered.removeLast(buffered.count - Self.longestLine)
            }
        } else if count == 0 {
            isAtEnd = true
        } else if errno != EINTR && errno != EAGAIN {
            // Input that cannot be read (a directory, a write-only or closed descriptor) also ends
            // the input, but is not mistaken for its ordinary end.
            fail(errno)
        }
    }

    private func fail(_ code: Int32) {
        failure = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        isAtEnd = true
    }

    private func takeLine() -> String? {
        if endedAtReturn, let first = buffered.first {
            endedAtReturn = false
            if first == Self.newline { buffered.removeFirst() }
        }
        guard let end = buffered.firstIndex(where: Self.endsLine) else { return nil }
        let line = Array(buffered[..<end].prefix(Self.longestLine))
        var next = end + 1
        if buffered[end] == Self.carriageReturn {
            if next < buffered.count {
                if buffered[next] == Self.newline { next += 1 }
            } else {
                endedAtReturn = true
            }
        }
        buffered.removeFirst(next)
        return Self.text(line)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private static func endsLine(_ byte: UInt8) -> Bool {
        byte == newline || byte == carriageReturn
    }

    /// The bytes as text, keeping bytes that are not UTF-8 as `RawText` does.
    private static func text(_ bytes: [UInt8]) -> String {
        RawText.decoding(bytes)
    }

    /// A wait for `poll` in whole milliseconds, rounded up so that the wait never ends early.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        guard seconds < 2_000_000 else { return Int32.max }
        let perMillisecond: Int64 = 1_000_000_000_000_000
        return Int32(seconds * 1000 + (attoseconds + perMillisecond - 1) / perMillisecond)
    }
}
