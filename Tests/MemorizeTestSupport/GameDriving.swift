import MemorizeApp
import MemorizeSetup
import MemorizeViewModel
import MemoryGame
import ScreenKit
import Synchronization

extension GameViewModel {
    /// A key pressed on the grid: the intent the grid presenter sends for it on the screen showing,
    /// through the key table; nothing for what is not a key (a resize).
    package func press(_ event: InputEvent) {
        if let intent = GridInput.intent(forKey: event, in: mode, noticeShows: showsNotice) {
            send(.intent(intent))
        }
    }

    /// A click on something the grid drew, as the grid presenter sends it.
    package func click(_ target: ClickTarget) {
        send(.pointed(GridInput.intent(for: target)))
    }
}

/// A variant that keeps the faces of every game it deals, for a test that must know the board (the
/// view model and its session never tell a face-down card). It plays exactly as the variant it wraps.
package struct RecordingVariant: WrappingVariant {
    /// The faces of each deal, in order; shared by every copy of the variant.
    package final class Log: Sendable {
        private let deals = Mutex<[[CardFace]]>([])

        /// The faces of the last deal, in board order; empty before the first.
        package var last: [CardFace] { deals.withLock { $0.last ?? [] } }
        /// How many games were dealt.
        package var count: Int { deals.withLock { $0.count } }

        func append(_ faces: [CardFace]) {
            deals.withLock { $0.append(faces) }
        }
    }

    /// The variant that deals.
    package let base: any GameVariant
    package let log = Log()

    package init(_ base: any GameVariant) {
        self.base = base
    }

    package var name: String { base.name }
    package var cardBack: [TerminalColor] { base.cardBack }
    package var notice: String? { base.notice }
    package var ruleSet: RuleSet { base.ruleSet }
    package var preview: VariantPreview { base.preview }
    package var countsPairs: Bool { base.countsPairs }
    package var hasDifferentPairs: Bool { base.hasDifferentPairs }
    package var finishedHeadline: String { base.finishedHeadline }
    package func finishedHeadline(cardsLeft: Int) -> String { base.finishedHeadline(cardsLeft: cardsLeft) }
    package var isTimed: Bool { base.isTimed }

    package func deal(using generator: inout SplitMix64) -> DealtGame {
        let dealt = base.deal(using: &generator)
        log.append(dealt.faces)
        return dealt
    }

    package func message(for choice: ChoiceContext) -> ChoiceMessage? { base.message(for: choice) }
    package func scoringHelp(cardCount: Int) -> [String] { base.scoringHelp(cardCount: cardCount) }
}

/// The variant inside any recording wrapper.
package func unwrapped(_ variant: any GameVariant) -> any GameVariant {
    (variant as? RecordingVariant)?.base ?? variant
}

/// The faces `variant` deals from `seed`, as `--seed` deals them again.
package func faces(of variant: any GameVariant, dealtFrom seed: UInt64) -> [CardFace] {
    var dealer = SplitMix64(seed: seed)
    return variant.deal(using: &dealer).faces
}
