import MemorizeLocalization
import MemorizeNetwork
import MemorizeSetup
import MemorizeSystem
import MemorizeTable
import MemorizeText
import MemorizeThemes
import MemorizeViewModel
import ScreenKit
import TerminalBackend

/// A table across terminals, at the edge: the transport listens or connects, the seats fill (in lines
/// on the terminal, before the game's screen), and then the run is an ordinary one with the table's
/// connection as one more source beside the player's.
extension GameApp {
    static func runTable(
        _ table: TableSetup, themes: [Theme], firstTheme: Theme, setup: GameSetup, system: SystemAccess
    ) -> Int32 {
        switch table {
        case .host(let host, let port, let seats):
            hostTable(
                at: NetworkAddress(host: host, port: port), seats: seats, themes: themes, firstTheme: firstTheme,
                setup: setup, system: system)
        case .join(let host, let port, let code, let watch):
            joinTable(
                at: NetworkAddress(host: host, port: port), code: code, watch: watch, setup: setup, system: system)
        }
    }

    // MARK: - The host

    /// Listens, prints the commands that join and watch, waits for the seats to fill (or Enter), then
    /// deals and plays.
    private static func hostTable(
        at address: NetworkAddress, seats seatCount: Int, themes: [Theme], firstTheme: Theme, setup: GameSetup,
        system: SystemAccess
    ) -> Int32 {
        let clock = MonotonicClock()
        let transport = TableTransport(network: system.network, clock: clock)
        let port: UInt16
        switch transport.listen(on: address) {
        case .success(let bound): port = bound
        case .failure(let failure):
            system.writeError(
                "memorize: " + TableText.cannotListen.text(SafeText.escaped(address.description), failure.reason) + "\n"
            )
            return ExitStatus.tableFailed.rawValue
        }
        let hostName = setup.names.first ?? "Host"
        let level = setup.computer.map { ComputerLevel(rawValue: $0.level.rawValue) ?? .normal }
        var side = HostTableProtocol(
            hostName: hostName, seatCount: seatCount, computers: level == nil ? [:] : [1: "Computer"], now: clock.now,
            makeCode: {
                var random = SystemRandomNumberGenerator()
                return JoinCode.make(using: &random)
            })
        let room = WaitingRoom(address: address, port: port, system: system)
        side.shownAddress = room.shownAddress
        let connection = TableConnection(side: side, transport: transport, clock: clock)
        room.announce(connection.side)
        guard room.waitForSeats(connection, clock: clock) == .start else {
            connection.close()
            return ExitStatus.success.rawValue
        }
        connection.update { $0.start() }
        let seats = connection.side.seats.enumerated().map { index, slot in
            switch slot.holder {
            case .host: Seat(name: slot.name)
            case .computer: Seat(name: slot.name, kind: .computer(level ?? .normal))
            case .open, .remote: Seat(name: slot.name, kind: .remote)
            }
        }
        let ending = Ending()
        let play = Play(
            makeViewModel: { clock, scoreKeeper, policy in
                compose(
                    themes: themes, firstTheme: firstTheme, setup: setup, clock: clock, scoreKeeper: scoreKeeper,
                    policy: policy, table: HostSeating(seats: seats, link: connection))
            },
            sources: [connection],
            started: { viewModel in
                for update in viewModel.tableGreeting { connection.tell(update) }
            },
            ended: { viewModel in
                ending.line = viewModel.tableEnded
                viewModel.leaveTableHere()
                connection.close()
            })
        return finish(run(play, setup: setup, system: system), ending: ending, system: system)
    }

    // MARK: - A seat or a spectator

    /// Joins (or watches) the host, waits for its board, then plays or watches its deals.
    private static func joinTable(
        at address: NetworkAddress, code: String, watch: Bool, setup: GameSetup, system: SystemAccess
    ) -> Int32 {
        let clock = MonotonicClock()
        let transport = TableTransport(network: system.network, clock: clock)
        transport.setConnectAddress(address)
        let name = setup.names.first ?? ""
        let connection = TableConnection(
            side: GuestTableProtocol(code: code, name: name, watch: watch, now: clock.now), transport: transport,
            clock: clock)
        let arrival = Arrival(system: system, watch: watch)
        let wait = SourceWait(sources: [connection])
        while arrival.board == nil || arrival.table == nil {
            for message in wait.wait(timeout: nil) {
                guard case .table(let event) = message else { continue }
                arrival.take(event)
            }
            if let failure = arrival.failure {
                system.writeError("memorize: \(SafeText.escaped(failure))\n")
                connection.close()
                return ExitStatus.tableFailed.rawValue
            }
        }
        guard let board = arrival.board, let table = arrival.table else { return ExitStatus.tableFailed.rawValue }
        let here = connection.side.seat
        let seats = arrival.names.indices.map { index in
            Seat(name: arrival.names[index], kind: index == here ? .here : .remote)
        }
        let ending = Ending()
        let play = Play(
            makeViewModel: { clock, scoreKeeper, policy in
                GameViewModel(
                    joining: board, clock: clock,
                    settings: GameViewModel.Settings(
                        ringsBell: setup.bell, seats: seats, scoreKeeper: scoreKeeper, policy: policy,
                        table: .guest(connection)))
            },
            sources: [connection],
            started: { viewModel in
                viewModel.send(.table(.table(table)))
                for event in arrival.later { viewModel.send(.table(event)) }
            },
            ended: { viewModel in
                ending.line = viewModel.tableEnded
                viewModel.leaveTableHere()
                connection.close()
            })
        return finish(run(play, setup: setup, system: system), ending: ending, system: system)
    }

    /// What a joining side hears before its game: the seats, the board and the table, and whatever
    /// follows them before the game's screen is up; or why it could not join.
    private final class Arrival {
        let system: SystemAccess
        let watch: Bool
        var names: [String] = []
        var board: TableBoard?
        var table: TableState?
        var later: [TableEvent] = []
        var failure: String?
        private var told = false

        init(system: SystemAccess, watch: Bool) {
            self.system = system
            self.watch = watch
        }

        func take(_ event: TableEvent) {
            switch event {
            case .seats(let given, let here):
                names = given
                guard !told, table == nil else { return }
                told = true
                let host = given.first ?? TableText.theHost.text()
                let seat =
                    here.map { TableText.seatOf.text("\($0 + 1)", "\(given.count)") } ?? TableText.watching.text()
                let others = given.filter { !$0.isEmpty }.joined(separator: ", ")
                _ = system.writeOutput(SafeText.escaped(TableText.joinedTable.text(host, seat, others)) + "\n")
            case .board(let given) where table == nil: board = given
            case .table(let given) where table == nil: table = given
            case .ended(let reason): failure = reason
            default: later.append(event)
            }
        }
    }

    /// Why the table ended before the player left it, kept past the run to say where the shell keeps it.
    private final class Ending {
        var line: String?
    }

    /// The run's status, after saying why the table ended when it ended before the player left it:
    /// on the screen it lasted only until the terminal was given back.
    private static func finish(_ status: Int32, ending: Ending, system: SystemAccess) -> Int32 {
        if let line = ending.line { system.writeError("memorize: \(SafeText.escaped(line))\n") }
        return status
    }
}
