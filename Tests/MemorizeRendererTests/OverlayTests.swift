import MemorizeRenderer
import MemorizeText
import MemorizeThemes
import MemorizeViewModel
import ScreenKit
import Testing

@Suite("Help, theme picker and game-over boxes")
struct OverlayTests {
    private let fourCards = Fixtures.cards(4, sides: [1: .faceUp, 2: .matched])

    private func lines(_ screen: GameScreen, columns: Int, rows: Int, capabilities: TerminalCapabilities = .full)
        -> [String]
    {
        Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: columns, rows: rows), capabilities: capabilities))
    }

    @Test("help lists every key in a centred box over the board")
    func help() {
        #expect(
            lines(Fixtures.screen(mode: .help, cards: fourCards), columns: 50, rows: 19) == [
                " Halloween          Score  −1   Flips   9    0:42",
                " ╭─ Keys ───────────────────────────────────────╮",
                " │                                              │",
                " │  ←↑↓→ hjkl wasd   move the cursor            │",
                " │  Enter Space      choose the card            │",
                " │  mouse click      choose a card              │",
                " │  n                new game, random theme     │",
                " │  t                pick a theme               │",
                " │  o                new game with options      │",
                " │  p                pause, board hidden        │",
                " │  ?                show or hide this help     │",
                " │  q Esc            quit (asks during a game)  │",
                " │                                              │",
                " │  Screen reader: memorize --plain             │",
                " │                                              │",
                " │            Press any key to close            │",
                " │                                              │",
                " ╰──────────────────────────────────────────────╯",
                " any key close",
            ])
    }

    @Test("at a table's guest the help offers no key that deals a game")
    func guestHelp() {
        var screen = Fixtures.screen(mode: .help, cards: fourCards)
        screen.dealsHere = false
        let shown = lines(screen, columns: 50, rows: 18)
        #expect(!shown.contains { $0.contains("new game") || $0.contains("pick a theme") }, "\(shown)")
        #expect(shown.contains { $0.contains("pause, board hidden") })
    }

    @Test("help explains the scoring under the keys, with a plain minus sign in ASCII")
    func helpScoring() {
        let scoring = ["A match +2; a mismatch −1 per card you had seen.", "Best possible here: 4 (2 pairs)."]
        let screen = Fixtures.screen(mode: .help, cards: fourCards, scoringHelp: scoring)
        let shown = lines(screen, columns: 70, rows: 24).joined(separator: "\n")
        #expect(shown.contains("A match +2; a mismatch −1 per card you had seen."))
        #expect(shown.contains("Best possible here: 4 (2 pairs)."))
        let ascii = lines(screen, columns: 70, rows: 24, capabilities: .minimal).joined(separator: "\n")
        #expect(ascii.contains("a mismatch -1 per card"))
    }

    @Test("a long scoring rule is wrapped in the help box, not cut")
    func helpScoringWraps() {
        let rule =
            "A pair here is two different cards, as 🐱 and 猫. A match +2; a mismatch −1 per card you had seen."
        let screen = Fixtures.screen(mode: .help, cards: fourCards, scoringHelp: [rule])
        for columns in [60, 80] {
            let shown = lines(screen, columns: columns, rows: 30)
            #expect(!shown.joined().contains("…"), "\(columns): \(shown.joined(separator: "\n"))")
            let words = shown.flatMap { $0.split(separator: " ").map(String.init) }
            for word in ["猫.", "mismatch", "seen."] {
                #expect(words.contains { $0.contains(word) }, "\(columns): \(word)")
            }
        }
    }

    @Test("help in ASCII mode and on a short screen drops the blank rows and stays ASCII")
    func helpAscii() {
        let rendered = lines(
            Fixtures.screen(mode: .help, cards: fourCards), columns: 50, rows: 15, capabilities: .minimal)
        #expect(rendered[1] == "+- Keys -----------------------------------------+")
        #expect(rendered[2] == "|  arrows hjkl wasd   move the cursor            |")
        #expect(rendered.contains("|  Screen reader: memorize --plain               |"))
        #expect(rendered[13] == "+------------------------------------------------+")
        #expect(rendered.joined().unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("the picker clears the board around it: no card edge or cursor marker beside a narrow list")
    func themePickerClearsTheBoard() {
        let screen = Fixtures.screen(
            mode: .themePicker(selection: 0), cards: Fixtures.cards(16), themeNames: ["A", "B"])
        for capabilities in [TerminalCapabilities.minimal, .full] {
            let rendered = Fixtures.trimmed(
                GameRenderer.render(screen, size: TerminalSize(columns: 80, rows: 24), capabilities: capabilities))
            #expect(rendered.contains { $0.contains("Themes") })
            // Between the status line and the hints, a row is blank or starts with the list's border.
            for row in 1..<23 {
                let first = rendered[row].first { $0 != " " }
                #expect(first.map { "+|╭│╰".contains($0) } ?? true, "row \(row) shows the board: \(rendered[row])")
            }
        }
    }

    @Test("the theme picker marks the selected theme with a marker and reverse video")
    func themePicker() {
        let screen = Fixtures.screen(
            mode: .themePicker(selection: 1), cards: fourCards, themeNames: ["Halloween", "Vehicles", "Sports"])
        #expect(
            lines(screen, columns: 50, rows: 12) == [
                " Halloween          Score  −1   Flips   9    0:42",
                "╭─ Themes ──────────────────────────────────────╮",
                "│                                               │",
                "│   Halloween                                   │",
                "│ ▶ Vehicles                                    │",
                "│   Sports                                      │",
                "│                                               │",
                "│ ↑↓ select · Enter play · Esc close · a–z jump │",
                "│                                               │",
                "╰───────────────────────────────────────────────╯",
                "",
                " ↑↓ select · Enter play · Esc close · a–z jump",
            ])
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 50, rows: 12), capabilities: .full)
        #expect((1...47).allSatisfy { frame[4, $0].style.reverse })
        #expect(!frame[3, 10].style.reverse)
        #expect(!frame[5, 10].style.reverse)
    }

    @Test("the theme picker shows each theme's swatch in its colors, its size and a few faces")
    func themePickerPreviews() throws {
        let previews = [
            ThemePreview(preview: VariantPreview(sample: "👻 🎃", size: "6 pairs"), swatch: [.red]),
            ThemePreview(preview: VariantPreview(sample: "🚗 🚕", size: "random"), swatch: [.blue, .cyan]),
        ]
        var screen = Fixtures.screen(
            mode: .themePicker(selection: 0), cards: fourCards, themeNames: ["Halloween", "Vehicles"])
        screen.themePreviews = previews
        let size = TerminalSize(columns: 60, rows: 12)
        let frame = GameRenderer.render(screen, size: size, capabilities: .full)
        let rows = Fixtures.trimmed(frame)
        let halloween = try #require(rows.firstIndex { $0.contains("Halloween  ") && $0.contains("6 pairs") })
        #expect(rows[halloween].contains("██    6 pairs  👻 🎃"))
        #expect(rows[halloween + 1].contains("Vehicles   ████  random   🚗 🚕"))
        let swatch = try #require(frame.lines[halloween + 1].firstIndex(of: "█"))
        let column = frame.lines[halloween + 1].distance(from: frame.lines[halloween + 1].startIndex, to: swatch)
        #expect(frame[halloween + 1, column].style.foreground == .blue)
        #expect(frame[halloween + 1, column + 2].style.foreground == .cyan)
        let plain = Fixtures.trimmed(
            GameRenderer.render(screen, size: size, capabilities: TerminalCapabilities(unicode: true, colorCount: 0)))
        #expect(!plain.joined().contains("█"), "no swatch without colors")
    }

    @Test("a long theme list scrolls to keep the selection in view, with marks where it continues")
    func themePickerScrolls() {
        let names = (1...10).map { "Theme \($0)" }
        let atEnd = lines(
            Fixtures.screen(mode: .themePicker(selection: 9), cards: fourCards, themeNames: names), columns: 50,
            rows: 10)
        #expect(
            atEnd == [
                " Halloween          Score  −1   Flips   9    0:42",
                "╭─ Themes ────────────────────────────────────▲─╮",
                "│   Theme 7                                     │",
                "│   Theme 8                                     │",
                "│   Theme 9                                     │",
                "│ ▶ Theme 10                                    │",
                "│                                               │",
                "│ ↑↓ select · Enter play · Esc close · a–z jump │",
                "╰───────────────────────────────────────────────╯",
                " ↑↓ select · Enter play · Esc close · a–z jump",
            ])
        let atStart = lines(
            Fixtures.screen(mode: .themePicker(selection: 0), cards: fourCards, themeNames: names), columns: 50,
            rows: 10)
        #expect(atStart[1] == "╭─ Themes ──────────────────────────────────────╮")
        #expect(atStart[2].contains("▶ Theme 1 "))
        #expect(atStart[5].contains("  Theme 4 "))
        #expect(atStart[8] == "╰─────────────────────────────────────────────▼─╯")
        let middle = lines(
            Fixtures.screen(mode: .themePicker(selection: 5), cards: fourCards, themeNames: names), columns: 50,
            rows: 10)
        #expect(middle[2].contains("  Theme 4 "))
        #expect(middle[4].contains("▶ Theme 6 "))
        #expect(middle[1].contains("▲") && middle[8].contains("▼"))
    }

    @Test("a selection out of range selects the nearest theme; no themes says so")
    func themePickerEdges() {
        let names = ["A", "B"]
        let past = lines(
            Fixtures.screen(mode: .themePicker(selection: 7), cards: fourCards, themeNames: names), columns: 50,
            rows: 12)
        #expect(past.contains { $0.contains("▶ B") })
        let none = lines(Fixtures.screen(mode: .themePicker(selection: 0), cards: fourCards), columns: 50, rows: 12)
        #expect(none.contains { $0.contains("No themes") })
    }

    @Test("game over: headline, score, flips, time, best this session beside the record, seed, new records, keys")
    func gameOver() throws {
        let screen = Fixtures.screen(
            mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched, 1: .matched, 2: .matched, 3: .matched]),
            summary: GameSummary(
                score: 7, flips: 30, elapsedSeconds: 65, bestScore: 9, seed: 4242, newRecords: [.flips],
                keptBestScore: 12))
        let rendered = lines(screen, columns: 60, rows: 16)
        let text = rendered.joined(separator: "\n")
        for expected in [
            "All pairs found!", "Score                  7", "Flips                 30  ★ New best!",
            "Time                1:05", "Best this session      9  record 12", "Seed                4242",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        #expect(!text.contains("Practice"))
        #expect(rendered[15] == " Enter play again · n new game · t themes · v view · q quit")
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 60, rows: 16), capabilities: .full)
        let row = try #require(rendered.firstIndex { $0.contains("New best!") })
        let column = TextWidth.columns(of: String(rendered[row].prefix { $0 != "★" }))
        #expect(frame[row, column].style.bold && frame[row, column + 3].style.bold)
        #expect(frame[row, column + 3].style.foreground == .yellow, "in color where there is color")
        let ascii = lines(screen, columns: 60, rows: 16, capabilities: .minimal).joined()
        #expect(ascii.contains("* New best!"), "and readable without it")
    }

    @Test("at a table's guest the summary says the host deals the next game, in the box and on one line")
    func guestSummarySaysWhoDeals() throws {
        var summary = GameSummary(score: 2, flips: 6, elapsedSeconds: 9, bestScore: nil)
        summary.next = .host
        let sides = Dictionary(uniqueKeysWithValues: (0..<4).map { ($0, CardView.Side.matched) })
        let screen = Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(4, sides: sides), summary: summary)
        #expect(lines(screen, columns: 80, rows: 24).contains { $0.contains("The host deals the next game") })
        #expect(lines(screen, columns: 100, rows: 8).contains { $0.contains("· The host deals the next game") })
        summary.next = .here
        let here = Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(4, sides: sides), summary: summary)
        #expect(!lines(here, columns: 80, rows: 24).contains { $0.contains("deals the next") })
    }

    @Test(
        "the summary shows the whole command that deals the board again, broken as a shell reads it",
        arguments: [(80, 24), (100, 30), (200, 60)], [12, 16, 32])
    func replayCommand(size: (Int, Int), cards: Int) throws {
        let command = [
            "memorize", "--theme", "Halloween", "--pairs", "\(cards / 2)", "--timed", "--seed", "11854856489514206458",
        ]
        let sides = Dictionary(uniqueKeysWithValues: (0..<cards).map { ($0, CardView.Side.matched) })
        let screen = Fixtures.screen(
            mode: .gameOver, cards: Fixtures.cards(cards, sides: sides),
            summary: GameSummary(
                score: 4, flips: 4, elapsedSeconds: 5, bestScore: 4, seed: 11_854_856_489_514_206_458,
                replayCommand: command))
        let rendered = lines(screen, columns: size.0, rows: size.1)
        let first = try #require(rendered.firstIndex { $0.contains("memorize --theme") }, "\(rendered)")
        // The box's lines from the command on, inside the border, as a shell joins them.
        var words: [String] = []
        for line in rendered[first...] {
            guard let open = line.lastIndex(of: "│"), let start = line[..<open].lastIndex(of: "│") else { break }
            let inside = String(
                line[line.index(after: start)..<open].drop { $0 == " " }.reversed().drop { $0 == " " }
                    .reversed())
            guard !inside.isEmpty, !inside.hasPrefix("Practice") else { break }
            let lineWords = inside.split(separator: " ").map(String.init).filter { $0 != "\\" }
            // An option and its value on one line: `--pairs` does not end a line before its number.
            #expect(lineWords.last.map { !["--theme", "--pairs", "--seed"].contains($0) } ?? true, "\(inside)")
            words += lineWords
            if !inside.hasSuffix("\\") { break }
        }
        #expect(words == command, "\(rendered.joined(separator: "\n"))")
        #expect(!rendered.contains { $0.contains("Seed") }, "the seed is in the command")
    }

    @Test("a game of several seats: the standings of every seat, the winner bold, no shared score or best")
    func standings() throws {
        let players = [
            PlayerStanding(name: "Ann", score: 5, pairs: 3), PlayerStanding(name: "Computer", score: 1, pairs: 1),
            PlayerStanding(name: String(repeating: "漢", count: 32), score: -1, pairs: 0),
        ]
        var screen = Fixtures.screen(
            mode: .gameOver,
            cards: Fixtures.cards(8, sides: Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, .matched) })),
            summary: GameSummary(
                score: 5, flips: 20, elapsedSeconds: 65, bestScore: nil, seed: 7, headline: "Ann wins with 3 pairs!",
                players: players, winner: 0))
        screen.status.players = players
        let rendered = lines(screen, columns: 80, rows: 24)
        let text = rendered.joined(separator: "\n")
        for expected in [
            "Ann wins with 3 pairs!", "Ann", "3 pairs  5 points", "Computer", "1 pair  1 point", "0 pairs  −1 point",
        ] {
            #expect(text.contains(expected), "\(expected) in \(text)")
        }
        #expect(text.contains("漢漢漢漢漢漢漢…"), "a long name is cut")
        #expect(!text.contains("Score") && !text.contains("Best this session"), "no score of everyone's points")
        #expect(text.contains("Flips") && text.contains("1:05"))
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 80, rows: 24), capabilities: .full)
        let annRow = try #require(rendered.firstIndex { $0.contains("3 pairs  5 points") })
        let computerRow = try #require(rendered.firstIndex { $0.contains("1 pair  1 point") })
        let column = TextWidth.columns(of: String(rendered[annRow].prefix { $0 != "3" }))
        #expect(frame[annRow, column].style.bold, "the winner's line is bold")
        #expect(!frame[computerRow, column].style.bold)
    }

    @Test("a practice game says it is not a record")
    func practiceSummary() {
        let screen = Fixtures.screen(
            mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched, 1: .matched, 2: .matched, 3: .matched]),
            summary: GameSummary(score: 4, flips: 4, elapsedSeconds: 5, bestScore: 4, seed: 7, isPractice: true))
        #expect(lines(screen, columns: 80, rows: 24).contains { $0.contains("Practice (seeded deal): not a record") })
    }

    @Test(
        "the summary leaves the finished board in view at 80×24 and 100×30, with 4 to 32 cards",
        arguments: [(80, 24), (100, 30), (60, 16)], [4, 12, 16, 32])
    func summaryLeavesTheBoardVisible(size: (Int, Int), cards: Int) throws {
        let terminal = TerminalSize(columns: size.0, rows: size.1)
        let sides = Dictionary(uniqueKeysWithValues: (0..<cards).map { ($0, CardView.Side.matched) })
        let screen = Fixtures.screen(
            mode: .gameOver, cards: Fixtures.cards(cards, sides: sides),
            summary: GameSummary(score: 4, flips: 4, elapsedSeconds: 5, bestScore: 4, seed: 7))
        let over = GameRenderer.render(screen, size: terminal, capabilities: .full)
        let rows = Fixtures.trimmed(over)
        // Every finished card is drawn whole: its two top corners and its two bottom corners (the
        // cursor card's top border is a bar of blanks between its corners).
        let count = { (corner: String) in
            rows.map { $0.split(separator: corner, omittingEmptySubsequences: false).count - 1 }.reduce(0, +)
        }
        #expect(count("┌┄") + count("┌ ") == cards, "\(size) \(cards) cards:\n\(rows.joined(separator: "\n"))")
        #expect(count("┄┐") + count(" ┐") == cards, "\(size) \(cards) cards")
        #expect(count("└┄") == cards && count("┄┘") == cards, "\(size) \(cards) cards")
        #expect(rows.joined().contains("Best this session"), "the summary shows too")
    }

    @Test("a hidden summary shows the finished board and the keys")
    func hiddenSummary() {
        var screen = Fixtures.screen(
            mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched, 1: .matched, 2: .matched, 3: .matched]),
            summary: GameSummary(score: 4, flips: 4, elapsedSeconds: 5, bestScore: 4, seed: 7))
        screen.showsSummary = false
        let rendered = lines(screen, columns: 60, rows: 16)
        #expect(!rendered.joined().contains("Best this session"))
        #expect(rendered[15].contains("v view"))
    }

    @Test("a daily game's summary names its day instead of the seed and gives the lines to share")
    func dailyGameOver() {
        let share = DailyShare(
            date: "2026-12-01", number: 3, theme: "Halloween", timed: false, score: 7, bestScore: 20, flips: 30,
            fewestFlips: 20, seconds: 65, turns: [.unluckyMiss, .match, .avoidableMiss], practice: false)
        let screen = Fixtures.screen(
            mode: .gameOver, cards: Fixtures.cards(4, sides: [0: .matched, 1: .matched, 2: .matched, 3: .matched]),
            summary: GameSummary(
                score: 7, flips: 30, elapsedSeconds: 65, bestScore: 9, seed: 4242, daily: "2026-12-01", share: share,
                dailyPractice: "Practice: this day's daily was played, and its first try counts"))
        let rendered = lines(screen, columns: 80, rows: 24)
        #expect(rendered.contains { $0.contains("Daily               2026-12-01") })
        #expect(!rendered.contains { $0.contains("Seed") })
        #expect(rendered.contains { $0.contains("Memorize #3 · Halloween · 7/20 · 30 flips (min 20) · 1:05") })
        #expect(rendered.contains { $0.contains("⬜🟩🟥") })
        #expect(rendered.contains { $0.contains("Practice: this day's daily was played, and its first try counts") })
        #expect(rendered.contains { $0.contains("c copies these lines; they are printed again at q") })
        var ascii = lines(screen, columns: 80, rows: 24, capabilities: .minimal)
        ascii = ascii.filter { $0.contains("Memorize #3") || $0.contains("-MX") }
        #expect(ascii.count == 2, "outside UTF-8 the share is in letters: \(ascii)")
    }

    @Test("game over without a summary shows the status line's numbers and no best score")
    func gameOverWithoutSummary() {
        let rendered = lines(Fixtures.screen(mode: .gameOver, cards: fourCards), columns: 50, rows: 14).joined(
            separator: "\n")
        #expect(rendered.contains("Score  −1"))
        #expect(rendered.contains("Time    0:42"))
        #expect(!rendered.contains("Best"))
    }

    @Test("boxes wider than the screen are cut, not wrapped, and keep their borders")
    func narrowBoxes() {
        for mode in [ScreenMode.help, .themePicker(selection: 0)] {
            let screen = Fixtures.screen(mode: mode, cards: Fixtures.cards(2), themeNames: ["A very long theme name"])
            let frame = GameRenderer.render(screen, size: TerminalSize(columns: 18, rows: 14), capabilities: .full)
            let rendered = Fixtures.trimmed(frame)
            #expect(rendered.contains { $0.hasPrefix("╭") && $0.hasSuffix("╮") }, "\(mode)")
            #expect(rendered.contains { $0.hasPrefix("╰") && $0.hasSuffix("╯") }, "\(mode)")
        }
    }
}
