/// One column of one row of a frame.
///
/// A wide character (an emoji) occupies two cells: the first holds it with `width` 2, the second is a
/// continuation cell with empty `text` and `width` 0, so columns never shift.
///
/// A cell holds no reference: its grapheme is kept inline as up to three Unicode scalars, so frames
/// are filled, copied and compared without reference counting (a `String` in every cell was half of
/// the renderer's and the backend's time on the first frame). A longer grapheme keeps its first three
/// scalars: a wide one (a ZWJ sequence) is drawn from its first scalar anyway (see TerminalBackend),
/// and a letter with more than two combining marks loses the others.
///
/// `public`, with the members the backend reads for every cell, where the rest of ScreenKit is
/// `package`: as SwiftPM builds these modules with Swift 6.3, the module that others import keeps the
/// body of an `@inlinable` declaration only when the declaration is public, so the backend called
/// `==`, `!=` and `width` for each cell of a frame instead of inlining them (130 K instructions of
/// the first frame).
/// ScreenKit is not a product, so nothing outside the package sees them.
public struct Cell: Hashable, Sendable {
    /// The grapheme's scalars, 21 bits each (every scalar fits), the first in the lowest bits; 0
    /// after the last one.
    @usableFromInline var packedScalars: UInt64
    /// The style's bits (`CellStyle.bits`, which uses the low 40) and, in the top byte, the width.
    ///
    /// Two words, so that a cell is 16 bytes, not 24: a frame of 100×30 is then 12 pages of memory
    /// instead of 18, each first written at start-up, and comparing two cells is two comparisons.
    @usableFromInline var packedStyleAndWidth: UInt64

    // Computed, so that another module inlines them as constants instead of reading globals.
    @inlinable static var widthShift: UInt64 { 56 }
    @inlinable static var styleMask: UInt64 { 1 << widthShift - 1 }

    /// The grapheme's scalars in order, 0 after its last one.
    @inlinable public var scalars: (UInt32, UInt32, UInt32) {
        (
            UInt32(truncatingIfNeeded: packedScalars & 0x1F_FFFF),
            UInt32(truncatingIfNeeded: packedScalars >> 21 & 0x1F_FFFF),
            UInt32(truncatingIfNeeded: packedScalars >> 42 & 0x1F_FFFF)
        )
    }

    /// Colors and attributes.
    @inlinable public var style: CellStyle {
        get { CellStyle(bits: packedStyleAndWidth & Self.styleMask) }
        set { packedStyleAndWidth = packedStyleAndWidth & ~Self.styleMask | newValue.bits }
    }

    package init(text: String, width: Int, style: CellStyle = .plain) {
        self.init(scalars: text.unicodeScalars, width: width, style: style)
    }

    package init(character: Character, width: Int, style: CellStyle = .plain) {
        self.init(scalars: character.unicodeScalars, width: width, style: style)
    }

    /// A one-column cell of a single scalar.
    package init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
        self.init(packedScalars: UInt64(scalar.value), width: 1, style: style)
    }

    private init(scalars: some Sequence<Unicode.Scalar>, width: Int, style: CellStyle) {
        var packed: UInt64 = 0
        for (index, scalar) in scalars.prefix(3).enumerated() {
            packed |= UInt64(scalar.value) << (21 * UInt64(index))
        }
        self.init(packedScalars: packed, width: UInt8(clamping: width), style: style)
    }

    private init(packedScalars: UInt64, width: UInt8, style: CellStyle) {
        self.packedScalars = packedScalars
        packedStyleAndWidth = style.bits | UInt64(width) << Self.widthShift
    }

    /// A space in the given style.
    package static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(packedScalars: 0x20, width: 1, style: style)
    }

    /// The grapheme drawn here; empty in a continuation cell.
    package var text: String {
        var text = ""
        let (first, second, third) = scalars
        for value in [first, second, third] {
            guard value != 0, let scalar = Unicode.Scalar(value) else { break }
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    /// Columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    @inlinable public var width: Int { Int(truncatingIfNeeded: packedStyleAndWidth >> Self.widthShift) }

    /// Whether this cell is the right half of a wide character.
    @inlinable public var isContinuation: Bool { packedStyleAndWidth >> Self.widthShift == 0 }

    @inlinable
    public static func == (left: Cell, right: Cell) -> Bool {
        left.packedScalars == right.packedScalars && left.packedStyleAndWidth == right.packedStyleAndWidth
    }

    /// Written out, so that another module's `!=` is this comparison: the standard library's
    /// generic one went through the `Equatable` witness, for every cell the backend draws.
    @inlinable
    public static func != (left: Cell, right: Cell) -> Bool {
        !(left == right)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(packedScalars)
        hasher.combine(packedStyleAndWidth)
    }
}
