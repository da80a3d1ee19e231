/// What the terminal can show, so rendering can degrade gracefully.
public struct TerminalCapabilities: Hashable, Sendable {
    /// Whether the locale is UTF-8, so emoji and box-drawing characters can be drawn.
    public var unicode: Bool
    /// How many colors the terminal has: 0 (monochrome or `NO_COLOR`), 8, 16, 256 or more.
    public var colorCount: Int

    public init(unicode: Bool, colorCount: Int) {
        self.unicode = unicode
        self.colorCount = colorCount
    }

    /// A modern terminal: UTF-8 and 256 colors.
    public static let full = TerminalCapabilities(unicode: true, colorCount: 256)
    /// An ASCII-only, colorless terminal.
    public static let minimal = TerminalCapabilities(unicode: false, colorCount: 0)
}
