import ScreenKit
import Testing

/// `fill` and `put` take shortcuts for one-column characters; these compare them, on random frames
/// full of wide characters, with drawing one grapheme at a time.
@Suite("Frame: the one-column shortcuts draw what drawing cell by cell draws")
struct FrameFastPathTests {
    /// xorshift64*, so the cases are the same on every run.
    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
        }
    }

    private static let size = TerminalSize(columns: 12, rows: 3)
    private static let pieces = ["👻", "a", "─", "🎃", " ", "é", "界"]
    private static let styles = [CellStyle.plain, CellStyle(bold: true), CellStyle(foreground: .red)]

    private func randomFrame(_ random: inout Random) -> Frame {
        var frame = Frame(size: Self.size)
        for _ in 0..<20 {
            let piece = Self.pieces[random.next(Self.pieces.count)]
            frame.put(
                piece, row: random.next(Self.size.rows), column: random.next(Self.size.columns),
                style: Self.styles[random.next(Self.styles.count)])
        }
        return frame
    }

    @Test("fill with a one-column character, ranges cutting wide characters and the frame's edges")
    func fill() {
        var random = Random(state: 0x5EED)
        for _ in 0..<2_000 {
            var frame = randomFrame(&random)
            var expected = frame
            let first = random.next(Self.size.columns + 4) - 2
            let columns = first..<first + random.next(Self.size.columns + 2)
            let rowStart = random.next(Self.size.rows + 1) - 1
            let rows = rowStart..<rowStart + random.next(3)
            let character: Character = ["─", " ", "x"][random.next(3)]
            let style = Self.styles[random.next(Self.styles.count)]
            frame.fill(rows: rows, columns: columns, with: character, style: style)
            for row in rows {
                for column in columns { expected.put(String(character), row: row, column: column, style: style) }
            }
            #expect(frame == expected, "fill \(character) rows \(rows) columns \(columns)")
        }
    }

    @Test("put of text made of one-column scalars only")
    func put() {
        var random = Random(state: 2026)
        for _ in 0..<2_000 {
            var frame = randomFrame(&random)
            var expected = frame
            let text = String((0..<random.next(8)).map { _ in Array("ab ─│╭x")[random.next(7)] })
            let row = random.next(Self.size.rows)
            let column = random.next(Self.size.columns + 4) - 3
            let style = Self.styles[random.next(Self.styles.count)]
            let end = frame.put(text, row: row, column: column, style: style)
            var expectedEnd = column
            for character in text {
                expectedEnd = expected.put(String(character), row: row, column: expectedEnd, style: style)
            }
            #expect(frame == expected, "put \(text) at \(row), \(column)")
            #expect(end == expectedEnd)
        }
    }
}
