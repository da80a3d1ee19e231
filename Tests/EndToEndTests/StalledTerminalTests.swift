import Foundation
import MemorizeTestSupport
import Testing

/// A terminal that stops reading (a frozen SSH session) must not keep a deadly signal waiting: the game runs on a pty whose other end nobody reads, draws until its writes
/// block, and then SIGTERM, or Ctrl-C typed at the terminal, must end it within a second, with the
/// line modes given back.
@Suite(.terminal)
struct StalledTerminalTests {
    @Test(arguments: ["kill -TERM", "Ctrl-C"])
    func aDeadlySignalEndsTheGamePromptlyWhenTheTerminalStopsReading(how: String) async throws {
        let game = try StalledGame()
        defer { game.close() }
        try await game.fillUntilOutputBlocks()
        let start = Date()
        if how == "Ctrl-C" {
            game.type([3])
        } else {
            kill(game.pid, SIGTERM)
        }
        let status = try await game.waitForExit(timeout: 3)
        let elapsed = Date().timeIntervalSince(start)
        let expected = how == "Ctrl-C" ? SIGINT : SIGTERM
        #expect(
            status.map { $0 & 0x7F } == expected, "ended by signal \(expected), status \(String(describing: status))")
        #expect(elapsed < 1, "ended after \(elapsed) s")
        var modes = termios()
        #expect(tcgetattr(game.terminal, &modes) == 0)
        #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO), "line mode and echo are back")
        #expect(modes.c_iflag & tcflag_t(IXON) != 0, "flow control is back")
    }
}

/// `memorize` in a session of its own on a pty whose master end the test holds and does not read.
final class StalledGame {
    let master: Int32
    /// The pty's terminal end, kept open by the test so its modes can be read after the game ends.
    let terminal: Int32
    let pid: pid_t
    private var exited = false

    init() throws {
        // posix_openpt and friends are not visible to Swift; these are what they do on Linux
        // (TIOCSPTLCK unlocks the pair, TIOCGPTN numbers it).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw StalledGameError(problem: "no pty")
        }
        terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw StalledGameError(problem: "no pty") }
        var size = winsize(ws_row: 80, ws_col: 250, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        // `setsid -c` makes the pty the game's controlling terminal, so Ctrl-C reaches it.
        let binary = try Places.builtExecutable("memorize")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, terminal, descriptor) }
        posix_spawn_file_actions_addclose(&actions, master)
        let arguments = ["/usr/bin/setsid", "-c", binary, "--theme", "Fruit", "--seed", "1"]
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = [
            "TERM=xterm-256color", "LC_ALL=C.UTF-8", "MEMORIZE_NO_ANIMATION=1", "HOME=/nonexistent",
            "PATH=/usr/bin:/bin",
        ]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for argument in argv + envp { free(argument) }
        }
        var pid: pid_t = 0
        // setsid makes the session (and group); the attributes only reset the signals.
        let spawned = ShellSpawnAttributes.with(ownProcessGroup: false) { attributes in
            posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        }
        guard spawned == 0 else {
            throw StalledGameError(problem: "setsid memorize")
        }
        self.pid = pid
    }

    /// Resizes the terminal back and forth, so the game redraws, until its writes block. Its waits
    /// sleep the task, not the thread, which other tests need.
    func fillUntilOutputBlocks() async throws {
        // Generous: it returns as soon as the writes block, but a loaded machine redraws slowly.
        let deadline = Date().addingTimeInterval(30)
        var wide = false
        var resizes = 0
        while Date() < deadline {
            if isBlockedInWrite() {
                // Blocked for good, not just between two reads of the file.
                try await Task.sleep(for: .milliseconds(100))
                if isBlockedInWrite() { return }
            }
            wide.toggle()
            var size = winsize(ws_row: wide ? 80 : 60, ws_col: wide ? 250 : 200, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            resizes += 1
            try await Task.sleep(for: .milliseconds(30))
        }
        // What the game was doing, for a failure seen once in a full run and never alone.
        let wchan = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? "gone"
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "gone"
        Issue.record("the game's output never blocked after \(resizes) resizes (it waits in \(wchan); stat \(stat))")
    }

    /// Whether the game waits in a write (or in setting the modes, which waits for the output).
    private func isBlockedInWrite() -> Bool {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8) else { return false }
        return text.contains("n_tty_write") || text.contains("wait_woken") || text.contains("tty_wait_until_sent")
    }

    /// Types bytes at the terminal.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The wait status once the game has ended, or nil after `timeout` seconds.
    func waitForExit(timeout: Double) async throws -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                return status
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }

    func close() {
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        Glibc.close(master)
        Glibc.close(terminal)
    }
}

/// A stalled game could not be set up.
struct StalledGameError: Error {
    let problem: String
}
