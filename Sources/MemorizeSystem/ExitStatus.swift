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

    /// What the status means, one line for the man page, in English.
    package var summary: String {
        ExitStatusText(self).message.english
    }

    /// What the status means, in the run's language, for `--help`.
    package var translatedSummary: String {
        ExitStatusText(self).text()
    }
}
