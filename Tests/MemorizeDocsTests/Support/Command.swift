import Foundation
import Testing

/// A program run to completion with its outputs captured: a shell, groff, man, or a built tool.
struct Command {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Whether a program is installed, looked up in PATH and the usual system folders.
    static func isInstalled(_ name: String) -> Bool {
        path(of: name) != nil
    }

    /// The full path of a program, or nil.
    static func path(of name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/sbin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `program` (a name in PATH or a path) with `arguments`, standard input from /dev/null
    /// unless `input` is given.
    ///
    /// - Parameters:
    ///   - environment: Variables to set or (with nil) remove, on top of the test's own environment.
    ///   - directory: The working directory, or the test's own.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String?] = [:], in directory: URL? = nil,
        input: String? = nil
    ) throws -> Result {
        let executable = program.contains("/") ? program : try #require(path(of: program), "\(program) not found")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes at once: a long output on one must not block the child writing the other.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }
}

/// Places the tests need: the repository and the executables `swift test` built.
enum Paths {
    /// The repository root, found from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// An executable `swift test` built next to the test bundle (`memorize`, `memorize-docs`).
    ///
    /// On Linux the test bundle is the running executable, so `/proc/self/exe` leads to the build folder.
    static func builtExecutable(_ name: String) throws -> String {
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let path = URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent(name).path
        try #require(
            FileManager.default.isExecutableFile(atPath: path), "\(name) is not built; run swift build or swift test")
        return path
    }
}

/// A fresh temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-docs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    /// Writes `text` to `name` in the directory, creating folders on the way, and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
