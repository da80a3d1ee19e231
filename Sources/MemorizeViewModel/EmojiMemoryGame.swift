import MemoryGame
import Observation
import ScreenKit

/// The view model of Memorize: holds a game and everything around it (theme, cursor, clock, screen),
/// takes the player's intents, and interprets it all for the renderer as a `GameScreen`.
///
/// Time and randomness come in from outside (a `GameClock` and a generator), so every change can be
/// replayed in tests. Observers of `screen` are told only about real changes: an intent that changes
/// nothing (moving left at the left edge, choosing a face-up card) leaves them alone, because every
/// stored property is `Equatable` and the `@Observable` macro skips assigning an equal value.
@Observable
public final class EmojiMemoryGame {
    /// The themes the picker offers, in file order.
    public let themes: [Theme]
    /// The theme of the game on the board.
    public private(set) var theme: Theme
    /// Whether the player asked to leave; the run loop ends when it sees this.
    public private(set) var isQuitRequested = false

    private var game: MemoryGame<String>
    private var asciiFaces: [String: Character]
    private var cursor = 0
    /// Cards per row in the renderer's layout; until the first layout the board counts as one row.
    private var columns: Int
    private var fits = true
    private var overlay: Overlay?
    /// The clock reading at the game's first choice; nil before it.
    private var startedAt: Duration?
    private var elapsedSeconds = 0
    private var bestScores: [String: Int] = [:]
    private var notice: String?
    @ObservationIgnored private var warnedThemeNames: Set<String> = []
    @ObservationIgnored private var generator: AnyRandomNumberGenerator
    private let clock: any GameClock

    /// What shows over the board.
    private enum Overlay: Equatable {
        case help
        case themePicker(selection: Int)
    }

    /// Deals a game of `theme`.
    ///
    /// - Parameters:
    ///   - themes: The themes for the picker and for random new games.
    ///   - theme: The theme of the first game.
    ///   - generator: The source of every random choice: deals and random themes.
    ///   - clock: Where elapsed time is read.
    public init(themes: [Theme], theme: Theme, generator: some RandomNumberGenerator, clock: any GameClock) {
        var generator = AnyRandomNumberGenerator(generator)
        let game = theme.makeGame(using: &generator)
        self.themes = themes
        self.theme = theme
        self.game = game
        asciiFaces = AsciiFaces.assign(faces: game.cards.map(\.content), themeOrder: theme.emojis)
        columns = max(game.cards.count, 1)
        self.generator = generator
        self.clock = clock
        warnOnce(about: theme)
    }

    // MARK: - Reading

    /// Everything the renderer draws, computed from the observed state.
    public var screen: GameScreen {
        GameScreen(
            mode: mode,
            cards: game.cards.map(cardView),
            cursor: cursor,
            status: StatusLine(
                themeName: theme.name, score: game.score, flips: game.flipCount, elapsedSeconds: elapsedSeconds),
            cardBack: ThemeColors.interpret(theme.color).colors,
            themeNames: themes.map(\.name),
            summary: summary,
            notice: notice
        )
    }

    /// How many cards are on the board, without building the whole `screen`: the run loop asks after
    /// every event whether the layout must change.
    public var cardCount: Int { game.cards.count }

    /// Whether the status clock is counting: from a game's first choice until it is over or the
    /// player quits. The run loop wakes once a second to call `clockTicked()` only while this holds.
    public var isClockRunning: Bool {
        startedAt != nil && !game.isOver && !isQuitRequested
    }

    private var mode: ScreenMode {
        guard fits else { return .tooSmall }
        switch overlay {
        case .help?: return .help
        case .themePicker(let selection)?: return .themePicker(selection: selection)
        case nil: return game.isOver ? .gameOver : .playing
        }
    }

    private var summary: GameSummary? {
        guard game.isOver else { return nil }
        return GameSummary(
            score: game.score, flips: game.flipCount, elapsedSeconds: elapsedSeconds,
            bestScore: bestScores[theme.name] ?? game.score)
    }

    private func cardView(_ card: MemoryGame<String>.Card) -> CardView {
        let side: CardView.Side = card.isMatched ? .matched : card.isFaceUp ? .faceUp : .faceDown
        return CardView(side: side, face: card.content, asciiFace: asciiFaces[card.content] ?? AsciiFaces.overflow)
    }

    // MARK: - Intents

    /// Acts on a key press according to the screen showing (see `KeyBindings`); any key also
    /// dismisses the notice. Clicks and resizes are ignored: the run loop turns them into
    /// `chooseCard(at:)` and `boardLayoutChanged(columns:fits:)`.
    public func handle(_ event: InputEvent) {
        switch event {
        case .click, .resize: return
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
        cursor = CursorMovement.index(from: cursor, moving: direction, columns: columns, count: game.cards.count)
    }

    /// Chooses the card under the cursor; only while playing.
    public func chooseCardUnderCursor() {
        chooseCard(at: cursor)
    }

    /// Moves the cursor to the card at `index` and chooses it, as a mouse click does; only while playing.
    ///
    /// The first choice of a game starts the clock; the choice that finishes the game stops it and
    /// records the score for the theme's best.
    public func chooseCard(at index: Int) {
        dismissNotice()
        guard mode == .playing, game.cards.indices.contains(index) else { return }
        cursor = index
        let card = game.cards[index]
        // The model ignores these too; checking first keeps such a no-op from starting the clock.
        guard !card.isFaceUp, !card.isMatched else { return }
        let now = clock.now
        if startedAt == nil { startedAt = now }
        game.choose(card)
        updateElapsedSeconds(at: now)
        if game.isOver {
            bestScores[theme.name] = max(bestScores[theme.name] ?? game.score, game.score)
        }
    }

    /// Deals a new game with a theme drawn at random from `themes` (the current one if there are none).
    public func newGame() {
        dismissNotice()
        guard fits else { return }
        start(themes.randomElement(using: &generator) ?? theme)
    }

    /// Opens the theme picker with the current theme highlighted.
    public func showThemePicker() {
        dismissNotice()
        guard fits, !isShowingThemePicker else { return }
        overlay = .themePicker(selection: themes.firstIndex { $0.name == theme.name } ?? 0)
    }

    /// Moves the theme picker's highlighted row up or down, stopping at the first and last theme.
    public func moveThemeSelection(_ direction: CursorDirection) {
        dismissNotice()
        guard fits, case .themePicker(let selection)? = overlay else { return }
        let last = max(themes.count - 1, 0)
        switch direction {
        case .up: overlay = .themePicker(selection: max(selection - 1, 0))
        case .down: overlay = .themePicker(selection: min(selection + 1, last))
        case .left, .right: break
        }
    }

    /// Deals a new game with the theme at `index` in `themes`, closing whatever was over the board.
    public func pickTheme(at index: Int) {
        dismissNotice()
        guard fits, themes.indices.contains(index) else { return }
        start(themes[index])
    }

    /// Closes the theme picker without changing the game.
    public func closeThemePicker() {
        dismissNotice()
        guard fits, isShowingThemePicker else { return }
        overlay = nil
    }

    /// Shows the key help, or hides it when it is showing.
    public func toggleHelp() {
        dismissNotice()
        guard fits else { return }
        overlay = overlay == .help ? nil : .help
    }

    /// Asks the run loop to end the game; works on every screen.
    public func quit() {
        dismissNotice()
        isQuitRequested = true
    }

    // MARK: - Events

    /// Re-reads the clock so the status line shows the new whole seconds; the run loop calls this once
    /// a second while `isClockRunning`. Observers hear of it only when the shown seconds change.
    public func clockTicked() {
        guard isClockRunning else { return }
        updateElapsedSeconds(at: clock.now)
    }

    /// Takes the renderer's layout: the cards per row (for moving up and down) and whether the board
    /// fits the terminal. When it does not, the screen shows `.tooSmall` until it fits again, then
    /// returns to what it showed before.
    public func boardLayoutChanged(columns: Int, fits: Bool) {
        self.columns = max(columns, 1)
        self.fits = fits
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
            if case .themePicker(let selection)? = overlay { pickTheme(at: selection) }
        case .closeThemePicker: closeThemePicker()
        case .toggleHelp: toggleHelp()
        case .quit: quit()
        }
    }

    private var isShowingThemePicker: Bool {
        if case .themePicker? = overlay { return true }
        return false
    }

    /// Deals a fresh game of `theme` with the cursor on the first card and the clock at zero.
    private func start(_ theme: Theme) {
        self.theme = theme
        game = theme.makeGame(using: &generator)
        asciiFaces = AsciiFaces.assign(faces: game.cards.map(\.content), themeOrder: theme.emojis)
        cursor = 0
        overlay = nil
        startedAt = nil
        elapsedSeconds = 0
        warnOnce(about: theme)
    }

    private func updateElapsedSeconds(at now: Duration) {
        guard let startedAt else { return }
        elapsedSeconds = max(Int((now - startedAt).components.seconds), 0)
    }

    /// Shows the warning about a theme's unknown color names, once per theme in a session.
    private func warnOnce(about theme: Theme) {
        guard let message = ThemeColors.notice(for: theme), warnedThemeNames.insert(theme.name).inserted else {
            return
        }
        notice = message
    }

    private func dismissNotice() {
        notice = nil
    }
}
