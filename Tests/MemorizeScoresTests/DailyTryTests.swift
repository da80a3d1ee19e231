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
