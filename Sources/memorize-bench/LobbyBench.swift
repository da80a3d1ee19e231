import Glibc
import MemorizeLobby
import MemorizeNetwork
import MemorizeTable

/// `memorize-bench --lobby SOCKET SERVER-PID [PLAYERS] [THINK-MS]`: headless players on a running
/// `memorize --serve`'s socket, two to a table, each choosing `THINK-MS` after its turn comes; the
/// server's CPU and memory per table (from /proc), the time from a choice to the other seat's update,
/// and the server's CPU while everyone sits and nobody moves. Prints Markdown for BENCHMARKS.md.
enum LobbyBench {
    final class Player {
        let socket: Int32
        let name: String
        var client: LobbyClientProtocol
        var bot = LobbyBot()
        var reader = LobbyFrameReader()
        var writer = LobbyFrameWriter()
        var lobby: LobbySnapshot?
        /// When this player's choice went out, until the partner hears it.
        var sentAt: UInt64?
        /// When this player may choose (its think time after its turn came).
        var readyAt: UInt64?
        var partner: Player?
        var failed: String?

        init(socket: Int32, name: String) {
            self.socket = socket
            self.name = name
            client = LobbyClientProtocol(fingerprint: "SHA256:bench-\(name)", name: name, plain: true)
        }
    }

    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func connect(_ path: String) -> Int32? {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let status = withUnsafeBytes(of: address) { raw in
            Glibc.connect(socket, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
        }
        guard status == 0 else { return nil }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        return socket
    }

    /// Sends what the player's client queued (the socket's buffer takes a bench's small messages).
    static func flush(_ player: Player, latencies: inout [UInt64]) {
        for command in player.client.takeCommands() {
            guard case .send(let message) = command else { continue }
            let bytes = player.writer.frame(message)
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes {
                    send(player.socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if sent > 0 { offset += sent } else if errno != EAGAIN && errno != EINTR { break }
            }
        }
        for item in player.client.takeNews() {
            switch item {
            case .lobby(let snapshot): player.lobby = snapshot
            case .ended(let line): player.failed = line
            case .table(let event):
                player.bot.hear(event)
                if case .choice(let choice) = event, let partner = player.partner, choice.seat != player.bot.seat,
                    let sent = partner.sentAt
                {
                    latencies.append(nanoseconds() - sent)
                    partner.sentAt = nil
                }
            default: break
            }
        }
    }

    /// Waits on every socket for at most `milliseconds`, and reads what came.
    static func pump(_ players: [Player], milliseconds: Int32, latencies: inout [UInt64]) {
        var descriptors = players.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        for (index, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
            let player = players[index]
            while true {
                let count = recv(player.socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                if count <= 0 {
                    if count == 0 { player.failed = player.failed ?? "the server closed the connection" }
                    break
                }
                player.reader.append(Array(buffer[0..<count]))
                while let message = try? player.reader.next() { player.client.handle(.received(message)) }
            }
            flush(player, latencies: &latencies)
        }
    }

    /// The server's CPU time so far (user and system), in nanoseconds, and its resident memory in KiB.
    static func usage(of pid: Int32) -> (cpu: UInt64, rssKiB: Int) {
        func read(_ path: String) -> String {
            guard let file = fopen(path, "r") else { return "" }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let stat = read("/proc/\(pid)/stat")
        // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let ticks = fields.count > 12 ? (UInt64(fields[11]) ?? 0) + (UInt64(fields[12]) ?? 0) : 0
        let perSecond = UInt64(sysconf(Int32(_SC_CLK_TCK)))
        let rss =
            read("/proc/\(pid)/status").split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { line in line.split(separator: " ").dropFirst().first.flatMap { Int($0) } } ?? 0
        return (ticks * 1_000_000_000 / max(perSecond, 1), rss)
    }

    static func percentile(_ values: [UInt64], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
        return Double(sorted[max(0, index)]) / 1_000_000
    }

    static func lines(arguments: [String]) -> [String] {
        guard arguments.count >= 2, let pid = Int32(arguments[1]) else {
            return ["usage: memorize-bench --lobby SOCKET SERVER-PID [PLAYERS] [THINK-MS]"]
        }
        let path = arguments[0]
        let count = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
        let think = UInt64(arguments.count > 3 ? Int(arguments[3]) ?? 300 : 300) * 1_000_000
        var latencies: [UInt64] = []
        var players: [Player] = []
        for index in 0..<(count / 2 * 2) {
            guard let socket = connect(path) else { return ["cannot connect to \(path) (player \(index))"] }
            let player = Player(socket: socket, name: "Bot\(index)")
            players.append(player)
            flush(player, latencies: &latencies)
        }
        func until(_ what: String, seconds: UInt64 = 60, _ condition: () -> Bool) -> String? {
            let deadline = nanoseconds() + seconds * 1_000_000_000
            while !condition() {
                if let failed = players.first(where: { $0.failed != nil }) {
                    return "\(failed.name): \(failed.failed!)"
                }
                if nanoseconds() > deadline { return "timed out waiting for \(what)" }
                pump(players, milliseconds: 50, latencies: &latencies)
            }
            return nil
        }
        if let problem = until("every player's lobby", { players.allSatisfy { $0.lobby != nil } }) { return [problem] }
        let connected = usage(of: pid)
        for pair in stride(from: 0, to: players.count, by: 2) {
            let creator = players[pair]
            let joiner = players[pair + 1]
            creator.partner = joiner
            joiner.partner = creator
            creator.client.newTable(LobbyTableRequest(theme: "Animals", seats: 2))
            flush(creator, latencies: &latencies)
        }
        let creatorsSeated = {
            stride(from: 0, to: players.count, by: 2).allSatisfy { players[$0].client.place != .lobby }
        }
        if let problem = until("the tables", creatorsSeated) { return [problem] }
        for pair in stride(from: 0, to: players.count, by: 2) {
            let joiner = players[pair + 1]
            joiner.client.refresh()
            flush(joiner, latencies: &latencies)
        }
        if let problem = until(
            "the lobby's tables",
            {
                stride(from: 1, to: players.count, by: 2).allSatisfy {
                    players[$0].lobby?.tables.count ?? 0 >= players.count / 2
                }
            })
        {
            return [problem]
        }
        let seated = usage(of: pid)
        for pair in stride(from: 0, to: players.count, by: 2) {
            let joiner = players[pair + 1]
            guard let table = joiner.lobby?.tables.first(where: { $0.seats.first == players[pair].name }) else {
                return ["no table for \(players[pair].name)"]
            }
            joiner.client.join(table: table.id)
            flush(joiner, latencies: &latencies)
        }
        if let problem = until("every board", { players.allSatisfy { $0.bot.state != nil } }) { return [problem] }
        latencies = []
        let start = usage(of: pid)
        let started = nanoseconds()
        var choices = 0
        let problem = until("every game's end", seconds: 600) {
            let now = nanoseconds()
            for player in players {
                guard !player.bot.isOver, player.bot.state?.seat == player.bot.seat, !player.bot.isWaiting else {
                    player.readyAt = nil
                    continue
                }
                guard let ready = player.readyAt else {
                    player.readyAt = now + think
                    continue
                }
                guard now >= ready, let choice = player.bot.nextChoice() else { continue }
                player.readyAt = nil
                player.sentAt = nanoseconds()
                player.client.tell(.choose(card: choice.card, deal: choice.deal))
                flush(player, latencies: &latencies)
                choices += 1
            }
            return players.allSatisfy { $0.bot.isOver }
        }
        if let problem { return [problem] }
        let played = usage(of: pid)
        let seconds = Double(nanoseconds() - started) / 1e9
        // Everyone sits at a finished table and nobody moves.
        let idleSeconds: UInt64 = 10
        let idleStart = usage(of: pid)
        let idleUntil = nanoseconds() + idleSeconds * 1_000_000_000
        while nanoseconds() < idleUntil { pump(players, milliseconds: 200, latencies: &latencies) }
        let idle = usage(of: pid)
        for player in players { close(player.socket) }
        let tables = players.count / 2
        let playCPU = Double(played.cpu - start.cpu) / 1e9
        func fixed(_ value: Double, _ places: Int = 1) -> String {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            return "\(rounded)"
        }
        return [
            "| Measure | Value |",
            "|---|---|",
            "| Players, tables | \(players.count), \(tables) (two seats each, \(think / 1_000_000) ms to think before each choice) |",
            "| Choices played | \(choices) in \(fixed(seconds)) s (\(fixed(Double(choices) / seconds, 0)) a second) |",
            "| Server CPU while they play | \(fixed(playCPU, 2)) s of \(fixed(seconds)) s: \(fixed(100 * playCPU / seconds))% of one core, \(fixed(1000 * playCPU / Double(max(choices, 1)), 3)) ms a choice, \(fixed(100 * playCPU / seconds / Double(tables), 3))% a table |",
            "| Server memory | \(connected.rssKiB) KiB with \(players.count) in the lobby, \(seated.rssKiB) KiB with \(tables) tables open, \(played.rssKiB) KiB after the games: \(fixed(Double(played.rssKiB - connected.rssKiB) / Double(tables))) KiB a table |",
            "| Choice to the other seat's update | median \(fixed(percentile(latencies, 0.5), 2)) ms, 99th percentile \(fixed(percentile(latencies, 0.99), 2)) ms, worst \(fixed(percentile(latencies, 1), 2)) ms (\(latencies.count) choices) |",
            "| Server CPU while nobody moves | \(fixed(Double(idle.cpu - idleStart.cpu) / 1e6, 1)) ms in \(idleSeconds) s |",
        ]
    }
}
