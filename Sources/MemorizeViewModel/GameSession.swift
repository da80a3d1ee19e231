import MemoryGame
import Observation

/// One game being played and everything that belongs to it rather than to the screen: the variant
/// it was dealt from, the faces, the clock, the players' scores and the best scores of the run.
///
/// It knows the game only as a `CardGame`, so emoji pairs and playing cards are served alike, and
/// it learns what a choice did from the game's `ChoiceOutcome` instead of comparing boards. Time
/// comes from the injected `GameClock`; randomness from the injected generator.
@Observable
public final class GameSession {
    /// The variant the game on the board was dealt from.
    public private(set) var variant: any GameVariant
    /// How each card looks face up, in board order.
    public private(set) var faces: [CardFace]
    /// Counts deals, so that whoever lays out the board can tell a new deal from the same one.
    public private(set) var dealNumber = 0
    /// The seed this game was dealt with: `--seed` with this variant deals the same board again.
    public private(set) var dealSeed: UInt64
    /// What the last choice did, or nil before the first choice of a game.
    public private(set) var lastOutcome: ChoiceOutcome?
    /// Each player's points in this game; one entry per player.
    public private(set) var playerScores: [Int]
    /// The player whose turn it is, an index into `playerScores`.
    public private(set) var currentPlayer = 0
    /// Whole seconds from the game's first choice to now, or to its end.
    public private(set) var elapsedSeconds = 0
    /// The best score of each variant (by name) in this run, for one-player games.
    public private(set) var bestScores: [String: Int] = [:]
    /// In a timed game with one unmatched card face up: the card and the tenths of a second of bonus
    /// left (100 down to 0); nil when no bonus bar runs.
    public private(set) var bonusBar: BonusBar?

    /// The bonus left for the face-up card of a timed game.
    public struct BonusBar: Equatable, Sendable {
        public var card: Int
        public var tenthsLeft: Int
    }

    private var game: any CardGame
    /// The clock reading at the game's first choice, moved later by every pause; nil before it.
    private var startedAt: Duration?
    /// When the clock was stopped (help, picker, pause), or nil while it runs.
    private var stoppedAt: Duration?
    /// All the time the clock was stopped or the process suspended during this game: the game is
    /// told the time of a choice without it, so a pause costs no timed bonus either.
    private var timeLeftOut: Duration = .zero
    @ObservationIgnored private var generator: AnyRandomNumberGenerator
    @ObservationIgnored private let clock: any GameClock

    /// Deals a first game of `variant`.
    ///
    /// - Parameters:
    ///   - variant: What to deal.
    ///   - players: How many players take turns; a mismatch passes the turn. At least one.
    ///   - generator: The source of every random choice of the session: the seed of each deal, and
    ///     random variants.
    ///   - firstSeed: The seed of the first deal, when it must be a given one (`--seed`); by default it
    ///     too comes from `generator`.
    ///   - clock: Where the time of each choice is read.
    public init(
        variant: any GameVariant, players: Int = 1, generator: some RandomNumberGenerator, firstSeed: UInt64? = nil,
        clock: any GameClock
    ) {
        var generator = AnyRandomNumberGenerator(generator)
        let seed = firstSeed ?? generator.next()
        let dealt = Self.deal(variant, seed: seed)
        dealSeed = seed
        self.variant = variant
        game = dealt.game
        faces = dealt.faces
        playerScores = Array(repeating: 0, count: max(players, 1))
        self.generator = generator
        self.clock = clock
    }

    // MARK: - Reading

    /// How many cards are on the board.
    public var cardCount: Int { game.cardCount }

    /// What the player sees of the card at `index`.
    public func state(ofCardAt index: Int) -> CardState { game.state(ofCardAt: index) }

    /// The game's score.
    public var score: Int { game.score }

    /// How many choices turned a card up.
    public var flipCount: Int { game.flipCount }

    /// How many cards are matched.
    public var matchedCardCount: Int { game.matchedCardCount }

    /// Whether the game has ended.
    public var isOver: Bool { game.isOver }

    /// Whether the clock counts: from the game's first choice until it is over, except while stopped.
    public var isClockRunning: Bool { startedAt != nil && !game.isOver && stoppedAt == nil }

    /// Whether a game is under way: at least one card turned and not over. Leaving it loses it.
    public var isInProgress: Bool { game.flipCount > 0 && !game.isOver }

    /// When what is shown next changes with time (the seconds, or a bonus bar every tenth of a
    /// second), on the clock's timeline; nil while nothing does.
    public var nextDeadline: Duration? {
        guard isClockRunning, let startedAt else { return nil }
        let second = startedAt + .seconds(elapsedSeconds + 1)
        guard let bonusBar, bonusBar.tenthsLeft > 0, let timed = game as? any TimedCardGame,
            let last = timed.lastChoiceTime
        else { return second }
        return min(second, last + timeLeftOut + .milliseconds(100 * (100 - bonusBar.tenthsLeft + 1)))
    }

    /// A random pick from `options`, from the session's generator (for a random next variant).
    public func randomElement<T>(of options: [T]) -> T? {
        options.randomElement(using: &generator)
    }

    // MARK: - Changes

    /// Chooses the card at `index` at the clock's current time.
    ///
    /// The first choice that changes the board starts the clock; the one that ends the game stops it
    /// and records the best score. Points go to the current player, and a mismatch passes the turn.
    /// - Returns: What the choice did; `.ignored` changes nothing, not even the clock.
    @discardableResult
    public func choose(cardAt index: Int) -> ChoiceOutcome {
        guard index >= 0, index < game.cardCount else { return .ignored }
        let now = clock.now
        // On a copy: a choice the rules ignore must not even look like a change to observers.
        var next = game
        let outcome = next.choose(cardAt: index, at: now - timeLeftOut)
        guard !outcome.isIgnored else { return outcome }
        game = next
        if startedAt == nil { startedAt = now }
        lastOutcome = outcome
        playerScores[currentPlayer] += outcome.points
        if outcome.mismatchedCards != nil { currentPlayer = (currentPlayer + 1) % playerScores.count }
        updateElapsedSeconds(at: now)
        if game.isOver, playerScores.count == 1 {
            bestScores[variant.name] = max(bestScores[variant.name] ?? game.score, game.score)
        }
        return outcome
    }

    /// Deals a fresh game of `variant` from a fresh seed, with the clock and the scores at zero.
    public func deal(_ variant: any GameVariant) {
        let seed = generator.next()
        let dealt = Self.deal(variant, seed: seed)
        dealSeed = seed
        self.variant = variant
        game = dealt.game
        faces = dealt.faces
        dealNumber += 1
        lastOutcome = nil
        bonusBar = nil
        playerScores = Array(repeating: 0, count: playerScores.count)
        currentPlayer = 0
        startedAt = nil
        stoppedAt = nil
        timeLeftOut = .zero
        elapsedSeconds = 0
    }

    /// Brings the shown seconds up to `now`. Observers hear of it only when they change.
    public func tick(now: Duration) {
        guard isClockRunning else { return }
        updateElapsedSeconds(at: now)
    }

    /// Stops the clock at `now` (help, the theme picker or a pause is showing); a stopped clock stays
    /// stopped.
    public func stopClock(at now: Duration) {
        guard stoppedAt == nil else { return }
        if startedAt != nil { updateElapsedSeconds(at: now) }
        stoppedAt = now
    }

    /// Starts a stopped clock again at `now`: the time it was stopped does not count.
    public func restartClock(at now: Duration) {
        guard let stoppedAt else { return }
        self.stoppedAt = nil
        if let startedAt { self.startedAt = startedAt + max(.zero, now - stoppedAt) }
        timeLeftOut += max(.zero, now - stoppedAt)
    }

    /// Leaves out `duration` during which the process was suspended (Ctrl-Z), as if the clock had been
    /// stopped meanwhile.
    public func leaveOut(_ duration: Duration) {
        guard let startedAt, !game.isOver, stoppedAt == nil, duration > .zero else { return }
        self.startedAt = startedAt + duration
        timeLeftOut += duration
    }

    /// Each deal has its own seed, so that any game of a run can be dealt again with `--seed`.
    private static func deal(_ variant: any GameVariant, seed: UInt64) -> DealtGame {
        var dealer = AnyRandomNumberGenerator(SplitMix64(seed: seed))
        return variant.deal(using: &dealer)
    }

    private func updateElapsedSeconds(at now: Duration) {
        if let startedAt { elapsedSeconds = max(Int((now - startedAt).components.seconds), 0) }
        updateBonusBar(at: now)
    }

    /// A bar runs in a timed game while exactly one unmatched card is face up: the card waiting for
    /// its partner, whose points the bonus multiplies.
    private func updateBonusBar(at now: Duration) {
        guard let timed = game as? any TimedCardGame, let last = timed.lastChoiceTime, !game.isOver else {
            bonusBar = nil
            return
        }
        let waiting = (0..<game.cardCount).filter {
            let state = game.state(ofCardAt: $0)
            return state.isFaceUp && !state.isMatched
        }
        guard waiting.count == 1, let card = waiting.first else {
            bonusBar = nil
            return
        }
        let tenths = Int(Double((now - timeLeftOut - last) / .milliseconds(100)).rounded(.down))
        bonusBar = BonusBar(card: card, tenthsLeft: max(0, 100 - tenths))
    }
}
