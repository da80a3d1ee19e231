/// What the terminal can show, so rendering can degrade gracefully.
package struct TerminalCapabilities: Hashable, Sendable {
    /// Whether the locale is UTF-8, so emoji and box-drawing characters can be drawn.
    package var unicode: Bool
    /// How many colors the terminal has: 0 (monochrome or `NO_COLOR`), 8, 16, 256 or more.
    package var colorCount: Int
    /// Whether characters of East-Asian width "ambiguous" (box drawing, arrows, `·`, `…`) must be
    /// drawn as ASCII, as `NarrowSymbols` does: for a terminal that may draw them two columns wide
    /// (`--ascii`, or a Chinese or Korean game).
    package var narrowSymbols: Bool

    package init(unicode: Bool, colorCount: Int, narrowSymbols: Bool = false) {
        self.unicode = unicode
        self.colorCount = colorCount
        self.narrowSymbols = narrowSymbols
    }

    /// A modern terminal: UTF-8 and 256 colors.
    package static let full = TerminalCapabilities(unicode: true, colorCount: 256)
    /// An ASCII-only, colorless terminal.
    package static let minimal = TerminalCapabilities(unicode: false, colorCount: 0)
}
