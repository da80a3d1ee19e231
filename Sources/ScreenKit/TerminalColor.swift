/// A color as a terminal understands it; the backend degrades it to what the terminal supports.
package enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the eight basic ANSI colors (0 black … 7 white).
    case basic(UInt8)
    /// An entry of the 256-color palette; `fallback` is the basic color (0–7) to use on 8-color terminals.
    case palette(UInt8, fallback: UInt8)

    package static let black = TerminalColor.basic(0)
    package static let red = TerminalColor.basic(1)
    package static let green = TerminalColor.basic(2)
    package static let yellow = TerminalColor.basic(3)
    package static let blue = TerminalColor.basic(4)
    package static let magenta = TerminalColor.basic(5)
    package static let cyan = TerminalColor.basic(6)
    package static let white = TerminalColor.basic(7)

    /// The color in 18 bits, for `CellStyle`: the case in bits 16–17, then the fallback and the index.
    var packed: UInt32 {
        switch self {
        case .default: 0
        case .basic(let index): 1 << 16 | UInt32(index)
        case .palette(let index, let fallback): 2 << 16 | UInt32(fallback) << 8 | UInt32(index)
        }
    }

    init(packed: UInt32) {
        let index = UInt8(truncatingIfNeeded: packed)
        switch packed >> 16 {
        case 1: self = .basic(index)
        case 2: self = .palette(index, fallback: UInt8(truncatingIfNeeded: packed >> 8))
        default: self = .default
        }
    }
}
