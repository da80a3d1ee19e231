import Foundation
import MemorizeTestSupport
import Testing

/// Plain mode whose output cannot be written or whose input cannot be read (issue 28): one line and
/// exit status 74, as the other commands end, never a silent 0 or a game played to nobody.
@Suite("Plain mode on outputs and inputs that fail")
struct PlainStreamFailureTests {
    /// Runs `script` with `sh`, the binary in `$MEMORIZE`; `timeout` turns a run that never ends into
    /// status 124 instead of a stuck test.
    static func shell(_ script: String) async throws -> BinaryRunner.Result {
        let directory = try TemporaryDirectory()
        return try await BinaryRunner.shell(script, in: directory.url)
    }

    @Test(
        "output that cannot be written ends the game with 74 and one line",
        arguments: [
            ("printf '1\\n' | timeout 20 \"$MEMORIZE\" --plain --seed 1 >/dev/full", "No space left on device"),
            ("printf '1\\n' | timeout 20 \"$MEMORIZE\" --plain --seed 1 >&-", "Bad file descriptor"),
            // An endless input must not keep a game going that nobody can see.
            ("yes 1 | timeout 20 \"$MEMORIZE\" --plain --seed 1 >/dev/full", "No space left on device"),
        ])
    func output(script: String, reason: String) async throws {
        let result = try await Self.shell(script)
        #expect(result.status == 74)
        #expect(result.errorText == "memorize: cannot write to standard output: \(reason)\n")
    }

    @Test("with SIGPIPE ignored and the reader gone, the game ends at once with 74")
    func readerGone() async throws {
        let script = """
            trap '' PIPE
            yes 1 | { timeout 20 "$MEMORIZE" --plain --seed 1; echo "status $?" >&2; } | head -1 >/dev/null
            """
        let result = try await Self.shell(script)
        // `yes` says its own goodbye once the game is gone; it is not the game's.
        let lines = result.errorText.split(separator: "\n").filter { !$0.hasPrefix("yes:") }
        #expect(lines == ["memorize: cannot write to standard output: Broken pipe", "status 74"])
    }

    // Plain mode's signals end the run through its loop (issue 42): a loop stuck in a write must not
    // keep a dying game alive.
    @Test("a signal ends a game stuck writing to an output nobody reads, by that signal")
    func signalWhileStuck() async throws {
        let script = """
            mkfifo out
            yes l | "$MEMORIZE" --plain --seed 1 > out &
            game=$!
            exec 3< out
            sleep 0.5
            kill -TERM "$game"
            tries=0
            while kill -0 "$game" 2>/dev/null; do
                tries=$((tries + 1))
                if [ "$tries" -gt 100 ]; then kill -KILL "$game"; echo "still running"; break; fi
                sleep 0.05
            done
            wait "$game"
            echo "status $?"
            """
        let result = try await Self.shell(script)
        #expect(result.outputText == "status \(128 + SIGTERM)\n")
    }

    @Test(
        "input that cannot be read ends the game with 74 and one line, not as the end of input",
        arguments: [
            ("\"$MEMORIZE\" --plain --seed 1 < . >/dev/null", "Is a directory"),
            ("\"$MEMORIZE\" --plain --seed 1 0>>input >/dev/null", "Bad file descriptor"),
            ("\"$MEMORIZE\" --plain --seed 1 <&- >/dev/null", "Bad file descriptor"),
        ])
    func input(script: String, reason: String) async throws {
        let result = try await Self.shell(script)
        #expect(result.status == 74)
        #expect(result.errorText == "memorize: cannot read standard input: \(reason)\n")
    }

    @Test("the ordinary end of input still ends with 0 and says nothing")
    func endOfInput() async throws {
        let result = try await Self.shell("\"$MEMORIZE\" --plain --seed 1 </dev/null >/dev/null")
        #expect(result.status == 0)
        #expect(result.errorText == "")
    }
}
