import MemorizeLobby
import MemorizeLocalization
import MemorizeSetup
import MemorizeSystem
import MemorizeTable
import MemorizeText
import MemorizeViewModel
import ScreenKit
import TerminalBackend

/// An SSH session of the lobby (`memorize --lobby`), once the door let it in: the connection to the
/// lobby server, the lobby (in the grid, or in plain mode's `LobbyLines`), and each table played from it as a
/// table's guest plays, in the grid or in plain mode as the session asked.
///
/// In the grid the lobby is `LobbyGridHall`'s screen; in plain mode it is said in lines.
package enum LobbySession {
    /// Connects to the lobby server and runs the session; the exit status.
    ///
    /// - Parameters:
    ///   - socketPath: The lobby server's Unix socket.
    ///   - fingerprint: The player: the fingerprint of the SSH key the session was opened with.
    ///   - themes: The theme names plain mode's `new` accepts.
    ///   - setup: How to show the tables' games (grid or plain, and their settings).
    package static func run(
        socketPath: String, fingerprint: String, themes: [String], setup: GameSetup, system: SystemAccess
    ) -> Int32 {
        let socket: Int32
        switch system.network.connectLocal(FilePath(socketPath)) {
        case .failure(let failure):
            system.writeError(
                "memorize: "
                    + LobbyText.lobbyClosed.text(SafeText.quoted(socketPath, limit: 64), failure.reason, fingerprint)
                    + "\n")
            return ExitStatus.tableFailed.rawValue
        case .success(let connected): socket = connected
        }
        let client = LobbyClientProtocol(
            fingerprint: fingerprint, language: system.environment("LANG") ?? "", plain: setup.presenter == .plain)
        let link = LobbyDoorLink(socket: socket, client: client, network: system.network)
        defer { link.close() }
        if setup.presenter == .grid {
            return LobbyGridHall(link: link, themes: themes, setup: setup, system: system).run()
        }
        LineMode.ensure()
        defer { LineMode.restore() }
        return Hall(link: link, themes: themes, setup: setup, system: system).run()
    }

    /// The lobby's loop: lines typed in, the server's news out, and a table's game when one begins.
    private final class Hall {
        let link: LobbyDoorLink
        let themes: [String]
        let setup: GameSetup
        let system: SystemAccess
        let input = PlainInput()
        /// What a table sends before its game can start: the seats, the board, the table.
        var arrival = LobbyTableArrival()
        /// Lines typed before the server's welcome (and its first snapshot), answered once they came.
        var typedEarly: [String] = []
        /// Whether a name was sent and the server has not answered yet.
        var nameSent = false
        /// When the input ended before the server's welcome.
        var inputEndedAt: Duration?
        let clock = MonotonicClock()

        init(link: LobbyDoorLink, themes: [String], setup: GameSetup, system: SystemAccess) {
            self.link = link
            self.themes = themes
            self.setup = setup
            self.system = system
        }

        func run() -> Int32 {
            var wait = SourceWait(sources: [input, link])
            while true {
                for message in wait.wait(timeout: inputEndedAt == nil ? nil : .milliseconds(200)) {
                    switch message {
                    case .input(.text(let line)) where !isReady || !typedEarly.isEmpty:
                        typedEarly.append(line)
                    case .input(.text(let line)):
                        if let status = typed(line) { return status }
                    case .endOfInput:
                        // Lines piped in before the server's welcome are still answered (for a while):
                        // from now on only the server is waited on.
                        if inputEndedAt == nil {
                            inputEndedAt = clock.now
                            wait = SourceWait(sources: [link])
                        }
                    default: break
                    }
                }
                for item in link.takeNews() {
                    if let status = heard(item) { return status }
                }
                while isReady, !typedEarly.isEmpty {
                    if let status = typed(typedEarly.removeFirst()) { return status }
                }
                if let ended = inputEndedAt, (isReady && typedEarly.isEmpty) || clock.now - ended > .seconds(5) {
                    return ExitStatus.success.rawValue
                }
            }
        }

        /// Whether a typed line can be answered now: the server has welcomed this key, and has sent the
        /// lobby's first snapshot unless it is asking for a name (`tables` right after the welcome would
        /// otherwise list nothing, and piped input would end before the lobby was seen).
        private var isReady: Bool {
            switch link.client.place {
            case .greeting: false
            // A name sent is answered first (taken, or asked again): the next line is not a name.
            case .naming: !nameSent
            default: link.client.lobby != nil
            }
        }

        private func say(_ lines: [String]) {
            _ = system.writeOutput(lines.map { SafeText.escaped($0) + "\n" }.joined())
        }

        /// A typed line; the exit status when it ends the session.
        private func typed(_ line: String) -> Int32? {
            if link.client.place == .naming {
                link.update { $0.chooseName(line) }
                nameSent = true
                return nil
            }
            switch LobbyLines.command(line, themes: themes) {
            case .list: say(link.client.lobby.map { LobbyLines.listing($0) } ?? [])
            case .board: say(link.client.lobby.map { LobbyLines.board($0) } ?? [])
            case .help: say(LobbyLines.help)
            case .unknown(let answer): say([answer])
            case .request(let request):
                if LobbyTableArrival.ask(request, on: link) { return ExitStatus.success.rawValue }
            }
            return nil
        }

        /// The server's news; the exit status when it ends the session.
        private func heard(_ item: LobbyNews) -> Int32? {
            switch item {
            case .nameNeeded:
                nameSent = false
                say([LobbyText.welcome.text()])
            case .named(let name):
                nameSent = false
                say([LobbyText.youAre.text(name)])
            case .lobby(let snapshot): say(LobbyLines.listing(snapshot))
            case .notice(let line): say([line])
            case .leftTable: say([LobbyText.backInLobby.text()])
            case .ended(let line):
                system.writeError("memorize: \(SafeText.escaped(line))\n")
                return ExitStatus.tableFailed.rawValue
            case .table(let event):
                if let line = arrival.take(event) { say([line]) }
                if arrival.isReady { return play() }
            }
            return nil
        }

        /// Whether standard input is at its end; a line typed meanwhile is kept for the lobby.
        private func inputHasEnded() -> Bool {
            switch LineReader(descriptor: 0).nextLine(timeout: .milliseconds(1)) {
            case .ended: return true
            case .line(let line):
                typedEarly.append(line)
                return false
            case .timedOut: return false
            }
        }

        /// Plays (or watches) the table's game as a table's guest does, then comes back to the lobby.
        private func play() -> Int32? {
            arrival.play(link: link, setup: setup, system: system)
            // The end of input is the SSH session gone too (its channel closed): no goodbye either.
            if inputHasEnded() {
                link.drop()
                return ExitStatus.success.rawValue
            }
            link.update { $0.leaveTable() }
            return nil
        }
    }
}
