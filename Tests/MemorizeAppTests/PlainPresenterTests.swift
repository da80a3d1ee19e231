import MemorizeApp
import MemorizeSetup
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import Testing

/// Lines typed, one per wait, then the end of input: plain mode's input without a process.
private final class ScriptedLines: MessageWait {
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func wait(timeout: Duration?) -> [LoopMessage] {
        lines.isEmpty ? [.endOfInput] : [.input(.text(lines.removeFirst()))]
    }
}

/// The plain presenter over the real loop and view model, with a test clock and no process: the
/// lines it says for what is typed.
@Suite("The plain presenter")
struct PlainPresenterTests {
    static let themes = [
        Theme(name: "Halloween", emojis: ["👻", "🎃", "🦇"], color: .named("orange")),
        Theme(name: "Spooky", emojis: ["👻", "🎃"], color: .named("orange"), names: ["Casper", "pumpkin"]),
    ]

    /// Plays `lines` and returns every line said; the faces of the deal come back as the session
    /// would show them, to write what is expected.
    private func play(_ lines: [String], setup change: (inout GameSetup) -> Void = { _ in }) -> (
        said: [String], faces: [String]
    ) {
        var setup = GameSetup()
        setup.seed = 7
        setup.presenter = .plain
        change(&setup)
        let clock = TestClock()
        let viewModel = GameApp.compose(themes: Self.themes, firstTheme: Self.themes[0], setup: setup, clock: clock)
        // The test may know the board: the first deal is the seed's, as `--seed` promises (the
        // presenter never reads a hidden face).
        let faces = faces(of: viewModel.variant, dealtFrom: setup.seed ?? 0).map(\.text)
        let written = Recorder()
        var loop = GameLoop(
            viewModel: viewModel, presenter: PlainPresenter { written.text += $0 }, sources: ScriptedLines(lines),
            clock: clock)
        #expect(loop.run() == .quit, "the end of input ends the run")
        #expect(!written.text.unicodeScalars.contains { $0.value == 0x1B || (0x2500...0x257F).contains($0.value) })
        let said = written.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        return (said, faces)
    }

    private func name(_ face: String) -> String {
        ["👻": "ghost", "🎃": "jack-o-lantern", "🦇": "bat"][face] ?? face
    }

    @Test("the opening line names the theme, the cards and the grid")
    func opening() {
        let (said, _) = play([])
        #expect(
            said == [
                "Memorize, Halloween: 6 cards in 2 rows of 3, all face down. Type a card number from 1 to 6, or ? for help."
            ])
    }

    @Test("each card turned is read with its name, then what the choice did")
    func cardsAndResults() throws {
        let (said, faces) = play(["1", "2"])
        #expect(said[1] == "Card 1: \(name(faces[0])) \(faces[0])")
        #expect(said[2] == "Card 2: \(name(faces[1])) \(faces[1])")
        #expect(said[3] == (faces[0] == faces[1] ? "Match! Plus 2. 2 pairs left." : "No match. 3 pairs left."))
        #expect(said.count == 4)
    }

    @Test("a mismatch of a card seen before says which was seen and what it cost")
    func seenCard() throws {
        let (_, faces) = play([])
        // Card 1 and a card that does not match it turn up and back; then another such card, and
        // card 1 again: a mismatch with a card seen before.
        let others = (1..<6).filter { faces[$0] != faces[0] }
        let (said, _) = play(["1", "\(others[0] + 1)", "\(others[1] + 1)", "1"])
        let result = try #require(said.last)
        #expect(result.hasPrefix("No match. Minus 1: \(name(faces[0])) was seen."))
        #expect(result.hasSuffix(" 3 pairs left."))
    }

    @Test("look reads row by row, score the numbers; b1 chooses the first card of row b")
    func lookAndScore() {
        let (said, faces) = play(["b1", "l", "s"])
        #expect(said[1] == "Card 4: \(name(faces[3])) \(faces[3])")
        #expect(said[2] == "Row a: 1 face down, 2 face down, 3 face down.")
        #expect(said[3] == "Row b: 4 \(name(faces[3])) face up, 5 face down, 6 face down.")
        #expect(said[4] == "Score 0, 1 flip, time 0:00, 3 pairs left.")
    }

    @Test(
        "a line that means nothing gets one line of help and changes nothing", arguments: ["xyz", "7", "c1", "b4", ""])
    func garbage(line: String) {
        let (said, _) = play([line, "l"])
        #expect(said[1] == "Type a card number from 1 to 6, a row and column such as b1, or ? for help.")
        #expect(said[2] == "Row a: 1 face down, 2 face down, 3 face down.")
        #expect(said.count == 4)
    }

    @Test("quit asks mid-game; no goes back, yes ends the run")
    func quit() {
        let (said, _) = play(["1", "q", "no", "quit", "y", "2"])
        #expect(said[2] == "Quit this game? y/N")
        #expect(said[3] == "Back to the game.")
        #expect(said[4] == "Quit this game? y/N")
        #expect(said.count == 5, "nothing after yes")
    }

    @Test("the themes are listed by number, and a number plays that theme")
    func themes() {
        let (said, _) = play(["t", "9", "2"])
        #expect(said[1] == "Themes: 1 Halloween, 2 Spooky, 3 Matchismo.")
        #expect(said[2] == "Type a theme number from 1 to 3, or press Enter to go back.")
        #expect(said[3] == said[2])
        #expect(
            said[4]
                == "Memorize, Spooky: 4 cards in 2 rows of 2, all face down. Type a card number from 1 to 4, or ? for help."
        )
    }

    @Test("a theme's own names are read instead of CLDR's")
    func themeNames() {
        let (said, _) = play(["t", "2", "1"])
        #expect(["Card 1: Casper 👻", "Card 1: pumpkin 🎃"].contains(said.last))
    }

    @Test("pause hides the board and says how to go on; help says how to play")
    func pauseAndHelp() {
        let (said, _) = play(["p", "l", "5", "p", "?"])
        #expect(said[1] == "Paused: the board is hidden and the clock stopped. Type p to go on.")
        #expect(said[2] == "The game is paused: the board is hidden. Type p to go on.")
        #expect(said[3] == "Paused. Type p to go on, or q to quit.")
        #expect(said[4] == "Go on.")
        #expect(said[5].hasPrefix("Type a card number from 1 to 6, or a row letter from a to b and a column"))
        #expect(said[6].hasPrefix("Commands: l or look reads the board"))
        #expect(said[7] == "A match +2; a mismatch −1 per card you had seen.")
    }

    @Test("a finished game reads its summary in lines, then what to type next")
    func summary() {
        let (_, faces) = play([])
        var order: [Int] = []
        for face in Set(faces).sorted() { order += faces.indices.filter { faces[$0] == face } }
        let (said, _) = play(order.map { String($0 + 1) })
        let end = Array(said.suffix(6))
        #expect(end[0] == "Match! Plus 2. No pairs left.")
        #expect(end[1] == "All pairs found!")
        #expect(end[2] == "Score 6. Flips 6. Time 0:00.")
        #expect(end[3] == "Best score this session: 6.")
        #expect(
            said.last == "Press Enter to play Halloween again, type n for a new game, t for the themes, or q to quit.")
        #expect(said.contains("To deal this board again: memorize --theme Halloween --seed 7."))
    }

    @Test("a timed game reads the multiplier of a match")
    func timed() throws {
        let (_, faces) = play([])
        let partner = try #require((1..<6).first { faces[$0] == faces[0] })
        let (said, _) = play(["1", "\(partner + 1)"]) { $0.timed = true }
        #expect(said[1].hasPrefix("Timed: the points of a match or a mismatch are multiplied by 10 less"))
        #expect(said.last == "Match! Plus 20, 2 times 10. 2 pairs left.")
    }

    @Test("choosing a face-up card says why, each time it is typed")
    func faceUpTwice() {
        let (said, faces) = play(["1", "1", "1"])
        let line = "Card 1, \(name(faces[0])), is already face up: choose a face-down card."
        #expect(said.suffix(2) == [line, line])
    }

    @Test("Matchismo reads playing cards by rank and suit")
    func matchismo() throws {
        let (said, _) = play(["1"]) { $0.ruleSet = .matchismo(cards: 12) }
        let card = try #require(said.dropFirst().first)
        #expect(
            card.range(
                of: #"^Card 1: (ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs) "#,
                options: .regularExpression) != nil)
        #expect(said.last == "Minus 1 to choose.")
    }

    @Test("several players: s says whose turn it is and each player's pairs and points, and no shared score")
    func playersScore() {
        let (said, faces) = play(["1", "2", "s"]) { $0.players = 2 }
        let line = said.last ?? ""
        if faces[0] == faces[1] {
            #expect(line.hasPrefix("Player 1's turn. Player 1: 1 pair, 2 points; Player 2: 0 pairs, 0 points. 2 flips"))
        } else {
            #expect(
                line.hasPrefix("Player 2's turn. Player 1: 0 pairs, 0 points; Player 2: 0 pairs, 0 points. 2 flips"))
        }
        #expect(!line.contains("Score"), "\(line)")
    }

    @Test("several players: each turn begins with a line naming whose it is")
    func players() {
        let (said, faces) = play(["1", "2"]) { $0.players = 2 }
        #expect(said[1] == "Player 1's turn.")
        if faces[0] != faces[1] { #expect(said.last == "Player 2's turn.") }
    }
}

/// What the presenter wrote, kept across the closure it writes through.
private final class Recorder {
    var text = ""
}
