import MemorizeLocalization

/// What each exit status means (`ExitStatus`), one line of `--help`'s last table (the man page keeps
/// the English).
package enum ExitStatusText: MessageCatalog {
    case success, usage, dataError, noInput, notATerminal, ioError, tableFailed, refused

    init(_ status: ExitStatus) {
        switch status {
        case .success: self = .success
        case .usage: self = .usage
        case .dataError: self = .dataError
        case .noInput: self = .noInput
        case .notATerminal: self = .notATerminal
        case .ioError: self = .ioError
        case .tableFailed: self = .tableFailed
        case .refused: self = .refused
        }
    }

    package var message: Message {
        switch self {
        case .success:
            Message(
                "success: a game ended, or help, the version, the themes or the scores were printed",
                comment: "Exit status 0, in --help.")
        case .usage:
            Message(
                "usage error: an unknown option, a missing or wrong value, an unknown or ambiguous theme",
                comment: "Exit status 64, in --help.")
        case .dataError:
            Message("a theme file was read but refused", comment: "Exit status 65, in --help.")
        case .noInput:
            Message(
                "a theme file cannot be opened: missing, unreadable or not a regular file",
                comment: "Exit status 66, in --help.")
        case .notATerminal:
            Message(
                "no terminal to play in: standard input or output is not one (--plain needs none), or it cannot be driven",
                comment: "Exit status 69, in --help.")
        case .ioError:
            Message("reading the terminal or writing standard output failed", comment: "Exit status 74, in --help.")
        case .tableFailed:
            Message(
                "a table across terminals could not start: the port is taken, no answer, a wrong code, refused or full",
                comment: "Exit status 76, in --help. A table: a game played across terminals (--host, --join).")
        case .refused:
            Message(
                "the lobby refused an SSH session: it asked to run a command, or was opened without a key",
                comment: "Exit status 77, in --help. The lobby: the server memorize --lobby connects to over SSH.")
        }
    }
}
