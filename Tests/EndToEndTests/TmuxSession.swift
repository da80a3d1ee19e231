import Foundation
import MemorizeTestSupport
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
    ///   - binary: The `memorize` to run; the debug build beside the tests unless given.
    init(
        arguments: [String], columns: Int = 100, rows: Int = 30, environment: [String: String] = [:],
        jobControl: Bool = false, prepare: (URL) throws -> Void = { _ in }, shellCommands: String = "",
        redirections: String = "", binary: String? = nil
    ) async throws {
        socket = "memorize-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try prepare(directory)
        let binary = try binary ?? Places.builtExecutable("memorize")
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
            \(quoted) 2> stderr; echo $? > status; stty -g > after; trap - HUP; sleep 600
            """
        // The hangup of a killed server ends the shell and its `sleep`, even after shell commands that
        // ignore it (a test of nohup's way), which would otherwise outlive the test by ten minutes.
        let pane = jobControl ? ["bash", "--norc", "--noprofile", "-i"] : ["sh", "-c", script]
        // The first command starts the server, which would hold an output pipe open for ever.
        _ = try await ChildProcess.run(
            "/usr/bin/tmux",
            [
                "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "game", "-x", "\(columns)", "-y", "\(rows)",
            ] + pane, environment: Self.environment, output: .discard, errors: .discard)
        if jobControl {
            // One job in a subshell: a stopped game stops the whole job, so the status is written only
            // when the game really ends.
            let typed = """
                \(exports)cd \(Self.shellQuoted(directory.path)); stty -g > before; \
                (\(quoted) 2> stderr; echo $? > status; stty -g > after)
                """
            try await sendLiteral(typed)
            try await send("Enter")
        }
    }

    deinit {
        close()
    }

    /// Kills the private tmux server and removes the session's files.
    ///
    /// It blocks for the few milliseconds `tmux kill-server` takes, so that a `defer` or a deinit,
    /// which cannot await, still leaves no server behind.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        ChildProcess.runBlocking("/usr/bin/tmux", ["-L", socket, "kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - Driving

    /// Types keys as tmux names them ("Enter", "Right", "C-c", "q").
    func send(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "game"] + keys)
    }

    /// Sends bytes exactly as given, for mouse reports.
    func sendLiteral(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "game", "-l", text])
    }

    /// Resizes the pane's window.
    func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "game", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// What the player sees now, one string per row.
    func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", "game"])
    }

    /// Where the terminal's cursor is (tmux's `#{cursor_x},#{cursor_y}`), from 0 at the top left, and
    /// whether it is shown (`#{cursor_flag}`).
    func cursor() async throws -> (row: Int, column: Int, isShown: Bool) {
        let values = try await tmux(["display-message", "-p", "-t", "game", "#{cursor_x} #{cursor_y} #{cursor_flag}"])
            .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard values.count == 3 else { throw ScreenTimeout(waitingFor: "the cursor", seconds: 0, screen: "") }
        return (values[1], values[0], values[2] == 1)
    }

    /// The cursor and the screen in one call of tmux (half the programs of `cursor()` then
    /// `screen()`, for tests that read both after every key).
    func cursorAndScreen() async throws -> (row: Int, column: Int, isShown: Bool, screen: String) {
        let text = try await tmux([
            "display-message", "-p", "-t", "game", "#{cursor_x} #{cursor_y} #{cursor_flag}", ";", "capture-pane", "-p",
            "-t", "game",
        ])
        let (first, rest) =
            text.firstIndex(of: "\n").map { (text[..<$0], text[text.index(after: $0)...]) }
            ?? (text[...], ""[...])
        let values = first.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard values.count == 3 else { throw ScreenTimeout(waitingFor: "the cursor", seconds: 0, screen: text) }
        return (values[1], values[0], values[2] == 1, String(rest))
    }

    /// The screen with its colors and attributes as escape sequences (`capture-pane -e`).
    func styledScreen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-e", "-t", "game"])
    }

    /// Waits until the screen satisfies `condition` and has stopped changing (two captures 50 ms
    /// apart are equal, so a frame is never read half drawn), and returns it.
    ///
    /// - Throws: `ScreenTimeout`, with the last screen, when that does not happen within `timeout`
    ///   seconds: a test must never go on from a screen it did not expect.
    @discardableResult
    func waitForScreen(
        timeout: Double = 8, _ what: String = "the screen asked for", _ condition: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var previous = ""
        var last = try await screen()
        while !(condition(last) && last == previous) {
            guard ContinuousClock.now < deadline else {
                throw ScreenTimeout(waitingFor: what, seconds: timeout, screen: last)
            }
            try await Task.sleep(for: .milliseconds(50))
            previous = last
            last = try await screen()
        }
        return last
    }

    /// Runs `action` while copying what the game writes to the terminal (tmux's `pipe-pane`), and
    /// returns those bytes once the screen has changed from `before` and settled.
    func output(changingFrom before: String, _ action: () async throws -> Void) async throws -> [UInt8] {
        let name = "output-\(UInt32.random(in: 0...UInt32.max))"
        try await startRecording(to: name)
        try await action()
        try await waitForScreen { $0 != before }
        return try await stopRecording(from: name)
    }

    /// Starts copying everything the game writes to the terminal into the file `name` in the session's
    /// directory, until `stopRecording(from:)`.
    func startRecording(to name: String) async throws {
        let file = directory.appendingPathComponent(name)
        try await tmux(["pipe-pane", "-O", "-t", "game", "cat > \(Self.shellQuoted(file.path))"])
    }

    /// Stops the copy `startRecording(to:)` began and returns its bytes once `cat` has written them all.
    func stopRecording(from name: String) async throws -> [UInt8] {
        try await tmux(["pipe-pane", "-t", "game"])
        var bytes: [UInt8] = []
        for _ in 0..<40 {
            try await Task.sleep(for: .milliseconds(50))
            let now = (try? Data(contentsOf: directory.appendingPathComponent(name))).map { Array($0) } ?? []
            if !now.isEmpty, now == bytes { break }
            bytes = now
        }
        return bytes
    }

    /// Waits until the screen shows `text`, runs of spaces counting as one (the status line puts its
    /// numbers in fixed-width fields: `Score   0`).
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 8) async throws -> String {
        try await waitForScreen(timeout: timeout, "\"\(text)\"") {
            $0.contains(text) || $0.spacesCollapsed.contains(text)
        }
    }

    /// Quits as a player does: `q`, and `y` when a game in progress asks "Quit this game? y/N". A
    /// summary that has just shown takes no key for half a second, so `q` is pressed again, as a
    /// player would, when nothing came of it.
    func quitGame() async throws {
        try await send("q")
        var pressedAt = ContinuousClock.now
        let deadline = pressedAt + .seconds(4)
        while !hasEnded {
            if try await screen().contains("y/N") {
                try await send("y")
                return
            }
            guard ContinuousClock.now < deadline else {
                throw ScreenTimeout(waitingFor: "the game to end or ask y/N", seconds: 4, screen: try await screen())
            }
            if ContinuousClock.now - pressedAt > .milliseconds(700) {
                try await send("q")
                pressedAt = ContinuousClock.now
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Whether the game has ended and the pane's script has written its status and `stty -g`.
    private var hasEnded: Bool {
        let after = try? String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
        return after?.isEmpty == false
            && FileManager.default.fileExists(atPath: directory.appendingPathComponent("status").path)
    }

    /// The game's process id (the child of the pane's shell).
    func gamePID() async throws -> Int32? {
        let shell = try await tmux(["display-message", "-p", "-t", "game", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try await ChildProcess.run("/usr/bin/pgrep", ["-P", shell]).outputText
        return children.split(separator: "\n").compactMap { Int32($0) }.first
    }

    /// Waits until the game's own process is stopped (state T in /proc), as after Ctrl-Z.
    ///
    /// The shell's "Stopped" line cannot tell: with `jobControl` the game runs in a subshell, and
    /// the shell reports the job stopped (on the alternate screen, which the game then leaves) as
    /// soon as the subshell stops, while the game may still be giving the terminal back.
    func waitUntilGameStopped(timeout: Double = 8) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline {
            if let pid = try await gameProcess(),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let state = stat.split(separator: ")").last?.split(separator: " ").first, state == "T"
            {
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ScreenTimeout(waitingFor: "the game to stop", seconds: timeout, screen: try await screen())
    }

    /// The process running the `memorize` binary, among the pane's children and grandchildren.
    private func gameProcess() async throws -> Int32? {
        let shell = try await tmux(["display-message", "-p", "-t", "game", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var candidates = [shell]
        for _ in 0..<2 {
            var children: [String] = []
            for parent in candidates {
                children += try await ChildProcess.run("/usr/bin/pgrep", ["-P", parent]).outputText
                    .split(separator: "\n").map(String.init)
            }
            if let game = children.first(where: { Self.command(of: $0) == "memorize" }) { return Int32(game) }
            candidates = children
        }
        return nil
    }

    private static func command(of pid: String) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The exit status the game ended with, once it has ended.
    func waitForExitStatus(timeout: Double = 8) async throws -> Int32? {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline {
            if hasEnded,
                let status = try? String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
            {
                return Int32(status.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// The pane's terminal modes as tmux tracks them: `alternate_on` (the full-screen buffer),
    /// `cursor_flag` (the cursor shown), `keypad_flag` and `keypad_cursor_flag` (application keypad
    /// and cursor keys), `mouse_any_flag` (any mouse reporting).
    func terminalModes() async throws -> [String: String] {
        let names = ["alternate_on", "cursor_flag", "keypad_flag", "keypad_cursor_flag", "mouse_any_flag"]
        let format = names.map { "#{\($0)}" }.joined(separator: " ")
        let values = try await tmux(["display-message", "-p", "-t", "game", format]).split(
            whereSeparator: \.isWhitespace)
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
    private func tmux(_ arguments: [String]) async throws -> String {
        try await ChildProcess.run("/usr/bin/tmux", ["-L", socket] + arguments, environment: Self.environment)
            .outputText
    }

    /// The test's environment with a UTF-8 locale, and without the NO_COLOR that `swift test` sets
    /// for its own output: the game sees only what a test asks for.
    private static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["NO_COLOR"] = nil
        return environment
    }()

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The screen did not become what a test waited for in time.
struct ScreenTimeout: Error, CustomStringConvertible {
    let waitingFor: String
    let seconds: Double
    let screen: String

    var description: String { "waited \(seconds) s for \(waitingFor); the screen was:\n\(screen)" }
}

extension String {
    /// The text with every run of spaces as one space, to find `Score 0` in `Score   0`.
    var spacesCollapsed: String {
        var result = ""
        for character in self where !(character == " " && result.last == " ") { result.append(character) }
        return result
    }
}
