import MemorizeLobby
import MemorizeLocalization
import MemorizeSetup
import MemorizeSystem
import MemorizeTable
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// What a table sends the lobby's door before its game can start (the seats, the board, the table),
/// and the game played from it as a table's guest plays, in the grid or in plain mode: the same for
/// the lobby in lines and the lobby in the grid.
struct LobbyTableArrival {
    private var names: [String] = []
    private var here: Int?
    private var board: TableBoard?
    private var table: TableState?
    private var early: [TableEvent] = []

    /// Takes one of the table's events; for the seats, what the lobby says of them.
    mutating func take(_ event: TableEvent) -> String? {
        switch event {
        case .seats(let given, let seat):
            names = given
            here = seat
            let who = given.map { $0.isEmpty ? LobbyText.openSeat.text() : $0 }.joinedText(separator: ", ")
            return seat.map { LobbyText.sitAtSeat.text("\($0 + 1)", "\(given.count)", who) }
                ?? LobbyText.watchingTable.text(who)
        case .board(let given) where board == nil: board = given
        case .table(let given) where table == nil: table = given
        default: early.append(event)
        }
        return nil
    }

    /// Whether the game can start: the board and the table have come.
    var isReady: Bool { board != nil && table != nil }

    /// Plays (or watches) the table's game through `GameApp.run`, which opens its own terminal in the
    /// grid; then forgets the table, for the next.
    mutating func play(link: LobbyDoorLink, setup given: GameSetup, system: SystemAccess) {
        guard let board, let table else { return }
        let seats = names.indices.map { index in
            Seat(name: names[index], kind: index == here ? .here : .remote)
        }
        let later = early
        self = LobbyTableArrival()
        link.atTable = true
        defer { link.atTable = false }
        var setup = given
        setup.table = nil
        let play = GameApp.Play(
            makeViewModel: { clock, scoreKeeper, policy in
                GameViewModel(
                    joining: board, clock: clock,
                    settings: GameViewModel.Settings(
                        ringsBell: setup.bell, seats: seats, scoreKeeper: scoreKeeper, policy: policy,
                        table: .guest(link)))
            },
            sources: [link],
            started: { viewModel in
                viewModel.send(.table(.table(table)))
                for event in later { viewModel.send(.table(event)) }
            },
            // Nothing told here: a signal (the SSH session gone) ends the process after this, and
            // then the server finds the socket closed, which keeps the seat away for its minute.
            ended: { _ in })
        _ = GameApp.run(play, setup: setup, system: system)
    }

    /// Asks the server what the player asked for; whether it ends the session (`quit`).
    static func ask(_ request: LobbyRequest, on link: LobbyDoorLink) -> Bool {
        switch request {
        case .join(let table): link.update { $0.join(table: table) }
        case .watch(let table): link.update { $0.watch(table: table) }
        case .newTable(let choices): link.update { $0.newTable(LobbyTableRequest(choices)) }
        case .daily: link.update { $0.playDaily() }
        case .chooseName(let name): link.update { $0.chooseName(name) }
        case .quit: return true
        }
        return false
    }
}
