import CFastUTF8
import CNCurses
import Glibc
import MemorizeSystem
import MemorizeText
import ScreenKit

/// The real terminal: ncurses draws, and the game reads the terminal's bytes itself.
///
/// It copies whole frames to the screen (ncurses then sends only what changed), waits for keys,
/// clicks, resizes and signals without using the CPU, and always gives the terminal back. Input is
/// read raw from standard input and decoded by `InputDecoder`, not by ncurses: ncurses reads any
/// escape sequence its terminfo entry lacks as Esc (which quits), and its mouse parser can be
/// crashed by a long report.
package final class Terminal: TerminalDevice {
    /// The size frames are drawn at: the terminal's, capped by `DrawingArea`.
    package internal(set) var size: TerminalSize
    /// What the terminal can show.
    package let capabilities: TerminalCapabilities
    /// Why standard input could not be read, when the input ended by an error rather than a hangup;
    /// the run then ends as after SIGHUP, and whoever ends it can say why.
    package internal(set) var inputFailure: String?

    /// The screen ncurses manages, the frame size and any note about a capped size.
    var area: DrawingArea
    var isActive = true
    var decoder = InputDecoder()
    /// When the last input byte arrived, for telling a lone Esc from the start of a sequence.
    var lastInputAt: Duration?
    /// Set once standard input has ended: every later wait reports the hangup again.
    var inputEnded = false
    /// Whether the terminal reports mouse clicks (its terminfo entry has `kmous`).
    let reportsMouse: Bool
    /// What `curs_set` is given: 1 shows the cursor (`--cursor`, for a magnifier that follows it),
    /// 0 hides it. Hidden or shown, it is put on what the player attends to after every frame.
    let cursorVisibility: Int32

    /// The color pairs made so far; pair n is `colorPairs[n - 1]`. A frame uses a handful, and a
    /// linear search costs less than a dictionary's first use at start-up.
    private var colorPairs: [ColorPairKey] = []
    /// The last frame drawn and the area it was drawn in, for drawing only what changes.
    private var shown: (frame: Frame, area: DrawingArea)?
    /// Whether mouse reports were switched on (after the first frame).
    private var mouseIsOn = false

    private struct ColorPairKey: Equatable {
        let foreground: Int16
        let background: Int16
    }

    /// Clicks and the wheel as button presses (1000), in the SGR form (1006) that has no
    /// coordinate limit and cannot be confused with keys.
    static let mouseOn = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    static let mouseOff = Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)

    // MARK: - Lifetime

    /// Takes over the terminal: full screen, no echo, keys one at a time, no flow control, mouse
    /// clicks.
    ///
    /// - Parameters:
    ///   - noColor: Draw without colors (`NO_COLOR` is set).
    ///   - showsCursor: Leave the terminal's cursor visible (`--cursor`); it is hidden otherwise.
    ///   - narrowGlyphs: Draw every character of East-Asian width "ambiguous" as ASCII (`--ascii`).
    ///   - system: Where `TERM` is read and the size ncurses takes (`LINES`, `COLUMNS`) is set.
    /// - Throws: `TerminalError` when ncurses cannot use this terminal (an unknown `TERM`, say).
    package init(
        noColor: Bool, showsCursor: Bool = false, narrowGlyphs: Bool = false, system: SystemAccess = .live
    ) throws(TerminalError) {
        // Only the character type matters (UTF-8 or not, and character widths); LC_ALL would load
        // every locale category at start-up for nothing.
        setlocale(LC_CTYPE, "")
        let unicode = String(cString: memorize_codeset()).uppercased().filter { $0 != "-" } == "UTF8"
        memorize_utf8_shortcut_enable(unicode ? 1 : 0)
        CrashGuard.saveTerminalModes()
        // Our handlers first: ncurses then leaves every signal to us.
        SignalPipe.install()
        let name = system.environment("TERM") ?? ""
        // ncurses allocates its screens at the size it finds, so an absurd size (65535×65535) would
        // fail there; it takes LINES and COLUMNS over the kernel's size, so those carry the cap.
        let kernelSize = Self.kernelSize()
        if let kernelSize {
            let capped = DrawingArea(terminal: kernelSize).screen
            if capped != kernelSize {
                system.setEnvironment("LINES", String(capped.rows))
                system.setEnvironment("COLUMNS", String(capped.columns))
            }
        }
        guard memorize_newterm() != nil else {
            throw TerminalError(terminalType: name, problem: .unknown)
        }
        // A terminal that cannot move its cursor (TERM=dumb) would get the board as one long line.
        guard let move = tigetstr("cup"), Int(bitPattern: move) != -1 else {
            endwin()
            throw TerminalError(terminalType: name, problem: .cannotMoveCursor)
        }
        Self.dropCharacterSetSwitches()
        cbreak()
        noecho()
        nonl()
        // Standard input is ours: ncurses must not peek at it to interrupt a refresh.
        typeahead(-1)
        cursorVisibility = showsCursor ? 1 : 0
        curs_set(cursorVisibility)
        // Screen readers, braille displays, magnifiers and input methods follow the cursor, hidden or
        // not: ncurses must put it where each frame says (`Frame.cursor`), never leave it where the
        // drawing ended.
        leaveok(memorize_stdscr(), false)
        Self.turnOffFlowControl()
        // What `endwin` leaves and a resume comes back to.
        def_prog_mode()
        var colorCount = 0
        if !noColor, has_colors() {
            start_color()
            // Nothing is on the screen yet: while ncurses is told that it is to be cleared, it does not
            // look through every cell of it for the color pair that use_default_colors changes (a
            // fortieth of the instructions to the first frame). The first frame's output is the same.
            let wasCleared = is_cleared(memorize_curscr())
            clearok(memorize_curscr(), true)
            use_default_colors()
            clearok(memorize_curscr(), wasCleared)
            colorCount = Int(memorize_colors())
        }
        capabilities = TerminalCapabilities(
            unicode: unicode, colorCount: colorCount, narrowGlyphs: narrowGlyphs && unicode)
        let screenSize = TerminalSize(columns: Int(memorize_cols()), rows: Int(memorize_lines()))
        area = DrawingArea(terminal: kernelSize ?? screenSize)
        size = area.frame
        if area.screen != screenSize { resizeterm(Int32(area.screen.rows), Int32(area.screen.columns)) }
        if let kmous = tigetstr("kmous"), Int(bitPattern: kmous) != -1 {
            reportsMouse = true
        } else {
            reportsMouse = false
        }
        CrashGuard.install(restore: Self.restoreSequence())
        // Until the first endwin, ncurses 6.4 writes out its buffer after every cursor motion (a
        // frame went out in 28 writes); once left, the first frame's doupdate enters full screen
        // again and a frame is one write. The mouse is switched on after that frame, so after
        // ncurses' own set-up bytes.
        endwin()
        var byte: UInt8 = 0
        if read(STDIN_FILENO, &byte, 0) < 0 { endInput(failure: errno) }
    }

    deinit {
        stop()
    }

    /// Gives the terminal back as it was: cursor, echo, line mode, flow control, main screen,
    /// mouse off. Safe to call twice.
    package func stop() {
        guard isActive else { return }
        isActive = false
        if reportsMouse { Self.writeToTerminal(Self.mouseOff) }
        curs_set(1)
        endwin()
        Suspension.uninstall()
    }

    /// Stops and then ends the process by `signalNumber`, so the parent sees the usual status.
    ///
    /// A terminal that is not reading (a frozen SSH session) must not keep a dying process alive:
    /// it gets only what can be written without waiting, and if it stops reading half-way through
    /// ncurses' goodbye, a watchdog does the same.
    package func stopAndDie(by signalNumber: Int32) -> Never {
        // A stop still waiting must not stop a process that is on its way out.
        signal(SIGTSTP, SIG_IGN)
        guard CrashGuard.outputIsWritable() else { SignalPipe.restoreAndDie(by: signalNumber) }
        SignalPipe.armWatchdog(dyingOf: signalNumber, milliseconds: SignalPipe.watchdogDelay)
        stop()
        SignalPipe.dieBy(signalNumber)
    }

    /// Takes out of the terminal's description the character set switches that its attribute
    /// resets carry, which the game never needs, and a palette reset it never needs either.
    ///
    /// xterm's `sgr0` and `sgr` select the ASCII set (`ESC ( B`) with every change of attributes, and
    /// `screen` and `linux` shift to it (SI): a switch back from line drawing, which the game never
    /// switches to (its borders are Unicode or ASCII characters, never the alternate character set).
    /// A screen reader that reads the output (yasr) speaks `B` for each: 64 of them on the first
    /// screen. `oc` resets the palette, which the game never changes (it makes color pairs only).
    /// The strings are shortened in place, in the description ncurses loaded for this run; what
    /// ncurses wrote while setting up, before this, keeps its one switch, for a terminal left in
    /// another set. The restore that `CrashGuard` writes is made from the shortened `sgr0`, which is
    /// enough for a terminal the game never switched.
    private static func dropCharacterSetSwitches() {
        shorten("sgr0", removing: ["\u{1B}(B", "\u{0F}"])
        // `%?%p9%t\E(0%e\E(B%;`: the switch to line drawing stays, for the attribute never given.
        shorten("sgr", removing: ["%e\u{1B}(B", "%e\u{0F}"])
        shorten("oc", removing: nil)
    }

    /// Removes every occurrence of `pieces` (or everything, for nil) from the string of `capability`
    /// in the loaded description, in place: the result is never longer, and ncurses reads the string
    /// where it is each time it sends it.
    ///
    /// The bytes are compared one by one: `firstRange(of:)` would link the standard library's regex
    /// module into the static binary.
    private static func shorten(_ capability: String, removing pieces: [String]?) {
        guard let pointer = tigetstr(capability), Int(bitPattern: pointer) != -1 else { return }
        guard let pieces else {
            pointer[0] = 0
            return
        }
        var length = strlen(pointer)
        for piece in pieces {
            let bytes = Array(piece.utf8).map { CChar(bitPattern: $0) }
            var start = 0
            while start + bytes.count <= length {
                guard (0..<bytes.count).allSatisfy({ pointer[start + $0] == bytes[$0] }) else {
                    start += 1
                    continue
                }
                // The rest of the string, its terminating zero included, moves back over the piece.
                memmove(pointer + start, pointer + start + bytes.count, length - start - bytes.count + 1)
                length -= bytes.count
            }
        }
    }

    /// Ctrl-S and Ctrl-Q would stop and restart the output (and a SIGTERM would wait for Ctrl-Q
    /// to be restored). ncurses saved the modes before, and `endwin` puts them back.
    private static func turnOffFlowControl() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON | IXOFF)
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }

    /// Writes bytes straight to the terminal; only where ncurses has nothing buffered (after
    /// `doupdate`), so nothing is reordered.
    static func writeToTerminal(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// The terminal's size as the kernel knows it now; nil when unknown.
    static func kernelSize() -> TerminalSize? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard memorize_window_size(&rows, &columns) == 1, rows > 0, columns > 0 else { return nil }
        return TerminalSize(columns: Int(columns), rows: Int(rows))
    }

    // MARK: - Output

    /// Shows `frame`. ncurses sends only the cells that differ from what the terminal shows, then
    /// puts the cursor on `frame.cursor`.
    ///
    /// The first frame (and any after a resize) is drawn whole. After that only the rows that differ
    /// from the last frame are drawn again, in the groups `Frame.updateGroups(from:)` makes, one
    /// `doupdate` each, so ncurses' scroll optimiser never takes a row of equal cards for a line
    /// that moved. Only the last `doupdate` moves the cursor: it would be moved away again by the
    /// next group.
    package func draw(_ frame: Frame) {
        // Every frame passes here, whoever drew it: the one place no ambiguous character gets by.
        let frame = capabilities.narrowGlyphs ? NarrowSymbols.narrowed(frame) : frame
        let window = memorize_stdscr()
        let rows = min(frame.size.rows, size.rows)
        let columns = min(frame.size.columns, size.columns)
        // One buffer for every row: a local, since a stored one would be checked for exclusive access
        // at every append.
        var buffer: [cchar_t] = []
        buffer.reserveCapacity(columns * 2)
        let cursor = frame.cursor.flatMap { cell in
            (0..<rows).contains(cell.row) && (0..<columns).contains(cell.column) ? cell : nil
        }
        if let shown, shown.frame.size == frame.size, shown.area == area {
            let groups = frame.updateGroups(from: shown.frame)
            for (index, group) in groups.enumerated() {
                for row in group where row < rows {
                    wmove(window, Int32(row), 0)
                    wclrtoeol(window)
                    drawRow(frame.rows[row], at: row, columns: columns, in: window, buffer: &buffer)
                }
                place(cursor: index == groups.count - 1 ? cursor : nil, in: window)
                wnoutrefresh(window)
                doupdate()
            }
            if groups.isEmpty, frame.cursor != shown.frame.cursor {
                place(cursor: cursor, in: window)
                wnoutrefresh(window)
                doupdate()
            }
        } else {
            // Before the first frame the window is as newterm made it, blank: erasing it again would
            // also mark every line changed, and ncurses would then copy all of them to its screen.
            if shown != nil { werase(window) }
            // On the first screen, the row a reader should hear first (the key line) goes out ahead of
            // the rest, plain, on the alternate screen where there is one; the update then enters it again
            // (harmlessly), clears it and draws the screen whole, that row again. ncurses has sent nothing
            // since the set-up's endwin, so a direct write keeps the order.
            if shown == nil, let first = frame.heardFirst, first < rows,
                let ahead = Self.aheadText(of: frame.rows[first].prefix(columns), unicode: capabilities.unicode),
                let move = memorize_move_to_row(Int32(first))
            {
                var bytes = memorize_enter_alternate_screen().map { Self.bytes(of: $0) } ?? []
                bytes += Self.bytes(of: move)
                bytes += ahead
                Self.writeToTerminal(bytes)
            }
            for row in 0..<rows { drawRow(frame.rows[row], at: row, columns: columns, in: window, buffer: &buffer) }
            if let note = area.note {
                let text = note.unicodeScalars.prefix(max(area.screen.columns - 1, 0)).map {
                    wchar_t(bitPattern: $0.value)
                }
                _ = mvwaddnwstr(window, Int32(area.screen.rows - 1), 0, text + [0], Int32(text.count))
            }
            place(cursor: cursor, in: window)
            wnoutrefresh(window)
            doupdate()
            if reportsMouse, !mouseIsOn {
                Self.writeToTerminal(Self.mouseOn)
                mouseIsOn = true
            }
        }
        shown = (frame, area)
    }

    /// A row as UTF-8 to write ahead of the screen, without its trailing blanks; nil when it is blank or
    /// holds a character the terminal may not show as it is (anything but ASCII without Unicode). Made
    /// from the cells' scalars directly: this runs before the first frame.
    package static func aheadText(of cells: ArraySlice<Cell>, unicode: Bool) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count + 16)
        func append(_ value: UInt32) -> Bool {
            guard value != 0 else { return true }
            guard let scalar = Unicode.Scalar(value), unicode || value < 0x80, let encoded = UTF8.encode(scalar)
            else { return false }
            bytes.append(contentsOf: encoded)
            return true
        }
        var end = 0
        for cell in cells where cell.width > 0 {
            let (first, second, third) = cell.scalars
            guard append(first), append(second), append(third) else { return nil }
            if first != 0x20 { end = bytes.count }
        }
        guard end > 0 else { return nil }
        bytes.removeSubrange(end...)
        return bytes
    }

    /// The bytes of a C string.
    private static func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
        UnsafeBufferPointer(start: text, count: strlen(text)).map { UInt8(bitPattern: $0) }
    }

    /// Moves the window's cursor to `cursor`, where the next `doupdate` leaves the terminal's; with
    /// nil, the update leaves the terminal's cursor wherever its drawing ends.
    private func place(cursor: CellPosition?, in window: UnsafeMutablePointer<WINDOW>?) {
        guard let cursor else {
            leaveok(window, true)
            return
        }
        wmove(window, Int32(cursor.row), Int32(cursor.column))
        leaveok(window, false)
    }

    /// Draws one row into ncurses' window.
    ///
    /// Each stretch of cells between blanks of the default style goes in as one array of
    /// ncurses cells (`mvwadd_wchnstr`), with its attributes and color pair in every cell; the blank
    /// ones are skipped because the row was blanked before. Adding ready cells skips what adding
    /// text does for each character (wrapping, control characters, the window's attributes), and the
    /// first frame is drawn at start-up, where every call counts.
    private func drawRow(
        _ cells: [Cell], at row: Int, columns: Int, in window: UnsafeMutablePointer<WINDOW>?,
        buffer run: inout [cchar_t]
    ) {
        var look = (style: CellStyle.plain, attributes: attr_t(0), pair: Int32(0))
        let unicode = capabilities.unicode
        let plainBlank = Self.plainBlank
        cells.withUnsafeBufferPointer { cells in
            let columns = min(columns, cells.count)
            var column = 0
            while column < columns {
                if cells[column] == plainBlank {
                    column += 1
                    continue
                }
                let start = column
                run.removeAll(keepingCapacity: true)
                // A lone blank stays in the stretch: one call costs more than one cell.
                while column < columns,
                    cells[column] != plainBlank || (column + 1 < columns && cells[column + 1] != plainBlank)
                {
                    let cell = cells[column]
                    if cell.style != look.style {
                        let pair = colorPair(for: cell.style)
                        look = (
                            cell.style, attributes(of: cell.style) | memorize_color_pair_attribute(Int32(pair)),
                            Int32(pair)
                        )
                    }
                    Self.append(cell, unicode: unicode, attributes: look.attributes, pair: look.pair, to: &run)
                    column += max(cell.width, 1)
                }
                // Writing the last cell of the screen reports an error harmlessly (the cursor cannot advance).
                _ = mvwadd_wchnstr(window, Int32(row), Int32(start), run, Int32(run.count))
            }
        }
    }

    private static let plainBlank = Cell.blank()

    /// Adds one cell's characters to a run, as ncurses cells.
    ///
    /// A wide cell gets its first scalar only: terminals disagree about sequences (a ZWJ family, a
    /// skin tone, a flag) and ncurses would give each wide part its own cells, so the rest of the row
    /// would shift. If the C library thinks that scalar is narrow (an emoji made wide only by U+FE0F),
    /// it is padded with a space, so ncurses and the terminal agree on every column. A narrow cell's
    /// later scalars are combining marks, which ncurses keeps in the same cell. Outside a UTF-8
    /// locale, where the terminal could show nothing else, every character is replaced by ASCII of
    /// the same width.
    private static func append(
        _ cell: Cell, unicode: Bool, attributes: attr_t, pair: Int32, to run: inout [cchar_t]
    ) {
        func add(_ first: UInt32, _ second: UInt32 = 0, _ third: UInt32 = 0) {
            run.append(
                cchar_t(
                    attr: attributes,
                    chars: (wchar_t(bitPattern: first), wchar_t(bitPattern: second), wchar_t(bitPattern: third), 0, 0),
                    ext_color: pair))
        }
        let (first, second, third) = cell.scalars
        if first != 0, first < 0x80, second == 0 {
            add(first)
            return
        }
        if cell.width == 0 { return }  // the right half of a wide character
        if first == 0 {
            add(0x20)
            return
        }
        if !unicode {
            for scalar in AsciiTransliteration.replacement(for: cell.text, width: cell.width).unicodeScalars {
                add(scalar.value)
            }
            return
        }
        if cell.width == 2 {
            add(first)
            if memorize_wcwidth(wchar_t(bitPattern: first)) != 2 { add(0x20) }
            return
        }
        add(first, second, second == 0 ? 0 : third)
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
        if let index = colorPairs.firstIndex(of: key) { return Int16(truncatingIfNeeded: index + 1) }
        let pair = Int16(truncatingIfNeeded: colorPairs.count + 1)
        guard Int(pair) < Int(memorize_color_pairs()), pair > 0 else { return 0 }
        init_pair(pair, key.foreground, key.background)
        colorPairs.append(key)
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
    /// Asks the terminal to put `text` on the clipboard (OSC 52: xterm, kitty, WezTerm, Alacritty,
    /// iTerm2, foot, and tmux with `set-clipboard on`); a terminal without it ignores the request.
    package func copyToClipboard(_ text: String) {
        Self.writeToTerminal(Array("\u{1B}]52;c;\(Base64.encode(Array(text.utf8)))\u{07}".utf8))
    }

    package func ringBell() {
        beep()
    }

    // MARK: - Crash restore

    /// The bytes that leave full-screen mode, from the terminal's own description: mouse and
    /// keypad modes off, attributes reset, cursor shown, main screen.
    private static func restoreSequence() -> [UInt8] {
        var bytes = mouseOff
        for capability in ["rmkx", "sgr0", "cnorm", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        return bytes + Array("\r\n".utf8)
    }
}
