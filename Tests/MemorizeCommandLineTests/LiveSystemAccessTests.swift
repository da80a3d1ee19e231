import Foundation
import Testing

@testable import MemorizeCommandLine

@Suite("The live file reader")
struct LiveSystemAccessTests {
    @Test("tells a file, a missing path, a directory and an oversized file apart")
    func readFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-live-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("t.json")
        try Data("[1, 2]".utf8).write(to: file)

        #expect(SystemAccess.live.readFile(file.path) == .bytes(Array("[1, 2]".utf8)))
        #expect(SystemAccess.live.readFile(directory.appendingPathComponent("none").path) == .missing)
        #expect(SystemAccess.live.readFile(file.appendingPathComponent("below").path) == .missing)
        #expect(SystemAccess.live.readFile(directory.path) == .directory)
        #expect(LiveFiles.read(file.path, limit: 3) == .tooLarge(limit: 3))
        #expect(LiveFiles.read(file.path, limit: 6) == .bytes(Array("[1, 2]".utf8)))
        #expect(LiveFiles.read("/dev/zero", limit: 100_000) == .tooLarge(limit: 100_000))
    }

    @Test("reads the environment")
    func environment() {
        #expect(SystemAccess.live.environment("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(SystemAccess.live.environment("MEMORIZE_SURELY_UNSET_\(UUID().uuidString)") == nil)
    }
}
