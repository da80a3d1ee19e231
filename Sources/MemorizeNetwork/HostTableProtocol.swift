import MemorizeTable
import MemorizeText

/// The host's side of a table across terminals, with no socket in it: transport events, ticks of the
/// clock and the view model's updates go in; transport commands and table events come out.
///
/// It holds every connection's handshake (side by side, each with a short deadline), the seats and
/// the spectators, the pings and silences, each away seat's minute to come back, the join code and
/// the wrong guesses that retire it, and the limits on strangers. Seat 0 is the host's; computer
/// seats are filled from the start; the rest are taken by players who prove the code, in the order
/// they do, until `start` (after it only an away seat's player, by name, or an open seat).
package struct HostTableProtocol: Sendable {
    /// Who holds a seat.
    package enum Holder: Hashable, Sendable {
        /// The host's own seat (0).
        case host
        /// The computer, at the host.
        case computer
        /// Nobody yet, or nobody since its player left.
        case open
        /// A player at another terminal, over `connection`; nil while they are away.
        case remote(ConnectionID?)
    }

    /// One seat: its name as the table shows it, who holds it, and since when its player is away.
    package struct SeatSlot: Hashable, Sendable {
        package var name: String
        package var holder: Holder
        package var awaySince: Duration?
    }

    private enum Phase: Sendable {
        /// Proving the code.
        case handshaking(HostHandshake)
        /// Proved; its `join` is due.
        case naming
        case seated(Int)
        case watching(String)
    }

    private struct Peer: Sendable {
        var line: PeerLine
        var phase: Phase
        let address: String
        let since: Duration
    }

    /// The seats, in turn order.
    package private(set) var seats: [SeatSlot]
    /// The code a player joins with now; a fresh one once too many wrong guesses retired the last.
    package private(set) var code: String
    /// Whether the game has begun: no new player takes a seat that is not open.
    package private(set) var hasStarted = false
    /// Whether the table is over (the host left).
    package private(set) var isOver = false
    /// The address players join at, as the host shows it, so that the line saying a seat is away can
    /// give the command that brings its player back (their process may have died with its screen).
    package var shownAddress: String?

    private var peers: [ConnectionID: Peer] = [:]
    private var wrongGuesses = 0
    /// Per address: wrong guesses so far, and when the next try is let in.
    private var penalties: [String: (count: Int, until: Duration)] = [:]
    private var failedJoins = 0
    private var lastFailure = ""
    private var lastSummary: Duration?
    private var lastCheck: Duration
    /// The time of the latest call in: when what is sent now was sent.
    private var now: Duration
    /// What a newcomer is greeted with: the board and the table as they stand.
    private var board: TableBoard?
    private var table: TableState?
    private let makeCode: @Sendable () -> String
    private var outbox: [TransportCommand] = []
    private var events: [TableEvent] = []

    /// A table whose host sits at seat 0 under `hostName`, with `seatCount` seats of which the ones
    /// named in `computers` (by seat number) are the computer's; `makeCode` gives each code (the
    /// first at once), from the system's generator.
    package init(
        hostName: String, seatCount: Int, computers: [Int: String] = [:], now: Duration,
        makeCode: @escaping @Sendable () -> String
    ) {
        let count = min(max(seatCount, 2), TableLimits.maximumSeats)
        seats = (0..<count).map { seat in
            if seat == 0 { return SeatSlot(name: hostName, holder: .host) }
            if let name = computers[seat] { return SeatSlot(name: name, holder: .computer) }
            return SeatSlot(name: "", holder: .open)
        }
        self.makeCode = makeCode
        code = makeCode()
        lastCheck = now
        self.now = now
    }

    // MARK: - What goes out

    /// The commands for the transport since the last call.
    package mutating func takeCommands() -> [TransportCommand] {
        defer { outbox = [] }
        return outbox
    }

    /// The news for the view model (or, before the game, the waiting screen) since the last call.
    package mutating func takeEvents() -> [TableEvent] {
        defer { events = [] }
        return events.map(\.shown)
    }

    /// The seats' names, in turn order (an open seat's is empty).
    package var names: [String] { seats.map(\.name) }

    /// Whether every seat is held (by the host, the computer or a player, here or away).
    package var isFull: Bool { !seats.contains { $0.holder == .open } }

    /// How many seats have a player or the computer in them.
    package var filledCount: Int { seats.count { $0.holder != .open } }

    /// The spectators' names.
    package var spectators: [String] {
        peers.values.compactMap { peer in
            if case .watching(let name) = peer.phase { return name }
            return nil
        }.sorted()
    }

    /// The game begins with the seats held now: open seats are dropped (the seats close up), so that
    /// every seat dealt is a player's.
    package mutating func start() {
        guard !hasStarted else { return }
        hasStarted = true
        guard !isFull else { return }
        var renumbered: [Int: Int] = [:]
        var kept: [SeatSlot] = []
        for (index, seat) in seats.enumerated() where seat.holder != .open {
            renumbered[index] = kept.count
            kept.append(seat)
        }
        seats = kept
        for (id, peer) in peers {
            if case .seated(let old) = peer.phase, let new = renumbered[old] { peers[id]?.phase = .seated(new) }
        }
        // Each seat and spectator is welcomed again with the seats as they now stand.
        for (id, peer) in peers.sorted(by: { $0.key < $1.key }) {
            switch peer.phase {
            case .seated(let seat): send(.welcome(seat: seat, names: names), to: id)
            case .watching: send(.welcome(seat: -1, names: names), to: id)
            case .handshaking, .naming: break
            }
        }
    }

    // MARK: - What comes in

    /// Acts on what the transport saw.
    package mutating func handle(_ event: TransportEvent, now: Duration) {
        self.now = now
        guard !isOver else {
            if case .accepted(let id, _) = event { outbox.append(.close(id)) }
            return
        }
        switch event {
        case .accepted(let id, let address): accept(id, from: address, now: now)
        case .received(let id, let message): receive(message, from: id, now: now)
        case .broken(let id, let error): dismiss(id, reason: error.description, tell: true, now: now)
        case .closed(let id, let reason): lose(id, reason: reason, now: now)
        case .connected(let id), .connectFailed(let id, _): outbox.append(.close(id))
        }
        summarize(now: now)
    }

    /// Acts on what the view model says: every seat and spectator is told what the table shows.
    package mutating func tell(_ update: TableUpdate, now: Duration) {
        guard !isOver else { return }
        self.now = now
        switch update {
        case .board(let board):
            self.board = board
            table = nil
            broadcast(.board(board))
        case .table(let state):
            table = state
            broadcast(.table(state))
        case .choice(let choice):
            table = choice.state
            broadcast(.choice(choice))
        case .ignored(let seat, let card, let deal, let reason):
            if let id = connection(of: seat) { send(.ignored(card: card, deal: deal, reason: reason), to: id) }
        case .refuse(let seat, let reason):
            if let id = connection(of: seat) { dismiss(id, reason: reason, tell: true, now: now) }
        case .stop(let seat): broadcast(.stopped(seat: seat))
        case .choose: break
        case .leave(let reason):
            for id in peers.keys.sorted() {
                send(.ended(reason: reason), to: id)
                outbox.append(.close(id))
            }
            peers = [:]
            isOver = true
        }
    }

    /// Pings, silences, deadlines, the minute to come back and the strangers' summary: call at least
    /// every `nextCheck`.
    package mutating func tick(now: Duration) {
        guard !isOver else { return }
        self.now = now
        if now - lastCheck > TableTiming.stoppedGap {
            // This process was stopped: the silence meanwhile was ours.
            let gap = now - lastCheck
            for id in peers.keys { peers[id]?.line.forgiveSilence(now: now) }
            for index in seats.indices { seats[index].awaySince = seats[index].awaySince.map { $0 + gap } }
        }
        lastCheck = now
        for (id, peer) in peers.sorted(by: { $0.key < $1.key }) {
            switch peer.phase {
            case .handshaking, .naming:
                if now - peer.since > TableTiming.handshakeLimit {
                    dismiss(id, reason: TableLineText.tookTooLong.english(), tell: true, now: now)
                }
            case .seated, .watching:
                if now - peer.line.lastHeard > TableTiming.silenceLimit {
                    lose(id, reason: TableLineText.notAnswering.english(), now: now)
                } else if now - peer.line.lastSent >= TableTiming.pingEvery {
                    send(.ping, to: id)
                }
            }
        }
        for (index, seat) in seats.enumerated() {
            guard let since = seat.awaySince, now - since > TableTiming.comebackLimit else { continue }
            leave(index, reason: TableLineText.didNotComeBack.english(seat.name))
        }
        // An address's wrong codes are forgotten a while after its last wait ends, so strangers from
        // many addresses cannot grow the table without bound.
        penalties = penalties.filter { now - $0.value.until < TableTiming.penaltyMemory }
        summarize(now: now)
    }

    /// When `tick` is due next: every second while anyone is connected or away, else never.
    package var nextCheck: Duration? {
        isOver || (peers.isEmpty && !seats.contains { $0.awaySince != nil } && failedJoins == 0) ? nil : .seconds(1)
    }

    // MARK: - Joining

    private mutating func accept(_ id: ConnectionID, from peer: String, now: Duration) {
        // Waits after a wrong code are per host: each connection comes from a port of its own.
        let address = Self.host(of: peer)
        let joining = peers.filter { _, peer in
            switch peer.phase {
            case .handshaking, .naming: true
            case .seated, .watching: false
            }
        }
        if joining.count >= TableTiming.concurrentJoins,
            let oldest = joining.min(by: { ($0.value.since, $0.key) < ($1.value.since, $1.key) })?.key
        {
            // The newcomer wins the slot: a player's join takes a round trip or two, so only
            // connections that hold a slot without joining (a stranger's) are ever the oldest for long.
            dismiss(oldest, reason: TableLineText.tooManyJoining.english(), tell: true, now: now)
        }
        if let penalty = penalties[address], now < penalty.until {
            var line = PeerLine(id: id, now: now)
            outbox.append(line.send(.refused(TableLineText.tooManyWrongCodes.english()), now: now))
            outbox.append(.close(id))
            return fail(TableLineText.wrongCodesFromOneAddress.english(), now: now)
        }
        peers[id] = Peer(
            line: PeerLine(id: id, now: now), phase: .handshaking(HostHandshake(code: code)), address: address,
            since: now)
    }

    private mutating func receive(_ received: WireMessage, from id: ConnectionID, now: Duration) {
        guard var peer = peers[id] else { return }
        let message: WireMessage
        do {
            message = try peer.line.open(received, now: now)
        } catch {
            peers[id] = peer
            return dismiss(id, reason: error.description, tell: true, now: now)
        }
        if peer.line.isFlooding(now: now, limit: TableTiming.floodLimit) {
            peers[id] = peer
            return dismiss(
                id, reason: TableLineText.flooding.english("\(TableTiming.floodLimit)"), tell: true, now: now)
        }
        peers[id] = peer
        switch peer.phase {
        case .handshaking(var handshake):
            let step = handshake.receive(message)
            peers[id]?.phase = .handshaking(handshake)
            switch step {
            case .send(let replies): for reply in replies { send(reply, to: id) }
            case .secured(let channel, let replies):
                for reply in replies { send(reply, to: id) }
                peers[id]?.line.secure(with: channel)
                peers[id]?.phase = .naming
            case .refuse(let refusal, let reason, let guessed):
                if let refusal { send(refusal, to: id) }
                close(id)
                if guessed { countWrongGuess(from: peer.address, now: now) }
                fail(reason, now: now)
            }
        case .naming:
            guard case .join(let name, let watch) = message else {
                return dismiss(id, reason: TableLineText.joinerOutOfTurn.english(), tell: true, now: now)
            }
            join(id, name: name, watch: watch, now: now)
        case .seated(let seat):
            hear(message, fromSeat: seat, id: id, now: now)
        case .watching:
            switch message {
            case .ping: send(.pong, to: id)
            case .pong: break
            case .ended, .refused: close(id)
            default: dismiss(id, reason: TableLineText.spectatorOutOfTurn.english(), tell: true, now: now)
            }
        }
    }

    /// Seats or greets a player who proved the code, or refuses them in one line.
    private mutating func join(_ id: ConnectionID, name typed: String, watch: Bool, now: Duration) {
        // A player who gave no name is named by the seat it takes.
        let open = seats.firstIndex { $0.holder == .open }
        let unnamed = watch ? "Spectator \(spectators.count + 1)" : "Player \((open ?? seats.count) + 1)"
        let name = SafeText.stripped(typed, limit: TableLimits.longestName, fallback: unnamed)
        // Compared as they read (`NameLooks`): `Аnn` with a Cyrillic `А` is Ann to the players.
        let folded = NameLooks.key(name)
        guard !["computer", "you"].contains(folded) else {
            return refuseJoin(id, TableLineText.nameIsTheGames.english(name), now: now)
        }
        if watch {
            guard spectators.count < TableLimits.maximumSpectators else {
                return refuseJoin(
                    id, TableLineText.spectatorsFull.english("\(TableLimits.maximumSpectators)"), now: now)
            }
            peers[id]?.phase = .watching(name)
            send(.welcome(seat: -1, names: names), to: id)
            greet(id)
            return events.append(.note(TableLineText.isWatching.english(name)))
        }
        if let seat = seats.firstIndex(where: { NameLooks.key($0.name) == folded && $0.holder != .open }) {
            guard seats[seat].holder == .remote(nil) else {
                return refuseJoin(id, TableLineText.nameAtTable.english(seats[seat].name), now: now)
            }
            // The same player back (they proved the code, under their seat's name).
            seats[seat].holder = .remote(id)
            seats[seat].awaySince = nil
            peers[id]?.phase = .seated(seat)
            send(.welcome(seat: seat, names: names), to: id)
            greet(id)
            broadcast(.back(seat: seat), except: id)
            return events.append(.back(seat: seat))
        }
        guard let seat = seats.firstIndex(where: { $0.holder == .open }) else {
            let away = seats.filter { $0.awaySince != nil }.map(\.name)
            let reason =
                switch away.count {
                case 0: TableLineText.tableFull.english()
                case 1: TableLineText.waitsForOne.english(away[0])
                case 2: TableLineText.waitsForTwo.english(away[0], away[1])
                default: TableLineText.waitsForThree.english(away[0], away[1], away[2])
                }
            return refuseJoin(id, reason, now: now)
        }
        seats[seat] = SeatSlot(name: name, holder: .remote(id))
        peers[id]?.phase = .seated(seat)
        send(.welcome(seat: seat, names: names), to: id)
        greet(id)
        broadcast(.seats(names), except: id)
        events.append(.seats(names: names, here: nil))
    }

    private mutating func refuseJoin(_ id: ConnectionID, _ reason: String, now: Duration) {
        send(.refused(reason), to: id)
        close(id)
        fail(reason, now: now)
    }

    /// What someone arriving mid-game is sent: the board and the table as they stand.
    private mutating func greet(_ id: ConnectionID) {
        if let board { send(.board(board), to: id) }
        if let table { send(.table(table), to: id) }
    }

    private mutating func hear(_ message: WireMessage, fromSeat seat: Int, id: ConnectionID, now: Duration) {
        switch message {
        case .ping: send(.pong, to: id)
        case .pong: break
        case .choose(let card, let deal): events.append(.chose(seat: seat, card: card, deal: deal))
        case .ended:
            close(id)
            leave(seat, reason: TableLineText.leftTheGame.english(seats[seat].name))
        case .refused(let reason):
            close(id)
            leave(
                seat,
                reason: TableLineText.refusedTheGame.english(seats[seat].name, SafeText.stripped(reason, limit: 100)))
        default:
            dismiss(id, reason: TableLineText.seatOutOfTurn.english(seats[seat].name), tell: true, now: now)
        }
    }

    // MARK: - Losing connections

    /// The connection closed or went silent: a seat's player is away (the game waits a minute); a
    /// joining stranger's try counts as failed, as one guess if it had its answer.
    private mutating func lose(_ id: ConnectionID, reason: String, now: Duration) {
        guard let peer = peers.removeValue(forKey: id) else { return }
        outbox.append(.close(id))
        switch peer.phase {
        case .handshaking(let handshake):
            if handshake.hasAnsweredAGuess { countWrongGuess(from: peer.address, now: now) }
            fail(TableLineText.closedWhileJoining.english(), now: now)
        case .naming: fail(TableLineText.closedWhileJoining.english(), now: now)
        case .watching: break
        case .seated(let seat):
            seats[seat].holder = .remote(nil)
            seats[seat].awaySince = now
            let name = seats[seat].name
            broadcast(.away(seat: seat, reason: TableLineText.isAway.english(name, reason)))
            let line =
                shownAddress.map { TableLineText.isAwayBringBack.english(name, reason, $0, code) }
                ?? TableLineText.isAway.english(name, reason)
            events.append(.away(seat: seat, reason: line))
        }
    }

    /// Refuses a connection for breaking the protocol: it is told why in one line (when `tell`) and
    /// closed; a seated player's seat opens, for good.
    private mutating func dismiss(_ id: ConnectionID, reason: String, tell: Bool, now: Duration) {
        guard let peer = peers[id] else { return }
        if tell { send(.refused(reason), to: id) }
        close(id)
        switch peer.phase {
        case .handshaking(let handshake):
            if handshake.hasAnsweredAGuess { countWrongGuess(from: peer.address, now: now) }
            fail(reason, now: now)
        case .naming: fail(reason, now: now)
        case .watching: break
        case .seated(let seat): leave(seat, reason: TableLineText.sentAway.english(seats[seat].name, reason))
        }
    }

    /// A seat's player left for good: the seat opens (nameless, for whoever joins next) and the host
    /// hears it; its view model tells the others (`TableUpdate.stop`) when a game was under way.
    private mutating func leave(_ seat: Int, reason: String) {
        seats[seat] = SeatSlot(name: "", holder: .open)
        broadcast(.seats(names))
        events.append(.left(seat: seat, reason: reason))
    }

    private mutating func close(_ id: ConnectionID) {
        guard peers.removeValue(forKey: id) != nil else { return }
        outbox.append(.close(id))
    }

    // MARK: - Strangers

    /// A wrong code: the address waits longer before its next try, and enough of them retire the code.
    private mutating func countWrongGuess(from address: String, now: Duration) {
        let count = (penalties[address]?.count ?? 0) + 1
        // One typo costs nothing; from the second wrong code on, each doubles the wait (1 s, 2 s, 4 s …
        // up to a minute), so a guesser at one address tries a handful of codes a minute.
        let wait: Duration = count < 2 ? .zero : .seconds(min(1 << min(count - 2, 6), 60))
        penalties[address] = (count, now + wait)
        wrongGuesses += 1
        guard wrongGuesses >= TableTiming.wrongCodeLimit else { return }
        wrongGuesses = 0
        code = makeCode()
        events.append(
            .note(TableLineText.codeRetired.english("\(TableTiming.wrongCodeLimit)", code)))
    }

    /// A failed join, summarized at most every few seconds rather than told one by one (at the end of
    /// each call in, so one call's failures go in one line).
    private mutating func fail(_ reason: String, now: Duration) {
        failedJoins += 1
        lastFailure = reason
    }

    private mutating func summarize(now: Duration) {
        guard failedJoins > 0, lastSummary.map({ now - $0 >= TableTiming.summaryEvery }) ?? true else { return }
        events.append(
            .note(
                TableLineText.failedJoins.english(
                    count: failedJoins, "\(failedJoins)", SafeText.stripped(lastFailure, limit: 80))))
        failedJoins = 0
        lastSummary = now
    }

    /// The host part of a peer's `HOST:PORT` or `[HOST]:PORT`, as the transport writes it.
    static func host(of peer: String) -> String {
        if peer.hasPrefix("["), let close = peer.firstIndex(of: "]") {
            return String(peer[peer.index(after: peer.startIndex)..<close])
        }
        guard let colon = peer.lastIndex(of: ":"), peer.firstIndex(of: ":") == colon else { return peer }
        return String(peer[..<colon])
    }

    // MARK: - Sending

    private func connection(of seat: Int) -> ConnectionID? {
        guard seats.indices.contains(seat), case .remote(let id?) = seats[seat].holder else { return nil }
        return id
    }

    private mutating func send(_ message: WireMessage, to id: ConnectionID) {
        guard var peer = peers[id] else { return }
        outbox.append(peer.line.send(message, now: now))
        peers[id] = peer
    }

    /// Sends `message` to every seat and spectator in the game.
    private mutating func broadcast(_ message: WireMessage, except skipped: ConnectionID? = nil) {
        for (id, peer) in peers.sorted(by: { $0.key < $1.key }) where id != skipped {
            switch peer.phase {
            case .seated, .watching: send(message, to: id)
            case .handshaking, .naming: break
            }
        }
    }
}
