import MemorizeNetwork
import MemorizeTable
import MemorizeText

/// What the server's transport saw on the lobby's socket.
package enum LobbyEvent: Equatable, Sendable {
    /// A door connected.
    case accepted(ConnectionID)
    /// A whole message arrived.
    case received(ConnectionID, LobbyMessage)
    /// The door's bytes broke the framing: nothing more is read from it.
    case broken(ConnectionID, ProtocolError)
    /// The connection closed (the door quit, or its ssh died); the transport has let it go.
    case closed(ConnectionID, reason: String)
}

/// What the server's protocol asks of the transport and of the tables' judges.
package enum LobbyCommand: Equatable, Sendable {
    /// Queues `message` as the connection's next frame.
    case send(ConnectionID, LobbyMessage)
    /// Closes the connection once what was queued on it is written.
    case close(ConnectionID)
    /// A table's seats are all held: its judge (a view model, as a host's) deals its first game.
    case deal(table: Int, LobbyGame)
    /// Tells table `table`'s judge what its seats did (a choice, a seat away, back or gone).
    case event(table: Int, TableEvent)
    /// Send `connection` the board and the table as they stand (`greet(_:table:with:)`), for a
    /// spectator or a player arriving mid-game.
    case greet(table: Int, ConnectionID)
    /// The table is gone: its judge can go.
    case dispose(table: Int)
    /// The records changed: write them (atomically) before the next wait.
    case save
}

/// A game a table's judge deals.
package struct LobbyGame: Equatable, Sendable {
    package var request: LobbyTableRequest
    /// The seats in turn order: a name, and the computer's level or nil for a player.
    package var seats: [(name: String, computer: String?)]
    /// Today's daily (one seat), dealt as `--daily` deals it.
    package var daily: Bool

    package static func == (lhs: LobbyGame, rhs: LobbyGame) -> Bool {
        lhs.request == rhs.request && lhs.daily == rhs.daily && lhs.seats.map(\.name) == rhs.seats.map(\.name)
            && lhs.seats.map(\.computer) == rhs.seats.map(\.computer)
    }
}

/// The day as the server sees it, given by the app from the system's UTC clock.
package struct LobbyDay: Equatable, Sendable {
    /// Days since 1970-01-01, UTC.
    package var number: Int
    /// `YYYY-MM-DD`.
    package var text: String
    /// The daily's number, as `--daily` numbers it.
    package var dailyNumber: Int

    package init(number: Int, text: String, dailyNumber: Int) {
        self.number = number
        self.text = text
        self.dailyNumber = dailyNumber
    }
}

/// The lobby server's side, with no socket in it: transport events, the tables' judges' updates and
/// ticks go in; transport commands and the judges' events come out.
///
/// It holds the sessions (each a stranger, acting only for its own seat), the names kept per key and
/// unique on the server, the tables (seats, spectators, away seats and their minute to come back),
/// the limits on floods, and the day's daily and its board. It judges no game: each table's judge is
/// a view model, exactly as a host's is, told what the seats do (`.event`) and heard through
/// `tell(table:_:now:)`.
package struct LobbyServerProtocol: Sendable {
    /// The limits a server keeps.
    package enum Limits {
        /// The most messages a session may send in one second before it is ended.
        package static let floodLimit = TableTiming.floodLimit
        /// How long a door has to say hello.
        package static let helloLimit = TableTiming.handshakeLimit
        /// How long an away seat's player has to come back.
        package static let comebackLimit = TableTiming.comebackLimit
        /// The most sessions at once; a door beyond it is refused.
        package static let maximumSessions = 1_000
        /// The most tables at once.
        package static let maximumTables = 500
        /// How often, at most, every session in the lobby hears it changed: a burst of changes (a
        /// hundred tables opening) costs each of them one snapshot, not one per change.
        package static let lobbyRefreshEvery: Duration = .milliseconds(500)
    }

    private enum Place: Equatable, Sendable {
        /// Its hello is due.
        case arriving
        /// Its name is due.
        case naming
        case lobby
        case seated(table: Int, seat: Int)
        case watching(table: Int)
    }

    private struct Session: Sendable {
        var place: Place = .arriving
        var key = ""
        var plain = false
        var language = ""
        let since: Duration
        /// The messages heard in the second that began at `windowStart`.
        var windowStart: Duration
        var windowCount = 0
    }

    /// One seat of a server's table.
    package struct SeatSlot: Equatable, Sendable {
        package var name: String
        /// The key of its player; nil for the computer or an open seat.
        package var key: String?
        package var computer: String?
        package var connection: ConnectionID?
        package var awaySince: Duration?

        var isOpen: Bool { key == nil && computer == nil }
    }

    /// One table the server holds.
    package struct Table: Sendable {
        package let id: Int
        package let request: LobbyTableRequest
        package var seats: [SeatSlot]
        package var spectators: [ConnectionID] = []
        /// Whether a game has been dealt.
        package var started = false
        /// The key that plays this daily, for the daily's private table.
        package var dailyKey: String?
        /// When the daily's first choice was made.
        var firstChoice: Duration?
        var deal: Int?
        var over = false
    }

    package private(set) var records: LobbyRecords
    package private(set) var tables: [Int: Table] = [:]
    package private(set) var day: LobbyDay
    private var sessions: [ConnectionID: Session] = [:]
    private var nextTable = 1
    /// Whether the lobby changed since every session in it last heard it.
    private var lobbyChanged = false
    private var lastLobbyBroadcast: Duration?
    private var outbox: [LobbyCommand] = []
    private var now: Duration

    /// A server with `records` as read from its state file, on `day`.
    package init(records: LobbyRecords, day: LobbyDay, now: Duration) {
        self.records = records
        self.day = day
        self.now = now
        if self.records.day != day.number {
            self.records.turn(to: day.number)
            outbox.append(.save)
        }
    }

    /// The commands since the last call.
    package mutating func takeCommands() -> [LobbyCommand] {
        defer { outbox = [] }
        return outbox
    }

    /// How many doors are connected.
    package var sessionCount: Int { sessions.count }

    // MARK: - The day

    /// The UTC day turned: today's daily starts afresh (the streaks stay), and every lobby hears it.
    package mutating func turn(to day: LobbyDay) {
        guard day != self.day else { return }
        self.day = day
        records.turn(to: day.number)
        outbox.append(.save)
        refreshLobbies()
    }

    // MARK: - What comes in

    /// Acts on what the transport saw.
    package mutating func handle(_ event: LobbyEvent, now: Duration) {
        self.now = now
        switch event {
        case .accepted(let id):
            guard sessions.count < Limits.maximumSessions else {
                outbox.append(.send(id, .refused(LobbyNoticeText.lobbyFull.english())))
                outbox.append(.close(id))
                return
            }
            sessions[id] = Session(since: now, windowStart: now)
        case .received(let id, let message): receive(message, from: id)
        case .broken(let id, let error): end(id, reason: error.description)
        case .closed(let id, _): lose(id)
        }
    }

    /// What table `table`'s judge says: every seat and spectator there hears it as a table's guest.
    package mutating func tell(table id: Int, _ update: TableUpdate, now: Duration) {
        self.now = now
        guard var table = tables[id] else { return }
        switch update {
        case .board(let board):
            table.deal = board.deal
            table.over = false
            tables[id] = table
            broadcast(.board(board), at: id)
        case .table(let state):
            broadcast(.table(state), at: id)
            finish(id, state: state)
        case .choice(let choice):
            if table.firstChoice == nil {
                table.firstChoice = now
                tables[id] = table
            }
            broadcast(.choice(choice), at: id)
            finish(id, state: choice.state)
        case .ignored(let seat, let card, let deal, let reason):
            if let connection = connection(at: id, seat: seat) {
                send(.table(.ignored(card: card, deal: deal, reason: reason)), to: connection)
            }
        case .refuse(let seat, let reason):
            // Out of turn: the player is sent back to the lobby, and the seat opens.
            if let connection = connection(at: id, seat: seat) {
                send(.table(.ended(reason: reason)), to: connection)
                sessions[connection]?.place = .lobby
                vacate(id, seat: seat, reason: reason)
                sendLobby(to: connection)
            }
        case .stop(let seat): broadcast(.stopped(seat: seat), at: id)
        case .leave(let reason):
            for connection in members(of: id) {
                send(.table(.ended(reason: reason)), to: connection)
                sessions[connection]?.place = .lobby
                sendLobby(to: connection)
            }
            dispose(id)
        case .choose: break
        }
    }

    /// Sends one newcomer the judge's greeting (the board, then the table), after `.greet`.
    package mutating func greet(_ connection: ConnectionID, table id: Int, with updates: [TableUpdate]) {
        guard tables[id] != nil, members(of: id).contains(connection) else { return }
        for update in updates {
            switch update {
            case .board(let board): send(.table(.board(board)), to: connection)
            case .table(let state): send(.table(.table(state)), to: connection)
            default: break
            }
        }
    }

    /// The minute to come back, and the doors that never said hello: call at `nextCheck`.
    package mutating func tick(now: Duration) {
        self.now = now
        if lobbyChanged { refreshLobbies() }
        for (id, session) in sessions.sorted(by: { $0.key < $1.key }) where session.place == .arriving {
            if now - session.since > Limits.helloLimit { end(id, reason: LobbyNoticeText.helloTooLong.english()) }
        }
        for id in tables.keys.sorted() {
            guard let table = tables[id] else { continue }
            for (seat, slot) in table.seats.enumerated() {
                guard let since = slot.awaySince, now - since > Limits.comebackLimit else { continue }
                vacate(id, seat: seat, reason: TableLineText.didNotComeBack.english(slot.name))
            }
        }
    }

    /// When `tick` is due next, on the clock `now` is read from: nil while nobody is arriving or away,
    /// so an idle server sleeps.
    package var nextDue: Duration? {
        let arriving = sessions.values.filter { $0.place == .arriving }.map { $0.since + Limits.helloLimit }
        let away = tables.values.flatMap { $0.seats.compactMap { $0.awaySince.map { $0 + Limits.comebackLimit } } }
        let refresh = lobbyChanged ? lastLobbyBroadcast.map { $0 + Limits.lobbyRefreshEvery } : nil
        return (arriving + away + [refresh].compactMap { $0 }).min().map { $0 + .milliseconds(1) }
    }

    /// The server is stopping: every door is told so, and every table's judge can go. A daily cut short
    /// by the stop may be begun again: it was the server that ended it, not the player.
    package mutating func stop(reason: String) {
        let cutShort = tables.values.compactMap(\.dailyKey).filter { records.results[$0] == nil }
        if !cutShort.isEmpty {
            records.begun.subtract(cutShort)
            outbox.append(.save)
        }
        for id in sessions.keys.sorted() {
            send(.refused(reason), to: id)
            outbox.append(.close(id))
        }
        sessions = [:]
        for id in tables.keys.sorted() { outbox.append(.dispose(table: id)) }
        tables = [:]
    }

    // MARK: - Messages

    private mutating func receive(_ message: LobbyMessage, from id: ConnectionID) {
        guard var session = sessions[id] else { return }
        if now - session.windowStart >= .seconds(1) {
            session.windowStart = now
            session.windowCount = 0
        }
        session.windowCount += 1
        sessions[id] = session
        guard session.windowCount <= Limits.floodLimit else {
            return end(id, reason: LobbyNoticeText.flooding.english("\(Limits.floodLimit)"))
        }
        switch (session.place, message) {
        case (_, .ping): send(.pong, to: id)
        case (_, .pong): break
        case (_, .goodbye):
            outbox.append(.close(id))
            lose(id)
        case (.arriving, .hello(let version, let fingerprint, let name, let language, let plain)):
            hello(id, version: version, key: fingerprint, name: name, language: language, plain: plain)
        case (.arriving, _): end(id, reason: LobbyNoticeText.beforeHello.english())
        case (.naming, .chooseName(let name)), (.lobby, .chooseName(let name)): choose(name, for: id)
        case (.naming, _): end(id, reason: LobbyNoticeText.beforeName.english())
        case (.lobby, .refresh): sendLobby(to: id)
        case (.lobby, .newTable(let request)): open(request, for: id)
        case (.lobby, .join(let table, let seat)): join(id, table: table, seat: seat)
        case (.lobby, .watch(let table)): watch(id, table: table)
        case (.lobby, .daily): playDaily(id)
        case (.seated(let table, let seat), .table(.choose(let card, let deal))):
            outbox.append(.event(table: table, .chose(seat: seat, card: card, deal: deal)))
        case (.seated(let table, _), .again): again(id, table: table)
        case (.seated, .leave), (.watching, .leave): leaveTable(id)
        case (.lobby, .leave): sendLobby(to: id)
        case (.seated, .refresh), (.watching, .refresh): break
        default: end(id, reason: LobbyNoticeText.notHere.english())
        }
    }

    private mutating func hello(
        _ id: ConnectionID, version: Int, key: String, name: String, language: String, plain: Bool
    ) {
        guard version == LobbyMessage.version else {
            return end(
                id,
                reason: LobbyNoticeText.versionMismatch.english("\(LobbyMessage.version)", "\(version)")
            )
        }
        let key = SafeText.stripped(key, limit: LobbyMessage.maximumField, fallback: "")
        guard !key.isEmpty else { return end(id, reason: LobbyNoticeText.noKey.english()) }
        sessions[id]?.key = key
        sessions[id]?.language = SafeText.stripped(language, limit: 64, fallback: "")
        sessions[id]?.plain = plain
        if let kept = records.names[key] {
            sessions[id]?.place = .lobby
            send(.welcome(name: kept), to: id)
            arrive(id)
        } else if !name.isEmpty, nameProblem(SafeText.stripped(name, limit: TableLimits.longestName), for: key) == nil {
            sessions[id]?.place = .naming
            choose(name, for: id)
        } else {
            sessions[id]?.place = .naming
            send(.welcome(name: ""), to: id)
        }
    }

    /// In the lobby with a name: back to an away seat of this key, if it has one, or the lobby.
    private mutating func arrive(_ id: ConnectionID) {
        guard let key = sessions[id]?.key else { return }
        for tableID in tables.keys.sorted() {
            guard let seat = tables[tableID]?.seats.firstIndex(where: { $0.key == key && $0.connection == nil })
            else { continue }
            return comeBack(id, table: tableID, seat: seat)
        }
        sendLobby(to: id)
    }

    /// Why `name` cannot be `key`'s, or nil.
    private func nameProblem(_ name: String, for key: String) -> String? {
        let folded = NameLooks.key(name)
        if ["computer", "you", "?"].contains(folded) || folded.isEmpty {
            return LobbyNoticeText.nameIsTheGames.english(name)
        }
        if records.names.contains(where: { $0.key != key && NameLooks.key($0.value) == folded }) {
            return LobbyNoticeText.nameTaken.english(name)
        }
        return nil
    }

    private mutating func choose(_ typed: String, for id: ConnectionID) {
        guard let session = sessions[id] else { return }
        let name = SafeText.stripped(typed, limit: TableLimits.longestName, fallback: "")
        guard !name.allSatisfy(\.isWhitespace) else {
            return send(.notice(LobbyNoticeText.nameNeedsLetter.english()), to: id)
        }
        if let problem = nameProblem(name, for: session.key) { return send(.notice(problem), to: id) }
        let renaming = session.place == .lobby
        records.names[session.key] = name
        outbox.append(.save)
        sessions[id]?.place = .lobby
        if renaming {
            send(.notice(LobbyNoticeText.youAreNow.english(name)), to: id)
            sendLobby(to: id)
        } else {
            send(.welcome(name: name), to: id)
            arrive(id)
        }
    }

    // MARK: - Tables

    private mutating func open(_ request: LobbyTableRequest, for id: ConnectionID) {
        guard let session = sessions[id], let name = records.names[session.key] else { return }
        guard (2...TableLimits.maximumSeats).contains(request.seats) else {
            return send(.notice(LobbyNoticeText.seatsRange.english("\(TableLimits.maximumSeats)")), to: id)
        }
        let levels = ["easy", "normal", "hard", "expert"]
        guard request.computer.isEmpty || levels.contains(request.computer) else {
            return send(.notice(LobbyNoticeText.computerLevels.english()), to: id)
        }
        guard tables.count < Limits.maximumTables else {
            return send(.notice(LobbyNoticeText.tablesFull.english("\(Limits.maximumTables)")), to: id)
        }
        var clean = request
        clean.theme = SafeText.stripped(request.theme, limit: 40, fallback: "")
        var seats = (0..<request.seats).map { _ in SeatSlot(name: "") }
        seats[0] = SeatSlot(name: name, key: session.key, connection: id)
        if !request.computer.isEmpty {
            seats[seats.count - 1] = SeatSlot(name: "Computer", computer: request.computer)
        }
        let tableID = nextTable
        nextTable += 1
        tables[tableID] = Table(id: tableID, request: clean, seats: seats)
        sessions[id]?.place = .seated(table: tableID, seat: 0)
        send(.table(.welcome(seat: 0, names: tables[tableID]!.names)), to: id)
        startIfFull(tableID)
        refreshLobbies()
    }

    private mutating func join(_ id: ConnectionID, table tableID: Int, seat wanted: Int) {
        guard let session = sessions[id], let name = records.names[session.key] else { return }
        guard let table = tables[tableID], table.dailyKey == nil else {
            return send(.notice(LobbyNoticeText.noTable.english("\(tableID)")), to: id)
        }
        if let seat = table.seats.firstIndex(where: { $0.key == session.key }) {
            guard table.seats[seat].connection == nil else {
                return send(.notice(LobbyNoticeText.sitAlready.english("\(tableID)")), to: id)
            }
            return comeBack(id, table: tableID, seat: seat)
        }
        let seat: Int
        if wanted == -1 {
            guard let open = table.seats.firstIndex(where: \.isOpen) else {
                return send(.notice(LobbyNoticeText.tableFull.english("\(tableID)")), to: id)
            }
            seat = open
        } else {
            guard table.seats.indices.contains(wanted), table.seats[wanted].isOpen else {
                return send(.notice(LobbyNoticeText.seatNotOpen.english("\(wanted + 1)", "\(tableID)")), to: id)
            }
            seat = wanted
        }
        tables[tableID]?.seats[seat] = SeatSlot(name: name, key: session.key, connection: id)
        sessions[id]?.place = .seated(table: tableID, seat: seat)
        let names = tables[tableID]!.names
        send(.table(.welcome(seat: seat, names: names)), to: id)
        broadcast(.seats(names), at: tableID, except: id)
        if tables[tableID]!.started {
            outbox.append(.event(table: tableID, .seats(names: names, here: nil)))
            outbox.append(.greet(table: tableID, id))
        }
        startIfFull(tableID)
        refreshLobbies()
    }

    private mutating func comeBack(_ id: ConnectionID, table tableID: Int, seat: Int) {
        tables[tableID]?.seats[seat].connection = id
        tables[tableID]?.seats[seat].awaySince = nil
        sessions[id]?.place = .seated(table: tableID, seat: seat)
        guard let table = tables[tableID] else { return }
        send(.table(.welcome(seat: seat, names: table.names)), to: id)
        if table.started { outbox.append(.greet(table: tableID, id)) }
        broadcast(.back(seat: seat), at: tableID, except: id)
        outbox.append(.event(table: tableID, .back(seat: seat)))
        refreshLobbies()
    }

    private mutating func watch(_ id: ConnectionID, table tableID: Int) {
        guard let table = tables[tableID], table.dailyKey == nil else {
            return send(.notice(LobbyNoticeText.noTable.english("\(tableID)")), to: id)
        }
        guard table.spectators.count < TableLimits.maximumSpectators else {
            return send(
                .notice(LobbyNoticeText.spectatorsFull.english("\(tableID)", "\(TableLimits.maximumSpectators)")),
                to: id)
        }
        tables[tableID]?.spectators.append(id)
        sessions[id]?.place = .watching(table: tableID)
        send(.table(.welcome(seat: -1, names: table.names)), to: id)
        if table.started { outbox.append(.greet(table: tableID, id)) }
        refreshLobbies()
    }

    private mutating func playDaily(_ id: ConnectionID) {
        guard let session = sessions[id], let name = records.names[session.key] else { return }
        guard !records.begun.contains(session.key) else {
            return send(.notice(LobbyNoticeText.dailyPlayed.english()), to: id)
        }
        records.begun.insert(session.key)
        outbox.append(.save)
        let tableID = nextTable
        nextTable += 1
        var table = Table(
            id: tableID, request: LobbyTableRequest(theme: "", seats: 1),
            seats: [SeatSlot(name: name, key: session.key, connection: id)])
        table.dailyKey = session.key
        tables[tableID] = table
        sessions[id]?.place = .seated(table: tableID, seat: 0)
        send(.table(.welcome(seat: 0, names: [name])), to: id)
        startIfFull(tableID)
    }

    private mutating func startIfFull(_ tableID: Int) {
        guard let table = tables[tableID], !table.started, !table.seats.contains(where: \.isOpen) else { return }
        tables[tableID]?.started = true
        outbox.append(
            .deal(
                table: tableID,
                LobbyGame(
                    request: table.request, seats: table.seats.map { ($0.name, $0.computer) },
                    daily: table.dailyKey != nil)))
    }

    /// The next game at a table whose game is over: a fresh deal, as when its seats first filled.
    private mutating func again(_ id: ConnectionID, table tableID: Int) {
        guard let table = tables[tableID], table.dailyKey == nil else {
            return send(.notice(LobbyNoticeText.dailyOnce.english()), to: id)
        }
        guard table.over || !table.started else { return send(.notice(LobbyNoticeText.notOver.english()), to: id) }
        guard !table.seats.contains(where: { $0.isOpen || $0.awaySince != nil }) else {
            return send(.notice(LobbyNoticeText.everySeat.english()), to: id)
        }
        tables[tableID]?.started = false
        tables[tableID]?.firstChoice = nil
        startIfFull(tableID)
    }

    /// A daily whose game is over is filed under its key, and the board changes for every lobby.
    private mutating func finish(_ tableID: Int, state: TableState) {
        guard state.over, let table = tables[tableID], !table.over else { return }
        tables[tableID]?.over = true
        guard let key = table.dailyKey else { return }
        let fewest = state.cards.count
        let seconds = table.firstChoice.map { Int((now - $0).components.seconds) } ?? 0
        records.file(
            LobbyRecords.Result(score: state.score, flipsOver: max(0, state.flips - fewest), seconds: seconds),
            for: key)
        outbox.append(.save)
        refreshLobbies()
    }

    /// The session leaves its table for the lobby; a seat it leaves opens.
    private mutating func leaveTable(_ id: ConnectionID) {
        guard let session = sessions[id] else { return }
        switch session.place {
        case .seated(let tableID, let seat):
            sessions[id]?.place = .lobby
            let name = tables[tableID]?.seats[seat].name ?? "?"
            vacate(tableID, seat: seat, reason: TableLineText.leftTheGame.english(name))
        case .watching(let tableID):
            sessions[id]?.place = .lobby
            tables[tableID]?.spectators.removeAll { $0 == id }
            closeIfEmpty(tableID)
        default: break
        }
        sendLobby(to: id)
        refreshLobbies()
    }

    /// A seat's player is gone for good: the seat opens, the judge hears it (the game under way ends).
    private mutating func vacate(_ tableID: Int, seat: Int, reason: String) {
        guard var table = tables[tableID], table.seats.indices.contains(seat) else { return }
        table.seats[seat] = SeatSlot(name: "")
        tables[tableID] = table
        if table.started {
            outbox.append(.event(table: tableID, .left(seat: seat, reason: reason)))
            // The next game is dealt when the seat is taken again.
            tables[tableID]?.started = false
        }
        broadcast(.seats(table.names), at: tableID)
        closeIfEmpty(tableID)
        refreshLobbies()
    }

    /// A table with no player left (seated or away) and nobody watching is gone.
    private mutating func closeIfEmpty(_ tableID: Int) {
        guard let table = tables[tableID] else { return }
        guard !table.seats.contains(where: { $0.key != nil }) else { return }
        for id in table.spectators {
            send(.table(.ended(reason: LobbyNoticeText.everyoneLeft.english())), to: id)
            sessions[id]?.place = .lobby
            sendLobby(to: id)
        }
        dispose(tableID)
    }

    private mutating func dispose(_ tableID: Int) {
        guard tables.removeValue(forKey: tableID) != nil else { return }
        outbox.append(.dispose(table: tableID))
        refreshLobbies()
    }

    // MARK: - Sessions ending

    /// The connection closed: a seat's player is away (the game waits a minute), a spectator is gone.
    private mutating func lose(_ id: ConnectionID) {
        guard let session = sessions.removeValue(forKey: id) else { return }
        switch session.place {
        case .seated(let tableID, let seat):
            guard let table = tables[tableID] else { return }
            if table.started {
                tables[tableID]?.seats[seat].connection = nil
                tables[tableID]?.seats[seat].awaySince = now
                let line = LobbyNoticeText.sessionEnded.english(table.seats[seat].name)
                broadcast(.away(seat: seat, reason: line), at: tableID)
                outbox.append(.event(table: tableID, .away(seat: seat, reason: line)))
                refreshLobbies()
            } else {
                vacate(tableID, seat: seat, reason: LobbyNoticeText.left.english(table.seats[seat].name))
            }
        case .watching(let tableID):
            tables[tableID]?.spectators.removeAll { $0 == id }
            closeIfEmpty(tableID)
            refreshLobbies()
        case .arriving, .naming, .lobby: break
        }
    }

    /// Ends one session, in one line: a flood, a broken frame, a message out of place.
    private mutating func end(_ id: ConnectionID, reason: String) {
        guard sessions[id] != nil else { return }
        send(.refused(reason), to: id)
        outbox.append(.close(id))
        lose(id)
    }

    // MARK: - Sending

    private func connection(at tableID: Int, seat: Int) -> ConnectionID? {
        guard let table = tables[tableID], table.seats.indices.contains(seat) else { return nil }
        return table.seats[seat].connection
    }

    /// The seats' connections and the spectators of a table.
    private func members(of tableID: Int) -> [ConnectionID] {
        guard let table = tables[tableID] else { return [] }
        return table.seats.compactMap(\.connection) + table.spectators
    }

    private mutating func send(_ message: LobbyMessage, to id: ConnectionID) {
        guard sessions[id] != nil else { return }
        outbox.append(.send(id, message))
    }

    private mutating func broadcast(_ message: WireMessage, at tableID: Int, except skipped: ConnectionID? = nil) {
        for id in members(of: tableID) where id != skipped { send(.table(message), to: id) }
    }

    /// The lobby as `id` sees it.
    package func snapshot(for key: String) -> LobbySnapshot {
        let listed = tables.values.filter { $0.dailyKey == nil }.sorted { $0.id < $1.id }.map { table in
            LobbyTable(
                id: table.id, theme: table.request.matchismo ? "Matchismo" : table.request.theme,
                mode: (table.request.matchismo
                    ? (table.request.timed ? LobbyNoticeText.modeMatchismoTimed : .modeMatchismo)
                    : (table.request.timed ? .modePairsTimed : .modePairs)).english(),
                seats: table.seats.map {
                    $0.computer.map { level in LobbyNoticeText.computerSeat.english(level) } ?? $0.name
                },
                away: table.seats.indices.filter { table.seats[$0].awaySince != nil },
                spectators: table.spectators.compactMap { sessions[$0].flatMap { records.names[$0.key] } },
                started: table.started)
        }
        return LobbySnapshot(
            name: records.names[key] ?? "", tables: listed, day: day.text, dailyNumber: day.dailyNumber,
            playedToday: records.begun.contains(key), board: records.board)
    }

    private mutating func sendLobby(to id: ConnectionID) {
        guard let session = sessions[id] else { return }
        send(.lobby(snapshot(for: session.key)), to: id)
    }

    /// Every session in the lobby hears the lobby as it now stands: at once, or, within
    /// `lobbyRefreshEvery` of the last time, at the tick after it.
    private mutating func refreshLobbies() {
        if let last = lastLobbyBroadcast, now - last < Limits.lobbyRefreshEvery {
            lobbyChanged = true
            return
        }
        lobbyChanged = false
        lastLobbyBroadcast = now
        for (id, session) in sessions.sorted(by: { $0.key < $1.key }) where session.place == .lobby {
            sendLobby(to: id)
        }
    }
}

extension LobbyServerProtocol.Table {
    /// The seats' names as a table's guest hears them (an open seat's is empty).
    package var names: [String] { seats.map(\.name) }
}

extension LobbyServerProtocol.SeatSlot {
    init(name: String, key: String? = nil, computer: String? = nil, connection: ConnectionID? = nil) {
        self.name = name
        self.key = key
        self.computer = computer
        self.connection = connection
        self.awaySince = nil
    }
}
