import MemorizeViewModel
import ScreenKit

/// Draws every card of the board where `BoardLayout` puts it, and puts the frame's cursor on the
/// focused card's face cell.
enum BoardRenderer {
    static func draw(_ screen: GameScreen, layout: BoardLayout, context: RenderContext, in frame: inout Frame) {
        // Every card back has the same width, so one set of column colors serves them all.
        let backColors = CardBackColors.columnColors(
            for: screen.cardBack, count: layout.cardWidth - 2, capabilities: context.capabilities)
        let grid = BoardGrid(columns: layout.columns, cardCount: layout.cardCount)
        for (index, card) in screen.cards.enumerated() {
            guard let origin = layout.cardOrigin(index) else { continue }
            context.hits?.add(
                rows: origin.row..<origin.row + layout.cardHeight,
                columns: origin.column..<origin.column + layout.cardWidth, target: .card(index))
            let faceCell = CardRenderer.draw(
                card, row: origin.row, column: origin.column, width: layout.cardWidth, height: layout.cardHeight,
                label: grid.positionName(ofCard: index), isCursor: index == screen.cursor, backColors: backColors,
                context: context, in: &frame)
            // Where the player's attention is; a box drawn over the board takes it for its own line.
            if index == screen.cursor { frame.cursor = faceCell }
        }
    }
}
