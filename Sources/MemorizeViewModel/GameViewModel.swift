import MemorizeThemes
import MemoryGame
import Observation
import ScreenKit

/// The view model of Memorize: joins a `GameSession` (the game, its clock and scores) and a
/// `ScreenState` (cursor, boxes, notice), takes the player's intents, and interprets it all for the
/// renderer as a `GameScreen`.
///
/// Time and randomness come in from outside (a `GameClock` and a generator), so every change can be
/// replayed in tests. Observers of `screen` are told only about real changes: an intent that changes
/// nothing (moving left at the left edge, choosing a face-up card) leaves them alone. The run loop
/// asks `nextDeadline` when it must wake without input, and calls `tick(now:)` when it does.
@Observable
public final class GameViewModel {
    /// What the picker offers and new games are drawn from, in file order.
    public let variants: [any GameVariant]
    /// The game being played.
    public let session: GameSession
    /// The cursor, boxes and notice.
    public let screenState: ScreenState
    /// Whether the player asked to leave; the run loop ends when it sees this.
    public private(set) var isQuitRequested = false
    /// The kept records the finished game beat; empty until a game ends.
    public private(set) var newRecords: Set<GameSummary.Record> = []
    /// Whether to ring the bell on a match and at the end of a game (`--bell`).
    @ObservationIgnored public var ringsBell = false
    /// Whether a choice plays its short animation (off with `--no-animation`).
    @ObservationIgnored public var animates = false
    /// How many times the bell should have rung so far; the run loop rings it when this grows.
    public private(set) var bellCount = 0
    /// Where finished games are recorded, if anywhere.
    @ObservationIgnored public var scoreKeeper: (any ScoreKeeper)?
    @ObservationIgnored private let clock: any GameClock

    /// Deals a first game of `variant`.
    ///
    /// - Parameters:
    ///   - variants: The variants for the picker and for random new games.
    ///   - variant: The variant of the first game.
    ///   - generator: The source of every random choice: the seeds of deals and random variants.
    ///   - firstSeed: The seed of the first deal (`--seed`), or nil to draw it from `generator`.
    ///   - clock: Where the time of a choice is read.
    public init(
        variants: [any GameVariant], variant: any GameVariant, generator: some RandomNumberGenerator,
        firstSeed: UInt64? = nil, clock: any GameClock
    ) {
        self.variants = variants
        self.clock = clock
        session = GameSession(variant: variant, generator: generator, firstSeed: firstSeed, clock: clock)
        screenState = ScreenState()
        // Until the first layout the board counts as one row.
        screenState.columns = max(session.cardCount, 1)
        warnOnce(about: variant)
    }

    /// Deals a first game of the emoji `theme`, with `themes` in the picker; `pairs` overrides every
    /// theme's pair count.
    public convenience init(
        themes: [Theme], theme: Theme, pairs: Int? = nil, generator: some RandomNumberGenerator,
        firstSeed: UInt64? = nil, clock: any GameClock
    ) {
        self.init(
            variants: themes.map { ThemeVariant($0, pairs: pairs) }, variant: ThemeVariant(theme, pairs: pairs),
            generator: generator, firstSeed: firstSeed, clock: clock)
    }

    // MARK: - Reading

    /// Everything the renderer draws, computed from the observed state.
    public var screen: GameScreen {
        GameScreen(
            mode: mode,
            cards: (0..<session.cardCount).map { screenState.overlay == .paused ? hiddenCardView($0) : cardView($0) },
            cursor: screenState.cursor,
            status: StatusLine(
                themeName: session.variant.name, score: session.score, flips: session.flipCount,
                elapsedSeconds: session.elapsedSeconds, pairsFound: session.matchedCardCount / 2,
                pairsTotal: session.variant.countsPairs ? session.cardCount / 2 : 0),
            cardBack: session.variant.cardBack,
            themeNames: variants.map(\.name),
            summary: summary,
            notice: screenState.notice,
            message: screenState.message,
            scoringHelp: session.variant.scoringHelp(cardCount: session.cardCount),
            themePreviews: screenState.isShowingThemePicker
                ? variants.map { ThemePreview(preview: $0.preview, swatch: $0.cardBack) } : [],
            grid: BoardGrid(columns: screenState.columns, cardCount: session.cardCount)
        )
    }

    /// How many cards are on the board, without building the whole `screen`.
    public var cardCount: Int { session.cardCount }

    /// Changes whenever a new game is dealt: the run loop lays the board out again then.
    public var dealNumber: Int { session.dealNumber }

    /// Whether the status clock is counting: from a game's first choice until it is over or the
    /// player quits.
    public var isClockRunning: Bool { session.isClockRunning && !isQuitRequested }

    /// When the run loop must wake even without input, on the clock's timeline; nil when nothing
    /// changes with time, so the loop sleeps until input.
    public var nextDeadline: Duration? {
        guard !isQuitRequested else { return nil }
        let frame = screenState.animation?.nextFrame(after: screenState.animationTime)
        switch (session.nextDeadline, frame) {
        case (let clock?, let frame?): return min(clock, frame)
        case (let clock, let frame): return clock ?? frame
        }
    }

    private var mode: ScreenMode {
        guard screenState.fits else { return .tooSmall }
        switch screenState.overlay {
        case .help?: return .help
        case .themePicker(let selection)?: return .themePicker(selection: selection)
        case .confirm(let action, _)?: return .confirm(question: question(for: action))
        case .paused?: return .paused
        case nil: return session.isOver ? .gameOver : .playing
        }
    }

    private func question(for action: ScreenState.PendingAction) -> String {
        switch action {
        case .quit: "Quit this game? y/N"
        case .newGame: "Abandon this game for a new one? y/N"
        case .pickTheme(let index):
            "Abandon this game for \(variants.indices.contains(index) ? variants[index].name : "another")? y/N"
        }
    }

    private var summary: GameSummary? {
        guard session.isOver else { return nil }
        return GameSummary(
            score: session.score, flips: session.flipCount, elapsedSeconds: session.elapsedSeconds,
            bestScore: session.bestScores[session.variant.name] ?? session.score, seed: session.dealSeed,
            newRecords: newRecords, headline: session.variant.finishedHeadline)
    }

    /// A card as a paused board shows it: face down, so a pause cannot be used to study the board.
    private func hiddenCardView(_ index: Int) -> CardView {
        let face = session.faces[index]
        return CardView(side: .faceDown, face: face.text, asciiFace: face.asciiText, faceColor: face.color)
    }

    /// A just-matched pair stays face up and marked until the next choice; after that a matched card
    /// shows its face dimmed, so the finished board shows what was found.
    private func cardView(_ index: Int) -> CardView {
        let state = session.state(ofCardAt: index)
        let side: CardView.Side =
            switch (state.isMatched, state.isFaceUp) {
            case (true, true): .justMatched
            case (true, false): .matched
            case (false, true): .faceUp
            case (false, false): .faceDown
            }
        let face = session.faces[index]
        let bonus = session.bonusBar.flatMap { $0.card == index ? Double($0.tenthsLeft) / 100 : nil }
        var view = CardView(side: side, face: face.text, asciiFace: face.asciiText, faceColor: face.color, bonus: bonus)
        if let animation = screenState.animation {
            let now = screenState.animationTime
            if animation.flippingCard == index { view.flip = animation.flipPhase(at: now) }
            view.flashes = animation.flashingCards.contains(index) && animation.isFlashing(at: now)
        }
        return view
    }

    // MARK: - Intents

    /// Acts on a key press according to the screen showing (see `KeyBindings`); any key also
    /// dismisses the notice. Clicks and resizes are ignored: the run loop turns them into
    /// `chooseCard(at:)` and `boardLayoutChanged(columns:fits:)`.
    public func handle(_ event: InputEvent) {
        switch event {
        case .click, .resize: return
        case .scrollUp: return moveThemeSelection(.up)
        case .scrollDown: return moveThemeSelection(.down)
        case .resumed(let duration): return session.leaveOut(duration)
        default: break
        }
        dismissNotice()
        guard let action = KeyBindings.action(for: event, in: mode) else { return }
        // A lone Esc may be the start of a key a slow link split in two: it never quits without asking.
        if event == .escape, action == .quit {
            if !askFirst(.quit, always: true) { quit() }
            return
        }
        perform(action)
        syncClock()
    }

    /// Acts on a click on something the screen showed: a card is chosen, a picker row is played, a key
    /// named in a box acts as that key.
    public func click(_ target: ClickTarget) {
        switch target {
        case .card(let index): chooseCard(at: index)
        case .theme(let index):
            guard screenState.isShowingThemePicker else { return }
            screenState.overlay = .themePicker(selection: index)
            pickTheme(at: index)
        case .action(let action):
            dismissNotice()
            perform(action)
        }
        syncClock()
    }

    /// Moves the cursor on the board (see `CursorMovement`); only while playing.
    public func moveCursor(_ direction: CursorDirection) {
        dismissNotice()
        guard mode == .playing else { return }
        screenState.cursor = CursorMovement.index(
            from: screenState.cursor, moving: direction, columns: screenState.columns, count: session.cardCount)
    }

    /// Chooses the card under the cursor; only while playing.
    public func chooseCardUnderCursor() {
        chooseCard(at: screenState.cursor)
    }

    /// Moves the cursor to the card at `index` and chooses it, as a mouse click does; only while playing.
    public func chooseCard(at index: Int) {
        dismissNotice()
        guard mode == .playing, index >= 0, index < session.cardCount else { return }
        screenState.cursor = index
        let outcome = session.choose(cardAt: index)
        if animates, !outcome.isIgnored { startAnimation(for: outcome) }
        screenState.message = session.variant.message(
            for: ChoiceContext(
                index: index, outcome: outcome, faces: session.faces, state: session.state(ofCardAt:)))
        if !outcome.isIgnored, session.isOver { recordFinishedGame() }
        // The last match is also the end of the game: one bell says both.
        if ringsBell, outcome.matchedCards != nil { bellCount += 1 }
    }

    /// Starts the flip of the card the choice turned up, and the flash of a match.
    private func startAnimation(for outcome: ChoiceOutcome) {
        let now = clock.now
        var flipping: Int?
        for case .turnedUp(let card) in outcome.events { flipping = card }
        screenState.animationTime = now
        screenState.animation = CardAnimation(
            flippingCard: flipping, flashingCards: outcome.matchedCards ?? [], startedAt: now)
    }

    /// Files the finished game with the score keeper, once, and keeps what it beat for the summary.
    private func recordFinishedGame() {
        guard let scoreKeeper else { return }
        let recorded = scoreKeeper.record(
            FinishedGame(
                variantName: session.variant.name, mode: session.variant.mode, timed: session.variant.isTimed,
                cards: session.cardCount, score: session.score, flips: session.flipCount,
                seconds: session.elapsedSeconds))
        newRecords = recorded.newRecords
        if let notice = recorded.notice { screenState.notice = notice }
    }

    /// Deals a new game of a variant of the same game drawn at random (a random theme, or Matchismo
    /// again; the current one if there is no other); during a game, asks first.
    public func newGame() {
        dismissNotice()
        guard screenState.fits else { return }
        guard !askFirst(.newGame) else { return }
        start(randomVariantOfThisGame())
    }

    private func randomVariantOfThisGame() -> any GameVariant {
        let sameGame = variants.filter { $0.mode == session.variant.mode }
        return session.randomElement(of: sameGame) ?? session.variant
    }

    /// Deals the same variant again; from the game-over box.
    public func replay() {
        dismissNotice()
        guard screenState.fits, !session.isInProgress else { return }
        start(session.variant)
    }

    /// Opens the theme picker with the current variant highlighted.
    public func showThemePicker() {
        dismissNotice()
        guard screenState.fits, !screenState.isShowingThemePicker else { return }
        let current = variants.firstIndex { $0.name == session.variant.name } ?? 0
        screenState.overlay = .themePicker(selection: current)
        syncClock()
    }

    /// Moves the theme picker's highlighted row up or down by `rows`, stopping at the first and last row.
    public func moveThemeSelection(_ direction: CursorDirection, by rows: Int = 1) {
        dismissNotice()
        guard screenState.fits, case .themePicker(let selection)? = screenState.overlay else { return }
        let last = max(variants.count - 1, 0)
        switch direction {
        case .up: screenState.overlay = .themePicker(selection: max(selection - rows, 0))
        case .down: screenState.overlay = .themePicker(selection: min(selection + rows, last))
        case .left, .right: break
        }
    }

    /// Highlights the next theme after the highlighted one whose name starts with `character`, ignoring
    /// case, wrapping around; nothing happens when no name does.
    public func jumpToTheme(startingWith character: Character) {
        dismissNotice()
        guard screenState.fits, case .themePicker(let selection)? = screenState.overlay, !variants.isEmpty else {
            return
        }
        let wanted = String(character).lowercased()
        for step in 1...variants.count {
            let index = (selection + step) % variants.count
            if variants[index].name.lowercased().hasPrefix(wanted) {
                screenState.overlay = .themePicker(selection: index)
                return
            }
        }
    }

    /// Rows a page key moves the picker by.
    private let pageSize = 8

    /// Deals a new game of the variant at `index` in `variants`, closing whatever was over the board;
    /// during a game, asks first.
    public func pickTheme(at index: Int) {
        dismissNotice()
        guard screenState.fits, variants.indices.contains(index) else { return }
        guard !askFirst(.pickTheme(index: index)) else { return }
        start(variants[index])
    }

    /// Closes the theme picker without changing the game.
    public func closeThemePicker() {
        dismissNotice()
        guard screenState.fits, screenState.isShowingThemePicker else { return }
        screenState.overlay = nil
        syncClock()
    }

    /// Shows the key help, or hides it when it is showing.
    public func toggleHelp() {
        dismissNotice()
        guard screenState.fits else { return }
        screenState.overlay = screenState.overlay == .help ? nil : .help
        syncClock()
    }

    /// Asks the run loop to end the game; during a game, asks the player first (Ctrl-C, a signal, does
    /// not ask).
    public func quit() {
        dismissNotice()
        guard !askFirst(.quit) else { return }
        isQuitRequested = true
    }

    /// Hides the board and stops the clock; only while playing.
    public func pause() {
        dismissNotice()
        guard mode == .playing else { return }
        screenState.overlay = .paused
        syncClock()
    }

    /// Shows the board again and restarts the clock.
    public func resume() {
        dismissNotice()
        guard screenState.overlay == .paused else { return }
        screenState.overlay = nil
        syncClock()
    }

    /// Says yes to the question showing: does what was asked.
    public func confirm() {
        dismissNotice()
        guard case .confirm(let action, _)? = screenState.overlay else { return }
        screenState.overlay = nil
        switch action {
        case .quit: isQuitRequested = true
        case .newGame: start(randomVariantOfThisGame())
        case .pickTheme(let index): if variants.indices.contains(index) { start(variants[index]) }
        }
        syncClock()
    }

    /// Says no to the question showing: back to what showed before it.
    public func cancel() {
        dismissNotice()
        guard case .confirm(_, let returnTo)? = screenState.overlay else { return }
        screenState.overlay = returnTo
        syncClock()
    }

    /// Whether `action` must wait for a yes: a game is in progress. If so, the question shows.
    private func askFirst(_ action: ScreenState.PendingAction, always: Bool = false) -> Bool {
        // A terminal too small for the board cannot show the question either: there, q quits at once.
        guard session.isInProgress || always, !isQuitRequested, screenState.fits else { return false }
        if case .confirm? = screenState.overlay { return false }
        let returnTo: ScreenState.Overlay? = screenState.overlay == .paused ? .paused : nil
        screenState.overlay = .confirm(action, returnTo: returnTo)
        syncClock()
        return true
    }

    /// The clock runs only while the board shows and can be played: not behind a box, not while the
    /// terminal is too small.
    private func syncClock() {
        if screenState.overlay == nil, screenState.fits {
            session.restartClock(at: clock.now)
        } else {
            session.stopClock(at: clock.now)
        }
    }

    // MARK: - Events

    /// Tells the view model the time, when the run loop wakes for `nextDeadline`. Observers hear of
    /// it only when what is shown changes.
    public func tick(now: Duration) {
        guard !isQuitRequested else { return }
        session.tick(now: now)
        if let animation = screenState.animation {
            screenState.animationTime = now
            if animation.nextFrame(after: now) == nil { screenState.animation = nil }
        }
    }

    /// Takes the board's layout: the cards per row of the grid chosen for this deal (for moving up and
    /// down, and for drawing) and whether the board fits the terminal. When it does not, the screen shows `.tooSmall` until it fits again, then
    /// returns to what it showed before.
    public func boardLayoutChanged(columns: Int, fits: Bool) {
        screenState.columns = max(columns, 1)
        screenState.fits = fits
        syncClock()
    }

    // MARK: - Implementation

    private func perform(_ action: KeyAction) {
        switch action {
        case .moveCursor(let direction): moveCursor(direction)
        case .chooseCard: chooseCardUnderCursor()
        case .newGame: newGame()
        case .showThemePicker: showThemePicker()
        case .moveThemeSelection(let direction): moveThemeSelection(direction)
        case .pickSelectedTheme:
            if case .themePicker(let selection)? = screenState.overlay { pickTheme(at: selection) }
        case .closeThemePicker: closeThemePicker()
        case .toggleHelp: toggleHelp()
        case .quit: quit()
        case .replay: replay()
        case .pageThemeSelection(let direction): moveThemeSelection(direction, by: pageSize)
        case .jumpThemeSelectionToEnd(let direction): moveThemeSelection(direction, by: variants.count)
        case .jumpToTheme(let character): jumpToTheme(startingWith: character)
        case .pause: pause()
        case .resume: resume()
        case .confirm: confirm()
        case .cancel: cancel()
        }
    }

    /// Deals a fresh game of `variant` with the cursor on the first card and the clock at zero.
    private func start(_ variant: any GameVariant) {
        session.deal(variant)
        newRecords = []
        screenState.animation = nil
        screenState.message = nil
        screenState.cursor = 0
        screenState.overlay = nil
        warnOnce(about: variant)
        syncClock()
    }

    /// Shows the warning about a variant (unknown color names), once per variant in a run.
    private func warnOnce(about variant: any GameVariant) {
        guard let message = variant.notice, screenState.warnedNames.insert(variant.name).inserted else { return }
        screenState.notice = message
    }

    private func dismissNotice() {
        screenState.notice = nil
    }
}
