import MemorizeViewModel

/// The real clock, at the edge: time since the game started, from the monotonic clock.
final class MonotonicClock: GameClock {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    init() {
        origin = clock.now
    }

    var now: Duration { clock.now - origin }
}
