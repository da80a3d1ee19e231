import MemorizeViewModel
import Testing

@Suite("The daily's line to share")
struct DailyShareTests {
    static let turns: [DailyShare.Turn] =
        [.unluckyMiss, .match, .avoidableMiss, .match] + Array(repeating: .match, count: 8)

    @Test("a headline with the number, the result against the best, the flips against the fewest, and the time")
    func headline() {
        let share = DailyShare(
            date: "2026-12-18", number: 17, theme: "Sports", timed: false, score: 18, bestScore: 20, flips: 26,
            fewestFlips: 20, seconds: 47, turns: Self.turns, practice: false)
        #expect(
            share.lines(unicode: true) == [
                "Memorize #17 · Sports · 18/20 · 26 flips (min 20) · 0:47", "⬜🟩🟥🟩🟩🟩🟩🟩🟩🟩", "🟩🟩",
            ])
        #expect(
            share.lines(unicode: false) == [
                "Memorize #17 - Sports - 18/20 - 26 flips (min 20) - 0:47", "-MXMMMMMMM", "MM",
            ])
    }

    @Test("practice and timed say so; without a known best the score stands alone; a day before #1 is named")
    func variants() {
        let share = DailyShare(
            date: "2026-11-30", number: nil, theme: "Fruit", timed: true, score: 96, bestScore: nil, flips: 20,
            fewestFlips: 20, seconds: 65, turns: [.match], practice: true)
        #expect(
            share.headline(unicode: true)
                == "Memorize 2026-11-30 (practice) · Fruit timed · score 96 · 20 flips (min 20) · 1:05")
    }
}
