import MemorizeSystem
import Testing

@testable import MemorizeScores

/// A daily's first try on its own day (UTC) is the one that counts; every other daily game is practice.
@Suite("The daily's one scored try")
struct DailyTryTests {
    static let december2 = CalendarDate(iso: "2026-12-02")!
    static let december3 = CalendarDate(iso: "2026-12-03")!

    static func daily(_ day: CalendarDate, score: Int) -> GameResult {
        GameResult(
            key: ScoreKey(variant: "Sports", mode: .memorize, timed: false, cards: 20, daily: day), score: score,
            flips: 26, seconds: 40)
    }

    @Test("the first game of today's daily is kept, dated today in UTC; a second is practice and writes nothing")
    func firstTryCounts() throws {
        let files = FakeFiles(today: Self.december3, utcToday: Self.december2)
        let store = ScoreStore(system: files.access)
        let first = store.record(Self.daily(Self.december2, score: 8))
        #expect(first.practice == nil)
        #expect(first.saved)
        let written = try #require(files.bytes(ScoreStoreTests.path))
        let second = store.record(Self.daily(Self.december2, score: 20))
        #expect(second.practice == .alreadyPlayed(on: Self.december2))
        #expect(!second.saved)
        #expect(second.beaten == [])
        #expect(second.current.bestScore == BestValue(8, date: Self.december2))
        #expect(files.bytes(ScoreStoreTests.path) == written, "a second try changed the file")
    }

    // Issue 42: the key split on `timed`, so `--daily --timed` after `--daily` was a second scored try of
    // the same board, and `--stats` counted the day twice.
    @Test(
        "one scored try per date, whatever it was played as: timed, untimed or Matchismo after it is practice",
        arguments: [(false, ScoreMode.memorize), (true, .memorize), (false, .matchismo), (true, .matchismo)])
    func oneTryPerDate(firstTimed: Bool, firstMode: ScoreMode) throws {
        let files = FakeFiles(today: Self.december2, utcToday: Self.december2)
        let store = ScoreStore(system: files.access)
        func game(timed: Bool, mode: ScoreMode, score: Int) -> GameResult {
            GameResult(
                key: ScoreKey(
                    variant: mode == .matchismo ? "Matchismo" : "Sports", mode: mode, timed: timed, cards: 20,
                    daily: Self.december2), score: score, flips: 26, seconds: 40)
        }
        let first = store.record(game(timed: firstTimed, mode: firstMode, score: 8))
        #expect(first.practice == nil)
        let written = try #require(files.bytes(ScoreStoreTests.path))
        for (timed, mode) in [(false, ScoreMode.memorize), (true, .memorize), (false, .matchismo), (true, .matchismo)] {
            let again = store.record(game(timed: timed, mode: mode, score: 20))
            #expect(again.practice == .alreadyPlayed(on: Self.december2), "timed \(timed), \(mode.rawValue)")
            #expect(!again.saved)
        }
        #expect(files.bytes(ScoreStoreTests.path) == written, "a second try changed the file")
        let table = try ScoreFile.decode(written)
        #expect(table.records.count == 1)
        #expect(table.daily(on: Self.december2)?.key.timed == firstTimed)
    }

    @Test("the table itself keeps a date's first try, under whatever key a later game of that date has")
    func tableKeepsTheFirstTry() {
        var table = ScoreTable()
        table.record(Self.daily(Self.december2, score: 8))
        var timed = Self.daily(Self.december2, score: 20)
        timed.key.timed = true
        #expect(table.record(timed) == [])
        #expect(table.records.count == 1)
        #expect(table.daily(on: Self.december2)?.record.bestScore.value == 8)
        #expect(table.daily(on: Self.december3) == nil)
    }

    @Test("a try filed at its first card is replaced by how it ended, keeping the day it began")
    func updateReplacesTheStartedTry() throws {
        let files = FakeFiles(today: Self.december2, utcToday: Self.december2)
        let store = ScoreStore(system: files.access)
        var started = Self.daily(Self.december2, score: 0)
        started.flips = 1
        started.seconds = 0
        started.won = false
        #expect(store.record(started).practice == nil)
        // Midnight (UTC) passes before the end: the try stays the day's it began on.
        files.change { $0.utcToday = Self.december3 }
        let ended = store.updateDaily(Self.daily(Self.december2, score: 12), filed: started)
        #expect(ended.practice == nil)
        #expect(ended.saved)
        let table = try ScoreFile.decode(try #require(files.bytes(ScoreStoreTests.path)))
        #expect(table.records.count == 1)
        let kept = try #require(table.daily(on: Self.december2)).record
        #expect(kept.bestScore == BestValue(12, date: Self.december2))
        #expect(kept.fewestFlips == BestValue(26, date: Self.december2), "replaced, not the better of the two kept")
        #expect(kept.games == 1 && kept.wins == 1)
    }

    @Test("an update finds another game holding the day: practice, and the file is left as it is")
    func updateLeavesAnotherGamesTry() throws {
        let files = FakeFiles(today: Self.december2, utcToday: Self.december2)
        let store = ScoreStore(system: files.access)
        var started = Self.daily(Self.december2, score: 0)
        started.won = false
        _ = store.record(started)
        // The file is replaced meanwhile by one where another run holds the day.
        var table = ScoreTable()
        var other = Self.daily(Self.december2, score: 4)
        other.date = Self.december2
        table.record(other)
        files.change { $0.files[ScoreStoreTests.path] = .bytes(ScoreFile.encode(table)) }
        let written = try #require(files.bytes(ScoreStoreTests.path))
        let ended = store.updateDaily(Self.daily(Self.december2, score: 12), filed: started)
        #expect(ended.practice == .alreadyPlayed(on: Self.december2))
        #expect(!ended.saved)
        #expect(files.bytes(ScoreStoreTests.path) == written)
        // And a file that lost the day (moved aside, say) takes the try whole.
        files.change { $0.files[ScoreStoreTests.path] = nil }
        let refiled = store.updateDaily(Self.daily(Self.december2, score: 12), filed: started)
        #expect(refiled.practice == nil && refiled.saved)
        let kept = try ScoreFile.decode(try #require(files.bytes(ScoreStoreTests.path))).daily(on: Self.december2)
        #expect(kept?.record.bestScore.value == 12)
    }

    @Test("a past day's daily, played later, is practice from the archive and writes nothing")
    func archiveIsPractice() {
        let files = FakeFiles(today: Self.december3, utcToday: Self.december3)
        let store = ScoreStore(system: files.access)
        let outcome = store.record(Self.daily(Self.december2, score: 8))
        #expect(outcome.practice == .archive)
        #expect(!outcome.saved)
        #expect(files.bytes(ScoreStoreTests.path) == nil)
    }

    @Test("around midnight UTC the day is UTC's, whatever the local date says")
    func midnight() {
        // Just after midnight UTC on the 3rd the local date may still be the 2nd: the 3rd's daily counts.
        let files = FakeFiles(today: Self.december2, utcToday: Self.december3)
        let outcome = ScoreStore(system: files.access).record(Self.daily(Self.december3, score: 4))
        #expect(outcome.practice == nil)
        #expect(outcome.current.bestScore.date == Self.december3)
    }
}
