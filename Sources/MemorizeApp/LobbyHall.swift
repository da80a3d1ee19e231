import MemorizeLobby
import MemorizeNetwork
import MemorizeSetup
import MemorizeTable
import MemorizeThemes
import MemorizeViewModel

/// The lobby server with its tables' judges and no socket: the server's protocol decides who sits
/// where; each table's game is judged by a host's view model, headless (every seat `.remote` or the
/// computer), exactly as `--host` judges one. The serve loop and the tests feed it events and carry
/// out its transport commands.
package final class LobbyHall {
    /// What a daily is dealt from, for a day: as `--daily` deals it.
    package struct DailyDeal: Sendable {
        package var theme: Theme
        package var seed: UInt64
        package var date: String
        package var number: Int?

        package init(theme: Theme, seed: UInt64, date: String, number: Int?) {
            self.theme = theme
            self.seed = seed
            self.date = date
            self.number = number
        }
    }

    /// One table's judge: a host's view model, and what it told the table since it was last asked.
    private final class Judge: TableLink {
        var viewModel: GameViewModel?
        var updates: [TableUpdate] = []

        func tell(_ update: TableUpdate) { updates.append(update) }
    }

    package private(set) var server: LobbyServerProtocol
    private var judges: [Int: Judge] = [:]
    private let themes: [Theme]
    private let clock: any GameClock
    private var daily: DailyDeal
    private var makeSeed: () -> UInt64
    private var transport: [LobbyCommand] = []
    /// Whether the records changed since `takeSave`.
    private var unsaved = false

    /// A hall of `themes`, with `records` read from the state file, on `day` (whose daily `daily`
    /// deals), timed by `clock`; each table's seed from `makeSeed`.
    package init(
        records: LobbyRecords, day: LobbyDay, daily: DailyDeal, themes: [Theme], clock: any GameClock,
        makeSeed: @escaping () -> UInt64
    ) {
        server = LobbyServerProtocol(records: records, day: day, now: clock.now)
        self.daily = daily
        self.themes = themes
        self.clock = clock
        self.makeSeed = makeSeed
        run()
    }

    // MARK: - In

    package func handle(_ event: LobbyEvent) {
        server.handle(event, now: clock.now)
        run()
    }

    /// The judges' deadlines (a mismatch turned down, the computer's move) and the server's.
    package func tick() {
        let now = clock.now
        for id in judges.keys.sorted() {
            guard let viewModel = judges[id]?.viewModel, let due = viewModel.nextDeadline, due <= now else { continue }
            viewModel.send(.clockTicked(now: now))
        }
        server.tick(now: now)
        run()
    }

    /// A new UTC day, with its daily.
    package func turn(to day: LobbyDay, daily: DailyDeal) {
        self.daily = daily
        server.turn(to: day)
        run()
    }

    /// The server stops: every door is told why.
    package func stop(reason: String) {
        server.stop(reason: reason)
        run()
    }

    /// When something is due next, from now: nil while nothing waits on time.
    package var nextDeadline: Duration? {
        let now = clock.now
        let judged = judges.values.compactMap { $0.viewModel?.nextDeadline }.map { max(.zero, $0 - now) }
        return (judged + [server.nextDue.map { max(.zero, $0 - now) }].compactMap { $0 }).min()
    }

    // MARK: - Out

    /// The transport's commands since the last call (`.send` and `.close` only).
    package func takeCommands() -> [LobbyCommand] {
        defer { transport = [] }
        return transport
    }

    /// Whether the records changed since the last call: write `server.records` then.
    package func takeSave() -> Bool {
        defer { unsaved = false }
        return unsaved
    }

    /// How many tables have a judge.
    package var judgeCount: Int { judges.count }

    // MARK: - Carrying out

    /// Carries out the server's commands, and hands the judges' updates back to it, until both are
    /// quiet.
    private func run() {
        var rounds = 0
        while rounds < 64 {
            rounds += 1
            let commands = server.takeCommands()
            var told = false
            for command in commands {
                switch command {
                case .send, .close: transport.append(command)
                case .save: unsaved = true
                case .deal(let table, let game): deal(table, game)
                case .event(let table, let event): judges[table]?.viewModel?.send(.table(event))
                case .greet(let table, let connection):
                    if let viewModel = judges[table]?.viewModel {
                        server.greet(connection, table: table, with: viewModel.tableGreeting)
                        told = true
                    }
                case .dispose(let table):
                    judges[table] = nil
                }
            }
            for id in judges.keys.sorted() {
                guard let judge = judges[id], !judge.updates.isEmpty else { continue }
                let updates = judge.updates
                judge.updates = []
                for update in updates { server.tell(table: id, update, now: clock.now) }
                told = true
            }
            if commands.isEmpty && !told { return }
        }
    }

    /// Deals a table's game: a fresh judge each time its seats fill.
    private func deal(_ table: Int, _ game: LobbyGame) {
        let judge = Judge()
        var setup = GameSetup()
        setup.presenter = .plain
        setup.animates = false
        let first: Theme
        let offered: [Theme]
        if game.daily {
            setup.seed = daily.seed
            setup.daily = daily.date
            setup.dailyNumber = daily.number
            setup.dailyDealtOn = daily.date
            first = daily.theme
            offered = [daily.theme]
        } else {
            setup.seed = makeSeed()
            setup.timed = game.request.timed
            if game.request.matchismo { setup.ruleSet = .matchismo(cards: 20) }
            first = themes.first { $0.name == game.request.theme } ?? themes[0]
            offered = themes
        }
        let seats = game.seats.map { seat in
            Seat(
                name: seat.name,
                kind: seat.computer.map { .computer(ComputerLevel(rawValue: $0) ?? .normal) } ?? .remote)
        }
        var policy = GameApp.policy(of: .grid)
        policy.animates = false
        let viewModel = GameApp.compose(
            themes: offered, firstTheme: first, setup: setup, clock: clock, policy: policy,
            table: GameApp.HostSeating(seats: seats, link: judge))
        judge.viewModel = viewModel
        judges[table] = judge
        // A board with no terminal always fits: the clock runs from the first choice.
        viewModel.send(.boardLaidOut(columns: 8, fits: true))
        for update in viewModel.tableGreeting { judge.tell(update) }
    }
}
