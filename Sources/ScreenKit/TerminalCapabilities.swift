/// What the terminal can show, so rendering can degrade gracefully.
package struct TerminalCapabilities: Hashable, Sendable {
    /// Whether the locale is UTF-8, so emoji and box-drawing characters can be drawn.
    package var unicode: Bool
    /// How many colors the terminal has: 0 (monochrome or `NO_COLOR`), 8, 16, 256 or more.
    package var colorCount: Int
    /// Whether the grid avoids characters of ambiguous East-Asian width (`--ascii`, or a Chinese or
    /// Korean run), which a terminal set to "ambiguous = wide" draws two cells wide: the renderer draws
    /// its own glyphs in ASCII, and the backend turns whatever is left (`NarrowSymbols`) into ASCII.
    package var narrowGlyphs: Bool

    package init(unicode: Bool, colorCount: Int, narrowGlyphs: Bool = false) {
        self.unicode = unicode
        self.colorCount = colorCount
        self.narrowGlyphs = narrowGlyphs
    }

    /// A modern terminal: UTF-8 and 256 colors.
    package static let full = TerminalCapabilities(unicode: true, colorCount: 256)
    /// An ASCII-only, colorless terminal.
    package static let minimal = TerminalCapabilities(unicode: false, colorCount: 0)
}
