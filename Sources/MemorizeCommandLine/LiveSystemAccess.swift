import Glibc

extension SystemAccess {
    /// The real process: its environment, files, terminals, standard streams and system randomness.
    public static let live = SystemAccess(
        environment: { name in getenv(name).map { String(cString: $0) } },
        readFile: { path in LiveFiles.read(path, limit: LiveFiles.sizeLimit) },
        standardInputIsTerminal: { isatty(STDIN_FILENO) == 1 },
        standardOutputIsTerminal: { isatty(STDOUT_FILENO) == 1 },
        writeOutput: { text in LiveFiles.write(text, to: STDOUT_FILENO) },
        writeError: { text in LiveFiles.write(text, to: STDERR_FILENO) },
        randomSeed: {
            var generator = SystemRandomNumberGenerator()
            return generator.next()
        }
    )
}

/// File and stream calls on Glibc, kept apart so every OS call of the command line is in this file.
enum LiveFiles {
    /// A theme file is a few kilobytes; the limit stops `--themes-file /dev/zero` from eating memory.
    static let sizeLimit = 1 << 20

    static func read(_ path: String, limit: Int) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(errno) }
        defer { close(descriptor) }

        // Linux opens a directory read-only without complaint; only fstat or read tells.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return .directory }

        var contents: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .bytes(contents) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                return failure(code)
            }
            contents.append(contentsOf: buffer[0..<count])
            if contents.count > limit { return .tooLarge(limit: limit) }
        }
    }

    /// Writes all of `text`, retrying short writes; a closed stream is not worth a crash or a message.
    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    private static func failure(_ code: Int32) -> FileContents {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .directory
        case EACCES, EPERM: .unreadable(reason: "permission denied")
        default: .unreadable(reason: strerror(code).map { String(cString: $0) } ?? "error \(code)")
        }
    }
}
