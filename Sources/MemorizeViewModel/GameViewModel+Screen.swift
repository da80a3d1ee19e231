import MemoryGame

/// The projection of the view model's state onto what a presenter shows: one `GameScreen`, computed
/// from the observed state, so that whoever reads it inside an observation scope hears of every
/// change to it and of nothing else.
extension GameViewModel {
    /// Everything a presenter shows.
    package var screen: GameScreen {
        let paused = screenState.overlay == .paused
        return GameScreen(
            mode: mode,
            cards: (0..<session.cardCount).map { paused ? .faceDown : cardView($0) },
            cursor: screenState.cursor,
            status: StatusLine(
                themeName: session.variant.shownName, score: session.score, flips: session.flipCount,
                elapsedSeconds: session.elapsedSeconds, pairsFound: session.matchedCardCount / 2,
                pairsTotal: session.variant.countsPairs ? session.cardCount / 2 : 0,
                isTimed: session.variant.isTimed, multiplier: session.bonusBar?.standing.multiplier,
                players: session.seats.count > 1 ? statusStandings : [],
                // Nobody is to move once the game is over: no seat is marked.
                currentPlayer: session.seats.count > 1 && (session.isOver || tableEnded != nil)
                    ? session.seats.count : session.currentSeat,
                daily: dailyDate.map { date in
                    settings.dailyNumber.map { ScreenText.dailyNumbered.text("\($0)") }
                        ?? ScreenText.dailyDated.text(date)
                }),
            cardBack: session.variant.cardBack,
            themeNames: variants.map(\.shownName),
            summary: summary,
            showsSummary: !screenState.isSummaryHidden,
            notice: screenState.notice,
            message: thinkingMessage,
            scoringHelp: session.variant.scoringHelp(cardCount: session.cardCount) + seatsHelp,
            themePreviews: screenState.isShowingThemePicker
                ? variants.map { ThemePreview(preview: $0.preview, swatch: $0.cardBack) } : [],
            grid: BoardGrid(columns: screenState.columns, cardCount: session.cardCount),
            players: standings,
            currentPlayer: session.currentSeat,
            daily: dailyDate,
            isTimed: session.variant.isTimed,
            playerHere: yourSeat,
            dealsHere: whyNoDeal == nil
        )
    }

    /// The options that seat the same players again (`--versus computer:hard --first computer`,
    /// `--players 3 --names Ann,Bob,Cy`): with the seed, the computer's choices replay too, as they come
    /// from the deal. Names are given only where they are not the defaults.
    private var seatArguments: [String] {
        let seats = session.seats
        guard seats.count > 1 else { return [] }
        if let computer = seats.firstIndex(where: { $0.kind.movesByItself }),
            case .computer(let level) = seats[computer].kind
        {
            let you = seats[computer == 0 ? 1 : 0].name
            return ["--versus", "computer:\(level.rawValue)"] + (computer == 0 ? ["--first", "computer"] : [])
                + (you == Seat.yourDefaultName ? [] : ["--names", ThemeVariant.shellWord(you)])
        }
        let names = seats.map(\.name)
        let defaults = names.indices.map { "Player \($0 + 1)" }
        let given = names == defaults ? [] : ["--names", ThemeVariant.shellWord(names.joined(separator: ","))]
        return ["--players", "\(seats.count)"] + given
    }

    /// How a game of several seats goes, for the help after the scoring (SPEC §7.1); nothing for one.
    private var seatsHelp: [String] {
        let seats = session.seats
        guard seats.count > 1 else { return [] }
        let pairs = session.variant.countsPairs
        // Short lines: the help box cuts what does not fit at 80 columns.
        var lines = [
            SummaryText.turnsRule.text(),
            pairs ? SummaryText.pairsStartTurn.text() : SummaryText.matchismoStartTurn.text(),
            pairs ? SummaryText.pairsWin.text() : SummaryText.matchesWin.text(),
        ]
        if seats.contains(where: { $0.kind.movesByItself }) {
            let waits = settings.policy.otherSeatsPause > .zero
            lines.append(waits ? SummaryText.computerTurnsHurry.text() : SummaryText.computerTurns.text())
        }
        return lines
    }

    /// The seats as the screen shows them.
    private var standings: [PlayerStanding] { session.seats.map(\.standing) }

    /// The seats as the status line names them: at a table, the seat of this terminal says so, since
    /// every screen at the table shows the same names.
    private var statusStandings: [PlayerStanding] {
        guard isAtTable else { return standings }
        return session.seats.map { seat in
            var standing = seat.standing
            if seat.kind == .here { standing.name = ScreenText.you.text(standing.name) }
            return standing
        }
    }

    /// Which screen shows: the board, a box over it, or the too-small message. A presenter maps what
    /// the player does on this screen (a key, a word) to an intent.
    package var mode: ScreenMode {
        guard screenState.fits else { return .tooSmall }
        switch screenState.overlay {
        case .help?: return .help
        case .themePicker(let selection)?: return .themePicker(selection: selection.selected)
        case .confirm(let confirmation)?: return .confirm(question: question(confirmation.question))
        case .paused?: return .paused
        case .newGame(let form)?: return .newGame(form)
        // The last match holds the board for a moment before the summary.
        case nil:
            return (session.isOver || tableEnded != nil) && screenState.finishHeldUntil == nil ? .gameOver : .playing
        }
    }

    private func question(_ question: Confirmation.Question) -> String {
        switch question {
        case .quit: ScreenText.quit.text()
        case .newGame: ScreenText.newGame.text()
        case .pickTheme(let index):
            variants.indices.contains(index)
                ? ScreenText.pickTheme.text(variants[index].shownName) : ScreenText.pickAnotherTheme.text()
        case .dealChosen: ScreenText.dealChosen.text()
        }
    }

    private var summary: GameSummary? {
        guard session.isOver || tableEnded != nil else { return nil }
        // A table's board can be dealt again only at a table: no seed, no command.
        let seed = isAtTable ? nil : session.finishedGameSeed
        var next = GameSummary.NextGame.here
        if tableEnded != nil {
            next = .none
        } else if case .guest? = settings.table {
            next = .host
        }
        var summary = GameSummary(
            score: session.score, flips: session.flipCount, elapsedSeconds: session.elapsedSeconds,
            bestScore: session.seats.count > 1 ? nil : session.bestScores[session.variant.name] ?? session.score,
            seed: seed,
            newRecords: newRecords, headline: headline, keptBestScore: keptBestScore,
            isPractice: settings.isPractice, daily: dailyDate,
            share: dailyShare, dailyPractice: dailyPractice,
            replayCommand: seed.map {
                ["memorize"] + session.variant.replayArguments + seatArguments + ["--seed", "\($0)"]
            }, players: session.seats.count > 1 ? standings : [], winner: winnerSeat)
        summary.next = next
        summary.copied = copyNote
        return summary
    }

    /// Minutes and seconds, as the status line shows them (`1:05`).
    static func clock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    /// The winner of a game of several players: the most pairs (SPEC §7.1); nil for a draw, equal
    /// pairs whatever the points, or a game of one player.
    var winner: PlayerStanding? { winnerSeat.map { standings[$0] } }

    /// The seat of the winner, an index into the seats; nil for a draw or a game of one player.
    private var winnerSeat: Int? { Self.winner(of: standings) }

    /// The winner among `players`, an index: the one with the most pairs, whatever the points; nil
    /// when two or more share the most (a draw) or there is only one player.
    static func winner(of players: [PlayerStanding]) -> Int? {
        guard players.count > 1, let most = players.map(\.pairs).max() else { return nil }
        let leaders = players.indices.filter { players[$0].pairs == most }
        return leaders.count == 1 ? leaders[0] : nil
    }

    /// The first line of the summary: the variant's, or who won a game of several players.
    private var headline: String {
        if let tableEnded, !session.isOver {
            return tableEnded.last?.isPunctuation == true ? tableEnded : TableScreenText.sentence.text(tableEnded)
        }
        let players = standings
        guard players.count > 1 else {
            return session.variant.finishedHeadline(cardsLeft: session.cardCount - session.matchedCardCount)
        }
        // A game of different pairs says so, as a solo game's headline does.
        func kind(_ headline: String) -> String {
            session.variant.hasDifferentPairs ? SummaryText.withDifferentPairs.text(headline) : headline
        }
        guard let winner else {
            let most = players.map(\.pairs).max() ?? 0
            return kind(SummaryText.draw.text(count: most, NumberText.plain(most, unicode: true)))
        }
        let pairs = NumberText.plain(winner.pairs, unicode: true)
        // A table's summary is the same at every terminal, so it names the winner there.
        return kind(
            winnerSeat == yourSeat && !isAtTable
                ? SummaryText.youWin.text(count: winner.pairs, pairs)
                : SummaryText.playerWins.text(count: winner.pairs, winner.name, pairs))
    }

    /// A just-matched pair stays face up and marked until the next choice; after that a matched card
    /// shows its face dimmed, so the finished board shows what was found. A face-down card carries
    /// no face at all.
    private func cardView(_ index: Int) -> CardView {
        let state = session.state(ofCardAt: index)
        let side: CardView.Side =
            switch (state.isMatched, state.isFaceUp) {
            case (true, true): .justMatched
            case (true, false): .matched
            case (false, true): .faceUp
            // The end screen shows the cards a Matchismo game left, so the board says why it ended.
            case (false, false): session.isOver && screenState.finishHeldUntil == nil ? .faceUp : .faceDown
            }
        let bonus = session.bonusBar.flatMap { $0.card == index ? $0.standing.fractionLeft : nil }
        var view = CardView(side: side, face: session.face(ofCardAt: index), bonus: bonus)
        if let animation = screenState.animation {
            let now = screenState.animationTime
            if animation.flippingCard == index { view.flip = animation.flipPhase(at: now) }
            view.flashes = animation.flashingCards.contains(index) && animation.isFlashing(at: now)
        }
        return view
    }
}
