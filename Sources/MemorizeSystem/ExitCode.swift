/// The exit statuses of `memorize`, in the style of BSD `sysexits.h`.
public enum ExitCode {
    /// Success: a game ended, or help, version or the theme list was printed.
    public static let success: Int32 = 0
    /// The command line was wrong: unknown option, missing value, bad number, unknown theme (EX_USAGE).
    public static let usage: Int32 = 64
    /// A theme file was read but refused (EX_DATAERR).
    public static let dataError: Int32 = 65
    /// A theme file could not be opened: missing, unreadable or a directory (EX_NOINPUT).
    public static let noInput: Int32 = 66
    /// A game was asked for, but standard input or output is not a terminal, or the terminal cannot
    /// be driven (EX_UNAVAILABLE).
    public static let notATerminal: Int32 = 69
    /// Reading the terminal or writing standard output failed (EX_IOERR): `--help > /dev/full`,
    /// or a terminal opened write-only as standard input.
    public static let ioError: Int32 = 74
}
