import Glibc
import ScreenKit

/// The signal pipe as a source of the loop: a terminating signal ends the run, Ctrl-Z and `fg` give
/// the terminal back and take it again, and a continue after a stop we did not see redraws.
final class SignalSource: MessageSource {
    private let terminal: Terminal

    init(terminal: Terminal) {
        self.terminal = terminal
    }

    var descriptor: Int32? { SignalPipe.readDescriptor >= 0 ? SignalPipe.readDescriptor : nil }

    func receive() -> [LoopMessage] {
        // Once the terminal has hung up, that is the whole story: it reports the hangup itself.
        guard !terminal.inputEnded else { return [] }
        var messages: [LoopMessage] = []
        let signals = SignalPipe.drain()
        if signals.contains(SIGTSTP) {
            messages.append(terminal.takeBackAfterStop())
        } else if signals.contains(SIGCONT) {
            terminal.redrawWhole()  // continued after a SIGSTOP we did not see coming
        }
        // SIGWINCH only says that the size changed; the terminal reads the size whatever woke us.
        for signalNumber in signals where ![SIGTSTP, SIGCONT, SIGWINCH].contains(signalNumber) {
            messages.append(.signal(signalNumber))
        }
        return messages
    }
}
