/// A monotonic clock: where the view model reads the time of a choice and the run loop reads the
/// time to compare with `nextDeadline`.
///
/// Injected so that tests drive time by hand instead of sleeping; the run loop passes one backed by
/// the system's continuous clock.
package protocol GameClock: AnyObject {
    /// The time since an arbitrary, fixed origin; never goes backwards.
    var now: Duration { get }
}
