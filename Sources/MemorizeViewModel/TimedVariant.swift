import MemorizeSetup
import MemoryGame
import ScreenKit

/// Any variant under timed bonus scoring (`--timed`, SPEC §2): the points of a match or a mismatch
/// are multiplied by `max(10 − s, 1)`, `s` the whole seconds since the previous choice.
package struct TimedVariant: GameVariant {
    /// The variant whose games are timed.
    package let base: any GameVariant

    package init(_ base: any GameVariant) {
        self.base = base
    }

    package var name: String { base.name }
    package var shownName: String { base.shownName }
    package var cardBack: [TerminalColor] { base.cardBack }
    package var notice: String? { base.notice }
    package var ruleSet: RuleSet { base.ruleSet }
    package var isTimed: Bool { true }
    package var replayArguments: [String] { base.replayArguments + ["--timed"] }
    package var preview: VariantPreview { base.preview }
    package var countsPairs: Bool { base.countsPairs }
    package var hasDifferentPairs: Bool { base.hasDifferentPairs }
    package var finishedHeadline: String { base.finishedHeadline + " (timed)" }
    package func finishedHeadline(cardsLeft: Int) -> String {
        SummaryText.timedHeadline.text(base.finishedHeadline(cardsLeft: cardsLeft))
    }

    package func deal(using generator: inout SplitMix64) -> DealtGame {
        let dealt = base.deal(using: &generator)
        return DealtGame(
            game: Self.timed(dealt.game), faces: dealt.faces, hasDifferentPairs: dealt.hasDifferentPairs)
    }

    package func message(for choice: ChoiceContext) -> ChoiceMessage? {
        base.message(for: choice)
    }

    package func scoringHelp(cardCount: Int) -> [String] {
        [base.scoringHelp(cardCount: cardCount).first ?? "", SummaryText.timedRules.text()]
    }

    /// Wraps a game of whatever concrete type in timed scoring.
    private static func timed<Game: CardGame>(_ game: Game) -> any CardGame {
        TimedScoring(game)
    }
}
