import Foundation
import MemorizeTestSupport
import Testing

/// Runs the built `memorize` binary with standard input from /dev/null and both outputs piped.
enum BinaryRunner {
    struct Result {
        let status: Int32
        let output: [UInt8]
        let errors: [UInt8]
        var outputText: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: errors, as: UTF8.self) }
        /// Whether standard error holds a raw ESC byte that could drive the terminal.
        var errorsHoldEscape: Bool { errors.contains(0x1B) }
    }

    /// Runs `memorize` with `arguments` in `directory`, with an environment of only PATH, HOME and
    /// XDG_CONFIG_HOME so that no real user theme file can change the outcome.
    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:])
        async throws -> Result
    {
        let result = try await ChildProcess.run(
            Places.builtExecutable("memorize"), arguments, environment: environment(in: directory, extra),
            in: directory.path)
        #expect(result.signal == nil, "memorize died of signal \(result.signal ?? 0)")
        return Result(status: result.status, output: result.output, errors: result.errors)
    }

    /// Runs `script` with `sh` in `directory`, the binary in `$MEMORIZE`: the shell makes what a
    /// spawn cannot (redirections to /dev/full, a closed standard output).
    static func shell(_ script: String, in directory: URL) async throws -> Result {
        let result = try await ChildProcess.run(
            "/bin/sh", ["-c", script],
            environment: environment(in: directory, ["MEMORIZE": try Places.builtExecutable("memorize")]),
            in: directory.path)
        return Result(status: result.status, output: result.output, errors: result.errors)
    }

    private static func environment(in directory: URL, _ extra: [String: String]) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": directory.path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        ].merging(extra) { $1 }
    }
}
