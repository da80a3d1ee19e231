/// Something the player did at the terminal, independent of how the terminal reported it.
package enum InputEvent: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter
    case escape
    /// Backspace (DEL or Ctrl-H), which deletes a character typed on a row of text.
    case backspace
    /// A printable key, as typed.
    case character(Character)
    /// A mouse click (button 1) at a 0-based cell position.
    case click(row: Int, column: Int)
    /// The mouse wheel turned up or down at a 0-based cell position.
    case scrollUp(row: Int, column: Int)
    case scrollDown(row: Int, column: Int)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// A whole line typed, from a source that reads lines rather than keys (plain mode); only a
    /// presenter that reads lines gives it a meaning.
    case text(String)
}
