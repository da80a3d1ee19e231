import MemorizeSetup
import MemorizeSystem
import Testing

@testable import MemorizeCommandLine

@Suite("The lobby's door: which SSH sessions `--lobby` lets in")
struct LobbyDoorTests {
    static let key = "AAAAC3NzaC1lZDI1NTE5AAAAIDlFVS+aEHQBYkKlx+hLWd6T5nxkKk/kp0E7P2tdq4VT"
    static let fingerprint = "SHA256:v0XMXLutdfSI6BpFmwFKHKgPfeTRnPHNQwBveuMDatc"

    /// A session as sshd starts it: `ExposeAuthInfo`'s file with the key, and what the client asked for.
    static func session(command: String? = nil, extra: [String: String] = [:], auth: String? = nil) -> FakeSystem {
        var environment = ["SSH_USER_AUTH": "/tmp/sshauth-1", "SSH_CONNECTION": "127.0.0.1 5 127.0.0.1 22"]
        if let command { environment["SSH_ORIGINAL_COMMAND"] = command }
        environment.merge(extra) { $1 }
        return FakeSystem(
            files: ["/tmp/sshauth-1": .text(auth ?? "publickey ssh-ed25519 \(key)\n")], environment: environment)
    }

    @Test("a session that asks for nothing opens the lobby in the grid, as the key's fingerprint")
    func grid() {
        let system = Self.session()
        guard case .lobby(let request) = system.launch(["--lobby"]) else {
            Issue.record("not let in: \(system.errors)")
            return
        }
        #expect(request.fingerprint == Self.fingerprint)
        #expect(request.setup.presenter == .grid)
        #expect(request.socketPath == "/run/memorize/lobby.sock")
        #expect(system.errors == "")
    }

    @Test(
        "plain mode is asked for with the command plain, or MEMORIZE_PLAIN",
        arguments: [("plain", [:]), (" PLAIN ", [:]), (nil, ["MEMORIZE_PLAIN": "1"]), ("", ["MEMORIZE_PLAIN": "yes"])]
            as [(String?, [String: String])])
    func plain(command: String?, extra: [String: String]) {
        let system = Self.session(command: command, extra: extra)
        guard case .lobby(let request) = system.launch(["--lobby", "--socket", "/srv/lobby.sock"]) else {
            Issue.record("not let in: \(system.errors)")
            return
        }
        #expect(request.setup.presenter == .plain)
        #expect(request.socketPath == "/srv/lobby.sock")
    }

    @Test(
        "any other command is refused in one line: a shell command, scp, sftp, plain with more",
        arguments: [
            "sh", "cat /etc/passwd", "scp -t /tmp", "internal-sftp", "/usr/lib/openssh/sftp-server", "plain; sh",
            "plain --theme x", "rsync --server . /", "grid",
        ])
    func refusedCommand(command: String) {
        let system = Self.session(command: command)
        #expect(system.launch(["--lobby"]) == .exit(ExitStatus.refused.rawValue))
        #expect(system.errors.hasPrefix("memorize: this account opens the lobby and runs nothing else"))
        #expect(system.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test("a command with control characters is echoed escaped, and a long one cut")
    func hostileCommand() {
        let system = Self.session(command: "echo \u{1B}[2J" + String(repeating: "x", count: 500))
        #expect(system.launch(["--lobby"]) == .exit(ExitStatus.refused.rawValue))
        #expect(!system.errors.contains("\u{1B}"))
        #expect(system.errors.contains("\\u{1B}"))
        #expect(system.errors.count < 300)
    }

    @Test(
        "a session without a key is refused in one line: no ExposeAuthInfo, no file, a password login",
        arguments: [nil, "password\n", "keyboard-interactive\n", ""] as [String?])
    func noKey(auth: String?) {
        let system: FakeSystem
        if let auth {
            system = Self.session(auth: auth)
        } else {
            system = FakeSystem(environment: [:])
        }
        #expect(system.launch(["--lobby"]) == .exit(ExitStatus.refused.rawValue))
        #expect(system.errors.hasPrefix("memorize: the lobby knows players by their SSH key"))
        #expect(system.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test("the auth file named but missing is no key, and a broken one is refused as not a key")
    func brokenAuthFile() {
        let missing = FakeSystem(environment: ["SSH_USER_AUTH": "/tmp/gone"])
        #expect(missing.launch(["--lobby"]) == .exit(ExitStatus.refused.rawValue))
        #expect(missing.errors.contains("without one"))
        let broken = Self.session(auth: "publickey ssh-ed25519 AAAA*\n")
        #expect(broken.launch(["--lobby"]) == .exit(ExitStatus.refused.rawValue))
        #expect(broken.errors == "memorize: the lobby cannot tell who you are: sshd's record of the key is not a key\n")
    }

    @Test("the lobby chooses the games: options that choose one are refused beside --lobby")
    func gameOptionsRefused() {
        for option in [["--theme", "Animals"], ["--host", "7777"], ["--daily"], ["--seed", "3"]] {
            let system = Self.session()
            #expect(system.launch(["--lobby"] + option) == .exit(ExitStatus.usage.rawValue), "\(option)")
            #expect(system.errors.contains("--lobby"), "\(option)")
        }
        let system = Self.session()
        guard case .lobby(let request) = system.launch(["--lobby", "--plain=full", "--no-animation"]) else {
            Issue.record("not let in: \(system.errors)")
            return
        }
        #expect(request.setup.presenter == .plain)
        #expect(request.setup.plainDetail == .full)
        #expect(!request.setup.animates)
    }
}
