import MemorizeSetup
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import Testing

@testable import MemorizeApp

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
    private func play(
        _ lines: [String], unicode: Bool = true, bell: Bool = false, setup change: (inout GameSetup) -> Void = { _ in }
    ) -> (said: [String], faces: [String]) {
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
            viewModel: viewModel,
            presenter: PlainPresenter(detail: setup.plainDetail, unicode: unicode, bell: bell) { written.text += $0 },
            sources: ScriptedLines(lines), clock: clock)
        #expect(loop.run() == .quit, "the end of input ends the run")
        #expect(!written.text.unicodeScalars.contains { $0.value == 0x1B || (0x2500...0x257F).contains($0.value) })
        let said = written.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        return (said, faces)
    }

    private func name(_ face: String) -> String {
        ["👻": "ghost", "🎃": "jack-o-lantern", "🦇": "bat"][face] ?? face
    }

    /// Full lines, as `--plain=full` asks.
    private func full(_ setup: inout GameSetup) { setup.plainDetail = .full }

    @Test("the opening line names the theme, the cards and the grid, briefly or in full")
    func opening() {
        #expect(play([]).said == ["Halloween: 6 cards in 2 rows of 3. Type a number or help."])
        #expect(
            play([], setup: full).said == [
                "Memorize, Halloween: 6 cards in 2 rows of 3, all face down. Type a card number from 1 to 6, or help."
            ])
    }

    @Test("each card turned is read by its name, then what the choice did; full lines add the picture")
    func cardsAndResults() throws {
        let (said, faces) = play(["1", "2"])
        #expect(said[1] == "Card 1: \(name(faces[0])).")
        #expect(said[2] == "Card 2: \(name(faces[1])).")
        #expect(said[3] == (faces[0] == faces[1] ? "Match." : "No match."))
        #expect(said.count == 4)
        let (fully, _) = play(["1", "2"], setup: full)
        #expect(fully[1] == "Card 1: \(name(faces[0])) \(faces[0])")
        #expect(fully[3] == (faces[0] == faces[1] ? "Match! Plus 2. 2 pairs left." : "No match. 3 pairs left."))
        let (ascii, _) = play(["1"], unicode: false, setup: full)
        #expect(ascii[1] == "Card 1: \(name(faces[0])).", "no picture where the locale is not UTF-8")
    }

    @Test("a mismatch of a card seen before says which was seen and what it cost")
    func seenCard() throws {
        let (_, faces) = play([])
        // Card 1 and a card that does not match it turn up and back; then another such card, and
        // card 1 again: a mismatch with a card seen before.
        let others = (1..<6).filter { faces[$0] != faces[0] }
        let (said, _) = play(["1", "\(others[0] + 1)", "\(others[1] + 1)", "1"])
        #expect(said.last == "No match, minus 1: \(name(faces[0])) was seen.")
        let (fully, _) = play(["1", "\(others[0] + 1)", "\(others[1] + 1)", "1"], setup: full)
        let result = try #require(fully.last)
        #expect(result.hasPrefix("No match. Minus 1: \(name(faces[0])) was seen."))
        #expect(result.hasSuffix(" 3 pairs left."))
    }

    @Test("look reads row by row, a card's number apart from its name; score in words; b1 is row b's first")
    func lookAndScore() {
        let (said, faces) = play(["b1", "l", "s"])
        #expect(said[1] == "Card 4: \(name(faces[3])).")
        #expect(said[2] == "Row a: 1 face down; 2 face down; 3 face down.")
        #expect(said[3] == "Row b: 4, \(name(faces[3])), face up; 5 face down; 6 face down.")
        #expect(said[4] == "Score 0, 1 flip, 0 seconds, 3 pairs left.")
    }

    @Test("a question about one card or one row says what the board shows of it, never more")
    func questions() throws {
        let (_, faces) = play([])
        let partner = try #require((1..<6).first { faces[$0] == faces[0] })
        let (said, _) = play(["4?", "1", "l 1", "l b", "l a", "\(partner + 1)", "1?", "l 9", "l d"])
        #expect(said[1] == "Card 4: face down.")
        #expect(said[3] == "Card 1: \(name(faces[0])), face up.")
        #expect(said[4] == "Row b: 4 face down; 5 face down; 6 face down.")
        #expect(said[5] == "Row a: 1, \(name(faces[0])), face up; 2 face down; 3 face down.")
        #expect(said.contains("Card 1: \(name(faces[0])), matched."))
        #expect(said.suffix(2) == ["There is no card 9: cards go from 1 to 6.", "There is no row d: rows a to b."])
    }

    @Test("r repeats the last comparison: its cards and its result")
    func repeatLast() {
        let (said, faces) = play(["r", "1", "2", "r"])
        #expect(said[1] == "Nothing to repeat yet.")
        let comparison = ["Card 1: \(name(faces[0])).", "Card 2: \(name(faces[1])).", said[4]]
        #expect(Array(said[2...4]) == comparison)
        #expect(Array(said.suffix(3)) == comparison)
    }

    @Test(
        "a line that means nothing says what is wrong with it and changes nothing",
        arguments: [
            ("xyz", "Type a card number from 1 to 6, a row and column such as b1, or help."),
            ("7", "There is no card 7: cards go from 1 to 6."),
            ("c1", "There is no row c: rows a to b."),
            ("b4", "There is no card 4 in row b: it has cards 1 to 3."),
            ("", "Type a card number from 1 to 6, a row and column such as b1, or help."),
        ])
    func garbage(line: String, reply: String) {
        let (said, _) = play([line, "l"])
        #expect(said[1] == reply)
        #expect(said[2] == "Row a: 1 face down; 2 face down; 3 face down.")
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
        #expect(said[4] == "Spooky: 4 cards in 2 rows of 2. Type a number or help.")
    }

    @Test("a theme's own names are read instead of CLDR's")
    func themeNames() {
        let (said, _) = play(["t", "2", "1"])
        #expect(["Card 1: Casper.", "Card 1: pumpkin."].contains(said.last))
    }

    @Test("pause hides the board and says how to go on; help says how to play, the questions included")
    func pauseAndHelp() throws {
        let (said, _) = play(["p", "l", "3?", "5", "p", "help", "?"])
        #expect(said[1] == "Paused: the board is hidden and the clock stopped. Type p to go on.")
        #expect(said[2] == "The game is paused: the board is hidden. Type p to go on.")
        #expect(said[3] == said[2], "no card is said while paused")
        #expect(said[4] == "Paused. Type p to go on, or q to quit.")
        #expect(said[5] == "Go on.")
        #expect(said[6].hasPrefix("Type a card number from 1 to 6, or a row letter from a to b and a column"))
        #expect(said[7] == "l 7: what card 7 shows, without turning it.", "l 7 first: a reader drops the ?")
        let help = Array(said[6...])
        let end = try #require(help.firstIndex(of: "p or pause: pause. help: this help. q or quit: quit."))
        #expect(help[end + 1] == "A match +2; a mismatch −1 per card you had seen.")
        #expect(help[1...end].allSatisfy { $0.count <= 80 }, "one command a line, each within a braille line or two")
        #expect(Array(help[(end + 3)...(end + 3 + end + 1)]) == Array(help[0...(end + 1)]), "? is help too")
    }

    @Test("at a table's guest the help names no command that deals, and says the host deals")
    func guestHelp() {
        let status = StatusLine(themeName: "Fruit", score: 0, flips: 0, elapsedSeconds: 0)
        let cards = (0..<4).map { _ in CardView(side: .faceDown, face: "🍎", asciiFace: "A") }
        var screen = GameScreen(
            mode: .playing, cards: cards, cursor: 0, status: status, cardBack: [.blue], dealsHere: false)
        let guest = PlainLines.help(screen, columns: 2).joined(separator: "\n")
        #expect(guest.contains("The host deals each game."))
        #expect(!guest.contains("n or new") && !guest.contains("themes") && !guest.contains("seed"), "\(guest)")
        screen.dealsHere = true
        let here = PlainLines.help(screen, columns: 2).joined(separator: "\n")
        #expect(here.contains("n or new: a new game.") && !here.contains("host"))
    }

    /// The choices that match every pair of the seeded deal, pair by pair.
    private func perfectGame() -> [String] {
        let (_, faces) = play([])
        var order: [Int] = []
        for face in Set(faces).sorted() { order += faces.indices.filter { faces[$0] == face } }
        return order.map { String($0 + 1) }
    }

    @Test("a finished game says its result in one line, then what to type; the seed only when asked")
    func summary() {
        let (said, _) = play(perfectGame() + ["seed"])
        let end = Array(said.suffix(4))
        #expect(end[0] == "Match.", "the summary says it is over")
        #expect(end[1] == "All pairs found! Score 6, 6 flips, 0 seconds.")
        #expect(end[2] == "Enter plays again.")
        #expect(end[3] == "To deal this board again: memorize --theme Halloween --seed 7.")
        #expect(!said.dropLast().contains { $0.contains("--seed") }, "no seed unless asked")
        let (during, _) = play(["1", "seed"])
        #expect(during.last == "The seed is said when the game is over: it would give the board away.")
    }

    // Issue 42: a daily's line to share was given only by `seed`, which nothing said, and heard as
    // "hash" and "zero twenty-four"; the summary now says to type `share`, which says it in words first.
    @Test("a daily's summary says to type share; share says the result in words, then the line to paste")
    func dailyShare() throws {
        let daily: (inout GameSetup) -> Void = {
            $0.daily = "2026-12-02"
            $0.dailyNumber = 2
        }
        let (said, _) = play(perfectGame() + ["share", "seed"], setup: daily)
        let told = try #require(said.firstIndex(of: "Type share for a line to share."), "\(said)")
        #expect(said[told + 1] == "Enter plays again.")
        let words = "Daily number 2, Halloween: score 6 of 6, 6 flips, 0 seconds."
        let paste = "To share: Memorize #2 · Halloween · 6/6 · 6 flips (min 6) · 0:00"
        #expect(Array(said.suffix(4)) == [words, paste, words, paste], "seed still gives it")
        let (during, _) = play(["1", "share"], setup: daily)
        #expect(during.last == "The line to share is said when the game is over.")
        let (fully, _) = play(
            perfectGame(),
            setup: {
                daily(&$0)
                full(&$0)
            })
        #expect(fully.contains(words) && fully.contains(paste), "\(fully)")
        #expect(!fully.contains("Type share for a line to share."), "full lines give the line itself")
    }

    // Issue 42: after a table's game, `seed` and `share` said the game was not over.
    @Test("seed after a game with no seed to give says so, not that the game is under way")
    func seedAfterATable() {
        let status = StatusLine(themeName: "Fruit", score: 0, flips: 4, elapsedSeconds: 9)
        let cards = (0..<4).map { _ in CardView(side: .matched, face: "🍎", asciiFace: "A") }
        var screen = GameScreen(
            mode: .gameOver, cards: cards, cursor: 0, status: status, cardBack: [.blue], dealsHere: false)
        screen.summary = GameSummary(score: 4, flips: 4, elapsedSeconds: 9, bestScore: nil)
        screen.summary?.next = .host
        #expect(
            PlainLines.seedAnswer(screen, unicode: true) == [
                "This game has no seed to give: a table's board is dealt only at the table."
            ])
    }

    @Test("full lines read the whole summary, the seed included; verbose switches")
    func fullSummary() {
        let (said, _) = play(perfectGame(), setup: full)
        let end = Array(said.suffix(6))
        #expect(end[0] == "Match! Plus 2. No pairs left.")
        #expect(end[1] == "All pairs found!")
        #expect(end[2] == "Score 6. Flips 6. Time 0 seconds.")
        #expect(end[3] == "Best score this session: 6.")
        #expect(end[4] == "To deal this board again: memorize --theme Halloween --seed 7.")
        #expect(
            said.last == "Press Enter to play Halloween again, type n for a new game, t for the themes, or q to quit.")
        let (switched, faces) = play(["verbose", "1", "verbose", "2"])
        #expect(switched[1] == "Full lines: the faces' pictures, the longer opening and the whole summary.")
        #expect(switched[2] == "Card 1: \(name(faces[0])) \(faces[0])")
        #expect(switched[3] == "Brief lines.")
        #expect(switched[4] == "Card 2: \(name(faces[1])).")
    }

    @Test("dates in words")
    func words() {
        #expect(PlainLines.date("2026-12-02") == "December 2, 2026")
        #expect(PlainLines.date("2027-01-31") == "January 31, 2027")
        #expect(PlainLines.date("soon") == "soon")
    }

    @Test("without UTF-8 every line is ASCII: names only, and a plain minus")
    func ascii() {
        #expect(PlainLines.ascii("Ann: 0 pairs, −1 point; Zoë · Bob…") == "Ann: 0 pairs, -1 point; Zoe - Bob...")
        let (said, _) = play(["1", "help"], unicode: false, setup: full)
        #expect(said.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(said)")
        #expect(said.contains("A match +2; a mismatch -1 per card you had seen."))
    }

    @Test("the bell rings on a match when asked for, and writes nothing else")
    func bell() throws {
        let (_, faces) = play([])
        let partner = try #require((1..<6).first { faces[$0] == faces[0] })
        let rung = play(["1", "\(partner + 1)", "s"], bell: true) { $0.bell = true }.said
        #expect(rung.contains { $0.hasPrefix("\u{07}") || $0.hasSuffix("\u{07}") || $0.contains("\u{07}") })
        let quiet = play(["1", "\(partner + 1)", "s"], bell: false) { $0.bell = true }.said
        #expect(!quiet.contains { $0.contains("\u{07}") }, "no terminal to ring")
    }

    @Test("the bell is an event: rung once, after the lines told with it, and only when asked for")
    func bellEvent() {
        let viewModel = GameApp.compose(
            themes: Self.themes, firstTheme: Self.themes[0], setup: GameSetup(), clock: TestClock())
        for bell in [true, false] {
            let written = Recorder()
            var presenter = PlainPresenter(bell: bell) { written.text += $0 }
            presenter.present(viewModel.screen, events: [.notice("Scores not saved."), .bell, .bell])
            #expect(written.text == "Scores not saved.\n" + (bell ? "\u{07}" : ""))
        }
    }

    @Test("a timed game reads the points of a match; full lines say the multiplier")
    func timed() throws {
        let (_, faces) = play([])
        let partner = try #require((1..<6).first { faces[$0] == faces[0] })
        let (said, _) = play(["1", "\(partner + 1)"]) { $0.timed = true }
        #expect(said[1] == "Timed: quick choices score more.")
        #expect(said.last == "Match, plus 20.", "a timed match says its points")
        let (fully, _) = play(["1", "\(partner + 1)"]) {
            $0.timed = true
            $0.plainDetail = .full
        }
        #expect(fully[1].hasPrefix("Timed: the points of a match or a mismatch are multiplied by 10 less"))
        #expect(fully.last == "Match! Plus 20, 2 times 10. 2 pairs left.")
    }

    @Test("choosing a face-up card says why, each time it is typed")
    func faceUpTwice() {
        let (said, faces) = play(["1", "1", "1"])
        let line = "Card 1, \(name(faces[0])), is already face up: choose a face-down card, such as card 2."
        #expect(said.suffix(2) == [line, line])
    }

    @Test("Matchismo reads playing cards by rank and suit; the cost of a choice is said only in full")
    func matchismo() throws {
        let (said, _) = play(["1"]) { $0.ruleSet = .matchismo(cards: 12) }
        let card = try #require(said.last)
        #expect(
            card.range(
                of: #"^Card 1: (ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)\.$"#,
                options: .regularExpression) != nil, "\(card)")
        let (fully, _) = play(["1"]) {
            $0.ruleSet = .matchismo(cards: 12)
            $0.plainDetail = .full
        }
        #expect(fully.last == "Minus 1 to choose.")
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

    // Issue 42: after a match nothing said the same player went on.
    @Test("several players: a match says the same seat goes on, except the match that ends the game")
    func turnAgain() throws {
        let (_, faces) = play([])
        let partner = try #require((1..<6).first { faces[$0] == faces[0] })
        let (said, _) = play(["1", "\(partner + 1)"]) { $0.players = 2 }
        #expect(Array(said.suffix(2)) == ["Match.", "Player 1's turn again."])
        let (all, _) = play(perfectGame()) { $0.players = 2 }
        #expect(all.filter { $0 == "Player 1's turn again." }.count == 2, "not after the last match: \(all)")
        #expect(!all.contains("Player 2's turn."))
    }

    // The turn's own line names the seat just before its cards: brief results do not say it again
    // (the speech benchmark's games with opponents were a fifth longer for it); full ones still do.
    @Test("several players: a brief result leaves the seat to the turn's line, a full one names it")
    func resultsNameTheSeatOnlyInFull() throws {
        let (_, faces) = play([])
        let other = try #require((1..<6).first { faces[$0] != faces[0] })
        let (brief, _) = play(["1", "\(other + 1)"]) { $0.players = 2 }
        #expect(
            Array(brief.suffix(4)) == [
                "Card 1: \(name(faces[0])).", "Card \(other + 1): \(name(faces[other])).", "No match.",
                "Player 2's turn.",
            ])
        let (fully, _) = play(["1", "\(other + 1)"]) {
            $0.players = 2
            full(&$0)
        }
        #expect(fully.contains { $0.hasPrefix("Player 1: no match") }, "\(fully)")
    }

    // Issue 42: `r` said another seat's comparison without saying whose, once a card was chosen since.
    @Test("several players: r says whose turn it repeats, whole or its last comparison")
    func repeatNamesTheSeat() throws {
        let (_, faces) = play([])
        let other = try #require((1..<6).first { faces[$0] != faces[0] })
        let third = try #require((1..<6).first { $0 != other })
        let first = ["Card 1: \(name(faces[0])).", "Card \(other + 1): \(name(faces[other]))."]
        let (whole, _) = play(["1", "\(other + 1)", "r"]) { $0.players = 2 }
        #expect(Array(whole.suffix(4)) == ["Last turn, Player 1:"] + first + ["No match."])
        let (later, _) = play(["1", "\(other + 1)", "\(third + 1)", "r"]) { $0.players = 2 }
        #expect(Array(later.suffix(4)) == ["Last turn, Player 1:"] + first + ["No match."])
        let (own, _) = play(["1", "\(other + 1)", "r"])
        #expect(own.last == "No match.", "alone, r names no one: \(own)")
    }

    // Issue 42: Matchismo's end ran on into the score (`… 2 cards left Score −8`), and the full
    // summary wrote a best below zero with a hyphen beside the score's true minus.
    @Test("a headline without a full stop gets one, and a best below zero takes the true minus")
    func summarySentences() {
        let status = StatusLine(themeName: "Matchismo", score: -8, flips: 14, elapsedSeconds: 30)
        let cards = (0..<4).map { _ in CardView(side: .faceDown, face: "A♠", asciiFace: "A") }
        var screen = GameScreen(mode: .gameOver, cards: cards, cursor: 0, status: status, cardBack: [.blue])
        screen.summary = GameSummary(
            score: -8, flips: 14, elapsedSeconds: 30, bestScore: -3,
            headline: "No more matches among the 2 cards left")
        #expect(
            PlainLines.summary(screen, detail: .brief, unicode: true).first
                == "No more matches among the 2 cards left. Score \u{2212}8, 14 flips, 30 seconds.")
        let full = PlainLines.summary(screen, detail: .full, unicode: true)
        #expect(full.first == "No more matches among the 2 cards left.")
        #expect(full.contains("Best score this session: \u{2212}3."), "\(full)")
        #expect(PlainLines.sentence("All pairs found!") == "All pairs found!")
        #expect(PlainLines.sentence("All pairs found! (timed)") == "All pairs found! (timed)")
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
