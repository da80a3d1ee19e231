import Foundation
import MemorizeTestSupport
import MemorizeText
import Testing

@testable import MemorizeSystem

@Suite("The live door to the operating system")
struct LiveSystemAccessTests {
    @Test("tells a file, a missing path, a directory, a FIFO and an oversized file apart")
    func readFile() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let file = directory.appendingPathComponent("t.json")
        try Data("[1, 2]".utf8).write(to: file)
        let fifo = directory.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)

        #expect(SystemAccess.live.readFile(file.path) == .bytes(Array("[1, 2]".utf8)))
        #expect(SystemAccess.live.readFile(directory.appendingPathComponent("none").path) == .missing)
        #expect(SystemAccess.live.readFile(file.appendingPathComponent("below").path) == .missing)
        #expect(SystemAccess.live.readFile(directory.path) == .directory)
        #expect(SystemAccess.live.readFile(fifo) == .notARegularFile)
        #expect(SystemAccess.live.readFile("/dev/zero") == .notARegularFile)
        #expect(LiveFiles.read(FilePath(file.path), limit: 3) == .tooLarge(limit: 3))
        #expect(LiveFiles.read(FilePath(file.path), limit: 6) == .bytes(Array("[1, 2]".utf8)))
    }

    @Test("sets the permissions of a file, and an environment variable this process then reads")
    func permissionsAndEnvironment() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.url.appendingPathComponent("memorize.6").path
        #expect(SystemAccess.live.writeFileAtomically(FilePath(path), Array("page".utf8)) == .written)
        #expect(SystemAccess.live.setPermissions(FilePath(path), 0o644) == .written)
        var status = stat()
        try #require(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o644)
        #expect(SystemAccess.live.setPermissions(FilePath(path + ".none"), 0o644) != .written)
        SystemAccess.live.setEnvironment("MEMORIZE_TEST_LINES", "31")
        #expect(SystemAccess.live.environment("MEMORIZE_TEST_LINES") == "31")
    }

    @Test("says whether anything is at a path without reading it, a name that is not UTF-8 included")
    func fileExists() throws {
        let temporary = try TemporaryDirectory()
        let raw = temporary.url.path + "/" + RawText.decoding([0x6D, 0xFF])
        #expect(!SystemAccess.live.fileExists(raw))
        #expect(SystemAccess.live.writeFileAtomically(FilePath(raw), Array("x".utf8)) == .written)
        #expect(SystemAccess.live.fileExists(raw))
        #expect(SystemAccess.live.fileExists(temporary.url.path), "a folder is something")
    }

    @Test("writes a file whole, creating its directories, and replaces it whole")
    func writeAtomically() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let path = directory.appendingPathComponent("a/b/scores.json").path

        #expect(SystemAccess.live.writeFileAtomically(FilePath(path), Array("first".utf8)) == .written)
        #expect(SystemAccess.live.readFile(path) == .bytes(Array("first".utf8)))
        #expect(SystemAccess.live.writeFileAtomically(FilePath(path), Array("second".utf8)) == .written)
        #expect(SystemAccess.live.readFile(path) == .bytes(Array("second".utf8)))
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("a/b").path)
        #expect(left == ["scores.json"], "no temporary file is left behind")
    }

    @Test("a write that cannot happen fails with a reason and leaves the old file")
    func failedWrite() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let blocker = directory.appendingPathComponent("file")
        try Data("keep".utf8).write(to: blocker)
        let result = SystemAccess.live.writeFileAtomically(FilePath(blocker.appendingPathComponent("x").path), [1])
        guard case .failed(let reason) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(reason == "Not a directory")
        #expect(SystemAccess.live.readFile(blocker.path) == .bytes(Array("keep".utf8)))
    }

    @Test("runs work under a lock file it creates with its directories, and leaves the file for the next run")
    func lock() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let lockPath = FilePath(directory.appendingPathComponent("a/b/scores.json.lock").path)
        var ran = 0
        #expect(SystemAccess.live.withExclusiveLock(lockPath) { ran += 1 } == .ran)
        #expect(SystemAccess.live.withExclusiveLock(lockPath) { ran += 1 } == .ran, "the lock was released")
        #expect(ran == 2)
        #expect(SystemAccess.live.readFile(lockPath.text) == .bytes([]))
        #expect(SystemAccess.live.whileLocked(lockPath) { 42 } == .success(42))
    }

    @Test("a lock held elsewhere is waited for up to the timeout; then the work does not run")
    func lockHeldElsewhere() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let lockPath = directory.appendingPathComponent("scores.json.lock").path
        // flock belongs to an open file description, so a second open in this process is "elsewhere".
        let holder = open(lockPath, O_RDWR | O_CREAT, 0o600)
        try #require(holder >= 0)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)

        var ran = false
        let result = LiveFiles.withExclusiveLock(FilePath(lockPath), timeout: .milliseconds(30)) { ran = true }
        #expect(result == .failed(reason: "another process kept it locked for 0.03 seconds"))
        #expect(!ran)

        flock(holder, LOCK_UN)
        #expect(LiveFiles.withExclusiveLock(FilePath(lockPath), timeout: .milliseconds(30)) { ran = true } == .ran)
        #expect(ran)
    }

    @Test("a lock that cannot be created fails with a reason")
    func lockCannotBeCreated() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let blocker = directory.appendingPathComponent("file")
        try Data("keep".utf8).write(to: blocker)
        var ran = false
        let result = SystemAccess.live.withExclusiveLock(FilePath(blocker.appendingPathComponent("x/s.lock").path)) {
            ran = true
        }
        #expect(result == .failed(reason: "cannot create \(blocker.path)/x: Not a directory"))
        #expect(!ran)
        #expect(
            SystemAccess.live.whileLocked(FilePath(blocker.appendingPathComponent("s.lock").path)) { 1 }
                == .failure(FileLockFailure(reason: "Not a directory")))
    }

    @Test("moves a file aside to the first free .corrupt-N name, keeping its contents")
    func moveAside() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let path = directory.appendingPathComponent("scores.json").path
        try Data("first".utf8).write(to: URL(fileURLWithPath: path))
        #expect(SystemAccess.live.moveAside(FilePath(path)) == .moved(to: FilePath(path + ".corrupt-1")))
        try Data("second".utf8).write(to: URL(fileURLWithPath: path))
        #expect(SystemAccess.live.moveAside(FilePath(path)) == .moved(to: FilePath(path + ".corrupt-2")))
        #expect(SystemAccess.live.readFile(path) == .missing)
        #expect(SystemAccess.live.readFile(path + ".corrupt-1") == .bytes(Array("first".utf8)))
        #expect(SystemAccess.live.readFile(path + ".corrupt-2") == .bytes(Array("second".utf8)))
        #expect(SystemAccess.live.moveAside(FilePath(path)) == .failed(reason: "No such file or directory"))
    }

    @Test("today is the local date of the system clock")
    func today() throws {
        let before = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let today = try #require(SystemAccess.live.today())
        let after = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let candidates = [before, after].compactMap { parts in
            CalendarDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
        }
        #expect(candidates.contains(today), "read either side of midnight")
    }

    @Test("reads the environment")
    func environment() {
        #expect(SystemAccess.live.environment("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(SystemAccess.live.environment("MEMORIZE_SURELY_UNSET_\(UUID().uuidString)") == nil)
        #expect(SystemAccess.live.isSet("PATH"))
    }
}
