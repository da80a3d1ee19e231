import MemorizeSetup
import MemorizeText
import MemoryGame
import ScreenKit

/// Matchismo, the older course game, as a game to play: cards of a shuffled 52-card deck, matched by
/// rank or suit (SPEC §4). Served by the same view model, renderer and loop as the emoji themes.
package struct MatchismoVariant: GameVariant {
    /// How many cards a game deals, 2 to 52.
    package let cardCount: Int

    package init(cardCount: Int = 12) {
        // The deck's size without building the deck, which a game of a theme never needs.
        self.cardCount = min(max(cardCount, 2), PlayingCard.Suit.allCases.count * PlayingCard.ranks.count)
    }

    package var name: String { "Matchismo" }

    package var replayArguments: [String] {
        ["--mode", "matchismo"] + (cardCount == RuleSet.defaultMatchismoCards ? [] : ["--cards", "\(cardCount)"])
    }

    package var cardBack: [TerminalColor] { [.blue, .magenta] }

    package var notice: String? { nil }

    package var ruleSet: RuleSet { .matchismo(cards: cardCount) }

    package var countsPairs: Bool { false }

    package var finishedHeadline: String { SummaryText.noMoreMatches.text() }

    /// A board cleared and a board stuck end alike, so the headline says which it was.
    package func finishedHeadline(cardsLeft: Int) -> String {
        switch cardsLeft {
        case 0: SummaryText.allCardsMatched.text()
        case 1: SummaryText.oneCardLeft.text()
        default: SummaryText.cardsLeftAmong.text("\(cardsLeft)")
        }
    }

    package var preview: VariantPreview {
        VariantPreview(sample: "A♠ K♥ 10♦ 7♣", size: SpokenText.count(cardCount, .card))
    }

    package func deal(using generator: inout SplitMix64) -> DealtGame {
        let game = MatchismoGame(cardCount: cardCount, using: &generator)
        let faces = game.cards.map { card in
            CardFace(
                text: card.content.description, asciiText: card.content.asciiDescription,
                color: card.content.suit.isRed ? .red : .default, name: CardNameText.name(of: card.content))
        }
        return DealtGame(game: game, faces: faces)
    }

    /// The original app's result label, with the change the score shows (the cost of the choice
    /// included, and in a timed game the multiplier): `Matched J♥ J♠: +15`, `6♦ 2♣ don't match: −3`,
    /// `Chose A♠: −1`.
    package func message(for choice: ChoiceContext) -> ChoiceMessage? {
        func both(spoken: String, _ make: (Bool) -> String) -> ChoiceMessage {
            ChoiceMessage(text: make(true), asciiText: make(false), spoken: spoken)
        }
        func names(_ cards: [Int], _ unicode: Bool) -> String {
            cards.map { choice.faceText(of: $0, unicode: unicode) }.joined(separator: " ")
        }
        func spokenNames(_ cards: [Int]) -> String {
            ChoiceText.list(cards.map(choice.faceName(of:)))
        }
        let cardsLeft = ChoiceText.cardsLeft.text(count: choice.cardsLeft, "\(choice.cardsLeft)")
        let outcome = choice.outcome
        guard !outcome.isIgnored else {
            guard choice.isOnBoard, choice.state(choice.index).isMatched else { return nil }
            let spoken = ChoiceText.matchismoAlreadyMatchedSpoken.text(
                "\(choice.index + 1)", choice.faceName(of: choice.index))
            return both(spoken: spoken) { ChoiceText.matchismoAlreadyMatched.text(names([choice.index], $0)) }
        }
        if let matched = outcome.matchedCards {
            return both(spoken: ChoiceText.matchedSpoken.text(spokenNames(matched), choice.pointsInWords, cardsLeft)) {
                ChoiceText.matched.text(names(matched, $0), change(outcome, unicode: $0))
            }
        }
        if let mismatched = outcome.mismatchedCards {
            let spoken = ChoiceText.dontMatchSpoken.text(spokenNames(mismatched), choice.pointsInWords, cardsLeft)
            return both(spoken: spoken) {
                ChoiceText.dontMatch.text(names(mismatched, $0), change(outcome, unicode: $0))
            }
        }
        if outcome.points != 0 {
            return both(spoken: ChoiceText.choseSpoken.text(choice.pointsInWords)) {
                ChoiceText.chose.text(names([choice.index], $0), change(outcome, unicode: $0))
            }
        }
        return both(spoken: ChoiceText.putBackSpoken.text(spokenNames([choice.index]))) {
            ChoiceText.putBack.text(names([choice.index], $0))
        }
    }

    /// A mismatch turns the earlier card back and leaves the new one chosen, unlike a pairs game:
    /// `J♣ turned back; 10♥ stays chosen`.
    package func ruleNote(for choice: ChoiceContext) -> ChoiceMessage? {
        guard let mismatched = choice.outcome.mismatchedCards,
            let earlier = mismatched.first(where: { $0 != choice.index })
        else { return nil }
        func line(_ unicode: Bool) -> String {
            ChoiceText.turnedBack.text(
                choice.faceText(of: earlier, unicode: unicode), choice.faceText(of: choice.index, unicode: unicode))
        }
        return ChoiceMessage(
            text: line(true), asciiText: line(false),
            spoken: ChoiceText.turnedBackSpoken.text(choice.faceName(of: earlier), choice.faceName(of: choice.index)))
    }

    package func scoringHelp(cardCount: Int) -> [String] {
        [
            SummaryText.matchismoCosts.text(),
            SummaryText.matchismoMismatch.text(),
            // The rule a newcomer misses: the board shows it once, the help always.
            SummaryText.matchismoTurnBack.text(),
        ]
    }
}
