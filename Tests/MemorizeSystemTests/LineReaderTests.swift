import Glibc
import MemorizeSystem
import Testing

@Suite("Reading standard input a line at a time")
struct LineReaderTests {
    /// A pipe holding `bytes`, its writing end closed when `close` is true; returns the reading end.
    private func pipe(holding bytes: [UInt8], close: Bool = true) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        #expect(Glibc.pipe(&ends) == 0)
        _ = bytes.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, bytes.count) }
        if close { Glibc.close(ends[1]) }
        return (ends[0], ends[1])
    }

    @Test("lines without their endings, a last line without one, then the end for ever")
    func lines() {
        let ends = pipe(holding: Array("1\r\nlook\n\nb2".utf8))
        defer { close(ends.read) }
        let reader = LineReader(descriptor: ends.read)
        #expect(reader.nextLine(timeout: nil) == .line("1"))
        #expect(reader.nextLine(timeout: nil) == .line("look"))
        #expect(reader.nextLine(timeout: nil) == .line(""))
        #expect(reader.nextLine(timeout: nil) == .line("b2"))
        #expect(reader.nextLine(timeout: nil) == .ended)
        #expect(reader.nextLine(timeout: .seconds(1)) == .ended)
    }

    @Test("waits no longer than the deadline while a line is unfinished")
    func timeout() {
        let ends = pipe(holding: Array("half".utf8), close: false)
        defer {
            close(ends.read)
            close(ends.write)
        }
        let reader = LineReader(descriptor: ends.read)
        let started = ContinuousClock.now
        #expect(reader.nextLine(timeout: .milliseconds(50)) == .timedOut)
        #expect(ContinuousClock.now - started < .seconds(5))
        _ = Array(" done\n".utf8).withUnsafeBytes { write(ends.write, $0.baseAddress, 6) }
        #expect(reader.nextLine(timeout: .seconds(5)) == .line("half done"))
    }

    @Test("a line far longer than any command is cut, not kept whole")
    func longLine() {
        let ends = pipe(holding: Array(String(repeating: "x", count: 10_000).utf8) + Array("\nq\n".utf8))
        defer { close(ends.read) }
        let reader = LineReader(descriptor: ends.read)
        guard case .line(let long) = reader.nextLine(timeout: nil) else {
            Issue.record("no line")
            return
        }
        #expect(long.count <= 4096)
        #expect(reader.nextLine(timeout: nil) == .line("q"))
    }

    @Test("input that cannot be read ends it with the reason; the ordinary end has none")
    func unreadable() throws {
        let directory = open("/", O_RDONLY | O_DIRECTORY)
        let writeOnly = open("/dev/null", O_WRONLY)
        defer {
            close(directory)
            close(writeOnly)
        }
        for (descriptor, reason) in [(directory, "Is a directory"), (writeOnly, "Bad file descriptor")] {
            let reader = LineReader(descriptor: descriptor)
            #expect(reader.nextLine(timeout: .seconds(5)) == .ended)
            #expect(reader.failure == reason)
        }
        let ends = pipe(holding: Array("q\n".utf8))
        defer { close(ends.read) }
        let reader = LineReader(descriptor: ends.read)
        #expect(reader.nextLine(timeout: nil) == .line("q"))
        #expect(reader.nextLine(timeout: nil) == .ended)
        #expect(reader.failure == nil)
    }

    @Test("a lone \\r ends a line as a raw terminal's Enter sends it, and \\r\\n split between reads is one end")
    func carriageReturns() {
        let ends = pipe(holding: Array("1\rl\r\r\nb2\r".utf8), close: false)
        defer { close(ends.read) }
        let reader = LineReader(descriptor: ends.read)
        #expect(reader.nextLine(timeout: .seconds(5)) == .line("1"))
        #expect(reader.nextLine(timeout: .seconds(5)) == .line("l"))
        #expect(reader.nextLine(timeout: .seconds(5)) == .line(""))
        #expect(reader.nextLine(timeout: .seconds(5)) == .line("b2"))
        // The rest of that last `\r\n` comes with the next write: it ends nothing.
        _ = Array("\nq\r".utf8).withUnsafeBytes { write(ends.write, $0.baseAddress, 3) }
        close(ends.write)
        #expect(reader.nextLine(timeout: .seconds(5)) == .line("q"))
        #expect(reader.nextLine(timeout: .seconds(5)) == .ended)
    }
}
