import Foundation

/// Where the tests find the repository, the executables SwiftPM built, and installed programs.
public enum Places {
    /// The repository root, found from this file's place in it (Tests/MemorizeTestSupport/).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the running test bundle, where SwiftPM also puts the package's executables.
    ///
    /// On Linux the test bundle is the running executable, so `/proc/self/exe` leads there.
    public static let buildFolder: URL? = {
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: exe).deletingLastPathComponent()
    }()

    /// The path of an executable of this package (`memorize`, `memorize-docs`, ...) built beside the tests.
    public static func builtExecutable(_ name: String) throws -> String {
        guard let path = buildFolder?.appendingPathComponent(name).path,
            FileManager.default.isExecutableFile(atPath: path)
        else { throw MissingProgram(name: name, hint: "build it with `swift build --build-tests` or `swift test`") }
        return path
    }

    /// The full path of an installed program, looked up in PATH and the usual system folders, or nil.
    public static func installed(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/sbin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a program is installed; tests that need a missing one are skipped.
    public static func isInstalled(_ name: String) -> Bool {
        installed(name) != nil
    }
}

/// A program a test needs is not there.
public struct MissingProgram: Error, CustomStringConvertible {
    public let name: String
    public let hint: String
    public var description: String { "\(name) not found: \(hint)" }
}
