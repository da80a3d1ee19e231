import CNCurses
import Glibc
import MemorizeSystem
import ScreenKit

extension Terminal: MessageSource {
    /// How long the input must pause before a lone Esc counts as the Esc key. A terminal sends a
    /// whole sequence in one write, so its bytes arrive together; a person cannot type Esc and
    /// another key this fast.
    static let escapeDelay = Duration.milliseconds(30)
    /// Bytes read per wake, so a flood of input cannot starve signals and drawing.
    static let readSize = 4096

    /// The sources the loop waits on for this terminal, in the order their messages go: the signal
    /// pipe, then the terminal's own input (a resize, then keys), so a key typed just after a resize
    /// meets the new layout.
    package var sources: [any MessageSource] { [SignalSource(terminal: self), self] }

    /// Standard input: the terminal's keys and clicks.
    package var descriptor: Int32? { STDIN_FILENO }

    /// While a half-read escape sequence waits, how long until it counts as a lone Esc.
    package var wakeAfter: Duration? {
        guard decoder.isPending, let lastInputAt else { return nil }
        return max(.zero, lastInputAt + Self.escapeDelay - MonotonicTime.now())
    }

    /// A terminal that hung up without a SIGHUP reaching us ends as if one had.
    package func polled(_ readiness: Readiness) {
        guard !readiness.contains(.readable) else { return }
        if readiness.contains(.invalid) {
            endInput(failure: EBADF)
        } else if readiness.contains(.hungUp) {
            endInput(failure: nil)
        }
    }

    /// A resize not reported yet, then the keys standard input holds now, without waiting.
    package func receive() -> [LoopMessage] {
        if inputEnded { return [.signal(SIGHUP)] }
        var messages: [LoopMessage] = []
        if let resize = resizeNotYetReported() { messages.append(.input(resize)) }
        messages += readKeys().map(LoopMessage.input)
        if inputEnded { messages.append(.signal(SIGHUP)) }
        return messages
    }

    /// A lone Esc, once the input has paused long enough after it.
    package func receiveOverdue() -> [LoopMessage] {
        guard decoder.isPending, let lastInputAt, MonotonicTime.now() - lastInputAt >= Self.escapeDelay else {
            return []
        }
        return decoder.flushPending().map(LoopMessage.input)
    }

    /// A wait for `poll`, in whole milliseconds rounded up, so the loop never wakes before a deadline.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        // About 24 days: poll takes an Int32 of milliseconds.
        guard seconds < 2_000_000 else { return Int32.max }
        let perMillisecond: Int64 = 1_000_000_000_000_000
        return Int32(seconds * 1000 + (attoseconds + perMillisecond - 1) / perMillisecond)
    }

    /// Decodes whatever standard input holds now, without waiting.
    private func readKeys() -> [InputEvent] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard !inputEnded, poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count > 0 {
            lastInputAt = MonotonicTime.now()
            return decoder.decode(buffer[0..<count])
        }
        let code = errno
        if count < 0, code == EINTR || code == EAGAIN { return [] }
        // End of file or EIO: the terminal hung up. Anything else: it cannot be read at all.
        endInput(failure: count == 0 || code == EIO ? nil : code)
        return []
    }

    /// Marks the input as ended: the run ends as if the terminal had hung up. `failure` is the
    /// error that ended it, when it was not a hangup.
    func endInput(failure: Int32?) {
        inputEnded = true
        if let failure, inputFailure == nil {
            inputFailure = strerror(failure).map { String(cString: $0) } ?? "error \(failure)"
        }
    }

    /// A size change not reported yet, from the kernel (SIGWINCH only says that one happened).
    private func resizeNotYetReported() -> InputEvent? {
        guard let kernelSize = Self.kernelSize() else { return nil }
        let newArea = DrawingArea(terminal: kernelSize)
        guard newArea != area else { return nil }
        if newArea.screen != area.screen { resizeterm(Int32(newArea.screen.rows), Int32(newArea.screen.columns)) }
        area = newArea
        guard newArea.frame != size else { return nil }
        size = newArea.frame
        return .resize(size)
    }

    // MARK: - Job control

    /// Takes the terminal again after Ctrl-Z and `fg` (`Suspension` gave it back and stopped).
    ///
    /// - Returns: `.resumed` with the time spent stopped.
    func takeBackAfterStop() -> LoopMessage {
        // The modes to give back stay those saved when the game started: the modes found now may
        // be the game's own, if another stop came while the terminal was being taken again.
        decoder = InputDecoder()
        lastInputAt = nil
        // The handler left full screen behind ncurses' back: `endwin` brings ncurses' idea of the
        // terminal in line, and the redraw enters full screen again. What `endwin` writes is a second
        // goodbye (to the bottom line, leave the alternate screen) on the shell's screen, where
        // leaving restores the cursor saved when the game started: the next entry would save that
        // old place, and quitting would put the prompt back over the shell's later lines. So it is
        // written nowhere, and full screen is entered again from where the shell left the cursor.
        Self.discardingOutput { _ = endwin() }
        redrawWhole()
        return .resumed(after: Suspension.lastStop)
    }

    /// Runs `body` with standard output sent to /dev/null, for ncurses calls whose bytes the
    /// terminal must not get; `body` runs with the real output when /dev/null cannot be had.
    private static func discardingOutput(_ body: () -> Void) {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer {
            if saved >= 0 { close(saved) }
            if nowhere >= 0 { close(nowhere) }
        }
        guard saved >= 0, nowhere >= 0, dup2(nowhere, STDOUT_FILENO) >= 0 else { return body() }
        body()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
    }

    /// Takes the terminal again and repaints every cell: after a resume the screen holds whatever
    /// the shell drew.
    func redrawWhole() {
        guard isActive else { return }
        reset_prog_mode()
        let window = memorize_stdscr()
        redrawwin(window)
        wnoutrefresh(window)
        doupdate()
        curs_set(cursorVisibility)
        doupdate()
        if reportsMouse { Self.writeToTerminal(Self.mouseOn) }
    }
}
