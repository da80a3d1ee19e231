import MemorizeSystem
import Testing

@testable import MemorizeScores

@Suite("The score store, on a file system in memory")
struct ScoreStoreTests {
    static let path = "/home/ann/.local/state/memorize/scores.json"
    static let lock = path + ".lock"

    // MARK: - Where

    @Test(
        "the file is in XDG_STATE_HOME when it is absolute, else under HOME",
        arguments: [
            (["XDG_STATE_HOME": "/state", "HOME": "/home/ann"], "/state/memorize/scores.json"),
            (["XDG_STATE_HOME": "/state/", "HOME": "/home/ann"], "/state/memorize/scores.json"),
            (["XDG_STATE_HOME": "state", "HOME": "/home/ann"], "/home/ann/.local/state/memorize/scores.json"),
            (["XDG_STATE_HOME": "", "HOME": "/home/ann"], "/home/ann/.local/state/memorize/scores.json"),
            (["HOME": "/home/ann/"], "/home/ann/.local/state/memorize/scores.json"),
            (["XDG_STATE_HOME": "/s"], "/s/memorize/scores.json"),
        ])
    func location(environment: [String: String], expected: String) {
        let store = ScoreStore(system: FakeFiles(environment: environment).access)
        #expect(store.path == expected)
        #expect(store.lockPath == expected + ".lock")
    }

    @Test(
        "a relative or empty HOME is ignored as a relative XDG_STATE_HOME is: nothing is written under the current directory",
        arguments: [["HOME": "home/ann"], ["HOME": "."], ["HOME": ""], ["XDG_STATE_HOME": "state", "HOME": "ann"]])
    func relativeHome(environment: [String: String]) {
        let files = FakeFiles(environment: environment)
        let store = ScoreStore(system: files.access)
        #expect(store.path == nil)
        #expect(store.record(Sample.game(score: 3, flips: 20, seconds: 60)).problems == [.noLocation])
        #expect(files.log == [])
    }

    @Test("with neither variable there is nowhere to keep scores; a game still learns what it beat")
    func noLocation() {
        let files = FakeFiles(environment: ["XDG_STATE_HOME": "relative"])
        let store = ScoreStore(system: files.access)
        #expect(store.path == nil)
        let outcome = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        #expect(outcome.problems == [.noLocation])
        #expect(outcome.saved == false)
        #expect(
            outcome.notice == "best scores are not kept: neither XDG_STATE_HOME nor HOME is set to an absolute path")
        #expect(store.load() == ScoreLoad(table: ScoreTable(), problem: .noLocation))
        #expect(files.log == [])
    }

    // MARK: - Recording

    @Test("a game is read, merged and written under the lock, and reads back the same")
    func roundTrip() throws {
        let files = FakeFiles(today: Sample.march2)
        let store = ScoreStore(system: files.access)
        let first = store.record(Sample.game(score: 3, flips: 20, seconds: 60, date: nil))
        #expect(
            first
                == RecordOutcome(
                    beaten: [], previous: nil,
                    current: ScoreRecord(
                        bestScore: BestValue(3, date: Sample.march2), fewestFlips: BestValue(20, date: Sample.march2),
                        bestTime: BestValue(60, date: Sample.march2)),
                    saved: true, problems: []))
        #expect(first.notice == nil)
        #expect(files.log == ["lock \(Self.lock)", "read \(Self.path)", "write \(Self.path)", "unlock \(Self.lock)"])
        #expect(store.load().table[Sample.halloween] == first.current)
        #expect(store.load().problem == nil)
        #expect(try ScoreFile.decode(#require(files.bytes(Self.path)))[Sample.halloween] == first.current)
        #expect(files.printed == "")
    }

    @Test("the three records are beaten separately, against what the file holds at that moment")
    func beatenSeparately() throws {
        let files = FakeFiles()
        let store = ScoreStore(system: files.access)
        _ = store.record(Sample.game(score: 3, flips: 20, seconds: 60))

        let better = store.record(Sample.game(score: 5, flips: 22, seconds: 50, date: Sample.march2))
        #expect(better.beaten == [.score, .time])
        #expect(better.previous?.bestScore == BestValue(3, date: Sample.march1))
        #expect(better.current.bestScore == BestValue(5, date: Sample.march2))
        #expect(better.current.fewestFlips == BestValue(20, date: Sample.march1))

        // Another process sets a better score in the meantime: this game is compared with it.
        var other = try ScoreFile.decode(#require(files.bytes(Self.path)))
        other.record(Sample.game(score: 8, flips: 30, seconds: 90))
        files.change { $0.files[Self.path] = .bytes(ScoreFile.encode(other)) }
        let after = store.record(Sample.game(score: 6, flips: 18, seconds: 55))
        #expect(after.beaten == .flips)
        #expect(store.load().table[Sample.halloween]?.bestScore.value == 8)
        #expect(store.load().table[Sample.halloween]?.fewestFlips.value == 18)
    }

    @Test("a result without a date and no calendar is kept without a date")
    func noDate() {
        let files = FakeFiles(today: nil)
        let store = ScoreStore(system: files.access)
        let outcome = store.record(Sample.game(score: 1, flips: 4, seconds: 2, date: nil))
        #expect(outcome.current.bestScore == BestValue(1))
        #expect(files.bytes(Self.path).map { String(decoding: $0, as: UTF8.self).contains("date") } == false)
    }

    // MARK: - Damaged files

    @Test(
        "a file that cannot be used is moved aside with a notice, and a new one is started",
        arguments: [
            (
                FileContents.text("{\"format\": 1, \"records\": [}"),
                "line 1, column 27: unexpected character '}'; expected a value"
            ),
            (.directory, "it is a directory"),
            (.notARegularFile, "it is not a regular file"),
            (.unreadable(reason: "permission denied"), "permission denied"),
            (.tooLarge(limit: 1_048_576), "it is larger than 1048576 bytes"),
        ])
    func movedAside(contents: FileContents, reason: String) throws {
        let files = FakeFiles(files: [Self.path: contents, Self.path + ".corrupt-1": .text("older")])
        let store = ScoreStore(system: files.access)
        #expect(store.load() == ScoreLoad(table: ScoreTable(), problem: .damaged(path: Self.path, reason: reason)))
        #expect(files.log == ["read \(Self.path)"], "--scores only reads")
        files.change { $0.log = [] }

        let outcome = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        let aside = Self.path + ".corrupt-2"
        #expect(outcome.problems == [.movedAside(path: Self.path, reason: reason, movedTo: aside)])
        #expect(outcome.saved)
        #expect(outcome.beaten == [] && outcome.previous == nil)
        #expect(
            outcome.notice
                == "the best scores file \"\(Self.path)\" could not be used (\(reason)); it was moved to \"\(aside)\" "
                + "and a new one started")
        #expect(files.paths == [Self.path, Self.path + ".corrupt-1", aside])
        #expect(
            files.log == [
                "lock \(Self.lock)", "read \(Self.path)", "move \(Self.path)", "write \(Self.path)",
                "unlock \(Self.lock)",
            ])
        #expect(store.load().table[Sample.halloween]?.bestScore.value == 3)
        #expect(files.printed == "")
    }

    @Test("a damaged file that cannot be moved aside is kept as it is, and nothing is saved")
    func cannotMoveAside() {
        let damaged = FileContents.text("not json")
        let files = FakeFiles(files: [Self.path: damaged])
        files.change { $0.moveFailure = "Permission denied" }
        let outcome = ScoreStore(system: files.access).record(Sample.game(score: 3, flips: 20, seconds: 60))
        #expect(outcome.saved == false)
        #expect(outcome.current.bestScore.value == 3)
        #expect(
            outcome.notice
                == "best scores not saved: \"\(Self.path)\" cannot be used (line 1, column 2: unexpected character 'o'; "
                + "expected 'null') and cannot be moved aside (Permission denied)")
        #expect(!files.log.contains("write \(Self.path)"))
    }

    @Test("a file in a newer format is neither read nor changed")
    func newerFormat() {
        let newer = FileContents.text(#"{"format": 7}"#)
        let files = FakeFiles(files: [Self.path: newer])
        let store = ScoreStore(system: files.access)
        let outcome = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        #expect(outcome.problems == [.newerFormat(path: Self.path, format: 7)])
        #expect(outcome.saved == false)
        #expect(
            outcome.notice
                == "the best scores file \"\(Self.path)\" is in format 7, newer than this memorize knows; it is left as it is"
        )
        #expect(files.paths == [Self.path])
        #expect(files.bytes(Self.path) == Array(#"{"format": 7}"#.utf8))
        #expect(store.load().problem == .newerFormat(path: Self.path, format: 7))
    }

    // MARK: - Read-only and locked

    @Test("a directory that cannot be written gives a notice; the game still learns what it beat")
    func readOnly() throws {
        let files = FakeFiles()
        let store = ScoreStore(system: files.access)
        _ = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        let before = files.bytes(Self.path)
        files.change { $0.writeFailure = "Permission denied" }

        let outcome = store.record(Sample.game(score: 5, flips: 20, seconds: 60))
        #expect(outcome.beaten == .score)
        #expect(outcome.saved == false)
        #expect(outcome.problems == [.cannotWrite(path: Self.path, reason: "Permission denied")])
        #expect(outcome.notice == "best scores not saved: cannot write \"\(Self.path)\": Permission denied")
        #expect(files.bytes(Self.path) == before)
    }

    @Test("without the lock nothing is written or moved, but the file is still read for the comparison")
    func lockRefused() {
        let files = FakeFiles()
        let store = ScoreStore(system: files.access)
        _ = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        files.change {
            $0.lockFailure = "another process kept it locked for 5.0 seconds"
            $0.log = []
        }
        let outcome = store.record(Sample.game(score: 2, flips: 10, seconds: 60))
        #expect(outcome.beaten == .flips)
        #expect(outcome.saved == false)
        #expect(
            outcome.notice
                == "best scores not saved: cannot lock \"\(Self.lock)\": another process kept it locked for 5.0 seconds"
        )
        #expect(files.log == ["lock \(Self.lock)", "read \(Self.path)"])
    }

    // MARK: - Company

    @Test("a game against the computer is added under the lock, beside the records and the friends")
    func versus() throws {
        let files = FakeFiles(today: Sample.march2)
        let store = ScoreStore(system: files.access)
        _ = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        #expect(store.recordMatch(players: ["Ann", "Bob"], winner: "Ann") == [])
        files.change { $0.log = [] }
        #expect(store.recordVersus(level: "hard", .lost) == [])
        #expect(store.recordVersus(level: "hard", .won) == [])
        #expect(
            files.log.prefix(4) == [
                "lock \(Self.lock)", "read \(Self.path)", "write \(Self.path)", "unlock \(Self.lock)",
            ])
        let table = try ScoreFile.decode(#require(files.bytes(Self.path)))
        #expect(table.versus == ["hard": VersusRecord(won: 1, lost: 1)])
        #expect(table.matches["Ann"] == MatchRecord(games: 1, wins: 1))
        #expect(table[Sample.halloween]?.bestScore.value == 3)
    }

    // Issue 42: while the file could not be read every game against the computer was lost, with
    // `cannot write …: unreadable`; now such a game moves it aside and is kept, as a solo game is.
    @Test(
        "a file that cannot be used is moved aside by a game against the computer or of friends, which is kept",
        arguments: [
            (FileContents.text("not json"), "line 1, column 2: unexpected character 'o'; expected 'null'"),
            (.unreadable(reason: "permission denied"), "permission denied"),
        ])
    func companyOnADamagedFile(contents: FileContents, reason: String) throws {
        let files = FakeFiles(files: [Self.path: contents])
        let store = ScoreStore(system: files.access)
        let aside = Self.path + ".corrupt-1"
        let problems = store.recordVersus(level: "easy", .won)
        #expect(problems == [.movedAside(path: Self.path, reason: reason, movedTo: aside)])
        #expect(
            problems.first?.message
                == "the best scores file \"\(Self.path)\" could not be used (\(reason)); it was moved to \"\(aside)\" "
                + "and a new one started")
        #expect(files.paths == [Self.path, aside])
        #expect(try ScoreFile.decode(#require(files.bytes(Self.path))).versus == ["easy": VersusRecord(won: 1)])
        files.change { $0.files[Self.path] = contents }
        #expect(
            store.recordMatch(players: ["Ann", "Bob"], winner: "Bob") == [
                .movedAside(path: Self.path, reason: reason, movedTo: Self.path + ".corrupt-2")
            ])
        #expect(try ScoreFile.decode(#require(files.bytes(Self.path))).matches["Bob"] == MatchRecord(games: 1, wins: 1))
    }

    @Test("a damaged file that cannot be moved aside, or is newer, is kept as it is by a game of several seats")
    func companyKeepsAFileItMayNotReplace() {
        let files = FakeFiles(files: [Self.path: .text("not json")])
        files.change { $0.moveFailure = "Permission denied" }
        let store = ScoreStore(system: files.access)
        #expect(
            store.recordVersus(level: "easy", .won) == [
                .cannotMoveAside(
                    path: Self.path, reason: "line 1, column 2: unexpected character 'o'; expected 'null'",
                    moveReason: "Permission denied")
            ])
        #expect(files.bytes(Self.path) == Array("not json".utf8))
        let newer = FakeFiles(files: [Self.path: .text(#"{"format": 7}"#)])
        #expect(
            ScoreStore(system: newer.access).recordMatch(players: ["Ann", "Bob"], winner: nil) == [
                .newerFormat(path: Self.path, format: 7)
            ])
        #expect(newer.paths == [Self.path])
    }

    @Test("paths and reasons in a notice have their control characters escaped")
    func escapedNotice() {
        let problem = ScoreProblem.cannotWrite(path: "/tmp/\u{1B}[2J/scores.json", reason: "bad\u{07}")
        #expect(problem.message == #"best scores not saved: cannot write "/tmp/\u{1B}[2J/scores.json": bad\u{7}"#)
    }
}
