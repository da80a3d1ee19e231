import Glibc
import ScreenKit

extension SystemAccess {
    /// The real process: its environment, files, terminals, standard streams and system randomness.
    public static let live = SystemAccess(
        // Values and paths keep bytes that are not UTF-8 (see `RawText`): a HOME with such a byte
        // still leads to the user's themes file.
        environment: { name in
            getenv(name).map { value in
                RawText.decoding(UnsafeBufferPointer(start: value, count: strlen(value)).map { UInt8(bitPattern: $0) })
            }
        },
        readFile: { path in LiveFiles.read(path, limit: LiveFiles.sizeLimit) },
        writeFileAtomically: { path, bytes in LiveFiles.writeAtomically(bytes, to: path) },
        withExclusiveLock: { lockPath, body in LiveFiles.withExclusiveLock(lockPath, body) },
        moveAside: { path in LiveFiles.moveAside(path) },
        standardInputIsTerminal: { isatty(STDIN_FILENO) == 1 },
        standardOutputIsTerminal: { isatty(STDOUT_FILENO) == 1 },
        writeOutput: { text in
            LiveFiles.writeAll(Array(text.utf8), to: STDOUT_FILENO)
                ? .written : .failed(reason: LiveFiles.describe(errno))
        },
        writeError: { text in _ = LiveFiles.writeAll(Array(text.utf8), to: STDERR_FILENO) },
        today: { LiveFiles.today() },
        randomSeed: {
            var generator = SystemRandomNumberGenerator()
            return generator.next()
        }
    )
}

/// File and stream calls on Glibc, kept apart so every OS call of the program is in this file.
enum LiveFiles {
    /// A theme file is a few kilobytes; the limit stops `--themes-file /dev/zero` from eating memory.
    static let sizeLimit = 1 << 20

    static func read(_ path: String, limit: Int) -> FileContents {
        // Non-blocking, so that opening a FIFO with no writer returns at once instead of hanging.
        let descriptor = open(cPath(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return failure(errno) }
        defer { close(descriptor) }

        // Linux opens a directory read-only without complaint; only fstat or read tells.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return failure(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .directory
        default: return .notARegularFile
        }

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

    /// How long `withExclusiveLock` waits for another process: a game holds the lock for the few
    /// milliseconds of one read and one write, so a longer wait means something is stuck (a process
    /// stopped while holding it), and the game should go on without saving rather than hang.
    static let lockTimeout = Duration.seconds(5)

    /// Holds `flock(LOCK_EX)` on `lockPath` while `body` runs.
    ///
    /// The lock is on a file of its own rather than on the file it guards, because that file is
    /// replaced by a rename: a lock on it would stay with the old copy. The lock is polled without
    /// blocking, with pauses growing from 0.25 to 4 ms, so that a stuck holder costs at most
    /// `timeout` (Linux has no `flock` with a timeout); the kernel drops the lock if its holder dies,
    /// so no stale lock outlives a crash. Polling is not fair: a process that took the lock again
    /// the instant it let go, for seconds on end, could make another give up, which then reports
    /// that its game was not saved. Games end minutes apart, so that never happens in play.
    static func withExclusiveLock(_ lockPath: String, timeout: Duration = lockTimeout, _ body: () -> Void)
        -> FileLockResult
    {
        let directory = parentDirectory(of: lockPath)
        if !directory.isEmpty, let problem = makeDirectories(directory) { return .failed(reason: problem) }
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
        guard descriptor >= 0 else { return .failed(reason: describe(errno)) }
        // Closing the descriptor releases the lock, also on an early return.
        defer { close(descriptor) }

        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var pauseMicroseconds: UInt32 = 250
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { return .failed(reason: describe(code)) }
            guard clock.now < deadline else { return .failed(reason: "another process kept it locked for \(timeout)") }
            usleep(pauseMicroseconds)
            pauseMicroseconds = min(pauseMicroseconds * 2, 4_000)
        }
        body()
        return .ran
    }

    /// Renames `path` to the first free `PATH.corrupt-N`. Checking for a free name and renaming are
    /// two steps, which is safe because callers hold the lock that guards the file (glibc's
    /// `renameat2(RENAME_NOREPLACE)`, which would make it one step, is not visible to Swift).
    static func moveAside(_ path: String) -> FileMoveResult {
        for number in 1...1000 {
            let target = "\(path).corrupt-\(number)"
            var status = stat()
            if lstat(target, &status) == 0 { continue }
            guard errno == ENOENT else { return .failed(reason: describe(errno)) }
            guard rename(path, target) == 0 else { return .failed(reason: describe(errno)) }
            return .moved(to: target)
        }
        return .failed(reason: "\(path).corrupt-1 to -1000 all exist")
    }

    /// Today in the local time zone (the `TZ` variable, else /etc/localtime).
    static func today() -> CalendarDate? {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// Writes `bytes` to a temporary file beside `path`, flushes it to disk, then renames it over
    /// `path`: the rename is atomic, so the old contents stay whole until the new ones are.
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> FileWriteResult {
        let directory = parentDirectory(of: path)
        if !directory.isEmpty, let problem = makeDirectories(directory) { return .failed(reason: problem) }
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(cPath(temporary), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .failed(reason: describe(errno)) }
        var problem: String?
        if !writeAll(bytes, to: descriptor) {
            problem = describe(errno)
        } else if fsync(descriptor) != 0 {
            problem = describe(errno)
        }
        close(descriptor)
        if problem == nil, rename(cPath(temporary), cPath(path)) != 0 { problem = describe(errno) }
        if let problem {
            unlink(cPath(temporary))
            return .failed(reason: problem)
        }
        return .written
    }

    /// Writes all of `bytes`, retrying short writes; false (with `errno` set) when a write failed.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    if written == 0 { errno = EIO }
                    return false
                }
            }
            return true
        }
    }

    /// The directory part of a path: everything before the last slash, or "" when there is none.
    private static func parentDirectory(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// `mkdir -p` with mode 0700 for the parts that are missing; nil on success, else the problem.
    private static func makeDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(cPath(prefix), 0o700) != 0, errno != EEXIST {
                return "cannot create \(SafeText.escaped(prefix)): \(describe(errno))"
            }
        }
        return nil
    }

    /// The NUL-terminated bytes of a path, as the system calls take them (see `RawText`).
    static func cPath(_ path: String) -> [CChar] {
        RawText.bytes(of: path).map { CChar(bitPattern: $0) } + [0]
    }

    static func describe(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    private static func failure(_ code: Int32) -> FileContents {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .directory
        case EACCES, EPERM: .unreadable(reason: "permission denied")
        default: .unreadable(reason: describe(code))
        }
    }
}
