import ScreenKit

/// What every part of the screen needs to know about the terminal it is drawn for.
struct RenderContext {
    var capabilities: TerminalCapabilities
    var glyphs: Glyphs
    /// Where clickable things are recorded while drawing, when someone wants to know.
    var hits: HitRegions?

    init(capabilities: TerminalCapabilities, hits: HitRegions? = nil) {
        self.capabilities = capabilities
        glyphs = .forTerminal(capabilities)
        self.hits = hits
    }

    /// A style with `color` as foreground, or without color on a terminal that has none.
    func style(foreground color: TerminalColor, bold: Bool = false) -> CellStyle {
        CellStyle(foreground: capabilities.colorCount > 0 ? color : .default, bold: bold)
    }
}
