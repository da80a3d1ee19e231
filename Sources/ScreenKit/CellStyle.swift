/// How a cell is drawn: colors and attributes.
///
/// `public` for the same reason as `Cell`: so that other modules inline its comparisons.
public struct CellStyle: Hashable, Sendable {
    /// Everything in one word, so that comparing two styles, which the backend does for every cell it
    /// draws, is one comparison: colors in bits 0–17 and 18–35 (`TerminalColor.packed`), then bold,
    /// dim, reverse and underline.
    @usableFromInline var bits: UInt64

    /// A style from its bits, as `Cell` keeps them.
    @inlinable init(bits: UInt64) {
        self.bits = bits
    }

    package init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        bits = 0
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    package var foreground: TerminalColor {
        get { TerminalColor(packed: UInt32(truncatingIfNeeded: bits & Self.colorMask)) }
        set { bits = bits & ~Self.colorMask | UInt64(newValue.packed) }
    }

    package var background: TerminalColor {
        get { TerminalColor(packed: UInt32(truncatingIfNeeded: bits >> Self.colorBits & Self.colorMask)) }
        set { bits = bits & ~(Self.colorMask << Self.colorBits) | UInt64(newValue.packed) << Self.colorBits }
    }

    package var bold: Bool {
        get { flag(0) }
        set { setFlag(0, newValue) }
    }

    package var dim: Bool {
        get { flag(1) }
        set { setFlag(1, newValue) }
    }

    package var reverse: Bool {
        get { flag(2) }
        set { setFlag(2, newValue) }
    }

    package var underline: Bool {
        get { flag(3) }
        set { setFlag(3, newValue) }
    }

    /// The terminal's default look.
    package static let plain = CellStyle()

    @inlinable
    public static func == (left: CellStyle, right: CellStyle) -> Bool {
        left.bits == right.bits
    }

    /// Written out, so that another module's `!=` is this comparison: the standard library's
    /// generic one went through the `Equatable` witness, for every cell the backend draws.
    @inlinable
    public static func != (left: CellStyle, right: CellStyle) -> Bool {
        !(left == right)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bits)
    }

    private static let colorBits: UInt64 = 18
    private static let colorMask: UInt64 = 1 << colorBits - 1

    private func flag(_ index: UInt64) -> Bool {
        bits >> (2 * Self.colorBits + index) & 1 == 1
    }

    private mutating func setFlag(_ index: UInt64, _ value: Bool) {
        let mask: UInt64 = 1 << (2 * Self.colorBits + index)
        bits = value ? bits | mask : bits & ~mask
    }
}
