import MemorizeTable
import MemoryGame

/// Choosing a card: the session's outcome, the line under the board, the animation, and the events
/// of the choice.
extension GameViewModel {
    /// Moves the cursor to the card at `index` and chooses it for the seat to move; only while
    /// playing. At a table's guest, the host judges: a card is asked for (`askHost`), and
    /// the host's answer comes back as `told`, played whatever shows here (the help, a pause).
    func chooseCard(at index: Int, asTold told: TableChoice? = nil) {
        guard told != nil || mode == .playing, index >= 0, index < session.cardCount else { return }
        if told == nil, askHost(toChoose: index) { return }
        let cursor = screenState.cursor
        screenState.cursor = index
        let seat = session.currentSeat
        let outcome =
            if let told {
                session.choose(
                    asTold: told,
                    outcome: ChoiceOutcome(events: told.events, points: told.points, multiplier: told.multiplier))
            } else {
                session.choose(cardAt: index)
            }
        if settings.policy.animates, !outcome.isIgnored { startAnimation(for: outcome) }
        let session = session
        let context = ChoiceContext(
            index: index, outcome: outcome, cardCount: session.cardCount,
            face: { session.face(ofCardAt: $0, shownBy: outcome) }, state: session.state(ofCardAt:))
        var message = session.variant.message(for: context)
        let note = ruleNotesSaid.contains(session.variant.name) ? nil : session.variant.ruleNote(for: context)
        if let note {
            ruleNotesSaid.insert(session.variant.name)
            message = ChoiceMessage(
                text: (message.map { $0.text + " · " } ?? "") + note.text,
                asciiText: (message.map { $0.asciiText + " - " } ?? "") + note.asciiText,
                spoken: message?.spoken)
        }
        if outcome.isIgnored, case .host(let link) = settings.table, session.seats[seat].kind == .remote {
            // Only the guest hears why its choice did nothing; the host's screen stays as it was.
            screenState.cursor = cursor
            return link.tell(
                .ignored(
                    seat: seat, card: index, deal: session.dealNumber,
                    reason: message?.text ?? "Choose a face-down card"))
        }
        screenState.message = message
        if !outcome.isIgnored { mismatchShownAt = outcome.mismatchedCards == nil ? nil : clock.now }
        if let turned = outcome.turnedUp, let face = session.face(ofCardAt: turned.card) {
            report(.turnedUp(card: turned.card, face: face, seat: seat))
        }
        if !outcome.isIgnored, session.isOver {
            let hold = settings.policy.finishHold
            if hold > .zero { screenState.finishHeldUntil = clock.now + hold } else { endFinishHold() }
        }
        let passed =
            !outcome.isIgnored && session.seats.count > 1 && !session.isOver && session.game(passedTurnAfter: outcome)
        if passed { announceTurn() }
        // The last match is also the end of the game: one bell says both.
        if settings.ringsBell, outcome.isMatch { report(.bell) }
        let compared = outcome.matchedCards ?? outcome.mismatchedCards ?? []
        let seenCards = (outcome.mismatchedCards ?? []).filter { session.state(ofCardAt: $0).hasBeenSeen }
        if dailyDate != nil, !compared.isEmpty {
            // A mismatch that turned a card already seen is the one memory could have avoided.
            dailyTurns.append(outcome.isMatch ? .match : seenCards.isEmpty ? .unluckyMiss : .avoidableMiss)
        }
        if !compared.isEmpty || outcome.points != 0 || message != nil {
            report(
                .result(
                    ChoiceResult(
                        seat: seat, card: index, isMatch: compared.isEmpty ? nil : outcome.isMatch,
                        points: outcome.points, multiplier: outcome.multiplier,
                        seenCards: seenCards,
                        pairsLeft: (session.cardCount - session.matchedCardCount) / 2,
                        // The line as it shows, whose turn it is included; nil when the choice said nothing.
                        message: message == nil ? nil : screenState.message)))
        }
        // Plain mode says the rule on a line of its own, after the result.
        if let note { report(.aside(note.spoken)) }
        if passed { report(.turn(seat: session.currentSeat)) }
        tellGuest(seat: seat, card: index, outcome: outcome, passed: passed)
        // The daily's first card uses up the day's try: filed now, so no way out leaves it unfiled.
        if !outcome.isIgnored { fileStartedDaily() }
        // The first game's help was offered: a card turned marks it seen, once.
        if !outcome.isIgnored, visitToMark {
            visitToMark = false
            settings.scoreKeeper?.markVisited()
        }
        // Filed last, so that the daily's last turn is in its share.
        if !outcome.isIgnored, session.isOver { recordFinishedGame() }
    }

    /// Adds whose turn it is now to the line under the board, after a choice that passed the turn.
    private func announceTurn() {
        let seat = session.seats[session.currentSeat]
        let yours = session.currentSeat == yourSeat
        let turn = yours ? ChoiceText.yourTurn.text() : ChoiceText.playersTurn.text(seat.shownName)
        let message = screenState.message
        screenState.message = ChoiceMessage(
            text: (message.map { $0.text + " · " } ?? "") + turn,
            asciiText: (message.map { $0.asciiText + " - " } ?? "") + turn,
            // Plain mode says whose turn it is on a line of its own.
            spoken: message?.spoken, turnSeat: yours ? nil : session.currentSeat)
    }

    /// Starts the flip of the card the choice turned up, and the flash of a match.
    private func startAnimation(for outcome: ChoiceOutcome) {
        let now = clock.now
        screenState.animationTime = now
        screenState.animation = CardAnimation(
            flippingCard: outcome.turnedUp?.card, flashingCards: outcome.matchedCards ?? [], startedAt: now)
    }
}
