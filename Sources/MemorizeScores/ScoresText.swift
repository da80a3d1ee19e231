import MemorizeLocalization

/// What a player reads about the best scores file (`ScoreProblem`): on the game's notice line, or on
/// standard error for `--scores` and `--stats`. Paths and reasons come in quoted and escaped.
package enum ScoresText: MessageCatalog {
    case noLocation, damaged, movedAside, cannotMoveAside, newerFormat, cannotLock, cannotWrite
    case isDirectory, notRegularFile, tooLarge

    package var message: Message {
        switch self {
        case .noLocation:
            Message(
                "best scores are not kept: neither XDG_STATE_HOME nor HOME is set to an absolute path",
                comment: "XDG_STATE_HOME and HOME are environment variables, kept as they are.")
        case .damaged:
            Message(
                "the best scores file %1$s cannot be used (%2$s); the next game to end moves it aside and starts a new one",
                comment: "%1$s: the file's path, quoted; %2$s: what is wrong with it (line 3, column 7: …).")
        case .movedAside:
            Message(
                "the best scores file %1$s could not be used (%2$s); it was moved to %3$s and a new one started",
                comment: "%1$s: the file's path; %2$s: what was wrong; %3$s: its new path (scores.json.corrupt-1).")
        case .cannotMoveAside:
            Message(
                "best scores not saved: %1$s cannot be used (%2$s) and cannot be moved aside (%3$s)",
                comment: "%1$s: the file's path; %2$s: what is wrong with it; %3$s: why it could not be renamed.")
        case .newerFormat:
            Message(
                "the best scores file %1$s is in format %2$s, newer than this memorize knows; it is left as it is",
                comment: "%1$s: the file's path; %2$s: the format's number, 3.")
        case .cannotLock:
            Message(
                "best scores not saved: cannot lock %1$s: %2$s",
                comment: "%1$s: the lock file's path; %2$s: the system's reason.")
        case .cannotWrite:
            Message(
                "best scores not saved: cannot write %1$s: %2$s",
                comment: "%1$s: the file's path; %2$s: the system's reason (No space left on device).")
        case .isDirectory:
            Message("it is a directory", comment: "Why the scores file cannot be used, in parentheses.")
        case .notRegularFile:
            Message("it is not a regular file", comment: "Why a file cannot be used.")
        case .tooLarge:
            Message("it is larger than %1$s bytes", comment: "Why the scores file cannot be used. %1$s: 1048576.")
        }
    }
}
