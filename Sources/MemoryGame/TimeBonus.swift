/// Timed scoring's bonus (SPEC §2), as pure functions of the time since the previous choice.
///
/// A match or a mismatch made `s` whole seconds after the previous choice has its points multiplied
/// by `max(10 − s, 1)`. The bonus window is the 10 seconds over which that multiplier runs down;
/// its fraction left is what a screen draws as a shrinking bar, and the multiplier is always the
/// number of tenths of the window left, rounded up (at least 1).
public enum TimeBonus {
    /// The multiplier of a choice made at once after the previous one.
    public static let maximumMultiplier = 10
    /// How long the bonus runs down: one second for each step of the multiplier.
    public static let window: Duration = .seconds(maximumMultiplier)

    /// The multiplier for a match or mismatch made `elapsed` after the previous choice:
    /// `max(10 − s, 1)`, `s` the whole seconds of `elapsed` (a negative time counts as none).
    public static func multiplier(after elapsed: Duration) -> Int {
        let seconds = Int(clamping: max(elapsed, .zero).components.seconds)
        return max(maximumMultiplier - seconds, 1)
    }

    /// How much of the bonus window is left `elapsed` after the previous choice: 1 at once, falling
    /// evenly to 0 at the end of the window, and 0 after it.
    public static func fractionLeft(after elapsed: Duration) -> Double {
        let left = window - max(elapsed, .zero)
        return left > .zero ? left / window : 0
    }
}
