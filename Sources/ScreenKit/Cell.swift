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
    /// The grapheme's scalars in order, 0 after its last one.
    public private(set) var scalars: (UInt32, UInt32, UInt32)
    @usableFromInline var columns: UInt8
    /// Colors and attributes.
    public var style: CellStyle

    package init(text: String, width: Int, style: CellStyle = .plain) {
        self.init(scalars: text.unicodeScalars, width: width, style: style)
    }

    package init(character: Character, width: Int, style: CellStyle = .plain) {
        self.init(scalars: character.unicodeScalars, width: width, style: style)
    }

    /// A one-column cell of a single scalar.
    package init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
        scalars = (scalar.value, 0, 0)
        columns = 1
        self.style = style
    }

    private init(scalars: some Sequence<Unicode.Scalar>, width: Int, style: CellStyle) {
        var values: (UInt32, UInt32, UInt32) = (0, 0, 0)
        for (index, scalar) in scalars.prefix(3).enumerated() {
            switch index {
            case 0: values.0 = scalar.value
            case 1: values.1 = scalar.value
            default: values.2 = scalar.value
            }
        }
        self.scalars = values
        columns = UInt8(clamping: width)
        self.style = style
    }

    /// A space in the given style.
    package static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(spaceIn: style)
    }

    private init(spaceIn style: CellStyle) {
        scalars = (0x20, 0, 0)
        columns = 1
        self.style = style
    }

    /// The grapheme drawn here; empty in a continuation cell.
    package var text: String {
        var text = ""
        for value in [scalars.0, scalars.1, scalars.2] {
            guard value != 0, let scalar = Unicode.Scalar(value) else { break }
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    /// Columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    @inlinable public var width: Int { Int(columns) }

    /// Whether this cell is the right half of a wide character.
    @inlinable public var isContinuation: Bool { columns == 0 }

    @inlinable
    public static func == (left: Cell, right: Cell) -> Bool {
        left.scalars == right.scalars && left.columns == right.columns && left.style == right.style
    }

    /// Written out, so that another module's `!=` is this comparison: the standard library's
    /// generic one went through the `Equatable` witness, for every cell the backend draws.
    @inlinable
    public static func != (left: Cell, right: Cell) -> Bool {
        !(left == right)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scalars.0)
        hasher.combine(scalars.1)
        hasher.combine(scalars.2)
        hasher.combine(columns)
        hasher.combine(style)
    }
}
