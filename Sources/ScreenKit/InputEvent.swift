/// Something the player did at the terminal, independent of how the terminal reported it.
public enum InputEvent: Hashable, Sendable {
    case up, down, left, right
    case enter
    case escape
    /// A printable key, as typed.
    case character(Character)
    /// A mouse click (button 1) at a 0-based cell position.
    case click(row: Int, column: Int)
    /// The terminal changed size.
    case resize(TerminalSize)
}
