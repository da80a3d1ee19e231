/// Why the terminal could not be started.
///
/// It holds `TERM` as found, which may contain anything: whoever shows it escapes it.
public struct TerminalError: Error, Equatable, Sendable {
    /// The value of `TERM`, raw; empty when unset.
    public let terminalType: String
    /// What is wrong with it, for a person ("cannot move its cursor; ...").
    public let problem: String
}
