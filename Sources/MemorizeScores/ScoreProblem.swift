import MemorizeText

/// Something that went wrong with the scores file. None of them stops a game: the store says what
/// happened and carries on, and the caller shows `message` where it suits (the game's notice line,
/// or standard error for `--scores`).
package enum ScoreProblem: Equatable, Sendable {
    /// There is nowhere to keep scores: no absolute `XDG_STATE_HOME` and no absolute `HOME`.
    case noLocation
    /// The file cannot be used (`reason`) and was left as it is, because this run only reads it.
    case damaged(path: String, reason: String)
    /// The file could not be used (`reason`), so it was renamed to `movedTo` and a new one started.
    case movedAside(path: String, reason: String, movedTo: String)
    /// The file cannot be used (`reason`) and could not be renamed either (`moveReason`), so nothing
    /// was written, to keep it for a person to look at.
    case cannotMoveAside(path: String, reason: String, moveReason: String)
    /// The file is in a newer layout than this version knows; it is neither read nor changed.
    case newerFormat(path: String, format: Int)
    /// The lock beside the file could not be had, so nothing was written.
    case cannotLock(path: String, reason: String)
    /// The new contents could not be written; the file on disk is as it was.
    case cannotWrite(path: String, reason: String)

    /// One line for a person, without a trailing newline, with control characters in paths and
    /// reasons escaped (they come from the environment and the file system).
    package var message: String {
        switch self {
        case .noLocation:
            // A relative one counts as unset (ScoreStore.defaultPath): saying only "set" would be untrue.
            return "best scores are not kept: neither XDG_STATE_HOME nor HOME is set to an absolute path"
        case .damaged(let path, let reason):
            return "the best scores file \(SafeText.quoted(path)) cannot be used (\(SafeText.escaped(reason))); "
                + "the next game to end moves it aside and starts a new one"
        case .movedAside(let path, let reason, let movedTo):
            return "the best scores file \(SafeText.quoted(path)) could not be used (\(SafeText.escaped(reason))); "
                + "it was moved to \(SafeText.quoted(movedTo)) and a new one started"
        case .cannotMoveAside(let path, let reason, let moveReason):
            return "best scores not saved: \(SafeText.quoted(path)) cannot be used (\(SafeText.escaped(reason))) "
                + "and cannot be moved aside (\(SafeText.escaped(moveReason)))"
        case .newerFormat(let path, let format):
            return "the best scores file \(SafeText.quoted(path)) is in format \(format), newer than this "
                + "memorize knows; it is left as it is"
        case .cannotLock(let path, let reason):
            return "best scores not saved: cannot lock \(SafeText.quoted(path)): \(SafeText.escaped(reason))"
        case .cannotWrite(let path, let reason):
            return "best scores not saved: cannot write \(SafeText.quoted(path)): \(SafeText.escaped(reason))"
        }
    }
}
