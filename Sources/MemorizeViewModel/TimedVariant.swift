import MemorizeSetup
import MemoryGame
import ScreenKit

/// Any variant under timed bonus scoring (`--timed`, SPEC §2): the points of a match or a mismatch
/// are multiplied by `max(10 − s, 1)`, `s` the whole seconds since the previous choice.
public struct TimedVariant: GameVariant {
    /// The variant whose games are timed.
    public let base: any GameVariant

    public init(_ base: any GameVariant) {
        self.base = base
    }

    public var name: String { base.name }
    public var cardBack: [TerminalColor] { base.cardBack }
    public var notice: String? { base.notice }
    public var ruleSet: RuleSet { base.ruleSet }
    public var isTimed: Bool { true }
    public var preview: VariantPreview { base.preview }
    public var countsPairs: Bool { base.countsPairs }
    public var finishedHeadline: String { base.finishedHeadline + " (timed)" }

    public func deal(using generator: inout AnyRandomNumberGenerator) -> DealtGame {
        let dealt = base.deal(using: &generator)
        return DealtGame(game: Self.timed(dealt.game), faces: dealt.faces)
    }

    public func message(for choice: ChoiceContext) -> ChoiceMessage? {
        base.message(for: choice)
    }

    public func scoringHelp(cardCount: Int) -> [String] {
        [base.scoringHelp(cardCount: cardCount).first ?? "", "Timed: points ×(10 − seconds since your last choice)."]
    }

    /// Wraps a game of whatever concrete type in timed scoring.
    private static func timed<Game: CardGame>(_ game: Game) -> any CardGame {
        TimedScoring(game)
    }
}
