import MemorizeCommandLine
import MemorizeSystem
import Synchronization

/// A stand-in for the operating system: files and variables from dictionaries, terminals by flag,
/// and standard output and error recorded for the test to read.
final class FakeSystem: Sendable {
    let files: [String: FileContents]
    let variables: [String: String]
    let inputIsTerminal: Bool
    let outputIsTerminal: Bool
    let seed: UInt64
    /// Today in UTC, for `--daily` and `--stats`; nil when the system cannot tell.
    let today: CalendarDate?
    /// When set, every write to standard output fails with this reason.
    let outputFailure: String?
    private let recordedOutput = Mutex("")
    private let recordedErrors = Mutex("")
    private let recordedReads = Mutex<[String]>([])

    init(
        files: [String: FileContents] = [:], environment: [String: String] = [:], inputIsTerminal: Bool = true,
        outputIsTerminal: Bool = true, seed: UInt64 = 42, outputFailure: String? = nil,
        today: CalendarDate? = nil
    ) {
        self.today = today
        self.outputFailure = outputFailure
        self.files = files
        self.variables = environment
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.seed = seed
    }

    /// Everything written to standard output.
    var output: String { recordedOutput.withLock { $0 } }
    /// Everything written to standard error.
    var errors: String { recordedErrors.withLock { $0 } }
    /// Every path read, in order.
    var reads: [String] { recordedReads.withLock { $0 } }

    var access: SystemAccess {
        SystemAccess(
            environment: { [variables] name in variables[name] },
            readFile: { [self] path in
                recordedReads.withLock { $0.append(path) }
                return files[path] ?? .missing
            },
            standardInputIsTerminal: { [inputIsTerminal] in inputIsTerminal },
            standardOutputIsTerminal: { [outputIsTerminal] in outputIsTerminal },
            writeOutput: { [self] text in
                if let outputFailure { return .failed(reason: outputFailure) }
                recordedOutput.withLock { $0 += text }
                return .written
            },
            writeError: { [self] text in recordedErrors.withLock { $0 += text } },
            utcToday: { [today] in today },
            randomSeed: { [seed] in seed }
        )
    }

    /// Runs the command line with these arguments after the program name.
    func launch(_ arguments: [String]) -> Launch {
        CommandLineTool.launch(arguments: ["memorize"] + arguments, system: access)
    }
}

extension FileContents {
    /// A file holding `text` as UTF-8.
    static func text(_ text: String) -> FileContents {
        .bytes(Array(text.utf8))
    }
}

/// Small theme files for tests.
enum SampleThemes {
    static let two = """
        [
          { "name": "Alpha", "emojis": ["🅰️", "🅱️", "🆎"], "pairs": 2, "color": "red" },
          { "name": "Beta", "emojis": ["🐝", "🦋"], "color": { "gradient": ["blue", "cyan"] } }
        ]
        """
    static let user = """
        [{ "name": "Mine", "emojis": ["🍄", "🌵", "🌻"], "pairs": "random", "color": "green" }]
        """
    static let clashing = """
        [{ "name": "halloween", "emojis": ["🍄", "🌵"], "color": "green" }]
        """
    static let memorizeManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Memorize",
            targets: []
        )
        """
}
