import MemorizeJSON
import MemorizeSystem
import Testing

@testable import MemorizeScores

@Suite("The scores file: its layout, and what it refuses")
struct ScoreFileTests {
    static let oneRecord = """
        {
          "format": 1,
          "records": [
            {
              "variant": "Halloween",
              "mode": "memorize",
              "timed": false,
              "cards": 12,
              "bestScore": { "score": 14, "date": "2025-03-01" },
              "fewestFlips": { "flips": 16 },
              "bestTime": { "seconds": 47, "date": "2025-03-02" }
            }
          ]
        }

        """

    static var oneRecordTable: ScoreTable {
        var table = ScoreTable()
        table.insert(
            ScoreRecord(
                bestScore: BestValue(14, date: Sample.march1), fewestFlips: BestValue(16),
                bestTime: BestValue(47, date: Sample.march2)),
            for: Sample.halloween)
        return table
    }

    @Test("writes the documented layout, one member a line and a record's value with its date on one line")
    func encode() {
        #expect(String(decoding: ScoreFile.encode(Self.oneRecordTable), as: UTF8.self) == Self.oneRecord)
        #expect(
            String(decoding: ScoreFile.encode(ScoreTable()), as: UTF8.self)
                == "{\n  \"format\": 1,\n  \"records\": []\n}\n")
    }

    @Test("reads back what it wrote: many keys, odd names, negative scores, dates and none")
    func roundTrip() throws {
        var table = ScoreTable()
        let names = ["Halloween", "Quote \" and \\ backslash", "Tab\tnewline\n", "Émoji 🎃👻", "\u{1B}[31mred"]
        for (index, name) in names.enumerated() {
            for timed in [false, true] {
                let key = ScoreKey(
                    variant: name, mode: index.isMultiple(of: 2) ? .memorize : .matchismo, timed: timed,
                    cards: 4 + index)
                table.record(
                    Sample.game(
                        key, score: -index, flips: 10 * index, seconds: index, date: timed ? Sample.march2 : nil))
            }
        }
        table.record(Sample.game(score: 99, flips: 1, seconds: 7_200))
        #expect(try ScoreFile.decode(ScoreFile.encode(table)) == table)
        #expect(table.records.count == 11)
    }

    @Test("a daily game's day, and games and wins other than one won game, are written and read back")
    func dailyGamesAndWins() throws {
        var table = ScoreTable()
        let daily = ScoreKey(
            variant: "Fruit", mode: .memorize, timed: false, cards: 20, daily: CalendarDate(iso: "2026-12-01"))
        table.record(GameResult(key: daily, score: 6, flips: 30, seconds: 80, date: Sample.march1))
        let matchismo = ScoreKey(variant: "Matchismo", mode: .matchismo, timed: false, cards: 12)
        table.record(GameResult(key: matchismo, score: 10, flips: 9, seconds: 20, won: false))
        table.record(GameResult(key: matchismo, score: 12, flips: 12, seconds: 30, won: true))
        let text = String(decoding: ScoreFile.encode(table), as: UTF8.self)
        #expect(text.contains(#""daily": "2026-12-01""#))
        #expect(text.contains(#""games": 2"#))
        #expect(text.contains(#""wins": 1"#))
        let decoded = try ScoreFile.decode(ScoreFile.encode(table))
        #expect(decoded == table)
        #expect(decoded[matchismo]?.games == 2)
        #expect(decoded[matchismo]?.wins == 1)
        #expect(decoded[daily]?.games == 1)
        #expect(table.sorted.last?.key == daily, "the daily games come after the records")
    }

    @Test("reads the documented layout")
    func decode() throws {
        #expect(try ScoreFile.decode(Array(Self.oneRecord.utf8)) == Self.oneRecordTable)
    }

    @Test("an empty file, or one of whitespace, holds no scores", arguments: ["", " \n\t\r\n"])
    func emptyFile(text: String) throws {
        #expect(try ScoreFile.decode(Array(text.utf8)) == ScoreTable())
    }

    @Test("members it does not know are ignored, and an unknown mode is kept")
    func unknownMembers() throws {
        let text = """
            {"format": 1, "written-by": "a newer memorize", "records": [{"variant": "A", "mode": "solitaire",
             "timed": true, "cards": 6, "players": 2, "bestScore": {"score": 1, "points": 3},
             "fewestFlips": {"flips": 8}, "bestTime": {"seconds": 9}}]}
            """
        let table = try ScoreFile.decode(Array(text.utf8))
        let key = ScoreKey(variant: "A", mode: ScoreMode(rawValue: "solitaire"), timed: true, cards: 6)
        #expect(table[key] == ScoreRecord(bestScore: BestValue(1), fewestFlips: BestValue(8), bestTime: BestValue(9)))
    }

    @Test("the same key twice keeps the better of each record")
    func repeatedKey() throws {
        func entry(_ score: Int, _ flips: Int, _ seconds: Int) -> String {
            """
            {"variant": "A", "mode": "memorize", "timed": false, "cards": 4, "bestScore": {"score": \(score)},
             "fewestFlips": {"flips": \(flips)}, "bestTime": {"seconds": \(seconds)}}
            """
        }
        let text = "{\"format\": 1, \"records\": [\(entry(5, 20, 60)), \(entry(3, 10, 90))]}"
        let key = ScoreKey(variant: "A", mode: .memorize, timed: false, cards: 4)
        #expect(
            try ScoreFile.decode(Array(text.utf8))[key]
                == ScoreRecord(
                    bestScore: BestValue(5), fewestFlips: BestValue(10), bestTime: BestValue(60), games: 2, wins: 2))
    }

    @Test("a newer format is told apart from a damaged file")
    func newerFormat() {
        #expect(throws: ScoreFile.Problem.newerFormat(2)) {
            try ScoreFile.decode(Array(#"{"format": 2, "records": "in some new shape"}"#.utf8))
        }
    }

    static let valid = #""variant": "A", "mode": "memorize", "timed": false, "cards": 4"#
    static let values = #""bestScore": {"score": 1}, "fewestFlips": {"flips": 4}, "bestTime": {"seconds": 9}"#

    static func file(_ record: String) -> String {
        "{\"format\": 1, \"records\": [{\(record)}]}"
    }

    @Test(
        "a damaged file says where and what",
        arguments: [
            ("{\"format\": 1,\n  \"records\": [}", "line 2, column 15: unexpected character '}'; expected a value"),
            ("[]", "expected a JSON object, found an array"),
            (#"{"records": []}"#, #""format" must be a whole number from 1, found nothing"#),
            (#"{"format": 0.5, "records": []}"#, #""format" must be a whole number from 1, found 0.5"#),
            (#"{"format": 1}"#, #""records" must be an array, found nothing"#),
            (#"{"format": 1, "records": [7]}"#, "record #1: expected an object, found 7"),
            (
                file(#""variant": "", "mode": "memorize""#),
                #"record #1: "variant" must be a non-empty string, found an empty string"#
            ),
            (file(#""variant": "A", "mode": 3"#), #"record #1: "mode" must be a non-empty string, found 3"#),
            (
                file(#""variant": "A", "mode": "m", "timed": "no""#),
                #"record #1: "timed" must be true or false, found a string"#
            ),
            (
                file(#""variant": "A", "mode": "m", "timed": true, "cards": 0"#),
                #"record #1: "cards" must be a whole number from 1, found 0"#
            ),
            (file(valid), #"record #1: "bestScore" must be an object, found nothing"#),
            (
                file(valid + #", "bestScore": {"score": 1.5}"#),
                #"record #1: "bestScore": "score" must be a whole number, found 1.5"#
            ),
            (
                file(valid + #", "bestScore": {"score": 1}, "fewestFlips": {"flips": -1}"#),
                #"record #1: "fewestFlips": "flips" must be a whole number from 0, found -1"#
            ),
            (
                file(
                    valid + #", "bestScore": {"score": 1}, "fewestFlips": {"flips": 1}, "bestTime": {"seconds": 1e300}"#
                ),
                #"record #1: "bestTime": "seconds" must be a whole number from 0, found 1e+300"#
            ),
            (
                file(valid + #", "bestScore": {"score": 1, "date": "2025-02-30"}"#),
                #"record #1: "bestScore": "date" must be a date written YYYY-MM-DD, found a string"#
            ),
            (
                "{\"format\": 1, \"records\": [{\(valid), \(values)}, {\(valid), \"bestScore\": null}]}",
                #"record #2: "bestScore" must be an object, found null"#
            ),
        ])
    func damaged(text: String, reason: String) {
        #expect(throws: ScoreFile.Problem.damaged(reason: reason)) { try ScoreFile.decode(Array(text.utf8)) }
    }
}

@Suite("Games of several players in the scores file")
struct MatchRecordTests {
    @Test("wins and games are counted per name, kept apart from the records, and survive the file")
    func roundTrip() throws {
        var table = ScoreTable()
        table.recordMatch(players: ["Ann", "Bob"], winner: "Ann")
        table.recordMatch(players: ["Ann", "Computer"], winner: nil)
        #expect(
            table.matches == [
                "Ann": MatchRecord(games: 2, wins: 1), "Bob": MatchRecord(games: 1), "Computer": MatchRecord(games: 1),
            ])
        #expect(table.records.isEmpty && !table.isEmpty)
        let decoded = try ScoreFile.decode(ScoreFile.encode(table))
        #expect(decoded == table)
    }

    @Test("a file without games of several players has none, and bad ones are refused")
    func olderAndDamagedFiles() throws {
        #expect(try ScoreFile.decode(Array(#"{"format": 1, "records": []}"#.utf8)).matches.isEmpty)
        let damaged = #"{"format": 1, "records": [], "matches": [{"name": "Ann", "games": 1, "wins": 2}]}"#
        #expect(throws: ScoreFile.Problem.self) { try ScoreFile.decode(Array(damaged.utf8)) }
    }
}

@Suite("Games against the computer in the scores file")
struct VersusRecordTests {
    @Test("won, lost and drawn are counted per level, kept apart, and survive the file")
    func roundTrip() throws {
        var table = ScoreTable()
        table.recordVersus(level: "hard", .lost)
        table.recordVersus(level: "hard", .drawn)
        table.recordVersus(level: "easy", .won)
        table.recordVersus(level: "hard", .lost)
        #expect(table.versus == ["hard": VersusRecord(lost: 2, drawn: 1), "easy": VersusRecord(won: 1)])
        #expect(table.versus["hard"]?.games == 3)
        #expect(table.records.isEmpty && table.matches.isEmpty && !table.isEmpty)
        let bytes = ScoreFile.encode(table)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""level": "easy""#))
        #expect(try ScoreFile.decode(bytes) == table)
    }

    @Test("counts stop at the largest the file reads back")
    func limit() {
        var table = ScoreTable()
        table.insertVersus(VersusRecord(won: GameCount.limit), for: "easy")
        table.recordVersus(level: "easy", .won)
        #expect(table.versus["easy"]?.won == GameCount.limit)
        #expect(table.versus["easy"]?.games == GameCount.limit)
    }

    @Test(
        "a file without them has none, and bad ones are refused",
        arguments: [
            #""versus": 3"#, #""versus": [{"won": 1, "lost": 0, "drawn": 0}]"#,
            #""versus": [{"level": "", "won": 1, "lost": 0, "drawn": 0}]"#,
            #""versus": [{"level": "easy", "won": -1, "lost": 0, "drawn": 0}]"#,
            #""versus": [{"level": "easy", "won": 1, "lost": 0}]"#,
            #""versus": [{"level": "easy", "won": 1.5, "lost": 0, "drawn": 0}]"#,
        ])
    func olderAndDamagedFiles(member: String) throws {
        #expect(try ScoreFile.decode(Array(#"{"format": 1, "records": []}"#.utf8)).versus.isEmpty)
        let damaged = #"{"format": 1, "records": [], "# + member + "}"
        #expect(throws: ScoreFile.Problem.self) { try ScoreFile.decode(Array(damaged.utf8)) }
    }

    @Test(
        "a damaged entry is refused with a reason that names it and the member",
        arguments: [
            (#"[3]"#, #"versus record #1: "level" must be a non-empty string"#),
            (
                #"[{"level": 3, "won": 1, "lost": 0, "drawn": 0}]"#,
                #"versus record #1: "level" must be a non-empty string"#
            ),
            (
                #"[{"level": "easy", "won": 0, "lost": 0, "drawn": 0}, {"level": "hard", "won": 1, "lost": 0, "drawn": "1"}]"#,
                #"versus record #2 "drawn" must be a whole number from 0, found a string"#
            ),
            (
                #"[{"level": "easy", "won": 9007199254740992, "lost": 0, "drawn": 0}]"#,
                #"versus record #1 "won" must be a whole number from 0, found 9007199254740992.0"#
            ),
            (#"{"easy": 1}"#, #""versus" must be an array, found an object"#),
        ])
    func damagedReasons(versus: String, reason: String) {
        let damaged = #"{"format": 1, "records": [], "versus": "# + versus + "}"
        #expect(throws: ScoreFile.Problem.damaged(reason: reason)) { try ScoreFile.decode(Array(damaged.utf8)) }
    }

    @Test("a level written twice is added up, stopping at the limit")
    func levelTwice() throws {
        let largest = GameCount.limit
        let file =
            #"{"format": 1, "records": [], "versus": ["#
            + #"{"level": "easy", "won": \#(largest), "lost": 1, "drawn": 0}, "#
            + #"{"level": "easy", "won": 2, "lost": 1, "drawn": 3}]}"#
        let table = try ScoreFile.decode(Array(file.utf8))
        #expect(table.versus == ["easy": VersusRecord(won: largest, lost: 2, drawn: 3)])
        #expect(table.versus["easy"]?.games == largest)
    }

    @Test("a file of every kind: records, friends by name and the computer by level, each written as read")
    func everyKind() throws {
        var table = ScoreTable()
        table.record(Sample.game(score: 6, flips: 30, seconds: 95))
        table.recordMatch(players: ["Ann", "Bob"], winner: "Bob")
        table.recordVersus(level: "normal", .drawn)
        table.recordVersus(level: "expert", .lost)
        let text = String(decoding: ScoreFile.encode(table), as: UTF8.self)
        let versus = try #require(text.range(of: #""versus""#))
        #expect(text.range(of: #""matches""#).map { $0.lowerBound < versus.lowerBound } == true)
        #expect(
            text[versus.lowerBound...].replacing(" ", with: "").replacing("\n", with: "")
                == #""versus":[{"level":"expert","won":0,"lost":1,"drawn":0},{"level":"normal","won":0,"lost":0,"drawn":1}]}"#
        )
        let decoded = try ScoreFile.decode(Array(text.utf8))
        #expect(decoded == table)
        #expect(decoded.matches == ["Ann": MatchRecord(games: 1), "Bob": MatchRecord(games: 1, wins: 1)])
        #expect(decoded.versus == ["normal": VersusRecord(drawn: 1), "expert": VersusRecord(lost: 1)])
        #expect(decoded[Sample.halloween]?.bestScore.value == 6)
    }
}

@Suite("Timed games played by ear in the scores file")
struct PlainTimedRecordTests {
    @Test("a timed game played with a speech grace is its own key, written and read back; untimed ones never are")
    func keptApart() throws {
        let grid = ScoreKey(variant: "Fruit", mode: .memorize, timed: true, cards: 12)
        let heard = ScoreKey(variant: "Fruit", mode: .memorize, timed: true, cards: 12, plain: true)
        #expect(grid != heard)
        #expect(grid < heard, "the grid's record first")
        #expect(!ScoreKey(variant: "Fruit", mode: .memorize, timed: false, cards: 12, plain: true).plain)
        let day = CalendarDate(iso: "2026-12-02")
        #expect(
            ScoreKey(variant: "Fruit", mode: .memorize, timed: true, cards: 20, daily: day, plain: true)
                == ScoreKey(variant: "Fruit", mode: .memorize, timed: true, cards: 20, daily: day),
            "a day's daily is one try, by ear or by eye")
        var table = ScoreTable()
        table.record(GameResult(key: grid, score: 90, flips: 12, seconds: 20, won: true))
        table.record(GameResult(key: heard, score: 40, flips: 12, seconds: 60, won: true))
        let bytes = ScoreFile.encode(table)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: #""plain": true"#).count == 2, "written for the heard record only")
        let read = try ScoreFile.decode(bytes)
        #expect(read == table)
        #expect(read[heard]?.bestScore.value == 40 && read[grid]?.bestScore.value == 90)
        let damaged =
            #"{"format": 1, "records": [{"variant": "A", "mode": "memorize", "timed": true, "cards": 4, "plain": 1, "#
            + #""bestScore": {"score": 1}, "fewestFlips": {"flips": 4}, "bestTime": {"seconds": 5}}]}"#
        #expect(throws: ScoreFile.Problem.self) { try ScoreFile.decode(Array(damaged.utf8)) }
    }
}
