import Glibc
import MemorizeRenderer
import MemorizeViewModel
import MemoryGame
import Observation
import ScreenKit
import TerminalBackend

/// Runs an interactive game in the terminal until the player quits.
///
/// The loop: draw whenever the view model publishes a change (tracked with Observation, never
/// polled), then block on the terminal until a key, a click, a resize or a signal arrives. It wakes
/// on its own only while the status clock is counting, once a second.
public enum GameApp {
    /// Plays `theme` first (the player can switch), dealing with a generator seeded by `seed`.
    ///
    /// - Returns: The process exit status.
    public static func run(themes: [Theme], theme: Theme, seed: UInt64) -> Int32 {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let terminal: Terminal
        do {
            terminal = try Terminal(noColor: noColor)
        } catch {
            let type = error.terminalType.isEmpty ? "(unset)" : SafeText.quoted(error.terminalType)
            let message = Array("memorize: the terminal type \(type) \(error.problem)\n".utf8)
            _ = write(STDERR_FILENO, message, message.count)
            return 69
        }
        let game = EmojiMemoryGame(
            themes: themes, theme: theme, generator: SplitMix64(seed: seed), clock: MonotonicClock())
        var session = Session(terminal: terminal, game: game)
        session.run()
        terminal.stop()
        return 0
    }
}

/// One run of the loop, holding what changes between iterations.
private struct Session {
    let terminal: Terminal
    let game: EmojiMemoryGame
    let redraw = RedrawFlag()
    var layout: BoardLayout?
    var laidOutCardCount = -1

    init(terminal: Terminal, game: EmojiMemoryGame) {
        self.terminal = terminal
        self.game = game
    }

    mutating func run() {
        while !game.isQuitRequested {
            updateLayoutIfNeeded()
            if redraw.isSet { draw() }
            for event in terminal.waitForEvents(timeoutMilliseconds: clockTimeout()) {
                switch event {
                case .signal(let signalNumber):
                    terminal.stopAndDie(by: signalNumber)
                case .input(.resize):
                    laidOutCardCount = -1
                    redraw.isSet = true
                case .input(.click(let row, let column)):
                    if let index = layout?.cardIndex(atRow: row, column: column) { game.chooseCard(at: index) }
                case .input(let input):
                    game.handle(input)
                }
                // Before the next event: a key after a resize or a new game must meet the new layout.
                updateLayoutIfNeeded()
            }
            if game.isClockRunning { game.clockTicked() }
        }
    }

    /// Re-lays the board when the terminal or the number of cards changed, and tells the view model.
    private mutating func updateLayoutIfNeeded() {
        let count = game.cardCount
        guard count != laidOutCardCount else { return }
        laidOutCardCount = count
        layout = BoardLayout.fitting(cardCount: count, in: terminal.size)
        game.boardLayoutChanged(columns: layout?.columns ?? 1, fits: layout != nil)
        redraw.isSet = true
    }

    /// Renders inside an observation scope: any change to what was read sets the redraw flag.
    private func draw() {
        redraw.isSet = false
        let flag = redraw
        let size = terminal.size
        let capabilities = terminal.capabilities
        let frame = withObservationTracking {
            GameRenderer.render(game.screen, size: size, capabilities: capabilities)
        } onChange: {
            flag.isSet = true
        }
        terminal.draw(frame)
    }

    /// While the clock counts, wake once a second; otherwise sleep until input.
    private func clockTimeout() -> Int? {
        game.isClockRunning ? 1000 : nil
    }
}
