import MemorizeScores
import MemorizeSystem
import Testing

@testable import MemorizeCommandLine

@Suite("--scores output")
struct ScoreListingTests {
    static let path = "/home/ann/.local/state/memorize/scores.json"

    static func game(
        _ variant: String, _ mode: ScoreMode = .memorize, timed: Bool = false, cards: Int = 12,
        score: Int, flips: Int, seconds: Int
    ) -> GameResult {
        GameResult(
            key: ScoreKey(variant: variant, mode: mode, timed: timed, cards: cards), score: score, flips: flips,
            seconds: seconds)
    }

    @Test("where the scores are kept, then a row per key: words to the left, numbers to the right")
    func table() {
        var table = ScoreTable()
        table.record(Self.game("Halloween", score: 14, flips: 16, seconds: 47))
        table.record(Self.game("Halloween", timed: true, score: 120, flips: 18, seconds: 3_725))
        table.record(Self.game("Animals", cards: 8, score: -2, flips: 9, seconds: 5))
        table.record(Self.game("Matchismo", .matchismo, cards: 12, score: 31, flips: 40, seconds: 130))
        #expect(
            ScoreListing.text(for: ScoreLoad(table: table, problem: nil), path: Self.path) == """
                Best scores, kept in /home/ann/.local/state/memorize/scores.json:

                Theme      Mode       Timed  Cards  Best score  Fewest flips  Best time
                Animals    memorize   no         8          -2             9       0:05
                Halloween  memorize   no        12          14            16       0:47
                Halloween  memorize   yes       12         120            18      62:05
                Matchismo  matchismo  no        12          31            40       2:10

                Games played with --seed are practice and are not kept.

                """)
    }

    @Test("no file yet: says so and where it will be")
    func empty() {
        #expect(
            ScoreListing.text(for: ScoreLoad(table: ScoreTable(), problem: nil), path: Self.path)
                == "No scores yet. They will be kept in \(Self.path).\n")
        #expect(
            ScoreListing.text(for: ScoreLoad(table: ScoreTable(), problem: .noLocation), path: nil)
                == "No scores to show.\n")
    }

    @Test("a file that cannot be used is not called empty")
    func damaged() {
        let load = ScoreLoad(table: ScoreTable(), problem: .damaged(path: Self.path, reason: "it is a directory"))
        #expect(ScoreListing.text(for: load, path: Self.path) == "No scores to show.\n")
    }

    @Test("wide names line up by columns, long names are cut, control characters are escaped")
    func names() {
        var table = ScoreTable()
        table.record(Self.game("🎃🎃", score: 1, flips: 2, seconds: 3))
        table.record(Self.game(String(repeating: "x", count: 200), score: 1, flips: 2, seconds: 3))
        table.record(Self.game("Red\u{1B}[31m", score: 1, flips: 2, seconds: 3))
        let lines = ScoreListing.text(for: ScoreLoad(table: table, problem: nil), path: "/tmp/\u{1B}x")
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Best scores, kept in /tmp/\\u{1B}x:")
        #expect(
            lines[2] == "Theme                             Mode      Timed  Cards  Best score  Fewest flips  Best time")
        #expect(
            lines[3] == "Red\\u{1B}[31m                     memorize  no        12           1             2       0:03"
        )
        #expect(
            lines[4] == String(repeating: "x", count: 31)
                + "…  memorize  no        12           1             2       0:03")
        #expect(
            lines[5] == "🎃🎃                              memorize  no        12           1             2       0:03")
    }

    @Test(
        "times as the game's clock shows them",
        arguments: [(0, "0:00"), (9, "0:09"), (60, "1:00"), (3_599, "59:59"), (-4, "0:00")])
    func clock(seconds: Int, text: String) {
        #expect(ScoreListing.clock(seconds) == text)
    }

    @Test("wins per name of games of several players, most wins first, after the records or alone")
    func matches() {
        var table = ScoreTable()
        table.recordMatch(players: ["Bob", "Ann"], winner: "Ann")
        table.recordMatch(players: ["Ann", "Computer"], winner: "Computer")
        table.recordMatch(players: ["Ann", "Computer"], winner: "Ann")
        #expect(
            ScoreListing.text(for: ScoreLoad(table: table, problem: nil), path: Self.path) == """
                Games of several players, kept in /home/ann/.local/state/memorize/scores.json:

                Ann       won 2 of 3
                Computer  won 1 of 2
                Bob       won 0 of 1

                """)
        table.record(Self.game("Animals", cards: 8, score: 6, flips: 8, seconds: 5))
        let text = ScoreListing.text(for: ScoreLoad(table: table, problem: nil), path: Self.path)
        #expect(text.hasPrefix("Best scores, kept in"))
        #expect(
            text.contains(
                "\nGames of several players:\n\nAnn       won 2 of 3\nComputer  won 1 of 2\nBob       won 0 of 1\n"))
    }
}
