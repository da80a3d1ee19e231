import Foundation
import MemorizeTestSupport
import Testing

/// The lobby's door through Debian's own sshd, configured from the shipped snippet: keys come in and
/// are known by their fingerprint, and every other use of the account is refused.
///
/// sshd runs as the current user on a loopback port, with its own host key, and only that user can log
/// in to an sshd not started by root; so the snippet's `Match User play` becomes `Match User <us>`. sshd
/// runs an `AuthorizedKeysCommand` only from a root-owned file in folders nobody else can write (not
/// /tmp), so the test needs root and keeps its folder in the build directory; CI runs as root.
@Suite(
    "The lobby over SSH, through sshd and the shipped snippet",
    .enabled(
        if: getuid() == 0 && Command.isInstalled("ssh") && FileManager.default.fileExists(atPath: "/usr/sbin/sshd"))
)
struct LobbyOverSSHTests {
    /// sshd on a loopback port with the shipped snippet, its keys and folder; all stopped and removed
    /// when it goes away.
    final class SSHD {
        let folder: URL
        let port: Int
        let user: String
        let options: [String]
        /// The lobby server's pid, once `serve()` started it.
        private(set) var serverPid: pid_t?

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        init(keys: [String]) async throws {
            let memorize = try Places.builtExecutable("memorize")
            let build = URL(fileURLWithPath: memorize).deletingLastPathComponent()
            folder = LobbyOverSSHTests.safeFolder(near: build)
                .appendingPathComponent("lobby-ssh-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            port = try LobbyOverSSHTests.freePort()
            user = try await Command.run("id", ["-un"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
            options = [
                "-F", "/dev/null", "-o", "UserKnownHostsFile=\(folder.appendingPathComponent("known_hosts").path)",
                "-o", "StrictHostKeyChecking=accept-new", "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes", "-o",
                "ConnectTimeout=10",
            ]
            let path = { (name: String) in self.folder.appendingPathComponent(name).path }
            for name in ["host"] + keys {
                #expect(
                    try await Command.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "", "-f", path(name)])
                        .status == 0)
            }
            let installed = try await Command.run(
                "install",
                ["-m", "755", LobbyOverSSHTests.repositoryFile("Packaging/lobby/lobby-authorized-keys"), path("keys")])
            #expect(installed.status == 0)
            let snippet = try String(
                contentsOfFile: LobbyOverSSHTests.repositoryFile("Packaging/lobby/memorize-lobby.conf"), encoding: .utf8
            )
            .replacingOccurrences(of: "Match User play", with: "Match User \(user)")
            .replacingOccurrences(
                of: "/usr/games/memorize --lobby", with: "\(memorize) --lobby --socket \(path("lobby.sock"))"
            )
            .replacingOccurrences(of: "/usr/lib/memorize/lobby-authorized-keys", with: path("keys"))
            #expect(snippet.contains("ForceCommand \(memorize) --lobby"), "the snippet's ForceCommand line changed")
            try snippet.write(toFile: path("memorize-lobby.conf"), atomically: true, encoding: .utf8)
            let config = """
                Port \(port)
                ListenAddress 127.0.0.1
                HostKey \(path("host"))
                PidFile \(path("sshd.pid"))
                UsePAM no
                Include \(path("memorize-lobby.conf"))

                """
            try config.write(toFile: path("sshd_config"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
            let check = try await Command.run("/usr/sbin/sshd", ["-t", "-f", path("sshd_config")])
            #expect(check.status == 0, "sshd -t: \(check.errors)")
            // Without -D sshd goes into the background once it listens, and writes its pid.
            let started = try await Command.run("/usr/sbin/sshd", ["-f", path("sshd_config"), "-E", path("sshd.log")])
            #expect(started.status == 0, "\(started.errors)")
        }

        /// Starts `memorize --serve` on the socket the snippet's door connects to, as its unit runs it.
        func serve() async throws -> Task<BinaryRunner.Result, any Error> {
            let folder = self.folder
            let serving = Task {
                try await BinaryRunner.shell(
                    "XDG_STATE_HOME=\"$PWD/state\" \"$MEMORIZE\" --serve --socket \"$PWD/lobby.sock\" & "
                        + "echo $! > server.pid; wait $!", in: folder)
            }
            // The shell makes the pid file before it writes the number in it: wait for the number.
            func writtenPid() -> pid_t? {
                (try? String(contentsOfFile: path("server.pid"), encoding: .utf8))
                    .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: path("lobby.sock")) || writtenPid() == nil {
                guard Date() < deadline else { throw CocoaError(.fileReadNoSuchFile) }
                try await Task.sleep(for: .milliseconds(20))
            }
            serverPid = writtenPid()
            return serving
        }

        /// The arguments of `ssh` for a session with `key`.
        func ssh(_ key: String, _ command: [String], extra: [String] = []) -> [String] {
            options + ["-i", path(key), "-p", "\(port)"] + extra + ["\(user)@127.0.0.1"] + command
        }

        deinit {
            if let serverPid { kill(serverPid, SIGKILL) }
            if let pid = try? String(contentsOfFile: path("sshd.pid"), encoding: .utf8) {
                ChildProcess.runBlocking("kill", [pid.trimmingCharacters(in: .whitespacesAndNewlines)])
            }
            ChildProcess.runBlocking("rm", ["-rf", folder.path])
        }
    }

    /// `build`, if sshd would run a command from below it: it and every folder above it owned by root
    /// and writable by nobody else. A checkout under /tmp (a clone made there) is not: then /run.
    static func safeFolder(near build: URL) -> URL {
        var folder = build.standardizedFileURL
        while true {
            var status = stat()
            guard stat(folder.path, &status) == 0, status.st_uid == 0, status.st_mode & 0o022 == 0 else {
                return URL(fileURLWithPath: "/run")
            }
            if folder.path == "/" { return build }
            folder.deleteLastPathComponent()
        }
    }

    @Test("a key reaches the door as its fingerprint; commands, scp, sftp, forwarding and no key are refused")
    func door() async throws {
        let sshd = try await SSHD(keys: ["alice", "bob"])
        let path = sshd.path
        let port = sshd.port
        let user = sshd.user
        let options = sshd.options
        func session(_ key: String, _ command: [String], extra: [String] = [], input: String? = nil) async throws
            -> Command.Result
        {
            try await Command.run("ssh", sshd.ssh(key, command, extra: extra), input: input, timeout: .seconds(30))
        }
        // In plain mode the door reaches the (closed) lobby as the key's OpenSSH fingerprint.
        let fingerprint = try await Command.run("ssh-keygen", ["-lf", path("alice.pub")]).output
            .split(separator: " ")[1]
        let plain = try await session("alice", ["plain"])
        #expect(plain.status == 76, "\(plain.errors)")
        #expect(plain.errors.contains("memorize: the lobby is closed"), "\(plain.errors)")
        #expect(plain.errors.contains("(your key: \(fingerprint))"), "\(plain.errors)")
        let other = try await session("bob", ["plain"])
        #expect(!other.errors.contains(String(fingerprint)))

        // With the server up (as its unit runs it), the door connects to its socket.
        let serving = try await sshd.serve()
        let serverPid = try #require(sshd.serverPid)
        // A new key is asked for a name; the same key later is known by it; another key is new.
        // The line after the name is a command, answered once the name is taken, not a second name.
        let first = try await session("alice", ["plain"], input: "Alice\ntables\n")
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("Welcome to the lobby. Type the name"), "\(first.output)")
        #expect(first.output.contains("You are Alice here."), "\(first.output)")
        #expect(!first.output.contains("You are tables here."), "\(first.output)")
        let again = try await session("alice", ["plain"], input: "tables\n")
        #expect(again.output.contains("You are Alice here."), "\(again.output)")
        #expect(again.output.contains("Lobby, as Alice"), "\(again.output)")
        let stranger = try await session("bob", ["plain"], input: "Bob\n")
        #expect(stranger.output.contains("Welcome to the lobby. Type the name"), "\(stranger.output)")
        kill(serverPid, SIGTERM)
        #expect(try await serving.value.status == 0)

        // A shell command, and rsync, are refused by the door in one line, with nothing run.
        for command in [["cat", "/etc/hostname"], ["touch", path("owned")], ["rsync", "--server", ".", "/"]] {
            let refused = try await session("alice", command)
            #expect(refused.status == 77, "\(command): \(refused.errors)")
            #expect(refused.errors.hasPrefix("memorize: this account opens the lobby and runs nothing else"))
            #expect(refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")
            #expect(refused.output.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: path("owned")))

        // scp, old (scp -t) and new (SFTP), and sftp itself.
        try "secret\n".write(toFile: path("payload"), atomically: true, encoding: .utf8)
        for legacy in [true, false] {
            let copy = try await Command.run(
                "scp",
                options + (legacy ? ["-O"] : []) + [
                    "-i", path("alice"), "-P", "\(port)", path("payload"),
                    "\(user)@127.0.0.1:\(path("copied"))",
                ], timeout: .seconds(30))
            #expect(copy.status != 0, "scp\(legacy ? " -O" : ""): \(copy.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: path("copied")))
        let sftp = try await Command.run(
            "sftp", options + ["-i", path("alice"), "-P", "\(port)", "-b", "-", "\(user)@127.0.0.1"],
            input: "ls /\n", timeout: .seconds(30))
        #expect(sftp.status != 0, "\(sftp.output)")

        // Forwarding of every kind: a remote port, and a stdio forward to sshd's own port.
        let remote = try await session(
            "alice", [], extra: ["-N", "-o", "ExitOnForwardFailure=yes", "-R", "127.0.0.1:0:127.0.0.1:\(port)"])
        #expect(remote.status == 255)
        #expect(remote.errors.contains("forwarding failed"), "\(remote.errors)")
        let stdio = try await session("alice", [], extra: ["-W", "127.0.0.1:\(port)"])
        #expect(stdio.status == 255)
        #expect(stdio.errors.contains("prohibited"), "\(stdio.errors)")

        // No key, no way in: passwords and keyboard-interactive are off for the account.
        let keyless = try await Command.run(
            "ssh", options + ["-o", "PubkeyAuthentication=no", "-p", "\(port)", "\(user)@127.0.0.1", "plain"],
            timeout: .seconds(30))
        #expect(keyless.status == 255)
        #expect(keyless.errors.contains("Permission denied"), "\(keyless.errors)")
    }

    // Three keys in tmux: one makes a table of two, one joins, one watches; a choice reaches all three;
    // killing a player's ssh leaves the table waiting for that seat while a fourth key plays the daily;
    // the spectator plays it too, and the day's board shows both.
    @Test("a table of two through sshd, watched, a seat away, and the daily played by two onto the board", .terminal)
    func tableOfTwo() async throws {
        let sshd = try await SSHD(keys: ["ann", "bob", "cy", "dee"])
        let serving = try await sshd.serve()
        // Tall panes: a whole daily's lines stay on the screen, where the test reads the faces back.
        func open(_ key: String) async throws -> TmuxSession {
            try await TmuxSession(
                arguments: sshd.ssh(key, ["plain"], extra: ["-t", "-o", "BatchMode=no"]), rows: 300,
                binary: "/usr/bin/ssh")
        }
        let ann = try await open("ann")
        defer { ann.close() }
        let bob = try await open("bob")
        defer { bob.close() }
        let cy = try await open("cy")
        defer { cy.close() }
        for (session, name) in [(ann, "Ann"), (bob, "Bob"), (cy, "Cy")] {
            try await session.waitFor("Type the name the other players will see.")
            try await session.sendLiteral(name)
            try await session.send("Enter")
            try await session.waitFor("You are \(name) here.")
        }
        try await ann.sendLiteral("new animals")
        try await ann.send("Enter")
        try await ann.waitFor("You sit at seat 1 of 2")
        try await bob.waitFor("1 of 2 seats free: Ann, open.")
        let listing = try await bob.screen()
        let id = try #require(
            listing.split(separator: "\n").last { $0.hasPrefix("Table ") && $0.contains("Ann, open") }?
                .dropFirst("Table ".count).prefix { $0.isNumber })
        try await bob.sendLiteral("join \(id)")
        try await bob.send("Enter")
        try await bob.waitFor("Animals: 16 cards in 4 rows of 4.")
        try await ann.waitFor("Your turn.")
        // A spectator comes in once the game has begun, and sees the choices made from then on.
        try await cy.sendLiteral("watch \(id)")
        try await cy.send("Enter")
        try await cy.waitFor("Watching (Ann, Bob).")
        // Played to the end, the spectator seeing every card.
        try await Self.playToTheEnd([ann, bob], cards: 16)
        for session in [ann, bob, cy] { try await session.waitFor("points; Bob: ") }

        // Bob's ssh killed: his seat is away, and only his table waits.
        let bobSSH = try #require(try await bob.gamePID())
        kill(bobSSH, SIGKILL)
        try await ann.waitFor("Bob is away", timeout: 15)

        // A fourth key plays the daily meanwhile: its own table of one, unpaused.
        let dee = try await open("dee")
        defer { dee.close() }
        try await dee.waitFor("Type the name the other players will see.")
        try await dee.sendLiteral("Dee")
        try await dee.send("Enter")
        try await dee.waitFor("You are Dee here.")
        try await dee.sendLiteral("daily")
        try await dee.send("Enter")
        try await dee.waitFor("You sit at seat 1 of 1 (Dee)")
        // The daily deals 10 pairs every day: played to the end, then back to the lobby.
        try await Self.playToTheEnd(dee, cards: 20)
        try await Self.leave(dee)
        // The spectator leaves the paused table and plays the daily too; the board then has both.
        try await Self.leave(cy)
        try await cy.sendLiteral("daily")
        try await cy.send("Enter")
        try await cy.waitFor("You sit at seat 1 of 1 (Cy)")
        try await Self.playToTheEnd(cy, cards: 20)
        try await Self.leave(cy)
        try await cy.sendLiteral("board")
        try await cy.send("Enter")
        let board = try await cy.waitFor("2 played:")
        #expect(board.split(separator: "\n").contains { $0.hasPrefix("1. ") })
        #expect(board.split(separator: "\n").contains { $0.hasPrefix("2. ") })
        #expect(board.contains("Dee, ") && board.contains("Cy, "), "\(board)")

        kill(try #require(sshd.serverPid), SIGTERM)
        #expect(try await serving.value.status == 0)
    }

    /// Leaves a table in plain mode (`q`, and `y` if the game asks), and waits for the lobby's listing.
    static func leave(_ session: TmuxSession) async throws {
        try await session.sendLiteral("q")
        try await session.send("Enter")
        let lastLine = { (screen: String) in
            screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        }
        let answer = try await session.waitForScreen("the lobby, or y/N") { screen in
            lastLine(screen).hasPrefix("Today's daily") || lastLine(screen).contains("y/N")
        }
        if lastLine(answer).contains("y/N") {
            try await session.sendLiteral("y")
            try await session.send("Enter")
            try await session.waitForScreen("the lobby") { lastLine($0).hasPrefix("Today's daily") }
        }
    }

    /// Plays a solo game of pairs in plain mode to its end, as a player with a perfect memory: a known
    /// pair first, else an unknown card, then its known twin or another unknown card. Each face is read
    /// back from the line that says the card (`Card 5: ghost.`).
    static func playToTheEnd(_ session: TmuxSession, cards: Int) async throws {
        try await playToTheEnd([session], cards: cards)
    }

    /// The same for the seats of a table, in turn order: a match keeps the turn, a mismatch passes it.
    static func playToTheEnd(_ seats: [TmuxSession], cards: Int) async throws {
        var turn = 0
        var faces: [Int: String] = [:]
        var matched = Set<Int>()
        var lastMismatch = Set<Int>()
        func choose(_ card: Int) async throws -> String {
            let session = seats[turn]
            let prefix = "Card \(card): "
            let before = try await session.screen().split(separator: "\n").filter { $0.hasPrefix(prefix) }.count
            try await session.sendLiteral("\(card)")
            try await session.send("Enter")
            let screen = try await session.waitForScreen("a new line for card \(card)") { screen in
                screen.split(separator: "\n").filter { $0.hasPrefix(prefix) }.count > before
            }
            let line = try #require(screen.split(separator: "\n").last { $0.hasPrefix(prefix) })
            return String(line.dropFirst(prefix.count).dropLast())
        }
        while matched.count < cards {
            let known = faces.filter { !matched.contains($0.key) }
            if let pair = Dictionary(grouping: known.keys, by: { known[$0] ?? "" }).values.first(where: {
                $0.count >= 2
            }) {
                // A card still up from the last mismatch cannot be chosen first: it goes second.
                let ordered = pair.prefix(2).sorted { !lastMismatch.contains($0) && lastMismatch.contains($1) }
                _ = try await choose(ordered[0])
                _ = try await choose(ordered[1])
                matched.formUnion(pair.prefix(2))
                continue
            }
            let unknown = (1...cards).filter { faces[$0] == nil }
            guard let first = unknown.first else { break }
            let face = try await choose(first)
            faces[first] = face
            if let twin = known.first(where: { $0.value == face })?.key {
                _ = try await choose(twin)
                matched.formUnion([first, twin])
                continue
            }
            guard let second = unknown.dropFirst().first else { break }
            faces[second] = try await choose(second)
            if faces[second] == face {
                matched.formUnion([first, second])
            } else {
                lastMismatch = [first, second]
                turn = (turn + 1) % seats.count
            }
        }
    }

    /// A file of the repository, found from the built binary's place (`.build/<triple>/debug`).
    static func repositoryFile(_ relative: String) throws -> String {
        var folder = URL(fileURLWithPath: try Places.builtExecutable("memorize")).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// A loopback port nobody listens on now: the system picks one for a socket bound to port 0.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw CocoaError(.fileWriteUnknown) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
