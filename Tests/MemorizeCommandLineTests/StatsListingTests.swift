import MemorizeScores
import MemorizeSystem
import Testing

@testable import MemorizeCommandLine

@Suite("--stats: games, wins, the daily streak and the best of each theme")
struct StatsListingTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// A finished game; a daily one is played on its own day unless `played` says otherwise.
    static func game(
        _ variant: String, daily: String? = nil, played: String? = nil, score: Int, flips: Int = 20, won: Bool = true,
        timed: Bool = false
    ) -> GameResult {
        GameResult(
            key: ScoreKey(
                variant: variant, mode: .memorize, timed: timed, cards: 12, daily: daily.map { day($0) }),
            score: score, flips: flips, seconds: 65, date: (played ?? daily).map { day($0) }, won: won)
    }

    @Test("counts every game, and wins apart; the best of each theme leaves the daily games out")
    func listing() {
        var table = ScoreTable()
        table.record(Self.game("Halloween", score: 4))
        table.record(Self.game("Halloween", score: 9))
        table.record(Self.game("Matchismo", score: -3, won: false))
        table.record(Self.game("Halloween", score: 2, timed: true))
        table.record(Self.game("Fruit", daily: "2026-11-30", score: 30, flips: 12))
        table.record(Self.game("Fruit", daily: "2026-12-01", score: 6, flips: 26))
        // A second try of a day changes nothing; a past day played later (the archive) makes no streak.
        table.record(Self.game("Fruit", daily: "2026-12-01", score: 12, flips: 12))
        table.record(Self.game("Food", daily: "2026-11-29", played: "2026-12-01", score: 12))
        #expect(table[Self.game("Fruit", daily: "2026-12-01", score: 0).key]?.bestScore.value == 6)
        #expect(
            StatsListing.text(for: table, today: Self.day("2026-12-01")) == """
                Games played alone: 7, won: 6.
                Daily games: 2 days; current streak 2 days, longest 2 days.
                Daily flips over the fewest possible: 1 day with the fewest flips, 1 day with 9 to 16 flips over.
                Best of each theme:
                  Halloween: best score 9, fewest flips 20, best time 1:05.
                  Halloween (timed): best score 2, fewest flips 20, best time 1:05.
                  Matchismo: best score -3, fewest flips 20, best time 1:05.

                """)
    }

    // Issue 42: plain mode heard `best time 0:13` as "zero thirteen".
    @Test("in plain mode a best time is said in words; elsewhere it stays a clock")
    func spokenTimes() {
        var table = ScoreTable()
        table.record(Self.game("Halloween", score: 9))
        #expect(
            StatsListing.text(for: table, today: nil, spoken: true)
                .contains("  Halloween: best score 9, fewest flips 20, best time 1 minute 5.\n"))
        #expect(StatsListing.text(for: table, today: nil).contains("best time 1:05.\n"))
        let path = "/home/ann/.local/state/memorize/scores.json"
        let file = """
            {"format": 1, "records": [{"variant": "Fruit", "mode": "memorize", "timed": false, "cards": 20,
              "bestScore": {"score": 14}, "fewestFlips": {"flips": 26}, "bestTime": {"seconds": 13}}]}
            """
        let system = FakeSystem(
            files: [path: .text(file)], environment: ["HOME": "/home/ann"], inputIsTerminal: false,
            outputIsTerminal: false)
        #expect(system.launch(["--stats", "--plain"]) == .exit(0))
        #expect(system.output.contains("best time 13 seconds."), "\(system.output)")
    }

    // Issue 42: 0.5.0 kept `--daily` and `--daily --timed` of one day under two keys, and `--stats` said
    // `2 days 9 to 16 over` for it.
    @Test("a day a file holds twice, timed and untimed, counts once: in the days and in the distribution")
    func dayHeldTwice() {
        let path = "/home/ann/.local/state/memorize/scores.json"
        let file = """
            {"format": 1, "records": [
              {"variant": "Sports", "mode": "memorize", "timed": false, "cards": 20, "daily": "2026-12-01",
               "bestScore": {"score": 9, "date": "2026-12-01"}, "fewestFlips": {"flips": 32, "date": "2026-12-01"},
               "bestTime": {"seconds": 80, "date": "2026-12-01"}},
              {"variant": "Sports", "mode": "memorize", "timed": true, "cards": 20, "daily": "2026-12-01",
               "bestScore": {"score": 40, "date": "2026-12-01"}, "fewestFlips": {"flips": 20, "date": "2026-12-01"},
               "bestTime": {"seconds": 30, "date": "2026-12-01"}}]}
            """
        let system = FakeSystem(
            files: [path: .text(file)], environment: ["HOME": "/home/ann"], inputIsTerminal: false,
            outputIsTerminal: false, today: Self.day("2026-12-01"))
        #expect(system.launch(["--stats"]) == .exit(0))
        #expect(
            system.output.contains(
                """
                Daily games: 1 day; current streak 1 day, longest 1 day.
                Daily flips over the fewest possible: 1 day with 9 to 16 flips over.

                """), "the untimed entry, first in key order, speaks for the day:\n\(system.output)")
    }

    // A try is kept from its first card (issue 42): one a `kill -9` cut short has 1 flip, which the
    // distribution took for a perfect game.
    @Test("a daily not won, left or cut short, is a day apart from the flips over the fewest")
    func notWon() {
        var table = ScoreTable()
        table.record(Self.game("Fruit", daily: "2026-11-30", score: 4, flips: 18))
        table.record(Self.game("Fruit", daily: "2026-12-01", score: 0, flips: 1, won: false))
        #expect(
            StatsListing.text(for: table, today: Self.day("2026-12-01"))
                .contains(
                    """
                    Daily games: 2 days; current streak 2 days, longest 2 days.
                    Daily flips over the fewest possible: 1 day with 5 to 8 flips over, 1 day not won.

                    """))
        #expect(
            StatsListing.text(for: table, today: Self.day("2026-12-01"), picture: true)
                .contains(
                    """
                    Daily flips over the fewest possible:
                            none over  0
                          1 to 4 over  0
                          5 to 8 over ████████████████████ 1
                         9 to 16 over  0
                      17 or more over  0
                              not won ████████████████████ 1

                    """))
        var onlyCut = ScoreTable()
        onlyCut.record(Self.game("Fruit", daily: "2026-12-01", score: 0, flips: 1, won: false))
        #expect(
            StatsListing.text(for: onlyCut, today: Self.day("2026-12-01"))
                .contains("Daily flips over the fewest possible: 1 day not won.\n"))
    }

    @Test(
        "the current streak runs to today, or to yesterday while today's game is still to play",
        arguments: [
            (["2026-11-28", "2026-11-29", "2026-11-30"], "2026-12-01", 3, 3),
            (["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"], "2026-12-01", 4, 4),
            (["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-30"], "2026-12-02", 0, 3),
            (["2024-02-28", "2024-02-29", "2024-03-01", "2026-12-01"], "2026-12-01", 1, 3),
            ([], "2026-12-01", 0, 0),
            // Across a year boundary, and with today's still to play just after midnight UTC.
            (["2026-12-30", "2026-12-31", "2027-01-01"], "2027-01-01", 3, 3),
            (["2026-12-30", "2026-12-31"], "2027-01-01", 2, 2),
            (["2026-12-30", "2026-12-31"], "2027-01-02", 0, 2),
        ])
    func streaks(days: [String], today: String, current: Int, longest: Int) {
        let streak = StatsListing.streaks(of: Set(days.map { Self.day($0) }), today: Self.day(today))
        #expect(streak.current == current)
        #expect(streak.longest == longest)
    }

    @Test("--stats reads the scores file into a pipe and exits 0")
    func launch() {
        let path = "/home/ann/.local/state/memorize/scores.json"
        let file = """
            {"format": 1, "records": [{"variant": "Fruit", "mode": "memorize", "timed": false, "cards": 20,
              "daily": "2026-11-30", "bestScore": {"score": 14, "date": "2026-11-30"}, "fewestFlips": {"flips": 26},
              "bestTime": {"seconds": 47}}]}
            """
        let system = FakeSystem(
            files: [path: .text(file)], environment: ["HOME": "/home/ann"], inputIsTerminal: false,
            outputIsTerminal: false, today: Self.day("2026-12-01"))
        #expect(system.launch(["--stats"]) == .exit(0))
        #expect(
            system.output == """
                Games played alone: 1, won: 1.
                Daily games: 1 day; current streak 1 day, longest 1 day.
                Daily flips over the fewest possible: 1 day with 5 to 8 flips over.
                No best scores yet.

                """)
        let terminal = FakeSystem(
            files: [path: .text(file)], environment: ["HOME": "/home/ann", "LANG": "C.UTF-8"],
            today: Self.day("2026-12-01"))
        #expect(terminal.launch(["--stats"]) == .exit(0))
        #expect(
            terminal.output.contains(
                """
                Daily flips over the fewest possible:
                        none over  0
                      1 to 4 over  0
                      5 to 8 over ████████████████████ 1
                     9 to 16 over  0
                  17 or more over  0

                """), "on a terminal the distribution is drawn:\n\(terminal.output)")
        let plain = FakeSystem(
            files: [path: .text(file)], environment: ["HOME": "/home/ann", "LANG": "C.UTF-8"],
            today: Self.day("2026-12-01"))
        #expect(plain.launch(["--stats", "--plain"]) == .exit(0))
        #expect(plain.output.contains("Daily flips over the fewest possible: 1 day with 5 to 8 flips over.\n"))
        let scores = FakeSystem(files: [path: .text(file)], environment: ["HOME": "/home/ann"])
        #expect(scores.launch(["--scores"]) == .exit(0))
        #expect(scores.output.hasPrefix("No scores yet."), "daily games are kept apart from the records")
    }
}

@Suite("--stats over counts as large as the scores file holds")
struct StatsListingLimitTests {
    @Test("1,100 keys at the largest count add up to that count, not a trap")
    func totalsStopAtTheLimit() {
        var table = ScoreTable()
        for index in 0..<1_100 {
            let key = ScoreKey(variant: "Theme \(index)", mode: .memorize, timed: false, cards: 12)
            table.insert(
                ScoreRecord(
                    bestScore: BestValue(2), fewestFlips: BestValue(20), bestTime: BestValue(60),
                    games: GameCount.limit, wins: GameCount.limit),
                for: key)
        }
        let first = StatsListing.text(for: table, today: nil).split(separator: "\n").first
        #expect(first == "Games played alone: \(GameCount.limit), won: \(GameCount.limit).")
    }

    @Test("games against the computer by level, and with friends by name, in sentences")
    func company() {
        var table = ScoreTable()
        table.recordVersus(level: "hard", .lost)
        table.recordVersus(level: "easy", .won)
        table.recordVersus(level: "expert", .drawn)
        table.recordMatch(players: ["Ann", "Bob"], winner: "Bob")
        table.recordMatch(players: ["Ann", "Bob"], winner: "Bob")
        table.recordMatch(players: ["Ann", "Bob", "Cy"], winner: nil)
        // Counted by an older version: the seats of a game against the computer, by name.
        table.recordMatch(players: ["You", "Computer"], winner: "Computer")
        let lines = StatsListing.text(for: table, today: nil).split(separator: "\n").map(String.init)
        #expect(lines[0] == "Games played alone: 0, won: 0.")
        #expect(
            lines[1]
                == "Against the computer: easy won 1, lost 0, drawn 0; hard won 0, lost 1, drawn 0; expert won 0, lost 0, drawn 1; "
                + "before levels were kept won 0, lost 1, drawn 0."
        )
        #expect(lines[2] == "With friends: Bob won 2 of 3 games, Ann won 0 of 3, Cy won 0 of 1.")
        #expect(StatsListing.company(ScoreTable()).isEmpty, "nothing said of company never kept")
    }

    @Test("an older file's games against the computer, kept by name: won, lost and drawn when You played them all")
    func beforeLevels() {
        var table = ScoreTable()
        table.recordMatch(players: ["You", "Computer"], winner: "You")
        table.recordMatch(players: ["Computer", "You"], winner: "Computer")
        table.recordMatch(players: ["You", "Computer"], winner: "Computer")
        table.recordMatch(players: ["You", "Computer"], winner: nil)
        #expect(StatsListing.beforeLevels(table.matches) == "before levels were kept won 1, lost 2, drawn 1")
        #expect(
            StatsListing.company(table) == ["Against the computer: before levels were kept won 1, lost 2, drawn 1."])
        // Once under another name (`--names Ann`): that game's result is not You's, so only the losses
        // are known, and Ann's games stay hers.
        table.recordMatch(players: ["Ann", "Computer"], winner: "Ann")
        #expect(StatsListing.beforeLevels(table.matches) == "before levels were kept lost 2 of 5 games")
        #expect(
            StatsListing.company(table) == [
                "Against the computer: before levels were kept lost 2 of 5 games.",
                "With friends: Ann won 1 of 1 game.",
            ])
        var once = ScoreTable()
        once.recordMatch(players: ["Ann", "Computer"], winner: "Computer")
        #expect(StatsListing.beforeLevels(once.matches) == "before levels were kept lost 1 of 1 game")
        #expect(StatsListing.beforeLevels(ScoreTable().matches) == nil)
    }

    @Test("--stats on a file written before levels were kept says every game it holds")
    func olderFile() {
        let path = "/home/ann/.local/state/memorize/scores.json"
        let file = """
            {"format": 1, "records": [], "matches": [{"name": "You", "games": 4, "wins": 1},
              {"name": "Computer", "games": 4, "wins": 2}, {"name": "Ann", "games": 3, "wins": 2},
              {"name": "Bob", "games": 3, "wins": 1}]}
            """
        let system = FakeSystem(
            files: [path: .text(file)], environment: ["HOME": "/home/ann"], inputIsTerminal: false,
            outputIsTerminal: false, today: StatsListingTests.day("2026-12-01"))
        #expect(system.launch(["--stats"]) == .exit(0))
        #expect(
            system.output == """
                Games played alone: 0, won: 0.
                Against the computer: before levels were kept won 1, lost 2, drawn 1.
                With friends: Ann won 2 of 3 games, Bob won 1 of 3.
                Daily games: 0 days; current streak 0 days, longest 0 days.
                No best scores yet.

                """)
    }
}
