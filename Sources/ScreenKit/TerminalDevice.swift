/// Where the run loop waits: for input, a resize or a signal, or until a deadline.
package protocol GameEventSource: AnyObject {
    /// Waits for input, a resize or a signal, using no CPU meanwhile.
    ///
    /// - Parameter timeout: How long to wait at most; nil waits until something arrives.
    /// - Returns: The events that arrived, none when the wait timed out.
    func waitForEvents(timeout: Duration?) -> [TerminalEvent]
}

/// A terminal as the grid presenter uses it: frames out; keys, clicks, resizes and signals in.
///
/// The ncurses terminal implements it for play, and a scripted stand-in for tests of the loop.
package protocol TerminalDevice: GameEventSource {
    /// The terminal's current size; it changes when a resize is reported.
    var size: TerminalSize { get }
    /// What the terminal can show.
    var capabilities: TerminalCapabilities { get }
    /// Shows `frame`, which has the terminal's size.
    func draw(_ frame: Frame)
    /// Rings the terminal's bell (or flashes it, as the terminal prefers).
    func ringBell()
}
