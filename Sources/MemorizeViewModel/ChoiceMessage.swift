import MemoryGame

/// One line telling the player what their last choice did: in Unicode and in plain ASCII under the
/// board, and in words for plain mode.
package struct ChoiceMessage: Hashable, Sendable {
    /// The line where Unicode can be drawn (faces as emoji).
    package var text: String
    /// The line for an ASCII terminal (faces as their stand-in letters).
    package var asciiText: String
    /// The line plain mode reads out: faces by name, points in words, and what is left
    /// (`No match. Minus 1: ghost was seen. 6 pairs left.`).
    package var spoken: String
    /// The seat whose name ends both lines in `NAME's turn`, after a choice that passed the turn; nil
    /// when they end otherwise. A narrow screen shortens that name, not the verb after it.
    package var turnSeat: Int?

    /// A message; `spoken` defaults to `text`.
    package init(text: String, asciiText: String, spoken: String? = nil, turnSeat: Int? = nil) {
        self.text = text
        self.asciiText = asciiText
        self.spoken = spoken ?? text
        self.turnSeat = turnSeat
    }

    /// The line for a terminal that can, or cannot, draw Unicode.
    package func text(unicode: Bool) -> String { unicode ? text : asciiText }
}

/// What a choice looked like on the board, for a variant to describe.
package struct ChoiceContext {
    /// The card chosen.
    package var index: Int
    /// What the choice did.
    package var outcome: ChoiceOutcome
    /// How many cards the board has.
    package var cardCount: Int
    /// The face of a card that is face up or finished, or that this choice turned down; nil for any
    /// other card, whose face the player has not just seen.
    package var face: (Int) -> CardFace?
    /// What the player sees of each card now.
    package var state: (Int) -> CardState

    package init(
        index: Int, outcome: ChoiceOutcome, cardCount: Int, face: @escaping (Int) -> CardFace?,
        state: @escaping (Int) -> CardState
    ) {
        self.index = index
        self.outcome = outcome
        self.cardCount = cardCount
        self.face = face
        self.state = state
    }

    /// Whether the chosen index is a card of the board.
    package var isOnBoard: Bool { index >= 0 && index < cardCount }

    /// How the card at `index` is said in plain mode: its face's name (`ghost`, `jack of spades`).
    package func faceName(of index: Int) -> String {
        face(index)?.spokenName ?? ChoiceText.hiddenCard.text()
    }

    /// The points of the choice in words, with the multiplier of a timed game: `Plus 2`,
    /// `Minus 9, 1 times 9`, `No points`.
    package var pointsInWords: String {
        let points = outcome.points
        let words =
            points > 0
            ? ChoiceText.plusPoints.text("\(points)")
            : points < 0 ? ChoiceText.minusPoints.text("\(-points)") : ChoiceText.noPoints.text()
        guard let multiplier = outcome.multiplier, multiplier != 0, points != 0 else { return words }
        return ChoiceText.pointsTimes.text(words, "\(abs(points / multiplier))", "\(multiplier)")
    }

    /// How many cards are not matched yet.
    package var cardsLeft: Int {
        (0..<cardCount).count { !state($0).isMatched }
    }

    /// The pairs left, as plain mode says them: `5 pairs left.`, `1 pair left.`, `No pairs left.`
    package var pairsLeftInWords: String {
        let pairs = cardsLeft / 2
        return pairs == 0 ? ChoiceText.noPairsLeft.text() : ChoiceText.pairsLeft.text(count: pairs, "\(pairs)")
    }

    /// How the card at `index` is written in a message: its face, which every card a message names
    /// shows; a question mark stands in should one be face down.
    package func faceText(of index: Int, unicode: Bool) -> String {
        guard let face = face(index) else { return "?" }
        return unicode ? face.text : face.asciiText
    }
}

extension GameVariant {
    /// The message of a pairs game under seen-card scoring: `Match! +2`, `No match (−1: 🎃 was seen)`,
    /// and, for a choice that did nothing, why.
    package func message(for choice: ChoiceContext) -> ChoiceMessage? {
        func faceList(_ cards: [Int], unicode: Bool) -> String {
            ChoiceText.list(cards.map { choice.faceText(of: $0, unicode: unicode) })
        }
        func both(spoken: String, _ make: (Bool) -> String) -> ChoiceMessage {
            ChoiceMessage(text: make(true), asciiText: make(false), spoken: spoken)
        }
        let outcome = choice.outcome
        let number = "\(choice.index + 1)"
        if outcome.isIgnored {
            guard choice.isOnBoard else { return nil }
            let state = choice.state(choice.index)
            if state.isMatched {
                return both(spoken: ChoiceText.alreadyMatchedSpoken.text(number, choice.faceName(of: choice.index))) {
                    ChoiceText.alreadyMatched.text(faceList([choice.index], unicode: $0))
                }
            }
            if state.isFaceUp {
                return faceUpRefusal(for: choice)
            }
            return nil
        }
        if outcome.matchedCards != nil {
            return both(spoken: ChoiceText.matchSpoken.text(choice.pointsInWords, choice.pairsLeftInWords)) {
                ChoiceText.match.text(change(outcome, unicode: $0))
            }
        }
        guard let mismatched = outcome.mismatchedCards else { return nil }
        let seen = mismatched.filter { choice.state($0).hasBeenSeen }
        guard !seen.isEmpty, outcome.points != 0 else {
            return both(spoken: ChoiceText.noMatchSpoken.text(choice.pairsLeftInWords)) { _ in ChoiceText.noMatch.text()
            }
        }
        let seenNames = ChoiceText.list(seen.map(choice.faceName(of:)))
        let spoken = ChoiceText.noMatchSeenSpoken.text(
            count: seen.count, choice.pointsInWords, seenNames, choice.pairsLeftInWords)
        if outcome.multiplier != nil {
            return both(spoken: spoken) {
                ChoiceText.noMatchSeenTimed.text(
                    count: seen.count, change(outcome, unicode: $0), faceList(seen, unicode: $0))
            }
        }
        return both(spoken: spoken) {
            ChoiceText.noMatchSeen.text(
                count: seen.count, NumberText.signed(outcome.points, unicode: $0), faceList(seen, unicode: $0))
        }
    }
}

extension GameVariant {
    /// Why a face-up card cannot be chosen, and exactly what to choose instead: a face-down card,
    /// named, since a listener cannot glance at the board. After a solo mismatch both cards stay up
    /// (SPEC §1: only a face-down card starts a turn), which a player who remembers the chosen card's
    /// partner does not expect, so that case also says the card can be chosen once it turns down.
    fileprivate func faceUpRefusal(for choice: ChoiceContext) -> ChoiceMessage {
        let index = choice.index
        let number = "\(index + 1)"
        let name = choice.faceName(of: index)
        let suggestion = choice.faceDownCard(after: index).map { "\($0 + 1)" }
        let faceUp = (0..<choice.cardCount).count { choice.state($0).isFaceUp && !choice.state($0).isMatched }
        func both(spoken: String, _ make: (String) -> String) -> ChoiceMessage {
            ChoiceMessage(
                text: make(choice.faceText(of: index, unicode: true)),
                asciiText: make(choice.faceText(of: index, unicode: false)), spoken: spoken)
        }
        guard faceUp >= 2 else {
            let spoken =
                suggestion.map { ChoiceText.faceUpSpokenSuggesting.text(number, name, $0) }
                ?? ChoiceText.faceUpSpoken.text(number, name)
            return both(spoken: spoken) { ChoiceText.faceUp.text($0) }
        }
        let spoken =
            suggestion.map { ChoiceText.stillUpSpokenSuggesting.text(number, name, $0) }
            ?? ChoiceText.stillUpSpoken.text(number, name)
        return both(spoken: spoken) { ChoiceText.stillUp.text($0) }
    }
}

extension ChoiceContext {
    /// The first face-down card after `index` in reading order, going round to the first row: the one
    /// a refusal names. Nil when every other card is up or matched.
    func faceDownCard(after index: Int) -> Int? {
        guard cardCount > 0 else { return nil }
        return (1..<cardCount).lazy.map { (index + $0) % cardCount }.first {
            let state = state($0)
            return !state.isFaceUp && !state.isMatched
        }
    }
}

/// The change a choice made to the score, as the score shows it: `+2`, and in a timed game the
/// points before the bonus and its multiplier too, `+20 (2 ×10)` (`x10` in ASCII).
func change(_ outcome: ChoiceOutcome, unicode: Bool) -> String {
    let total = NumberText.signed(outcome.points, unicode: unicode)
    guard let multiplier = outcome.multiplier, multiplier != 0 else { return total }
    let base = NumberText.plain(outcome.points / multiplier, unicode: unicode)
    return "\(total) (\(base) \(unicode ? "×" : "x")\(multiplier))"
}
