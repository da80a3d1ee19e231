import Foundation
import Testing

@testable import MemorizeSystem

/// What another process (or a hostile user) may have put where the score files go:
/// nothing at those paths can block, redirect or replace the write.
@Suite("Files the game finds in its way")
struct HostileFilesTests {
    private static func temporaryDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-hostile-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }

    private static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    @Test("a FIFO at the temporary file's name neither blocks the write nor receives it")
    func fifoAtTemporaryName() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/scores.json"
        let fifo = "\(path).tmp-\(getpid())"
        try #require(mkfifo(fifo, 0o600) == 0)
        let start = ContinuousClock.now
        #expect(SystemAccess.live.writeFileAtomically(FilePath(path), Array("new".utf8)) == .written)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(SystemAccess.live.readFile(path) == .bytes(Array("new".utf8)))
        #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO is left alone")
    }

    @Test("a link at the temporary file's name is not followed")
    func linkAtTemporaryName() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/scores.json"
        let victim = directory + "/victim"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        try #require(symlink(victim, "\(path).tmp-\(getpid())") == 0)
        #expect(SystemAccess.live.writeFileAtomically(FilePath(path), Array("new".utf8)) == .written)
        #expect(SystemAccess.live.readFile(victim) == .bytes(Array("keep".utf8)))
        #expect(SystemAccess.live.readFile(path) == .bytes(Array("new".utf8)))
    }

    @Test("a FIFO or a link at the lock's name is refused at once, not opened or followed")
    func hostileLockFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo.lock"
        try #require(mkfifo(fifo, 0o600) == 0)
        var ran = false
        let start = ContinuousClock.now
        #expect(
            SystemAccess.live.withExclusiveLock(FilePath(fifo)) { ran = true }
                == .failed(reason: "it is not a regular file"))
        #expect(ContinuousClock.now - start < .seconds(1))
        let link = directory + "/link.lock"
        try #require(symlink(directory + "/elsewhere", link) == 0)
        #expect(SystemAccess.live.withExclusiveLock(FilePath(link)) { ran = true } != .ran)
        #expect(Self.fileType(directory + "/elsewhere") == nil, "the link's target was not created")
        #expect(!ran)
    }

    @Test("a lock held by another process is given up within about 100 ms")
    func lockGivenUpQuickly() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lockPath = directory + "/scores.json.lock"
        // flock belongs to an open file description, so a second open in this process is "elsewhere".
        let holder = open(lockPath, O_RDWR | O_CREAT, 0o600)
        try #require(holder >= 0)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)
        let start = ContinuousClock.now
        let result = SystemAccess.live.withExclusiveLock(FilePath(lockPath)) {}
        let waited = ContinuousClock.now - start
        #expect(result == .failed(reason: "another process kept it locked for 0.1 seconds"))
        #expect(waited >= .milliseconds(100) && waited < .milliseconds(400), "waited \(waited)")
    }

    @Test(
        "a symbolic link to the file is written through: the link stays, its target gets the new contents",
        arguments: [true, false])
    func symlinkedFile(relative: Bool) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/dotfiles", withIntermediateDirectories: true)
        let target = directory + "/dotfiles/scores.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createDirectory(atPath: directory + "/state", withIntermediateDirectories: true)
        let link = directory + "/state/scores.json"
        try #require(symlink(relative ? "../dotfiles/scores.json" : target, link) == 0)
        #expect(SystemAccess.live.writeFileAtomically(FilePath(link), Array("new".utf8)) == .written)
        #expect(Self.fileType(link) == S_IFLNK, "still a link")
        #expect(SystemAccess.live.readFile(target) == .bytes(Array("new".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/dotfiles") == ["scores.json"])
    }

    @Test("a loop of links is refused")
    func linkLoop() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #require(symlink(directory + "/b", directory + "/a") == 0)
        try #require(symlink(directory + "/a", directory + "/b") == 0)
        #expect(
            SystemAccess.live.writeFileAtomically(FilePath(directory + "/a"), [1])
                == .failed(reason: "Too many levels of symbolic links"))
    }

    @Test("paths with bytes that are not UTF-8 reach the system unchanged: lock, write, move aside")
    func nonUTF8Paths() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = FilePath(bytes: Array(directory.utf8) + Array("/st".utf8) + [0xFF] + Array("ate".utf8))
        let file = state.appendingComponent("scores.json")
        #expect(SystemAccess.live.whileLocked(file.appending(".lock")) { 7 } == .success(7))
        #expect(SystemAccess.live.writeFileAtomically(file, Array("x".utf8)) == .written)
        #expect(SystemAccess.live.readFile(file.text) == .bytes(Array("x".utf8)))
        #expect(SystemAccess.live.moveAside(file) == .moved(to: file.appending(".corrupt-1")))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 1, "one directory, named with the raw byte: \(names)")
        #expect(file.appending(".corrupt-1").withCString { access($0, F_OK) } == 0)
    }
}
