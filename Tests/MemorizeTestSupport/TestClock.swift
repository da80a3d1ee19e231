import MemorizeViewModel

/// A clock that moves only when a test (or a scripted terminal) moves it.
public final class TestClock: GameClock {
    public var now: Duration

    public init(now: Duration = .seconds(100)) {
        self.now = now
    }

    public func advance(by duration: Duration) {
        now += duration
    }
}
