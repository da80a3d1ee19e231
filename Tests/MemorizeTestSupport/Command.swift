import Foundation

/// A program run to completion with its outputs as text: a shell, groff, man, swift, a built tool.
public enum Command {
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String
    }

    /// Whether a program is installed, looked up in PATH and the usual system folders.
    public static func isInstalled(_ name: String) -> Bool {
        Places.isInstalled(name)
    }

    /// Runs `program` (a name in PATH or a path) with `arguments` in the test's own environment,
    /// standard input from /dev/null unless `input` is given.
    ///
    /// - Parameters:
    ///   - environment: Variables to set or (with nil) remove, on top of the test's own environment.
    ///   - directory: The working directory, or the test's own.
    ///   - timeout: After this the program is killed and the call throws.
    public static func run(
        _ program: String, _ arguments: [String], environment: [String: String?] = [:], in directory: URL? = nil,
        input: String? = nil, timeout: Duration? = .seconds(120)
    ) async throws -> Result {
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        let result = try await ChildProcess.run(
            program, arguments, environment: merged, in: directory?.path, input: input.map { Array($0.utf8) },
            timeout: timeout)
        return Result(status: result.status, output: result.outputText, errors: result.errorText)
    }
}
