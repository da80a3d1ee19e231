import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import Observation
import ScreenKit
import Synchronization
import Testing

/// Records whether an observation's `onChange` ran; safe to set from any thread.
final class ChangeFlag: Sendable {
    private let state = Mutex(false)

    func set() {
        state.withLock { $0 = true }
    }

    var isSet: Bool {
        state.withLock { $0 }
    }
}

extension Theme {
    /// The same faces under another name and color.
    func renamed(_ name: String, color: Theme.Color) -> Theme {
        Theme(name: name, emojis: emojis, pairs: pairs, color: color)
    }
}

enum Fixtures {
    static let animals = Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭"], color: .named("orange"))
    static let fruit = Theme(name: "Fruit", emojis: ["🍎", "🍌", "🍇", "🍉", "🍒"], pairs: .fixed(5), color: .named("red"))
    static let sports = Theme(name: "Sports", emojis: ["⚽", "🏀"], color: .gradient("blue", "Cyan"))
    static let mystery = Theme(name: "Mystery", emojis: ["❓", "❔"], color: .named("plaid"))
    static let themes = [animals, fruit, sports, mystery]

    /// The seed most tests deal with.
    static let seed: UInt64 = 7
}

/// A view model over the fixture themes, with its test clock.
func makeGame(
    theme: Theme = Fixtures.animals, themes: [Theme] = Fixtures.themes, seed: UInt64 = Fixtures.seed
) -> (GameViewModel, TestClock) {
    let clock = TestClock()
    let game = GameViewModel(themes: themes, theme: theme, generator: SplitMix64(seed: seed), clock: clock)
    return (game, clock)
}

/// Checks that `faces` is a deal of `theme`: `pairs` of its emoji, each on exactly two cards.
func expectDeal(
    _ faces: [String], of theme: Theme, pairs: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(faces.count == 2 * pairs, sourceLocation: sourceLocation)
    let counts = Dictionary(faces.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(counts.values.allSatisfy { $0 == 2 }, "each face on one pair", sourceLocation: sourceLocation)
    #expect(Set(faces).isSubset(of: theme.emojis), "faces from the theme", sourceLocation: sourceLocation)
}

/// The board positions of each face, from the seeded deal.
func positions(in screen: GameScreen) -> [String: [Int]] {
    var positions: [String: [Int]] = [:]
    for (index, card) in screen.cards.enumerated() {
        positions[card.face, default: []].append(index)
    }
    return positions
}

/// Two positions that hold the same face.
func matchingPair(in screen: GameScreen, face: String? = nil) -> (Int, Int) {
    let pairs = positions(in: screen)
    let chosen = face ?? screen.cards[0].face
    let indices = pairs[chosen]!
    return (indices[0], indices[1])
}

/// Two positions that hold different faces.
func mismatchedPair(in screen: GameScreen) -> (Int, Int) {
    let first = screen.cards[0].face
    let other = screen.cards.firstIndex { $0.face != first }!
    return (0, other)
}

/// Matches every pair not yet matched, reading the dealt board from the screen.
func playPerfectly(_ game: GameViewModel) {
    let cards = game.screen.cards
    let isFinished = { (index: Int) in cards[index].side == .matched || cards[index].side == .justMatched }
    for index in PerfectPlay.choices(for: cards.map(\.face), skipping: isFinished) {
        game.chooseCard(at: index)
    }
}

/// Plays a whole game with one mismatch of a seen card (−1): 1 point below perfect, 4 more flips.
func playWithPenalty(_ game: GameViewModel) {
    let (first, second) = mismatchedPair(in: game.screen)
    let partner = positions(in: game.screen)[game.screen.cards[first].face]!.first { $0 != first }!
    game.chooseCard(at: first)
    game.chooseCard(at: second)  // a mismatch of unseen cards: 0
    game.chooseCard(at: partner)  // turns both down, so `second` is seen
    game.chooseCard(at: second)  // a mismatch with one seen card: −1
    game.chooseCard(at: first)
    game.chooseCard(at: partner)  // a match: +2
    playPerfectly(game)
}

/// Whether running `action` notifies an observer of `game.screen`.
func screenChanges(_ game: GameViewModel, when action: () -> Void) -> Bool {
    let flag = ChangeFlag()
    withObservationTracking({ _ = game.screen }, onChange: { flag.set() })
    action()
    return flag.isSet
}

/// The sides of every card, for compact expectations.
func sides(_ screen: GameScreen) -> [CardView.Side] {
    screen.cards.map(\.side)
}

extension GameViewModel {
    /// The theme of the game on the board, for games dealt from emoji themes.
    var theme: Theme? { (session.variant as? ThemeVariant)?.theme }

    /// The themes the picker offers, for a view model made from emoji themes.
    var themes: [Theme] { variants.compactMap { ($0 as? ThemeVariant)?.theme } }
}
