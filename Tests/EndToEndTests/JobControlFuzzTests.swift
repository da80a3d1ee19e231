import Foundation
import MemorizeTestSupport
import Testing

/// Ctrl-Z, Ctrl-C and Ctrl-\ at random moments among keys, and bursts of stops from `kill`, against
/// the real binary in tmux: after every run the terminal's modes must be those
/// the shell had, and the game must have ended by the signal that ended it, never by a crash.
///
/// The games are started without job control (the pane's shell runs them in its own, orphaned
/// process group, as `tmux new-session memorize` does), so a stop gives the terminal back and the
/// game takes it again at once: every stop also exercises the take-back, where a second stop used
/// to land and save the game's raw modes as the shell's.
@Suite(.terminalFirst) struct JobControlFuzzTests {
    /// Runs in all; `MEMORIZE_JOB_CONTROL_RUNS` asks for more.
    static let runs = ProcessInfo.processInfo.environment["MEMORIZE_JOB_CONTROL_RUNS"].flatMap { Int($0) } ?? 300
    /// Games played side by side, each in a pane of its own.
    static let panes = 8

    @Test func stopsKeysAndDeadlySignalsAtRandomAlwaysGiveTheTerminalBack() async throws {
        let fleet = try await PaneFleet(count: Self.panes)
        defer { fleet.close() }
        var generator = SystemRandomNumberGenerator()
        var started = [Int](repeating: 0, count: Self.panes)
        var finished = [Int](repeating: 0, count: Self.panes)
        var stops = 0
        let deadline = Date().addingTimeInterval(120)
        while finished.reduce(0, +) < Self.runs, Date() < deadline {
            for pane in 0..<Self.panes {
                // One run at a time per pane: its line in `runs` says it ended.
                if started[pane] > finished[pane] {
                    let lines = fleet.finishedRuns(pane)
                    if lines.count > finished[pane] { finished[pane] = lines.count } else { continue }
                }
                guard started.reduce(0, +) < Self.runs, let pid = fleet.gamePID(pane) else { continue }
                started[pane] += 1
                stops += try await Self.playOneRun(in: fleet, pane: pane, pid: pid, using: &generator)
            }
            // The task sleeps, not the thread: the other tests run on it meanwhile.
            try await Task.sleep(for: .milliseconds(2))
        }
        let total = finished.reduce(0, +)
        let stuck = (0..<Self.panes).filter { started[$0] > finished[$0] }.map { fleet.describeGame($0) }
        #expect(total >= Self.runs, "only \(total) of \(Self.runs) runs ended in time; still running: \(stuck)")
        var failures: [String] = []
        for pane in 0..<Self.panes {
            let before = try fleet.settingsBefore(pane)
            for line in fleet.finishedRuns(pane) {
                let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
                guard fields.count == 2, let status = Int32(fields[0]) else {
                    failures.append("pane \(pane): unreadable line \(line)")
                    continue
                }
                if ![128 + SIGINT, 128 + SIGQUIT, 128 + SIGTERM].contains(status) {
                    failures.append("pane \(pane): exit status \(status)")
                }
                if fields[1] != before { failures.append("pane \(pane): stty \(fields[1]), was \(before)") }
            }
        }
        let badRuns = failures.count
        #expect(badRuns == 0, "bad runs of \(total) (\(stops) stops), first: \(failures.prefix(3))")
        #expect(fleet.standardErrors().allSatisfy { !$0.contains("Fatal") && !$0.contains("conflict") })
    }

    /// Some keys and stops at random moments, then a deadly signal, by key or by `kill`.
    ///
    /// - Returns: How many stops were sent.
    static func playOneRun(
        in fleet: PaneFleet, pane: Int, pid: Int32, using generator: inout SystemRandomNumberGenerator
    ) async throws -> Int {
        var stops = 0
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                try await fleet.send(pane, ["C-z"])
                stops += 1
            case 1:
                // Two Ctrl-Z a moment apart: the second lands in the first one's take-back. The short
                // gaps here block the thread on purpose: a task's sleep is not that precise.
                try await fleet.send(pane, ["C-z"])
                usleep(UInt32.random(in: 0...1_500, using: &generator))
                kill(pid, SIGTSTP)
                stops += 2
            case 2:
                // A burst from `kill`, faster than any hand.
                for _ in 0..<Int.random(in: 2...12, using: &generator) {
                    kill(pid, SIGTSTP)
                    usleep(UInt32.random(in: 0...800, using: &generator))
                    stops += 1
                }
            case 3:
                try await fleet.send(pane, ["Right", "Enter", "C-z", "Down", "Enter"])
                stops += 1
            case 4:
                kill(pid, SIGCONT)
            default:
                try await Task.sleep(for: .microseconds(Int.random(in: 0...20_000, using: &generator)))
            }
        }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: try await fleet.send(pane, ["C-c"])
        case 1: try await fleet.send(pane, ["C-\\"])
        case 2: kill(pid, SIGINT)
        case 3: kill(pid, SIGQUIT)
        default: kill(pid, SIGTERM)
        }
        return stops
    }
}

/// Panes of one private tmux server, each running a shell that starts `memorize` again each time it
/// ends and appends the exit status and `stty -g` to its `runs` file.
final class PaneFleet {
    let socket: String
    let directory: URL
    private var shellPIDs: [Int32] = []
    private var isClosed = false

    init(count: Int) async throws {
        socket = "memorize-fleet-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let binary = try Places.builtExecutable("memorize")
        do {
            for pane in 0..<count {
                let folder = directory.appendingPathComponent("\(pane)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                // The shell catches Ctrl-C and Ctrl-\ (so the game gets them with their default
                // actions); `stty` runs with them ignored, so a late one cannot cut a line short.
                let script = """
                    trap 'true' INT QUIT; export LC_ALL=C.UTF-8 MEMORIZE_NO_ANIMATION=1 XDG_STATE_HOME=\(Self.quoted(folder.path)); \
                    cd \(Self.quoted(folder.path)); stty -g > before; \
                    while :; do \(Self.quoted(binary)) --theme Fruit --seed 7 2>> stderr; s=$?; \
                    echo "$s $(trap '' INT QUIT TSTP; stty -g)" >> runs; done
                    """
                let command =
                    pane == 0
                    ? ["new-session", "-d", "-s", "fleet", "-x", "60", "-y", "20"]
                    : ["new-window", "-d", "-t", "fleet"]
                // The first command starts the server, which would hold an output pipe open for ever.
                _ = try await ChildProcess.run(
                    "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + command + ["sh", "-c", script],
                    output: .discard, errors: .discard)
            }
            let listing = try await ChildProcess.run(
                "/usr/bin/tmux", ["-L", socket, "list-panes", "-s", "-t", "fleet", "-F", "#{window_index} #{pane_pid}"]
            ).outputText
            let pairs = listing.split(separator: "\n").compactMap { line -> (Int, Int32)? in
                let parts = line.split(separator: " ")
                guard parts.count == 2, let index = Int(parts[0]), let pid = Int32(parts[1]) else { return nil }
                return (index, pid)
            }
            shellPIDs = pairs.sorted { $0.0 < $1.0 }.map(\.1)
            guard shellPIDs.count == count else { throw FleetError(problem: "not every tmux pane started") }
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Kills the private tmux server (and with it every game) and removes the files.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        ChildProcess.runBlocking("/usr/bin/tmux", ["-L", socket, "kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Types keys into a pane, as tmux names them.
    func send(_ pane: Int, _ keys: [String]) async throws {
        _ = try await ChildProcess.run("/usr/bin/tmux", ["-L", socket, "send-keys", "-t", "fleet:\(pane)"] + keys)
    }

    /// The game running in a pane now, if any (the only child of the pane's shell).
    func gamePID(_ pane: Int) -> Int32? {
        let shell = shellPIDs[pane]
        guard
            let children = try? String(
                contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        else { return nil }
        guard let pid = children.split(separator: " ").compactMap({ Int32($0) }).first else { return nil }
        // The child may still be the shell's fork before it runs the game, or `stty` after it.
        let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
        return name.hasPrefix("memorize") ? pid : nil
    }

    /// Where a pane's game is now (its state, wait channel and signal masks), to tell why it did not end.
    func describeGame(_ pane: Int) -> String {
        let shell = shellPIDs[pane]
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        guard let pid = children.split(separator: " ").first else { return "pane \(pane): no game" }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let wanted = status.split(separator: "\n").filter {
            $0.hasPrefix("State") || $0.hasPrefix("Sig") || $0.hasPrefix("Shd")
        }
        let wait = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
        let call = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
        return "pane \(pane) pid \(pid): \(wanted) wchan \(wait) syscall \(call)"
    }

    /// The lines of a pane's `runs` file: "STATUS STTY" for each game that ended.
    func finishedRuns(_ pane: Int) -> [String] {
        let file = directory.appendingPathComponent("\(pane)/runs")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// `stty -g` of a pane before its first game.
    func settingsBefore(_ pane: Int) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("\(pane)/before"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the games of every pane wrote to standard error.
    func standardErrors() -> [String] {
        shellPIDs.indices.map {
            (try? String(contentsOf: directory.appendingPathComponent("\($0)/stderr"), encoding: .utf8)) ?? ""
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The panes of the fleet could not be set up.
struct FleetError: Error {
    let problem: String
}
