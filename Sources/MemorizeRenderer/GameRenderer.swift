import MemorizeViewModel
import ScreenKit

/// Turns the view state into a frame: a pure function of the screen, the terminal size and what the
/// terminal can show.
public enum GameRenderer {
    /// Draws the whole screen for `screen` at `size`.
    ///
    /// The board sits where `BoardLayout.fitting(cardCount:in:)` puts it; when that finds no room, or
    /// the mode is `.tooSmall`, the frame holds only a message naming the size needed.
    /// - Parameters:
    ///   - screen: The view state to draw.
    ///   - size: The terminal's size; any size, even 0×0, gives a frame of that size.
    ///   - capabilities: Whether to draw Unicode and how many colors to use.
    /// - Returns: A frame of `size` cells.
    public static func render(_ screen: GameScreen, size: TerminalSize, capabilities: TerminalCapabilities) -> Frame {
        var frame = Frame(size: size)
        let context = RenderContext(capabilities: capabilities)
        guard screen.mode != .tooSmall, let layout = BoardLayout.fitting(cardCount: screen.cards.count, in: frame.size)
        else {
            TooSmallMessage.draw(
                needed: BoardLayout.minimumSize(forCardCount: screen.cards.count), context: context, in: &frame)
            return frame
        }

        BoardRenderer.draw(screen, layout: layout, context: context, in: &frame)
        var overlayRows: Range<Int>?
        switch screen.mode {
        case .playing, .tooSmall:
            break
        case .help:
            overlayRows = HelpOverlay.draw(context: context, in: &frame)
        case .themePicker(let selection):
            overlayRows = ThemePickerOverlay.draw(
                themeNames: screen.themeNames, selection: selection, context: context, in: &frame)
        case .gameOver:
            overlayRows = SummaryOverlay.draw(screen.summary, status: screen.status, context: context, in: &frame)
        }

        StatusBar.drawStatusLine(screen.status, context: context, in: &frame)
        let lowestUsedRow = max(layout.originRow + layout.height - 1, (overlayRows?.upperBound ?? 0) - 1)
        StatusBar.drawHints(
            for: KeyScreen(screen.mode), notice: screen.notice, lowestUsedRow: lowestUsedRow, context: context,
            in: &frame)
        return frame
    }
}
