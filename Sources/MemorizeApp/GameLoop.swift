import MemorizeRenderer
import MemorizeViewModel
import Observation
import ScreenKit

/// The run loop, apart from any real terminal or clock so that tests can drive it.
///
/// Each turn: lay the board out again if the terminal or the deal changed, draw if the view model
/// published a change (tracked with Observation, never polled), then sleep in the terminal until
/// input, a signal or the view model's `nextDeadline`, whichever comes first. With no deadline it
/// sleeps until input: an idle game wakes for nothing.
public struct GameLoop {
    /// Why the loop ended.
    public enum Ending: Equatable, Sendable {
        /// The player quit.
        case quit
        /// A terminating signal arrived; the caller gives the terminal back and dies by it.
        case signal(Int32)
    }

    private let terminal: any TerminalDevice
    private let viewModel: GameViewModel
    private let clock: any GameClock
    private let redraw = RedrawFlag()
    /// The view model's bell count when the bell last rang.
    private var bellsRung = 0
    private var layout: BoardLayout?
    /// Where the last frame drew its clickable things.
    private var hits = HitRegions()
    /// The grid chosen for the deal on the board; kept through resizes until the next deal.
    private var grid: BoardGrid?
    /// What the current layout was made for; a new terminal size or a new deal lays out again.
    private var laidOutFor: (size: TerminalSize, cardCount: Int, deal: Int)?

    /// A loop over `viewModel` that draws to and waits on `terminal`, reading time from `clock`.
    public init(terminal: any TerminalDevice, viewModel: GameViewModel, clock: any GameClock) {
        self.terminal = terminal
        self.viewModel = viewModel
        self.clock = clock
    }

    /// Runs until the player quits or a signal arrives.
    public mutating func run() -> Ending {
        while !viewModel.isQuitRequested {
            updateLayoutIfNeeded()
            if redraw.isSet { draw() }
            if viewModel.bellCount > bellsRung {
                bellsRung = viewModel.bellCount
                terminal.ringBell()
            }
            let timeout = viewModel.nextDeadline.map { max(.zero, $0 - clock.now) }
            for event in terminal.waitForEvents(timeout: timeout) {
                switch event {
                case .signal(let signalNumber):
                    return .signal(signalNumber)
                case .input(.resize):
                    redraw.isSet = true
                case .input(.click(let row, let column)):
                    if let target = hits.target(atRow: row, column: column) { viewModel.click(target) }
                case .input(let input):
                    viewModel.handle(input)
                }
                // Before the next event: a key after a resize or a new game must meet the new layout.
                updateLayoutIfNeeded()
            }
            if let deadline = viewModel.nextDeadline {
                let now = clock.now
                if now >= deadline { viewModel.tick(now: now) }
            }
        }
        return .quit
    }

    /// Lays the board out again when the terminal size or the deal changed, and tells the view model.
    ///
    /// A new deal gets a grid chosen for the terminal of the moment; a resize keeps the grid and changes
    /// only the card size and the centring, so no card moves in the grid during a game.
    private mutating func updateLayoutIfNeeded() {
        let size = terminal.size
        let count = viewModel.cardCount
        let deal = viewModel.dealNumber
        if let laidOutFor, laidOutFor.size == size, laidOutFor.cardCount == count, laidOutFor.deal == deal {
            return
        }
        let isNewDeal = laidOutFor.map { $0.deal != deal || $0.cardCount != count } ?? true
        laidOutFor = (size, count, deal)
        if isNewDeal || grid == nil { grid = BoardLayout.grid(forCardCount: count, in: size) }
        let grid = grid ?? BoardGrid(columns: count, cardCount: count)
        layout = BoardLayout.fitting(grid: grid, cardCount: count, in: size)
        viewModel.boardLayoutChanged(columns: grid.columns, fits: layout != nil)
        redraw.isSet = true
    }

    /// Renders inside an observation scope: any change to what was read sets the redraw flag.
    private mutating func draw() {
        redraw.isSet = false
        let flag = redraw
        let size = terminal.size
        let capabilities = terminal.capabilities
        let hits = HitRegions()
        self.hits = hits
        let frame = withObservationTracking {
            GameRenderer.render(viewModel.screen, size: size, capabilities: capabilities, hits: hits)
        } onChange: {
            flag.isSet = true
        }
        terminal.draw(frame)
    }
}
