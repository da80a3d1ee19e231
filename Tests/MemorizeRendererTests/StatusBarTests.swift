import MemorizeRenderer
import MemorizeViewModel
import ScreenKit
import Testing

@Suite("Status line, key hints and notices")
struct StatusBarTests {
    private func lines(
        _ screen: GameScreen, columns: Int, rows: Int, capabilities: TerminalCapabilities = .full
    ) -> [String] {
        Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: columns, rows: rows), capabilities: capabilities))
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
        #expect(rendered[29] == " ←↑↓→ hjkl move · Enter choose · n new game · t themes · p pause · ? help · q quit")
    }

    @Test("with several players the status line lists them, the one to move marked without colour")
    func players() throws {
        var screen = Fixtures.screen(cards: Fixtures.cards(4))
        screen.status.players = [PlayerStanding(name: "Ann", pairs: 2), PlayerStanding(name: "Bob", pairs: 1)]
        screen.status.currentPlayer = 1
        screen.status.pairsFound = 1
        screen.status.pairsTotal = 2
        let unicode = lines(screen, columns: 60, rows: 7)[0]
        #expect(!unicode.contains("Pairs"), "each player's pairs instead of the pairs found")
        #expect(unicode.drop { $0 == " " }.hasPrefix("Ann 2 ▶Bob 1 "), "\(unicode)")
        #expect(!unicode.contains("Halloween"), "the players take the title's place")
        let ascii = lines(
            screen, columns: 60, rows: 7, capabilities: TerminalCapabilities(unicode: false, colorCount: 0))[0]
        #expect(ascii.drop { $0 == " " }.hasPrefix("Ann 2 >Bob 1 "), "\(ascii)")
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 60, rows: 7), capabilities: .full)
        let marker = try #require(frame.rows[0].firstIndex { $0.text == "▶" })
        #expect(frame[0, marker].style.bold && frame[0, marker + 1].style.bold, "the player to move is bold")
        let ann = try #require(frame.rows[0].firstIndex { $0.text == "A" })
        #expect(!frame[0, ann].style.bold, "the others are not")
    }

    @Test("pairs found come first in the numbers, and go first when room is short")
    func pairs() {
        var screen = Fixtures.screen(cards: Fixtures.cards(4))
        screen.status.pairsFound = 1
        screen.status.pairsTotal = 2
        #expect(lines(screen, columns: 60, rows: 7)[0].hasSuffix("Pairs 1/2   Score  −1   Flips   9    0:42"))
        #expect(lines(screen, columns: 40, rows: 7)[0] == " Hallowe… Score  −1   Flips   9    0:42")
    }

    @Test("the title is bold, the numbers plain")
    func titleBold() {
        let frame = GameRenderer.render(
            Fixtures.screen(cards: Fixtures.cards(4)), size: TerminalSize(columns: 60, rows: 7), capabilities: .full)
        let start =
            frame.lines[0].firstIndex(of: "M").map { frame.lines[0].distance(from: frame.lines[0].startIndex, to: $0) }
            ?? 0
        #expect(frame[0, start].style.bold)
        #expect(frame[0, start + 7].style.bold)
        #expect(!frame[0, start + 12].style.bold)
        #expect(!frame[0, 55].style.bold)
    }

    @Test("the numbers keep their places as they gain digits, and a negative score has one minus sign")
    func fixedPlaces() {
        var screen = Fixtures.screen(cards: Fixtures.cards(4))
        var rows: [String] = []
        for (score, flips, seconds) in [(9, 9, 599), (10, 10, 600), (-5, 99, 61), (-12, 100, 3)] {
            screen.status = StatusLine(themeName: "Food", score: score, flips: flips, elapsedSeconds: seconds)
            rows.append(lines(screen, columns: 60, rows: 7)[0])
        }
        let places = rows.map { row in
            ["Score", "Flips"].map { label in
                row.firstRange(of: label).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
            }
        }
        #expect(Set(places).count == 1, "\(rows)")
        #expect(rows[3].contains("Score −12") && !rows[3].contains("-"))
        let ascii = Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: 60, rows: 7), capabilities: .minimal))
        #expect(ascii[0].contains("Score -12"))
    }

    @Test("a timed game says so on the status line, with the multiplier while a card waits")
    func timedMarker() {
        var screen = Fixtures.screen(cards: Fixtures.cards(4))
        screen.status.isTimed = true
        #expect(lines(screen, columns: 70, rows: 7)[0].hasSuffix("Timed       Score    −1   Flips   9    0:42"))
        screen.status.multiplier = 7
        #expect(lines(screen, columns: 70, rows: 7)[0].hasSuffix("Timed  ×7   Score    −1   Flips   9    0:42"))
        screen.status.multiplier = 10
        #expect(lines(screen, columns: 70, rows: 7)[0].hasSuffix("Timed ×10   Score    −1   Flips   9    0:42"))
        let ascii = Fixtures.trimmed(
            GameRenderer.render(screen, size: TerminalSize(columns: 70, rows: 7), capabilities: .minimal))
        #expect(ascii[0].hasSuffix("Timed x10   Score    -1   Flips   9    0:42"))
    }

    @Test("time is m:ss, also past an hour")
    func time() {
        var screen = Fixtures.screen()
        screen.status = StatusLine(themeName: "Food", score: 12, flips: 120, elapsedSeconds: 3_725)
        let row = lines(screen, columns: 60, rows: 24)[0]
        #expect(row.hasSuffix("Score  12   Flips 120   62:05"))
        #expect(row.contains(" Memorize · Food   "))
        screen.status.elapsedSeconds = 5
        #expect(lines(screen, columns: 60, rows: 24)[0].hasSuffix("Score  12   Flips 120    0:05"))
    }

    @Test("narrower: the numbers keep their room, the theme name is cut, the hints shortened")
    func narrow() {
        let rendered = lines(Fixtures.screen(cards: Fixtures.cards(4)), columns: 40, rows: 7)
        #expect(rendered[0] == " Hallowe… Score  −1   Flips   9    0:42")
        #expect(rendered[6] == " Enter choose · ? help · q quit")
        let narrower = lines(Fixtures.screen(cards: Fixtures.cards(4)), columns: 34, rows: 7)
        #expect(narrower[0] == " H… Score  −1   Flips   9    0:42")
        let narrowest = lines(Fixtures.screen(cards: Fixtures.cards(2)), columns: 26, rows: 7)
        #expect(narrowest[0] == "Score  −1 Flips   9  0:42")
        let atSixty = lines(Fixtures.screen(cards: Fixtures.cards(4)), columns: 61, rows: 7)
        #expect(atSixty[6] == " ←↑↓→ hjkl move · Enter choose · p pause · ? help · q quit")
        let atEighty = lines(Fixtures.screen(cards: Fixtures.cards(4)), columns: 80, rows: 7)
        #expect(atEighty[6] == " ←↑↓→ hjkl move · Enter choose · n new game · p pause · ? help · q quit")
    }

    @Test("ASCII mode: ASCII separators and arrow names")
    func ascii() {
        let rendered = lines(Fixtures.screen(), columns: 100, rows: 30, capabilities: .minimal)
        #expect(rendered[0].drop { $0 == " " }.hasPrefix("Memorize | Halloween "))
        #expect(rendered[29] == " arrows hjkl move | Enter choose | n new game | t themes | p pause | ? help | q quit")
    }

    @Test("a notice goes above the hints, in as many lines as it needs, saying how to dismiss it")
    func noticeAboveHints() {
        let screen = Fixtures.screen(cards: Fixtures.cards(4), notice: "Unknown color “fuchsia”: using blue")
        let rendered = lines(screen, columns: 40, rows: 8)
        #expect(rendered[5] == " Unknown color “fuchsia”: using blue")
        #expect(rendered[6] == " Esc dismisses")
        #expect(rendered[7] == " Enter choose · ? help · q quit")
        let frame = GameRenderer.render(screen, size: TerminalSize(columns: 40, rows: 8), capabilities: .full)
        #expect(frame[5, 1].style.bold)
        let wide = lines(screen, columns: 80, rows: 24)
        #expect(wide[22] == " Unknown color “fuchsia”: using blue · Esc dismisses")
    }

    @Test("a notice the board would cover gets its rows: the board is drawn smaller")
    func noticeMakesRoom() {
        let screen = Fixtures.screen(cards: Fixtures.cards(4), notice: "Unknown color “fuchsia”: using blue instead")
        let rendered = lines(screen, columns: 40, rows: 7)
        #expect(rendered[3] == " └──────┘  └──────┘  └──────┘  └──────┘", "cards of 3 rows instead of 5")
        #expect(rendered[4] == " Unknown color “fuchsia”: using blue")
        #expect(rendered[5] == " instead · Esc dismisses")
        #expect(rendered[6] == " Enter choose · ? help · q quit")
    }

    @Test(
        "a long notice about the scores file is read whole at 80×24 and larger, with 16 to 52 cards",
        arguments: [(80, 24), (100, 30), (140, 40), (200, 60)], [16, 32, 52])
    func longNoticeReadWhole(size: (Int, Int), cards: Int) {
        let notice =
            "the best scores file \"/home/ann/.local/state/memorize/scores.json\" could not be used (line 1, "
            + "column 1: expected a JSON value); it was moved to "
            + "\"/home/ann/.local/state/memorize/scores.json.corrupt-1\" and a new one started"
        let screen = Fixtures.screen(cards: Fixtures.cards(cards), notice: notice)
        let rendered = lines(screen, columns: size.0, rows: size.1)
        let shown = rendered.map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(shown.contains(notice), "\(rendered.joined(separator: "\n"))")
        #expect(shown.contains("Esc dismisses"))
    }

    @Test("the last choice's message goes under the board, else on the status line if it fits, else on the hint row")
    func choiceMessage() {
        let message = ChoiceMessage(text: "No match (−1: 👻 was seen)", asciiText: "No match (-1: G was seen)")
        let roomy = lines(Fixtures.screen(cards: Fixtures.cards(4), message: message), columns: 40, rows: 9)
        let boardBottom = roomy.lastIndex { $0.contains("┘") } ?? 0
        #expect(roomy[boardBottom + 1].contains("No match (−1: 👻 was seen)"))
        #expect(roomy[8] == " Enter choose · ? help · q quit")
        let tight = lines(Fixtures.screen(cards: Fixtures.cards(4), message: message), columns: 40, rows: 7)
        #expect(tight[0].hasSuffix("Score  −1   Flips   9    0:42"))
        #expect(tight[6] == " No match (−1: 👻 was seen)", "whole, in the hints' place until the next choice")
        // 16 cards at 100×30 fill every row between the status line and the hints.
        let full = lines(Fixtures.screen(cards: Fixtures.cards(16), message: message), columns: 100, rows: 30)
        #expect(full[0].contains(" No match (−1: 👻 was seen) "))
        #expect(full[29] == " ←↑↓→ hjkl move · Enter choose · n new game · t themes · p pause · ? help · q quit")
        let ascii = lines(
            Fixtures.screen(cards: Fixtures.cards(4), message: message), columns: 40, rows: 9,
            capabilities: .minimal)
        #expect(ascii.contains { $0.contains("No match (-1: G was seen)") })
    }
}
