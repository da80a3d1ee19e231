import MemorizeTable
import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// The link of one side of a test table: what it told, waiting to be delivered to the other side.
final class QueuedLink: TableLink {
    var sent: [TableUpdate] = []
    var all: [TableUpdate] = []

    func tell(_ update: TableUpdate) {
        sent.append(update)
        all.append(update)
    }
}

/// A host and a guest joined directly, without sockets: each side's updates are delivered to the
/// other by `deliver()` as the events its protocol would hear.
struct TestTable {
    let host: GameViewModel
    let guest: GameViewModel
    let hostLink = QueuedLink()
    let guestLink = QueuedLink()
    let hostClock: TestClock
    let hostKeeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
    let guestKeeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))

    init(theme: Theme = Fixtures.fruit) throws {
        try self.init { settings, clock in
            makeViewModel(
                themes: Fixtures.themes, theme: theme, generator: SplitMix64(seed: Fixtures.seed), clock: clock,
                settings: settings)
        }
    }

    /// A table whose host deals only `variant` (Matchismo, timed or not).
    init(variant: any GameVariant) throws {
        let recorded = RecordingVariant(variant)
        try self.init { settings, clock in
            GameViewModel(
                variants: [recorded], variant: recorded, generator: SplitMix64(seed: Fixtures.seed), clock: clock,
                settings: settings)
        }
    }

    private init(host makeHost: (GameViewModel.Settings, TestClock) -> GameViewModel) throws {
        let clock = TestClock()
        let host = makeHost(
            GameViewModel.Settings(
                seats: [Seat(name: "Ann"), Seat(name: "Bob", kind: .remote)], scoreKeeper: hostKeeper,
                table: .host(hostLink)),
            clock)
        self.host = host
        hostClock = clock
        guard case .board(let board) = host.tableGreeting.first else { throw TableTestError.noBoard }
        guest = GameViewModel(
            joining: board, clock: TestClock(),
            settings: GameViewModel.Settings(
                seats: [Seat(name: "Ann", kind: .remote), Seat(name: "Bob")], scoreKeeper: guestKeeper,
                table: .guest(guestLink)))
        for update in host.tableGreeting.dropFirst() { guest.send(.table(Self.heardByGuest(update)!)) }
    }

    /// What the guest's protocol would hear of the host's `update` (nil: nothing reaches it).
    static func heardByGuest(_ update: TableUpdate) -> TableEvent? {
        switch update {
        case .board(let board): .board(board)
        case .table(let state): .table(state)
        case .choice(let choice): .choice(choice)
        case .ignored(_, let card, let deal, let reason): .ignored(card: card, deal: deal, reason: reason)
        case .refuse(_, let reason): .ended("Ann ended the game: \(reason)")
        case .leave: .ended("Ann left the game")
        case .stop(let seat): .stopped(seat: seat)
        case .choose: nil
        }
    }

    /// What the host's protocol would hear of the guest's `update` (the guest sits at seat 1).
    static func heardByHost(_ update: TableUpdate) -> TableEvent? {
        switch update {
        case .choose(let card, let deal): .chose(seat: 1, card: card, deal: deal)
        case .leave: .left(seat: 1, reason: "Bob left the game")
        default: nil
        }
    }

    enum TableTestError: Error { case noBoard }

    /// Delivers what each side sent, until neither has anything left to send.
    func deliver() {
        while !hostLink.sent.isEmpty || !guestLink.sent.isEmpty {
            let toGuest = hostLink.sent
            hostLink.sent = []
            for update in toGuest { if let event = Self.heardByGuest(update) { guest.send(.table(event)) } }
            let toHost = guestLink.sent
            guestLink.sent = []
            for update in toHost { if let event = Self.heardByHost(update) { host.send(.table(event)) } }
        }
    }

    /// The side whose seat is to move clicks `card`, and the messages go across.
    func click(_ card: Int) {
        (host.currentSeat == 0 ? host : guest).click(.card(card))
        deliver()
    }

    /// What both screens must agree on: every card's side and shown face, the seats, whose turn.
    func expectSameTable(sourceLocation: SourceLocation = #_sourceLocation) {
        let hostCards = host.screen.cards
        let guestCards = guest.screen.cards
        #expect(hostCards.map(\.side) == guestCards.map(\.side), sourceLocation: sourceLocation)
        for (index, card) in hostCards.enumerated() where card.side != .faceDown {
            #expect(guestCards[index].face == card.face, "card \(index)", sourceLocation: sourceLocation)
        }
        #expect(host.screen.players == guest.screen.players, sourceLocation: sourceLocation)
        #expect(host.currentSeat == guest.currentSeat, sourceLocation: sourceLocation)
        #expect(host.screen.status.score == guest.screen.status.score, sourceLocation: sourceLocation)
    }
}

/// A table across two terminals, through the view models alone: the host deals and judges, the guest
/// mirrors what a player at the table sees, and each refuses what breaks the protocol.
@Suite struct TableTests {
    @Test func bothSidesPlayAWholeGameAndSeeTheSameTableAfterEveryChoice() throws {
        let table = try TestTable()
        let faces = dealtFaces(of: table.host).map(\.text)
        var step = 0
        while table.host.screen.mode == .playing, step < 200 {
            let cards = table.host.screen.cards
            let open = cards.indices.filter { cards[$0].side == .faceUp }
            let hidden = cards.indices.filter { cards[$0].side == .faceDown }
            let card: Int
            if open.count == 1, let partner = hidden.first(where: { faces[$0] == faces[open[0]] }), step % 3 != 0 {
                card = partner
            } else if open.count == 1, let other = hidden.first(where: { faces[$0] != faces[open[0]] }) {
                card = other
            } else {
                card = hidden.first ?? 0
            }
            table.click(card)
            table.expectSameTable()
            step += 1
        }
        #expect(table.host.screen.mode == .gameOver)
        #expect(table.guest.screen.mode == .gameOver)
        #expect(table.host.screen.summary?.headline == table.guest.screen.summary?.headline)
        #expect(table.host.screen.players.map(\.pairs).reduce(0, +) == 5)
        #expect(table.host.screen.players.allSatisfy { $0.pairs > 0 }, "both seats played")
        #expect(table.guest.screen.summary?.seed == nil, "the guest never sees a seed")
        #expect(table.hostKeeper.matches.map(\.players) == [["Ann"]], "each side files its own seat's game")
        #expect(table.guestKeeper.matches.map(\.players) == [["Bob"]])
        #expect(table.hostKeeper.matches.first?.winner == table.host.winner?.name)
        #expect(table.guestKeeper.matches.first?.winner == table.host.winner?.name)
        #expect(table.hostKeeper.games.isEmpty && table.guestKeeper.games.isEmpty, "never a solo best")
        // The host leaves at the summary: the guest's summary stays, and a line says the table is over.
        table.host.leaveTableHere()
        table.deliver()
        #expect(table.guest.screen.message?.text == "Ann left the game")
        #expect(table.guest.screen.summary?.headline == table.host.screen.summary?.headline)
    }

    @Test func aTimedMatchismoTableScoresAtTheHostAndShowsTheSameOnBothSides() throws {
        let table = try TestTable(variant: TimedVariant(MatchismoVariant(cardCount: 12)))
        #expect(table.guest.screen.cards.count == 12)
        #expect(table.guest.screen.status.themeName == table.host.screen.status.themeName)
        let faces = dealtFaces(of: table.host).map(\.text)
        let rank = { (face: String) in String(face.dropLast()) }
        let pair = faces.indices.flatMap { first in
            faces.indices.filter { $0 > first && rank(faces[$0]) == rank(faces[first]) }.map { (first, $0) }
        }.first
        let (first, second) = try #require(pair, "a rank match on the board")
        table.click(first)
        #expect(table.guest.screen.cards[first].bonus != nil, "the guest's bar runs from the card told")
        #expect(table.guest.screen.cards[first].bonus == table.host.screen.cards[first].bonus)
        table.hostClock.advance(by: .seconds(3))
        table.click(second)
        table.expectSameTable()
        let message = try #require(table.guest.screen.message?.text)
        #expect(message == table.host.screen.message?.text, "the guest hears the host's judgement")
        #expect(message.contains("×7"), "three seconds leave a multiplier of 7: \(message)")
        #expect(table.host.screen.players[0].score > 0)
        #expect(table.guest.screen.players[0].score == table.host.screen.players[0].score)
    }

    @Test func theGuestIsSentOnlyFacesThatShow() throws {
        let table = try TestTable()
        table.click(0)
        table.click(1)
        table.click(2)
        for message in table.hostLink.all {
            switch message {
            case .choice(let choice):
                let turnedUp = choice.events.compactMap { event -> Int? in
                    if case .turnedUp(let card, _) = event { return card }
                    return nil
                }
                #expect(choice.state.faces.map(\.card) == turnedUp, "only the card the choice turned up")
            case .table(let state):
                for face in state.faces { #expect(state.cards[face.card] & 3 != 0, "card \(face.card) shows") }
            case .board(let board): #expect(board.cards == 10)
            default: break
            }
        }
        #expect(table.hostLink.all.count { if case .choice = $0 { true } else { false } } == 3)
    }

    @Test func aChoiceOutOfTurnIsRefusedOnBothSides() throws {
        let table = try TestTable()
        #expect(table.host.currentSeat == 0)
        table.host.send(.table(.chose(seat: 1, card: 3, deal: table.host.dealNumber)))
        #expect(table.hostLink.sent.last == .refuse(seat: 1, reason: "Bob chose out of turn"))
        // The host's protocol closes Bob's seat and tells the view model the seat left.
        table.host.send(.table(.left(seat: 1, reason: "Bob was sent away: Bob chose out of turn")))
        #expect(table.host.screen.mode == .gameOver)
        #expect(table.host.screen.summary?.headline == "Bob was sent away: Bob chose out of turn.")
        table.deliver()
        #expect(table.hostKeeper.matches.isEmpty, "a game that did not end by its rules is not filed")
    }

    @Test func theGuestAsksOnceAndWaitsForTheHost() throws {
        let table = try TestTable()
        table.click(0)
        table.click(1)
        try #require(table.host.currentSeat == 1 || table.host.screen.players[0].pairs == 1)
        guard table.host.currentSeat == 1 else { return }
        table.guest.click(.card(2))
        table.guest.click(.card(3))
        #expect(table.guestLink.sent == [.choose(card: 2, deal: table.host.dealNumber)], "one card asked at a time")
        table.deliver()
        #expect(table.guest.screen.cards[2].side == .faceUp)
        table.expectSameTable()
    }

    @Test func aHostileHostEndsTheGuestsGameWithALine() throws {
        let table = try TestTable()
        let bad = TableChoice(
            seat: 0, card: 999, events: [.turnedUp(999, face: 0)], points: 0, multiplier: nil, passesTurn: false,
            state: TableState(deal: 0, cards: [], faces: [], scores: [], pairs: [], seat: 0, score: 0, flips: 0))
        table.guest.send(.table(.choice(bad)))
        #expect(table.guestLink.sent.last == .leave(reason: "the host sent a choice that cannot be"))
        #expect(table.guest.screen.mode == .gameOver)
        let escape = TableTestTexts.escape
        table.guest.send(.table(.ended("Ann\(escape)[2J left")))
        #expect(table.guest.screen.summary?.headline == "The game ended: the host sent a choice that cannot be.")
    }

    @Test func aPeerAwayShowsANoticeAndOneThatLeftEndsTheGameWithBothScores() throws {
        let table = try TestTable()
        table.click(0)
        table.host.send(.table(.away(seat: 1, reason: "Bob is not answering")))
        #expect(table.host.screen.notice == "Bob is not answering")
        table.host.send(.table(.back(seat: 1)))
        #expect(table.host.screen.notice == nil)
        #expect(table.host.screen.message?.text == "Bob is back")
        table.host.send(.table(.left(seat: 1, reason: "Bob did not come back \(TableTestTexts.escape)within a minute")))
        #expect(table.host.screen.mode == .gameOver)
        #expect(table.host.screen.summary?.headline == "Bob did not come back within a minute.", "no control character")
        #expect(table.host.screen.summary?.players.map(\.name) == ["Ann", "Bob"])
        table.host.press(.character("n"))
        #expect(table.host.screen.mode == .gameOver, "no one to deal to")
        #expect(table.hostKeeper.matches.isEmpty)
    }

    @Test func theGuestMayStartItsTurnWithACardTheHostsMismatchLeftUp() throws {
        let table = try TestTable()
        let faces = dealtFaces(of: table.host).map(\.text)
        let other = try #require(faces.indices.first { faces[$0] != faces[0] })
        table.click(0)
        table.click(other)
        #expect(table.guest.currentSeat == 1)
        table.host.click(.card(other))
        #expect(table.host.screen.message?.text == "It is Bob's turn", "a card here waits for Bob")
        #expect(table.hostLink.sent.isEmpty)
        table.guest.click(.card(other))
        table.deliver()
        table.expectSameTable()
        #expect(table.host.screen.cards[other].side == .faceUp, "the natural move keeps the card up")
        #expect(table.host.screen.cards[0].side == .faceDown, "and turns the other down")
        let hostLine = table.host.screen.message
        table.guest.click(.card(other))
        table.deliver()
        #expect(table.guest.screen.message != nil, "the host says why a card cannot be chosen again")
        #expect(table.host.screen.message == hostLine, "and its own line stays as it was")
        table.expectSameTable()
        let partner = try #require(faces.indices.first { $0 != other && faces[$0] == faces[other] })
        table.guest.click(.card(partner))
        table.deliver()
        table.expectSameTable()
        #expect(table.guest.screen.players[1].pairs == 1)
        #expect(table.guest.currentSeat == 1, "a match keeps the turn")
    }

    @Test func theClockStopsWhileThePeerIsAwayAndOnceItHasLeft() throws {
        let table = try TestTable()
        table.click(0)
        /// The host's shown seconds after `seconds` more pass on its clock.
        func elapsed(after seconds: Int) -> Int {
            table.hostClock.advance(by: .seconds(seconds))
            table.host.send(.clockTicked(now: table.hostClock.now))
            return table.host.screen.summary?.elapsedSeconds ?? table.host.screen.status.elapsedSeconds
        }
        #expect(elapsed(after: 5) == 5)
        table.host.send(.table(.away(seat: 1, reason: "Bob is not answering")))
        #expect(elapsed(after: 30) == 5, "the time away does not count")
        table.host.send(.table(.back(seat: 1)))
        #expect(elapsed(after: 2) == 7)
        table.host.send(.table(.left(seat: 1, reason: "Bob left the game")))
        #expect(elapsed(after: 20) == 7, "a game that ended keeps its time")
        #expect(table.host.screen.summary != nil)
        #expect(table.host.nextDeadline == nil, "nothing left to wake for")
    }

    @Test func theGuestDealsNothingAndTheHostsNewBoardReachesIt() throws {
        let table = try TestTable()
        let faces = dealtFaces(of: table.host).map(\.text)
        table.click(0)
        table.click(faces.indices.first { faces[$0] != faces[0] } ?? 1)
        #expect(table.guest.currentSeat == 1, "a mismatch passed the turn to the guest")
        table.guest.send(.intent(.showThemes))
        #expect(table.guest.screen.mode == .playing)
        #expect(table.guest.screen.message?.text == "The host deals the next game")
        table.host.send(.intent(.showThemes))
        table.host.send(.intent(.pickTheme(0)))
        table.host.send(.intent(.answer(yes: true)))
        table.deliver()
        #expect(table.guest.screen.status.themeName == "Animals")
        #expect(table.guest.screen.cards.count == 6)
        table.click(0)
        table.expectSameTable()
    }
}

/// Tables of more than two seats, and spectators, through the view models alone.
@Suite struct TableSeatsTests {
    static func host(seats: [Seat], link: QueuedLink) -> GameViewModel {
        makeViewModel(
            themes: Fixtures.themes, theme: Fixtures.fruit, generator: SplitMix64(seed: Fixtures.seed),
            clock: TestClock(),
            settings: GameViewModel.Settings(seats: seats, table: .host(link)))
    }

    @Test func aSeatThatChoosesOutOfTurnIsRefusedAndTheSeatToMoveIsHeard() throws {
        let link = QueuedLink()
        let host = Self.host(
            seats: [Seat(name: "Ann"), Seat(name: "Bob", kind: .remote), Seat(name: "Cy", kind: .remote)], link: link)
        let faces = dealtFaces(of: host).map(\.text)
        let other = try #require(faces.indices.first { faces[$0] != faces[0] })
        host.click(.card(0))
        host.click(.card(other))
        #expect(host.currentSeat == 1, "Ann's mismatch passes the turn to Bob")
        link.sent = []
        host.send(.table(.chose(seat: 2, card: 3, deal: host.dealNumber)))
        #expect(link.sent == [.refuse(seat: 2, reason: "Cy chose out of turn")])
        link.sent = []
        host.send(.table(.chose(seat: 1, card: other, deal: host.dealNumber)))
        #expect(link.sent.contains { if case .choice(let choice) = $0 { choice.seat == 1 } else { false } })
    }

    @Test func eachScreenSaysWhichSeatIsItsOwn() throws {
        let table = try TestTable()
        #expect(table.host.screen.status.players.map(\.name) == ["Ann (you)", "Bob"])
        #expect(table.guest.screen.status.players.map(\.name) == ["Ann", "Bob (you)"])
        #expect(table.guest.screen.players.map(\.name) == ["Ann", "Bob"], "the summary names the seats plainly")
    }

    @Test func aSeatLeftForGoodEndsTheGameAndOpensAgainForANewPlayer() throws {
        let table = try TestTable()
        table.click(0)
        table.host.send(.table(.left(seat: 1, reason: "Bob left the game")))
        #expect(table.hostLink.sent.last == .stop(seat: 1))
        #expect(table.host.screen.mode == .gameOver)
        #expect(table.host.screen.summary?.headline == "Bob left the game.")
        table.deliver()
        #expect(table.guest.screen.mode == .gameOver)
        #expect(table.guest.screen.summary?.headline == "Bob left the table.")
        table.host.send(.intent(.newGame))
        #expect(table.host.screen.mode == .gameOver, "no deal while the seat is open")
        #expect(table.host.screen.message?.text == "Waiting for a player to take seat 2: they join with the same code")
        table.host.send(.table(.seats(names: ["Ann", "Cy"], here: nil)))
        #expect(table.host.screen.message?.text == "Cy takes seat 2")
        table.host.send(.intent(.newGame))
        #expect(table.host.screen.mode == .playing)
        #expect(table.host.screen.players.map(\.name) == ["Ann", "Cy"])
        #expect(table.hostKeeper.matches.isEmpty, "the game a departure ended is not filed")
    }

    @Test func aSpectatorChoosesNothingAndIsToldWhy() throws {
        let hostLink = QueuedLink()
        let host = Self.host(seats: [Seat(name: "Ann"), Seat(name: "Bob", kind: .remote)], link: hostLink)
        guard case .board(let board) = host.tableGreeting.first else { throw TestTable.TableTestError.noBoard }
        let link = QueuedLink()
        let eve = GameViewModel(
            joining: board, clock: TestClock(),
            settings: GameViewModel.Settings(
                seats: [Seat(name: "Ann", kind: .remote), Seat(name: "Bob", kind: .remote)], table: .guest(link)))
        eve.click(.card(2))
        #expect(link.sent.isEmpty)
        #expect(eve.screen.message?.text == "You are watching: only the players choose cards")
        #expect(eve.screen.cards[2].side == .faceDown)
    }

    @Test func anAnswerForAnotherCardOrAnEarlierBoardKeepsTheCardAskedFor() throws {
        let table = try TestTable()
        let faces = dealtFaces(of: table.host).map(\.text)
        table.click(0)
        table.click(try #require(faces.indices.first { faces[$0] != faces[0] }))
        try #require(table.guest.currentSeat == 1)
        table.guest.click(.card(4))
        #expect(table.guest.isWaitingForHost)
        let deal = table.host.dealNumber
        table.guest.send(.table(.ignored(card: 4, deal: deal - 1, reason: "A new board was dealt")))
        #expect(table.guest.isWaitingForHost, "an answer for an earlier board frees nothing")
        table.guest.send(.table(.ignored(card: 5, deal: deal, reason: "Ann is away")))
        #expect(table.guest.isWaitingForHost, "nor one for another card")
        table.guest.send(.table(.ignored(card: 4, deal: deal, reason: "Ann is away from the board")))
        #expect(!table.guest.isWaitingForHost)
        #expect(table.guest.screen.message?.text == "Ann is away from the board")
    }
}

enum TableTestTexts {
    static let escape = "\u{1B}"
}
