import ScreenKit

/// What waiting on the terminal produced.
public enum TerminalEvent: Equatable, Sendable {
    /// The player pressed a key, clicked, or resized the terminal.
    case input(InputEvent)
    /// A terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) arrived.
    case signal(Int32)
}

/// Why the terminal could not be started.
///
/// It holds `TERM` as found, which may contain anything: whoever shows it escapes it.
public struct TerminalError: Error, Equatable, Sendable {
    /// The value of `TERM`, raw; empty when unset.
    public let terminalType: String
    /// What is wrong with it, for a person ("cannot move its cursor; ...").
    public let problem: String
}
