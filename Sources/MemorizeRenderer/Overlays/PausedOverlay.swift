import MemorizeLocalization
import MemorizeViewModel
import ScreenKit

/// The box over a paused game, whose cards the view model has already turned face down.
enum PausedOverlay {
    /// Draws the box.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(context: RenderContext, in frame: inout Frame) -> Range<Int> {
        let lines = [
            BoxLine(text: RendererText.clockStopped.text(), centered: true),
            BoxLine(text: ""),
            StatusBar.hintSegments(for: .paused, context: context),
        ]
        return OverlayBox(title: RendererText.paused.text(), lines: lines).draw(context: context, in: &frame)
    }
}
