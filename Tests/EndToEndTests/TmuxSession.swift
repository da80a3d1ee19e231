import Foundation
import Testing

/// A `memorize` process running in a real terminal: a tmux server on a private socket that the
/// session always kills, so a test never touches anyone else's terminal.
final class TmuxSession {
    let socket: String
    let directory: URL
    private(set) var isClosed = false

    /// Starts `memorize` with `arguments` in a `columns`×`rows` pane.
    ///
    /// The pane runs a small shell script that records `stty -g` before and after the game and the
    /// game's exit status, so tests can check that the terminal was given back.
    /// With `jobControl` the pane runs an interactive bash and the command is typed at its prompt,
    /// so Ctrl-Z and `fg` work as they do for a player.
    ///
    /// - Parameters:
    ///   - prepare: Called with the session's directory (the game's current directory) before the
    ///     game starts, to put files there.
    ///   - shellCommands: Run in the pane just before the game (`stty rows 65535`).
    ///   - redirections: Added after the game's command line (`0>/dev/tty`).
    init(
        arguments: [String], columns: Int = 100, rows: Int = 30, environment: [String: String] = [:],
        jobControl: Bool = false, prepare: (URL) throws -> Void = { _ in }, shellCommands: String = "",
        redirections: String = ""
    ) throws {
        socket = "memorize-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try prepare(directory)
        let binary = try Self.binaryPath()
        let quoted =
            ([binary] + arguments).map(Self.shellQuoted).joined(separator: " ") + (redirections.isEmpty ? "" : " ")
            + redirections
        // A UTF-8 locale whatever the test runner has (CI may have none): the game draws emoji only then.
        // Best scores go to the session's own directory, never to the home of whoever runs the tests.
        // Animations off unless a test asks for them: a frame caught mid-flip would show no face.
        let environment = ["LC_ALL": "C.UTF-8", "XDG_STATE_HOME": directory.path, "MEMORIZE_NO_ANIMATION": "1"]
            .merging(environment) { $1 }
        let exports = environment.map { "export \($0.key)=\(Self.shellQuoted($0.value)); " }.joined()
        let script = """
            trap 'true' INT QUIT; \(exports)cd \(Self.shellQuoted(directory.path)); stty -g > before; \(shellCommands.isEmpty ? "" : shellCommands + "; ")\
            \(quoted) 2> stderr; echo $? > status; stty -g > after; sleep 600
            """
        let pane = jobControl ? ["bash", "--norc", "--noprofile", "-i"] : ["sh", "-c", script]
        // The first command starts the server, which would hold an output pipe open for ever.
        try Self.run(
            "/usr/bin/tmux",
            [
                "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "game", "-x", "\(columns)", "-y", "\(rows)",
            ] + pane, capturingOutput: false)
        if jobControl {
            // One job in a subshell: a stopped game stops the whole job, so the status is written only
            // when the game really ends.
            let typed = """
                \(exports)cd \(Self.shellQuoted(directory.path)); stty -g > before; \
                (\(quoted) 2> stderr; echo $? > status; stty -g > after)
                """
            try sendLiteral(typed)
            try send("Enter")
        }
    }

    deinit {
        close()
    }

    /// Kills the private tmux server and removes the session's files.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - Driving

    /// Types keys as tmux names them ("Enter", "Right", "C-c", "q").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "game"] + keys)
    }

    /// Sends bytes exactly as given, for mouse reports.
    func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-t", "game", "-l", text])
    }

    /// Resizes the pane's window.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "game", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// What the player sees now, one string per row.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "game"])
    }

    /// The screen with its colors and attributes as escape sequences (`capture-pane -e`).
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "game"])
    }

    /// Waits until the screen satisfies `condition` and has stopped changing (two captures 50 ms
    /// apart are equal, so a frame is never read half drawn); returns the last screen either way.
    @discardableResult
    func waitForScreen(timeout: Double = 8, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = ""
        var last = try screen()
        while !(condition(last) && last == previous), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            previous = last
            last = try screen()
        }
        return last
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    /// Waits until the screen shows `text`, runs of spaces counting as one (the status line puts its
    /// numbers in fixed-width fields: `Score   0`).
    func waitFor(_ text: String, timeout: Double = 8) throws -> String {
        try waitForScreen(timeout: timeout) { $0.contains(text) || $0.spacesCollapsed.contains(text) }
    }

    /// Quits as a player does: `q`, and `y` when a game in progress asks "Quit this game? y/N".
    func quitGame() throws {
        try send("q")
        let screen = try waitForScreen(timeout: 2) { $0.contains("y/N") || $0.contains("$") || $0.isEmpty }
        if screen.contains("y/N") { try send("y") }
    }

    /// The game's process id (the child of the pane's shell).
    func gamePID() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "game", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try Self.run("/usr/bin/pgrep", ["-P", shell])
        return children.split(separator: "\n").compactMap { Int32($0) }.first
    }

    /// The exit status the game ended with, once it has ended.
    func waitForExitStatus(timeout: Double = 8) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8),
                !text.isEmpty,
                let status = try? String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
            {
                return Int32(status.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// The pane's terminal modes as tmux tracks them: `alternate_on` (the full-screen buffer),
    /// `cursor_flag` (the cursor shown), `keypad_flag` and `keypad_cursor_flag` (application keypad
    /// and cursor keys), `mouse_any_flag` (any mouse reporting).
    func terminalModes() throws -> [String: String] {
        let names = ["alternate_on", "cursor_flag", "keypad_flag", "keypad_cursor_flag", "mouse_any_flag"]
        let format = names.map { "#{\($0)}" }.joined(separator: " ")
        let values = try tmux(["display-message", "-p", "-t", "game", format]).split(whereSeparator: \.isWhitespace)
        return Dictionary(uniqueKeysWithValues: zip(names, values.map(String.init)))
    }

    /// The modes of a terminal given back to the shell: main screen, cursor shown, no keypad or
    /// mouse mode.
    static let shellModes = [
        "alternate_on": "0", "cursor_flag": "1", "keypad_flag": "0", "keypad_cursor_flag": "0", "mouse_any_flag": "0",
    ]

    /// `stty -g` before the game started and after it ended.
    func terminalSettings() throws -> (before: String, after: String) {
        let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
        return (before, after)
    }

    /// What the game wrote to standard error.
    func standardError() -> String {
        (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
    }

    // MARK: - Processes

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run("/usr/bin/tmux", ["-L", socket] + arguments)
    }

    /// Runs a program to completion with posix_spawn and waitpid, returning what it printed.
    ///
    /// Foundation's `Process` is not used here: tmux's first command forks the server, and
    /// `Process.waitUntilExit()` was seen to hang on Linux waiting for that client to be reaped.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], capturingOutput: Bool = true) throws -> String {
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else { throw EndToEndError.spawnFailed(executable) }
        defer { Glibc.close(pipeDescriptors[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturingOutput {
            posix_spawn_file_actions_adddup2(&actions, pipeDescriptors[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeDescriptors[0])
        posix_spawn_file_actions_addclose(&actions, pipeDescriptors[1])
        // The test runner's blocked and ignored signals would pass through exec to tmux and the game
        // (a blocked SIGTSTP makes Ctrl-Z do nothing): start from the defaults, as a login shell does.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        // The game sees only what a test asks for: a UTF-8 locale, and no NO_COLOR (which `swift test`
        // sets for its own output).
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["NO_COLOR"] = nil
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for argument in argv + envp { free(argument) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        Glibc.close(pipeDescriptors[1])
        guard spawned == 0 else { throw EndToEndError.spawnFailed(executable) }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeDescriptors[0], &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }

    /// The `memorize` binary that `swift test` built beside the test bundle.
    static func binaryPath() throws -> String {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("memorize").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw EndToEndError.missingBinary(near: executable)
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

enum EndToEndError: Error, CustomStringConvertible {
    case missingBinary(near: String)
    case spawnFailed(String)

    var description: String {
        switch self {
        case .missingBinary(let path): "the memorize binary was not built beside \(path); run `swift build` first"
        case .spawnFailed(let program): "could not start \(program)"
        }
    }
}

extension String {
    /// The text with every run of spaces as one space, to find `Score 0` in `Score   0`.
    var spacesCollapsed: String {
        var result = ""
        for character in self where !(character == " " && result.last == " ") { result.append(character) }
        return result
    }
}
