import MemorizeViewModel
import ScreenKit

/// The run loop, apart from any real terminal, clock or way of presenting, so that tests can drive it.
///
/// Each turn: let the presenter lay the board out again if the output or the deal changed, present
/// the screen if it differs from the one last presented, then wait for events until input, a signal
/// or the view model's `nextDeadline`, whichever comes first. With no deadline it waits until input:
/// an idle game wakes for nothing.
///
/// The screen is a value, so "did anything change" is one comparison of two `GameScreen`s after the
/// events of a wake-up. That is cheaper at start-up than observation tracking (which builds a key path
/// for every property the first frame reads) and it cannot miss a change, whatever state it came from.
package struct GameLoop<Presenter: GamePresenter, Events: GameEventSource> {
    /// Why the loop ended.
    package enum Ending: Equatable, Sendable {
        /// The player quit.
        case quit
        /// A terminating signal arrived; the caller gives the terminal back and dies by it.
        case signal(Int32)
    }

    private let viewModel: GameViewModel
    private var presenter: Presenter
    private let events: Events
    private let clock: any GameClock
    /// The screen last presented; nil until the first, and after a resize, which must present again.
    private var presented: GameScreen?
    /// The view model's bell count when the bell last rang.
    private var bellsRung = 0

    /// A loop over `viewModel` that shows it through `presenter`, waits on `events`, and reads time
    /// from `clock`.
    package init(viewModel: GameViewModel, presenter: Presenter, events: Events, clock: any GameClock) {
        self.viewModel = viewModel
        self.presenter = presenter
        self.events = events
        self.clock = clock
    }

    /// Runs until the player quits or a signal arrives.
    package mutating func run() -> Ending {
        while !viewModel.isQuitRequested {
            layOutIfNeeded()
            presentIfChanged()
            if viewModel.bellCount > bellsRung {
                bellsRung = viewModel.bellCount
                presenter.ringBell()
            }
            // A deadline already due goes before any input: so a computer that moves at once (plain mode)
            // plays its whole turn, each card presented on its own, before the next line is read.
            let now = clock.now
            if let deadline = viewModel.nextDeadline, deadline <= now {
                viewModel.send(.clockTicked(now: now))
                // A deadline the tick did not move would come round again at once: read the events
                // first then, so that nothing can keep the loop from input.
                if viewModel.nextDeadline != deadline { continue }
            }
            let timeout = viewModel.nextDeadline.map { max(.zero, $0 - now) }
            for event in events.waitForEvents(timeout: timeout) {
                switch event {
                case .signal(let signalNumber):
                    return .signal(signalNumber)
                case .endOfInput:
                    return .quit
                case .input(let input):
                    if case .resize = input { presented = nil }
                    if let action = presenter.action(for: input) { viewModel.send(action) }
                }
                // Before the next event: a key after a resize or a new game must meet the new layout.
                layOutIfNeeded()
            }
            // A deadline reached meanwhile is handled at the top, after what the events changed is
            // presented: each change shows on its own.
        }
        return .quit
    }

    private mutating func layOutIfNeeded() {
        guard let layout = presenter.layOut(cardCount: viewModel.cardCount, deal: viewModel.dealNumber) else { return }
        viewModel.send(.boardLaidOut(columns: layout.columns, fits: layout.fits))
        presented = nil
    }

    /// Hands the screen to the presenter when it is not the one presented last.
    private mutating func presentIfChanged() {
        let screen = viewModel.screen
        guard screen != presented else { return }
        presented = screen
        presenter.present(screen)
    }
}
