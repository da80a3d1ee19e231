import MemorizeText

/// Turns the bytes a terminal sends into input events: keys, clicks and the wheel.
///
/// It is a pure state machine, so every sequence a terminal (or a hostile program writing to it)
/// can send is tested without one. Only a lone Esc is `.escape`: Esc is also the first byte of
/// every escape sequence, so an Esc stays pending until either more bytes arrive or whoever feeds
/// the decoder calls `flushPending()` after a short pause in the input.
///
/// What it understands (everything else is dropped, never read as Esc):
/// - UTF-8 text, one `.character` per scalar; invalid bytes and control characters are dropped,
///   except CR and LF (`.enter`).
/// - Arrows, Home, End, Page Up and Page Down in their xterm (CSI and SS3), rxvt and Linux-console
///   forms. A modifier (Shift, Ctrl, Alt) does not change the key: Ctrl-→ is →.
/// - Mouse reports in the X10, urxvt and SGR forms: a button-1 press is `.click`, the wheel is
///   `.scrollUp`/`.scrollDown`; releases, motion and other buttons are dropped.
/// - Text between bracketed-paste markers is dropped whole, so a paste can never play the game
///   (or quit it).
/// - Focus reports, function keys, Insert, Delete, Alt+key (`ESC x`), terminal replies, and
///   OSC, DCS, APC, PM and SOS strings up to BEL or ST are dropped.
///
/// Memory stays bounded whatever arrives: parameters beyond the first 16 are counted but not kept,
/// numbers saturate, and strings are skipped rather than stored.
package struct InputDecoder: Sendable {
    /// Parameters kept per sequence; the rest are skipped (an SGR mouse report needs three).
    static let keptParameters = 16
    /// Larger numbers in a sequence are read as this.
    static let largestParameter = 99_999

    private enum State: Equatable, Sendable {
        case ground
        /// Inside a UTF-8 character: `remaining` continuation bytes to come; `dropped` when it
        /// follows an Esc (Alt+key) and is skipped.
        case utf8(remaining: Int, value: UInt32, minimum: UInt32, dropped: Bool)
        /// After an Esc.
        case escape
        /// After `ESC [`.
        case csi
        /// After `ESC [ … $` (rxvt's Shift+key, or the start of a reply such as `$y`).
        case csiDollar
        /// After `ESC O`.
        case ss3
        /// After `ESC [ [` (the Linux console's F1 to F5): one more byte.
        case linuxFunctionKey
        /// After `ESC [ M`: the three bytes of an X10 mouse report, `count` of them read so far.
        case x10Mouse(count: Int)
        /// Inside an OSC, DCS, APC, PM or SOS string; `afterEscape` when the last byte was Esc.
        case string(afterEscape: Bool)
        /// Inside a bracketed paste; `matched` bytes of the end marker seen so far.
        case paste(matched: Int)
    }

    private var state = State.ground
    /// The sequence being read: its private marker (`<`, `?`, `>`, `=`), intermediate byte and
    /// parameters.
    private var marker: UInt8 = 0
    private var intermediate: UInt8 = 0
    private var parameters: [Int] = []
    private var parameterCount = 0
    private var current = 0
    private var hasCurrent = false
    private var mouseBytes: (UInt8, UInt8, UInt8) = (0, 0, 0)

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    package init() {
        parameters.reserveCapacity(Self.keptParameters)
    }

    /// Whether bytes are held back waiting for the rest of a sequence: a lone Esc, half a
    /// character or half a sequence, or a paste or string not yet ended.
    package var isPending: Bool { state != .ground }

    /// Decodes `bytes`, which continue whatever came before.
    ///
    /// - Returns: The events completed by these bytes, in order.
    package mutating func decode(_ bytes: ArraySlice<UInt8>) -> [InputEvent] {
        // Not generic over Sequence: called across modules, a generic would run unspecialised and
        // look up the sequence's conformances at run time on the first key (0.1 M instructions).
        var events: [InputEvent] = []
        for byte in bytes { consume(byte, into: &events) }
        return events
    }

    /// Decodes `bytes`, which continue whatever came before.
    package mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        decode(bytes[...])
    }

    /// Ends whatever is pending because the input paused: a lone Esc becomes `.escape`, an rxvt
    /// `ESC [ 5 $` its key; half a character or sequence, an unended paste or string are dropped.
    package mutating func flushPending() -> [InputEvent] {
        defer { state = .ground }
        switch state {
        case .escape: return [.escape]
        case .csiDollar: return tildeKey().map { [$0] } ?? []
        default: return []
        }
    }

    // MARK: - Implementation

    private mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground: ground(byte, into: &events)
        case .utf8(let remaining, let value, let minimum, let dropped):
            continueCharacter(
                byte, remaining: remaining, value: value, minimum: minimum, dropped: dropped, into: &events)
        case .escape: escape(byte, into: &events)
        case .csi: csi(byte, into: &events)
        case .csiDollar:
            // `ESC [ n $ y` is a reply; any other byte ends rxvt's `ESC [ n $` and counts on its own.
            state = .ground
            guard byte != UInt8(ascii: "y") else { return }
            if let key = tildeKey() { events.append(key) }
            consume(byte, into: &events)
        case .ss3: ss3(byte, into: &events)
        case .linuxFunctionKey:
            state = .ground
            if byte < 0x20 || byte >= 0x7F { consume(byte, into: &events) }
        case .x10Mouse(let count): x10Mouse(byte, count: count, into: &events)
        case .string(let afterEscape): string(byte, afterEscape: afterEscape, into: &events)
        case .paste(let matched): paste(byte, matched: matched)
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x0A, 0x0D: events.append(.enter)
        case 0x7F, 0x08: events.append(.backspace)
        case 0x1B: state = .escape
        case 0x20...0x7E: events.append(.character(Character(Unicode.Scalar(byte))))
        case 0x80...0xFF:
            // A byte that cannot start a character is dropped.
            guard let lead = StrictUTF8.lead(byte) else { return }
            state = .utf8(remaining: lead.continuationBytes, value: lead.value, minimum: lead.minimum, dropped: false)
        default: break  // other controls
        }
    }

    private mutating func continueCharacter(
        _ byte: UInt8, remaining: Int, value: UInt32, minimum: UInt32, dropped: Bool,
        into events: inout [InputEvent]
    ) {
        guard let value = StrictUTF8.continuing(value, byte) else {
            // The character was cut short: drop it, and read this byte afresh.
            state = .ground
            consume(byte, into: &events)
            return
        }
        guard remaining == 1 else {
            state = .utf8(remaining: remaining - 1, value: value, minimum: minimum, dropped: dropped)
            return
        }
        state = .ground
        // Overlong forms, surrogates, values past U+10FFFF and C1 controls are not text.
        guard !dropped, value >= 0xA0, let scalar = StrictUTF8.scalar(value, minimum: minimum) else { return }
        events.append(.character(Character(scalar)))
    }

    private mutating func escape(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B: break  // Esc Esc: the first is Alt for the second, which may still start a sequence
        case UInt8(ascii: "["): startSequence(.csi)
        case UInt8(ascii: "O"): startSequence(.ss3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            state = .string(afterEscape: false)
        case 0x80...0xFF:
            // Alt with a character: its bytes are read and dropped; a byte no character starts with
            // ends the Esc.
            guard let lead = StrictUTF8.lead(byte) else {
                state = .ground
                return
            }
            state = .utf8(remaining: lead.continuationBytes, value: 0, minimum: 0, dropped: true)
        default: state = .ground  // Alt+key, Alt+Ctrl-key, Alt+Backspace: not keys of this game
        }
    }

    private mutating func startSequence(_ next: State) {
        state = next
        marker = 0
        intermediate = 0
        parameters.removeAll(keepingCapacity: true)
        parameterCount = 0
        current = 0
        hasCurrent = false
    }

    /// Reads one byte of a CSI or SS3 sequence's parameters; returns false when it is not one.
    private mutating func collect(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            current = min(current * 10 + Int(byte - UInt8(ascii: "0")), Self.largestParameter)
            hasCurrent = true
        case UInt8(ascii: ";"), UInt8(ascii: ":"):
            endParameter()
        case 0x3C...0x3F:
            if parameterCount == 0, !hasCurrent, marker == 0 { marker = byte }
        case 0x20...0x2F:
            intermediate = byte
        default:
            return false
        }
        return true
    }

    private mutating func endParameter() {
        if parameters.count < Self.keptParameters { parameters.append(hasCurrent ? current : 0) }
        parameterCount += 1
        current = 0
        hasCurrent = false
    }

    private mutating func endParameters() {
        if hasCurrent || parameterCount > 0 { endParameter() }
    }

    /// A byte that breaks off a sequence: Esc starts a new one, CAN and SUB cancel, other controls
    /// are ignored where they stand, and anything else is read afresh.
    private mutating func interrupt(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x18, 0x1A: state = .ground
        case 0x00...0x1F, 0x7F: break
        default:
            state = .ground
            consume(byte, into: &events)
        }
    }

    private mutating func csi(_ byte: UInt8, into events: inout [InputEvent]) {
        if collect(byte) {
            if byte == UInt8(ascii: "$"), marker == 0 {
                endParameters()
                state = .csiDollar
            }
            return
        }
        guard (0x40...0x7E).contains(byte) else { return interrupt(byte, into: &events) }
        endParameters()
        state = .ground
        if let event = csiEvent(final: byte) { events.append(event) }
    }

    private mutating func csiEvent(final: UInt8) -> InputEvent? {
        if marker == UInt8(ascii: "<") {
            guard intermediate == 0, final == UInt8(ascii: "M"), parameters.count >= 3 else { return nil }
            return Self.mouse(button: parameters[0], column: parameters[1] - 1, row: parameters[2] - 1)
        }
        guard marker == 0, intermediate == 0 else { return nil }
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): return .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): return .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): return .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            if parameters.first == 200 { state = .paste(matched: 0) }
            return tildeKey()
        case UInt8(ascii: "["):
            if parameterCount == 0 { state = .linuxFunctionKey }
            return nil
        case UInt8(ascii: "M"):
            if parameterCount == 0 {
                state = .x10Mouse(count: 0)
                return nil
            }
            // urxvt's decimal form: button + 32, then 1-based column and row.
            guard parameters.count >= 3 else { return nil }
            return Self.mouse(button: parameters[0] - 32, column: parameters[1] - 1, row: parameters[2] - 1)
        default:
            return nil  // focus, function keys, back-tab, cursor reports, ...
        }
    }

    /// The key of `ESC [ n ~` (xterm, Linux console), `ESC [ n ^`, `@` and `$` (rxvt).
    private func tildeKey() -> InputEvent? {
        switch parameters.first {
        case 1, 7: .home
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        default: nil  // Insert, Delete, function keys, paste markers
        }
    }

    private mutating func ss3(_ byte: UInt8, into events: inout [InputEvent]) {
        if collect(byte) { return }
        guard (0x40...0x7E).contains(byte) else { return interrupt(byte, into: &events) }
        state = .ground
        let event: InputEvent? =
            switch byte {
            case UInt8(ascii: "A"), UInt8(ascii: "a"): .up
            case UInt8(ascii: "B"), UInt8(ascii: "b"): .down
            case UInt8(ascii: "C"), UInt8(ascii: "c"): .right
            case UInt8(ascii: "D"), UInt8(ascii: "d"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter  // the keypad's Enter in application mode
            default: nil
            }
        if let event { events.append(event) }
    }

    private mutating func x10Mouse(_ byte: UInt8, count: Int, into events: inout [InputEvent]) {
        guard byte >= 0x20 else { return interrupt(byte, into: &events) }
        switch count {
        case 0:
            mouseBytes.0 = byte
            state = .x10Mouse(count: 1)
        case 1:
            mouseBytes.1 = byte
            state = .x10Mouse(count: 2)
        default:
            state = .ground
            let (button, column) = (Int(mouseBytes.0) - 32, Int(mouseBytes.1) - 33)
            if let event = Self.mouse(button: button, column: column, row: Int(byte) - 33) { events.append(event) }
        }
    }

    /// A mouse report's meaning: bits 0–1 the button (3 a release in X10), 4/8/16 Shift, Alt and
    /// Ctrl, 32 motion, 64 the wheel, 128 the extra buttons.
    static func mouse(button: Int, column: Int, row: Int) -> InputEvent? {
        guard button >= 0, column >= 0, row >= 0 else { return nil }
        let kind = button & ~(4 | 8 | 16)
        switch kind {
        case 0: return .click(row: row, column: column)
        case 64: return .scrollUp(row: row, column: column)
        case 65: return .scrollDown(row: row, column: column)
        default: return nil
        }
    }

    private mutating func string(_ byte: UInt8, afterEscape: Bool, into events: inout [InputEvent]) {
        if afterEscape {
            // ST is `ESC \`; any other byte after Esc ends the string and begins a sequence.
            state = .ground
            if byte != UInt8(ascii: "\\") { escape(byte, into: &events) }
            return
        }
        switch byte {
        case 0x07, 0x18, 0x1A: state = .ground
        case 0x1B: state = .string(afterEscape: true)
        default: break
        }
    }

    private mutating func paste(_ byte: UInt8, matched: Int) {
        if byte == Self.pasteEnd[matched] {
            state = matched + 1 == Self.pasteEnd.count ? .ground : .paste(matched: matched + 1)
        } else {
            state = .paste(matched: byte == 0x1B ? 1 : 0)
        }
    }
}
