import Foundation
import MemorizeTestSupport
import MemorizeText
import MemorizeViewModel
import ScreenKit
import Testing

@testable import MemorizeRenderer

@Suite("Status line, key hints and notices")
struct StatusBarTests {
    private func lines(
        _ screen: GameScreen, columns: Int, rows: Int, capabilities: TerminalCapabilities = .full
    ) -> [String] {
        Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: columns, rows: rows), capabilities: capabilities))
    }

    // Issue 42: the broken-scores notice was cut in its middle at 80 and 100 columns, where a path
    // longer than a line was split mid-name.
    @Test(
        "the broken-scores notice is drawn whole at 80×24 and 100×30, a long path broken only after a /",
        arguments: [(80, 24), (100, 30)])
    func brokenScoresNotice(columns: Int, rows: Int) throws {
        let path = "/tmp/memorize-red-team.Xq3tZ81kPa/state-home-of-a-player/memorize/scores.json"
        let notice =
            "the best scores file \"\(path)\" could not be used (line 1, column 2: unexpected character 'o'; "
            + "expected 'null'); it was moved to \"\(path).corrupt-1\" and a new one started"
        let matched = Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, CardView.Side.matched) })
        for screen in [
            Fixtures.screen(cards: Fixtures.cards(20), notice: notice),
            Fixtures.screen(
                mode: .gameOver, cards: Fixtures.cards(20, sides: matched),
                summary: GameSummary(score: 4, flips: 20, elapsedSeconds: 40, bestScore: 4), notice: notice),
        ] {
            let rendered = lines(screen, columns: columns, rows: rows)
            let first = try #require(rendered.firstIndex { $0.hasPrefix(" the best scores file") }, "\(rendered)")
            let last = try #require(rendered.firstIndex { $0.hasSuffix("Esc dismisses") }, "\(rendered)")
            #expect(last == rows - 2, "the notice ends just above the hints")
            let drawn = rendered[first...last].map { String($0.dropFirst()) }
            #expect(drawn.allSatisfy { TextWidth.columns(of: $0) <= columns - 2 })
            // Lines rejoined: at a space, or straight on after a `/`; nothing is left out.
            let joined = drawn.dropFirst().reduce(drawn[0]) { $0 + ($0.hasSuffix("/") ? "" : " ") + $1 }
            #expect(joined == notice + " · Esc dismisses", "\(drawn)")
            #expect(!drawn.contains { $0.hasSuffix("scores.js") || $0.hasPrefix("on") }, "no name cut: \(drawn)")
        }
    }

    // Issue 42: four long names that differ at their end all showed as `漢漢…`, and the turn line was cut
    // before its verb.
    @Test("at 80×24 long names that differ at their end stay told apart, and the turn line keeps its verb")
    func longNamesStayApart() throws {
        let base = String(repeating: "漢", count: 31)
        let names = ["一", "二", "三", "四"].map { base + $0 }
        var screen = Fixtures.screen(cards: Fixtures.cards(16))
        screen.status.players = names.map { PlayerStanding(name: $0) }
        screen.status.currentPlayer = 1
        screen.currentPlayer = 1
        screen.message = ChoiceMessage(
            text: "No match (−2: 👻 and 🎃 were seen) · \(names[1])'s turn", asciiText: "No match - x's turn",
            turnSeat: 1)
        let rendered = lines(screen, columns: 80, rows: 24)
        let seats = rendered[0].split(separator: " ").filter { $0.contains("漢") }
        #expect(seats.count == 4 && Set(seats).count == 4, "\(rendered[0])")
        #expect(seats.map { $0.last } == ["一", "二", "三", "四"], "each keeps the end that tells it apart")
        let turn = try #require(rendered.first { $0.contains("No match") }, "\(rendered)")
        #expect(turn.hasSuffix("二's turn"), "\(turn)")
        #expect(turn.contains("No match (−2: 👻 and 🎃 were seen) · "), "the result whole while the name can shrink")
        #expect(TextWidth.columns(of: turn) <= 80)
        // Narrower still, the result gives way before the verb does.
        let narrow = lines(screen, columns: 40, rows: 24)
        let short = try #require(narrow.first { $0.contains("'s turn") }, "\(narrow)")
        #expect(short.hasSuffix("二's turn") && short.hasPrefix(" No match"), "\(short)")
    }

    @Test("names cut to a few columns stay apart: by their ends, else by their seats' numbers")
    func namesToldApart() {
        #expect(SeatStandings.names(of: ["Ann", "Bob"], toColumns: 2, unicode: true) == ["An", "Bo"])
        #expect(
            SeatStandings.names(of: ["Alexandra", "Alexander"], toColumns: 6, unicode: true) == ["Alex…a", "Alex…r"])
        #expect(SeatStandings.names(of: ["Amy", "Ann"], toColumns: 1, unicode: true) == ["1", "2"])
        #expect(
            SeatStandings.names(of: ["Player 1", "Player 2"], toColumns: 5, unicode: false) == ["Pla.1", "Pla.2"])
    }

    @Test("at 100 columns: the status line spans the board, theme on the left, numbers on the right")
    func wide() throws {
        let size = TerminalSize(columns: 100, rows: 30)
        let layout = try #require(BoardLayout.fitting(cardCount: 12, in: size))
        let rendered = lines(Fixtures.screen(), columns: 100, rows: 30)
        let left = layout.originColumn - 1
        let right = layout.originColumn + layout.width
        #expect(left > 10, "the board is centred on a wide screen")
        let numbers = "Score  −1   Flips   9    0:42"
        #expect(
            rendered[0]
                == String(repeating: " ", count: left) + " Memorize · Halloween"
                + String(repeating: " ", count: right - left - 21 - numbers.count) + numbers)
        // As wide as the room: it starts in the first column, and the last stays blank.
        // Shorter words before fewer keys: every key has its hint at 100 columns.
        let keys = "←↑↓→ move · Enter pick · n new · t themes · o options · p pause · ? help · q quit"
        #expect(rendered[29] == keys + " · --plain: speech")
    }

    @Test("with several players the status line lists each one's pairs and points, the one to move marked")
    func players() throws {
        var screen = Fixtures.screen(cards: Fixtures.cards(4))
        screen.status.players = [
            PlayerStanding(name: "Ann", score: 4, pairs: 2), PlayerStanding(name: "Bob", score: 1, pairs: 1),
        ]
        screen.status.currentPlayer = 1
        screen.status.pairsFound = 3
        screen.status.pairsTotal = 4
        let unicode = lines(screen, columns: 70, rows: 7)[0]
        #expect(!unicode.contains("Pairs") && !unicode.contains("Score"), "no shared pairs or score: \(unicode)")
        #expect(unicode.drop { $0 == " " }.hasPrefix("Ann 2 pairs 4 points ▶Bob 1 pair 1 point "), "\(unicode)")
        let narrower = lines(screen, columns: 58, rows: 7)[0]
        #expect(narrower.drop { $0 == " " }.hasPrefix("Ann 2 pairs 4 pts ▶Bob 1 pair 1 pt "), "\(narrower)")
        #expect(unicode.hasSuffix("Flips   9    0:42"), "the flips and the time stay: \(unicode)")
        #expect(!unicode.contains("Halloween"), "the players take the title's place")
        let ascii = lines(
            screen, columns: 70, rows: 7, capabilities: TerminalCapabilities(unicode: false, colorCount: 0))[0]
        #expect(ascii.drop { $0 == " " }.hasPrefix("Ann 2 pairs 4 points >Bob 1 pair 1 point "), "\(ascii)")
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 70, rows: 7), capabilities: .full)
        let marker = try #require(frame.rows[0].firstIndex { $0.text == "▶" })
        #expect(frame[0, marker].style.bold && frame[0, marker + 1].style.bold, "the player to move is bold")
        let ann = try #require(frame.rows[0].firstIndex { $0.text == "A" })
        #expect(!frame[0, ann].style.bold, "the others are not")
    }

    /// Four seats named `names`, the third to move, each with its own pairs and points.
    private func fourSeats(_ names: [String], cards: Int = 12) -> GameScreen {
        var screen = Fixtures.screen(cards: Fixtures.cards(cards))
        screen.status.players = names.enumerated().map { PlayerStanding(name: $1, score: 10 + $0, pairs: $0) }
        screen.status.currentPlayer = 2
        return screen
    }

    /// Whether the status rows of `rendered` show every seat of `screen` (its pairs and points) and the marker.
    private func showsEverySeat(_ rendered: [String], of screen: GameScreen, marker: String = "▶") -> Bool {
        // The status line opens the block over the board: on a tall terminal, not the top row.
        let first = rendered.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? 0
        let top = rendered.dropFirst(first).prefix(screen.status.players.count).joined(separator: "\n")
        return top.contains(marker)
            && screen.status.players.allSatisfy { player in
                top.contains("\(player.pairs)p \(player.score)pt") || top.contains("\(player.score) pts")
                    || top.contains("\(player.score) pt")
                    || top.contains("\(player.score) points")
            }
    }

    @Test("four players at 80×24: every seat and the marker show, and the flips and time")
    func fourPlayersAt80x24() {
        let screen = fourSeats(["Player 1", "Player 2", "Player 3", "Player 4"])
        let rendered = lines(screen, columns: 80, rows: 24)
        #expect(showsEverySeat(rendered, of: screen), "\(rendered[0])")
        #expect(rendered[0].contains("Player 3") || rendered[0].contains("…3"), "\(rendered[0])")
        #expect(rendered[0].hasSuffix("0:42"), "\(rendered[0])")
    }

    @Test("long names are cut to the same width; every seat and the marker still show, at every width")
    func longNames() {
        let long = String(repeating: "漢", count: 32)
        let screen = fourSeats([long, "Ann", long + "2", "Bob"])
        for columns in [60, 80, 100, 200] {
            let rendered = lines(screen, columns: columns, rows: 30)
            #expect(showsEverySeat(rendered, of: screen), "at \(columns) columns: \(rendered[0])")
        }
        let ascii = lines(
            screen, columns: 80, rows: 24, capabilities: TerminalCapabilities(unicode: false, colorCount: 0))
        #expect(showsEverySeat(ascii, of: screen, marker: ">"), "\(ascii[0])")
    }

    @Test("the flips and the time, then a free row, give way before a name is cut short")
    func namesBeforeNumbers() {
        let screen = fourSeats(["Ann", "Bob", "Cyrille", "Dorothea"])
        let sixty = lines(screen, columns: 60, rows: 20)
        #expect(sixty[0].contains("Cyrille") && sixty[0].contains("Doro"), "\(sixty[0])")
        #expect(!sixty[0].contains("Flips"), "the numbers gave way: \(sixty[0])")
        let narrow = lines(screen, columns: 45, rows: 16)
        #expect(narrow[0].contains("Ann") && narrow[1].contains("Dorothea"), "a second row: \(narrow.prefix(2))")
        #expect(SeatStandings.abbreviated("Ann", toColumns: 2, unicode: true) == "An", "no ellipsis in 2 columns")
        #expect(SeatStandings.abbreviated("Player 12", toColumns: 5, unicode: true) == "Pl…12")
    }

    @Test("where one line cannot hold the seats, they take two and the board moves down a row")
    func twoLines() throws {
        let screen = fourSeats(["Player 1", "Player 2", "Player 3", "Player 4"])
        let size = try #require(
            (20...40).lazy.map { TerminalSize(columns: $0, rows: 12) }.first {
                BoardLayout.fitting(cardCount: 12, in: $0) != nil
            })
        let rendered = lines(screen, columns: size.columns, rows: size.rows)
        #expect(showsEverySeat(rendered, of: screen), "\(rendered.prefix(3))")
        #expect(!rendered[1].trimmingCharacters(in: .whitespaces).isEmpty, "the second row holds seats")
        #expect(
            rendered[2].contains("┌") || rendered[2].contains("╭"), "the board starts under them: \(rendered.prefix(4))"
        )
    }

    @Test(
        "every size a board of 12 fits, for 2 to 4 seats: the marker shows; from 30 columns every seat does", .computing
    )
    func everySize() {
        var missing: [String] = []
        for count in 2...4 {
            let names = ["Player 1", "Player 2", "Player 3", "Player 4"].prefix(count)
            var screen = fourSeats(Array(names))
            screen.status.players = Array(screen.status.players.prefix(count))
            screen.status.currentPlayer = count - 1
            for columns in stride(from: 14, through: 130, by: 3) {
                for rows in stride(from: 8, through: 40, by: 4) {
                    let size = TerminalSize(columns: columns, rows: rows)
                    guard BoardLayout.fitting(cardCount: 12, in: size) != nil else { continue }
                    let rendered = lines(screen, columns: columns, rows: rows)
                    // Narrower, with no row to spare, what is cut starts at the seat to move.
                    let mover = screen.status.players[count - 1]
                    let shown =
                        showsEverySeat(rendered, of: screen)
                        || (columns < 30 && rendered[0].hasPrefix("▶\(count) \(mover.pairs)p"))
                    if !shown { missing.append("\(count) at \(columns)×\(rows)") }
                }
            }
        }
        #expect(missing.isEmpty, "\(missing)")
    }
}
