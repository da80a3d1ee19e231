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

    // Inlinable for the same reason as `CellStyle`'s: it is part of comparing two cells' styles.
    @inlinable
    package static func == (left: TerminalColor, right: TerminalColor) -> Bool {
        switch (left, right) {
        case (.default, .default): true
        case (.basic(let a), .basic(let b)): a == b
        case (.palette(let a, let fallbackA), .palette(let b, let fallbackB)): a == b && fallbackA == fallbackB
        default: false
        }
    }
}
