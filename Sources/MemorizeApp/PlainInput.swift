import MemorizeSystem
import ScreenKit

/// Where plain mode waits: for the next line typed or piped in, or the loop's deadline. Each line is
/// one event, so the presenter answers every line before the next is read; the end of input ends
/// the run.
final class PlainInput: GameEventSource {
    private let reader: LineReader

    init(reader: LineReader = LineReader()) {
        self.reader = reader
    }

    func waitForEvents(timeout: Duration?) -> [TerminalEvent] {
        switch reader.nextLine(timeout: timeout) {
        case .line(let line): [.input(.text(line))]
        case .timedOut: []
        case .ended: [.endOfInput]
        }
    }
}
