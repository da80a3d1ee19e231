import MemorizeSystem
import ScreenKit

/// Where plain mode waits: for the next line typed or piped in, or the loop's deadline. Each line is
/// one event, so the presenter answers every line before the next is read; the end of input ends
/// the run, and so does output that can no longer be written.
final class PlainInput: GameEventSource {
    private let reader: LineReader
    /// Why the output could not be written, once a write failed: nobody reads the game any more, so
    /// reading on would only play to no one (and, fed by `yes`, for ever).
    private(set) var outputFailure: String?

    init(reader: LineReader = LineReader()) {
        self.reader = reader
    }

    /// Why the input could not be read, when that ended it.
    var inputFailure: String? { reader.failure }

    /// Notes a failed write; the next wait ends the run.
    func outputFailed(_ reason: String) {
        if outputFailure == nil { outputFailure = reason }
    }

    func waitForEvents(timeout: Duration?) -> [TerminalEvent] {
        if outputFailure != nil { return [.endOfInput] }
        switch reader.nextLine(timeout: timeout) {
        case .line(let line): return [.input(.text(line))]
        case .timedOut: return []
        case .ended: return [.endOfInput]
        }
    }
}
