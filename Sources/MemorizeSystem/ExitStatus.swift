/// The exit statuses of `memorize`, in the style of BSD `sysexits.h`.
///
/// `--help` and the man page list every case with its `summary`, so a new status is documented
/// where it is added.
package enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    /// EX_USAGE.
    case usage = 64
    /// EX_DATAERR.
    case dataError = 65
    /// EX_NOINPUT.
    case noInput = 66
    /// EX_UNAVAILABLE.
    case notATerminal = 69
    /// EX_IOERR: `--help > /dev/full`, or a terminal opened write-only as standard input.
    case ioError = 74
    /// EX_PROTOCOL: a table across terminals (`--host`, `--join`, `--watch`) could not start.
    case tableFailed = 76
    /// EX_NOPERM: `--lobby` refused the SSH session.
    case refused = 77

    /// What the status means, one line for `--help` and the man page.
    package var summary: String {
        switch self {
        case .success: "success: a game ended, or help, the version, the themes or the scores were printed"
        case .usage: "usage error: an unknown option, a missing or wrong value, an unknown or ambiguous theme"
        case .dataError: "a theme file was read but refused"
        case .noInput: "a theme file cannot be opened: missing, unreadable or not a regular file"
        case .notATerminal:
            "no terminal to play in: standard input or output is not one (--plain needs none), or it cannot be driven"
        case .ioError: "reading the terminal or writing standard output failed"
        case .tableFailed:
            "a table across terminals could not start: the port is taken, no answer, a wrong code, refused or full"
        case .refused: "the lobby refused an SSH session: it asked to run a command, or was opened without a key"
        }
    }
}
