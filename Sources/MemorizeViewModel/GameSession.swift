import MemorizePlayers
import MemorizeTable
import MemoryGame
import ScreenKit

/// One game being played and everything that belongs to it rather than to the screen: the variant
/// it was dealt from, the faces, the clock, the seats and the best scores of the run.
///
/// It knows the game only as a `CardGame`, so emoji pairs and playing cards are served alike, and
/// it learns what a choice did from the game's `ChoiceOutcome` instead of comparing boards. A card's
/// face is given out only while it is up or finished (and any once the game is over), and what has
/// been shown is kept in a `BoardObservation`, the one view a computer opponent gets. Time comes from the injected `GameClock`;
/// randomness from the injected generator.
///
/// Nothing outside the session reaches a face-down card: the faces and the seed they were dealt
/// from are private here, the seed shows only once the game is over (to deal it again), and the
/// computer's generator comes from the seed through a keyed hash that cannot be run backwards.
/// The type itself is internal to the view model's module.
final class GameSession {
    /// The variant the game on the board was dealt from.
    private(set) var variant: any GameVariant
    /// Counts deals, so that whoever lays out the board can tell a new deal from the same one.
    private(set) var dealNumber = 0
    /// The seed this game was dealt with: `--seed` with this variant deals the same board again.
    /// Private: the seed and the variant are the whole board.
    private var dealSeed: UInt64
    /// What the last choice did, or nil before the first choice of a game.
    private(set) var lastOutcome: ChoiceOutcome?
    /// The seats, in turn order, with their points and pairs in this game.
    fileprivate(set) var seats: [Seat]
    /// The seat whose turn it is, an index into `seats`.
    fileprivate(set) var currentSeat = 0
    /// Whole seconds from the game's first choice to now, or to its end.
    private(set) var elapsedSeconds = 0
    /// The best score of each variant (by name) in this run, for one-player games.
    private(set) var bestScores: [String: Int] = [:]
    /// In a timed game with one unmatched card face up: that card and the bonus left; nil when no
    /// bonus bar runs.
    private(set) var bonusBar: BonusBar?

    /// The bonus left for the card waiting for its partner in a timed game.
    struct BonusBar: Equatable, Sendable {
        /// The card waiting for its partner.
        var card: Int
        /// Where the bonus stands, from the game's own rules.
        var standing: TimeBonus.Standing
    }

    /// The game itself, chosen on in place: a choice must not copy the board.
    fileprivate var game: any CardGame
    /// How each card looks face up, in board order. Only the `face(ofCardAt:)` lookups read it, for a
    /// card that is up or finished (or was just turned down).
    fileprivate var faces: [CardFace]
    /// Everything shown face up in this game, and nothing else: what a computer opponent sees.
    private(set) var observation: BoardObservation
    /// Whether this deal's pairs are of two different cards: a guest is then not told the face
    /// identity of a card turned up, which would say which pair it belongs to before it is found.
    private(set) var hasDifferentPairs = false
    /// The clock reading at the game's first choice, moved later by every pause; nil before it.
    fileprivate var startedAt: Duration?
    /// When the clock was stopped (help, picker, pause), or nil while it runs.
    private var stoppedAt: Duration?
    /// All the time the clock was stopped or the process suspended during this game: the game is
    /// told the time of a choice without it, so a pause costs no timed bonus either.
    private var timeLeftOut: Duration = .zero
    private var generator: AnyRandomNumberGenerator
    private let clock: any GameClock
    /// How long after each choice a timed bonus waits before it falls (plain mode's speech grace).
    private let bonusGrace: Duration
    /// The grace given so far in this game: left out of the time the game is told, as a pause is.
    private var graceGiven: Duration = .zero
    /// The game's time (the clock less the time left out) at the last choice; nil before the first.
    private var lastChoiceAt: Duration?

    /// Deals a first game of `variant`.
    ///
    /// - Parameters:
    ///   - variant: What to deal.
    ///   - seats: The seats, in turn order; an empty list is one player here.
    ///   - generator: The source of every random choice of the session: the seed of each deal, and
    ///     random variants.
    ///   - firstSeed: The seed of the first deal, when it must be a given one (`--seed`); by default it
    ///     too comes from `generator`.
    ///   - clock: Where the time of each choice is read.
    ///   - bonusGrace: How long after each choice a timed bonus waits before it falls.
    init(
        variant: any GameVariant, seats: [Seat] = [], generator: some RandomNumberGenerator,
        firstSeed: UInt64? = nil, clock: any GameClock, bonusGrace: Duration = .zero
    ) {
        self.bonusGrace = max(bonusGrace, .zero)
        var generator = AnyRandomNumberGenerator(generator)
        (self.variant, dealSeed, game, faces, hasDifferentPairs, observation) = Self.board(
            variant, seed: firstSeed ?? generator.next())
        self.seats = seats.isEmpty ? [Seat(name: "Player 1")] : seats
        self.generator = generator
        self.clock = clock
    }

    // MARK: - Reading

    /// How many cards are on the board.
    var cardCount: Int { game.cardCount }

    /// What the player sees of the card at `index`.
    func state(ofCardAt index: Int) -> CardState { game.state(ofCardAt: index) }

    /// How the card at `index` looks face up, while it is face up or finished, or once the game is
    /// over; nil while it is face down in a game under way, so nothing built from the session can
    /// show a hidden card.
    func face(ofCardAt index: Int) -> CardFace? {
        guard index >= 0, index < faces.count else { return nil }
        let state = game.state(ofCardAt: index)
        // Once the game is over nothing is left to find: every face may show.
        return state.isFaceUp || state.isMatched || game.isOver ? faces[index] : nil
    }

    /// How the card at `index` looked when `outcome` was made: its face if it is face up or finished,
    /// or if `outcome` turned it down (the player saw it until then); nil otherwise.
    func face(ofCardAt index: Int, shownBy outcome: ChoiceOutcome) -> CardFace? {
        if let face = face(ofCardAt: index) { return face }
        let turnedDown = outcome.events.contains { $0 == .turnedDown(index) }
        return turnedDown && index >= 0 && index < faces.count ? faces[index] : nil
    }

    /// The game's score.
    var score: Int { game.score }

    /// How many choices turned a card up.
    var flipCount: Int { game.flipCount }

    /// How many cards are matched.
    var matchedCardCount: Int { game.matchedCardCount }

    /// Whether the game has ended.
    var isOver: Bool { game.isOver }

    /// Whether the clock counts: from the game's first choice until it is over, except while stopped.
    var isClockRunning: Bool { startedAt != nil && !isOver && stoppedAt == nil }

    /// Whether a game is under way: at least one card turned and not over. Leaving it loses it.
    var isInProgress: Bool { flipCount > 0 && !isOver }

    /// When what is shown next changes with time (the seconds, or a step of a bonus bar), on the
    /// clock's timeline; nil while nothing does.
    var nextDeadline: Duration? {
        guard isClockRunning, let startedAt else { return nil }
        let second = startedAt + .seconds(elapsedSeconds + 1)
        guard let change = bonusBar?.standing.nextChange else { return second }
        // The bar's time runs behind the clock by the time left out and the grace given, and stands
        // still for the grace after the last choice.
        return min(second, change + timeLeftOut + graceGiven + (lastChoiceAt == nil ? .zero : bonusGrace))
    }

    /// A random pick from `options`, from the session's generator (for a random next variant).
    func randomElement<T>(of options: [T]) -> T? {
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
    func choose(cardAt index: Int) -> ChoiceOutcome {
        guard index >= 0, index < game.cardCount else { return .ignored }
        let now = clock.now
        let grace = pendingGrace(at: now)
        let outcome = game.choose(cardAt: index, at: now - timeLeftOut - graceGiven - grace)
        guard !outcome.isIgnored else { return outcome }
        graceGiven += grace
        lastChoiceAt = now - timeLeftOut
        observation.record(outcome)
        if startedAt == nil { startedAt = now }
        lastOutcome = outcome
        seats[currentSeat].score += outcome.points
        if outcome.isMatch { seats[currentSeat].pairs += 1 }
        if seats.count > 1, game.passesTurn(after: outcome) {
            currentSeat = (currentSeat + 1) % seats.count
            // What this seat left face up is not the next seat's (the natural move, SPEC §7).
            game.passTurn()
        }
        updateElapsedSeconds(at: now)
        if game.isOver, seats.count == 1 {
            bestScores[variant.name] = max(bestScores[variant.name] ?? game.score, game.score)
        }
        return outcome
    }

    /// Whether the rules passed the turn after `outcome`, the last choice.
    func game(passedTurnAfter outcome: ChoiceOutcome) -> Bool {
        game.passesTurn(after: outcome)
    }

    /// Deals a fresh game of `variant` from a fresh seed, with the clock and the scores at zero.
    func deal(_ variant: any GameVariant) {
        (self.variant, dealSeed, game, faces, hasDifferentPairs, observation) = Self.board(variant, seed: generator.next())
        dealNumber += 1
        lastOutcome = nil
        bonusBar = nil
        seats = seats.map { Seat(name: $0.name, kind: $0.kind) }
        currentSeat = 0
        startedAt = nil
        stoppedAt = nil
        timeLeftOut = .zero
        graceGiven = .zero
        lastChoiceAt = nil
        elapsedSeconds = 0
    }

    /// The grace due for the time since the last choice, at `now`: all of it once it has passed.
    private func pendingGrace(at now: Duration) -> Duration {
        guard let lastChoiceAt, bonusGrace > .zero else { return .zero }
        return min(bonusGrace, max(.zero, now - timeLeftOut - lastChoiceAt))
    }

    /// Brings the shown seconds up to `now`.
    func tick(now: Duration) {
        guard isClockRunning else { return }
        updateElapsedSeconds(at: now)
    }

    /// Stops the clock at `now` (help, the theme picker or a pause is showing); a stopped clock stays
    /// stopped.
    func stopClock(at now: Duration) {
        guard stoppedAt == nil else { return }
        // A finished game's time is final: looking at the picker afterwards adds nothing to it.
        if startedAt != nil, !isOver { updateElapsedSeconds(at: now) }
        stoppedAt = now
    }

    /// Starts a stopped clock again at `now`: the time it was stopped does not count.
    func restartClock(at now: Duration) {
        guard let stoppedAt else { return }
        self.stoppedAt = nil
        if let startedAt { self.startedAt = startedAt + max(.zero, now - stoppedAt) }
        timeLeftOut += max(.zero, now - stoppedAt)
    }

    /// Leaves out `duration` during which the process was suspended (Ctrl-Z), as if the clock had been
    /// stopped meanwhile.
    func leaveOut(_ duration: Duration) {
        guard let startedAt, !game.isOver, stoppedAt == nil, duration > .zero else { return }
        self.startedAt = startedAt + duration
        timeLeftOut += duration
    }

    /// The seed of the game on the board, once it is over: shown in the summary, so that `--seed`
    /// deals the board again. Nil while the game is played, when it would give the board away.
    var finishedGameSeed: UInt64? { isOver ? dealSeed : nil }

    /// A generator for the computer's random choices in this deal: a keyed hash of the deal's seed,
    /// so that a game replays under `--seed`, and its draws, unlike SplitMix64's, give nothing back.
    func computerGenerator() -> KeyedGenerator {
        // "computer", "opponent": what the draws are for.
        KeyedGenerator(seed: dealSeed, purpose: (0x636F_6D70_7574_6572, 0x6F70_706F_6E65_6E74))
    }

    /// Each deal has its own seed, so that any game of a run can be dealt again with `--seed`.
    /// What a deal of `variant` from `seed` puts on the board: the variant, the seed, the game, its
    /// faces and a fresh observation. The one set-up of the first deal (`init`) and of every later one
    /// (`deal(_:)`); what else a game starts with (scores, clock, turn) `deal(_:)` resets to the values
    /// the properties start with.
    private static func board(
        _ variant: any GameVariant, seed: UInt64
    ) -> (
        variant: any GameVariant, seed: UInt64, game: any CardGame, faces: [CardFace], hasDifferentPairs: Bool,
        observation: BoardObservation
    ) {
        var dealer = SplitMix64(seed: seed)
        let dealt = variant.deal(using: &dealer)
        let observation = BoardObservation(cardCount: dealt.game.cardCount, facesInPairs: dealt.hasDifferentPairs)
        return (variant, seed, dealt.game, dealt.faces, dealt.hasDifferentPairs, observation)
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
        let gameTime = now - timeLeftOut - graceGiven - pendingGrace(at: now)
        guard let waiting = observation.waitingCard, !game.isOver, let standing = game.timeBonus(at: gameTime)
        else {
            if bonusBar != nil { bonusBar = nil }
            return
        }
        let bar = BonusBar(card: waiting, standing: standing)
        if bonusBar != bar { bonusBar = bar }
    }
}

// MARK: - A table across terminals

extension GameSession {
    /// The table as a player at another terminal may see it: every card's side, the seats, whose turn
    /// it is, and the faces that show. `newFaces` lists the cards whose faces to send (nil: every card
    /// that shows); a face is sent only while it shows, so the guest never learns a hidden one.
    func tableState(deal: Int, newFaces: [Int]? = nil) -> TableState {
        let cards = (0..<cardCount).map { index -> UInt8 in
            let state = self.state(ofCardAt: index)
            return (state.isFaceUp ? 1 : 0) | (state.isMatched ? 2 : 0) | (state.hasBeenSeen ? 4 : 0)
        }
        // Once the game is over every face may show (the cards a Matchismo game left).
        let sent = isOver ? Array(0..<cardCount) : newFaces ?? Array(0..<cardCount)
        let faces = sent.compactMap { index in
            face(ofCardAt: index).map {
                TableFace(
                    card: index, text: $0.text, ascii: $0.asciiText, name: $0.name ?? "", color: $0.color.tableNumber)
            }
        }
        return TableState(
            deal: deal, cards: cards, faces: faces, scores: seats.map(\.score), pairs: seats.map(\.pairs),
            seat: currentSeat, score: score, flips: flipCount, over: isOver)
    }

    /// Plays a choice the host reported on the guest's mirrored board: the game gives back the host's
    /// outcome, the faces it showed are learnt, and the seats stand as the host counts them.
    func choose(asTold choice: TableChoice, outcome: ChoiceOutcome) -> ChoiceOutcome {
        guard var mirror = game as? MirroredGame else { return .ignored }
        mirror.expect(card: choice.card, outcome: outcome, passes: choice.passesTurn, state: choice.state)
        game = mirror
        learn(choice.state.faces)
        let outcome = choose(cardAt: choice.card)
        takeSeats(of: choice.state)
        return outcome
    }

    /// Sets the guest's mirrored board as the host says it is (on joining, or coming back).
    func take(_ state: TableState) {
        guard var mirror = game as? MirroredGame else { return }
        mirror.take(state)
        game = mirror
        learn(state.faces)
        takeSeats(of: state)
        // A game under way when the guest joins: its clock runs from now.
        if state.flips > 0, startedAt == nil { startedAt = clock.now }
    }

    private func learn(_ shown: [TableFace]) {
        for face in shown where faces.indices.contains(face.card) {
            faces[face.card] = CardFace(
                text: face.text, asciiText: face.ascii, color: TerminalColor(tableNumber: face.color),
                name: face.name.isEmpty ? nil : face.name)
        }
    }

    /// The seats' names as the table gives them (a seat taken, or the seats closed up at the start),
    /// when there are as many.
    func renameSeats(_ names: [String]) {
        guard names.count == seats.count else { return }
        for (index, name) in names.enumerated() where !name.isEmpty { seats[index].name = name }
    }

    private func takeSeats(of state: TableState) {
        for index in seats.indices where index < state.scores.count && index < state.pairs.count {
            seats[index].score = state.scores[index]
            seats[index].pairs = state.pairs[index]
        }
        if seats.indices.contains(state.seat) { currentSeat = state.seat }
    }
}
