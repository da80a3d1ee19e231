import MemoryGame

/// Checks, before anything is timed, that the recorded sequences and the baseline are what they claim.
enum Verification {
    /// Stops the benchmark unless `choices` finishes the game with every choice turning a card, and
    /// the baseline scores exactly like `MemoryGame` over the choices it will be timed on.
    static func check<Baseline: ReplayableGame>(
        _ choices: [Int], _ baselineChoices: ArraySlice<Int>, model deal: () -> MemoryGame<Int>,
        baseline dealBaseline: () -> Baseline
    ) {
        var whole = deal()
        whole.replay(choices[...])
        precondition(whole.isOver, "the recorded choices do not finish the game")
        precondition(whole.flipCount == choices.count, "a recorded choice did nothing")

        var model = deal()
        model.replay(baselineChoices)
        var baseline = dealBaseline()
        baseline.replay(baselineChoices)
        precondition(
            baseline.score == model.score && baseline.flipCount == model.flipCount,
            "the baseline disagrees with MemoryGame: score \(baseline.score) vs \(model.score)")
    }
}
