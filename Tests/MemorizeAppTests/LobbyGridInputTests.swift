import MemorizeKeys
import MemorizeViewModel
import ScreenKit
import Testing

@testable import MemorizeApp

@Suite("The lobby in the grid: keys and clicks to the lobby's intents, through the key table")
struct LobbyGridInputTests {
    static let size = TerminalSize(columns: 80, rows: 24)

    static func screen() -> LobbyScreen {
        LobbyScreen(
            listing: LobbyListing(
                name: "Ann",
                tables: [
                    .init(id: 1, theme: "Animals", mode: "pairs", seats: ["Bob", ""]),
                    .init(id: 4, theme: "Food", mode: "pairs", seats: ["Cy", "", ""]),
                ], day: "2026-12-07", dailyNumber: 340, playedToday: false, board: []),
            themes: ["Animals", "Food"])
    }

    /// Each event in turn through the grid's input and the screen; the requests made.
    static func requests(_ events: [InputEvent], on screen: inout LobbyScreen) -> [LobbyRequest] {
        events.compactMap { event in
            LobbyGridInput.intent(for: event, on: screen, size: size).flatMap { screen.send($0) }
        }
    }

    @Test("arrows and j k move the selection; Enter joins, w watches, d plays the daily, q quits")
    func keysOnTheTables() {
        var screen = Self.screen()
        #expect(Self.requests([.down, .enter], on: &screen) == [.join(table: 4)])
        #expect(Self.requests([.character("k"), .character("w")], on: &screen) == [.watch(table: 1)])
        #expect(Self.requests([.character("j"), .character("W")], on: &screen) == [.watch(table: 4)])
        #expect(Self.requests([.up, .character("d"), .character("q")], on: &screen) == [.daily, .quit])
        #expect(screen.selected == 0)
    }

    @Test("b and ? open the board and the help, Esc goes back; n opens the form, whose arrows make a table")
    func panelsAndForm() {
        var screen = Self.screen()
        _ = Self.requests([.character("b")], on: &screen)
        #expect(screen.panel == .board)
        _ = Self.requests([.escape, .character("?")], on: &screen)
        #expect(screen.panel == .help)
        _ = Self.requests([.escape, .character("n")], on: &screen)
        #expect(screen.panel == .form(field: 0))
        // Theme to Food, down to the seats, one more seat, and a computer with l; then Enter makes it.
        let made = Self.requests(
            [.right, .down, .down, .down, .right, .character("j"), .character("l"), .enter], on: &screen)
        #expect(made == [.newTable(NewTableChoices(theme: "Food", seats: 3, computer: "easy"))])
        #expect(screen.panel == .tables)
        // On the form, w and d mean nothing; Esc leaves it without a table.
        _ = Self.requests([.character("n")], on: &screen)
        #expect(Self.requests([.character("w"), .character("d"), .escape], on: &screen).isEmpty)
        #expect(screen.panel == .tables)
    }

    @Test("a click on a table's row selects it, a second click joins it; a click elsewhere does nothing")
    func clicks() {
        var screen = Self.screen()
        // The tables are drawn from row 3.
        #expect(Self.requests([.click(row: 4, column: 10)], on: &screen).isEmpty)
        #expect(screen.selected == 1)
        #expect(Self.requests([.click(row: 4, column: 30)], on: &screen) == [.join(table: 4)])
        #expect(Self.requests([.click(row: 0, column: 5), .click(row: 12, column: 5)], on: &screen).isEmpty)
        #expect(screen.selected == 1)
        _ = Self.requests([.character("b")], on: &screen)
        #expect(Self.requests([.click(row: 3, column: 5)], on: &screen).isEmpty)
        #expect(screen.selected == 1)
    }

    @Test("the name prompt types letters as typed (capitals kept), Backspace deletes, Enter sends, Esc leaves")
    func naming() {
        var entry = LobbyNameEntry()
        let typed: [InputEvent] = [.character("A"), .character("n"), .character("x"), .backspace, .character("n")]
        for event in typed {
            #expect(LobbyGridInput.namingIntent(for: event).flatMap { entry.send($0) } == nil)
        }
        #expect(entry.typed == "Ann")
        // q is a letter of a name here, not leaving.
        #expect(LobbyGridInput.namingIntent(for: .character("q")) == .type("q"))
        #expect(LobbyGridInput.namingIntent(for: .enter).flatMap { entry.send($0) } == .chooseName("Ann"))
        #expect(LobbyGridInput.namingIntent(for: .escape).flatMap { entry.send($0) } == .quit)
    }
}
