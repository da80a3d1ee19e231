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

    // Issue 42: `-10/20` lost its minus when espeak-ng read it after `·`, and `#` and `0:24` are no
    // words: the score takes the true minus, and the share has a form in words said before it.
    @Test("a score below zero takes the true minus (ASCII's hyphen outside UTF-8), and reads in words")
    func negative() {
        let share = DailyShare(
            date: "2026-12-02", number: 2, theme: "Ocean", timed: false, score: -10, bestScore: 20, flips: 68,
            fewestFlips: 20, seconds: 24, turns: [.match], practice: false)
        #expect(share.headline(unicode: true) == "Memorize #2 · Ocean · \u{2212}10/20 · 68 flips (min 20) · 0:24")
        #expect(share.headline(unicode: false) == "Memorize #2 - Ocean - -10/20 - 68 flips (min 20) - 0:24")
        #expect(share.spoken == "Daily number 2, Ocean: score minus 10 of 20, 68 flips, 24 seconds.")
        let other = DailyShare(
            date: "2026-11-30", number: nil, theme: "Fruit", timed: true, score: 96, bestScore: nil, flips: 1,
            fewestFlips: 20, seconds: 65, turns: [.match], practice: true)
        #expect(other.spoken == "Daily November 30, 2026, practice, Fruit, timed: score 96, 1 flip, 1 minute 5.")
    }
}
