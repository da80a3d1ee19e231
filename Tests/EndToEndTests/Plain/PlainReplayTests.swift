import Foundation
import MemorizeTestSupport
import Testing

/// The command a summary gives deals the same board again (issue 28): also for a game that was not
/// the first of its run, for Matchismo and for the timed game.
@Suite("The summary's command deals the board again")
struct PlainReplayTests {
    /// The arguments of the summary's `To deal this board again: memorize … .` line, without `memorize`.
    static func replayArguments(in lines: [String]) throws -> [String] {
        let prefix = "To deal this board again: memorize "
        let line = try #require(
            lines.first { $0.hasPrefix(prefix) }, "no command in:\n\(lines.joined(separator: "\n"))")
        return line.dropFirst(prefix.count).dropLast().split(separator: " ").map(String.init)
    }

    /// The lines from the last opening line on: the game the summary is about.
    static func lastGame(_ lines: [String]) -> [String] {
        Array(lines.suffix(from: lines.lastIndex { $0.hasPrefix("Memorize, ") } ?? 0))
    }

    /// The pairs game dealt second in a seeded, timed run (`n`): played to its end, then its board
    /// read again from the command its summary gives.
    @Test("a later game of pairs, timed")
    func laterTimedPairsGame() async throws {
        let player = try PlainPlayer(["--seed", "5", "--timed"], plain: "--plain=full")
        let opening = Self.lastGame(try await player.play(["n"]))
        let count = try #require(PlainPlayer.cardCount(in: opening))
        let turnAll = (1...count).map(String.init)
        let explored = Self.lastGame(try await player.play(["n"] + turnAll))
        let seen = PlainPlayer.faces(in: explored)
        #expect(seen.count == count)
        let played = try await player.play(["n"] + turnAll + PlainPlayer.pairsToMatch(seen: seen, after: explored))
        #expect(played.contains("All pairs found! (timed)"))
        let arguments = try Self.replayArguments(in: played)
        #expect(arguments.contains("--timed") && arguments.contains("--theme"), "\(arguments)")
        #expect(!arguments.contains("5"), "a later deal has a seed of its own: \(arguments)")
        let replay = try PlainPlayer(arguments, plain: "--plain=full")
        let again = PlainPlayer.faces(in: try await replay.play(turnAll))
        #expect(again == seen, "memorize \(arguments.joined(separator: " ")) dealt another board")
    }

    /// A Matchismo game of 8 cards picked from the theme list (`t`, then its number) in a run that
    /// began with a pairs game.
    @Test("a later game of Matchismo, timed, of 8 cards")
    func laterMatchismoGame() async throws {
        let start = try PlainPlayer(
            ["--cards", "8", "--mode", "matchismo", "--timed", "--seed", "3"], plain: "--plain=full")
        // Matchismo is listed after the 13 built-in themes.
        let pick = ["t", "14"]
        let look = (1...8).flatMap { [String($0), String($0)] }
        let seen = PlainPlayer.faces(in: Self.lastGame(try await start.play(pick + look)))
        #expect(seen.count == 8)
        let cards = seen.mapValues { name in
            (rank: name.components(separatedBy: " of ")[0], suit: name.components(separatedBy: " of ").last ?? "")
        }
        var left = Set(cards.keys)
        var moves: [String] = []
        while let pair = left.sorted().lazy.flatMap({ first in
            left.sorted().lazy.filter { $0 > first }.map { (first, $0) }
        }).first(where: { cards[$0.0]!.rank == cards[$0.1]!.rank || cards[$0.0]!.suit == cards[$0.1]!.suit }) {
            moves += [String(pair.0), String(pair.1)]
            left.subtract([pair.0, pair.1])
        }
        let played = try await start.play(pick + look + moves)
        let arguments = try Self.replayArguments(in: played)
        #expect(Array(arguments.prefix(5)) == ["--mode", "matchismo", "--cards", "8", "--timed"], "\(arguments)")
        #expect(arguments.count == 7 && arguments[5] == "--seed" && arguments[6] != "3", "\(arguments)")
        let replay = try PlainPlayer(arguments, plain: "--plain=full")
        let again = PlainPlayer.faces(in: try await replay.play(look))
        #expect(again == seen, "memorize \(arguments.joined(separator: " ")) dealt another board")
    }
}
