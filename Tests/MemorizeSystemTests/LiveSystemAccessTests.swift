import Foundation
import Testing

@testable import MemorizeSystem

@Suite("The live door to the operating system")
struct LiveSystemAccessTests {
    private static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-live-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("tells a file, a missing path, a directory, a FIFO and an oversized file apart")
    func readFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
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
        #expect(LiveFiles.read(file.path, limit: 3) == .tooLarge(limit: 3))
        #expect(LiveFiles.read(file.path, limit: 6) == .bytes(Array("[1, 2]".utf8)))
    }

    @Test("writes a file whole, creating its directories, and replaces it whole")
    func writeAtomically() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a/b/scores.json").path

        #expect(SystemAccess.live.writeFileAtomically(path, Array("first".utf8)) == .written)
        #expect(SystemAccess.live.readFile(path) == .bytes(Array("first".utf8)))
        #expect(SystemAccess.live.writeFileAtomically(path, Array("second".utf8)) == .written)
        #expect(SystemAccess.live.readFile(path) == .bytes(Array("second".utf8)))
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("a/b").path)
        #expect(left == ["scores.json"], "no temporary file is left behind")
    }

    @Test("a write that cannot happen fails with a reason and leaves the old file")
    func failedWrite() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("file")
        try Data("keep".utf8).write(to: blocker)
        let result = SystemAccess.live.writeFileAtomically(blocker.appendingPathComponent("x").path, [1])
        guard case .failed(let reason) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(reason == "Not a directory")
        #expect(SystemAccess.live.readFile(blocker.path) == .bytes(Array("keep".utf8)))
    }

    @Test("reads the environment")
    func environment() {
        #expect(SystemAccess.live.environment("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(SystemAccess.live.environment("MEMORIZE_SURELY_UNSET_\(UUID().uuidString)") == nil)
        #expect(SystemAccess.live.isSet("PATH"))
    }
}
