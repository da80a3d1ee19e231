import MemorizePlayers
import MemorizeSetup
import MemoryGame

/// The view model of Memorize: joins a `GameSession` (the game, its clock and its seats) and a
/// `ScreenState` (cursor, boxes, notice), takes what happened through one entry, `send(_:)`, and
/// interprets it all for a presenter as a `GameScreen` and a list of `GameEvent`s.
///
/// Its concerns live in one file each: what the player meant (`+Intents`), choosing a card
/// (`+Choosing`), the seats that move by themselves (`+Seats`), dealing (`+Games`), filing a
/// finished game (`+Records`), time (`+Time`) and the screen (`+Screen`). Time and randomness
/// come in from outside (a `GameClock` and a generator), so every change can be replayed in tests.
///
/// After each action it publishes what happened, here and only here (`publish`): the events of the
/// action (`events`) to every events observer, and the screen to every screen observer when it
/// changed. The screen is a value, so a change is one comparison. The session and the screen state
/// are internal to this module: others read the screen and the events, and change the game only
/// through `send(_:)`.
package final class GameViewModel {
    /// How a run behaves beyond the rules, fixed when it starts.
    package struct Settings {
        /// Whether to ring the bell on a match (`--bell`).
        package var ringsBell = false
        /// Who sits at the table, in turn order; empty for one player here.
        package var seats: [Seat] = []
        /// Where finished games are recorded, if anywhere.
        package var scoreKeeper: (any ScoreKeeper)?
        /// Whether the run is practice (`--seed`): its deals may be boards the player has seen, so no
        /// game is recorded, and the summary says so.
        package var isPractice = false
        /// The day whose daily deal the first game is (`YYYY-MM-DD`), or nil; later deals are ordinary.
        package var daily: String?
        /// The daily's number for its share line (`Memorize #17`), or nil.
        package var dailyNumber: Int?
        /// The day (UTC, `YYYY-MM-DD`) the daily was dealt on: its try is filed under that day even when
        /// it ends after midnight, which would otherwise make it a past day's, practice. Nil when unknown.
        package var dailyDealtOn: String?
        /// The presenter's pacing: animation, the hold on the last match, the pause of other seats.
        package var policy = PresenterPolicy()
        /// The side of a table across terminals this run is, with its link to the others; nil for
        /// a game at this terminal only.
        package var table: TableRole?
        /// What the new-game screen opens with; nil where the screen is not offered (a table).
        package var newGame: NewGameChoices?

        package init(
            ringsBell: Bool = false, seats: [Seat] = [], scoreKeeper: (any ScoreKeeper)? = nil,
            daily: String? = nil, dailyNumber: Int? = nil, dailyDealtOn: String? = nil, isPractice: Bool = false,
            policy: PresenterPolicy = PresenterPolicy(), table: TableRole? = nil, newGame: NewGameChoices? = nil
        ) {
            self.newGame = newGame
            self.table = table
            self.dailyNumber = dailyNumber
            self.dailyDealtOn = dailyDealtOn
            self.ringsBell = ringsBell
            self.seats = seats
            self.scoreKeeper = scoreKeeper
            self.daily = daily
            self.isPractice = isPractice
            self.policy = policy
        }
    }

    /// How long the computer waits before each card it turns on the grid at the quickest (a pair it
    /// knows), so a player can follow it and read each card; it thinks longer over others
    /// (`ComputerPace`), up to `computerLongestPause`.
    package static let computerPause: Duration = .milliseconds(800)

    /// The longest the computer waits before a card on the grid, whatever it thinks over or waits for.
    package static let computerLongestPause: Duration = .milliseconds(1500)

    /// How long a mismatch stays on the grid, at least, before the computer turns a card.
    package static let mismatchHold: Duration = .milliseconds(1500)

    /// How long the computer waits before the first card of a deal on the grid, from when the board
    /// shows: long enough to take in the board and whose turn it is.
    package static let computerFirstPause: Duration = .milliseconds(1500)

    /// What the picker offers and new games are drawn from, in file order.
    package let variants: [any GameVariant]
    /// How this run behaves beyond the rules.
    package let settings: Settings
    /// Whether the player asked to leave; the run loop ends when it sees this.
    package internal(set) var isQuitRequested = false
    /// The kept records the finished game beat; empty until a game ends.
    package internal(set) var newRecords: Set<GameSummary.Record> = []
    /// The best score kept from run to run for the finished game's kind, when it is known.
    package internal(set) var keptBestScore: Int?
    /// The notices shown during the run, each once: they still matter after the game is left (scores
    /// not saved, a file moved aside, a theme's unknown color), so the app repeats them at the exit.
    package internal(set) var lastingNotices: [String] = []
    /// The variants whose surprising rule (`GameVariant.ruleNote`) was said in this run: once is enough.
    var ruleNotesSaid: Set<String> = []
    /// What the summary says of the last copy, until the next deal.
    var copyNote: String?
    /// Whether the first game's help was offered and waits for a card to mark it seen.
    var visitToMark = false
    /// How each turn of the daily game ended so far, for its share line; empty outside a daily.
    var dailyTurns: [DailyShare.Turn] = []
    /// Why the finished daily did not count, when it did not.
    var dailyPractice: String?
    /// Where this deal's daily try stands: filed at its first card, settled once.
    var dailyTry: DailyTry = .notStarted
    /// The share of the daily game finished in this run, to print when the terminal is given back.
    package internal(set) var finishedDailyShare: DailyShare?

    /// The game the new-game screen chose, once the player deals it: the run ends this view model
    /// and deals that game as its command line would (`GameApp`), so nil until then.
    package internal(set) var requestedNewGame: NewGameChoices?
    /// The choices the new-game screen last showed, so that it opens again with them.
    var newGameChoices: NewGameChoices?

    /// What happened in the last action, in order; before any action, the first deal.
    package private(set) var events: [GameEvent] = []

    /// The game being played.
    let session: GameSession
    /// The cursor, boxes and notice.
    let screenState: ScreenState
    let clock: any GameClock
    /// The events of the action under way, published when it ends.
    var pendingEvents: [GameEvent] = []
    /// The computer players of this deal, by seat; each sees only `session.observation`.
    var computers: [Int: any Player] = [:]
    /// When the seat to move turns its next card by itself, while it is its turn and the board shows.
    var otherSeatMovesAt: Duration?
    /// The card the seat to move has chosen already, what it knew of it, and the choice it is for:
    /// chosen before its wait, whose length depends on it, and kept through a box over the board.
    var plannedMove: (card: Int, move: ComputerMove, choice: Int)?
    /// When the last choice was a mismatch, its time: the computer's next card waits for it to be read.
    var mismatchShownAt: Duration?
    /// The deal whose board has been laid out (shown) at least once; nil before the first layout.
    var laidOutDeal: Int?
    /// At a table across terminals: why the game under way ended before its end (a player left, the
    /// table closed), or nil while it goes on; a new deal clears it.
    package internal(set) var tableEnded: String?
    /// The card the guest asked the host for, until the host answers.
    var requestedCard: Int?
    /// The notice that says a player at another terminal is away, while it shows.
    var awayNotice: String?
    /// The seats whose players are away now.
    var awaySeats: Set<Int> = []
    /// At a table's host: the seats whose players left for good, until another player takes them.
    var openSeats: Set<Int> = []
    /// Whether the table is over for this side (the host left, or this side did): nothing more is
    /// heard or dealt.
    package internal(set) var isTableClosed = false

    /// Who is told of each new screen, and of each action's events, by the number they were given.
    private var screenObservers: [Int: (GameScreen) -> Void] = [:]
    private var eventObservers: [Int: ([GameEvent]) -> Void] = [:]
    private var nextObserver = 0
    /// The screen observers were last told of.
    private var publishedScreen: GameScreen?

    /// Deals a first game of `variant`.
    ///
    /// - Parameters:
    ///   - variants: The variants for the picker and for random new games.
    ///   - variant: The variant of the first game.
    ///   - generator: The source of every random choice: the seeds of deals and random variants.
    ///   - firstSeed: The seed of the first deal (`--seed`), or nil to draw it from `generator`.
    ///   - clock: Where the time of a choice is read.
    ///   - settings: Seats, bell, pacing and where scores are kept.
    package init(
        variants: [any GameVariant], variant: any GameVariant, generator: some RandomNumberGenerator,
        firstSeed: UInt64? = nil, clock: any GameClock, settings: Settings = Settings()
    ) {
        self.variants = variants
        self.clock = clock
        self.settings = settings
        session = GameSession(
            variant: variant, seats: settings.seats, generator: generator, firstSeed: firstSeed, clock: clock,
            bonusGrace: settings.policy.bonusGrace)
        screenState = ScreenState()
        newGameChoices = settings.newGame
        // Until the first layout the board counts as one row.
        screenState.columns = max(session.cardCount, 1)
        pendingEvents = [.dealt(cards: session.cardCount)]
        warnOnce(about: variant)
        sayDailyIsPractice()
        offerFirstHelp()
        if let notice = screenState.notice { pendingEvents.append(.notice(notice)) }
        seatComputers()
        scheduleOtherSeat()
        events = pendingEvents
        pendingEvents = []
    }

    // MARK: - Reading

    /// The variant the game on the board was dealt from (its name is on the status line).
    package var variant: any GameVariant { session.variant }

    /// The day of the daily deal when the game on the board is one (the first deal of a `--daily`
    /// run), else nil.
    package var dailyDate: String? { session.dealNumber == 0 ? settings.daily : nil }

    /// How many cards are on the board, without building the whole `screen`.
    package var cardCount: Int { session.cardCount }

    /// Changes whenever a new game is dealt: the run loop lays the board out again then.
    package var dealNumber: Int { session.dealNumber }

    /// The seats, in turn order, with their points and pairs.
    package var seats: [Seat] { session.seats }

    /// The seat whose turn it is, an index into `seats`.
    package var currentSeat: Int { session.currentSeat }

    /// Whether a notice shows, without building the whole `screen`: a presenter's key for dismissing
    /// it means that while it does.
    package var showsNotice: Bool { screenState.notice != nil }

    // MARK: - The one way in

    /// Acts on what happened: what the player meant, the clock, a new layout, a resume.
    package func send(_ action: GameAction) {
        let modeBefore = mode
        let noticesBefore = screenState.noticeNumber
        switch action {
        case .intent(let intent):
            mean(intent)
        case .pointed(let intent):
            point(at: intent)
        case .clockTicked(let now):
            tick(now: now)
        case .boardLaidOut(let columns, let fits):
            screenState.columns = max(columns, 1)
            screenState.fits = fits
            syncClock()
            if laidOutDeal != session.dealNumber {
                // The board shows now: the computer's first card waits from here.
                laidOutDeal = session.dealNumber
                if session.flipCount == 0 { otherSeatMovesAt = nil }
            }
        case .resumed(let duration):
            session.leaveOut(duration)
        case .table(let event):
            hear(event)
        }
        scheduleOtherSeat()
        let modeAfter = mode
        if modeAfter != modeBefore { pendingEvents.append(.mode(modeAfter, from: modeBefore)) }
        if let notice = screenState.notice, screenState.noticeNumber != noticesBefore {
            pendingEvents.append(.notice(notice))
        }
        publish()
    }

    /// Records an event of the action under way.
    func report(_ event: GameEvent) {
        pendingEvents.append(event)
    }

    // MARK: - Publishing

    /// Tells `observer` of every new screen from now on, after the action that made it.
    ///
    /// - Returns: A number to stop with (`stopObserving`).
    @discardableResult
    package func observeScreen(_ observer: @escaping (GameScreen) -> Void) -> Int {
        if screenObservers.isEmpty { publishedScreen = screen }
        nextObserver += 1
        screenObservers[nextObserver] = observer
        return nextObserver
    }

    /// Tells `observer` of the events of every action from now on, even an action that made none.
    ///
    /// - Returns: A number to stop with (`stopObserving`).
    @discardableResult
    package func observeEvents(_ observer: @escaping ([GameEvent]) -> Void) -> Int {
        nextObserver += 1
        eventObservers[nextObserver] = observer
        return nextObserver
    }

    /// Stops telling the observer `number` of new screens or events.
    package func stopObserving(_ number: Int) {
        screenObservers[number] = nil
        eventObservers[number] = nil
    }

    /// Stops telling the observer `number` of new screens.
    package func stopObservingScreen(_ number: Int) {
        stopObserving(number)
    }

    /// The one place that publishes: the action's events, then the screen if it changed.
    private func publish() {
        events = pendingEvents
        pendingEvents = []
        for observer in eventObservers.values { observer(events) }
        guard !screenObservers.isEmpty else { return }
        let screen = screen
        guard screen != publishedScreen else { return }
        publishedScreen = screen
        for observer in screenObservers.values { observer(screen) }
    }
}
