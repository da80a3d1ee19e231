/// Seen-card scoring, as pure functions of what happened.
public enum Scoring {
    /// Points for a match, whether or not its cards had been seen.
    public static let match = 2

    /// Points for a mismatch: −1 for each of its two cards that had already been seen.
    @inlinable
    public static func mismatchPenalty(firstWasSeen: Bool, secondWasSeen: Bool) -> Int {
        -((firstWasSeen ? 1 : 0) + (secondWasSeen ? 1 : 0))
    }
}
