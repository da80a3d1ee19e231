import MemorizeViewModel
import ScreenKit
import Testing

@testable import MemorizeRenderer

/// Big terminals used: the status line, the board, the line under it and the hints are one block,
/// centred together, the cards still at most 14×7.
@Suite("The screen as one block")
struct BlockLayoutTests {
    /// The runs of empty rows between the first row drawn and the last, and the empty rows above
    /// and under them.
    private func gaps(_ frame: Frame) -> (inner: [Int], above: Int, under: Int) {
        let empty = frame.lines.map { line in !line.contains { $0 != " " } }
        let first = empty.firstIndex(of: false) ?? 0
        let last = empty.lastIndex(of: false) ?? 0
        var runs: [Int] = []
        var run = 0
        for row in first...last {
            if empty[row] {
                run += 1
            } else if run > 0 {
                runs.append(run)
                run = 0
            }
        }
        return (runs, first, empty.count - 1 - last)
    }

    @Test(
        "status, board, the line under it and hints: no more than two empty rows between, centred together",
        arguments: [(80, 24, 12), (100, 30, 12), (200, 60, 16), (200, 60, 6), (200, 60, 24)])
    func oneBlock(columns: Int, rows: Int, cards: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        let screen = Fixtures.screen(
            cards: Fixtures.cards(cards), message: ChoiceMessage(text: "No match", asciiText: "No match"))
        let frame = GameRenderer.render(screen, size: size, capabilities: .full)
        let (inner, above, under) = gaps(frame)
        #expect(inner.allSatisfy { $0 <= 2 }, "\(inner) at \(columns)×\(rows)")
        #expect(abs(above - under) <= 1, "centred: \(above) rows above, \(under) under")
        let lines = frame.lines
        #expect(lines[above].contains("Memorize · Halloween"), "the status line opens the block")
        #expect(lines[rows - 1 - under].contains("? help"), "the hints close it")
        #expect(lines.contains { $0.contains("No match") })
        let layout = try #require(BoardLayout.fitting(cardCount: cards, in: size))
        #expect(layout.cardWidth <= 14 && layout.cardHeight <= 7, "cards keep their cap")
    }

    @Test("at 200×60 the hints sit under the board, and a click on them still works")
    func hintsClickWhereDrawn() throws {
        let hits = HitRegions()
        let frame = GameRenderer.render(
            Fixtures.screen(cards: Fixtures.cards(16)), size: TerminalSize(columns: 200, rows: 60),
            capabilities: .full, hits: hits)
        let row = try #require(frame.lines.lastIndex { $0.contains("? help") })
        #expect(row < 50, "not the terminal's last row")
        let column = try #require(frame.lines[row].firstRange(of: "q quit")).lowerBound.utf16Offset(
            in: frame.lines[row])
        #expect(hits.target(atRow: row, column: column) != nil)
    }
}

/// The summary's kept best: a record when it is one, said for what it is below zero.
@Suite("The kept best score in the summary")
struct KeptBestTests {
    private func summaryText(kept: Int) -> String {
        let summary = GameSummary(score: -13, flips: 20, elapsedSeconds: 60, bestScore: -13, keptBestScore: kept)
        let screen = Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched]), summary: summary)
        return GameRenderer.render(screen, size: TerminalSize(columns: 100, rows: 30), capabilities: .full).lines
            .joined(separator: "\n")
    }

    @Test("below zero it is the best kept, not a record")
    func belowZero() {
        #expect(summaryText(kept: -13).contains("best kept −13, below zero"))
        #expect(!summaryText(kept: -13).contains("record −13"))
        #expect(summaryText(kept: 4).contains("record 4"))
    }
}

/// The daily on screen: its name on the status line, the squares' legend and `Copied` in the summary.
@Suite("The daily explained on the grid")
struct DailyOnScreenTests {
    @Test("the status line says Daily #N beside the theme")
    func statusLine() {
        var screen = Fixtures.screen()
        screen.status.daily = "Daily #17"
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 100, rows: 30), capabilities: .full)
        #expect(frame.lines.contains { $0.contains("Memorize · Daily #17 · Halloween") })
    }

    @Test("the summary's squares have a legend, and c's line says Copied once pressed")
    func legendAndCopied() {
        let share = DailyShare(
            date: "2026-12-01", number: 17, theme: "Halloween", timed: false, score: 4, bestScore: 4, flips: 4,
            fewestFlips: 4, seconds: 30, turns: [.match, .unluckyMiss, .match], practice: false)
        var summary = GameSummary(
            score: 4, flips: 4, elapsedSeconds: 30, bestScore: 4, daily: "2026-12-01", share: share)
        let size = TerminalSize(columns: 100, rows: 30)
        let text = {
            GameRenderer.render(
                Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched]), summary: summary),
                size: size, capabilities: .full
            ).lines.joined(separator: "\n")
        }
        #expect(text().contains("🟩 match · ⬜ miss, both new · 🟥 miss, a card seen"))
        #expect(text().contains("c copies these lines"))
        summary.copied = "Copied, where the terminal allows it; they are printed again at q"
        #expect(text().contains("Copied, where the terminal allows it"))
    }
}
