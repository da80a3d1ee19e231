import MemorizeKeys
import MemorizeRenderer
import MemorizeViewModel
import ScreenKit
import Testing

/// The help box and every hint line are written from `KeyBindings.all`, the table the view model acts
/// on, so what the screen says about a key is what the key does. (`--help` is checked against the same
/// table in the command line's tests.)
@Suite("One table of keys")
struct KeyTableTests {
    private let wide = TerminalSize(columns: 160, rows: 30)

    private func screen(_ mode: ScreenMode) -> [String] {
        let summary = GameSummary(score: 1, flips: 2, elapsedSeconds: 3, bestScore: 4)
        let view = Fixtures.screen(mode: mode, cards: Fixtures.cards(4), themeNames: ["A", "B"], summary: summary)
        return GameRenderer.render(view, size: wide, capabilities: .full).lines
    }

    @Test("the help box lists every key of the board with what it does, from the table")
    func help() {
        let shown = screen(.help).joined(separator: "\n")
        for binding in KeyBindings.bindings(on: .board) {
            #expect(shown.contains(binding.keyLabel(unicode: true)), "help lacks \(binding.keyLabel(unicode: true))")
            #expect(shown.contains(binding.description), "help lacks \(binding.description)")
        }
    }

    @Test(
        "every screen's hint line shows each hint its bindings have, and nothing else (the board's, then plain mode)",
        arguments: [ScreenMode.playing, .help, .themePicker(selection: 0), .gameOver])
    func hints(mode: ScreenMode) throws {
        // The hints close the block under the board: the last row drawn, not the terminal's last.
        let hintLine = try #require(screen(mode).last { line in line.contains { $0 != " " } })
        var hints = KeyBindings.bindings(on: KeyScreen(mode)).compactMap { $0.hintText(unicode: true) }
        #expect(!hints.isEmpty)
        if mode == .playing { hints.append("--plain: speech") }
        let expected = " " + hints.joined(separator: " · ")
        #expect(hintLine.trimmingSuffixSpaces == expected)
    }

    @Test("the keys a box names are the keys of its screen")
    func boxes() {
        let picker = screen(.themePicker(selection: 0)).joined(separator: "\n")
        let summary = screen(.gameOver).joined(separator: "\n")
        for (shown, keyScreen) in [(picker, KeyScreen.themePicker), (summary, .summary)] {
            let hints = KeyBindings.bindings(on: keyScreen).compactMap { $0.hintText(unicode: true) }
            #expect(shown.contains(hints.joined(separator: " · ")), "\(keyScreen)")
        }
    }
}

extension String {
    fileprivate var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
