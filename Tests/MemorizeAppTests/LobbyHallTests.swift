import MemorizeLobby
import MemorizeNetwork
import MemorizeTable
import Testing

/// The lobby server and its doors wired in memory, every table judged by a real host's view model.
@Suite struct LobbyHallTests {
    @Test func aNewKeyIsAskedForANameAndKnownByItNextTime() {
        let world = LobbyWorld()
        let ann = world.connect(key: "SHA256:ann")
        #expect(world.door(ann).news.first == .nameNeeded)
        world.act(ann) { $0.chooseName("Ann") }
        #expect(world.door(ann).news.contains(.named("Ann")))
        #expect(world.door(ann).lastLobby?.name == "Ann")
        world.act(ann) { $0.quit() }
        let again = world.connect(key: "SHA256:ann")
        #expect(world.door(again).news.first == .named("Ann"))
    }

    @Test func namesAreUniqueOnTheServerAsTheyRead() {
        let world = LobbyWorld()
        world.connect(key: "k1", name: "Ann")
        let other = world.connect(key: "k2", name: "ann")
        #expect(world.door(other).news.first == .nameNeeded)
        // A Cyrillic А reads as Ann too.
        world.act(other) { $0.chooseName("\u{410}nn") }
        #expect(world.door(other).notices.last?.contains("taken") == true)
        world.act(other) { $0.chooseName("Computer") }
        #expect(world.door(other).notices.last?.contains("the game's own") == true)
        world.act(other) { $0.chooseName("Bo\u{1B}[31mb") }
        #expect(world.door(other).client.name == "Bo[31mb")
    }

    @Test(arguments: [2, 3, 4]) func aTableOfSeatsIsPlayedToTheEnd(seats: Int) throws {
        let world = LobbyWorld()
        let players = (0..<seats).map { world.connect(key: "key\($0)", name: "P\($0)") }
        world.act(players[0]) { $0.newTable(LobbyTableRequest(theme: "Animals", seats: seats)) }
        let table = try #require(world.door(players[1]).lastLobby?.tables.first)
        #expect(table.seats == ["P0"] + Array(repeating: "", count: seats - 1))
        for player in players.dropFirst() { world.act(player) { $0.join(table: table.id) } }
        for (index, player) in players.enumerated() {
            #expect(world.door(player).bot.seat == index)
            #expect(world.door(player).bot.board?.cards == 12)
        }
        world.play()
        for player in players {
            #expect(world.door(player).bot.isOver)
            #expect(world.door(player).bot.state?.pairs.reduce(0, +) == 6)
        }
        // The next game, asked for by one seat, is dealt to every seat.
        world.act(players.last!) { $0.playAgain() }
        for player in players { #expect(world.door(player).bot.state?.flips == 0) }
        world.play()
        for player in players { #expect(world.door(player).bot.isOver) }
    }

    @Test func aSpectatorArrivesMidGameAndSeesTheTableAsItStands() throws {
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        let bob = world.connect(key: "b", name: "Bob")
        world.act(ann) { $0.newTable(LobbyTableRequest(theme: "Fruit", timed: true, seats: 2)) }
        world.act(bob) { $0.join(table: 1) }
        world.play(rounds: 3)
        let cat = world.connect(key: "c", name: "Cat")
        world.act(cat) { $0.watch(table: 1) }
        #expect(world.door(cat).client.place == .table(seat: nil, names: ["Ann", "Bob"]))
        let watched = try #require(world.door(cat).bot.state)
        let seated = try #require(world.door(ann).bot.state)
        #expect(watched.cards == seated.cards && watched.scores == seated.scores && watched.seat == seated.seat)
        #expect(watched.faces.count == watched.cards.count { $0 & 3 != 0 })
        world.play()
        #expect(world.door(cat).bot.isOver)
        #expect(world.door(cat).bot.state?.scores == world.door(ann).bot.state?.scores)
        world.act(cat) { $0.playAgain() }
        #expect(world.door(ann).bot.isOver)
        // A spectator's choice never reaches the table.
        world.act(cat) { $0.tell(.choose(card: 0, deal: 1)) }
        #expect(world.door(cat).ended == nil)
    }

    @Test func aSessionKilledMidGameIsASeatAwayThatComesBackWithinTheMinute() throws {
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        let bob = world.connect(key: "b", name: "Bob")
        world.act(ann) { $0.newTable(LobbyTableRequest(theme: "Animals", seats: 2)) }
        world.act(bob) { $0.join(table: 1) }
        world.play(rounds: 2)
        let before = try #require(world.door(ann).bot.state)
        world.kill(bob)
        #expect(
            world.door(ann).news.contains {
                if case .table(.away(seat: 1, _)) = $0 { true } else { false }
            })
        #expect(world.hall.server.snapshot(for: "a").tables.first?.away == [1])
        world.advance(by: .seconds(30))
        let back = world.connect(key: "b")
        #expect(world.door(back).news.first == .named("Bob"))
        #expect(world.door(back).client.place == .table(seat: 1, names: ["Ann", "Bob"]))
        #expect(world.door(back).bot.state?.scores == before.scores)
        #expect(world.door(ann).news.contains(.table(.back(seat: 1))))
        world.play()
        #expect(world.door(back).bot.isOver)
    }

    @Test func aSeatAwayForOverAMinuteIsGivenUp() {
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        let bob = world.connect(key: "b", name: "Bob")
        world.act(ann) { $0.newTable(LobbyTableRequest(theme: "Animals", seats: 2)) }
        world.act(bob) { $0.join(table: 1) }
        world.kill(bob)
        world.advance(by: .seconds(61))
        #expect(world.door(ann).news.contains(.table(.stopped(seat: 1))))
        #expect(world.hall.server.snapshot(for: "a").tables.first?.seats == ["Ann", ""])
        // Another player takes the seat and a new game is dealt.
        let cat = world.connect(key: "c", name: "Cat")
        world.act(cat) { $0.join(table: 1) }
        #expect(world.door(cat).bot.board != nil)
        world.play()
        #expect(world.door(cat).bot.isOver)
    }

    @Test func aMatchismoTableOfThreeIsDealtAsMatchismoToEverySeat() {
        let world = LobbyWorld()
        let players = (0..<3).map { world.connect(key: "m\($0)", name: "M\($0)") }
        world.act(players[0]) {
            $0.newTable(LobbyTableRequest(theme: "", matchismo: true, timed: true, seats: 3, computer: "easy"))
        }
        world.act(players[1]) { $0.join(table: 1) }
        #expect(world.door(players[1]).bot.board?.matchismo == true)
        #expect(world.door(players[1]).bot.board?.timed == true)
        #expect(world.hall.server.snapshot(for: "m2").tables.first?.mode == "Matchismo, timed")
        #expect(world.hall.server.snapshot(for: "m2").tables.first?.seats == ["M0", "M1", "Computer (easy)"])
        // The table is full: the third player may only watch.
        world.act(players[2]) { $0.join(table: 1) }
        #expect(world.door(players[2]).notices.last == "table 1 is full: watch it instead")
    }

    @Test func aComputerSeatPlaysItsTurns() {
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        world.act(ann) { $0.newTable(LobbyTableRequest(theme: "Animals", seats: 2, computer: "hard")) }
        #expect(world.door(ann).bot.board != nil)
        world.play()
        #expect(world.door(ann).bot.isOver)
        #expect(world.hall.server.snapshot(for: "a").tables.first?.seats == ["Ann", "Computer (hard)"])
    }

    @Test func aSessionActsOnlyForItsOwnSeat() {
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        let bob = world.connect(key: "b", name: "Bob")
        world.act(ann) { $0.newTable(LobbyTableRequest(theme: "Animals", seats: 2)) }
        world.act(bob) { $0.join(table: 1) }
        // Seat 0 moves first: Bob's choice is out of turn and sends him back to the lobby.
        let deal = world.door(bob).bot.board?.deal ?? -1
        world.act(bob) { $0.tell(.choose(card: 0, deal: deal)) }
        #expect(world.door(bob).news.contains(.leftTable))
        #expect(world.door(ann).bot.state?.flips == 0)
    }

    @Test func theDailyIsPlayedOncePerKeyAndItsBoardSurvivesARestart() throws {
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        world.act(ann) { $0.playDaily() }
        #expect(world.door(ann).bot.seat == 0)
        world.play()
        #expect(world.door(ann).bot.isOver)
        let score = world.door(ann).bot.state?.score
        world.act(ann) { $0.leaveTable() }
        let lobby = try #require(world.door(ann).lastLobby)
        #expect(lobby.playedToday)
        #expect(lobby.board.map(\.name) == ["Ann"])
        #expect(lobby.board.first?.streak == 1)
        #expect(lobby.board.first?.score == score)
        world.act(ann) { $0.playDaily() }
        #expect(world.door(ann).notices.last?.contains("you played today's daily") == true)

        // A restart: the state file's records, read back, keep the board; the next day keeps the streak.
        let saved = try LobbyRecords.decode(world.hall.server.records.encoded())
        let restarted = LobbyWorld(records: saved)
        let again = restarted.connect(key: "a")
        #expect(restarted.door(again).lastLobby?.board.map(\.name) == ["Ann"])
        restarted.act(again) { $0.playDaily() }
        #expect(restarted.door(again).notices.last?.contains("you played today's daily") == true)
        let tomorrow = LobbyDay(number: LobbyWorld.day.number + 1, text: "2025-12-08", dailyNumber: 6)
        let nextDay = LobbyWorld(records: saved, day: tomorrow)
        let third = nextDay.connect(key: "a")
        #expect(nextDay.door(third).lastLobby?.board == [])
        nextDay.act(third) { $0.playDaily() }
        nextDay.play()
        nextDay.act(third) { $0.leaveTable() }
        #expect(nextDay.door(third).lastLobby?.board.first?.streak == 2)
    }

    @Test func aDailyCutShortByTheServersStopMayBeBegunAgainAfterTheRestart() throws {
        // A daily the player leaves stays begun: leaving is a way to dodge a bad score.
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        world.act(ann) { $0.playDaily() }
        #expect(world.door(ann).bot.seat == 0)
        world.act(ann) { $0.leaveTable() }
        world.act(ann) { $0.playDaily() }
        #expect(world.door(ann).notices.last?.contains("you played today's daily") == true)

        let again = LobbyWorld()
        let carol = again.connect(key: "c", name: "Carol")
        again.act(carol) { $0.playDaily() }
        #expect(again.door(carol).bot.seat == 0)
        again.hall.stop(reason: "stopping")
        #expect(again.hall.takeSave())
        let saved = try LobbyRecords.decode(again.hall.server.records.encoded())
        #expect(!saved.begun.contains("c"))
        let restarted = LobbyWorld(records: saved)
        let back = restarted.connect(key: "c")
        restarted.act(back) { $0.playDaily() }
        #expect(restarted.door(back).bot.seat == 0, "the daily is dealt again")
    }

    @Test func aFloodEndsOnlyTheFloodingSession() {
        let world = LobbyWorld()
        let ann = world.connect(key: "a", name: "Ann")
        let bob = world.connect(key: "b", name: "Bob")
        world.act(ann) { client in
            for _ in 0...LobbyServerProtocol.Limits.floodLimit { client.refresh() }
        }
        #expect(world.door(ann).ended?.contains("more than") == true)
        world.act(bob) { $0.refresh() }
        #expect(world.door(bob).ended == nil)
        #expect(world.door(bob).lastLobby != nil)
    }
}
