import MemorizeSystem
import ScreenKit

/// Plain mode's input as a source of the loop: the next line typed or piped in. Each wait takes one
/// line at most, so the presenter answers every line before the next is read; the end of input ends
/// the run, and so does output that can no longer be written.
final class PlainInput: MessageSource {
    private let reader: LineReader
    private let descriptorNumber: Int32
    /// Whether the last wait found the descriptor readable (or at its end): only then is it read.
    private var isReadable = false
    /// Why the output could not be written, once a write failed: nobody reads the game any more, so
    /// reading on would only play to no one (and, fed by `yes`, for ever).
    private(set) var outputFailure: String?

    /// Lines from the descriptor `descriptor`, standard input by default.
    init(descriptor: Int32 = 0) {
        reader = LineReader(descriptor: descriptor)
        descriptorNumber = descriptor
    }

    var descriptor: Int32? { descriptorNumber }

    /// Why the input could not be read, when that ended it.
    var inputFailure: String? { reader.failure }

    /// Notes a failed write; the next wait ends the run (each wait asks every source first).
    func outputFailed(_ reason: String) {
        if outputFailure == nil { outputFailure = reason }
    }

    func polled(_ readiness: Readiness) {
        // A hangup or a closed descriptor is read too: the reader finds the end there.
        isReadable = !readiness.isEmpty
    }

    func receive() -> [LoopMessage] {
        defer { isReadable = false }
        if outputFailure != nil { return [.endOfInput] }
        // With no time to wait the reader only hands over a line it holds; after the wait said there
        // is input, it reads it (a millisecond at most when only part of a line has come).
        switch reader.nextLine(timeout: isReadable ? .milliseconds(1) : .zero) {
        case .line(let line): return [.input(.text(line))]
        case .timedOut: return []
        case .ended: return [.endOfInput]
        }
    }
}
