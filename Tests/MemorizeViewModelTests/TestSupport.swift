import MemorizePlayers
import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import ScreenKit
import Synchronization
import Testing

@testable import MemorizeViewModel

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
    theme: Theme = Fixtures.animals, themes: [Theme] = Fixtures.themes, seed: UInt64 = Fixtures.seed,
    pairs: Int? = nil, settings: GameViewModel.Settings = GameViewModel.Settings()
) -> (GameViewModel, TestClock) {
    let clock = TestClock()
    let game = makeViewModel(
        themes: themes, theme: theme, pairs: pairs, generator: SplitMix64(seed: seed), clock: clock,
        settings: settings)
    return (game, clock)
}

/// A view model whose picker offers `themes` and whose first game is `theme`, every theme dealing
/// `pairs` pairs when given.
func makeViewModel(
    themes: [Theme], theme: Theme, pairs: Int? = nil, generator: some RandomNumberGenerator,
    firstSeed: UInt64? = nil, clock: any GameClock, settings: GameViewModel.Settings = GameViewModel.Settings()
) -> GameViewModel {
    let variants = themes.map { RecordingVariant(ThemeVariant($0, pairs: pairs)) }
    // The first game's variant is the picker's entry of the same name, so one log follows its deals.
    let first = variants.first { $0.name == theme.name } ?? RecordingVariant(ThemeVariant(theme, pairs: pairs))
    return GameViewModel(
        variants: variants, variant: first, generator: generator, firstSeed: firstSeed, clock: clock,
        settings: settings)
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

/// The faces of the game on the board, as its variant dealt them: the test's variants record their
/// deals (`RecordingVariant`), since neither the screen nor the session tells a face-down card.
func dealtFaces(of game: GameViewModel) -> [CardFace] {
    guard let recording = game.variant as? RecordingVariant else {
        Issue.record("the game's variant does not record its deals: wrap it in a RecordingVariant")
        return []
    }
    return recording.log.last
}

/// Whether the seed the summary shows deals the board that was played again, as `--seed` promises.
func summarySeedDealsTheBoard(_ game: GameViewModel) -> Bool {
    guard let seed = game.screen.summary?.seed else { return false }
    return faces(of: unwrapped(game.variant), dealtFrom: seed) == dealtFaces(of: game)
}

/// The faces of the game on the board as Unicode text, in board order.
func faces(of game: GameViewModel) -> [String] {
    dealtFaces(of: game).map(\.text)
}

/// The board positions of each face, from the seeded deal.
func positions(in game: GameViewModel) -> [String: [Int]] {
    var positions: [String: [Int]] = [:]
    for (index, face) in faces(of: game).enumerated() {
        positions[face, default: []].append(index)
    }
    return positions
}

/// Two positions that hold the same face.
func matchingPair(in game: GameViewModel, face: String? = nil) -> (Int, Int) {
    let pairs = positions(in: game)
    let chosen = face ?? faces(of: game)[0]
    let indices = pairs[chosen]!
    return (indices[0], indices[1])
}

/// Two positions that hold different faces.
func mismatchedPair(in game: GameViewModel) -> (Int, Int) {
    let faces = faces(of: game)
    let other = faces.firstIndex { $0 != faces[0] }!
    return (0, other)
}

/// Matches every pair not yet matched, knowing the deal from its seed.
func playPerfectly(_ game: GameViewModel) {
    let cards = game.screen.cards
    let isFinished = { (index: Int) in cards[index].side == .matched || cards[index].side == .justMatched }
    for index in PerfectPlay.choices(for: faces(of: game), skipping: isFinished) {
        game.click(.card(index))
    }
}

/// Plays a game against the computer to its end: the computer on the clock, the player here
/// turning the first face-down card each time (a poor memory). Stops after `limit` steps.
func playAgainstTheComputer(_ game: GameViewModel, clock: TestClock, limit: Int = 400) {
    var steps = 0
    while game.screen.mode == .playing, steps < limit {
        if game.isComputersTurn {
            // Long enough for its first card of a deal, and so for any other.
            clock.advance(by: GameViewModel.computerFirstPause)
            game.send(.clockTicked(now: clock.now))
        } else {
            game.click(.card(game.screen.cards.firstIndex { $0.side == .faceDown } ?? 0))
        }
        steps += 1
    }
}

/// Plays a whole game with one mismatch of a seen card (−1): 1 point below perfect, 4 more flips.
func playWithPenalty(_ game: GameViewModel) {
    let (first, second) = mismatchedPair(in: game)
    let partner = positions(in: game)[faces(of: game)[first]]!.first { $0 != first }!
    game.click(.card(first))
    game.click(.card(second))  // a mismatch of unseen cards: 0
    game.click(.card(partner))  // turns both down, so `second` is seen
    game.click(.card(second))  // a mismatch with one seen card: −1
    game.click(.card(first))
    game.click(.card(partner))  // a match: +2
    playPerfectly(game)
}

/// Whether running `action` notifies an observer of `game.screen`.
func screenChanges(_ game: GameViewModel, when action: () -> Void) -> Bool {
    let flag = ChangeFlag()
    let observer = game.observeScreen { _ in flag.set() }
    defer { game.stopObservingScreen(observer) }
    action()
    return flag.isSet
}

/// The events an events observer of `game` is told while `action` runs, in order.
func publishedEvents(_ game: GameViewModel, when action: () -> Void) -> [GameEvent] {
    var told: [GameEvent] = []
    let observer = game.observeEvents { told += $0 }
    defer { game.stopObserving(observer) }
    action()
    return told
}

/// The sides of every card, for compact expectations.
func sides(_ screen: GameScreen) -> [CardView.Side] {
    screen.cards.map(\.side)
}

extension GameViewModel {
    /// The theme of the game on the board, for games dealt from emoji themes.
    var theme: Theme? { (unwrapped(variant) as? ThemeVariant)?.theme }

    /// The themes the picker offers, for a view model made from emoji themes.
    var themes: [Theme] { variants.compactMap { (unwrapped($0) as? ThemeVariant)?.theme } }
}

extension GameViewModel {
    /// Plays the variant at `index` as a player does: opens the theme picker (unless it is open) and
    /// clicks its row.
    func pickThemeThroughPicker(_ index: Int) {
        if case .themePicker = screen.mode {} else { press(.character("t")) }
        click(.theme(index))
    }
}
