import MemorizeKeys
import MemorizeRenderer
import MemorizeSetup
import MemorizeViewModel
import ScreenKit
import Testing

/// The new-game box: a row a choice, the current one marked and under the terminal's cursor, the
/// command line under them, each row clickable, and the screen's keys on the hint line.
@Suite struct NewGameOverlayTests {
    private let themes = [
        NewGameForm.ThemeOption(name: "Animals", most: 12), NewGameForm.ThemeOption(name: "Fruit", most: 10),
    ]

    private func form(moves: Int = 0) -> NewGameForm {
        var choices = NewGameChoices()
        choices.theme = "Animals"
        choices.pairs = 6
        var form = NewGameForm(choices: choices, themes: themes)
        form.move(by: moves)
        return form
    }

    private func render(_ form: NewGameForm, capabilities: TerminalCapabilities = .full, hits: HitRegions? = nil)
        -> Frame
    {
        GameRenderer.render(
            Fixtures.screen(mode: .newGame(form)), size: TerminalSize(columns: 80, rows: 24),
            capabilities: capabilities, hits: hits)
    }

    @Test func everyRowTheCommandLineAndTheKeysShow() {
        let lines = Fixtures.trimmed(render(form(moves: 2)))
        let text = lines.joined(separator: "\n")
        for row in [
            "Game     Pairs", "Daily    no", "▶ Theme    ◂ Animals ▸", "Pairs    6", "Timed    no",
            "Players  1 (alone)", "Seed     random", "Deal this game", "memorize --theme Animals --pairs 6",
        ] {
            #expect(text.contains(row), "\(row)")
        }
        #expect(text.contains("New game"))
        #expect(lines.last?.contains("Enter deal") == true && lines.last?.contains("Esc close") == true)
    }

    @Test func theCursorSitsOnTheCurrentRowInUnicodeAndAscii() {
        for capabilities in [TerminalCapabilities.full, .minimal] {
            for moves in [0, 3, 7] {
                let shown = form(moves: moves)
                let frame = render(shown, capabilities: capabilities)
                guard let cursor = frame.cursor else {
                    Issue.record("no cursor")
                    continue
                }
                let line = frame.text(ofRow: cursor.row)
                let label = shown.lines[shown.selectedIndex]
                #expect(line.contains(label.row == .start ? label.value : label.label), "\(line)")
                #expect(frame[cursor.row, cursor.column].text == (capabilities.unicode ? "▶" : ">"))
            }
        }
        let ascii = Fixtures.trimmed(render(form(moves: 2), capabilities: .minimal)).joined()
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ascii.contains("< Animals >"))
    }

    @Test func aRowOfTextShowsWhereTypingGoes() {
        var shown = form()
        shown.move(by: 6)
        #expect(shown.row == .seed)
        shown.type("7")
        #expect(Fixtures.trimmed(render(shown)).joined().contains("Seed     7_"))
    }

    @Test func eachRowIsClickableAndNothingUnderTheBoxIs() {
        let hits = HitRegions()
        let shown = form()
        let frame = render(shown, hits: hits)
        // The rows follow one another from the first (Game), just above Daily.
        let daily = (0..<frame.size.rows).first { frame.text(ofRow: $0).contains("Daily    no") }
        guard let first = daily.map({ $0 - 1 }) else {
            Issue.record("no rows drawn")
            return
        }
        for index in shown.rows.indices {
            #expect(hits.target(atRow: first + index, column: 40) == .newGameRow(index))
        }
        #expect(hits.target(atRow: first + shown.rows.count + 1, column: 40) == nil, "the command line is no row")
        #expect(!hits.regions.contains { if case .card = $0.target { true } else { false } })
    }

    @Test func aProblemShowsAboveTheCommandLine() {
        var shown = form()
        shown.problem = "names must differ"
        let lines = Fixtures.trimmed(render(shown))
        let problem = lines.firstIndex { $0.contains("names must differ") }
        let command = lines.firstIndex { $0.contains("memorize --theme") }
        #expect(problem != nil && command != nil && problem! < command!)
    }

    @Test func theHintLineOffersTheScreenWhereItHasRoom() {
        let wide = Fixtures.trimmed(
            GameRenderer.render(Fixtures.screen(), size: TerminalSize(columns: 120, rows: 24), capabilities: .full))
        // The hints sit under the board, in one block with it: not always on the last row.
        let hints = wide.last { $0.contains("q quit") }
        #expect(hints?.contains("o options") == true, "\(wide)")
        let summary = Fixtures.trimmed(
            GameRenderer.render(
                Fixtures.screen(
                    mode: .gameOver, summary: GameSummary(score: 4, flips: 8, elapsedSeconds: 2, bestScore: 4)),
                size: TerminalSize(columns: 80, rows: 24), capabilities: .full))
        #expect(summary.last?.contains("t themes · o options") == true, "at 80 columns: \(summary.last ?? "")")
    }
}
