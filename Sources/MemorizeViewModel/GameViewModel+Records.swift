/// Where the daily on the board stands in the scores: its try is filed at its first card and settled
/// once, at its end or when it is left.
enum DailyTry: Equatable {
    /// No card turned yet: nothing filed, and the day's try is still to be had.
    case notStarted
    /// Filed as the day's try, not won, when its first card was turned: the game as filed, to update.
    case started(FinishedGame)
    /// Nothing more to file: updated at its end or when left, or practice (another game holds the day).
    case settled
}

/// Filing a finished game with the score keeper: how it is filed comes from the seats.
extension GameViewModel {
    /// Files a finished game once, and keeps what it beat for the summary. A game of one seat here is
    /// a one-player game, kept with the best scores; a game against the computer is counted by its
    /// level (won, lost or drawn); a game of several people is counted as a match (a game for each
    /// name, a win for the winner). Neither is ever filed as a one-player best. A practice game is not
    /// filed: only the kept best score of a one-player game is looked up, to show beside it. (A seeded
    /// board can be learnt and dealt again, so a win on it against the computer says nothing either.)
    /// A daily replaces the day's try it filed at its first card (`fileStartedDaily`).
    func recordFinishedGame() {
        guard let scoreKeeper = settings.scoreKeeper else { return }
        let seats = session.seats
        guard seats.count == 1, seats[0].kind == .here else {
            guard !settings.isPractice else { return }
            if let notice = recordCompany(seats, in: scoreKeeper) { show(notice: notice) }
            return
        }
        let game = gameSoFar(won: session.matchedCardCount == session.cardCount)
        guard !settings.isPractice else {
            keptBestScore = scoreKeeper.keptBestScore(for: game)
            return
        }
        guard game.daily != nil else {
            let recorded = scoreKeeper.record(game)
            newRecords = recorded.newRecords
            keptBestScore = recorded.keptBestScore
            if let notice = recorded.notice { show(notice: notice) }
            return
        }
        settleDaily(as: game)
        finishedDailyShare = dailyShare
    }

    /// Files the daily on the board as the day's try once its first card is turned, not won: from then
    /// on the try is used up, however the run ends, even by `kill -9` or a crash that files nothing
    /// more. Its end (or its leaving) updates it (`settleDaily`). When another game holds the day, the
    /// game is practice from here, and nothing more is filed for it.
    func fileStartedDaily() {
        guard dailyTry == .notStarted, isDailyTry, session.flipCount > 0, let scoreKeeper = settings.scoreKeeper
        else { return }
        let game = gameSoFar(won: false)
        let recorded = scoreKeeper.record(game)
        if let practice = recorded.practice {
            dailyPractice = practice
            dailyTry = .settled
        } else {
            dailyTry = .started(game)
        }
        if let notice = recorded.notice { show(notice: notice) }
    }

    /// Files how the daily on the board went, once, in place of the try filed at its first card; a
    /// daily found to be practice then files nothing more.
    private func settleDaily(as game: FinishedGame) {
        guard let scoreKeeper = settings.scoreKeeper else { return }
        let recorded: RecordedGame
        switch dailyTry {
        case .started(let filed): recorded = scoreKeeper.updateDaily(game, filed: filed)
        // Not reached while the first card files the try; should it ever be, the try is filed whole.
        case .notStarted: recorded = scoreKeeper.record(game)
        case .settled: return
        }
        dailyTry = .settled
        if let practice = recorded.practice { dailyPractice = practice }
        if let notice = recorded.notice { show(notice: notice) }
    }

    /// The game on the board as it stands, as the score keeper files it.
    private func gameSoFar(won: Bool) -> FinishedGame {
        FinishedGame(
            variantName: session.variant.name, ruleSet: session.variant.ruleSet, timed: session.variant.isTimed,
            cards: session.cardCount, score: session.score, flips: session.flipCount,
            seconds: session.elapsedSeconds, daily: dailyDate, dealtOn: settings.dailyDealtOn, won: won,
            plain: isHeardWithGrace)
    }

    /// Whether the game on the board is a daily whose try is filed: one player here, not a practice run.
    private var isDailyTry: Bool {
        dailyDate != nil && session.seats.count == 1 && session.seats[0].kind == .here && !settings.isPractice
    }

    /// The winner's name as files keep it (`Player 1`, not the shown name in the player's language).
    private func filedWinner(of seats: [Seat]) -> String? {
        Self.winner(of: seats.map(\.standing)).map { seats[$0].name }
    }

    /// Files a game of several seats: against the computer, by its level; else by the players' names.
    private func recordCompany(_ seats: [Seat], in scoreKeeper: any ScoreKeeper) -> String? {
        if isAtTable {
            // Each terminal files its own seat's game, a win if that seat won: two sides sharing one
            // scores file (one user on one machine) count the game once, and a spectator files nothing.
            let here = seats.filter { $0.kind == .here }.map(\.name)
            guard !here.isEmpty else { return nil }
            return scoreKeeper.recordMatch(players: here, winner: filedWinner(of: seats))
        }
        guard let computer = seats.firstIndex(where: { $0.kind.movesByItself }),
            case .computer(let level) = seats[computer].kind
        else {
            return scoreKeeper.recordMatch(players: seats.map(\.name), winner: filedWinner(of: seats))
        }
        let winner = Self.winner(of: seats.map(\.standing))
        let result: VersusResult = winner == nil ? .drawn : winner == computer ? .lost : .won
        return scoreKeeper.recordVersus(level: level.rawValue, result)
    }

    /// A daily game left before its end (quit or another deal, answered yes) is the day's try all the
    /// same, filed as a game not won: otherwise a player could leave every bad start and try again. It
    /// was filed at its first card; this brings it up to where it was left.
    func recordAbandonedDaily() {
        guard isDailyTry, session.isInProgress else { return }
        settleDaily(as: gameSoFar(won: false))
    }

    /// Brings a daily still under way up to date as the day's try, when the run ends without a question
    /// (Ctrl-C, a signal, the end of plain mode's input): leaving by any door uses up the try, which
    /// its first card filed. Once per deal.
    package func fileUnfinishedDaily() {
        recordAbandonedDaily()
    }

    /// Whether a timed game here is played with a speech grace, and so filed apart (plain mode).
    private var isHeardWithGrace: Bool { settings.policy.bonusGrace > .zero }

    /// The share of the daily game on the board, once it is over; nil for any other game.
    var dailyShare: DailyShare? {
        guard let date = dailyDate, session.isOver else { return nil }
        let untimedPairs = session.variant.ruleSet == .memorize && !session.variant.isTimed
        return DailyShare(
            date: date, number: settings.dailyNumber, theme: session.variant.name, timed: session.variant.isTimed,
            score: session.score, bestScore: untimedPairs ? session.cardCount : nil, flips: session.flipCount,
            fewestFlips: session.cardCount, seconds: session.elapsedSeconds, turns: dailyTurns,
            practice: dailyPractice != nil || settings.isPractice)
    }
}
