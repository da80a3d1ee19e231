/// Why the terminal could not be started.
///
/// It holds `TERM` as found, which may contain anything: whoever shows it escapes it.
package struct TerminalError: Error, Equatable, Sendable {
    /// The value of `TERM`, raw; empty when unset.
    package let terminalType: String
    /// What is wrong with it, for a person ("cannot move its cursor; ...").
    package let problem: String
}
