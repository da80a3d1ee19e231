import MemorizeKeys
import Testing

@testable import MemorizeViewModel

/// A lobby of three tables: one waiting for a player, one full and playing, one of four seats.
enum LobbySamples {
    static let listing = LobbyListing(
        name: "Ann",
        tables: [
            .init(id: 1, theme: "Animals", mode: "pairs", seats: ["Bob", ""]),
            .init(
                id: 2, theme: "Halloween", mode: "Matchismo, timed", seats: ["Cy", "Di"], away: [1],
                spectators: ["Ed"], started: true),
            .init(id: 5, theme: "Food", mode: "pairs", seats: ["Fay", "", "", "Computer (hard)"]),
        ], day: "2026-12-07", dailyNumber: 340, playedToday: false,
        board: [
            .init(name: "Gus", score: 18, flipsOver: 2, seconds: 107, streak: 3),
            .init(name: "Hal", score: 12, flipsOver: 6, seconds: 61, streak: 1),
        ])

    static func screen() -> LobbyScreen { LobbyScreen(listing: listing, themes: ["Animals", "Food", "Halloween"]) }
}

@Suite("The lobby's screen: choosing a table, the new-table form, the daily")
struct LobbyScreenTests {
    @Test("the arrows move the selection within the tables, and Enter joins the selected one")
    func selectAndJoin() {
        var screen = LobbySamples.screen()
        #expect(screen.selected == 0)
        #expect(screen.send(.move(.up)) == nil)
        #expect(screen.selected == 0)
        _ = screen.send(.move(.down))
        _ = screen.send(.move(.down))
        _ = screen.send(.move(.down))
        #expect(screen.selected == 2)
        #expect(screen.send(.join) == .join(table: 5))
        #expect(screen.send(.watch) == .watch(table: 5))
        #expect(screen.send(.select(0)) == nil)
        #expect(screen.send(.join) == .join(table: 1))
    }

    @Test("a full table is not joined but can be watched, and the notice says so until the next intent")
    func fullTable() {
        var screen = LobbySamples.screen()
        _ = screen.send(.select(1))
        #expect(screen.send(.join) == nil)
        #expect(screen.notice == "Table 2 has no free seat; w watches it.")
        #expect(screen.send(.watch) == .watch(table: 2))
        #expect(screen.notice == nil)
    }

    @Test("a new listing keeps the selection on the same table, or the nearest row when it closed")
    func update() {
        var screen = LobbySamples.screen()
        _ = screen.send(.select(2))
        var listing = LobbySamples.listing
        listing.tables.remove(at: 0)
        screen.update(listing)
        #expect(screen.selectedTable?.id == 5)
        listing.tables.removeLast()
        screen.update(listing)
        #expect(screen.selectedTable?.id == 2)
        listing.tables = []
        screen.update(listing)
        #expect(screen.selected == nil)
        #expect(screen.send(.join) == nil)
    }

    @Test("the form steps through theme, mode, timing, seats and computer, and Enter makes that table")
    func form() {
        var screen = LobbySamples.screen()
        #expect(screen.send(.newTable) == nil)
        #expect(screen.panel == .form(field: 0))
        _ = screen.send(.move(.right))
        #expect(screen.choices.theme == "Food")
        _ = screen.send(.move(.left))
        _ = screen.send(.move(.left))
        #expect(screen.choices.theme == "Halloween")
        _ = screen.send(.move(.down))
        _ = screen.send(.move(.right))
        _ = screen.send(.move(.down))
        _ = screen.send(.move(.right))
        #expect(screen.choices.matchismo && screen.choices.timed)
        _ = screen.send(.move(.down))
        _ = screen.send(.move(.down))
        #expect(screen.panel == .form(field: 4))
        _ = screen.send(.move(.right))
        // A computer seat leaves a seat for a friend: 2 seats become 3.
        #expect(screen.choices.computer == "easy")
        #expect(screen.choices.seats == 3)
        _ = screen.send(.move(.down))
        #expect(screen.panel == .form(field: 4))
        let made = screen.send(.join)
        #expect(
            made
                == .newTable(
                    NewTableChoices(theme: "Halloween", matchismo: true, timed: true, seats: 3, computer: "easy")))
        #expect(screen.panel == .tables)
    }

    @Test("two seats leave no room for the computer: it is taken away when seats wrap round to 2")
    func seatsWrap() {
        var screen = LobbySamples.screen()
        _ = screen.send(.newTable)
        for _ in 0..<3 { _ = screen.send(.move(.down)) }
        _ = screen.send(.move(.right))
        _ = screen.send(.move(.down))
        _ = screen.send(.move(.right))
        #expect(screen.choices.seats == 3 && screen.choices.computer == "easy")
        _ = screen.send(.move(.up))
        _ = screen.send(.move(.right))
        _ = screen.send(.move(.right))
        #expect(screen.choices.seats == 2)
        #expect(screen.choices.computer == nil)
        _ = screen.send(.back)
        #expect(screen.panel == .tables)
    }

    @Test("the daily is asked for once a day; the board and help panels come and go; q quits anywhere")
    func dailyBoardQuit() {
        var screen = LobbySamples.screen()
        #expect(screen.send(.daily) == .daily)
        var played = LobbySamples.listing
        played.playedToday = true
        screen.update(played)
        #expect(screen.send(.daily) == nil)
        #expect(screen.notice?.contains("played") == true)
        _ = screen.send(.toggleBoard)
        #expect(screen.panel == .board)
        #expect(screen.send(.join) == nil)
        _ = screen.send(.toggleHelp)
        #expect(screen.panel == .help)
        _ = screen.send(.back)
        #expect(screen.panel == .tables)
        _ = screen.send(.newTable)
        #expect(screen.send(.quit) == .quit)
    }

    @Test("who sits reads open seats as open, away seats marked, and a name's control characters removed")
    func seatsText() {
        #expect(LobbySamples.listing.tables[1].seatsText == "Cy, Di (away)")
        #expect(LobbySamples.listing.tables[2].seatsText == "Fay, open, open, Computer (hard)")
        let hostile = LobbyListing.Table(id: 9, theme: "x", mode: "pairs", seats: ["\u{1B}[31mEve", ""])
        #expect(hostile.seatsText == "[31mEve, open")
    }
}
