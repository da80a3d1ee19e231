import Foundation
import MemorizeTestSupport
import Testing

@Suite("Programs run from a test")
struct ChildProcessTests {
    @Test("the exit status and both outputs come back, however long the outputs are")
    func statusAndOutputs() async throws {
        // Far more than a pipe holds (64 KiB), on both outputs: reading one after the other would hang.
        let result = try await ChildProcess.run(
            "/bin/sh", ["-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.signal == nil)
        #expect(result.output.count == 300_000)
        #expect(result.errors.count == 200_000)
    }

    @Test("standard input gets the input, whole")
    func input() async throws {
        let text = String(repeating: "memorize\n", count: 20_000)
        let result = try await ChildProcess.run("cat", [], input: Array(text.utf8))
        #expect(result.outputText == text)
    }

    @Test("a program ended by a signal reports it, and 128 + it as its status")
    func signal() async throws {
        let result = try await ChildProcess.run("/bin/sh", ["-c", "kill -TERM $$"])
        #expect(result.signal == SIGTERM)
        #expect(result.status == 128 + SIGTERM)
    }

    @Test("the working directory and the environment are the ones given")
    func directoryAndEnvironment() async throws {
        let directory = try TemporaryDirectory()
        let result = try await ChildProcess.run(
            "/bin/sh", ["-c", "pwd; echo \"$ONLY\""], environment: ["ONLY": "this"], in: directory.path)
        #expect(result.outputText == "\(directory.url.resolvingSymlinksInPath().path)\nthis\n")
    }

    @Test("a program that outlives its timeout is killed, and the call throws")
    func timeout() async throws {
        // Without the kill, the call would return the sleep's status after 30 s instead of throwing.
        await #expect(throws: ProcessFailure.self) {
            try await ChildProcess.run("/bin/sh", ["-c", "sleep 30"], timeout: .milliseconds(300))
        }
    }

    @Test("programs that wait hold no thread of the test pool: more of them run at once than there are cores")
    func concurrency() async throws {
        // The pool has one thread per core, so if a wait held its thread, no more than that many
        // programs could be running at any moment. Each program prints when it starts and ends;
        // wall time is not measured, since other tests keep the pool busy.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let spans = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for _ in 0..<(2 * cores + 2) {
                group.addTask {
                    let result = try await ChildProcess.run("/bin/sh", ["-c", "date +%s%N; sleep 1; date +%s%N"])
                    let times = result.outputText.split(separator: "\n").compactMap { Int($0) }
                    return (times.first ?? 0, times.last ?? 0)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let mostAtOnce = spans.map { span in spans.filter { $0.0 <= span.0 && span.0 < $0.1 }.count }.max() ?? 0
        #expect(mostAtOnce > cores, "at most \(mostAtOnce) programs ran at once on \(cores) cores")
    }

    @Test("a program that is not installed is a MissingProgram error")
    func missing() async {
        await #expect(throws: MissingProgram.self) {
            try await ChildProcess.run("memorize-no-such-program", [])
        }
        #expect(throws: MissingProgram.self) { try Places.builtExecutable("memorize-no-such-program") }
    }
}

@Suite("Test clock and temporary directories")
struct TestSupportTests {
    @Test("the clock moves only when told")
    func clock() {
        let clock = TestClock(now: .seconds(5))
        #expect(clock.now == .seconds(5))
        clock.advance(by: .milliseconds(250))
        #expect(clock.now == .milliseconds(5_250))
    }

    @Test("a temporary directory goes with everything in it, even after it was made read-only")
    func temporaryDirectory() throws {
        var path = ""
        do {
            let directory = try TemporaryDirectory()
            path = directory.path
            try directory.write("x", to: "a/b.txt")
            #expect(try String(contentsOfFile: path + "/a/b.txt", encoding: .utf8) == "x")
            chmod(path, 0o500)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
