/// The only door from the program to the operating system, so tests can stand in for it.
///
/// The command line and the game loop read the environment, files and terminals, write files and
/// messages only through these closures; `SystemAccess.live` is the real thing.
public struct SystemAccess: Sendable {
    /// The value of an environment variable, or `nil` when it is not set.
    public var environment: @Sendable (_ name: String) -> String?
    /// The contents of the file at a path (relative paths are relative to the current directory).
    public var readFile: @Sendable (_ path: String) -> FileContents
    /// Replaces the file at a path with `bytes` all at once, creating missing parent directories, so
    /// a reader (or a crash half-way) never sees half a file.
    public var writeFileAtomically: @Sendable (_ path: String, _ bytes: [UInt8]) -> FileWriteResult
    /// Whether standard input is a terminal.
    public var standardInputIsTerminal: @Sendable () -> Bool
    /// Whether standard output is a terminal.
    public var standardOutputIsTerminal: @Sendable () -> Bool
    /// Writes text to standard output as it is, and says whether all of it was written (a full
    /// disk or a closed descriptor must not pass for success).
    public var writeOutput: @Sendable (_ text: String) -> FileWriteResult
    /// Writes text to standard error as it is.
    public var writeError: @Sendable (_ text: String) -> Void
    /// A fresh random seed, used when `--seed` is absent.
    public var randomSeed: @Sendable () -> UInt64

    /// Creates an access from its parts; tests pass fakes.
    public init(
        environment: @escaping @Sendable (_ name: String) -> String?,
        readFile: @escaping @Sendable (_ path: String) -> FileContents,
        writeFileAtomically: @escaping @Sendable (_ path: String, _ bytes: [UInt8]) -> FileWriteResult = { _, _ in
            .failed(reason: "writing files is not available")
        },
        standardInputIsTerminal: @escaping @Sendable () -> Bool,
        standardOutputIsTerminal: @escaping @Sendable () -> Bool,
        writeOutput: @escaping @Sendable (_ text: String) -> FileWriteResult,
        writeError: @escaping @Sendable (_ text: String) -> Void,
        randomSeed: @escaping @Sendable () -> UInt64
    ) {
        self.environment = environment
        self.readFile = readFile
        self.writeFileAtomically = writeFileAtomically
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.randomSeed = randomSeed
    }

    /// Whether an environment variable is set to something (the `NO_COLOR` convention: empty is unset).
    public func isSet(_ name: String) -> Bool {
        !(environment(name) ?? "").isEmpty
    }
}

/// The outcome of reading a file, with the failures a message must tell apart.
public enum FileContents: Equatable, Sendable {
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
public enum FileWriteResult: Equatable, Sendable {
    /// The new contents are in place.
    case written
    /// Nothing changed on disk; `reason` says why, for a person.
    case failed(reason: String)
}
