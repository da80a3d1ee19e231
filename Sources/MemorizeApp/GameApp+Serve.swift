import MemorizeLobby
import MemorizeLocalization
import MemorizeSystem
import MemorizeText
import MemorizeThemes
import TerminalBackend

/// `memorize --serve`: the lobby over SSH's server, on a Unix socket, with its state in one file.
extension GameApp {
    /// What `--serve` runs with, as the command line decided it.
    package struct ServeSetup: Sendable {
        /// The Unix socket the doors connect to.
        package var socketPath: String
        /// The state file (names, the day's daily and its board, streaks).
        package var statePath: String
        /// The themes a table may be dealt from.
        package var themes: [Theme]
        /// The daily of a UTC day, as `--daily` deals it.
        package var daily: @Sendable (CalendarDate) -> LobbyHall.DailyDeal

        package init(
            socketPath: String, statePath: String, themes: [Theme],
            daily: @escaping @Sendable (CalendarDate) -> LobbyHall.DailyDeal
        ) {
            self.socketPath = socketPath
            self.statePath = statePath
            self.themes = themes
            self.daily = daily
        }
    }

    /// How often the loop looks at the calendar when nothing else wakes it: a new UTC day starts a
    /// new daily. Once a minute is no load at all.
    static let dayCheckEvery: Duration = .seconds(60)

    /// Serves the lobby until SIGTERM, SIGINT or SIGHUP; then every door is told, the state is
    /// written, and the socket removed. Every failure is one line on standard error.
    package static func serve(_ setup: ServeSetup, system: SystemAccess) -> Int32 {
        let statePath = FilePath(setup.statePath)
        let socketPath = FilePath(setup.socketPath)
        func fail(_ line: String, _ status: ExitStatus) -> Int32 {
            system.writeError("memorize: \(line)\n")
            return status.rawValue
        }
        let records: LobbyRecords
        switch system.readFile(setup.statePath) {
        case .missing: records = LobbyRecords()
        case .bytes(let bytes):
            do {
                records = try LobbyRecords.decode(bytes)
            } catch {
                return fail(AppText.stateDamaged.text(SafeText.quoted(setup.statePath), "\(error)"), .dataError)
            }
        case .directory:
            return fail(AppText.stateIsDirectory.text(SafeText.quoted(setup.statePath)), .noInput)
        case .notARegularFile:
            return fail(AppText.stateNotRegular.text(SafeText.quoted(setup.statePath)), .noInput)
        case .tooLarge(let limit):
            return fail(AppText.stateTooLarge.text(SafeText.quoted(setup.statePath), "\(limit)"), .dataError)
        case .unreadable(let reason):
            return fail(AppText.cannotReadState.text(SafeText.quoted(setup.statePath), reason), .noInput)
        }
        guard let date = system.utcToday() else { return fail(AppText.noDate.text(), .ioError) }
        // Written at once: a state directory that cannot be written is said now, not at the first result.
        if case .failed(let reason) = system.writeFileAtomically(statePath, records.encoded()) {
            return fail(AppText.cannotWriteState.text(SafeText.quoted(setup.statePath), reason), .ioError)
        }
        guard !setup.themes.isEmpty else { return fail(AppText.noTheme.text(), .dataError) }
        // The socket systemd holds (memorize-lobby.socket) is the service manager's to remove; one made
        // here is removed at the end.
        let listener: Int32
        var ownsSocket = false
        switch system.network.inheritedListener() {
        case .socket(let socket): listener = socket
        case .unusable(let reason):
            return fail(AppText.cannotServeOnPassedSocket.text(reason), .tableFailed)
        case .none:
            switch system.network.listenLocal(socketPath) {
            case .success(let socket):
                listener = socket
                ownsSocket = true
            case .failure(let failure):
                return fail(
                    AppText.cannotListenSocket.text(SafeText.quoted(setup.socketPath), failure.reason), .tableFailed)
            }
        }
        guard let signals = ServeSignals.install() else {
            system.network.close(listener)
            if ownsSocket { system.network.removeLocal(socketPath) }
            return fail(AppText.cannotCatchSignals.text(), .ioError)
        }
        let clock = MonotonicClock()
        var today = date
        let hall = LobbyHall(
            records: records, day: lobbyDay(date, setup), daily: setup.daily(date), themes: setup.themes,
            clock: clock, makeSeed: { system.randomSeed() })
        let transport = LobbyTransport(listener: listener, network: system.network, clock: clock)
        let wait = SourceWait(sources: [signals, transport])
        var lastSaveFailure: String?
        func save() {
            guard hall.takeSave() else { return }
            switch system.writeFileAtomically(statePath, hall.server.records.encoded()) {
            case .written: lastSaveFailure = nil
            case .failed(let reason):
                // Said once, not at every result; the records stay in memory and the next change tries again.
                if reason != lastSaveFailure {
                    system.writeError(
                        "memorize: " + AppText.cannotWriteState.text(SafeText.quoted(setup.statePath), reason) + "\n")
                }
                lastSaveFailure = reason
            }
        }
        var stopping: Int32?
        while stopping == nil {
            let timeout = min(hall.nextDeadline ?? dayCheckEvery, dayCheckEvery)
            for message in wait.wait(timeout: timeout) {
                if case .signal(let number) = message { stopping = number }
            }
            for event in transport.takeEvents() { hall.handle(event) }
            hall.tick()
            if let now = system.utcToday(), now != today {
                today = now
                hall.turn(to: lobbyDay(now, setup), daily: setup.daily(now))
            }
            transport.perform(hall.takeCommands())
            save()
        }
        hall.stop(reason: LobbyNoticeText.serverStopping.english())
        transport.perform(hall.takeCommands())
        save()
        transport.closeAll()
        system.network.close(listener)
        if ownsSocket { system.network.removeLocal(socketPath) }
        return lastSaveFailure == nil ? ExitStatus.success.rawValue : ExitStatus.ioError.rawValue
    }

    private static func lobbyDay(_ date: CalendarDate, _ setup: ServeSetup) -> LobbyDay {
        LobbyDay(number: date.dayNumber, text: date.description, dailyNumber: setup.daily(date).number ?? 0)
    }
}
