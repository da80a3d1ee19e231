import MemorizeRenderer
import MemorizeSetup
import MemorizeText
import MemorizeViewModel
import ScreenKit
import Testing

/// The backend's pass alone (`NarrowSymbols`, the net under the renderer's ASCII glyphs with `--ascii`):
/// every screen of the grid at 80×24, drawn in Unicode, keeps no character a CJK terminal may draw two
/// columns wide.
struct NarrowSymbolsScreenTests {
    @Test("no cell keeps an East-Asian ambiguous character after the pass, on any screen drawn in Unicode")
    func everyScreen() {
        let summary = GameSummary(score: -4, flips: 6, elapsedSeconds: 9, bestScore: 4, seed: 7)
        let matched = Dictionary(uniqueKeysWithValues: (0..<12).map { ($0, CardView.Side.matched) })
        let screens: [(String, GameScreen)] = [
            (
                "board",
                Fixtures.screen(cards: Fixtures.cards(12, sides: [0: .faceUp, 2: .justMatched, 3: .justMatched]))
            ),
            ("help", Fixtures.screen(mode: .help, scoringHelp: ["A match: +2 · a card seen before: −1"])),
            ("pause", Fixtures.screen(mode: .paused)),
            ("question", Fixtures.screen(mode: .confirm(question: "Quit this game?"))),
            ("summary", Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(12, sides: matched), summary: summary)),
            ("themes", Fixtures.screen(mode: .themePicker(selection: 3), themeNames: (1...30).map { "Theme \($0)" })),
            ("new game", Fixtures.screen(mode: .newGame(NewGameForm(choices: NewGameChoices(), themes: [])))),
            ("too small", Fixtures.screen(mode: .tooSmall)),
        ]
        let capabilities = TerminalCapabilities.full
        for (name, screen) in screens {
            let drawn = GameRenderer.render(
                screen, size: TerminalSize(columns: 80, rows: 24), capabilities: capabilities)
            let frame = NarrowSymbols.narrowed(drawn)
            var found: [String] = []
            for row in 0..<24 {
                for column in 0..<80 {
                    // A wide cell reaches the terminal as its first scalar alone (see TerminalBackend).
                    let cell = frame[row, column]
                    let (first, second, third) = cell.scalars
                    let sent = cell.width > 1 ? [first] : [first, second, third]
                    if sent.contains(where: { $0 != 0 && EastAsianAmbiguous.contains($0) }) {
                        found.append("\(row),\(column): \(frame[row, column].text)")
                    }
                }
            }
            #expect(found.isEmpty, "\(name): \(found.prefix(5))")
            #expect(
                drawn.lines.joined().contains { EastAsianAmbiguous.contains($0.unicodeScalars.first!.value) },
                "\(name) draws some in Unicode, so the test can fail")
            #expect(frame.lines.joined().contains("👻") || name != "board", "faces stay")
        }
    }
}
