import Foundation
import Testing

/// Runs the built `memorize` binary with standard input from /dev/null and both outputs piped.
enum BinaryRunner {
    struct Result {
        let status: Int32
        let output: Data
        let errors: Data
        var outputText: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: errors, as: UTF8.self) }
        /// Whether standard error holds a raw ESC byte that could drive the terminal.
        var errorsHoldEscape: Bool { errors.contains(0x1B) }
    }

    /// The `memorize` executable `swift test` built next to the test bundle, or `nil`.
    ///
    /// SwiftPM puts executables and the test bundle in one build directory (`.build/debug`), and on
    /// Linux the test bundle is the running executable, so `/proc/self/exe` leads there.
    static let binary: URL? = {
        var directories: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return
            directories
            .map { $0.appendingPathComponent("memorize") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `memorize` with `arguments` in `directory`, with an environment of only PATH, HOME and
    /// XDG_CONFIG_HOME so that no real user theme file can change the outcome.
    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:]) throws
        -> Result
    {
        let binary = try #require(
            binary, "the memorize binary is not next to the test bundle; build it with `swift build` or `swift test`")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": directory.path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        ]
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Outputs are a few kilobytes, well under a pipe's buffer, so reading one after the other
        // cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "memorize died of a signal: \(process.terminationStatus)")
        return Result(status: process.terminationStatus, output: outputData, errors: errorData)
    }
}

/// A fresh temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to `name` in the directory (creating folders on the way) and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }
}
