import Glibc
import MemorizeText

extension SystemAccess {
    /// The real process: its environment, files, terminals, standard streams, system randomness and
    /// network.
    package static let live = SystemAccess(
        // Values and paths keep bytes that are not UTF-8 (see `RawText`): a HOME with such a byte
        // still leads to the user's themes file.
        // The name through a stack buffer (`getenv(name)` would make an array of it); an ASCII value, as
        // most are, read as itself, with no copy and no check.
        environment: { name in
            name.withCString { getenv($0) }.map { value in
                let length = strlen(value)
                var index = 0
                while index < length, value[index] >= 0 { index += 1 }
                if index == length { return String(cString: value) }
                return RawText.decoding(UnsafeBufferPointer(start: value, count: length).map { UInt8(bitPattern: $0) })
            }
        },
        setEnvironment: { name, value in
            _ = setenv(name, value, 1)
        },
        readFile: { path in LiveFiles.read(FilePath(path), limit: LiveFiles.sizeLimit) },
        fileExists: { path in FilePath(path).withCString { access($0, F_OK) == 0 } },
        writeFileAtomically: { path, bytes in LiveFiles.writeAtomically(bytes, to: path) },
        withExclusiveLock: { lockPath, body in LiveFiles.withExclusiveLock(lockPath, body) },
        moveAside: { path in LiveFiles.moveAside(path) },
        setPermissions: { path, mode in
            path.withCString { chmod($0, mode_t(mode)) } == 0 ? .written : .failed(reason: LiveFiles.describe(errno))
        },
        standardInputIsTerminal: { isatty(STDIN_FILENO) == 1 },
        standardOutputIsTerminal: { isatty(STDOUT_FILENO) == 1 },
        writeOutput: { text in
            LiveFiles.writeStandard(Array(text.utf8), to: STDOUT_FILENO)
                ? .written : .failed(reason: LiveFiles.describe(errno))
        },
        writeError: { text in _ = LiveFiles.writeStandard(Array(text.utf8), to: STDERR_FILENO) },
        today: { LiveFiles.today() },
        utcToday: { LiveFiles.utcToday() },
        randomSeed: {
            var generator = SystemRandomNumberGenerator()
            return generator.next()
        },
        executablePath: { LiveFiles.executablePath() },
        network: .live
    )
}

extension SystemAccess {
    /// This access with the live lock, waiting up to `timeout` for another holder instead of
    /// `LiveFiles.lockTimeout`: for a helper that stands for many games ending at the same instant,
    /// where a short wait would report games as unsaved that a player would never see collide.
    package func waitingForLocks(upTo timeout: Duration) -> SystemAccess {
        var access = self
        access.withExclusiveLock = { lockPath, body in LiveFiles.withExclusiveLock(lockPath, timeout: timeout, body) }
        return access
    }
}

/// File and stream calls on Glibc, kept apart so every OS call of the program is in this file.
///
/// Every path reaches the system as a `FilePath`'s bytes.
enum LiveFiles {
    /// The running program's path, as the kernel links it; asked only when a run speaks a language
    /// other than English.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return RawText.decoding(buffer.prefix(length).map { UInt8(bitPattern: $0) })
    }

    /// A theme file is a few kilobytes; the limit stops `--themes-file /dev/zero` from eating memory.
    static let sizeLimit = 1 << 20

    static func read(_ path: FilePath, limit: Int) -> FileContents {
        // Non-blocking, so that opening a FIFO with no writer returns at once instead of hanging.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
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

        // Uninitialised: zeroing 64 KiB cost more than reading a small file, and a read touches only
        // the pages it fills.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { buffer.deallocate() }
        var contents: [UInt8] = []
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count == 0 { return .bytes(contents) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                return failure(code)
            }
            contents.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            if contents.count > limit { return .tooLarge(limit: limit) }
        }
    }

    /// How long `withExclusiveLock` waits for another process: a game holds the lock for the few
    /// milliseconds of one read and one write, so a longer wait means something is stuck (a process
    /// stopped while holding it). The game loop waits for this, so it is short: the game goes on at
    /// once, saying its score was not saved, rather than freeze the screen.
    static let lockTimeout = Duration.milliseconds(100)

    /// Holds `flock(LOCK_EX)` on `lockPath` while `body` runs.
    ///
    /// The lock is on a file of its own rather than on the file it guards, because that file is
    /// replaced by a rename: a lock on it would stay with the old copy. Whatever is already at
    /// `lockPath` is neither followed (a symbolic link) nor waited for (a FIFO): only a regular file
    /// is locked. The lock is polled without blocking, with pauses growing from 0.25 to 4 ms, so
    /// that a stuck holder costs at most `timeout` (Linux has no `flock` with a timeout); the
    /// kernel drops the lock if its holder dies, so no stale lock outlives a crash. Polling is not
    /// fair: a process that took the lock again the instant it let go could make another give up,
    /// which then reports that its game was not saved. Games end minutes apart, so that never
    /// happens in play.
    static func withExclusiveLock(_ lockPath: FilePath, timeout: Duration = lockTimeout, _ body: () -> Void)
        -> FileLockResult
    {
        if let problem = makeDirectories(lockPath.parent) { return .failed(reason: problem) }
        let descriptor = lockPath.withCString {
            open($0, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK, 0o600)
        }
        guard descriptor >= 0 else { return .failed(reason: describe(errno)) }
        // Closing the descriptor releases the lock, also on an early return.
        defer { close(descriptor) }
        guard isRegularFile(descriptor) else { return .failed(reason: SystemText.notRegularFile.text()) }

        let deadline = MonotonicTime.now() + timeout
        var pauseMicroseconds: UInt32 = 250
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { return .failed(reason: describe(code)) }
            guard MonotonicTime.now() < deadline else {
                return .failed(reason: SystemText.lockedFor.text("\(timeout)"))
            }
            usleep(pauseMicroseconds)
            pauseMicroseconds = min(pauseMicroseconds * 2, 4_000)
        }
        body()
        return .ran
    }

    /// Renames `path` to the first free `PATH.corrupt-N`. Checking for a free name and renaming are
    /// two steps, which is safe because callers hold the lock that guards the file (glibc's
    /// `renameat2(RENAME_NOREPLACE)`, which would make it one step, is not visible to Swift).
    static func moveAside(_ path: FilePath) -> FileMoveResult {
        for number in 1...1000 {
            let target = path.appending(".corrupt-\(number)")
            var status = stat()
            if target.withCString({ lstat($0, &status) }) == 0 { continue }
            guard errno == ENOENT else { return .failed(reason: describe(errno)) }
            let renamed = path.withCString { from in target.withCString { to in rename(from, to) } }
            guard renamed == 0 else { return .failed(reason: describe(errno)) }
            syncDirectory(target.parent)
            return .moved(to: target)
        }
        return .failed(reason: SystemText.allCorruptNamesTaken.text(path.text))
    }

    /// Today in the local time zone (the `TZ` variable, else /etc/localtime).
    static func today() -> CalendarDate? {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// Today in UTC, the same day for every player whatever their time zone (the daily deal).
    static func utcToday() -> CalendarDate? {
        var now = time(nil)
        var parts = tm()
        guard gmtime_r(&now, &parts) != nil else { return nil }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// Writes `bytes` to a temporary file beside `path`, flushes it to disk, then renames it over
    /// `path` and flushes the directory: the rename is atomic, so the old contents stay whole until
    /// the new ones are, and the new name survives a power cut.
    ///
    /// When `path` is a symbolic link, the file it points to is replaced (the temporary file goes
    /// beside that file), so the link stays a link. The temporary file is always a new one
    /// (`O_EXCL`): something already at its name (a FIFO, a link, another file) is never opened
    /// or followed; the next free name is used instead.
    static func writeAtomically(_ bytes: [UInt8], to path: FilePath) -> FileWriteResult {
        guard let target = resolvingLinks(path) else { return .failed(reason: describe(ELOOP)) }
        let directory = target.parent
        if let problem = makeDirectories(directory) { return .failed(reason: problem) }
        var temporary = target
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = target.appending(".tmp-\(getpid())" + (attempt == 0 ? "" : "-\(attempt)"))
            descriptor = temporary.withCString {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o600)
            }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return .failed(reason: describe(errno)) }
        var problem: String?
        if !isRegularFile(descriptor) {
            problem = SystemText.temporaryNotRegular.text()
        } else if !writeAll(bytes, to: descriptor) {
            problem = describe(errno)
        } else if fsync(descriptor) != 0 {
            problem = describe(errno)
        }
        close(descriptor)
        if problem == nil {
            let renamed = temporary.withCString { from in target.withCString { to in rename(from, to) } }
            if renamed != 0 { problem = describe(errno) }
        }
        if let problem {
            _ = temporary.withCString { unlink($0) }
            return .failed(reason: problem)
        }
        syncDirectory(directory)
        return .written
    }

    /// The file that `path` names once its symbolic links are followed (each relative to the
    /// directory of the link); `path` itself when it is not a link, also when it does not exist.
    /// Nil for a loop of links.
    static func resolvingLinks(_ path: FilePath) -> FilePath? {
        var current = path
        // The kernel's own limit for a path's links.
        for _ in 0..<40 {
            var status = stat()
            guard current.withCString({ lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = current.withCString { readlink($0, &buffer, buffer.count - 1) }
            guard count > 0 else { return current }
            let target = FilePath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) })
            current =
                target.isAbsolute || current.parent.bytes.isEmpty
                ? target : FilePath(bytes: current.parent.appendingComponent("").bytes + target.bytes)
        }
        return nil
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

    /// Writes all of `bytes` to a standard stream, as `writeAll`; a reader that went away (a pipe
    /// to `head`) fails the write with EPIPE instead of ending the process by SIGPIPE, so the caller
    /// says so and exits as for any other write error.
    ///
    /// SIGPIPE is blocked for the write, and the one the failed write raised is taken back before it
    /// is unblocked (the kernel sends it to the writing thread). Ignoring SIGPIPE for the whole run
    /// would be simpler but would also ignore a SIGPIPE sent with `kill`, which the grid's signal
    /// pipe answers by giving the terminal back and dying of it, as of any other deadly signal.
    static func writeStandard(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        let written = writeAll(bytes, to: descriptor)
        let code = errno
        // One blocked before (by a caller that handles it) is left for that caller.
        if !written, code == EPIPE, sigismember(&previous, SIGPIPE) == 0 {
            var noWait = timespec()
            while sigtimedwait(&pipeSignal, nil, &noWait) < 0, errno == EINTR {}
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        errno = code
        return written
    }

    /// Whether an open descriptor is a regular file.
    private static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Flushes a directory's entries to disk, so a rename in it survives a power cut. Best effort:
    /// some file systems refuse to sync a directory, and the file itself is whole either way.
    private static func syncDirectory(_ directory: FilePath) {
        let path = directory.bytes.isEmpty ? FilePath(".") : directory
        let descriptor = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// `mkdir -p` with mode 0700 for the parts that are missing; nil on success, else the problem.
    private static func makeDirectories(_ path: FilePath) -> String? {
        guard !path.bytes.isEmpty else { return nil }
        var prefix: [UInt8] = path.isAbsolute ? [] : Array(".".utf8)
        for part in path.bytes.split(separator: UInt8(ascii: "/")) {
            prefix += [UInt8(ascii: "/")] + part
            let directory = FilePath(bytes: prefix)
            if directory.withCString({ mkdir($0, 0o700) }) != 0, errno != EEXIST {
                return SystemText.cannotCreate.text(SafeText.escaped(directory.text), describe(errno))
            }
        }
        return nil
    }

    static func describe(_ code: Int32) -> String {
        SystemText.reason(code)
    }

    private static func failure(_ code: Int32) -> FileContents {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .directory
        case EACCES, EPERM: .unreadable(reason: SystemText.permissionDenied.text())
        default: .unreadable(reason: describe(code))
        }
    }
}
