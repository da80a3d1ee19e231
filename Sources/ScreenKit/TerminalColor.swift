/// A color as a terminal understands it; the backend degrades it to what the terminal supports.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the eight basic ANSI colors (0 black … 7 white).
    case basic(UInt8)
    /// An entry of the 256-color palette; `fallback` is the basic color (0–7) to use on 8-color terminals.
    case palette(UInt8, fallback: UInt8)

    public static let black = TerminalColor.basic(0)
    public static let red = TerminalColor.basic(1)
    public static let green = TerminalColor.basic(2)
    public static let yellow = TerminalColor.basic(3)
    public static let blue = TerminalColor.basic(4)
    public static let magenta = TerminalColor.basic(5)
    public static let cyan = TerminalColor.basic(6)
    public static let white = TerminalColor.basic(7)
}
