/// Dealing: a new game, the same again, a theme picked; and the notices a deal may bring.
extension GameViewModel {
    /// A variant of the same game drawn at random (a random theme, or Matchismo again; the current
    /// one if there is no other).
    func randomVariantOfThisGame() -> any GameVariant {
        // Of the same kind of pairs too: a learner's next game teaches, and the draws among themes of
        // equal pairs stay those every seed made before themes of different pairs existed.
        let sameGame = variants.filter {
            $0.ruleSet.isSameGame(as: session.variant.ruleSet)
                && $0.hasDifferentPairs == session.variant.hasDifferentPairs
        }
        // A new random theme is a different one, when there is another.
        let others = sameGame.filter { $0.name != session.variant.name }
        return session.randomElement(of: others.isEmpty ? sameGame : others) ?? session.variant
    }

    /// Deals a new game of the variant at `index`, closing whatever was over the board; during a
    /// game, asks first.
    func pickTheme(at index: Int) {
        guard screenState.fits, variants.indices.contains(index) else { return }
        guard !askFirst(.pickTheme(index: index)) else { return }
        start(variants[index])
    }

    /// Deals a fresh game of `variant` with the cursor on the first card and the clock at zero.
    func start(_ variant: any GameVariant) {
        session.deal(variant)
        // A new deal at a table that goes on: the game a departure ended is behind it.
        if !isTableClosed { tableEnded = nil }
        newRecords = []
        keptBestScore = nil
        copyNote = nil
        dailyTurns = []
        dailyPractice = nil
        dailyTry = .notStarted
        screenState.finishHeldUntil = nil
        screenState.summaryDeafUntil = nil
        screenState.isSummaryHidden = false
        screenState.animation = nil
        screenState.message = nil
        screenState.cursor = 0
        screenState.overlay = nil
        report(.dealt(cards: session.cardCount))
        warnOnce(about: variant)
        seatComputers()
        tellGuestOfDeal()
    }

    /// Shows the warning about a variant (unknown color names), once per variant in a run.
    func warnOnce(about variant: any GameVariant) {
        guard let message = variant.notice, screenState.warnedNames.insert(variant.name).inserted else { return }
        show(notice: message)
    }

    /// Shows `notice` until the player dismisses it, and keeps it, once, to say again at the exit:
    /// every notice still matters once the game is left (scores not saved, a file moved aside, a
    /// theme's unknown color).
    func show(notice: String) {
        screenState.notice = notice
        screenState.noticeNumber &+= 1
        if !lastingNotices.contains(notice) { lastingNotices.append(notice) }
    }

    /// A daily that will not count says so before its first card, not only in its summary. Not kept
    /// for the exit: it is about this game alone.
    func sayDailyIsPractice() {
        guard let day = settings.daily, !settings.isPractice, let scoreKeeper = settings.scoreKeeper else { return }
        let line: String
        if let dealt = settings.dailyDealtOn, dealt != day {
            line = ChoiceText.pastDailyPractice.text()
        } else if scoreKeeper.dailyWasPlayed(on: day) {
            line = ChoiceText.playedDailyPractice.text()
        } else {
            return
        }
        screenState.notice = line
        screenState.noticeNumber &+= 1
    }

    /// A player's first game here offers the help, once ever, on the line under the board until the
    /// first choice: the keys, and the rules of the game on the board (Matchismo's turn-back rule
    /// among them). Plain mode's opening offers it at every game already. Not at a table.
    func offerFirstHelp() {
        guard settings.table == nil, settings.scoreKeeper?.isFirstVisit() == true else { return }
        screenState.message = ChoiceMessage(text: Self.firstHelpOffer, asciiText: Self.firstHelpOffer)
        visitToMark = true
    }

    /// The offer of the help, at a first game.
    static var firstHelpOffer: String { ChoiceText.firstHelpOffer.text() }

    func dismissNotice() {
        if screenState.notice != nil { screenState.notice = nil }
    }
}
