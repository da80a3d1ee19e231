import MemorizeKeys

/// What the player meant, acted on: the intents presenters send, typed or pointed at.
extension GameViewModel {
    /// An intent typed (a key or a word). Nothing acts in the summary's first moments (see
    /// `summaryTakesNoIntent`). The notice stays through everything but `.dismissNotice`, which does
    /// only that. Anything else typed during the hold on the last match ends the hold, and only
    /// that; while another seat is to move it hurries that seat instead, if its kind lets it be
    /// hurried, unless it pauses, shows the help or quits (a seat that cannot be hurried only keeps
    /// its cards from being chosen here).
    func mean(_ intent: Intent) {
        guard !summaryTakesNoIntent() else { return }
        if intent == .dismissNotice { return dismissNotice() }
        guard screenState.finishHeldUntil == nil else { return endFinishHold() }
        if isOtherSeatsTurn, mode == .playing, !intent.actsDuringAnotherSeatsTurn {
            // A seat that cannot be hurried (a player at another terminal) leaves every other key to
            // act here; only a card is theirs to choose.
            guard !session.seats[session.currentSeat].kind.mayBeHurried, !intent.choosesACard else {
                return hurryOtherSeat()
            }
        }
        guard intent != .goOn else { return }
        perform(intent)
        syncClock()
    }

    /// An intent pointed at (a click on what the screen drew): a card chosen during another seat's
    /// turn hurries it, a command does just what it names.
    func point(at intent: Intent) {
        guard !summaryTakesNoIntent() else { return }
        guard screenState.finishHeldUntil == nil else { return endFinishHold() }
        if case .choose = intent, isOtherSeatsTurn { return hurryOtherSeat() }
        perform(intent)
        syncClock()
    }

    private func perform(_ intent: Intent) {
        if intent.deals, let reason = whyNoDeal {
            screenState.message = ChoiceMessage(text: reason, asciiText: reason)
            return
        }
        switch intent {
        case .moveCursor(let direction):
            guard mode == .playing else { return }
            screenState.cursor = CursorMovement.index(
                from: screenState.cursor, moving: direction, columns: screenState.columns, count: session.cardCount)
        case .chooseCardUnderCursor: chooseCard(at: screenState.cursor)
        case .choose(let card): chooseCard(at: card)
        case .newGame:
            guard screenState.fits, !askFirst(.newGame) else { return }
            start(randomVariantOfThisGame())
        case .replay:
            guard screenState.fits, !session.isInProgress else { return }
            start(session.variant)
        case .showThemes:
            guard screenState.fits, !screenState.isShowingThemePicker else { return }
            let current = variants.firstIndex { $0.name == session.variant.name } ?? 0
            screenState.overlay = .themePicker(ListSelection(count: variants.count, selected: current))
        case .moveThemeSelection(let direction): updateSelection { $0.move(by: direction == .up ? -1 : 1) }
        case .pageThemeSelection(let direction): updateSelection { $0.page(down: direction == .down) }
        case .jumpThemeSelectionToEnd(let direction): updateSelection { $0.jumpToEnd(last: direction == .down) }
        case .jumpToTheme(let character):
            let names = variants.map(\.shownName)
            updateSelection { $0.jump(toNextStartingWith: character, names: names) }
        case .pickSelectedTheme:
            if case .themePicker(let selection)? = screenState.overlay { pickTheme(at: selection.selected) }
        case .pickTheme(let index):
            guard case .themePicker(var selection)? = screenState.overlay else { return }
            selection.select(index)
            screenState.overlay = .themePicker(selection)
            pickTheme(at: index)
        case .closeThemes:
            guard screenState.fits, screenState.isShowingThemePicker else { return }
            screenState.overlay = nil
        case .toggleSummary:
            guard mode == .gameOver else { return }
            screenState.isSummaryHidden.toggle()
        case .toggleHelp:
            guard screenState.fits else { return }
            screenState.overlay = screenState.overlay == .help ? nil : .help
        case .quit(let alwaysAsk):
            // A lone Esc may be the start of a key a slow link split in two: it never quits unasked.
            guard !askFirst(.quit, always: alwaysAsk) else { return }
            isQuitRequested = true
        case .pause:
            guard mode == .playing else { return }
            screenState.overlay = .paused
        case .resume:
            guard screenState.overlay == .paused else { return }
            screenState.overlay = nil
        case .answer(yes: true):
            guard case .confirm(let confirmation)? = screenState.overlay else { return }
            screenState.overlay = nil
            // Leaving a daily under way uses up the day's try, as finishing it would.
            recordAbandonedDaily()
            switch confirmation.confirmed {
            case .quit: isQuitRequested = true
            case .newGame: start(randomVariantOfThisGame())
            case .pickTheme(let index): if variants.indices.contains(index) { start(variants[index]) }
            case .dealChosen: requestChosenGame()
            }
        case .answer(yes: false):
            guard case .confirm(let confirmation)? = screenState.overlay else { return }
            screenState.overlay = confirmation.cancelled
        case .copyShare:
            guard mode == .gameOver else { return }
            guard let share = dailyShare else {
                return show(notice: ScreenText.nothingToCopy.text())
            }
            report(.copy(share.lines(unicode: true).joined(separator: "\n")))
            // The terminal is asked (OSC 52); whether it lets a program set the clipboard is not told
            // back, so the line says what to do if it did not.
            copyNote = ScreenText.copied.text()
        case .dismissNotice: dismissNotice()
        case .newGameScreen(let intent): perform(intent)
        case .goOn: return
        }
    }

    /// Why no game may be dealt here, when none may: a seat at another terminal plays the host's
    /// deals, a closed table has no one to deal to, and the host waits for every seat to be held.
    var whyNoDeal: String? {
        guard let table = settings.table else { return nil }
        if isTableClosed { return ScreenText.tableOver.text() }
        if case .guest = table { return ScreenText.hostDeals.text() }
        if let seat = openSeats.min() { return ScreenText.waitingForSeat.text("\(seat + 1)") }
        if let seat = awaySeats.min(), session.seats.indices.contains(seat) {
            return ScreenText.waitingForPlayer.text(session.seats[seat].shownName)
        }
        return nil
    }

    /// Changes the picker's selection, when the picker is open and the board fits.
    private func updateSelection(_ change: (inout ListSelection) -> Void) {
        guard screenState.fits, case .themePicker(var selection)? = screenState.overlay else { return }
        change(&selection)
        screenState.overlay = .themePicker(selection)
    }

    /// Whether `question` must wait for a yes: a game is in progress (or `always`). If so, it shows.
    func askFirst(_ question: Confirmation.Question, always: Bool = false) -> Bool {
        // A terminal too small for the board cannot show the question either: there, q quits at once.
        // A table the other player left has no game in progress to lose.
        guard (session.isInProgress && tableEnded == nil) || always, !isQuitRequested, screenState.fits else {
            return false
        }
        if case .confirm? = screenState.overlay { return false }
        screenState.overlay = .confirm(Confirmation(question, overPause: screenState.overlay == .paused))
        return true
    }
}
