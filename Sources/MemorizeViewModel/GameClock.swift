/// A monotonic clock the view model reads for the elapsed time of a game.
///
/// Injected so that tests drive time by hand instead of sleeping; the run loop passes one backed by
/// the system's continuous clock.
public protocol GameClock: AnyObject {
    /// The time since an arbitrary, fixed origin; never goes backwards.
    var now: Duration { get }
}
