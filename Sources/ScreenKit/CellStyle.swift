/// How a cell is drawn: colors and attributes.
package struct CellStyle: Hashable, Sendable {
    package var foreground: TerminalColor
    package var background: TerminalColor
    package var bold: Bool
    package var dim: Bool
    package var reverse: Bool
    package var underline: Bool

    package init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look.
    package static let plain = CellStyle()

    // Written out and inlinable: the backend compares the styles of neighbouring cells for every cell
    // it draws, and the derived `==` is reached from another module only through the protocol
    // witness, at about 120 instructions a call (0.4 M on the first frame).
    @inlinable
    package static func == (left: CellStyle, right: CellStyle) -> Bool {
        left.bold == right.bold && left.dim == right.dim && left.reverse == right.reverse
            && left.underline == right.underline && left.foreground == right.foreground
            && left.background == right.background
    }
}
