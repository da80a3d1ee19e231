import Foundation
import Glibc
import MemorizeLobby
import MemorizeTestSupport
import Testing

/// `memorize --serve` run as the service runs it, on a temporary socket, spoken to by scripted doors.
@Suite("The memorize binary: --serve")
struct LobbyServerTests {
    /// Starts the server in the background of a shell that writes its pid, and gives back the run.
    static func startServer(in directory: TemporaryDirectory) async throws -> (
        run: Task<BinaryRunner.Result, any Error>, pid: () throws -> pid_t
    ) {
        let socket = directory.url.path + "/lobby.sock"
        let pidFile = directory.url.path + "/server.pid"
        try? FileManager.default.removeItem(atPath: pidFile)
        let script =
            "XDG_STATE_HOME=\"$PWD/state\" \"$MEMORIZE\" --serve --socket \"$PWD/lobby.sock\" & echo $! > server.pid; "
            + "wait $!; echo \"status $?\""
        let directoryURL = directory.url
        let run = Task { try await BinaryRunner.shell(script, in: directoryURL) }
        // Generous, and checked once more at the end: in the whole suite the fuzz tests can hold every
        // thread of the pool for many seconds, and the task that starts the shell waits for one.
        let deadline = ContinuousClock.now + .seconds(60)
        // The shell makes the pid file before it writes the number in it: wait for the number.
        func started() -> Bool {
            FileManager.default.fileExists(atPath: socket)
                && (try? String(contentsOfFile: pidFile, encoding: .utf8))
                    .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } != nil
        }
        while !started() {
            guard ContinuousClock.now < deadline else {
                if started() { break }
                throw ScriptedDoor.Failure(description: "the server did not start")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        let pid = {
            let text = try String(contentsOfFile: pidFile, encoding: .utf8)
            guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw ScriptedDoor.Failure(description: "no pid in \(text)")
            }
            return pid
        }
        return (run, pid)
    }

    /// A new ed25519 key named `name`, and the file sshd would pass the door in `SSH_USER_AUTH` for a
    /// session with it; the file's path.
    static func sshUserAuth(for name: String, in directory: TemporaryDirectory) async throws -> String {
        let keyPath = directory.url.path + "/" + name
        let made = try await Command.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "", "-f", keyPath])
        #expect(made.status == 0)
        let publicKey = try String(contentsOfFile: keyPath + ".pub", encoding: .utf8)
            .split(separator: " ").prefix(2).joined(separator: " ")
        let authPath = directory.url.path + "/" + name + ".auth"
        try "publickey \(publicKey)\n".write(toFile: authPath, atomically: true, encoding: .utf8)
        return authPath
    }

    @Test("two players, a spectator mid-game, the daily each, a board that survives a restart, a clean stop")
    func playsThroughTheServer() async throws {
        let directory = try TemporaryDirectory()
        let socket = directory.url.path + "/lobby.sock"
        var server = try await Self.startServer(in: directory)
        let firstPid = try server.pid()
        defer { kill(firstPid, SIGKILL) }
        try await offThePool("scripted doors") {
            let ann = try ScriptedDoor(path: socket, key: "SHA256:ann")
            try ann.wait("the name question") { ann.news.contains(.nameNeeded) }
            ann.act { $0.chooseName("Ann") }
            try ann.wait("the lobby") { ann.lastLobby != nil }
            let bob = try ScriptedDoor(path: socket, key: "SHA256:bob", name: "Bob")
            try bob.wait("the lobby") { bob.lastLobby != nil }
            ann.act { $0.newTable(LobbyTableRequest(theme: "Animals", seats: 2)) }
            try bob.wait("Ann's table") { bob.lastLobby?.tables.count == 1 }
            let table = bob.lastLobby!.tables[0]
            #expect(table.seats == ["Ann", ""])
            bob.act { $0.join(table: table.id) }
            try bob.wait("the board") { bob.bot.state != nil }
            try ann.wait("the board") { ann.bot.state != nil }
            // A few turns, then a spectator comes.
            for _ in 0..<3 {
                for door in [ann, bob] {
                    if let choice = door.bot.nextChoice() {
                        door.act { $0.tell(.choose(card: choice.card, deal: choice.deal)) }
                    }
                    try door.wait("the choice") { !door.bot.isWaiting }
                }
            }
            let cat = try ScriptedDoor(path: socket, key: "SHA256:cat", name: "Cat")
            try cat.wait("the lobby") { cat.lastLobby != nil }
            cat.act { $0.watch(table: table.id) }
            try cat.wait("the table") { cat.bot.state != nil }
            try ScriptedDoor.play([ann, bob])
            try cat.wait("the end") { cat.bot.isOver }
            #expect(cat.bot.state?.scores == ann.bot.state?.scores)
            for door in [ann, bob] {
                door.act { $0.leaveTable() }
                door.act { $0.playDaily() }
                try door.wait("the daily") { door.bot.state != nil }
                try ScriptedDoor.play([door])
                door.act { $0.leaveTable() }
            }
            try ann.wait("the board of two") { ann.lastLobby?.board.count == 2 }
            #expect(Set(ann.lastLobby!.board.map(\.name)) == ["Ann", "Bob"])
        }
        kill(firstPid, SIGTERM)
        let first = try await server.run.value
        #expect(first.outputText.contains("status 0"), "\(first.errorText)")
        #expect(first.errorText == "")
        #expect(!FileManager.default.fileExists(atPath: socket))
        let state = try String(contentsOfFile: directory.url.path + "/state/memorize/lobby.json", encoding: .utf8)
        #expect(state.contains("SHA256:ann") && state.contains("\"Bob\""))

        // A restart keeps the board, and each key has played today's daily.
        server = try await Self.startServer(in: directory)
        let secondPid = try server.pid()
        defer { kill(secondPid, SIGKILL) }
        try await offThePool("a door after the restart") {
            let ann = try ScriptedDoor(path: socket, key: "SHA256:ann")
            try ann.wait("the lobby") { ann.lastLobby != nil }
            #expect(ann.lastLobby?.board.count == 2)
            #expect(ann.lastLobby?.playedToday == true)
            ann.act { $0.playDaily() }
            try ann.wait("the refusal") { ann.news.contains { if case .notice = $0 { true } else { false } } }
        }
        kill(secondPid, SIGINT)
        let second = try await server.run.value
        #expect(second.outputText.contains("status 0"), "\(second.errorText)")
    }

    @Test("a door killed mid-game is a seat away, and the same key comes back to it")
    func killedDoorComesBack() async throws {
        let directory = try TemporaryDirectory()
        let socket = directory.url.path + "/lobby.sock"
        let server = try await Self.startServer(in: directory)
        let pid = try server.pid()
        defer { kill(pid, SIGKILL) }
        try await offThePool("a door killed and back") {
            let ann = try ScriptedDoor(path: socket, key: "SHA256:ann", name: "Ann")
            try ann.wait("the lobby") { ann.lastLobby != nil }
            ann.act { $0.newTable(LobbyTableRequest(theme: "Animals", seats: 2)) }
            var bob: ScriptedDoor? = try ScriptedDoor(path: socket, key: "SHA256:bob", name: "Bob")
            try bob!.wait("the table") { bob!.lastLobby?.tables.count == 1 }
            bob!.act { $0.join(table: 1) }
            try bob!.wait("the board") { bob!.bot.state != nil }
            // Its process dies: the socket closes with nothing said.
            bob = nil
            try ann.wait("Bob away") {
                ann.news.contains { if case .table(.away(seat: 1, _)) = $0 { true } else { false } }
            }
            let back = try ScriptedDoor(path: socket, key: "SHA256:bob")
            try back.wait("the seat again") { back.bot.state != nil }
            #expect(back.client.place == .table(seat: 1, names: ["Ann", "Bob"]))
            try ann.wait("Bob back") { ann.news.contains(.table(.back(seat: 1))) }
            try ScriptedDoor.play([ann, back])
            #expect(ann.bot.state?.scores == back.bot.state?.scores)
        }
        kill(pid, SIGTERM)
        let result = try await server.run.value
        #expect(result.outputText.contains("status 0"), "\(result.errorText)")
    }

    @Test("a second server on the same socket, and a damaged state file, are refused in one line")
    func refusals() async throws {
        let directory = try TemporaryDirectory()
        let server = try await Self.startServer(in: directory)
        let pid = try server.pid()
        defer { kill(pid, SIGKILL) }
        let second = try await BinaryRunner.run(
            ["--serve", "--socket", directory.url.path + "/lobby.sock"], in: directory.url,
            environment: ["XDG_STATE_HOME": directory.url.path + "/other"])
        #expect(second.status == 76)
        #expect(second.errorText.hasSuffix("another server is listening on it\n"))
        #expect(second.errorText.count { $0 == "\n" } == 1)
        kill(pid, SIGTERM)
        _ = try await server.run.value

        let damaged = try directory.write("{\"version\": 1, \"names\": 3}", to: "bad/memorize/lobby.json")
        let refused = try await BinaryRunner.run(
            ["--serve", "--socket", directory.url.path + "/other.sock"], in: directory.url,
            environment: ["XDG_STATE_HOME": directory.url.path + "/bad"])
        #expect(refused.status == 65)
        #expect(refused.errorText.contains("is damaged"))
        #expect(refused.errorText.count { $0 == "\n" } == 1)
        #expect(try String(contentsOfFile: damaged, encoding: .utf8) == "{\"version\": 1, \"names\": 3}")
    }

    @Test("started by systemd's socket activation: it serves on the socket passed and leaves it to systemd")
    func socketActivation() async throws {
        let directory = try TemporaryDirectory()
        let held = directory.url.path + "/held.sock"
        let listener = try Self.listeningSocket(at: held)
        defer { close(listener) }
        // As systemd starts it: the socket as descriptor 3, LISTEN_PID the server's own pid.
        func start(sockets: Int) -> Task<ProcessResult, any Error> {
            let script =
                "echo $$ > server.pid; export LISTEN_PID=$$ LISTEN_FDS=\(sockets) XDG_STATE_HOME=\"$PWD/state\"; "
                + "exec \"$MEMORIZE\" --serve --socket \"$PWD/unused.sock\""
            let folder = directory.url.path
            let environment = ["PATH": "/usr/bin:/bin", "HOME": folder]
            return Task {
                try await ChildProcess.run(
                    "/bin/sh", ["-c", script],
                    environment: environment.merging(["MEMORIZE": try Places.builtExecutable("memorize")]) { $1 },
                    in: folder, descriptor3: listener)
            }
        }
        let refused = try await start(sockets: 2).value
        #expect(refused.status == 76)
        #expect(
            String(decoding: refused.errors, as: UTF8.self)
                == "memorize: cannot serve on the socket the service manager passed: 2 sockets were passed, "
                + "and the lobby listens on one\n")

        let pidFile = directory.url.path + "/server.pid"
        try FileManager.default.removeItem(atPath: pidFile)
        // The shell makes the file before it writes the number in it: wait for the number.
        func writtenPid() -> pid_t? {
            (try? String(contentsOfFile: pidFile, encoding: .utf8))
                .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let run = start(sockets: 1)
        // Whatever fails below, the server does not outlive the test (it would outlive the test
        // process too: nothing else waits for it).
        defer { writtenPid().map { _ = kill($0, SIGKILL) } }
        let deadline = ContinuousClock.now + .seconds(60)
        while writtenPid() == nil && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let pid = try #require(writtenPid(), "no pid in \(pidFile) after a minute")
        try await offThePool("a door on the passed socket") {
            let ann = try ScriptedDoor(path: held, key: "SHA256:ann")
            try ann.wait("the name question", seconds: 30) { ann.news.contains(.nameNeeded) }
        }
        kill(pid, SIGTERM)
        let result = try await run.value
        #expect(result.status == 0, "\(String(decoding: result.errors, as: UTF8.self))")
        #expect(FileManager.default.fileExists(atPath: held), "systemd's socket stays")
        #expect(!FileManager.default.fileExists(atPath: directory.url.path + "/unused.sock"))
    }

    /// A listening Unix socket at `path`, as systemd's socket unit makes it.
    static func listeningSocket(at path: String) throws -> Int32 {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard socket >= 0, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw ScriptedDoor.Failure(description: "no socket for \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafeBytes(of: address) { raw in
            bind(socket, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
        }
        guard bound == 0, listen(socket, 16) == 0 else {
            close(socket)
            throw ScriptedDoor.Failure(description: "cannot listen at \(path): errno \(errno)")
        }
        return socket
    }
}
