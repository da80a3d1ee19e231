import MemorizeSetup
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

    package var finishedHeadline: String { "No more matches!" }

    /// A board cleared and a board stuck end alike, so the headline says which it was.
    package func finishedHeadline(cardsLeft: Int) -> String {
        switch cardsLeft {
        case 0: "All cards matched!"
        case 1: "No more matches: one card is left"
        default: "No more matches among the \(cardsLeft) cards left"
        }
    }

    package var preview: VariantPreview {
        VariantPreview(sample: "A♠ K♥ 10♦ 7♣", size: "\(cardCount) cards")
    }

    package func deal(using generator: inout SplitMix64) -> DealtGame {
        let game = MatchismoGame(cardCount: cardCount, using: &generator)
        let faces = game.cards.map { card in
            CardFace(
                text: card.content.description, asciiText: card.content.asciiDescription,
                color: card.content.suit.isRed ? .red : .default, name: card.content.spokenName)
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
            cards.map(choice.faceName(of:)).joined(separator: " and ")
        }
        let cardsLeft = choice.cardsLeft == 1 ? "1 card left." : "\(choice.cardsLeft) cards left."
        let outcome = choice.outcome
        guard !outcome.isIgnored else {
            guard choice.isOnBoard, choice.state(choice.index).isMatched else { return nil }
            return both(spoken: "Card \(choice.index + 1), \(choice.faceName(of: choice.index)), is already matched.") {
                "\(names([choice.index], $0)) is already matched"
            }
        }
        if let matched = outcome.matchedCards {
            return both(spoken: "Match: \(spokenNames(matched)). \(choice.pointsInWords). \(cardsLeft)") {
                "Matched \(names(matched, $0)): \(change(outcome, unicode: $0))"
            }
        }
        if let mismatched = outcome.mismatchedCards {
            return both(spoken: "No match: \(spokenNames(mismatched)). \(choice.pointsInWords). \(cardsLeft)") {
                "\(names(mismatched, $0)) don't match: \(change(outcome, unicode: $0))"
            }
        }
        if outcome.points != 0 {
            return both(spoken: "\(choice.pointsInWords) to choose.") {
                "Chose \(names([choice.index], $0)): \(change(outcome, unicode: $0))"
            }
        }
        return both(spoken: "Put \(spokenNames([choice.index])) back.") { "Put \(names([choice.index], $0)) back" }
    }

    /// A mismatch turns the earlier card back and leaves the new one chosen, unlike a pairs game:
    /// `J♣ turned back; 10♥ stays chosen`.
    package func ruleNote(for choice: ChoiceContext) -> ChoiceMessage? {
        guard let mismatched = choice.outcome.mismatchedCards,
            let earlier = mismatched.first(where: { $0 != choice.index })
        else { return nil }
        func line(_ unicode: Bool) -> String {
            "\(choice.faceText(of: earlier, unicode: unicode)) turned back; "
                + "\(choice.faceText(of: choice.index, unicode: unicode)) stays chosen"
        }
        return ChoiceMessage(
            text: line(true), asciiText: line(false),
            spoken: "\(choice.faceName(of: earlier)) turned back; \(choice.faceName(of: choice.index)) stays chosen.")
    }

    package func scoringHelp(cardCount: Int) -> [String] {
        [
            "Each choice costs 1. Same rank +16, same suit +4.",
            "A mismatch costs 2; the game ends when no two cards match.",
            // The rule a newcomer misses: the board shows it once, the help always.
            "After a mismatch the earlier card turns back; the new one stays chosen.",
        ]
    }
}
