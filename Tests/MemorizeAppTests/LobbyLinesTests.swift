import MemorizeViewModel
import Testing

@testable import MemorizeApp

@Suite("The lobby in plain mode: its lines and its commands")
struct LobbyLinesTests {
    static let listing = LobbyListing(
        name: "Ann",
        tables: [
            .init(id: 1, theme: "Animals", mode: "pairs", seats: ["Bob", ""]),
            .init(
                id: 2, theme: "Halloween", mode: "Matchismo, timed", seats: ["Cy", "Di"], away: [1],
                spectators: ["Ed"], started: true),
        ], day: "2026-12-07", dailyNumber: 340, playedToday: false,
        board: [
            .init(name: "Gus", score: 18, flipsOver: 2, seconds: 107, streak: 3),
            .init(name: "Hal\u{1B}[2J", score: 12, flipsOver: 6, seconds: 61, streak: 1),
        ])
    static let themes = ["Animals", "Food", "Fruit", "Halloween"]

    @Test("the listing opens with who you are, then a line per table, then the daily")
    func listing() {
        #expect(
            LobbyLines.listing(Self.listing) == [
                "Lobby, as Ann: 2 tables open. Type help for the commands.",
                "Table 1: Animals, pairs, 1 of 2 seats free: Bob, open.",
                "Table 2: Halloween, Matchismo, timed, full: Cy, Di (away); 1 watching; playing.",
                "Today's daily 340 is waiting: daily plays it, once.",
            ])
        var empty = Self.listing
        empty.tables = []
        empty.playedToday = true
        #expect(LobbyLines.listing(empty).first == "Lobby, as Ann: no table open. Type help for the commands.")
        #expect(LobbyLines.listing(empty).last == "Today's daily 340 is played; board shows the results.")
    }

    @Test("the board says each result in words, and no name's escape reaches the line")
    func board() {
        #expect(
            LobbyLines.board(Self.listing) == [
                "Today's board, daily 340, 2 played:",
                "1. Gus, 18 points, 2 flips over, 1 minute 47, 3 days in a row.",
                "2. Hal[2J, 12 points, 6 flips over, 1 minute 1, first day.",
            ])
        var empty = Self.listing
        empty.board = []
        #expect(LobbyLines.board(empty) == ["Nobody has played today's daily 340 yet."])
    }

    @Test(
        "commands: list, board, help, daily, quit, join and watch by number",
        arguments: [
            ("", LobbyLines.Command.list), ("tables", .list), ("L", .list), ("board", .board), ("?", .help),
            ("help", .help), ("daily", .request(.daily)), ("q", .request(.quit)), ("join 3", .request(.join(table: 3))),
            ("  WATCH   12 ", .request(.watch(table: 12))), ("j 0", .request(.join(table: 0))),
        ])
    func commands(line: String, command: LobbyLines.Command) {
        #expect(LobbyLines.command(line, themes: Self.themes) == command)
    }

    @Test("new reads a theme by a unique prefix, the mode, the timing, the seats and the computer")
    func newTable() {
        #expect(
            LobbyLines.command("new hal", themes: Self.themes)
                == .request(.newTable(NewTableChoices(theme: "Halloween"))))
        #expect(
            LobbyLines.command("new Food matchismo timed seats 4 computer expert", themes: Self.themes)
                == .request(
                    .newTable(
                        NewTableChoices(theme: "Food", matchismo: true, timed: true, seats: 4, computer: "expert"))))
        // A computer without a level plays at normal, and takes a third seat.
        #expect(
            LobbyLines.command("new animals computer", themes: Self.themes)
                == .request(.newTable(NewTableChoices(theme: "Animals", seats: 3, computer: "normal"))))
    }

    @Test(
        "a line that says nothing the lobby can do says what is wrong, in one line",
        arguments: [
            ("join", "Say which table"), ("join x", "Say which table"), ("watch -1", "Say which table"),
            ("new f", "No single theme"), ("new zebra", "No single theme"), ("new Food seats 5", "Seats go from 2"),
            ("new Food seats 2 computer", "A computer seat needs"), ("rm -rf /", "There is no command"),
        ])
    func mistakes(line: String, start: String) {
        guard case .unknown(let answer) = LobbyLines.command(line, themes: Self.themes) else {
            Issue.record("\(line) was taken as a command")
            return
        }
        #expect(answer.hasPrefix(start), "\(answer)")
        #expect(!answer.contains("\n"))
    }
}
