import ScreenKit

/// What every part of the screen needs to know about the terminal it is drawn for.
struct RenderContext {
    /// The terminal as the drawing sees it: with narrow glyphs (`--ascii`, a CJK language), `unicode`
    /// is false, so every mark, arrow and sign is drawn in ASCII as on a terminal without UTF-8.
    var capabilities: TerminalCapabilities
    /// Whether faces are drawn as themselves (emoji): the terminal's UTF-8, whatever the glyphs.
    var facesInUnicode: Bool
    var glyphs: Glyphs
    /// Where clickable things are recorded while drawing, when someone wants to know.
    var hits: HitRegions?

    init(capabilities: TerminalCapabilities, hits: HitRegions? = nil) {
        var drawn = capabilities
        if capabilities.narrowGlyphs { drawn.unicode = false }
        self.capabilities = drawn
        facesInUnicode = capabilities.unicode
        glyphs = .forTerminal(capabilities)
        self.hits = hits
    }

    /// A style with `color` as foreground, or without color on a terminal that has none.
    func style(foreground color: TerminalColor, bold: Bool = false) -> CellStyle {
        CellStyle(foreground: capabilities.colorCount > 0 ? color : .default, bold: bold)
    }
}
