/// Time: when the loop must wake, the clock's ticks, and the clock stopping behind a box.
extension GameViewModel {
    /// Whether the status clock is counting: from a game's first choice until it is over or the
    /// player quits.
    package var isClockRunning: Bool { session.isClockRunning && !isQuitRequested }

    /// When the run loop must wake even without input, on the clock's timeline; nil when nothing
    /// changes with time, so the loop sleeps until input.
    package var nextDeadline: Duration? {
        guard !isQuitRequested else { return nil }
        let frame = screenState.animation?.nextFrame(after: screenState.animationTime)
        return [session.nextDeadline, frame, otherSeatMovesAt, screenState.finishHeldUntil].compactMap { $0 }.min()
    }

    /// The clock runs only while the board shows and can be played: not behind a box, not while the
    /// terminal is too small.
    func syncClock() {
        if screenState.overlay == nil, screenState.fits {
            session.restartClock(at: clock.now)
        } else {
            session.stopClock(at: clock.now)
        }
    }

    func tick(now: Duration) {
        guard !isQuitRequested else { return }
        session.tick(now: now)
        if let otherSeatMovesAt, now >= otherSeatMovesAt { otherSeatMoves() }
        if let held = screenState.finishHeldUntil, now >= held { screenState.finishHeldUntil = nil }
        if let animation = screenState.animation {
            screenState.animationTime = now
            if animation.nextFrame(after: now) == nil { screenState.animation = nil }
        }
    }
}
