import Foundation
import MemorizeSystem
import MemorizeTestSupport
import Testing

@testable import MemorizeScores

@Suite("The score store on the real file system")
struct LiveScoreStoreTests {
    @Test("records games, creating the directories, and reads them back")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        let store = ScoreStore(system: directory.system)
        #expect(store.path == directory.scoresPath)
        #expect(store.load() == ScoreLoad(table: ScoreTable(), problem: nil))

        #expect(store.record(Sample.game(score: 3, flips: 20, seconds: 60)).saved)
        let second = store.record(Sample.game(score: 4, flips: 24, seconds: 50))
        #expect(second.saved && second.problems.isEmpty)
        #expect(second.beaten == [.score, .time])

        var expected = ScoreTable()
        expected.record(Sample.game(score: 3, flips: 20, seconds: 60))
        expected.record(Sample.game(score: 4, flips: 24, seconds: 50))
        #expect(store.load() == ScoreLoad(table: expected, problem: nil))
        #expect(try directory.names(in: directory.path + "/state/memorize") == ["scores.json", "scores.json.lock"])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.scoresPath)
        #expect(attributes[.posixPermissions] as? Int == 0o600, "scores are the player's own")
    }

    @Test("a corrupt file is moved aside, kept as it was, and a new one started")
    func corrupt() throws {
        let directory = try TemporaryDirectory()
        let store = ScoreStore(system: directory.system)
        let garbage = Data("{\"format\": 1, \"records\": [{\"variant\": \"Half".utf8)
        try FileManager.default.createDirectory(
            atPath: directory.path + "/state/memorize", withIntermediateDirectories: true)
        try garbage.write(to: URL(fileURLWithPath: directory.scoresPath))

        let outcome = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        let aside = directory.scoresPath + ".corrupt-1"
        #expect(
            outcome.problems == [
                .movedAside(
                    path: directory.scoresPath, reason: "line 1, column 44: unexpected end of file inside a string",
                    movedTo: aside)
            ])
        #expect(outcome.saved)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == garbage)
        #expect(store.load().table[Sample.halloween]?.bestScore.value == 3)
        #expect(
            try directory.names(in: directory.path + "/state/memorize")
                == ["scores.json", "scores.json.corrupt-1", "scores.json.lock"])
    }

    @Test("a state directory that cannot be created gives a notice, and the game still learns what it beat")
    func directoryIsAFile() throws {
        let directory = try TemporaryDirectory()
        // A file where the directory should be: creating it fails even for root, who passes chmod.
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: directory.path + "/state"))
        let store = ScoreStore(system: directory.system)
        let outcome = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        #expect(outcome.saved == false)
        #expect(outcome.current.bestScore.value == 3)
        #expect(
            outcome.problems == [
                .cannotLock(
                    path: directory.scoresPath + ".lock",
                    reason: "cannot create \(directory.path)/state/memorize: Not a directory")
            ])
        #expect(store.load() == ScoreLoad(table: ScoreTable(), problem: nil))
    }

    @Test(
        "a read-only state directory gives a notice and leaves the file as it was",
        .enabled(if: geteuid() != 0, "root passes permission checks; ScoreStoreTests covers this with a fake"))
    func readOnlyDirectory() throws {
        let directory = try TemporaryDirectory()
        let store = ScoreStore(system: directory.system)
        #expect(store.record(Sample.game(score: 3, flips: 20, seconds: 60)).saved)
        let before = try Data(contentsOf: URL(fileURLWithPath: directory.scoresPath))
        try #require(chmod(directory.path + "/state/memorize", 0o500) == 0)
        defer { chmod(directory.path + "/state/memorize", 0o700) }

        let outcome = store.record(Sample.game(score: 5, flips: 20, seconds: 60))
        #expect(outcome.beaten == .score)
        #expect(outcome.saved == false)
        #expect(outcome.problems == [.cannotWrite(path: directory.scoresPath, reason: "Permission denied")])
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.scoresPath)) == before)
    }

    // MARK: - Two processes

    @Test("a lock held by another process costs the game at most about 100 ms, and the notice says why")
    func lockHeldElsewhere() throws {
        let directory = try TemporaryDirectory()
        let store = ScoreStore(system: directory.system)
        #expect(store.record(Sample.game(score: 3, flips: 20, seconds: 60)).saved)
        let holder = open(directory.scoresPath + ".lock", O_RDWR)
        try #require(holder >= 0)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)
        let start = ContinuousClock.now
        let outcome = store.record(Sample.game(score: 5, flips: 20, seconds: 60))
        #expect(ContinuousClock.now - start < .milliseconds(400))
        #expect(!outcome.saved)
        #expect(outcome.beaten == [.score], "what it beat is still known")
        #expect(
            outcome.notice
                == "best scores not saved: cannot lock \"\(directory.scoresPath).lock\": another process kept it "
                + "locked for 0.1 seconds")
    }

    @Test("with a byte that is not UTF-8 in XDG_STATE_HOME, a finished game is saved there")
    func nonUTF8StateHome() throws {
        let directory = try TemporaryDirectory()
        let state = FilePath(bytes: Array(directory.path.utf8) + Array("/st".utf8) + [0xFF])
        var system = SystemAccess.live
        system.environment = { name in name == "XDG_STATE_HOME" ? state.text : nil }
        let store = ScoreStore(system: system)
        let outcome = store.record(Sample.game(score: 3, flips: 20, seconds: 60))
        #expect(outcome.saved, "\(outcome.notice ?? "")")
        #expect(store.load().table.records.count == 1)
        #expect(state.appendingComponent("memorize/scores.json").withCString { access($0, F_OK) } == 0)
    }

    @Test("a symbolic link as the scores file stays a link, and its target gets the games")
    func symlinkedScores() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path + "/state/memorize", withIntermediateDirectories: true)
        let target = directory.path + "/synced-scores.json"
        try #require(symlink(target, directory.scoresPath) == 0)
        let store = ScoreStore(system: directory.system)
        #expect(store.record(Sample.game(score: 3, flips: 20, seconds: 60)).saved)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.scoresPath) == target)
        #expect(store.load().table.records.count == 1)
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test("two processes recording at once lose nothing")
    func twoProcesses() async throws {
        // The probe is a small executable of this package (Sources/memorize-scores-probe).
        let probe = try Places.builtExecutable("memorize-scores-probe")
        let directory = try TemporaryDirectory()
        // 60 games each, 240 turns of the lock in all: without the lock, about half the records are
        // lost (checked by hand with a lock that did nothing: 61 to 67 of the 121 were left).
        let count = 60
        let environment = ["XDG_STATE_HOME": directory.path + "/state"]
        async let first = ChildProcess.run(probe, ["A", String(count)], environment: environment)
        async let second = ChildProcess.run(probe, ["B", String(count)], environment: environment)
        for result in try await [first, second] {
            #expect(result.signal == nil)
            #expect(result.status == 0, "\(result.errorText)")
        }

        let load = ScoreStore(system: directory.system).load()
        #expect(load.problem == nil)
        let table = load.table
        #expect(table.records.count == 2 * count + 1)
        for tag in ["A", "B"] {
            for index in 0..<count {
                let key = ScoreKey(variant: "Probe \(tag) \(index)", mode: .memorize, timed: false, cards: 4)
                #expect(table[key]?.bestScore.value == index, "lost: \(key.variant)")
                #expect(table[key]?.fewestFlips.value == 4 + index)
                #expect(table[key]?.bestTime.value == 10 + index)
            }
        }
        let shared = table[ScoreKey(variant: "Shared", mode: .memorize, timed: true, cards: 4)]
        #expect(shared?.bestScore.value == count - 1)
        #expect(shared?.fewestFlips.value == 1_000 - (count - 1))
        #expect(shared?.bestTime.value == 1_000 - (count - 1))
        #expect(
            try directory.names(in: directory.path + "/state/memorize") == ["scores.json", "scores.json.lock"],
            "no temporary file is left behind")
    }
}

extension TemporaryDirectory {
    /// A live system whose XDG_STATE_HOME is `state` inside this directory.
    var system: SystemAccess {
        var system = SystemAccess.live
        let state = path + "/state"
        system.environment = { name in name == "XDG_STATE_HOME" ? state : nil }
        return system
    }

    var scoresPath: String { path + "/state/memorize/scores.json" }

    func names(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }
}
