import MemorizeSetup
import MemorizeTable
import MemorizeText
import MemoryGame
import ScreenKit

/// The guest's copy of a game the host deals and judges (`--join`): it knows no face and decides
/// nothing. Each choice the host reports is told to it first (`expect`), and `choose` then gives back
/// the host's outcome, so the guest's view model plays it through the same path as a local choice.
struct MirroredGame: CardGame {
    private var states: [CardState]
    private(set) var score = 0
    private(set) var flipCount = 0
    private(set) var isOver = false
    /// The host's outcome for the next choice, of this card, and whether it passed the turn.
    private var expected: (card: Int, outcome: ChoiceOutcome, passes: Bool, state: TableState)?
    /// Whether the last choice passed the turn, as the host said.
    private var passedTurn = false
    /// Whether the host scores the game timed: the bonus bar then runs here from each choice told.
    private let isTimed: Bool
    /// When the last choice was told here; the host's own time differs by the trip, a fraction of a
    /// second, which the bar may show but the points never take (the host counts them).
    private var lastChoiceTime: Duration?

    /// A board of `cardCount` cards, all face down, timed or not.
    init(cardCount: Int, timed: Bool = false) {
        states = Array(repeating: CardState(isFaceUp: false, isMatched: false, hasBeenSeen: false), count: cardCount)
        isTimed = timed
    }

    var cardCount: Int { states.count }

    func state(ofCardAt index: Int) -> CardState { states[index] }

    var matchedCardCount: Int { states.count { $0.isMatched } }

    /// Takes the host's word for the next choice of `card`: its outcome, and the table after it.
    mutating func expect(card: Int, outcome: ChoiceOutcome, passes: Bool, state: TableState) {
        expected = (card, outcome, passes, state)
    }

    /// Sets the table as the host says it is (on joining, or coming back).
    mutating func take(_ state: TableState) {
        for index in states.indices {
            let bits = index < state.cards.count ? state.cards[index] : 0
            states[index] = CardState(isFaceUp: bits & 1 != 0, isMatched: bits & 2 != 0, hasBeenSeen: bits & 4 != 0)
        }
        score = state.score
        flipCount = state.flips
        isOver = state.over
    }

    /// The outcome the host reported for `index`; any other choice is ignored, as it decides nothing.
    mutating func choose(cardAt index: Int, at time: Duration) -> ChoiceOutcome {
        guard let expected, expected.card == index else { return .ignored }
        self.expected = nil
        take(expected.state)
        passedTurn = expected.passes
        lastChoiceTime = time
        return expected.outcome
    }

    func passesTurn(after outcome: ChoiceOutcome) -> Bool { passedTurn }

    func timeBonus(at time: Duration) -> TimeBonus.Standing? {
        guard isTimed, !isOver else { return nil }
        return lastChoiceTime.map { TimeBonus.standing(at: time, since: $0) }
    }
}

/// A game the host deals, as the guest plays it: named, sized and ruled as the host's board says,
/// its messages those of the same rules, its cards mirrored (`MirroredGame`).
struct TableVariant: GameVariant {
    let board: TableBoard
    /// The variant whose lines and help the board's rules share.
    private let rules: any GameVariant

    /// The variant of `board`, its size kept within what the protocol can list and its name safe to show.
    init(_ board: TableBoard) {
        var board = board
        board.cards = min(max(board.cards, 1), TableLimits.maximumCards)
        board.name = GameViewModel.shown(board.name, limit: 40)
        self.board = board
        rules = board.matchismo ? MatchismoVariant(cardCount: board.cards) : PairsRules()
    }

    var name: String { board.name }
    var cardBack: [TerminalColor] {
        let colors = board.back.prefix(2).map(TerminalColor.init(tableNumber:))
        return colors.isEmpty ? [.blue] : colors
    }
    var notice: String? { nil }
    var ruleSet: RuleSet { rules.ruleSet }
    var isTimed: Bool { board.timed }
    var countsPairs: Bool { rules.countsPairs }
    var hasDifferentPairs: Bool { board.differentPairs }
    var finishedHeadline: String {
        board.differentPairs ? SummaryText.allPairsFoundDifferent.text() : rules.finishedHeadline
    }
    func finishedHeadline(cardsLeft: Int) -> String { rules.finishedHeadline(cardsLeft: cardsLeft) }
    var preview: VariantPreview {
        VariantPreview(sample: "", size: SpokenText.count(board.cards, .card))
    }
    /// Only the host's game can be dealt again.
    var replayArguments: [String] { [] }

    func deal(using generator: inout SplitMix64) -> DealtGame {
        DealtGame(
            game: MirroredGame(cardCount: board.cards, timed: board.timed),
            faces: Array(repeating: CardFace(text: "?", asciiText: "?"), count: board.cards))
    }

    func message(for choice: ChoiceContext) -> ChoiceMessage? { rules.message(for: choice) }

    func scoringHelp(cardCount: Int) -> [String] {
        var help = rules.scoringHelp(cardCount: cardCount)
        // The host names no pair before it is found, so the rule comes without an example.
        if board.differentPairs, let first = help.first { help[0] = SummaryText.differentPairs.text(first) }
        return board.timed ? [help.first ?? "", SummaryText.timedRules.text()] : help
    }

    /// The pairs rules' lines and help, which every emoji theme shares.
    private struct PairsRules: GameVariant {
        var name: String { "" }
        var cardBack: [TerminalColor] { [] }
        var notice: String? { nil }
        var preview: VariantPreview { VariantPreview(sample: "", size: "") }
        func deal(using generator: inout SplitMix64) -> DealtGame {
            DealtGame(game: MirroredGame(cardCount: 0), faces: [])
        }
    }
}

extension TerminalColor {
    /// The color as a number on the wire: 0 the default, 0x100 + n a basic color, 0x10000 + fallback × 256
    /// + n an entry of the palette.
    var tableNumber: Int {
        switch self {
        case .default: 0
        case .basic(let index): 0x100 + Int(index)
        case .palette(let index, let fallback): 0x10000 + Int(fallback) << 8 + Int(index)
        }
    }

    /// The color a number on the wire names; the default for a number that names none.
    init(tableNumber number: Int) {
        switch number {
        case 0x100..<0x108: self = .basic(UInt8(number - 0x100))
        case 0x10000..<0x20000 where (number >> 8) & 0xFF < 8:
            self = .palette(UInt8(number & 0xFF), fallback: UInt8((number >> 8) & 0xFF))
        default: self = .default
        }
    }
}
