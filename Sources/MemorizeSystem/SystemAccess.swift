import MemorizeText

/// The only door from the program to the operating system, so tests can stand in for it.
///
/// The command line and the game loop read the environment, files and terminals, write files and
/// messages, and open sockets (`network`) only through these closures; `SystemAccess.live` is the
/// real thing.
package struct SystemAccess: Sendable {
    /// The value of an environment variable, or `nil` when it is not set.
    package var environment: @Sendable (_ name: String) -> String?
    /// Sets an environment variable for this process and what it starts (the terminal's size for
    /// ncurses, which reads `LINES` and `COLUMNS`).
    package var setEnvironment: @Sendable (_ name: String, _ value: String) -> Void
    /// The contents of the file at a path (relative paths are relative to the current directory).
    ///
    /// The path is text as `RawText` keeps it (the command line's paths are), turned back into its
    /// exact bytes before it reaches the system.
    package var readFile: @Sendable (_ path: String) -> FileContents
    /// Whether anything is at `path`: a cheaper question than reading it, asked before the first frame.
    package var fileExists: @Sendable (_ path: String) -> Bool
    /// Replaces the file at a path with `bytes` all at once, creating missing parent directories, so
    /// a reader (or a crash half-way) never sees half a file. A symbolic link stays a link: the file
    /// it points to is replaced.
    package var writeFileAtomically: @Sendable (_ path: FilePath, _ bytes: [UInt8]) -> FileWriteResult
    /// Runs `body` while holding an exclusive lock on the file at `lockPath` (created empty, with its
    /// missing parent directories, when it does not exist), so that processes doing the same take
    /// turns; gives up with a reason when the lock cannot be had (at once, or after a short wait
    /// for another holder), and then `body` does not run.
    package var withExclusiveLock: @Sendable (_ lockPath: FilePath, _ body: () -> Void) -> FileLockResult
    /// Renames the file at a path to the first free name `PATH.corrupt-1`, `PATH.corrupt-2`, … beside
    /// it, keeping a file the program cannot use for a person to look at. Callers hold the lock that
    /// guards the file, so two processes cannot pick the same name.
    package var moveAside: @Sendable (_ path: FilePath) -> FileMoveResult
    /// Sets the permission bits of the file at a path (`0o644`: everyone may read it), and says
    /// whether it could.
    package var setPermissions: @Sendable (_ path: FilePath, _ mode: UInt32) -> FileWriteResult
    /// Whether standard input is a terminal.
    package var standardInputIsTerminal: @Sendable () -> Bool
    /// Whether standard output is a terminal.
    package var standardOutputIsTerminal: @Sendable () -> Bool
    /// Writes text to standard output as it is, and says whether all of it was written (a full
    /// disk or a closed descriptor must not pass for success).
    package var writeOutput: @Sendable (_ text: String) -> FileWriteResult
    /// Writes text to standard error as it is.
    package var writeError: @Sendable (_ text: String) -> Void
    /// Today's date in the local time zone, or nil when there is no calendar to ask.
    package var today: @Sendable () -> CalendarDate?
    /// Today's date in UTC (the daily deal's day, the same for every player), or nil when unknown.
    package var utcToday: @Sendable () -> CalendarDate?
    /// A fresh random seed, used when `--seed` is absent.
    package var randomSeed: @Sendable () -> UInt64
    /// The path of the running program (`/proc/self/exe`), or nil when unknown: its translations are
    /// found beside it.
    package var executablePath: @Sendable () -> String?
    /// Sockets and name lookups, for a table across terminals.
    package var network: NetworkAccess

    /// Creates an access from its parts; tests pass fakes.
    ///
    /// Every part a test may not need has a default that fails politely (or, for `today`, knows no date).
    package init(
        environment: @escaping @Sendable (_ name: String) -> String?,
        setEnvironment: @escaping @Sendable (_ name: String, _ value: String) -> Void = { _, _ in },
        readFile: @escaping @Sendable (_ path: String) -> FileContents,
        fileExists: (@Sendable (_ path: String) -> Bool)? = nil,
        writeFileAtomically: @escaping @Sendable (_ path: FilePath, _ bytes: [UInt8]) -> FileWriteResult = { _, _ in
            .failed(reason: "writing files is not available")
        },
        withExclusiveLock: @escaping @Sendable (_ lockPath: FilePath, _ body: () -> Void) -> FileLockResult = { _, _ in
            .failed(reason: "file locks are not available")
        },
        moveAside: @escaping @Sendable (_ path: FilePath) -> FileMoveResult = { _ in
            .failed(reason: "moving files is not available")
        },
        setPermissions: @escaping @Sendable (_ path: FilePath, _ mode: UInt32) -> FileWriteResult = { _, _ in
            .failed(reason: "changing permissions is not available")
        },
        standardInputIsTerminal: @escaping @Sendable () -> Bool,
        standardOutputIsTerminal: @escaping @Sendable () -> Bool,
        writeOutput: @escaping @Sendable (_ text: String) -> FileWriteResult,
        writeError: @escaping @Sendable (_ text: String) -> Void,
        today: @escaping @Sendable () -> CalendarDate? = { nil },
        utcToday: @escaping @Sendable () -> CalendarDate? = { nil },
        randomSeed: @escaping @Sendable () -> UInt64,
        executablePath: @escaping @Sendable () -> String? = { nil },
        network: NetworkAccess = .unavailable
    ) {
        self.environment = environment
        self.setEnvironment = setEnvironment
        self.readFile = readFile
        // A fake file system answers from its files unless it says otherwise.
        self.fileExists = fileExists ?? { path in readFile(path) != .missing }
        self.writeFileAtomically = writeFileAtomically
        self.withExclusiveLock = withExclusiveLock
        self.moveAside = moveAside
        self.setPermissions = setPermissions
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.today = today
        self.utcToday = utcToday
        self.randomSeed = randomSeed
        self.executablePath = executablePath
        self.network = network
    }

    /// Runs `body` under the exclusive lock of `lockPath` and returns what it returned, or the reason
    /// the lock could not be had (and then `body` did not run).
    package func whileLocked<Value>(_ lockPath: FilePath, _ body: () -> Value) -> Result<Value, FileLockFailure> {
        var value: Value?
        let result = withExclusiveLock(lockPath) { value = body() }
        switch result {
        case .ran:
            guard let value else { return .failure(FileLockFailure(reason: "the locked work did not run")) }
            return .success(value)
        case .failed(let reason):
            return .failure(FileLockFailure(reason: reason))
        }
    }

    /// Whether an environment variable is set to something (the `NO_COLOR` convention: empty is unset).
    package func isSet(_ name: String) -> Bool {
        !(environment(name) ?? "").isEmpty
    }
}

/// The outcome of reading a file, with the failures a message must tell apart.
package enum FileContents: Equatable, Sendable {
    /// The whole file.
    case bytes([UInt8])
    /// Nothing exists at the path.
    case missing
    /// The path names a directory.
    case directory
    /// The path names something other than a regular file or a directory: a FIFO, a device, a socket.
    case notARegularFile
    /// The file exists but cannot be read; `reason` says why, for a person.
    case unreadable(reason: String)
    /// The file is longer than `limit` bytes, far more than any theme file needs.
    case tooLarge(limit: Int)
}

/// The outcome of writing a file or a stream.
package enum FileWriteResult: Equatable, Sendable {
    /// The new contents are in place.
    case written
    /// Nothing changed on disk; `reason` says why, for a person.
    case failed(reason: String)
}

/// The outcome of running something under a file lock.
package enum FileLockResult: Equatable, Sendable {
    /// The lock was held while the work ran, and is released.
    case ran
    /// The lock could not be had, so the work did not run; `reason` says why, for a person.
    case failed(reason: String)
}

/// Why a file lock could not be had, for a person.
package struct FileLockFailure: Error, Equatable, Sendable {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }
}

/// The outcome of moving a file aside.
package enum FileMoveResult: Equatable, Sendable {
    /// The file now has the name `to`, beside where it was.
    case moved(to: FilePath)
    /// The file stayed where it was; `reason` says why, for a person.
    case failed(reason: String)
}

extension SystemAccess {
    /// Whether the locale the environment names (the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is
    /// set and not empty) has UTF-8 characters, as the C library would decide for a program that calls
    /// `setlocale`: for text written where no terminal says what it can draw.
    package var localeIsUTF8: Bool {
        var name = ""
        for variable in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(variable), !value.isEmpty {
                name = value
                break
            }
        }
        let lowered = name.lowercased()
        return lowered.containsText("utf-8") || lowered.containsText("utf8")
    }
}
