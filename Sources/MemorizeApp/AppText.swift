import MemorizeLocalization

/// The app's own errors and notes outside a game's screen: a terminal that cannot be drawn on, input
/// or output that failed, a daily that is practice, and the lobby server's errors for its operator.
/// Each error is written after `memorize: `, which stays as it is.
package enum AppText: MessageCatalog {
    case cannotReadTerminal, cannotWriteOutput, cannotReadInput
    case practicePlayed, practiceArchive
    case stateDamaged, stateIsDirectory, stateNotRegular, stateTooLarge, cannotReadState, noDate, cannotWriteState
    case noTheme, cannotListenSocket, cannotServeOnPassedSocket, cannotCatchSignals

    package var message: Message {
        switch self {
        case .cannotReadTerminal:
            Message("cannot read the terminal (standard input): %1$s", comment: "%1$s: the system's reason.")
        case .cannotWriteOutput: Message("cannot write to standard output: %1$s", comment: "%1$s: the system's reason.")
        case .cannotReadInput: Message("cannot read standard input: %1$s", comment: "%1$s: the system's reason.")
        case .practicePlayed:
            Message(
                "Practice: this day's daily was played, and its first try counts",
                comment: "Beside a daily's result that is not filed.")
        case .practiceArchive:
            Message("Practice: a past day's daily (only a day's own daily counts, played that day)")
        case .stateDamaged:
            Message(
                "the lobby's state file %1$s is damaged (%2$s); it is left as it is: mend or move it",
                comment: "For the lobby server's operator. %1$s: the file, quoted; %2$s: where and what.")
        case .stateIsDirectory:
            Message("the lobby's state file %1$s is a directory", comment: "%1$s: the file, quoted.")
        case .stateNotRegular: Message("the lobby's state file %1$s is not a regular file")
        case .stateTooLarge:
            Message(
                "the lobby's state file %1$s is over %2$s bytes: it is left as it is",
                comment: "%1$s: the file, quoted; %2$s: a number.")
        case .cannotReadState:
            Message("cannot read the lobby's state file %1$s: %2$s", comment: "%2$s: the system's reason.")
        case .noDate: Message("the system's clock gives no date")
        case .cannotWriteState:
            Message("cannot write the lobby's state file %1$s: %2$s", comment: "%2$s: the system's reason.")
        case .noTheme: Message("no theme to deal a table from")
        case .cannotListenSocket:
            Message(
                "cannot listen on %1$s: %2$s", comment: "%1$s: the lobby's socket, quoted; %2$s: the system's reason.")
        case .cannotServeOnPassedSocket:
            Message(
                "cannot serve on the socket the service manager passed: %1$s",
                comment:
                    "--serve started by systemd's socket activation. %1$s: why the socket cannot be used (English)."
            )
        case .cannotCatchSignals: Message("cannot catch the stopping signals")
        }
    }
}
