import Foundation
import MemorizeTestSupport
import Testing

/// `memorize --plain` played through pipes, reading only the lines it writes (SPEC §7.4).
@Suite("Plain mode through pipes")
struct PlainGameTests {
    @Test("a whole game of pairs: the player turns every card once, remembers the names, and matches them")
    func wholeMemorizeGame() async throws {
        let player = try PlainPlayer(["--theme", "halloween", "--seed", "3"])
        let explore = try await player.play([])
        let count = try #require(PlainPlayer.cardCount(in: explore))
        #expect(count == 12)
        let turnAll = (1...count).map(String.init)
        let explored = try await player.play(turnAll)
        let seen = PlainPlayer.faces(in: explored)
        #expect(seen.count == count, "every card was named once it turned")
        let matches = PlainPlayer.pairsToMatch(seen: seen, after: explored)
        let lines = try await player.play(turnAll + matches)
        #expect(lines.contains { $0.hasPrefix("All pairs found! Score ") })
        #expect(lines.filter { $0 == "Match." }.count == count / 2, "every match said, briefly")
        #expect(lines.last == "Enter plays again.")
        let full = try PlainPlayer(["--theme", "halloween", "--seed", "3"], plain: "--plain=full")
        let fullLines = try await full.play(turnAll + matches)
        #expect(fullLines.contains("All pairs found!"))
        #expect(fullLines.contains { $0.hasPrefix("Match! Plus 2. No pairs left.") })
        #expect(
            fullLines.last
                == "Press Enter to play Halloween again, type n for a new game, t for the themes, or q to quit.")
    }

    @Test("a whole game of Matchismo: every card looked at and put back, then matched by rank or suit to the end")
    func wholeMatchismoGame() async throws {
        let player = try PlainPlayer(["--mode", "matchismo", "--seed", "11"])
        let look = (1...12).flatMap { [String($0), String($0)] }
        let seen = PlainPlayer.faces(in: try await player.play(look))
        #expect(seen.count == 12)
        // "jack of spades": a rank and a suit, as the lines say them.
        let cards = seen.mapValues { name in
            (rank: name.components(separatedBy: " of ")[0], suit: name.components(separatedBy: " of ")[1])
        }
        var left = Set(cards.keys)
        var moves: [String] = []
        while let pair = left.sorted().lazy.flatMap({ first in
            left.sorted().lazy.filter { $0 > first }.map { (first, $0) }
        }).first(where: { cards[$0.0]!.rank == cards[$0.1]!.rank || cards[$0.0]!.suit == cards[$0.1]!.suit }) {
            moves += [String(pair.0), String(pair.1)]
            left.subtract([pair.0, pair.1])
        }
        let lines = try await player.play(look + moves)
        let cardsLeft = 12 - moves.count
        let headline = cardsLeft == 0 ? "All cards matched!" : "No more matches among the \(cardsLeft) cards left"
        #expect(lines.contains { $0.hasPrefix(headline) })
        #expect(lines.filter { $0.hasPrefix("Match, plus ") }.count == moves.count / 2, "Matchismo says its points")
    }

    @Test("in the C locale every line is ASCII: names only and a plain minus, in full lines too")
    func asciiLocale() async throws {
        for plain in ["--plain", "--plain=full"] {
            let player = try PlainPlayer(["--theme", "halloween", "--seed", "3"], plain: plain, locale: "C")
            let lines = try await player.play(["1", "2", "help"])
            #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(plain): \(lines)")
            #expect(lines.contains("A match +2; a mismatch -1 per card you had seen."))
            #expect(PlainPlayer.faces(in: lines).count == 2, "the cards are named: \(lines)")
        }
    }

    @Test("look and score read the board and the numbers; a row letter and column choose a card")
    func lookAndScore() async throws {
        let player = try PlainPlayer(["--theme", "halloween", "--seed", "3"])
        let lines = try await player.play(["1", "b2", "l", "s"])
        #expect(lines[0] == "Halloween: 12 cards in 3 rows of 4. Type a number or help.")
        let first = try #require(PlainPlayer.faces(in: lines)[1])
        let sixth = try #require(PlainPlayer.faces(in: lines)[6])
        let row = try #require(lines.first { $0.hasPrefix("Row a: ") })
        #expect(row == "Row a: 1, \(first), face up; 2 face down; 3 face down; 4 face down.")
        #expect(lines.contains("Row b: 5 face down; 6, \(sixth), face up; 7 face down; 8 face down."))
        #expect(lines.contains("Row c: 9 face down; 10 face down; 11 face down; 12 face down."))
        #expect(lines.last == "Score 0, 2 flips, 0 seconds, 6 pairs left.")
    }

    @Test("a line of garbage gets one line that says what is wrong, and changes nothing")
    func garbage() async throws {
        let player = try PlainPlayer(["--theme", "halloween", "--seed", "3"])
        let plain = try await player.play(["1", "l"])
        let withGarbage = try await player.play(["1", "xyzzy", "l"])
        var expected = plain
        expected.insert("Type a card number from 1 to 12, a row and column such as b1, or help.", at: 2)
        #expect(withGarbage == expected)
        let offBoard = try await player.play(["13", "z9", "0", "l"])
        #expect(
            Array(offBoard[1...3]) == [
                "There is no card 13: cards go from 1 to 12.", "There is no row z: rows a to c.",
                "There is no card 0: cards go from 1 to 12.",
            ])
        #expect(offBoard.contains("Row a: 1 face down; 2 face down; 3 face down; 4 face down."))
    }

    @Test("the end of input mid-game ends the run with 0 at once, and quitting asks first")
    func endOfInput() async throws {
        // A game that spun on the end of its input would never exit: `play` kills it after 60 s and
        // throws, so reaching the next line means it ended by itself. (No wall-clock bound here: on
        // a loaded machine even starting the process can take seconds.)
        let player = try PlainPlayer(["--theme", "halloween", "--seed", "3"])
        let lines = try await player.play(["1"])
        #expect(lines.count == 2)
        let quit = try await player.play(["1", "q", "n", "q", "y", "2"])
        #expect(quit.filter { $0 == "Quit this game? y/N" }.count == 2)
        #expect(quit.contains("Back to the game."))
        #expect(!quit.contains { $0.hasPrefix("Card 2:") }, "nothing is read after quitting")
    }

    @Test("against the computer, its whole turn is read at once, card by card, before the next line is taken")
    func computerTurnsInLines() async throws {
        let player = try PlainPlayer([
            "--theme", "halloween", "--seed", "3", "--versus", "computer", "--first", "computer",
        ])
        let lines = try await player.play(["l", "r"])
        let yourTurn = try #require(lines.firstIndex(of: "Your turn."), "\(lines)")
        #expect(lines[1] == "Computer's turn.")
        let computers = lines[2..<yourTurn]
        #expect(computers.filter { $0.hasPrefix("Card ") }.count >= 2, "its cards, each on a line: \(computers)")
        #expect(
            computers.contains { $0 == "No match." || $0 == "Match." },
            "its result, the seat said by the turn's line: \(computers)")
        #expect(lines[yourTurn + 1].hasPrefix("Row a:"), "the line typed is read after its turn: \(lines)")
        // r says the computer's whole turn again.
        let repeated = try #require(lines.firstIndex(of: "Last turn, Computer:"), "\(lines)")
        #expect(Array(lines[(repeated + 1)...]) == Array(computers), "\(lines)")
    }
}
