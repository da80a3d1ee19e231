import MemorizeTestSupport
import MemorizeViewModel
import ScreenKit
import Testing

/// A terminal that plays a script instead of waiting for a person: each wait of the loop takes the
/// next step, and every wait and every frame is recorded for the test to read.
final class ScriptedTerminal: TerminalDevice, MessageWait {
    /// What the next wait returns.
    enum Step {
        /// These events arrive at once.
        case input([InputEvent])
        /// A signal arrives.
        case signal(Int32)
        /// Nothing arrives: the wait runs its whole timeout and the clock moves on by it. A wait
        /// without a timeout would never end, so the test fails and the loop is sent `q`.
        case sleep
        /// `duration` passes (less than the timeout), then these events arrive.
        case after(Duration, [InputEvent])
        /// The process is stopped for `duration` during the wait (Ctrl-Z, then `fg`), whatever the
        /// timeout, and the terminal reports the resume.
        case suspended(Duration)
    }

    private(set) var size: TerminalSize
    let capabilities: TerminalCapabilities
    private let clock: TestClock
    private var steps: [Step]
    /// The timeout of every wait, in order.
    private(set) var waits: [Duration?] = []
    /// Every frame drawn, in order.
    private(set) var frames: [Frame] = []

    init(size: TerminalSize, clock: TestClock, steps: [Step], capabilities: TerminalCapabilities = .full) {
        self.size = size
        self.clock = clock
        self.steps = steps
        self.capabilities = capabilities
    }

    /// The rows of the last frame, trailing spaces removed.
    var lastScreen: [String] {
        (frames.last?.lines ?? []).map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    func draw(_ frame: Frame) {
        frames.append(frame)
    }

    /// How many times the bell rang.
    private(set) var bells = 0

    func ringBell() {
        bells += 1
    }

    /// The texts put on the clipboard, in order.
    private(set) var copies: [String] = []

    func copyToClipboard(_ text: String) {
        copies.append(text)
    }

    func wait(timeout: Duration?) -> [LoopMessage] {
        waits.append(timeout)
        guard !steps.isEmpty else {
            Issue.record("the loop waited again after the script ended")
            return [.input(.character("q"))]
        }
        switch steps.removeFirst() {
        case .input(let events):
            return deliver(events)
        case .signal(let signalNumber):
            return [.signal(signalNumber)]
        case .sleep:
            guard let timeout else {
                Issue.record("the loop slept without a timeout: it would never wake")
                return [.input(.character("q"))]
            }
            clock.now += timeout
            return []
        case .suspended(let duration):
            clock.now += duration
            return [.resumed(after: duration)]
        case .after(let duration, let events):
            if let timeout, duration > timeout { Issue.record("the wait would have ended before \(duration)") }
            clock.now += duration
            return deliver(events)
        }
    }

    /// A resize changes the size first, as the real terminal does before reporting it.
    private func deliver(_ events: [InputEvent]) -> [LoopMessage] {
        for case .resize(let newSize) in events { size = newSize }
        return events.map(LoopMessage.input)
    }
}
