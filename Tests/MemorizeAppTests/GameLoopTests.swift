import MemorizeApp
import MemorizeRenderer
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import Testing

/// The run loop, driven by a scripted terminal and a test clock: no terminal, no sleeping.
@Suite("The run loop")
struct GameLoopTests {
    typealias Ending = GameLoop<TerminalPresenter, ScriptedTerminal>.Ending

    static let solo = Theme(name: "Solo", emojis: ["🐙"], color: .named("blue"))
    static let animals = Theme(
        name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊"], color: .named("orange"))
    static let standard = TerminalSize(columns: 80, rows: 24)

    /// A fresh view model of `theme` (with `themes` in the picker) and its test clock.
    private func makeViewModel(
        theme: Theme = animals, themes: [Theme]? = nil, seed: UInt64 = 3,
        settings: GameViewModel.Settings = GameViewModel.Settings()
    ) -> (GameViewModel, TestClock) {
        let clock = TestClock()
        let viewModel = GameViewModel(
            variants: (themes ?? [theme]).map { ThemeVariant($0) }, variant: ThemeVariant(theme),
            generator: SplitMix64(seed: seed), clock: clock, settings: settings)
        return (viewModel, clock)
    }

    /// Runs the loop over `viewModel` until the script ends it.
    private func run(
        _ steps: [ScriptedTerminal.Step], on viewModel: GameViewModel, clock: TestClock,
        size: TerminalSize = standard
    ) -> (ending: Ending, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(size: size, clock: clock, steps: steps)
        var loop = GameLoop(
            viewModel: viewModel, presenter: TerminalPresenter(terminal: terminal), sources: terminal, clock: clock)
        return (loop.run(), terminal)
    }

    /// Runs the loop over a fresh view model of `theme` until the script ends it.
    private func run(
        _ steps: [ScriptedTerminal.Step], theme: Theme = animals, themes: [Theme]? = nil,
        size: TerminalSize = standard
    ) -> (ending: Ending, terminal: ScriptedTerminal, viewModel: GameViewModel) {
        let (viewModel, clock) = makeViewModel(theme: theme, themes: themes)
        let (ending, terminal) = run(steps, on: viewModel, clock: clock, size: size)
        return (ending, terminal, viewModel)
    }

    @Test("q ends the loop after one frame and one wait without a timeout")
    func quit() {
        let (ending, terminal, _) = run([.input([.character("q")])])
        #expect(ending == .quit)
        #expect(terminal.frames.count == 1)
        #expect(terminal.waits == [nil])
    }

    @Test("a signal ends the loop and is handed to the caller")
    func signal() {
        let (ending, terminal, _) = run([.input([.right]), .signal(15)])
        #expect(ending == .signal(15))
        #expect(terminal.waits.count == 2)
    }

    @Test("while nothing changes with time, every wait is without a timeout")
    func noWakeUpsWhileIdle() {
        let (_, terminal, _) = run([
            .input([.right]), .input([.down]), .input([.character("?")]), .input([.character("?")]),
            .input([.character("t")]), .input([.escape]), .input([.character("q")]),
        ])
        #expect(terminal.waits == Array(repeating: nil, count: 7))
    }

    @Test("the clock's deadline is honoured to the millisecond, and input before it does not tick")
    func deadline() {
        let (_, terminal, viewModel) = run([
            .input([.enter]),  // the first choice at 100 s starts the clock: next change at 101 s
            .sleep,  // wakes at exactly 101 s
            .after(.milliseconds(250), [.right]),  // a key at 101.25 s
            .sleep,  // wakes at exactly 102 s
            .input([.character("q"), .character("y")]),  // a game in progress asks first
        ])
        #expect(terminal.waits == [nil, .seconds(1), .seconds(1), .milliseconds(750), .seconds(1)])
        #expect(viewModel.screen.status.elapsedSeconds == 2)
        #expect(terminal.lastScreen[0].hasSuffix("0:02"))
    }

    @Test("a finished game stops the clock: the loop sleeps until input again")
    func finishedGameSleeps() {
        let (_, terminal, viewModel) = run(
            [.input([.enter]), .input([.right]), .input([.enter]), .input([.character("q")])], theme: Self.solo)
        #expect(viewModel.screen.summary != nil)
        #expect(terminal.waits == [nil, .seconds(1), .seconds(1), nil])
        #expect(terminal.lastScreen.contains { $0.contains("All pairs found!") })
    }

    @Test("a key that changes nothing draws nothing")
    func drawsOnlyChanges() {
        let (_, terminal, _) = run([.input([.left]), .input([.up]), .input([.right]), .input([.character("q")])])
        // The first frame, then one for the move right; left and up at the corner change nothing.
        #expect(terminal.frames.count == 2)
    }

    @Test("a resize lays the board out again and tells the view model; too small says so")
    func resize() throws {
        let tall = TerminalSize(columns: 40, rows: 40)
        let tiny = TerminalSize(columns: 12, rows: 6)
        let (_, terminal, viewModel) = run([
            .input([.resize(tall)]), .input([.resize(tiny)]), .input([.resize(Self.standard)]),
            .input([.character("q")]),
        ])
        let wide = try #require(BoardLayout.fitting(cardCount: 12, in: Self.standard))
        let narrow = try #require(BoardLayout.fitting(cardCount: 12, in: tall))
        #expect(wide.columns != narrow.columns, "the two sizes call for different grids")
        #expect(terminal.frames.map(\.size) == [Self.standard, tall, tiny, Self.standard])
        #expect(terminal.frames[2].lines.joined().contains("Need at"), "the tiny terminal is told what it needs")
        #expect(viewModel.screen.grid?.columns == wide.columns)
        #expect(viewModel.screen.mode != .tooSmall)
    }

    @Test("a resize keeps the deal's grid, so no card moves; the next deal gets a grid for the new size")
    func resizeKeepsTheGrid() throws {
        let tall = TerminalSize(columns: 40, rows: 60)
        let atStart = BoardLayout.grid(forCardCount: 12, in: Self.standard)
        let forTall = BoardLayout.grid(forCardCount: 12, in: tall)
        #expect(atStart != forTall, "the two sizes call for different grids")

        let (_, kept, keptModel) = run([.input([.resize(tall)]), .input([.character("q")])])
        #expect(keptModel.screen.grid?.columns == atStart.columns)
        #expect(kept.lastScreen.count == tall.rows)

        let (_, _, dealtModel) = run([.input([.resize(tall)]), .input([.character("n")]), .input([.character("q")])])
        #expect(dealtModel.screen.grid?.columns == forTall.columns)
    }

    @Test("a new game with another number of cards is laid out for it before the next key")
    func newGameRelaysOut() throws {
        // `n` deals from the themes offered: only Solo, so the board goes from 12 cards to 2.
        let (_, terminal, viewModel) = run(
            [.input([.character("n"), .right, .enter]), .input([.character("q"), .character("y")])],
            themes: [Self.solo])
        let layout = try #require(BoardLayout.fitting(cardCount: 2, in: Self.standard))
        #expect(viewModel.cardCount == 2)
        #expect(viewModel.screen.grid?.columns == layout.columns)
        // Right met the new two-card layout: it moved to card 1, which Enter turned up.
        #expect(viewModel.screen.cursor == 1)
        #expect(viewModel.screen.cards[1].side == .faceUp)
        #expect(terminal.frames.count == 2)
    }

    @Test("a click chooses the card under it; a click between cards does nothing")
    func click() throws {
        let layout = try #require(BoardLayout.fitting(cardCount: 12, in: Self.standard))
        let origin = try #require(layout.cardOrigin(5))
        let gap = (row: origin.row + 1, column: origin.column + layout.cardWidth)
        #expect(layout.cardIndex(atRow: gap.row, column: gap.column) == nil, "the cell is between two cards")
        let (_, _, viewModel) = run([
            .input([.click(row: gap.row, column: gap.column)]),
            .input([.click(row: origin.row + 1, column: origin.column + 2)]),
            .input([.character("q"), .character("y")]),
        ])
        #expect(viewModel.screen.status.flips == 1)
        #expect(viewModel.screen.cards[5].side == .faceUp)
        #expect(viewModel.screen.cursor == 5)
    }

    @Test("with the bell on, a match rings it once; without, never")
    func bell() {
        for ringsBell in [true, false] {
            let (viewModel, clock) = makeViewModel(
                theme: Self.solo, seed: 1, settings: GameViewModel.Settings(ringsBell: ringsBell))
            let (_, terminal) = run(
                [.input([.enter]), .input([.right, .enter]), .input([.character("q")])], on: viewModel, clock: clock)
            #expect(terminal.bells == (ringsBell ? 1 : 0))
        }
    }

    @Test("the grid rings the bell and copies from the events it presents: once, the last text, after the frame")
    func bellAndClipboardAreEvents() {
        let (viewModel, clock) = makeViewModel(theme: Self.solo, seed: 1)
        let terminal = ScriptedTerminal(size: Self.standard, clock: clock, steps: [])
        var presenter = TerminalPresenter(terminal: terminal)
        presenter.present(viewModel.screen, events: [.copy("first"), .bell, .copy("second"), .bell])
        #expect(terminal.frames.count == 1)
        #expect(terminal.bells == 1)
        #expect(terminal.copies == ["second"])
        presenter.present(viewModel.screen, events: [])
        #expect(terminal.bells == 1 && terminal.copies == ["second"], "nothing polled: no event, no bell")
    }

    /// Where `target` was drawn on the screen the view model shows now, at the standard size.
    private func cell(of target: ClickTarget, in viewModel: GameViewModel) throws -> (row: Int, column: Int) {
        let hits = HitRegions()
        _ = GameRenderer.render(viewModel.screen, size: Self.standard, capabilities: .full, hits: hits)
        let region = try #require(hits.regions.last { $0.target == target }, "\(target) is drawn")
        return (region.rows.lowerBound, region.columns.lowerBound + region.columns.count / 2)
    }

    @Test("a click on a row of the theme picker plays that theme")
    func clickInThePicker() throws {
        let (viewModel, clock) = makeViewModel(themes: [Self.animals, Self.solo], seed: 1)
        viewModel.send(
            .boardLaidOut(columns: BoardLayout.grid(forCardCount: 12, in: Self.standard).columns, fits: true))
        viewModel.press(.character("t"))
        let row = try cell(of: .theme(1), in: viewModel)
        _ = run(
            [.input([.click(row: row.row, column: row.column)]), .input([.character("q")])], on: viewModel, clock: clock
        )
        #expect(viewModel.variant.name == "Solo")
        #expect(viewModel.screen.status.flips == 0)
    }

    @Test("a click on a key the game-over box names acts as that key")
    func clickOnTheSummary() throws {
        let (viewModel, clock) = makeViewModel(theme: Self.solo, seed: 1)
        viewModel.send(.boardLaidOut(columns: 2, fits: true))
        viewModel.click(.card(0))
        viewModel.click(.card(1))
        #expect(viewModel.screen.summary != nil)
        let replay = try cell(of: .action(.replay), in: viewModel)
        _ = run(
            [.input([.click(row: replay.row, column: replay.column)]), .input([.character("q")])], on: viewModel,
            clock: clock)
        #expect(viewModel.screen.summary == nil, "a new deal of the same theme")
        #expect(viewModel.dealNumber == 1)
    }

    @Test("a pause hides the board and sleeps without a deadline; resuming wakes for the clock again")
    func pause() throws {
        let (_, terminal, viewModel) = run([
            .input([.enter]), .sleep, .input([.character("p")]), .after(.seconds(30), [.character("p")]), .sleep,
            .input([.character("q"), .character("y")]),
        ])
        #expect(terminal.waits == [nil, .seconds(1), .seconds(1), nil, .seconds(1), .seconds(1)])
        #expect(viewModel.screen.status.elapsedSeconds == 2, "the 30 paused seconds do not count")
        #expect(viewModel.isQuitRequested)
    }

    @Test("time spent suspended (Ctrl-Z, fg) is left out of the clock")
    func suspension() {
        let (_, _, viewModel) = run([
            .input([.enter]), .after(.milliseconds(500), []), .suspended(.seconds(300)), .sleep,
            .input([.character("q"), .character("y")]),
        ])
        #expect(viewModel.screen.status.elapsedSeconds == 1)
    }

    @Test("quitting a game in progress asks first; no keeps playing, and the question stops the clock")
    func confirmation() {
        let (ending, terminal, viewModel) = run([
            .input([.enter]), .input([.character("q")]), .after(.seconds(10), [.character("n")]),
            .input([.escape]), .input([.character("y")]),
        ])
        #expect(ending == .quit)
        #expect(terminal.waits[2] == nil, "no deadline while the question shows")
        #expect(terminal.frames.contains { $0.lines.joined().contains("Quit this game? y/N") })
        #expect(viewModel.screen.status.elapsedSeconds == 0)
    }

    @Test("a choice flips in three 50 ms frames and a match flashes; the loop wakes for each, then sleeps")
    func animation() throws {
        let (viewModel, clock) = makeViewModel(
            theme: Self.solo, seed: 1, settings: GameViewModel.Settings(policy: PresenterPolicy(animates: true)))
        let (ending, terminal) = run(
            [.input([.enter]), .sleep, .sleep, .sleep, .signal(15)], on: viewModel, clock: clock)
        #expect(ending == .signal(15))
        #expect(terminal.waits == [nil, .milliseconds(50), .milliseconds(50), .milliseconds(50), .milliseconds(850)])
        // The frames: the first, then the back narrowing, the edge, the face widening, the face.
        let layout = try #require(BoardLayout.fitting(cardCount: 2, in: Self.standard))
        let origin = try #require(layout.cardOrigin(0))
        let middle = origin.row + layout.cardHeight / 2
        let rows = terminal.frames.map { $0.text(ofRow: middle) }
        #expect(rows.count >= 5)
        #expect(rows[1].contains("░") && !rows[1].contains("🐙"), "the back, narrowed")
        #expect(rows[2].contains("┃"), "the edge")
        #expect(rows[3].contains("🐙"), "the face, narrowed")
        #expect(rows[4].contains("🐙"))
    }

    @Test("the loop serves any presenter: a second one, with no frames, gets every screen and maps input")
    func anotherPresenter() {
        let (viewModel, clock) = makeViewModel(theme: Self.solo, seed: 1)
        let events = ScriptedTerminal(
            size: Self.standard, clock: clock,
            steps: [.input([.character("x"), .enter]), .input([.character("q"), .character("y")])])
        let presenter = RecordingPresenter()
        var loop = GameLoop(viewModel: viewModel, presenter: presenter, sources: events, clock: clock)
        #expect(loop.run() == .quit)
        #expect(presenter.layouts == [2], "laid out once, for the one deal")
        #expect(presenter.inputs == [.character("x"), .enter, .character("q"), .character("y")])
        #expect(presenter.screens.first?.cards.map(\.side) == [.faceDown, .faceDown])
        #expect(presenter.screens.last?.cards.first?.side == .faceUp, "the chosen card, shown")
        #expect(presenter.events.first == [.dealt(cards: 2)], "the first presentation tells the first deal")
        #expect(
            presenter.events.joined().contains { if case .turnedUp(card: 0, _, seat: 0) = $0 { true } else { false } },
            "and a later one the card turned")
        #expect(presenter.events.joined().filter { $0 == .dealt(cards: 2) }.count == 1, "each event told once")
        #expect(events.frames.isEmpty, "nothing drew to the terminal")
    }
}

/// A presenter that keeps what it is given: the stand-in for a presenter of lines of text.
final class RecordingPresenter: GamePresenter {
    private(set) var layouts: [Int] = []
    private(set) var screens: [GameScreen] = []
    private(set) var inputs: [InputEvent] = []
    /// The events each presentation was given.
    private(set) var events: [[GameEvent]] = []
    private var laidOutDeal: Int?

    func layOut(cardCount: Int, deal: Int) -> (columns: Int, fits: Bool)? {
        guard laidOutDeal != deal else { return nil }
        laidOutDeal = deal
        layouts.append(cardCount)
        return (cardCount, true)
    }

    static var policy: PresenterPolicy { PresenterPolicy() }

    func present(_ screen: GameScreen, events: [GameEvent]) {
        screens.append(screen)
        self.events.append(events)
    }

    /// Keys as the grid's key table reads them: this presenter draws nothing, so it has no clicks.
    func action(for input: InputEvent, in mode: ScreenMode, noticeShows: Bool) -> GameAction? {
        inputs.append(input)
        return GridInput.intent(forKey: input, in: mode, noticeShows: noticeShows).map(GameAction.intent)
    }
}
