import ScreenKit
import Testing

/// An absurd terminal size costs a capped frame, and the player is told.
struct DrawingAreaTests {
    @Test func upToTheLargestSizeTheWholeTerminalIsDrawn() {
        let size = TerminalSize(columns: 1000, rows: 300)
        let area = DrawingArea(terminal: size)
        #expect(area.screen == size)
        #expect(area.frame == size)
        #expect(area.note == nil)
    }

    @Test(arguments: [
        (TerminalSize(columns: 65535, rows: 65535), TerminalSize(columns: 1000, rows: 300)),
        (TerminalSize(columns: 10000, rows: 10000), TerminalSize(columns: 1000, rows: 300)),
        (TerminalSize(columns: 1001, rows: 40), TerminalSize(columns: 1000, rows: 40)),
        (TerminalSize(columns: 80, rows: 301), TerminalSize(columns: 80, rows: 300)),
    ])
    func beyondItTheScreenIsCappedAndTheFrameLeavesARowForTheNote(terminal: TerminalSize, screen: TerminalSize) {
        let area = DrawingArea(terminal: terminal)
        #expect(area.screen == screen)
        #expect(area.frame == TerminalSize(columns: screen.columns, rows: screen.rows - 1))
        #expect(area.note == "This terminal is \(terminal); memorize draws in the top-left \(area.frame) of it.")
    }
}
