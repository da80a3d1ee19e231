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
    ///
    /// The file is opened close-on-exec, which `Data.write` does not do: a descriptor open for writing
    /// is inherited by any child another test spawns meanwhile, for that child's whole life (a
    /// release build runs a minute), and running the file written, as `FakeToolchain`'s stand-ins
    /// are run, then fails with "Text file busy".
    @discardableResult
    public func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` in the directory and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }
}
