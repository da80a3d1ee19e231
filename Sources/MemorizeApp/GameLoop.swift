import MemorizeViewModel
import ScreenKit

/// Why a run loop ended.
package enum GameLoopEnding: Equatable, Sendable {
    /// The player quit (or chose a new game on the new-game screen: the view model says which).
    case quit
    /// A terminating signal arrived; the caller gives the terminal back and dies by it.
    case signal(Int32)
}

/// The run loop, apart from any real terminal, clock or way of presenting, so that tests can drive it.
///
/// Each turn: let the presenter lay the board out again if the output or the deal changed, present
/// the screen and the events since the last presentation if anything changed, then wait on every
/// source at once (`MessageWait`) until a message or the view model's `nextDeadline`, whichever comes
/// first. Every message goes through the one `send(_:)`, as bubbletea's `Program.Send` does. With no
/// deadline it waits until a message: an idle game wakes for nothing.
///
/// The screen is a value, so "did anything change" is one comparison of two `GameScreen`s after the
/// messages of a wake-up. That is cheaper at start-up than observation tracking (which builds a key
/// path for every property the first frame reads) and it cannot miss a change.
package struct GameLoop<Presenter: GamePresenter, Wait: MessageWait> {
    /// Why the loop ended.
    package typealias Ending = GameLoopEnding

    /// The events the view model published since the last presentation, in order.
    private final class Inbox {
        var events: [GameEvent] = []
    }

    private let viewModel: GameViewModel
    private var presenter: Presenter
    private let sources: Wait
    private let clock: any GameClock
    /// The screen last presented; nil until the first, and after a resize, which must present again.
    private var presented: GameScreen?
    private let inbox = Inbox()

    /// A loop over `viewModel` that shows it through `presenter`, waits on `sources`, and reads time
    /// from `clock`. The first presentation tells the view model's latest events (the first deal).
    package init(viewModel: GameViewModel, presenter: Presenter, sources: Wait, clock: any GameClock) {
        self.viewModel = viewModel
        self.presenter = presenter
        self.sources = sources
        self.clock = clock
        inbox.events = viewModel.events
    }

    /// Runs until the player quits, the input ends or a signal arrives.
    package mutating func run() -> Ending {
        let inbox = inbox
        let observer = viewModel.observeEvents { inbox.events += $0 }
        defer { viewModel.stopObserving(observer) }
        while !viewModel.isQuitRequested {
            layOutIfNeeded()
            presentIfChanged()
            // A deadline already due goes before any input: so a computer that moves at once (plain mode)
            // plays its whole turn, each card presented on its own, before the next line is read.
            let now = clock.now
            if let deadline = viewModel.nextDeadline, deadline <= now {
                viewModel.send(.clockTicked(now: now))
                // A deadline the tick did not move would come round again at once: read the sources
                // first then, so that nothing can keep the loop from input.
                if viewModel.nextDeadline != deadline { continue }
            }
            let timeout = viewModel.nextDeadline.map { max(.zero, $0 - now) }
            for message in sources.wait(timeout: timeout) {
                if let ending = send(message) { return ending }
            }
            // A deadline reached meanwhile is handled at the top, after what the messages changed is
            // presented: each change shows on its own.
        }
        return .quit
    }

    /// The one way a message of any source comes in: a signal or the end of input ends the run,
    /// a resume goes to the view model as it is, and input goes through the presenter, which says
    /// what the player meant.
    ///
    /// - Returns: Why the run ends, or nil to go on.
    package mutating func send(_ message: LoopMessage) -> Ending? {
        switch message {
        case .signal(let signalNumber):
            return .signal(signalNumber)
        case .endOfInput:
            return .quit
        case .resumed(let duration):
            viewModel.send(.resumed(after: duration))
        case .table(let event):
            viewModel.send(.table(event))
        case .input(let input):
            if case .resize = input { presented = nil }
            let action = presenter.action(for: input, in: viewModel.mode, noticeShows: viewModel.showsNotice)
            if let action { viewModel.send(action) }
        }
        // Before the next message: a key after a resize or a new game must meet the new layout.
        layOutIfNeeded()
        return nil
    }

    private mutating func layOutIfNeeded() {
        guard let layout = presenter.layOut(cardCount: viewModel.cardCount, deal: viewModel.dealNumber) else { return }
        viewModel.send(.boardLaidOut(columns: layout.columns, fits: layout.fits))
        presented = nil
    }

    /// Hands the screen and the events since to the presenter, when there are events or the screen
    /// is not the one presented last.
    private mutating func presentIfChanged() {
        let screen = viewModel.screen
        guard screen != presented || !inbox.events.isEmpty else { return }
        presented = screen
        let events = inbox.events
        inbox.events = []
        presenter.present(screen, events: events)
    }
}
