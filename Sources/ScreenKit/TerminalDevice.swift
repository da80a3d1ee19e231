/// A terminal as the grid presenter uses it: its size and what it can show, frames, the bell and the
/// clipboard out.
/// What comes in (keys, clicks, resizes) is a `MessageSource` of its own.
///
/// The ncurses terminal implements it for play, and a scripted stand-in for tests of the loop.
package protocol TerminalDevice: AnyObject {
    /// The terminal's current size; it changes when a resize is reported.
    var size: TerminalSize { get }
    /// What the terminal can show.
    var capabilities: TerminalCapabilities { get }
    /// Shows `frame`, which has the terminal's size.
    func draw(_ frame: Frame)
    /// Rings the terminal's bell (or flashes it, as the terminal prefers).
    func ringBell()
    /// Asks the terminal to put `text` on the clipboard; one that cannot ignores it.
    func copyToClipboard(_ text: String)
}

extension TerminalDevice {
    /// A terminal with no clipboard: nothing to do.
    package func copyToClipboard(_ text: String) {}
}
