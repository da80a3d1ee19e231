import MemorizeKeys
import MemorizePlayers
import MemoryGame
import ScreenKit

/// The view model of Memorize: joins a `GameSession` (the game, its clock and players) and a
/// `ScreenState` (cursor, boxes, notice), takes what happened through one entry, `send(_:)`, and
/// interprets it all for a presenter as a `GameScreen` (see `GameViewModel+Screen.swift`).
///
/// Time and randomness come in from outside (a `GameClock` and a generator), so every change can be
/// replayed in tests. It publishes its screen to whoever observes it (`observeScreen(_:)`), after each
/// action and only when the screen changed: an action that changes nothing (moving left at the left
/// edge, choosing a face-up card) leaves observers alone. The screen is a value, so a change is one
/// comparison; this costs far less at start-up than observation tracking, which builds a key path for
/// every property read. The run loop asks `nextDeadline` when it must wake without input, and sends
/// `.clockTicked` when it does.
package final class GameViewModel {
    /// How a run behaves beyond the rules, fixed when it starts.
    package struct Settings {
        /// Whether a choice plays its short animation.
        package var animates = false
        /// Whether to ring the bell on a match (`--bell`).
        package var ringsBell = false
        /// The players' names, in turn order; empty for one player.
        package var players: [String] = []
        /// Where finished games of one player are recorded, if anywhere.
        package var scoreKeeper: (any ScoreKeeper)?
        /// The computer's seat among `players` and how well it remembers, when it plays.
        package var computer: Computer?
        /// Whether the run is practice (`--seed`): its deals may be boards the player has seen, so no
        /// game is recorded, and the summary says so.
        package var isPractice = false
        /// How long the last match of a game stays on the board before the summary shows, so the
        /// player sees the finish; any key skips it. Zero shows the summary at once.
        package var finishHold: Duration = .zero
        /// How long the computer waits before each card it turns, so a player can follow it on the
        /// grid; zero (plain mode, where each card is a line) makes it move at once.
        package var computerPause: Duration = GameViewModel.computerPause

        /// The computer as a player of this run.
        package struct Computer: Sendable {
            /// Its index in `players`.
            package var seat: Int
            package var level: ComputerPlayer<SplitMix64>.Level

            package init(seat: Int, level: ComputerPlayer<SplitMix64>.Level) {
                self.seat = seat
                self.level = level
            }
        }

        /// The day whose daily deal the first game is (`YYYY-MM-DD`), or nil; later deals are ordinary.
        package var daily: String?

        package init(
            animates: Bool = false, ringsBell: Bool = false, players: [String] = [],
            scoreKeeper: (any ScoreKeeper)? = nil, daily: String? = nil, computer: Computer? = nil,
            isPractice: Bool = false, finishHold: Duration = .zero,
            computerPause: Duration = GameViewModel.computerPause
        ) {
            self.daily = daily
            self.animates = animates
            self.ringsBell = ringsBell
            self.players = players
            self.scoreKeeper = scoreKeeper
            self.computer = computer
            self.isPractice = isPractice
            self.finishHold = finishHold
            self.computerPause = computerPause
        }
    }

    /// How long the computer waits before each card it turns on the grid, so a player can follow it.
    package static let computerPause: Duration = .milliseconds(600)

    /// What the picker offers and new games are drawn from, in file order.
    package let variants: [any GameVariant]
    /// The game being played.
    package let session: GameSession
    /// The cursor, boxes and notice.
    package let screenState: ScreenState
    /// Whether the player asked to leave; the run loop ends when it sees this.
    package private(set) var isQuitRequested = false
    /// The kept records the finished game beat; empty until a game ends.
    package private(set) var newRecords: Set<GameSummary.Record> = []
    /// The best score kept from run to run for the finished game's kind, when it is known.
    package private(set) var keptBestScore: Int?
    /// How many times the bell should have rung so far; the run loop rings it when this grows.
    package private(set) var bellCount = 0
    /// How this run behaves beyond the rules.
    package let settings: Settings
    let clock: any GameClock
    /// Who is told of each new screen, by the number `observeScreen` gave them.
    private var screenObservers: [Int: (GameScreen) -> Void] = [:]
    private var nextObserver = 0
    /// The screen observers were last told of.
    private var publishedScreen: GameScreen?
    /// The computer opponent of this deal, if one plays; it sees only `session.observation`.
    private var computer: ComputerPlayer<SplitMix64>?
    /// When the computer turns its next card, while it is its turn and the board shows.
    private var computerMoveAt: Duration?

    /// Deals a first game of `variant`.
    ///
    /// - Parameters:
    ///   - variants: The variants for the picker and for random new games.
    ///   - variant: The variant of the first game.
    ///   - generator: The source of every random choice: the seeds of deals and random variants.
    ///   - firstSeed: The seed of the first deal (`--seed`), or nil to draw it from `generator`.
    ///   - clock: Where the time of a choice is read.
    ///   - settings: Animation, bell, players and where scores are kept.
    package init(
        variants: [any GameVariant], variant: any GameVariant, generator: some RandomNumberGenerator,
        firstSeed: UInt64? = nil, clock: any GameClock, settings: Settings = Settings()
    ) {
        self.variants = variants
        self.clock = clock
        self.settings = settings
        session = GameSession(
            variant: variant, players: settings.players, generator: generator, firstSeed: firstSeed, clock: clock)
        screenState = ScreenState()
        // Until the first layout the board counts as one row.
        screenState.columns = max(session.cardCount, 1)
        warnOnce(about: variant)
        seatComputer()
        scheduleComputer()
    }

    // MARK: - Reading

    /// The day of the daily deal when the game on the board is one (the first deal of a `--daily`
    /// run), else nil.
    package var dailyDate: String? { session.dealNumber == 0 ? settings.daily : nil }

    /// How many cards are on the board, without building the whole `screen`.
    package var cardCount: Int { session.cardCount }

    /// Changes whenever a new game is dealt: the run loop lays the board out again then.
    package var dealNumber: Int { session.dealNumber }

    /// Whether the status clock is counting: from a game's first choice until it is over or the
    /// player quits.
    package var isClockRunning: Bool { session.isClockRunning && !isQuitRequested }

    /// When the run loop must wake even without input, on the clock's timeline; nil when nothing
    /// changes with time, so the loop sleeps until input.
    package var nextDeadline: Duration? {
        guard !isQuitRequested else { return nil }
        let frame = screenState.animation?.nextFrame(after: screenState.animationTime)
        return [session.nextDeadline, frame, computerMoveAt, screenState.finishHeldUntil].compactMap { $0 }.min()
    }

    // MARK: - Publishing

    /// Tells `observer` of every new screen from now on, after the action that made it.
    ///
    /// - Returns: A number to stop with (`stopObservingScreen`).
    @discardableResult
    package func observeScreen(_ observer: @escaping (GameScreen) -> Void) -> Int {
        if screenObservers.isEmpty { publishedScreen = screen }
        nextObserver += 1
        screenObservers[nextObserver] = observer
        return nextObserver
    }

    /// Stops telling the observer `number` of new screens.
    package func stopObservingScreen(_ number: Int) {
        screenObservers[number] = nil
    }

    private func publishIfChanged() {
        guard !screenObservers.isEmpty else { return }
        let screen = screen
        guard screen != publishedScreen else { return }
        publishedScreen = screen
        for observer in screenObservers.values { observer(screen) }
    }

    // MARK: - The one way in

    /// Acts on what happened: a key, a click on something drawn, the clock, a new layout, a resume.
    package func send(_ action: GameAction) {
        defer { publishIfChanged() }
        switch action {
        case .pressed(let event):
            press(event)
        case .clicked(let target):
            click(target)
        case .clockTicked(let now):
            tick(now: now)
        case .boardLaidOut(let columns, let fits):
            screenState.columns = max(columns, 1)
            screenState.fits = fits
            syncClock()
        case .resumed(let duration):
            session.leaveOut(duration)
        }
        scheduleComputer()
    }

    // MARK: - The computer

    /// Whether the computer is to move in the game on the board.
    package var isComputersTurn: Bool {
        guard let seat = settings.computer?.seat else { return false }
        return session.currentPlayer == seat && !session.isOver
    }

    /// A fresh computer for each deal, its choices drawn from the deal's seed so a game replays.
    private func seatComputer() {
        computer = settings.computer.map {
            ComputerPlayer(level: $0.level, generator: SplitMix64(seed: session.dealSeed ^ 0x636F_6D70_7574_6572))
        }
        computerMoveAt = nil
    }

    /// The computer moves only while it is its turn and the board shows; a box over the board, or the
    /// end of its turn, takes its next move off the clock.
    private func scheduleComputer() {
        guard isComputersTurn, mode == .playing, !isQuitRequested else {
            computerMoveAt = nil
            return
        }
        if computerMoveAt == nil { computerMoveAt = clock.now + settings.computerPause }
    }

    /// The computer turns its next card now, chosen from what has been shown.
    private func computerMoves() {
        guard isComputersTurn, mode == .playing, var computer else { return }
        let card = computer.nextCard(seeing: session.observation)
        self.computer = computer
        computerMoveAt = nil
        chooseCard(at: card)
    }

    // MARK: - Keys and clicks

    /// A key acts according to the screen showing (see `KeyBindings`); any key also dismisses the
    /// notice, except the wheel, which only scrolls.
    private func press(_ event: InputEvent) {
        switch event {
        case .click, .resize: return
        case .resumed(let duration): return session.leaveOut(duration)
        default: dismissNotice()
        }
        // Any key ends the hold on the last match, and does only that.
        guard screenState.finishHeldUntil == nil else {
            screenState.finishHeldUntil = nil
            return
        }
        let action = KeyBindings.action(for: event, in: mode)
        // During the computer's turn any key only hurries it, unless it pauses, shows the help or quits.
        if isComputersTurn, mode == .playing {
            switch action {
            case .pause?, .toggleHelp?, .quit?: break
            default: return computerMoves()
            }
        }
        guard let action else { return }
        perform(action)
        syncClock()
    }

    /// A click on a card chooses it, on a picker row plays it, on a key named in a box acts as that key.
    private func click(_ target: ClickTarget) {
        dismissNotice()
        guard screenState.finishHeldUntil == nil else {
            screenState.finishHeldUntil = nil
            return
        }
        switch target {
        case .card(let index):
            if isComputersTurn { return computerMoves() }
            chooseCard(at: index)
        case .theme(let index):
            guard case .themePicker(var selection)? = screenState.overlay else { return }
            selection.select(index)
            screenState.overlay = .themePicker(selection)
            pickTheme(at: index)
        case .action(let action):
            perform(action)
        }
        syncClock()
    }

    private func perform(_ action: KeyAction) {
        switch action {
        case .moveCursor(let direction):
            guard mode == .playing else { return }
            screenState.cursor = CursorMovement.index(
                from: screenState.cursor, moving: direction, columns: screenState.columns, count: session.cardCount)
        case .chooseCard: chooseCard(at: screenState.cursor)
        case .newGame:
            guard screenState.fits, !askFirst(.newGame) else { return }
            start(randomVariantOfThisGame())
        case .replay:
            guard screenState.fits, !session.isInProgress else { return }
            start(session.variant)
        case .showThemePicker:
            guard screenState.fits, !isShowingThemePicker else { return }
            let current = variants.firstIndex { $0.name == session.variant.name } ?? 0
            screenState.overlay = .themePicker(ListSelection(count: variants.count, selected: current))
        case .moveThemeSelection(let direction): updateSelection { $0.move(by: direction == .up ? -1 : 1) }
        case .pageThemeSelection(let direction): updateSelection { $0.page(down: direction == .down) }
        case .jumpThemeSelectionToEnd(let direction): updateSelection { $0.jumpToEnd(last: direction == .down) }
        case .jumpToTheme(let character):
            let names = variants.map(\.name)
            updateSelection { $0.jump(toNextStartingWith: character, names: names) }
        case .pickSelectedTheme:
            if case .themePicker(let selection)? = screenState.overlay { pickTheme(at: selection.selected) }
        case .closeThemePicker:
            guard screenState.fits, isShowingThemePicker else { return }
            screenState.overlay = nil
        case .toggleSummary:
            guard mode == .gameOver else { return }
            screenState.isSummaryHidden.toggle()
        case .toggleHelp:
            guard screenState.fits else { return }
            screenState.overlay = screenState.overlay == .help ? nil : .help
        case .quit(let alwaysAsk):
            // A lone Esc may be the start of a key a slow link split in two: it never quits unasked.
            guard !askFirst(.quit, always: alwaysAsk) else { return }
            isQuitRequested = true
        case .pause:
            guard mode == .playing else { return }
            screenState.overlay = .paused
        case .resume:
            guard screenState.overlay == .paused else { return }
            screenState.overlay = nil
        case .confirm:
            guard case .confirm(let confirmation)? = screenState.overlay else { return }
            screenState.overlay = nil
            switch confirmation.confirmed {
            case .quit: isQuitRequested = true
            case .newGame: start(randomVariantOfThisGame())
            case .pickTheme(let index): if variants.indices.contains(index) { start(variants[index]) }
            }
        case .cancel:
            guard case .confirm(let confirmation)? = screenState.overlay else { return }
            screenState.overlay = confirmation.cancelled
        }
    }

    private var isShowingThemePicker: Bool { screenState.isShowingThemePicker }

    /// Changes the picker's selection, when the picker is open and the board fits.
    private func updateSelection(_ change: (inout ListSelection) -> Void) {
        guard screenState.fits, case .themePicker(var selection)? = screenState.overlay else { return }
        change(&selection)
        screenState.overlay = .themePicker(selection)
    }

    // MARK: - Choosing

    /// Moves the cursor to the card at `index` and chooses it; only while playing.
    private func chooseCard(at index: Int) {
        guard mode == .playing, index >= 0, index < session.cardCount else { return }
        screenState.cursor = index
        let outcome = session.choose(cardAt: index)
        if settings.animates, !outcome.isIgnored { startAnimation(for: outcome) }
        let session = session
        screenState.message = session.variant.message(
            for: ChoiceContext(
                index: index, outcome: outcome, cardCount: session.cardCount,
                face: { session.face(ofCardAt: $0, shownBy: outcome) }, state: session.state(ofCardAt:)))
        if screenState.message != nil { screenState.messageNumber &+= 1 }
        if !outcome.isIgnored, session.isOver {
            recordFinishedGame()
            if settings.finishHold > .zero { screenState.finishHeldUntil = clock.now + settings.finishHold }
        }
        if !outcome.isIgnored, session.players.count > 1, !session.isOver, session.game(passedTurnAfter: outcome) {
            announceTurn()
        }
        // The last match is also the end of the game: one bell says both.
        if settings.ringsBell, outcome.isMatch { bellCount += 1 }
    }

    /// Adds whose turn it is now to the line under the board, after a choice that passed the turn.
    private func announceTurn() {
        let name = session.players[session.currentPlayer].name
        let turn = name == "You" ? "Your turn" : "\(name)'s turn"
        let message = screenState.message
        screenState.message = ChoiceMessage(
            text: (message.map { $0.text + " · " } ?? "") + turn,
            asciiText: (message.map { $0.asciiText + " - " } ?? "") + turn,
            // Plain mode says whose turn it is on a line of its own.
            spoken: message?.spoken)
    }

    /// Starts the flip of the card the choice turned up, and the flash of a match.
    private func startAnimation(for outcome: ChoiceOutcome) {
        let now = clock.now
        screenState.animationTime = now
        screenState.animation = CardAnimation(
            flippingCard: outcome.turnedUp?.card, flashingCards: outcome.matchedCards ?? [], startedAt: now)
    }

    /// Files a finished game of one player with the score keeper, once, and keeps what it beat for
    /// the summary. A game of several players is never filed as a one-player best.
    /// A practice game is not filed: only the kept best score is looked up, to show beside it.
    private func recordFinishedGame() {
        guard let scoreKeeper = settings.scoreKeeper else { return }
        guard session.players.count == 1 else {
            let notice = scoreKeeper.recordMatch(players: session.players.map(\.name), winner: winner?.name)
            if let notice { screenState.notice = notice }
            return
        }
        let game = FinishedGame(
            variantName: session.variant.name, ruleSet: session.variant.ruleSet, timed: session.variant.isTimed,
            cards: session.cardCount, score: session.score, flips: session.flipCount,
            seconds: session.elapsedSeconds, daily: dailyDate, won: session.matchedCardCount == session.cardCount)
        guard !settings.isPractice else {
            keptBestScore = scoreKeeper.keptBestScore(for: game)
            return
        }
        let recorded = scoreKeeper.record(game)
        newRecords = recorded.newRecords
        keptBestScore = recorded.keptBestScore
        if let notice = recorded.notice { screenState.notice = notice }
    }

    // MARK: - Games

    /// A variant of the same game drawn at random (a random theme, or Matchismo again; the current
    /// one if there is no other).
    private func randomVariantOfThisGame() -> any GameVariant {
        let sameGame = variants.filter { $0.ruleSet.isSameGame(as: session.variant.ruleSet) }
        // A new random theme is a different one, when there is another.
        let others = sameGame.filter { $0.name != session.variant.name }
        return session.randomElement(of: others.isEmpty ? sameGame : others) ?? session.variant
    }

    /// Deals a new game of the variant at `index`, closing whatever was over the board; during a
    /// game, asks first.
    private func pickTheme(at index: Int) {
        guard screenState.fits, variants.indices.contains(index) else { return }
        guard !askFirst(.pickTheme(index: index)) else { return }
        start(variants[index])
    }

    /// Deals a fresh game of `variant` with the cursor on the first card and the clock at zero.
    private func start(_ variant: any GameVariant) {
        session.deal(variant)
        newRecords = []
        keptBestScore = nil
        screenState.finishHeldUntil = nil
        screenState.isSummaryHidden = false
        screenState.animation = nil
        screenState.message = nil
        screenState.cursor = 0
        screenState.overlay = nil
        warnOnce(about: variant)
        seatComputer()
    }

    /// Whether `question` must wait for a yes: a game is in progress (or `always`). If so, it shows.
    private func askFirst(_ question: Confirmation.Question, always: Bool = false) -> Bool {
        // A terminal too small for the board cannot show the question either: there, q quits at once.
        guard session.isInProgress || always, !isQuitRequested, screenState.fits else { return false }
        if case .confirm? = screenState.overlay { return false }
        screenState.overlay = .confirm(Confirmation(question, overPause: screenState.overlay == .paused))
        return true
    }

    // MARK: - Time

    /// The clock runs only while the board shows and can be played: not behind a box, not while the
    /// terminal is too small.
    private func syncClock() {
        if screenState.overlay == nil, screenState.fits {
            session.restartClock(at: clock.now)
        } else {
            session.stopClock(at: clock.now)
        }
    }

    private func tick(now: Duration) {
        guard !isQuitRequested else { return }
        session.tick(now: now)
        if let computerMoveAt, now >= computerMoveAt { computerMoves() }
        if let held = screenState.finishHeldUntil, now >= held { screenState.finishHeldUntil = nil }
        if let animation = screenState.animation {
            screenState.animationTime = now
            if animation.nextFrame(after: now) == nil { screenState.animation = nil }
        }
    }

    // MARK: - Notices

    /// Shows the warning about a variant (unknown color names), once per variant in a run.
    private func warnOnce(about variant: any GameVariant) {
        guard let message = variant.notice, screenState.warnedNames.insert(variant.name).inserted else { return }
        screenState.notice = message
    }

    private func dismissNotice() {
        if screenState.notice != nil { screenState.notice = nil }
    }
}
