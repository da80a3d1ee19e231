import MemorizeRenderer
import MemorizeViewModel
import ScreenKit

/// Presents the game as a grid of cards on a terminal: lays the board out for the terminal's size,
/// renders each screen into a frame for the terminal to draw, maps keys to intents through the key
/// table and clicks through what the last frame drew.
package struct TerminalPresenter: GamePresenter {
    /// The grid animates a choice, holds the last match a second before the summary, and lets the
    /// computer take 0.8 to 1.5 s per card as it thinks (`ComputerPace`), so the player reads each
    /// card (SPEC §7.2), 1.5 s before its first card of a deal, from when the board shows, so the
    /// player has looked at it, and 1.5 s after a mismatch, so its cards are read before they turn. The summary
    /// takes no key for its first half second: one pressed during the hold, or read just after it,
    /// must not deal the next game before the summary was seen.
    package static let policy = PresenterPolicy(
        animates: true, finishHold: .seconds(1), summaryGrace: .milliseconds(500),
        otherSeatsPause: GameViewModel.computerPause, firstMovePause: GameViewModel.computerFirstPause,
        mismatchHold: GameViewModel.mismatchHold)

    private let terminal: any TerminalDevice
    /// The grid chosen for the deal on the board; kept through resizes until the next deal.
    private var grid: BoardGrid?
    /// What the current layout was made for; a new terminal size or a new deal lays out again.
    private var laidOutFor: (size: TerminalSize, cardCount: Int, deal: Int)?
    /// Where the last frame drew its clickable things.
    private var hits = HitRegions()

    /// Whether the grid draws only characters of unambiguous East-Asian width (`--ascii`, or a CJK language).
    private let narrowGlyphs: Bool

    /// A presenter drawing to `terminal`; with `narrowGlyphs`, in the glyphs that hold their width in
    /// a terminal that draws East-Asian-ambiguous characters wide.
    package init(terminal: any TerminalDevice, narrowGlyphs: Bool = false) {
        self.terminal = terminal
        self.narrowGlyphs = narrowGlyphs
    }

    /// A new deal gets a grid chosen for the terminal of the moment; a resize keeps the grid and changes
    /// only the card size and the centring, so no card moves in the grid during a game.
    package mutating func layOut(cardCount: Int, deal: Int) -> (columns: Int, fits: Bool)? {
        let size = terminal.size
        if let laidOutFor, laidOutFor.size == size, laidOutFor.cardCount == cardCount, laidOutFor.deal == deal {
            return nil
        }
        let isNewDeal = laidOutFor.map { $0.deal != deal || $0.cardCount != cardCount } ?? true
        laidOutFor = (size, cardCount, deal)
        if isNewDeal || grid == nil { grid = BoardLayout.grid(forCardCount: cardCount, in: size) }
        let grid = grid ?? BoardGrid(columns: cardCount, cardCount: cardCount)
        let fits = BoardLayout.fitting(grid: grid, cardCount: cardCount, in: size) != nil
        return (grid.columns, fits)
    }

    /// The frame is the screen's alone: what happened is in it already. The bell and the clipboard
    /// come after it, once for all the events told at once: bells rung together sound as one, and
    /// only the last text copied stays on the clipboard.
    package mutating func present(_ screen: GameScreen, events: [GameEvent]) {
        let hits = HitRegions()
        self.hits = hits
        var capabilities = terminal.capabilities
        if narrowGlyphs { capabilities.narrowGlyphs = true }
        terminal.draw(GameRenderer.render(screen, size: terminal.size, capabilities: capabilities, hits: hits))
        if events.contains(.bell) { terminal.ringBell() }
        var copied: String?
        for case .copy(let text) in events { copied = text }
        if let copied { terminal.copyToClipboard(copied) }
    }

    package func action(for input: InputEvent, in mode: ScreenMode, noticeShows: Bool) -> GameAction? {
        switch input {
        case .resize: nil
        case .click(let row, let column):
            hits.target(atRow: row, column: column).map { .pointed(GridInput.intent(for: $0)) }
        default: GridInput.intent(forKey: input, in: mode, noticeShows: noticeShows).map(GameAction.intent)
        }
    }
}
