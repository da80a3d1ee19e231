import MemorizeTable
import MemorizeText

/// The side of a table that joins it (`--join`, a seat) or watches it (`--watch`), with no socket in
/// it: transport events, ticks and the view model's updates go in; commands and table events out.
///
/// It connects, proves the code, says its name once the line is sealed, and then passes on what the
/// host tells. When the host drops or goes silent it tries again every few seconds for a minute,
/// through refusals (the host may not yet have seen the old connection go), before the table ends.
package struct GuestTableProtocol: Sendable {
    private enum Phase: Sendable {
        /// Waiting for a connection to open.
        case connecting(ConnectionID)
        /// Proving the code over an open connection.
        case handshaking(PeerLine, GuestHandshake)
        /// Sealed; the host's welcome is due.
        case naming(PeerLine)
        /// At the table.
        case joined(PeerLine)
        /// Between tries to come back.
        case away
        case over
    }

    private let code: String
    /// The name to sit under: as given (empty lets the host name the seat), then the seat's name as
    /// the host gave it, so that coming back finds the same seat.
    private var name: String
    private let watch: Bool
    private var phase: Phase
    private var nextID = 1
    /// When the current try began (its deadline runs from there).
    private var trySince: Duration
    /// When the first join began, until it ends; nil once joined.
    private var firstJoinSince: Duration?
    private var awaySince: Duration?
    private var nextTry: Duration = .zero
    private var lastRefusal: String?
    private var lastCheck: Duration
    private var now: Duration
    private var outbox: [TransportCommand] = []
    private var events: [TableEvent] = []

    /// The seats' names as the host gave them.
    package private(set) var names: [String] = []
    /// This terminal's seat, or nil when it watches (or has not joined yet).
    package private(set) var seat: Int?
    /// Whether the host's welcome came: the first join is done.
    package private(set) var hasJoined = false
    /// Whether the table is over for this side.
    package var isOver: Bool {
        if case .over = phase { return true }
        return false
    }

    /// How long the first join may take, from connecting to the welcome.
    package static let firstJoinLimit: Duration = .seconds(10)

    /// A side that joins with `code` under `name`, as a seat or, when `watch`, a spectator. The first
    /// command (connect) is waiting in `takeCommands`.
    package init(code: String, name: String, watch: Bool, now: Duration) {
        self.code = code
        self.name = name
        self.watch = watch
        phase = .connecting(ConnectionID(1))
        trySince = now
        firstJoinSince = now
        lastCheck = now
        self.now = now
        outbox = [.connect(ConnectionID(1))]
    }

    /// The commands for the transport since the last call.
    package mutating func takeCommands() -> [TransportCommand] {
        defer { outbox = [] }
        return outbox
    }

    /// The news for the view model since the last call.
    package mutating func takeEvents() -> [TableEvent] {
        defer { events = [] }
        return events.map(\.shown)
    }

    /// The host's seat's name, for lines about it.
    private var hostName: String { names.first ?? "The host" }

    // MARK: - What comes in

    /// Acts on what the transport saw.
    package mutating func handle(_ event: TransportEvent, now: Duration) {
        self.now = now
        switch (phase, event) {
        case (.connecting(let current), .connected(let id)) where id == current:
            let handshake = GuestHandshake(code: code)
            var line = PeerLine(id: id, now: now)
            outbox.append(line.send(handshake.hello, now: now))
            phase = .handshaking(line, handshake)
        case (.connecting(let current), .connectFailed(let id, let reason)) where id == current:
            tryFailed(TableLineText.cannotReachHost.english(reason))
        case (_, .received(let id, let message)) where id == currentID:
            receive(message, now: now)
        case (_, .broken(let id, let error)) where id == currentID:
            breakOff(error.description)
        case (_, .closed(let id, let reason)) where id == currentID:
            connectionLost(reason)
        case (_, .accepted(let id, _)):
            outbox.append(.close(id))
        default:
            break
        }
    }

    /// Acts on what the view model says.
    package mutating func tell(_ update: TableUpdate, now: Duration) {
        self.now = now
        guard case .joined(var line) = phase else {
            if case .leave = update { end(nil) }
            return
        }
        switch update {
        case .choose(let card, let deal):
            guard seat != nil else { return }
            outbox.append(line.send(.choose(card: card, deal: deal), now: now))
            phase = .joined(line)
        case .leave(let reason):
            outbox.append(line.send(.ended(reason: reason), now: now))
            outbox.append(.close(line.id))
            phase = .over
        case .board, .table, .choice, .ignored, .refuse, .stop: break
        }
    }

    /// Pings, silence, deadlines and tries to come back: call at least every `nextCheck`.
    package mutating func tick(now: Duration) {
        self.now = now
        if now - lastCheck > TableTiming.stoppedGap {
            let gap = now - lastCheck
            if case .joined(var line) = phase {
                line.forgiveSilence(now: now)
                phase = .joined(line)
            }
            awaySince = awaySince.map { $0 + gap }
            trySince = trySince + gap
        }
        lastCheck = now
        if let since = firstJoinSince, now - since > Self.firstJoinLimit {
            return end(TableLineText.noAnswerFromHost.english("\(Self.firstJoinLimit.components.seconds)"))
        }
        switch phase {
        case .joined(var line):
            if now - line.lastHeard > TableTiming.silenceLimit {
                connectionLost(TableLineText.isNotAnswering.english(hostName))
            } else if now - line.lastSent >= TableTiming.pingEvery {
                outbox.append(line.send(.ping, now: now))
                phase = .joined(line)
            }
        case .connecting, .handshaking, .naming:
            if hasJoined, now - trySince > TableTiming.handshakeLimit {
                tryFailed(TableLineText.noAnswerInTime.english())
            }
        case .away:
            if let since = awaySince, now - since > TableTiming.comebackLimit {
                return end(
                    lastRefusal.map { TableLineText.didNotComeBackBecause.english(hostName, $0) }
                        ?? TableLineText.didNotComeBack.english(hostName))
            }
            if now >= nextTry { connectAgain() }
        case .over: break
        }
    }

    /// When `tick` is due next.
    package var nextCheck: Duration? { isOver ? nil : .seconds(1) }

    // MARK: - Reading

    private var currentID: ConnectionID? {
        switch phase {
        case .connecting(let id): id
        case .handshaking(let line, _), .naming(let line), .joined(let line): line.id
        case .away, .over: nil
        }
    }

    private mutating func receive(_ received: WireMessage, now: Duration) {
        switch phase {
        case .handshaking(var line, var handshake):
            let message: WireMessage
            do { message = try line.open(received, now: now) } catch { return breakOff(error.description) }
            switch handshake.receive(message) {
            case .send(let replies):
                for reply in replies { outbox.append(line.send(reply, now: now)) }
                phase = .handshaking(line, handshake)
            case .secured(let channel, let replies):
                for reply in replies { outbox.append(line.send(reply, now: now)) }
                line.secure(with: channel)
                outbox.append(line.send(.join(name: name, watch: watch), now: now))
                phase = .naming(line)
            case .refuse(let refusal, let reason, _):
                if let refusal { outbox.append(line.send(refusal, now: now)) }
                outbox.append(.close(line.id))
                tryFailed(SafeText.stripped(reason, limit: 160))
            }
        case .naming(var line):
            let message: WireMessage
            do { message = try line.open(received, now: now) } catch { return breakOff(error.description) }
            switch message {
            case .welcome(let given, let seats):
                guard let seated = welcome(seat: given, names: seats) else {
                    phase = .naming(line)
                    return breakOff(TableLineText.badSeatOffered.english())
                }
                let coming = hasJoined
                if let seated, names.indices.contains(seated) { name = names[seated] }
                hasJoined = true
                firstJoinSince = nil
                awaySince = nil
                lastRefusal = nil
                phase = .joined(line)
                if coming { events.append(.back(seat: 0)) }
                events.append(.seats(names: names, here: seated))
            case .refused(let reason):
                outbox.append(.close(line.id))
                tryFailed(TableLineText.hostRefused.english(SafeText.stripped(reason, limit: 160)))
            case .ping:
                outbox.append(line.send(.pong, now: now))
                phase = .naming(line)
            default:
                phase = .naming(line)
                breakOff(TableLineText.hostOutOfTurn.english())
            }
        case .joined(var line):
            let message: WireMessage
            do { message = try line.open(received, now: now) } catch { return breakOff(error.description) }
            phase = .joined(line)
            switch message {
            case .ping:
                outbox.append(line.send(.pong, now: now))
                phase = .joined(line)
            case .pong: break
            case .board(let board): events.append(.board(board))
            case .table(let state): events.append(.table(state))
            case .choice(let choice): events.append(.choice(choice))
            case .ignored(let card, let deal, let reason):
                events.append(.ignored(card: card, deal: deal, reason: shown(reason)))
            case .seats(let given):
                // The same seats, renamed as they are taken and left (an open one is nameless).
                guard given.count == names.count else { return breakOff(TableLineText.badSeatsNamed.english()) }
                names = cleanNames(given)
                events.append(.seats(names: names, here: seat))
            case .welcome(let given, let seats):
                // The host started early and the seats closed up: this side's number may change.
                guard let seated = welcome(seat: given, names: seats) else {
                    return breakOff(TableLineText.badSeatOffered.english())
                }
                events.append(.seats(names: names, here: seated))
            case .away(let away, let reason):
                guard names.indices.contains(away) else { return breakOff(TableLineText.badSeatNamed.english()) }
                events.append(.away(seat: away, reason: shown(reason)))
            case .back(let back):
                guard names.indices.contains(back) else { return breakOff(TableLineText.badSeatNamed.english()) }
                events.append(.back(seat: back))
            case .stopped(let seat):
                guard names.indices.contains(seat) else { return breakOff(TableLineText.badSeatNamed.english()) }
                events.append(.stopped(seat: seat))
            case .ended:
                // Said here, not in the host's words: only the game's own lines read as the game's.
                outbox.append(.close(line.id))
                end(TableLineText.leftTheGame.english(hostName))
            case .refused(let reason):
                outbox.append(.close(line.id))
                end(TableLineText.endedTheGame.english(hostName, shown(reason)))
            default: breakOff(TableLineText.hostOutOfTurn.english())
            }
        case .connecting, .away, .over: break
        }
    }

    /// Takes the host's welcome: the names, cleaned, and this side's seat (nil watching); nil when
    /// the seat cannot be.
    private mutating func welcome(seat given: Int, names seats: [String]) -> Int?? {
        guard (2...TableLimits.maximumSeats).contains(seats.count) else { return nil }
        if watch {
            guard given == -1 else { return nil }
        } else {
            guard (1..<seats.count).contains(given) else { return nil }
        }
        names = cleanNames(seats)
        seat = watch ? nil : given
        return .some(seat)
    }

    /// The names made safe to show; an open seat's stays empty.
    private func cleanNames(_ given: [String]) -> [String] {
        given.prefix(TableLimits.maximumSeats).map {
            $0.isEmpty ? "" : SafeText.stripped($0, limit: TableLimits.longestName, fallback: "Player")
        }
    }

    private func shown(_ text: String) -> String { SafeText.stripped(text, limit: 160) }

    // MARK: - Losing the host

    /// The host broke the protocol: it is told why, and the table ends here.
    private mutating func breakOff(_ reason: String) {
        switch phase {
        case .handshaking(var line, _), .naming(var line), .joined(var line):
            outbox.append(line.send(.refused(reason), now: now))
            outbox.append(.close(line.id))
        case .connecting(let id): outbox.append(.close(id))
        case .away, .over: break
        }
        phase = .over
        end(hasJoined ? TableLineText.gameEnded.english(reason) : reason)
    }

    /// The connection closed or went silent: a joined side tries again for a minute.
    private mutating func connectionLost(_ reason: String) {
        if let id = currentID { outbox.append(.close(id)) }
        guard hasJoined else { return end(TableLineText.hostClosedWhileJoining.english(reason)) }
        if case .joined = phase {
            awaySince = now
            events.append(
                .away(seat: 0, reason: TableLineText.connectionLost.english(hostName, reason)))
        }
        phase = .away
        nextTry = now + .seconds(1)
    }

    /// A try to join (or come back) failed: the first join ends with the reason; a comeback goes on.
    private mutating func tryFailed(_ reason: String) {
        if let id = currentID { outbox.append(.close(id)) }
        guard hasJoined else { return end(reason) }
        lastRefusal = reason
        phase = .away
        nextTry = now + TableTiming.retryEvery
    }

    private mutating func connectAgain() {
        nextID += 1
        let id = ConnectionID(nextID)
        phase = .connecting(id)
        trySince = now
        outbox.append(.connect(id))
    }

    /// The table is over here, with `reason` for the player (nil: this side left).
    private mutating func end(_ reason: String?) {
        if let id = currentID { outbox.append(.close(id)) }
        phase = .over
        firstJoinSince = nil
        if let reason { events.append(.ended(reason)) }
    }
}
