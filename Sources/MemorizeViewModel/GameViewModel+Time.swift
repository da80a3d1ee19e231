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
    /// terminal is too small, not while the other player at a table is away or has left.
    func syncClock() {
        if screenState.overlay == nil, screenState.fits, awayNotice == nil, tableEnded == nil {
            session.restartClock(at: clock.now)
        } else {
            session.stopClock(at: clock.now)
        }
    }

    /// Shows the summary: the hold on the last match is over (at `time`, by default now), and the
    /// summary takes no intent for the policy's `summaryGrace` from then.
    func endFinishHold(at time: Duration? = nil) {
        screenState.finishHeldUntil = nil
        let grace = settings.policy.summaryGrace
        if grace > .zero { screenState.summaryDeafUntil = (time ?? clock.now) + grace }
    }

    /// Whether the summary was shown too recently to take an intent, typed or pointed at: a key
    /// pressed during the hold, or on its way meanwhile, must not leave it unseen. Once the grace is
    /// over it is forgotten.
    func summaryTakesNoIntent() -> Bool {
        guard let until = screenState.summaryDeafUntil else { return false }
        if clock.now < until { return true }
        screenState.summaryDeafUntil = nil
        return false
    }

    func tick(now: Duration) {
        guard !isQuitRequested else { return }
        session.tick(now: now)
        if let otherSeatMovesAt, now >= otherSeatMovesAt { otherSeatMoves() }
        if let held = screenState.finishHeldUntil, now >= held { endFinishHold(at: held) }
        if let animation = screenState.animation {
            screenState.animationTime = now
            if animation.nextFrame(after: now) == nil { screenState.animation = nil }
        }
    }
}
