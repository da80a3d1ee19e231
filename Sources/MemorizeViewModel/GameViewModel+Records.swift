/// Filing a finished game with the score keeper: how it is filed comes from the seats.
extension GameViewModel {
    /// Files a finished game once, and keeps what it beat for the summary. A game of one seat here is
    /// a one-player game, kept with the best scores; a game of several seats is counted as a match
    /// (a game for each name, a win for the winner) and never filed as a one-player best. A practice
    /// game is not filed: only the kept best score is looked up, to show beside it.
    func recordFinishedGame() {
        guard let scoreKeeper = settings.scoreKeeper else { return }
        let seats = session.seats
        guard seats.count == 1, seats[0].kind == .here else {
            let notice = scoreKeeper.recordMatch(players: seats.map(\.name), winner: winner?.name)
            if let notice { screenState.notice = notice }
            return
        }
        let game = FinishedGame(
            variantName: session.variant.name, ruleSet: session.variant.ruleSet, timed: session.variant.isTimed,
            cards: session.cardCount, score: session.score, flips: session.flipCount,
            seconds: session.elapsedSeconds, daily: dailyDate, won: session.matchedCardCount == session.cardCount)
        guard !settings.isPractice else {
            keptBestScore = scoreKeeper.keptBestScore(for: game)
            return
        }
        let recorded = scoreKeeper.record(game)
        newRecords = recorded.newRecords
        keptBestScore = recorded.keptBestScore
        if let notice = recorded.notice { screenState.notice = notice }
    }
}
