import Foundation

/// A fresh temporary directory, removed with everything in it when the value goes away.
public final class TemporaryDirectory {
    public let url: URL
    public var path: String { url.path }

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A test may have taken its own write permission away to test a refusal.
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to `name` in the directory, creating folders on the way, and returns its path.
    @discardableResult
    public func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` in the directory and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }
}
