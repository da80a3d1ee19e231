import MemorizeScores
import MemorizeSystem
import Testing

/// Shorthands for the tests of this target.
enum Sample {
    static let halloween = ScoreKey(variant: "Halloween", mode: .memorize, timed: false, cards: 12)
    static let march1 = CalendarDate(year: 2025, month: 3, day: 1)!
    static let march2 = CalendarDate(year: 2025, month: 3, day: 2)!

    static func game(
        _ key: ScoreKey = halloween, score: Int, flips: Int, seconds: Int, date: CalendarDate? = march1
    ) -> GameResult {
        GameResult(key: key, score: score, flips: flips, seconds: seconds, date: date)
    }
}

@Suite("Records: the better of each, kept on its own")
struct ScoreTableTests {
    @Test("the first game of a key sets all three records and beats none")
    func firstGame() {
        var table = ScoreTable()
        #expect(table.record(Sample.game(score: 6, flips: 30, seconds: 95)) == [])
        #expect(
            table[Sample.halloween]
                == ScoreRecord(
                    bestScore: BestValue(6, date: Sample.march1), fewestFlips: BestValue(30, date: Sample.march1),
                    bestTime: BestValue(95, date: Sample.march1)))
    }

    /// A second game after one of score 6, 30 flips and 95 seconds, and what it beats.
    struct Example: Sendable, CustomTestStringConvertible {
        let score: Int
        let flips: Int
        let seconds: Int
        let beaten: BeatenRecords
        var testDescription: String { "score \(score), \(flips) flips, \(seconds) s" }
    }

    @Test(
        "each record is beaten on its own: higher score, fewer flips, fewer seconds",
        arguments: [
            Example(score: 9, flips: 30, seconds: 95, beaten: .score),
            Example(score: 6, flips: 24, seconds: 95, beaten: .flips),
            Example(score: 6, flips: 30, seconds: 80, beaten: .time),
            Example(score: 9, flips: 24, seconds: 80, beaten: [.score, .flips, .time]),
            Example(score: 7, flips: 31, seconds: 94, beaten: [.score, .time]),
            Example(score: 6, flips: 30, seconds: 95, beaten: []),
            Example(score: 2, flips: 40, seconds: 200, beaten: []),
        ])
    func beaten(example: Example) throws {
        let (score, flips, seconds, beaten) = (example.score, example.flips, example.seconds, example.beaten)
        var table = ScoreTable()
        table.record(Sample.game(score: 6, flips: 30, seconds: 95, date: Sample.march1))
        #expect(table.record(Sample.game(score: score, flips: flips, seconds: seconds, date: Sample.march2)) == beaten)
        let record = try #require(table[Sample.halloween])
        #expect(
            record.bestScore == BestValue(max(6, score), date: beaten.contains(.score) ? Sample.march2 : Sample.march1))
        #expect(
            record.fewestFlips
                == BestValue(min(30, flips), date: beaten.contains(.flips) ? Sample.march2 : Sample.march1))
        #expect(
            record.bestTime == BestValue(min(95, seconds), date: beaten.contains(.time) ? Sample.march2 : Sample.march1)
        )
    }

    @Test("a tie beats nothing and keeps the date of whoever reached it first")
    func tie() {
        var table = ScoreTable()
        table.record(Sample.game(score: 6, flips: 30, seconds: 95, date: Sample.march1))
        #expect(table.record(Sample.game(score: 6, flips: 30, seconds: 95, date: Sample.march2)) == [])
        #expect(table[Sample.halloween]?.bestScore.date == Sample.march1)
    }

    @Test("negative scores are records too: −3 beats −5")
    func negativeScores() {
        var table = ScoreTable()
        table.record(Sample.game(score: -5, flips: 30, seconds: 95))
        #expect(table.record(Sample.game(score: -3, flips: 30, seconds: 95)) == .score)
        #expect(table[Sample.halloween]?.bestScore.value == -3)
    }

    @Test(
        "theme, mode, timing and board size each make a key of their own",
        arguments: [
            ScoreKey(variant: "Animals", mode: .memorize, timed: false, cards: 12),
            ScoreKey(variant: "Halloween", mode: .matchismo, timed: false, cards: 12),
            ScoreKey(variant: "Halloween", mode: .memorize, timed: true, cards: 12),
            ScoreKey(variant: "Halloween", mode: .memorize, timed: false, cards: 16),
        ])
    func separateKeys(other: ScoreKey) {
        var table = ScoreTable()
        table.record(Sample.game(score: 1, flips: 50, seconds: 500))
        #expect(table.record(Sample.game(other, score: 9, flips: 10, seconds: 10)) == [], "a new key beats nothing")
        #expect(table[Sample.halloween]?.bestScore.value == 1)
        #expect(table[other]?.bestScore.value == 9)
        #expect(table.records.count == 2)
    }

    @Test("sorted by variant ignoring case, then mode, untimed first, fewer cards first")
    func order() {
        let keys = [
            ScoreKey(variant: "halloween", mode: .memorize, timed: false, cards: 8),
            ScoreKey(variant: "Animals", mode: .memorize, timed: true, cards: 12),
            ScoreKey(variant: "Animals", mode: .memorize, timed: false, cards: 16),
            ScoreKey(variant: "Animals", mode: .memorize, timed: false, cards: 12),
            ScoreKey(variant: "Animals", mode: .matchismo, timed: false, cards: 12),
            ScoreKey(variant: "Beach", mode: .memorize, timed: false, cards: 4),
        ]
        var table = ScoreTable()
        for key in keys { table.record(Sample.game(key, score: 0, flips: 4, seconds: 1)) }
        #expect(table.sorted.map(\.key) == [keys[4], keys[3], keys[2], keys[1], keys[5], keys[0]])
    }

    @Test("inserting a record for a kept key keeps the better of each, as merging two files would")
    func insert() {
        var table = ScoreTable()
        table.record(Sample.game(score: 6, flips: 30, seconds: 95))
        table.insert(
            ScoreRecord(bestScore: BestValue(4), fewestFlips: BestValue(20), bestTime: BestValue(120)),
            for: Sample.halloween)
        #expect(
            table[Sample.halloween]
                == ScoreRecord(
                    bestScore: BestValue(6, date: Sample.march1), fewestFlips: BestValue(20),
                    bestTime: BestValue(95, date: Sample.march1), games: 2, wins: 2))
    }
}
