import MemorizeLocalization
import MemorizeViewModel
import ScreenKit

/// The box that asks before a game in progress is lost: the question and the keys that answer it.
enum ConfirmOverlay {
    /// Draws `question` with the answers from the key table.
    /// - Returns: The rows it covers.
    @discardableResult
    static func draw(question: String, context: RenderContext, in frame: inout Frame) -> Range<Int> {
        let lines = [
            BoxLine(text: question, style: CellStyle(bold: true), centered: true),
            BoxLine(text: ""),
            StatusBar.hintSegments(for: .confirm, context: context),
        ]
        return OverlayBox(title: RendererText.sure.text(), lines: lines).draw(context: context, in: &frame)
    }
}
