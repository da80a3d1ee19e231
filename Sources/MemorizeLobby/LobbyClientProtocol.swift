import MemorizeLocalization
import MemorizeNetwork
import MemorizeTable
import MemorizeText

/// What the door's transport saw on its one connection to the server.
package enum LobbyClientEvent: Equatable, Sendable {
    /// A whole message arrived.
    case received(LobbyMessage)
    /// The server's bytes broke the framing.
    case broken(ProtocolError)
    /// The connection closed.
    case closed(reason: String)
}

/// What the door's side asks of its transport.
package enum LobbyClientCommand: Equatable, Sendable {
    case send(LobbyMessage)
    /// Closes the connection once what was queued is written.
    case close
}

/// What the door's screens hear from the server.
package enum LobbyNews: Equatable, Sendable {
    /// The server needs a name for this key before anything else: ask, then `chooseName`.
    case nameNeeded
    /// Known by `name` on this server.
    case named(String)
    /// The lobby as it stands (names cleaned).
    case lobby(LobbySnapshot)
    /// A request was refused, in one line; nothing else changed.
    case notice(String)
    /// At a table, or the daily: what a table's guest hears, for the view model (`GameAction.table`).
    /// The first is `.seats(names:here:)` (here nil when watching), then the board and the table.
    case table(TableEvent)
    /// Back in the lobby from a table (a `.lobby` follows).
    case leftTable
    /// The session is over, and why, in one line.
    case ended(String)
}

/// The door's side of the lobby, with no socket in it: the server's messages go in, the player's
/// requests are called, and commands for the transport and news for the screens come out.
///
/// It says hello first (`init`), answers pings, and turns the server's table messages into the
/// `TableEvent`s a table's guest hears, so that the door plays and watches through the app's table
/// presentation. It trusts nothing it hears further than a table's guest trusts its host: every
/// name and line is cleaned, a seat that cannot be ends the session.
package struct LobbyClientProtocol: Sendable {
    package enum Place: Equatable, Sendable {
        /// Waiting for the server's welcome.
        case greeting
        /// Asked for a name.
        case naming
        case lobby
        /// At a table: seated at `seat`, or watching (nil); the seats' names.
        case table(seat: Int?, names: [String])
        case over
    }

    package private(set) var place: Place = .greeting
    /// The name the server knows this key by (empty until it is known).
    package private(set) var name = ""
    /// The latest lobby the server sent.
    package private(set) var lobby: LobbySnapshot?
    private var outbox: [LobbyClientCommand] = []
    private var news: [LobbyNews] = []

    /// A door that says hello with the key's `fingerprint`, the name asked for (or empty), `LANG`,
    /// and whether it plays in plain mode.
    package init(fingerprint: String, name: String = "", language: String = "", plain: Bool = false) {
        outbox.append(
            .send(
                .hello(
                    version: LobbyMessage.version, fingerprint: fingerprint, name: name, language: language,
                    plain: plain)))
    }

    /// The commands for the transport since the last call.
    package mutating func takeCommands() -> [LobbyClientCommand] {
        defer { outbox = [] }
        return outbox
    }

    /// The news for the screens since the last call.
    package mutating func takeNews() -> [LobbyNews] {
        defer { news = [] }
        guard Translator.active.language != .english else { return news }
        return news.map(\.shown)
    }

    // MARK: - What the player asks

    /// The name to be known by (when asked, or to change it in the lobby).
    package mutating func chooseName(_ name: String) { ask(.chooseName(name), in: [.naming, .lobby]) }
    /// The lobby as it stands, again.
    package mutating func refresh() { ask(.refresh, in: [.lobby]) }
    package mutating func newTable(_ request: LobbyTableRequest) { ask(.newTable(request), in: [.lobby]) }
    /// Sits at `table`, at `seat` or the first open one (-1).
    package mutating func join(table: Int, seat: Int = -1) { ask(.join(table: table, seat: seat), in: [.lobby]) }
    package mutating func watch(table: Int) { ask(.watch(table: table), in: [.lobby]) }
    /// Today's daily, alone.
    package mutating func playDaily() { ask(.daily, in: [.lobby]) }

    /// At a table whose game is over: the next game (a seat only).
    package mutating func playAgain() {
        guard case .table(_?, _) = place else { return }
        outbox.append(.send(.again))
    }

    /// What the view model tells the table: a seat's choice goes to the server; leaving goes back to
    /// the lobby.
    package mutating func tell(_ update: TableUpdate) {
        guard case .table(let seat, _) = place else { return }
        switch update {
        case .choose(let card, let deal):
            if seat != nil { outbox.append(.send(.table(.choose(card: card, deal: deal)))) }
        case .leave: leaveTable()
        default: break
        }
    }

    /// Leaves the table for the lobby.
    package mutating func leaveTable() {
        guard case .table = place else { return }
        outbox.append(.send(.leave))
        place = .lobby
        news.append(.leftTable)
    }

    /// The session ends: goodbye, and the connection closes.
    package mutating func quit() {
        guard place != .over else { return }
        outbox.append(.send(.goodbye))
        outbox.append(.close)
        place = .over
    }

    private mutating func ask(_ message: LobbyMessage, in places: [Place]) {
        guard places.contains(place) else { return }
        outbox.append(.send(message))
    }

    // MARK: - What the server says

    package mutating func handle(_ event: LobbyClientEvent) {
        guard place != .over else { return }
        switch event {
        case .received(let message): receive(message)
        case .broken(let error):
            // Not `replacing(_:with:)`: it would bring the regex engine into the static binary.
            end(Self.broken(error))
        case .closed(let reason): end(LobbyNoticeText.closedConnection.english(shown(reason)))
        }
    }

    private mutating func receive(_ message: LobbyMessage) {
        switch message {
        case .ping: outbox.append(.send(.pong))
        case .pong: break
        case .welcome(let given):
            guard place == .greeting || place == .naming else { return breakOff(.sentWelcomeOutOfTurn) }
            if given.isEmpty {
                place = .naming
                news.append(.nameNeeded)
            } else {
                name = clean(given)
                place = .lobby
                news.append(.named(name))
            }
        case .lobby(let snapshot):
            guard place != .greeting, place != .naming else { return breakOff(.sentLobbyBeforeName) }
            let cleaned = cleaned(snapshot)
            lobby = cleaned
            if case .table = place { return }
            place = .lobby
            news.append(.lobby(cleaned))
        case .notice(let line): news.append(.notice(shown(line)))
        case .refused(let reason):
            outbox.append(.close)
            end(shown(reason))
        case .table(let table): hear(table)
        default: breakOff(.sentDoorMessage)
        }
    }

    private mutating func hear(_ message: WireMessage) {
        if case .welcome(let seat, let given) = message {
            guard place == .lobby || isAtTable, (1...TableLimits.maximumSeats).contains(given.count),
                seat == -1 || given.indices.contains(seat)
            else { return breakOff(.sentBadSeat) }
            let names = given.map { $0.isEmpty ? "" : clean($0) }
            place = .table(seat: seat == -1 ? nil : seat, names: names)
            return news.append(.table(.seats(names: names, here: seat == -1 ? nil : seat)))
        }
        guard case .table(let seat, let names) = place else {
            // A table's message on its way as this side went back to the lobby.
            return
        }
        switch message {
        case .board(let board): news.append(.table(.board(board)))
        case .table(let state): news.append(.table(.table(state)))
        case .choice(let choice): news.append(.table(.choice(choice)))
        case .ignored(let card, let deal, let reason):
            news.append(.table(.ignored(card: card, deal: deal, reason: shown(reason))))
        case .seats(let given):
            guard given.count == names.count else { return breakOff(.sentBadSeats) }
            let cleaned = given.map { $0.isEmpty ? "" : clean($0) }
            place = .table(seat: seat, names: cleaned)
            news.append(.table(.seats(names: cleaned, here: seat)))
        case .away(let away, let reason):
            guard names.indices.contains(away) else { return breakOff(.sentBadSeat) }
            news.append(.table(.away(seat: away, reason: shown(reason))))
        case .back(let back):
            guard names.indices.contains(back) else { return breakOff(.sentBadSeat) }
            news.append(.table(.back(seat: back)))
        case .stopped(let stopped):
            guard names.indices.contains(stopped) else { return breakOff(.sentBadSeat) }
            news.append(.table(.stopped(seat: stopped)))
        case .ended(let reason):
            place = .lobby
            news.append(.table(.ended(shown(reason))))
            news.append(.leftTable)
        default: breakOff(.sentSeatMessage)
        }
    }

    private var isAtTable: Bool {
        if case .table = place { return true }
        return false
    }

    /// The server broke the protocol: it is told what it sent (in English: its operator reads it),
    /// and the session ends with the line.
    private mutating func breakOff(_ line: LobbyNoticeText) {
        let said = line.english()
        let what = said.dropFirst("the lobby sent ".count)
        outbox.append(.send(.refused("the door could not follow the lobby: \(what)")))
        outbox.append(.close)
        end(said)
    }

    /// The line for the server's bytes that cannot be read.
    private static func broken(_ error: ProtocolError) -> String {
        switch error {
        case .badLength(let length): LobbyNoticeText.sentFrameLength.english("\(length)", "\(WireMessage.maximumBody)")
        case .unknownType(let type): LobbyNoticeText.sentUnknownType.english("\(type)")
        case .malformed(let what): LobbyNoticeText.sentMalformed.english(what)
        case .outOfSequence(let expected, let got):
            LobbyNoticeText.sentOutOfSequence.english("\(got)", "\(expected)")
        // Not said by a lobby (its messages are not sealed); as the other side says it.
        case .unreadable: "the lobby " + error.description
        }
    }

    private mutating func end(_ line: String) {
        guard place != .over else { return }
        place = .over
        news.append(.ended(line))
    }

    private func clean(_ name: String) -> String {
        SafeText.stripped(name, limit: TableLimits.longestName, fallback: "Player")
    }

    private func shown(_ text: String) -> String { SafeText.stripped(text, limit: 160) }

    private func cleaned(_ snapshot: LobbySnapshot) -> LobbySnapshot {
        var result = snapshot
        result.name = clean(snapshot.name)
        result.day = SafeText.stripped(snapshot.day, limit: 10)
        result.tables = snapshot.tables.map { table in
            var table = table
            table.theme = SafeText.stripped(table.theme, limit: 40)
            table.mode = SafeText.stripped(table.mode, limit: 40)
            table.seats = table.seats.map { $0.isEmpty ? "" : clean($0) }
            table.spectators = table.spectators.map(clean)
            return table
        }
        result.board = snapshot.board.map { entry in
            var entry = entry
            entry.name = clean(entry.name)
            return entry
        }
        return result
    }
}
