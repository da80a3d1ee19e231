import MemorizeTable
import Testing

@testable import MemorizeNetwork

@Suite("A table's protocol on both sides, with no socket")
struct TableProtocolTests {
    static let board = TableBoard(deal: 1, name: "Halloween", cards: 4, matchismo: false, timed: false, back: [3, 0])

    static func table(seats: Int, seat: Int = 0) -> TableState {
        TableState(
            deal: 1, cards: [1, 0, 0, 0], faces: [TableFace(card: 0, text: "👻", ascii: "G", name: "ghost", color: 2)],
            scores: Array(repeating: 0, count: seats), pairs: Array(repeating: 0, count: seats), seat: seat, score: 0,
            flips: 1)
    }

    @Test("a player who knows the code takes the next seat; both sides hear the seats")
    func twoSeats() {
        var table = TableHarness()
        let bob = table.join("Bob")
        #expect(table.host.names == ["Ann", "Bob"])
        #expect(table.host.isFull)
        #expect(table.hostHeard == [.seats(names: ["Ann", "Bob"], here: nil)])
        #expect(table.guestHeard[bob] == [.seats(names: ["Ann", "Bob"], here: 1)])
        #expect(table.guests[bob].hasJoined)
    }

    @Test("four seats fill in the order players join; a spectator arriving mid-game sees the table as it stands")
    func fourSeatsAndASpectator() {
        var table = TableHarness(seats: 4)
        let bob = table.join("Bob")
        table.join("Cy")
        let dee = table.join("Dee")
        #expect(table.host.names == ["Ann", "Bob", "Cy", "Dee"])
        #expect(table.guestHeard[dee].last == .seats(names: ["Ann", "Bob", "Cy", "Dee"], here: 3))
        #expect(table.guestHeard[bob].last == .seats(names: ["Ann", "Bob", "Cy", "Dee"], here: 1))
        table.host.start()
        table.hostTells(.board(Self.board))
        table.hostTells(.table(Self.table(seats: 4)))
        let eve = table.join("Eve", watch: true)
        #expect(
            table.guestHeard[eve] == [
                .seats(names: ["Ann", "Bob", "Cy", "Dee"], here: nil), .board(Self.board), .table(Self.table(seats: 4)),
            ])
        #expect(table.hostHeard.last == .note("Eve is watching"))
        #expect(table.host.spectators == ["Eve"])
        // A spectator has no turn: what it might ask is never sent.
        let sent = table.relay.count
        table.guestTells(eve, .choose(card: 1, deal: 1))
        #expect(table.relay.count == sent)
        // A seat's choice reaches the host as a choice of that seat.
        table.guestTells(dee, .choose(card: 2, deal: 1))
        #expect(table.hostHeard.last == .chose(seat: 3, card: 2, deal: 1))
    }

    @Test("starting early closes the open seats up; each player hears its new seat")
    func startEarly() {
        var table = TableHarness(seats: 4, computers: [1: "Computer"])
        let cy = table.join("Cy")
        #expect(table.host.names == ["Ann", "Computer", "Cy", ""])
        #expect(table.host.filledCount == 3)
        table.host.start()
        table.run()
        #expect(table.host.names == ["Ann", "Computer", "Cy"])
        #expect(table.guestHeard[cy].last == .seats(names: ["Ann", "Computer", "Cy"], here: 2))
        // A full table refuses a newcomer in one line.
        let late = table.join("Dee")
        #expect(table.guestHeard[late] == [.ended("the host refused: this table is full")])
    }

    @Test("a relay on the path sees no name, theme, face or choice: only the handshake is in the clear")
    func relaySeesNothing() {
        var table = TableHarness(seats: 3)
        let bob = table.join("Bob")
        table.join("Cyrus", watch: true)
        table.join("Dee")
        table.host.start()
        table.hostTells(.board(Self.board))
        table.hostTells(.table(Self.table(seats: 3)))
        table.guestTells(bob, .choose(card: 1, deal: 1))
        table.hostTells(.ignored(seat: 1, card: 1, deal: 1, reason: "Ann is away from the board"))
        table.advance(.seconds(3))
        let clear = table.relay.filter { message in
            switch message {
            case .hello, .challenge, .proof, .sealed: false
            default: true
            }
        }
        #expect(clear.isEmpty, "in the clear: \(clear)")
        let bytes = table.relay.flatMap { $0.encoded() }
        let text = String(decoding: bytes, as: UTF8.self)
        for secret in ["Bob", "Cyrus", "Dee", "Ann", "Halloween", "👻", "ghost", TableHarness.code] {
            #expect(!text.contains(secret), "\(secret) crossed in the clear")
        }
        #expect(table.relay.contains { if case .sealed = $0 { true } else { false } })
    }

    @Test("a wrong code fails on both sides; five retire the code, and only the new one joins")
    func wrongCodesRetireTheCode() {
        var table = TableHarness(codes: ["abcdef", "ghjkmn"])
        let first = table.join("Eve", code: "zzzzzz", from: "10.0.0.1")
        #expect(table.guestHeard[first] == [.ended("wrong join code: check the code and the address")])
        #expect(table.hostHeard.last == .note("1 failed join (the last: the joining side gave up: wrong join code)"))
        for index in 2...5 {
            table.advance(.seconds(5))
            table.join("Eve", code: "zzzzz\(index)", from: "10.0.0.\(index)")
        }
        #expect(table.host.code == "ghjkmn")
        #expect(table.hostHeard.contains(.note("5 wrong join codes: that code is retired, the new one is ghjkmn")))
        let old = table.join("Bob", code: "abcdef")
        #expect(!table.guests[old].hasJoined)
        let new = table.join("Bob", code: "ghjkmn", from: "10.0.0.50")
        #expect(table.guests[new].hasJoined)
    }

    @Test("an address that guessed wrong twice waits before its next try; other addresses do not")
    func penalty() {
        var table = TableHarness(seats: 3)
        table.join("Eve", code: "zzzzzz", from: "10.0.0.7:50001")
        #expect(table.guestHeard[0] == [.ended("wrong join code: check the code and the address")])
        table.join("Eve", code: "zzzzzy", from: "10.0.0.7:50011")
        #expect(
            table.guestHeard[1] == [.ended("wrong join code: check the code and the address")],
            "one typo costs no wait")
        let again = table.join("Eve", code: "abcdef", from: "10.0.0.7:50002")
        #expect(
            table.guestHeard[again] == [
                .ended("the host refused: too many wrong codes from your address: wait a moment")
            ])
        table.advance(.seconds(2))
        let other = table.join("Bob", code: "abcdef", from: "[2001:db8::7]:50003")
        #expect(table.guests[other].hasJoined, "another address does not wait")
        let later = table.join("Eve", code: "abcdef", from: "10.0.0.7:50004")
        #expect(table.guests[later].hasJoined)
    }

    @Test("failed joins are summarized at most every few seconds, not told one by one")
    func summaries() {
        var table = TableHarness(seats: 2)
        for index in 0..<20 { _ = table.stranger(from: "10.1.0.\(index)") }
        // Twenty idle strangers: eight join at a time, each newcomer closing the oldest.
        let notesBefore = table.hostHeard.count { if case .note = $0 { true } else { false } }
        #expect(notesBefore == 1)
        table.advance(.seconds(6))
        let notes = table.hostHeard.compactMap { if case .note(let line) = $0 { line } else { nil } }
        #expect(notes.count == 2)
        #expect(notes.last?.hasPrefix("19 failed joins") == true, "\(notes)")
    }

    @Test("idle connections hold no seat: a friend joins through them, and idlers close after their deadline")
    func idleStranger() {
        var table = TableHarness()
        let idle = table.stranger()
        for index in 0..<TableTiming.concurrentJoins { _ = table.stranger(from: "10.2.0.\(index)") }
        _ = table.hostCommands()
        let bob = table.join("Bob")
        #expect(table.guests[bob].hasJoined)
        table.advance(.seconds(6))
        #expect(table.relay.isEmpty == false)
        #expect(
            table.hostHeard.contains { if case .note(let line) = $0 { line.contains("took too long") } else { false } })
        _ = idle
    }

    @Test("a dropped player comes back within the minute to the same seat; the others hear away and back")
    func comeback() {
        var table = TableHarness(seats: 3)
        table.host.shownAddress = "192.0.2.7:7777"
        let bob = table.join("Bob")
        let cy = table.join("Cy")
        table.host.start()
        table.hostTells(.board(Self.board))
        table.drop(bob)
        #expect(
            table.hostHeard.last
                == .away(
                    seat: 1,
                    reason:
                        "Bob is away (the connection closed): memorize --join 192.0.2.7:7777 --code abcdef brings them back"
                ))
        #expect(table.guestHeard[cy].last == .away(seat: 1, reason: "Bob is away (the connection closed)"))
        #expect(
            table.guestHeard[bob].last
                == .away(
                    seat: 0, reason: "The connection to Ann is lost (the connection closed): trying again for a minute")
        )
        table.wait(.seconds(3))
        #expect(table.hostHeard.last == .back(seat: 1))
        #expect(table.guestHeard[cy].last == .back(seat: 1))
        #expect(
            table.guestHeard[bob].suffix(3) == [
                .back(seat: 0), .seats(names: ["Ann", "Bob", "Cy"], here: 1), .board(Self.board),
            ])
    }

    @Test("a player who does not come back within the minute leaves the seat open; the host hears it")
    func noComeback() {
        var table = TableHarness()
        let bob = table.join("Bob")
        table.host.start()
        table.unreachable.insert(bob)
        table.drop(bob)
        table.wait(.seconds(62))
        #expect(table.hostHeard.contains(.left(seat: 1, reason: "Bob did not come back within a minute")))
        #expect(
            table.guestHeard[bob].last
                == .ended("Ann did not come back within a minute (cannot reach the host: Connection refused)"))
        #expect(table.host.names[1] == "", "the seat is nameless until someone takes it")
        #expect(!table.host.isFull, "the seat is open again")
    }

    @Test("a seat left for good is open again: a new player takes it, and everyone hears the new name")
    func seatOpensAgain() {
        var table = TableHarness(seats: 3)
        let bob = table.join("Bob")
        let cy = table.join("Cy")
        table.host.start()
        table.guestTells(bob, .leave(reason: "Bob left the game"))
        #expect(table.host.names == ["Ann", "", "Cy"])
        table.hostTells(.stop(seat: 1))
        #expect(table.guestHeard[cy].suffix(2) == [.seats(names: ["Ann", "", "Cy"], here: 2), .stopped(seat: 1)])
        let dee = table.join("Dee")
        #expect(table.host.names == ["Ann", "Dee", "Cy"])
        #expect(table.guestHeard[dee].first == .seats(names: ["Ann", "Dee", "Cy"], here: 1))
        #expect(table.hostHeard.last == .seats(names: ["Ann", "Dee", "Cy"], here: nil))
        #expect(table.guestHeard[cy].last == .seats(names: ["Ann", "Dee", "Cy"], here: 2))
    }

    @Test("a frame that breaks the protocol while joining gets the one-line refusal before the close")
    func brokenWhileJoining() {
        var table = TableHarness()
        let id = table.stranger()
        _ = table.hostCommands()
        table.host.handle(.broken(id, .badLength(1_449_486_441)), now: table.now)
        let refusal = ProtocolError.badLength(1_449_486_441).description
        #expect(table.host.takeCommands() == [.send(id, .refused(refusal)), .close(id)])
    }

    @Test("a silent peer counts as away; pings keep a quiet one at the table")
    func silence() {
        var table = TableHarness()
        let bob = table.join("Bob")
        table.wait(.seconds(30))
        #expect(table.guests[bob].hasJoined)
        #expect(!table.hostHeard.contains { if case .away = $0 { true } else { false } })
        #expect(table.relay.contains { if case .sealed = $0 { true } else { false } })
    }

    @Test("names the game keeps for itself, and names taken at the table, are refused in one line")
    func names() {
        var table = TableHarness(seats: 4)
        let computer = table.join("Computer")
        #expect(
            table.guestHeard[computer] == [
                .ended("the host refused: the name Computer is the game's own: choose another with --name")
            ])
        let you = table.join("you")
        #expect(!table.guests[you].hasJoined)
        let ann = table.join("ann")
        #expect(
            table.guestHeard[ann] == [
                .ended("the host refused: Ann is already at this table: choose another name with --name")
            ])
        // Issue 42: names are compared as they read, by the theme checker's look-alike rule.
        let cyrillic = table.join("\u{0410}nn")
        #expect(
            table.guestHeard[cyrillic] == [
                .ended("the host refused: Ann is already at this table: choose another name with --name")
            ])
        let lookalike = table.join("C\u{043E}mputer")
        #expect(!table.guests[lookalike].hasJoined)
        let escape = table.join("\u{1B}]0;PWNED\u{07}Bob")
        #expect(table.host.names[1] == "]0;PWNEDBob")
        #expect(table.guests[escape].hasJoined)
    }

    @Test("a seat that floods the host, or breaks the protocol, is told why and its seat opens")
    func hostileSeat() {
        var table = TableHarness(seats: 3)
        let bob = table.join("Bob")
        table.join("Cy")
        table.host.start()
        for _ in 0...TableTiming.floodLimit { table.guests[bob].tell(.choose(card: 0, deal: 1), now: table.now) }
        table.run()
        #expect(
            table.hostHeard.contains(
                .left(seat: 1, reason: "Bob was sent away: the other side sent more than 100 messages a second")))
        #expect(
            table.guestHeard[bob].last
                == .ended("Ann ended the game: the other side sent more than 100 messages a second"))
    }

    @Test("a host that sends nonsense is refused with one line, and the table ends there")
    func hostileHost() {
        var table = TableHarness()
        let bob = table.join("Bob")
        table.guests[bob].handle(.received(ConnectionID(1), .ping), now: table.now)
        #expect(
            table.guests[bob].takeEvents()
                == [
                    .ended(
                        "The game ended: the other side sent a malformed message (a message in the clear after the code was proved)"
                    )
                ])
        let commands = table.guests[bob].takeCommands()
        #expect(commands.count == 2)
        #expect(commands.last == .close(ConnectionID(1)))
    }

    @Test("a seat that leaves is said in the game's own words; the host's leaving ends the table for all")
    func leaving() {
        var table = TableHarness(seats: 3)
        let bob = table.join("Bob")
        let cy = table.join("Cy")
        table.host.start()
        table.guestTells(bob, .leave(reason: "\u{1B}[2J whatever Bob's side says"))
        #expect(table.hostHeard.last == .left(seat: 1, reason: "Bob left the game"))
        table.hostTells(.leave(reason: "Ann left the game"))
        #expect(table.guestHeard[cy].last == .ended("Ann left the game"))
        #expect(table.host.isOver)
    }

    @Test("a host's refusal of another protocol version reaches the joining side in one line naming both")
    func versions() {
        var table = TableHarness()
        let old = table.stranger()
        _ = table.hostCommands()
        table.host.handle(
            .received(old, .hello(version: 2, nonce: Array(repeating: 1, count: 16), name: "Bob")), now: table.now)
        let refusal = "the joining side speaks protocol 2 and this host \(WireMessage.version): update both"
        #expect(table.host.takeCommands() == [.send(old, .refused(refusal)), .close(old)])
    }
}
