import MemorizePlayers
import MemoryGame

/// One game being played and everything that belongs to it rather than to the screen: the variant
/// it was dealt from, the faces, the clock, the players and the best scores of the run.
///
/// It knows the game only as a `CardGame`, so emoji pairs and playing cards are served alike, and
/// it learns what a choice did from the game's `ChoiceOutcome` instead of comparing boards. A card's
/// face is given out only while it is up or finished, and what has been shown is kept in a
/// `BoardObservation`, the one view a computer opponent gets. Time comes from the injected `GameClock`; randomness from the
/// injected generator.
package final class GameSession {
    /// The variant the game on the board was dealt from.
    package private(set) var variant: any GameVariant
    /// Counts deals, so that whoever lays out the board can tell a new deal from the same one.
    package private(set) var dealNumber = 0
    /// The seed this game was dealt with: `--seed` with this variant deals the same board again.
    package private(set) var dealSeed: UInt64
    /// What the last choice did, or nil before the first choice of a game.
    package private(set) var lastOutcome: ChoiceOutcome?
    /// The players, in turn order, with their points and pairs in this game.
    package private(set) var players: [PlayerStanding]
    /// The player whose turn it is, an index into `players`.
    package private(set) var currentPlayer = 0
    /// Whole seconds from the game's first choice to now, or to its end.
    package private(set) var elapsedSeconds = 0
    /// The best score of each variant (by name) in this run, for one-player games.
    package private(set) var bestScores: [String: Int] = [:]
    /// In a timed game with one unmatched card face up: that card and the bonus left; nil when no
    /// bonus bar runs.
    package private(set) var bonusBar: BonusBar?

    /// The bonus left for the card waiting for its partner in a timed game.
    package struct BonusBar: Equatable, Sendable {
        /// The card waiting for its partner.
        package var card: Int
        /// Where the bonus stands, from the game's own rules.
        package var standing: TimeBonus.Standing
    }

    /// The game itself, chosen on in place: a choice must not copy the board.
    private var game: any CardGame
    /// How each card looks face up, in board order. Only the `face(ofCardAt:)` lookups read it, for a
    /// card that is up or finished (or was just turned down).
    private var faces: [CardFace]
    /// Everything shown face up in this game, and nothing else: what a computer opponent sees.
    package private(set) var observation: BoardObservation
    /// The clock reading at the game's first choice, moved later by every pause; nil before it.
    private var startedAt: Duration?
    /// When the clock was stopped (help, picker, pause), or nil while it runs.
    private var stoppedAt: Duration?
    /// All the time the clock was stopped or the process suspended during this game: the game is
    /// told the time of a choice without it, so a pause costs no timed bonus either.
    private var timeLeftOut: Duration = .zero
    private var generator: AnyRandomNumberGenerator
    private let clock: any GameClock

    /// Deals a first game of `variant`.
    ///
    /// - Parameters:
    ///   - variant: What to deal.
    ///   - players: The names of the players, in turn order; at least one (an empty list is one player).
    ///   - generator: The source of every random choice of the session: the seed of each deal, and
    ///     random variants.
    ///   - firstSeed: The seed of the first deal, when it must be a given one (`--seed`); by default it
    ///     too comes from `generator`.
    ///   - clock: Where the time of each choice is read.
    package init(
        variant: any GameVariant, players: [String] = [], generator: some RandomNumberGenerator,
        firstSeed: UInt64? = nil, clock: any GameClock
    ) {
        var generator = AnyRandomNumberGenerator(generator)
        let seed = firstSeed ?? generator.next()
        let dealt = Self.deal(variant, seed: seed)
        dealSeed = seed
        self.variant = variant
        game = dealt.game
        faces = dealt.faces
        observation = BoardObservation(cardCount: dealt.game.cardCount)
        let names = players.isEmpty ? ["Player 1"] : players
        self.players = names.map { PlayerStanding(name: $0) }
        self.generator = generator
        self.clock = clock
    }

    // MARK: - Reading

    /// How many cards are on the board.
    package var cardCount: Int { game.cardCount }

    /// What the player sees of the card at `index`.
    package func state(ofCardAt index: Int) -> CardState { game.state(ofCardAt: index) }

    /// How the card at `index` looks face up, while it is face up or finished; nil while it is face
    /// down, so nothing built from the session can show a hidden card.
    package func face(ofCardAt index: Int) -> CardFace? {
        guard index >= 0, index < faces.count else { return nil }
        let state = game.state(ofCardAt: index)
        return state.isFaceUp || state.isMatched ? faces[index] : nil
    }

    /// How the card at `index` looked when `outcome` was made: its face if it is face up or finished,
    /// or if `outcome` turned it down (the player saw it until then); nil otherwise.
    package func face(ofCardAt index: Int, shownBy outcome: ChoiceOutcome) -> CardFace? {
        if let face = face(ofCardAt: index) { return face }
        let turnedDown = outcome.events.contains { $0 == .turnedDown(index) }
        return turnedDown && index >= 0 && index < faces.count ? faces[index] : nil
    }

    /// The game's score.
    package var score: Int { game.score }

    /// How many choices turned a card up.
    package var flipCount: Int { game.flipCount }

    /// How many cards are matched.
    package var matchedCardCount: Int { game.matchedCardCount }

    /// Whether the game has ended.
    package var isOver: Bool { game.isOver }

    /// Whether the clock counts: from the game's first choice until it is over, except while stopped.
    package var isClockRunning: Bool { startedAt != nil && !isOver && stoppedAt == nil }

    /// Whether a game is under way: at least one card turned and not over. Leaving it loses it.
    package var isInProgress: Bool { flipCount > 0 && !isOver }

    /// When what is shown next changes with time (the seconds, or a step of a bonus bar), on the
    /// clock's timeline; nil while nothing does.
    package var nextDeadline: Duration? {
        guard isClockRunning, let startedAt else { return nil }
        let second = startedAt + .seconds(elapsedSeconds + 1)
        guard let change = bonusBar?.standing.nextChange else { return second }
        return min(second, change + timeLeftOut)
    }

    /// A random pick from `options`, from the session's generator (for a random next variant).
    package func randomElement<T>(of options: [T]) -> T? {
        Shuffle.element(of: options, using: &generator)
    }

    // MARK: - Changes

    /// Chooses the card at `index` at the clock's current time.
    ///
    /// The first choice that changes the board starts the clock; the one that ends the game stops it
    /// and records the best score. Points go to the player whose turn it is, and the rule set says
    /// when the turn passes.
    /// - Returns: What the choice did; `.ignored` changes nothing, not even the clock.
    @discardableResult
    package func choose(cardAt index: Int) -> ChoiceOutcome {
        guard index >= 0, index < game.cardCount else { return .ignored }
        let now = clock.now
        let outcome = game.choose(cardAt: index, at: now - timeLeftOut)
        guard !outcome.isIgnored else { return outcome }
        observation.record(outcome)
        if startedAt == nil { startedAt = now }
        lastOutcome = outcome
        players[currentPlayer].score += outcome.points
        if outcome.isMatch { players[currentPlayer].pairs += 1 }
        if players.count > 1, game.passesTurn(after: outcome) {
            currentPlayer = (currentPlayer + 1) % players.count
        }
        updateElapsedSeconds(at: now)
        if game.isOver, players.count == 1 {
            bestScores[variant.name] = max(bestScores[variant.name] ?? game.score, game.score)
        }
        return outcome
    }

    /// Whether the rules passed the turn after `outcome`, the last choice.
    package func game(passedTurnAfter outcome: ChoiceOutcome) -> Bool {
        game.passesTurn(after: outcome)
    }

    /// Deals a fresh game of `variant` from a fresh seed, with the clock and the scores at zero.
    package func deal(_ variant: any GameVariant) {
        let seed = generator.next()
        let dealt = Self.deal(variant, seed: seed)
        dealSeed = seed
        self.variant = variant
        game = dealt.game
        faces = dealt.faces
        observation = BoardObservation(cardCount: dealt.game.cardCount)
        dealNumber += 1
        lastOutcome = nil
        bonusBar = nil
        players = players.map { PlayerStanding(name: $0.name) }
        currentPlayer = 0
        startedAt = nil
        stoppedAt = nil
        timeLeftOut = .zero
        elapsedSeconds = 0
    }

    /// Brings the shown seconds up to `now`.
    package func tick(now: Duration) {
        guard isClockRunning else { return }
        updateElapsedSeconds(at: now)
    }

    /// Stops the clock at `now` (help, the theme picker or a pause is showing); a stopped clock stays
    /// stopped.
    package func stopClock(at now: Duration) {
        guard stoppedAt == nil else { return }
        // A finished game's time is final: looking at the picker afterwards adds nothing to it.
        if startedAt != nil, !isOver { updateElapsedSeconds(at: now) }
        stoppedAt = now
    }

    /// Starts a stopped clock again at `now`: the time it was stopped does not count.
    package func restartClock(at now: Duration) {
        guard let stoppedAt else { return }
        self.stoppedAt = nil
        if let startedAt { self.startedAt = startedAt + max(.zero, now - stoppedAt) }
        timeLeftOut += max(.zero, now - stoppedAt)
    }

    /// Leaves out `duration` during which the process was suspended (Ctrl-Z), as if the clock had been
    /// stopped meanwhile.
    package func leaveOut(_ duration: Duration) {
        guard let startedAt, !game.isOver, stoppedAt == nil, duration > .zero else { return }
        self.startedAt = startedAt + duration
        timeLeftOut += duration
    }

    /// Each deal has its own seed, so that any game of a run can be dealt again with `--seed`.
    private static func deal(_ variant: any GameVariant, seed: UInt64) -> DealtGame {
        var dealer = SplitMix64(seed: seed)
        return variant.deal(using: &dealer)
    }

    private func updateElapsedSeconds(at now: Duration) {
        if let startedAt {
            let seconds = max(Int((now - startedAt).components.seconds), 0)
            if elapsedSeconds != seconds { elapsedSeconds = seconds }
        }
        updateBonusBar(at: now)
    }

    /// A bar runs in a timed game while exactly one unmatched card is face up: the card waiting for
    /// its partner, whose points the bonus multiplies. The game's rules say where the bonus stands.
    private func updateBonusBar(at now: Duration) {
        guard let waiting = observation.waitingCard, !game.isOver, let standing = game.timeBonus(at: now - timeLeftOut)
        else {
            if bonusBar != nil { bonusBar = nil }
            return
        }
        let bar = BonusBar(card: waiting, standing: standing)
        if bonusBar != bar { bonusBar = bar }
    }
}

/// One player of a game: their name, and their points and pairs so far.
package struct PlayerStanding: Hashable, Sendable {
    package var name: String
    package var score = 0
    package var pairs = 0

    package init(name: String, score: Int = 0, pairs: Int = 0) {
        self.name = name
        self.score = score
        self.pairs = pairs
    }
}
