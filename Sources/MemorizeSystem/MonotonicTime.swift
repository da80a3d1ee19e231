import Glibc

/// The system's monotonic clock, read directly.
///
/// The standard library's `ContinuousClock` lives in the concurrency module: using it linked the
/// concurrency runtime and libdispatch into the game, and start-up then initialised both (reading
/// sysfs, asking for the CPU affinity) for a program that has one thread.
package enum MonotonicTime {
    /// The time since a fixed moment in the past; it never goes backwards.
    package static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
