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

    /// Deals a first game of `variant`.
    ///
    /// - Parameters:
    ///   - variants: The variants for the picker and for random new games.
    ///   - variant: The variant of the first game.
    ///   - generator: The source of every random choice: deals and random variants.
    ///   - clock: Where the time of a choice is read.
    public init(
        variants: [any GameVariant], variant: any GameVariant, generator: some RandomNumberGenerator,
        clock: any GameClock
    ) {
        self.variants = variants
        session = GameSession(variant: variant, generator: generator, clock: clock)
        screenState = ScreenState()
        // Until the first layout the board counts as one row.
        screenState.columns = max(session.cardCount, 1)
        warnOnce(about: variant)
    }

    /// Deals a first game of the emoji `theme`, with `themes` in the picker.
    public convenience init(
        themes: [Theme], theme: Theme, generator: some RandomNumberGenerator, clock: any GameClock
    ) {
        self.init(
            variants: themes.map(ThemeVariant.init), variant: ThemeVariant(theme), generator: generator,
            clock: clock)
    }

    // MARK: - Reading

    /// Everything the renderer draws, computed from the observed state.
    public var screen: GameScreen {
        GameScreen(
            mode: mode,
            cards: (0..<session.cardCount).map(cardView),
            cursor: screenState.cursor,
            status: StatusLine(
                themeName: session.variant.name, score: session.score, flips: session.flipCount,
                elapsedSeconds: session.elapsedSeconds, pairsFound: session.matchedCardCount / 2,
                pairsTotal: session.cardCount / 2),
            cardBack: session.variant.cardBack,
            themeNames: variants.map(\.name),
            summary: summary,
            notice: screenState.notice,
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
        isQuitRequested ? nil : session.nextDeadline
    }

    private var mode: ScreenMode {
        guard screenState.fits else { return .tooSmall }
        switch screenState.overlay {
        case .help?: return .help
        case .themePicker(let selection)?: return .themePicker(selection: selection)
        case nil: return session.isOver ? .gameOver : .playing
        }
    }

    private var summary: GameSummary? {
        guard session.isOver else { return nil }
        return GameSummary(
            score: session.score, flips: session.flipCount, elapsedSeconds: session.elapsedSeconds,
            bestScore: session.bestScores[session.variant.name] ?? session.score)
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
        return CardView(side: side, face: face.text, asciiFace: face.asciiText, faceColor: face.color)
    }

    // MARK: - Intents

    /// Acts on a key press according to the screen showing (see `KeyBindings`); any key also
    /// dismisses the notice. Clicks and resizes are ignored: the run loop turns them into
    /// `chooseCard(at:)` and `boardLayoutChanged(columns:fits:)`.
    public func handle(_ event: InputEvent) {
        switch event {
        case .click, .scrollUp, .scrollDown, .resize, .resumed: return
        default: break
        }
        dismissNotice()
        guard let action = KeyBindings.action(for: event, in: mode) else { return }
        perform(action)
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
        session.choose(cardAt: index)
    }

    /// Deals a new game of a variant drawn at random (the current one if there are none).
    public func newGame() {
        dismissNotice()
        guard screenState.fits else { return }
        start(session.randomElement(of: variants) ?? session.variant)
    }

    /// Opens the theme picker with the current variant highlighted.
    public func showThemePicker() {
        dismissNotice()
        guard screenState.fits, !screenState.isShowingThemePicker else { return }
        let current = variants.firstIndex { $0.name == session.variant.name } ?? 0
        screenState.overlay = .themePicker(selection: current)
    }

    /// Moves the theme picker's highlighted row up or down, stopping at the first and last row.
    public func moveThemeSelection(_ direction: CursorDirection) {
        dismissNotice()
        guard screenState.fits, case .themePicker(let selection)? = screenState.overlay else { return }
        let last = max(variants.count - 1, 0)
        switch direction {
        case .up: screenState.overlay = .themePicker(selection: max(selection - 1, 0))
        case .down: screenState.overlay = .themePicker(selection: min(selection + 1, last))
        case .left, .right: break
        }
    }

    /// Deals a new game of the variant at `index` in `variants`, closing whatever was over the board.
    public func pickTheme(at index: Int) {
        dismissNotice()
        guard screenState.fits, variants.indices.contains(index) else { return }
        start(variants[index])
    }

    /// Closes the theme picker without changing the game.
    public func closeThemePicker() {
        dismissNotice()
        guard screenState.fits, screenState.isShowingThemePicker else { return }
        screenState.overlay = nil
    }

    /// Shows the key help, or hides it when it is showing.
    public func toggleHelp() {
        dismissNotice()
        guard screenState.fits else { return }
        screenState.overlay = screenState.overlay == .help ? nil : .help
    }

    /// Asks the run loop to end the game; works on every screen.
    public func quit() {
        dismissNotice()
        isQuitRequested = true
    }

    // MARK: - Events

    /// Tells the view model the time, when the run loop wakes for `nextDeadline`. Observers hear of
    /// it only when what is shown changes.
    public func tick(now: Duration) {
        guard !isQuitRequested else { return }
        session.tick(now: now)
    }

    /// Takes the board's layout: the cards per row of the grid chosen for this deal (for moving up and
    /// down, and for drawing) and whether the board fits the terminal. When it does not, the screen shows `.tooSmall` until it fits again, then
    /// returns to what it showed before.
    public func boardLayoutChanged(columns: Int, fits: Bool) {
        screenState.columns = max(columns, 1)
        screenState.fits = fits
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
        }
    }

    /// Deals a fresh game of `variant` with the cursor on the first card and the clock at zero.
    private func start(_ variant: any GameVariant) {
        session.deal(variant)
        screenState.cursor = 0
        screenState.overlay = nil
        warnOnce(about: variant)
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
