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
        typealias Text = ScoresText
        switch self {
        case .noLocation:
            // A relative one counts as unset (ScoreStore.defaultPath): saying only "set" would be untrue.
            return Text.noLocation.text()
        case .damaged(let path, let reason):
            return Text.damaged.text(SafeText.quoted(path), SafeText.escaped(reason))
        case .movedAside(let path, let reason, let movedTo):
            return Text.movedAside.text(SafeText.quoted(path), SafeText.escaped(reason), SafeText.quoted(movedTo))
        case .cannotMoveAside(let path, let reason, let moveReason):
            return Text.cannotMoveAside.text(
                SafeText.quoted(path), SafeText.escaped(reason), SafeText.escaped(moveReason))
        case .newerFormat(let path, let format):
            return Text.newerFormat.text(SafeText.quoted(path), "\(format)")
        case .cannotLock(let path, let reason):
            return Text.cannotLock.text(SafeText.quoted(path), SafeText.escaped(reason))
        case .cannotWrite(let path, let reason):
            return Text.cannotWrite.text(SafeText.quoted(path), SafeText.escaped(reason))
        }
    }
}
