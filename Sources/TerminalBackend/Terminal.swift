import CNCurses
import Glibc
import ScreenKit

/// The real terminal, through ncurses: the only Swift file that talks to it.
///
/// It copies whole frames to the screen (ncurses then sends only what changed), waits for keys,
/// clicks, resizes and signals without using the CPU, and always gives the terminal back.
public final class Terminal: TerminalDevice {
    /// The terminal's current size.
    public private(set) var size: TerminalSize
    /// What the terminal can show.
    public let capabilities: TerminalCapabilities

    private var colorPairs: [ColorPairKey: Int16] = [:]
    private var isActive = true

    private struct ColorPairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    // MARK: - Lifetime

    /// Takes over the terminal: full screen, no echo, keys one at a time, mouse clicks.
    ///
    /// - Parameter noColor: Draw without colors (`NO_COLOR` is set).
    /// - Throws: `TerminalError` when ncurses cannot use this terminal (an unknown `TERM`, say).
    public init(noColor: Bool) throws(TerminalError) {
        setlocale(LC_ALL, "")
        let unicode = String(cString: memorize_codeset()).uppercased().filter { $0 != "-" } == "UTF8"
        // Our handlers first: ncurses then leaves SIGINT/SIGTERM alone and keeps SIGTSTP/SIGWINCH.
        SignalPipe.install()
        CrashGuard.saveTerminalModes()
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        guard memorize_newterm() != nil else {
            throw TerminalError(terminalType: name, problem: "is not one that ncurses knows")
        }
        // A terminal that cannot move its cursor (TERM=dumb) would get the board as one long line.
        guard let move = tigetstr("cup"), Int(bitPattern: move) != -1 else {
            endwin()
            throw TerminalError(terminalType: name, problem: "cannot move its cursor; try TERM=xterm-256color")
        }
        set_escdelay(25)
        cbreak()
        noecho()
        nonl()
        keypad(memorize_stdscr(), true)
        nodelay(memorize_stdscr(), true)
        curs_set(0)
        mousemask(memorize_button1_pressed() | memorize_button1_clicked(), nil)
        mouseinterval(0)
        var colorCount = 0
        if !noColor, has_colors() {
            start_color()
            use_default_colors()
            colorCount = Int(memorize_colors())
        }
        capabilities = TerminalCapabilities(unicode: unicode, colorCount: colorCount)
        size = TerminalSize(columns: Int(memorize_cols()), rows: Int(memorize_lines()))
        CrashGuard.install(restore: Self.restoreSequence())
    }

    deinit {
        stop()
    }

    /// Gives the terminal back as it was: cursor, echo, line mode, main screen. Safe to call twice.
    public func stop() {
        guard isActive else { return }
        isActive = false
        mousemask(0, nil)
        curs_set(1)
        endwin()
    }

    /// Stops and then ends the process by `signalNumber`, so the parent sees the usual status.
    public func stopAndDie(by signalNumber: Int32) -> Never {
        stop()
        SignalPipe.dieBy(signalNumber)
    }

    // MARK: - Output

    /// Shows `frame`. Everything is drawn into ncurses' buffer, which then sends only the difference.
    ///
    /// Cells go in as runs of one style (one `mvwaddnwstr` each), and blank runs in the default style
    /// are skipped because `werase` already blanked them: the first frame is drawn at start-up, where
    /// every call counts.
    public func draw(_ frame: Frame) {
        let window = memorize_stdscr()
        werase(window)
        let rows = min(frame.size.rows, size.rows)
        let columns = min(frame.size.columns, size.columns)
        var run: [wchar_t] = []
        run.reserveCapacity(columns * 2 + 1)
        for row in 0..<rows {
            let cells = frame.rows[row]
            var column = 0
            while column < columns {
                let start = column
                let style = cells[column].style
                var isBlank = true
                run.removeAll(keepingCapacity: true)
                while column < columns, cells[column].style == style {
                    let cell = cells[column]
                    if cell.text != " " { isBlank = false }
                    append(cell, to: &run)
                    column += max(cell.width, 1)
                }
                guard !isBlank || style != .plain else { continue }
                run.append(0)
                wattr_set(window, attributes(of: style), colorPair(for: style), nil)
                // Writing the last cell of the screen reports an error harmlessly (the cursor cannot advance).
                _ = mvwaddnwstr(window, Int32(row), Int32(start), run, Int32(run.count - 1))
            }
        }
        wattr_set(window, 0, 0, nil)
        wnoutrefresh(window)
        doupdate()
    }

    /// Adds one cell's characters to a run.
    ///
    /// A wide cell gets its first scalar only: terminals disagree about sequences (a ZWJ family, a
    /// skin tone, a flag) and ncurses would give each wide part its own cells, so the rest of the row
    /// would shift. If the C library thinks that scalar is narrow (an emoji made wide only by U+FE0F),
    /// it is padded with a space, so ncurses and the terminal agree on every column.
    private func append(_ cell: Cell, to run: inout [wchar_t]) {
        if cell.isContinuation { return }
        var scalars = cell.text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else {
            run.append(32)
            return
        }
        let base = wchar_t(bitPattern: first.value)
        run.append(base)
        if cell.width == 2 {
            if memorize_wcwidth(base) != 2 { run.append(32) }
            return
        }
        while let next = scalars.next() { run.append(wchar_t(bitPattern: next.value)) }
    }

    private func attributes(of style: CellStyle) -> attr_t {
        var attributes = attr_t(0)
        if style.bold { attributes |= memorize_a_bold() }
        if style.dim { attributes |= memorize_a_dim() }
        if style.reverse { attributes |= memorize_a_reverse() }
        if style.underline { attributes |= memorize_a_underline() }
        return attributes
    }

    private func colorPair(for style: CellStyle) -> Int16 {
        guard capabilities.colorCount > 0 else { return 0 }
        let key = ColorPairKey(foreground: colorNumber(style.foreground), background: colorNumber(style.background))
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = colorPairs[key] { return pair }
        let pair = Int16(truncatingIfNeeded: colorPairs.count + 1)
        guard Int(pair) < Int(memorize_color_pairs()), pair > 0 else { return 0 }
        init_pair(pair, key.foreground, key.background)
        colorPairs[key] = pair
        return pair
    }

    private func colorNumber(_ color: TerminalColor) -> Int16 {
        switch color {
        case .default: -1
        case .basic(let index): Int16(index % 8)
        case .palette(let index, let fallback):
            capabilities.colorCount >= 256 ? Int16(index) : Int16(fallback % 8)
        }
    }

    /// Rings the bell through ncurses, which flashes the screen instead where the terminal has no bell.
    public func ringBell() {
        beep()
    }

    // MARK: - Input

    /// Waits for input, a resize or a signal, using no CPU meanwhile.
    ///
    /// - Parameter timeout: How long to wait at most, rounded up to the millisecond so the wait
    ///   never ends before a deadline; nil waits for ever.
    /// - Returns: The events that arrived, possibly none when the wait timed out.
    public func waitForEvents(timeout: Duration?) -> [TerminalEvent] {
        var events = readAvailable()
        if !events.isEmpty { return events }
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalPipe.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        // EINTR (a resize, a suspend and resume) simply ends the wait; ncurses then reports it.
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout.map(Self.milliseconds) ?? -1)
        if ready > 0, descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0,
            descriptors[0].revents & Int16(POLLIN) == 0
        {
            // The terminal went away without a SIGHUP reaching us: end as if it had.
            return [.signal(SIGHUP)]
        }
        events = readAvailable()
        return events
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

    private func readAvailable() -> [TerminalEvent] {
        var events = SignalPipe.drain().map(TerminalEvent.signal)
        if let resize = resizeNotYetReported() { events.append(.input(resize)) }
        var key = wint_t(0)
        while events.count < 64 {
            let status = wget_wch(memorize_stdscr(), &key)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                if let event = specialKey(Int32(key)) { events.append(.input(event)) }
            } else if let event = characterKey(UInt32(key)) {
                events.append(.input(event))
            }
        }
        return events
    }

    /// A resize that ncurses has not reported yet. ncurses reports SIGWINCH only after the keys
    /// already buffered, so a key typed just after a resize would meet the old layout; asking the
    /// kernel first puts the resize before the key.
    private func resizeNotYetReported() -> InputEvent? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard memorize_window_size(&rows, &columns) == 1, rows > 0, columns > 0 else { return nil }
        let current = TerminalSize(columns: Int(columns), rows: Int(rows))
        guard current != size else { return nil }
        resizeterm(rows, columns)
        size = current
        return .resize(size)
    }

    private func specialKey(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_ENTER: return .enter
        case KEY_RESIZE:
            let current = TerminalSize(columns: Int(memorize_cols()), rows: Int(memorize_lines()))
            // Already reported when the kernel's size was read before the keys: once is enough.
            guard current != size else { return nil }
            size = current
            return .resize(size)
        case KEY_MOUSE:
            var mouse = MEVENT()
            guard getmouse(&mouse) == OK,
                mouse.bstate & (memorize_button1_pressed() | memorize_button1_clicked()) != 0
            else { return nil }
            return .click(row: Int(mouse.y), column: Int(mouse.x))
        default: return nil
        }
    }

    private func characterKey(_ value: UInt32) -> InputEvent? {
        switch value {
        case 10, 13: return .enter
        case 27: return .escape
        default:
            guard value >= 32, value != 127, let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    // MARK: - Crash restore

    /// The bytes that leave full-screen mode, from the terminal's own description.
    private static func restoreSequence() -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}[?1000l\u{1B}[?1006l".utf8)
        for capability in ["sgr0", "cnorm", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        return bytes + Array("\r\n".utf8)
    }
}
