import ScreenKit
import Testing

/// `Frame.updateGroups(from:)`: the rows a backend redraws, grouped so that ncurses' scroll
/// optimiser never finds a line that looks moved (text once on the old screen and once, at another
/// row, on the new one).
@Suite("Frame: rows to update, in groups without moved lines")
struct FrameUpdateTests {
    /// A frame whose rows read `lines`, one character per cell.
    private func frame(_ lines: [String]) -> Frame {
        var frame = Frame(size: TerminalSize(columns: lines.map(\.count).max() ?? 0, rows: lines.count))
        for (row, line) in lines.enumerated() { frame.put(line, row: row, column: 0) }
        return frame
    }

    @Test("an unchanged frame updates nothing")
    func unchanged() {
        let board = frame(["+-+ +-+", "|:| |:|", "+-+ +-+"])
        #expect(board.updateGroups(from: board).isEmpty)
    }

    @Test("a cursor that moves redraws no row: the backend moves the terminal's cursor alone")
    func cursorOnly() {
        var before = frame(["+-+ +-+", "|:| |:|", "+-+ +-+"])
        before.cursor = CellPosition(row: 1, column: 1)
        var after = before
        after.cursor = CellPosition(row: 1, column: 5)
        #expect(after != before, "frames differ by where the cursor goes")
        #expect(after.updateGroups(from: before).isEmpty)
    }

    @Test("changes within rows are one group of exactly the changed rows")
    func sideways() {
        let before = frame(["#-# +-+", "|:| |:|", "#-# +-+", "+-+ +-+", "|:| |:|", "+-+ +-+"])
        let after = frame(["+-+ #-#", "|:| |:|", "+-+ #-#", "+-+ +-+", "|:| |:|", "+-+ +-+"])
        #expect(after.updateGroups(from: before) == [[0, 2]])
    }

    @Test("a cursor moving down a row of equal cards: the old marks go first, then the new ones")
    func down() {
        let card = ["+-+ +-+", "|:| |:|", "+_+ +_+"]
        let cursor = ["#-# +-+", "|:| |:|", "#_# +_+"]
        let before = frame(cursor + card + card)
        let after = frame(card + cursor + card)
        // In one group, the new rows 3 and 5 would equal the old rows 0 and 2, each once on its screen.
        #expect(after.updateGroups(from: before) == [[0, 2], [3, 5]])
    }

    @Test("lines that swap places are updated one at a time")
    func swap() {
        let before = frame(["aaa", "bbb", "ccc"])
        let after = frame(["bbb", "aaa", "ccc"])
        #expect(after.updateGroups(from: before) == [[0], [1]])
    }

    @Test("a frame of another size updates every row")
    func resized() {
        let before = frame(["ab", "cd"])
        let after = frame(["ab", "cd", "ef"])
        #expect(after.updateGroups(from: before) == [[0, 1, 2]])
    }

    @Test("every group, applied in order, leaves no moved line and ends at the new frame")
    func groupsReachTheFrame() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = ["aa", "bb", "cc", "dd"]
        for _ in 0..<200 {
            let before = (0..<6).map { _ in alphabet.randomElement(using: &generator)! }
            let after = (0..<6).map { _ in alphabet.randomElement(using: &generator)! }
            var screen = before
            for group in frame(after).updateGroups(from: frame(before)) {
                let next = screen.indices.map { group.contains($0) ? after[$0] : screen[$0] }
                #expect(!Self.hasMovedLine(from: screen, to: next), "\(before) → \(after): \(group)")
                screen = next
            }
            #expect(screen == after)
        }
    }

    /// ncurses' test, on text: a line once on the old screen and once, elsewhere, on the new one.
    private static func hasMovedLine(from old: [String], to new: [String]) -> Bool {
        old.indices.contains { oldRow in
            new.indices.contains { newRow in
                oldRow != newRow && old[oldRow] == new[newRow] && old.filter { $0 == old[oldRow] }.count == 1
                    && new.filter { $0 == new[newRow] }.count == 1
            }
        }
    }
}
