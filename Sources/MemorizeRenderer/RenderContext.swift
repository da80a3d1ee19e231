import ScreenKit

/// What every part of the screen needs to know about the terminal it is drawn for.
struct RenderContext: Sendable {
    var capabilities: TerminalCapabilities
    var glyphs: Glyphs

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        glyphs = .forTerminal(capabilities)
    }

    /// A style with `color` as foreground, or without color on a terminal that has none.
    func style(foreground color: TerminalColor, bold: Bool = false) -> CellStyle {
        CellStyle(foreground: capabilities.colorCount > 0 ? color : .default, bold: bold)
    }
}
