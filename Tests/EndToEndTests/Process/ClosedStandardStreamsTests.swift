import Foundation
import MemorizeTestSupport
import Testing

/// The built binary started with standard descriptors closed, or writing to a pipe nobody reads:
/// it ends with a status and a line, never by SIGPIPE, and no socket takes a standard descriptor.
@Suite("The memorize binary with closed standard streams and a broken pipe")
struct ClosedStandardStreamsTests {
    static func shell(_ script: String) async throws -> BinaryRunner.Result {
        let directory = try TemporaryDirectory()
        return try await BinaryRunner.shell(script, in: directory.url)
    }

    @Test(
        "a closed standard output is still a write error (74 and one line), not a crash",
        arguments: ["--version", "--list-themes"])
    func closedOutput(option: String) async throws {
        let result = try await Self.shell("\"$MEMORIZE\" \(option) >&-")
        // /dev/null opened writable in its place would pass for success (0), with nothing written.
        #expect(result.status == 74)
        #expect(result.errorText == "memorize: cannot write to standard output: Bad file descriptor\n")
    }

    @Test("all three standard descriptors closed: the same status, and no signal")
    func allClosed() async throws {
        let result = try await Self.shell("\"$MEMORIZE\" --version <&- >&- 2>&-; echo \"status $?\" >&2")
        #expect(result.errorText == "status 74\n")
    }

    @Test(
        "a pipe whose reader is gone is a write error (74, Broken pipe), not death by SIGPIPE",
        arguments: ["--list-themes", "--plain --seed 1"])
    func readerGone(arguments: String) async throws {
        // Descriptor 5 is a FIFO's only write end, its only reader closed before memorize starts: the
        // first write fails at once, and raises SIGPIPE.
        let script = """
            mkfifo gone
            exec 4<>gone 5>gone 4<&-
            "$MEMORIZE" \(arguments) </dev/null >&5
            echo "status $?" >&2
            """
        let result = try await Self.shell(script)
        #expect(result.errorText == "memorize: cannot write to standard output: Broken pipe\nstatus 74\n")
    }

    @Test("a host started with its output closed keeps /dev/null on descriptor 1, not its listening socket")
    func hostWithClosedOutput() async throws {
        // The host listens, then waits for a guest; once the game runs (the forked shell has become it),
        // its descriptor 1 is open and a socket shows, descriptor 1 is looked at. (A process that died
        // is gone from /proc, and the wait with it. The shell, and the game for the moment after its
        // exec, may hold a socket the test runner left them: that alone says nothing of the game. A
        // game that never opened descriptor 1 again waits the ten seconds out, and fails.)
        let script = """
            game=$(readlink -f "$MEMORIZE")
            mkfifo input
            "$MEMORIZE" --host 0 --plain <input >&- 2>/dev/null &
            pid=$!
            # Its input stays open (the end of input would end its wait), with nothing in it.
            exec 3>input
            i=0
            while [ $i -lt 1000 ] && [ -d /proc/$pid ] && ! { [ "$(readlink /proc/$pid/exe)" = "$game" ] \\
                && [ -e /proc/$pid/fd/1 ] && ls -l /proc/$pid/fd 2>/dev/null | grep -q 'socket:'; }; do
                sleep 0.01
                i=$((i + 1))
            done
            # Read a few times: about one run in ten read nothing there once, or a library the loader
            # had open (left for a later look); the listening socket would stay there for good.
            j=0
            descriptor=$(readlink /proc/$pid/fd/1)
            while [ "$descriptor" != /dev/null ] && [ $j -lt 20 ]; do
                sleep 0.05
                descriptor=$(readlink /proc/$pid/fd/1)
                j=$((j + 1))
            done
            echo "descriptor 1: $descriptor"
            kill $pid 2>/dev/null
            wait $pid
            echo "status $?"
            """
        let result = try await Self.shell(script)
        let lines = result.outputText.split(separator: "\n")
        #expect(lines.first == "descriptor 1: /dev/null")
        #expect(lines.last == "status 143", "alive until the test's SIGTERM, not dead of SIGPIPE (141)")
    }
}
