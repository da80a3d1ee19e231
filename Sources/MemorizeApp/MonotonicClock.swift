import MemorizeSystem
import MemorizeViewModel

/// The real clock, at the edge: time since the game started, from the monotonic clock.
final class MonotonicClock: GameClock {
    private let origin = MonotonicTime.now()

    var now: Duration { MonotonicTime.now() - origin }
}
