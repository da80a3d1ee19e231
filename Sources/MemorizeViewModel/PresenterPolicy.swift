/// How a presenter wants the game paced, beyond the rules: it is the presenter's to say, since only
/// it knows whether the player looks at a grid or hears lines (see `GamePresenter.policy`).
package struct PresenterPolicy: Equatable, Sendable {
    /// Whether a choice plays its short animation (a flip, a match's flash).
    package var animates: Bool
    /// How long the last match of a game stays on the board before the summary shows, so the player
    /// sees the finish; any key skips it. Zero shows the summary at once.
    package var finishHold: Duration
    /// How long the summary, once shown, takes no key or click, so that none pressed during the hold
    /// or just after it leaves the summary unseen. Zero lets the next key act.
    package var summaryGrace: Duration
    /// How long a seat that moves by itself (the computer) waits before each card it turns, at the
    /// quickest (a pair it knows), so the player can follow it; it thinks longer over a guess
    /// (`ComputerPace`). Zero makes it move at once.
    package var otherSeatsPause: Duration
    /// How long the two cards of a mismatch stay up, at least, before such a seat turns a card: its
    /// first card would turn them down before the player had read them. Zero for none.
    package var mismatchHold: Duration
    /// How long such a seat waits before the first card of a deal, counted from when the board is
    /// first laid out, so that the player has looked at the board before anything turns.
    package var firstMovePause: Duration
    /// In a timed game, how long after each choice the bonus waits before it starts to fall: the time
    /// to hear the line that says the card, in plain mode (`--speech-grace`); zero on the grid, where
    /// the card is seen at once. Timed games played with a grace are filed apart.
    package var bonusGrace: Duration

    package init(
        animates: Bool = false, finishHold: Duration = .zero, summaryGrace: Duration = .zero,
        otherSeatsPause: Duration = GameViewModel.computerPause,
        firstMovePause: Duration = GameViewModel.computerFirstPause, bonusGrace: Duration = .zero,
        mismatchHold: Duration = GameViewModel.mismatchHold
    ) {
        self.mismatchHold = mismatchHold
        self.bonusGrace = bonusGrace
        self.firstMovePause = firstMovePause
        self.animates = animates
        self.finishHold = finishHold
        self.summaryGrace = summaryGrace
        self.otherSeatsPause = otherSeatsPause
    }
}
