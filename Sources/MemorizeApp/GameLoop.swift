import MemorizeViewModel
import Observation
import ScreenKit

/// The run loop, apart from any real terminal, clock or way of presenting, so that tests can drive it.
///
/// Each turn: let the presenter lay the board out again if the output or the deal changed, present
/// the screen if the view model published a change (tracked with Observation, never polled), then
/// wait for events until input, a signal or the view model's `nextDeadline`, whichever comes first.
/// With no deadline it waits until input: an idle game wakes for nothing.
public struct GameLoop<Presenter: GamePresenter, Events: GameEventSource> {
    /// Why the loop ended.
    public enum Ending: Equatable, Sendable {
        /// The player quit.
        case quit
        /// A terminating signal arrived; the caller gives the terminal back and dies by it.
        case signal(Int32)
    }

    private let viewModel: GameViewModel
    private var presenter: Presenter
    private let events: Events
    private let clock: any GameClock
    private let redraw = RedrawFlag()
    /// The view model's bell count when the bell last rang.
    private var bellsRung = 0

    /// A loop over `viewModel` that shows it through `presenter`, waits on `events`, and reads time
    /// from `clock`.
    public init(viewModel: GameViewModel, presenter: Presenter, events: Events, clock: any GameClock) {
        self.viewModel = viewModel
        self.presenter = presenter
        self.events = events
        self.clock = clock
    }

    /// Runs until the player quits or a signal arrives.
    public mutating func run() -> Ending {
        while !viewModel.isQuitRequested {
            layOutIfNeeded()
            if redraw.isSet { present() }
            if viewModel.bellCount > bellsRung {
                bellsRung = viewModel.bellCount
                presenter.ringBell()
            }
            let timeout = viewModel.nextDeadline.map { max(.zero, $0 - clock.now) }
            for event in events.waitForEvents(timeout: timeout) {
                switch event {
                case .signal(let signalNumber):
                    return .signal(signalNumber)
                case .endOfInput:
                    return .quit
                case .input(let input):
                    if case .resize = input { redraw.isSet = true }
                    if let action = presenter.action(for: input) { viewModel.send(action) }
                }
                // Before the next event: a key after a resize or a new game must meet the new layout.
                layOutIfNeeded()
            }
            if let deadline = viewModel.nextDeadline {
                let now = clock.now
                if now >= deadline { viewModel.send(.clockTicked(now: now)) }
            }
        }
        return .quit
    }

    private mutating func layOutIfNeeded() {
        guard let layout = presenter.layOut(cardCount: viewModel.cardCount, deal: viewModel.dealNumber) else { return }
        viewModel.send(.boardLaidOut(columns: layout.columns, fits: layout.fits))
        redraw.isSet = true
    }

    /// Reads the screen inside an observation scope, so that any change to what it was made from sets
    /// the redraw flag, and hands it to the presenter.
    private mutating func present() {
        redraw.isSet = false
        let flag = redraw
        let viewModel = viewModel
        let screen = withObservationTracking {
            viewModel.screen
        } onChange: {
            flag.isSet = true
        }
        presenter.present(screen)
    }
}
