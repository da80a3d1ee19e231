import MemorizeNetwork
import MemorizeSetup
import MemorizeSystem
import MemorizeText
import MemorizeThemes
import MemorizeViewModel
import ScreenKit

/// A game across two terminals, at the edge: the sockets are opened, the first guest awaited or the
/// host joined, and then the run is an ordinary one with the table's sources beside the player's.
extension GameApp {
    /// How long a guest waits for the host to answer when joining.
    static let joinTimeout: Duration = .seconds(10)

    static func runTable(
        _ table: TableSetup, themes: [Theme], firstTheme: Theme, setup: GameSetup, system: SystemAccess
    ) -> Int32 {
        switch table {
        case .host(let host, let port, _):
            hostTable(
                at: NetworkAddress(host: host, port: port), themes: themes, firstTheme: firstTheme, setup: setup,
                system: system)
        case .join(let host, let port, let code, _):
            joinTable(at: NetworkAddress(host: host, port: port), code: code, setup: setup, system: system)
        }
    }

    /// Listens, prints the command that joins, waits for the guest, then deals and plays.
    private static func hostTable(
        at address: NetworkAddress, themes: [Theme], firstTheme: Theme, setup: GameSetup, system: SystemAccess
    ) -> Int32 {
        let listener: Int32
        switch Sockets.listen(on: address) {
        case .success(let socket): listener = socket
        case .failure(let failure):
            system.writeError("memorize: cannot listen on \(address): \(failure.reason)\n")
            return ExitStatus.tableFailed.rawValue
        }
        var random = SystemRandomNumberGenerator()
        let code = JoinCode.make(using: &random)
        let hostName = setup.names.first ?? "Host"
        let clock = MonotonicClock()
        let table = HostTable(listener: listener, code: code, hostName: hostName, clock: clock)
        let port = Sockets.port(of: listener) ?? address.port
        // A wildcard address is every address of this machine: the guest needs one of them.
        let wildcard = ["0.0.0.0", "::", "*"].contains(address.host)
        let shown = wildcard ? "THIS-MACHINE:\(port)" : NetworkAddress(host: address.host, port: port).description
        _ = system.writeOutput(
            "Waiting for a player on \(NetworkAddress(host: address.host, port: port)). They join with:\n"
                + "  memorize --join \(shown) --code \(code)\n"
                + "Ctrl-C stops waiting.\n")
        table.say = { line in _ = system.writeOutput(line + "\n") }
        table.waitForGuest()
        _ = system.writeOutput("\(table.guestName) joined.\n")
        let seats = [Seat(name: hostName), Seat(name: table.guestName, kind: .remote)]
        let ending = Ending()
        let play = Play(
            makeViewModel: { clock, scoreKeeper, policy in
                compose(
                    themes: themes, firstTheme: firstTheme, setup: setup, clock: clock, scoreKeeper: scoreKeeper,
                    policy: policy, table: HostSeating(seats: seats, link: table))
            },
            sources: table.sources,
            started: { viewModel in
                table.greeting = { viewModel.tableGreeting }
                table.deliver = { viewModel.send(.peer($0)) }
                for message in viewModel.tableGreeting { table.send(message) }
            },
            ended: { viewModel in
                ending.line = viewModel.tableEnded
                viewModel.leaveTableHere()
                table.close()
            })
        return finish(run(play, setup: setup, system: system), ending: ending, system: system)
    }

    /// Joins the host, then plays its deals.
    private static func joinTable(
        at address: NetworkAddress, code: String, setup: GameSetup, system: SystemAccess
    ) -> Int32 {
        let clock = MonotonicClock()
        let name = setup.names.first ?? "Guest"
        let table = GuestTable(address: address, code: code, name: name, clock: clock)
        let joined: GuestTable.Joined
        switch table.join(timeout: joinTimeout) {
        case .success(let given): joined = given
        case .failure(let failure):
            system.writeError("memorize: \(failure.reason)\n")
            return ExitStatus.tableFailed.rawValue
        }
        let ending = Ending()
        let seats = joined.names.indices.map { index in
            Seat(name: joined.names[index], kind: index == joined.seat ? .here : .remote)
        }
        let play = Play(
            makeViewModel: { clock, scoreKeeper, policy in
                GameViewModel(
                    joining: joined.board, clock: clock,
                    settings: GameViewModel.Settings(
                        ringsBell: setup.bell, seats: seats, scoreKeeper: scoreKeeper, policy: policy,
                        table: .guest(table)))
            },
            sources: table.sources,
            started: { viewModel in
                table.deliver = { viewModel.send(.peer($0)) }
                viewModel.send(.peer(.message(.table(joined.table))))
            },
            ended: { viewModel in
                ending.line = viewModel.tableEnded
                viewModel.leaveTableHere()
                table.close()
            })
        return finish(run(play, setup: setup, system: system), ending: ending, system: system)
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
