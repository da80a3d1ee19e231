/// Timed scoring's bonus (SPEC §2), as pure functions of the time since the previous choice.
///
/// A match or a mismatch made `s` whole seconds after the previous choice has its points multiplied
/// by `max(10 − s, 1)`. The bonus window is the 10 seconds over which that multiplier runs down; a
/// screen draws what is left of it in tenths of the window, one step every tenth of a second.
public enum TimeBonus {
    /// The multiplier of a choice made at once after the previous one.
    public static let maximumMultiplier = 10
    /// How long the bonus runs down: one second for each step of the multiplier.
    public static let window: Duration = .seconds(maximumMultiplier)
    /// How many steps a screen shows the window in.
    public static let steps = 100
    /// How long one step lasts.
    public static let step: Duration = window / steps

    /// Where the bonus stands at some moment after the previous choice.
    public struct Standing: Hashable, Sendable {
        /// The multiplier a match or a mismatch made now gets.
        public var multiplier: Int
        /// How many of the `steps` of the window are left, from `steps` at once down to 0.
        public var stepsLeft: Int
        /// When, on the clock of the choices, `stepsLeft` next changes; nil once the window is over.
        public var nextChange: Duration?

        public init(multiplier: Int, stepsLeft: Int, nextChange: Duration?) {
            self.multiplier = multiplier
            self.stepsLeft = stepsLeft
            self.nextChange = nextChange
        }

        /// The part of the window left, from 1 down to 0.
        public var fractionLeft: Double { Double(stepsLeft) / Double(steps) }
    }

    /// The standing of the bonus at `time`, for a previous choice at `previous`.
    public static func standing(at time: Duration, since previous: Duration) -> Standing {
        let elapsed = max(time - previous, .zero)
        let stepsGone = Int(clamping: Int64((elapsed / step).rounded(.down)))
        let stepsLeft = max(steps - stepsGone, 0)
        let nextChange = stepsLeft > 0 ? previous + step * (stepsGone + 1) : nil
        return Standing(multiplier: multiplier(after: elapsed), stepsLeft: stepsLeft, nextChange: nextChange)
    }

    /// The multiplier for a match or mismatch made `elapsed` after the previous choice:
    /// `max(10 − s, 1)`, `s` the whole seconds of `elapsed` (a negative time counts as none).
    public static func multiplier(after elapsed: Duration) -> Int {
        let seconds = Int(clamping: max(elapsed, .zero).components.seconds)
        return max(maximumMultiplier - seconds, 1)
    }
}
