/// What waiting on the terminal produced.
package enum TerminalEvent: Equatable, Sendable {
    /// The player pressed a key, clicked, or resized the terminal.
    case input(InputEvent)
    /// A terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) arrived.
    case signal(Int32)
    /// The input ended for good (a pipe closed, Ctrl-D on a line-reading terminal): the run ends.
    case endOfInput
}
