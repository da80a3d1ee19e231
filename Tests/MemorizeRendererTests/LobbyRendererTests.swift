import MemorizeRenderer
import MemorizeViewModel
import ScreenKit
import Testing

@Suite("The lobby's screen in the grid")
struct LobbyRendererTests {
    static let listing = LobbyListing(
        name: "Ann",
        tables: [
            .init(id: 1, theme: "Animals", mode: "pairs", seats: ["Bob", ""]),
            .init(
                id: 2, theme: "Halloween", mode: "Matchismo, timed", seats: ["Cy", "Di"], away: [1],
                spectators: ["Ed"], started: true),
        ], day: "2026-12-07", dailyNumber: 340, playedToday: false,
        board: [.init(name: "Gus", score: 18, flipsOver: 2, seconds: 107, streak: 3)])

    static func screen(_ listing: LobbyListing = listing) -> LobbyScreen {
        LobbyScreen(listing: listing, themes: ["Animals", "Halloween"])
    }

    static func lines(
        _ screen: LobbyScreen, columns: Int = 80, rows: Int = 24, capabilities: TerminalCapabilities = .full
    )
        -> [String]
    {
        Fixtures.trimmed(
            LobbyRenderer.render(screen, size: TerminalSize(columns: columns, rows: rows), capabilities: capabilities))
    }

    @Test("at 80×24: the title, the tables with who sits and who watches, the daily and the keys")
    func tables() {
        let lines = Self.lines(Self.screen())
        #expect(lines[0].hasPrefix("Memorize lobby"))
        #expect(lines[0].contains("Ann"))
        #expect(lines[0].hasSuffix("Daily #340 2026-12-07"))
        #expect(lines[3] == "> 1   Animals        pairs             1/2    Bob, open")
        #expect(lines[4].hasPrefix("  2   Halloween      Matchismo, timed  2/2    Cy, Di (away)"))
        #expect(lines[4].contains("1 watching"))
        #expect(lines[4].contains("playing"))
        #expect(lines[22] == "Today's daily is waiting: d plays it, once.")
        #expect(lines[23].hasPrefix("↑↓ choose"))
        #expect(lines[23].contains("Enter join") && lines[23].contains("w watch") && lines[23].contains("q quit"))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("the selected table is drawn in reverse, and moves with the selection")
    func selection() {
        var screen = Self.screen()
        let size = TerminalSize(columns: 80, rows: 24)
        var frame = LobbyRenderer.render(screen, size: size, capabilities: .full)
        #expect(frame[3, 2].style.reverse)
        #expect(!frame[4, 2].style.reverse)
        _ = screen.send(.move(.down))
        frame = LobbyRenderer.render(screen, size: size, capabilities: .full)
        #expect(!frame[3, 2].style.reverse)
        #expect(frame[4, 2].style.reverse)
        #expect(LobbyRenderer.tableIndex(atRow: 4, in: screen, size: size) == 1)
        #expect(LobbyRenderer.tableIndex(atRow: 5, in: screen, size: size) == nil)
        #expect(LobbyRenderer.tableIndex(atRow: 2, in: screen, size: size) == nil)
    }

    @Test("many tables scroll so that the selected one stays in view, and clicks find the row drawn")
    func scrolling() {
        var listing = Self.listing
        listing.tables = (1...40).map { .init(id: $0, theme: "Animals", mode: "pairs", seats: ["P\($0)", ""]) }
        var screen = Self.screen(listing)
        for _ in 0..<30 { _ = screen.send(.move(.down)) }
        let size = TerminalSize(columns: 80, rows: 24)
        let lines = Self.lines(screen)
        let selectedRow = lines.firstIndex { $0.hasPrefix("> 31 ") }
        #expect(selectedRow == 21)
        #expect(LobbyRenderer.tableIndex(atRow: 21, in: screen, size: size) == 30)
        #expect(LobbyRenderer.tableIndex(atRow: 3, in: screen, size: size) == 12)
    }

    @Test("today's board lists each result with score, flips over, time and streak")
    func board() {
        var screen = Self.screen()
        _ = screen.send(.toggleBoard)
        let lines = Self.lines(screen)
        #expect(lines[2] == "Today's daily #340, 2026-12-07: 1 played")
        #expect(lines[4] == "   1  Gus                      18           2   1:47       3")
        #expect(lines[23].hasPrefix("Esc back"))
    }

    @Test("the new-table form shows its five choices with the current one in reverse")
    func form() {
        var screen = Self.screen()
        _ = screen.send(.newTable)
        _ = screen.send(.move(.down))
        let size = TerminalSize(columns: 80, rows: 24)
        let frame = LobbyRenderer.render(screen, size: size, capabilities: .full)
        let lines = Fixtures.trimmed(frame)
        #expect(lines[2] == "New table")
        #expect(lines[4] == "  Theme     ‹ Animals ›")
        #expect(lines[5] == "  Mode      ‹ pairs ›")
        #expect(lines[8] == "  Computer  ‹ none ›")
        #expect(frame[5, 2].style.reverse)
        #expect(!frame[4, 2].style.reverse)
        #expect(lines[23].contains("Enter make it"))
    }

    @Test("an ASCII terminal gets ASCII arrows; a name's escape sequence never reaches the frame")
    func asciiAndHostile() {
        var listing = Self.listing
        listing.name = "Eve\u{1B}]0;owned\u{07}"
        listing.tables[0].seats[0] = "\u{1B}[2J"
        let lines = Self.lines(Self.screen(listing), capabilities: .minimal)
        #expect(lines.allSatisfy { line in line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } })
        #expect(lines[23].hasPrefix("up/down choose"))
        #expect(lines[0].contains("Eve]0;owned"))
    }

    @Test("an empty lobby says how to start; below 40×10 the lobby says the terminal is too small")
    func emptyAndSmall() {
        var listing = Self.listing
        listing.tables = []
        #expect(Self.lines(Self.screen(listing))[3] == "No table is open. n makes one, d plays today's daily.")
        let small = Self.lines(Self.screen(), columns: 39, rows: 24)
        #expect(small.contains { $0.contains("Terminal too small") })
        // Over SSH, plain mode is `ssh -t play@HOST plain`: `memorize --plain` is no command of theirs.
        #expect(small.joined(separator: " ").contains("add plain to your ssh"), "\(small)")
        #expect(!small.joined().contains("memorize --plain"))
        let fits = Self.lines(Self.screen(), columns: 40, rows: 10)
        #expect(fits[3].hasPrefix("> 1   Animals"))
        #expect(fits[9].hasPrefix("↑↓ choose"))
    }
}

@Suite("The lobby's name prompt and waiting line in the grid")
struct LobbyNamePromptRendererTests {
    @Test("the prompt shows the name typed with the cursor after it, the notice, and the key table's hints")
    func prompt() {
        var entry = LobbyNameEntry(notice: "That name is taken.")
        for character in "Ann" { _ = entry.send(.type(character)) }
        entry.notice = "That name is taken."
        let frame = LobbyRenderer.render(
            naming: entry, size: TerminalSize(columns: 60, rows: 12), capabilities: .full)
        let lines = Fixtures.trimmed(frame)
        #expect(lines[0] == "Memorize lobby")
        #expect(lines[5] == "Name: Ann")
        #expect(frame.cursor == CellPosition(row: 5, column: 9))
        #expect(lines[10] == "That name is taken.")
        #expect(lines[11] == "Enter take it  Backspace delete  Esc leave  a–z 0–9 type")
    }

    @Test("below 40×10 the prompt says the terminal is too small; the waiting line is drawn safe")
    func smallAndWaiting() {
        let small = Fixtures.trimmed(
            LobbyRenderer.render(
                naming: LobbyNameEntry(), size: TerminalSize(columns: 30, rows: 8), capabilities: .full))
        #expect(!small.joined().contains("Name:"))
        let waiting = Fixtures.trimmed(
            LobbyRenderer.render(
                waiting: "Connecting\u{1B}[2J", size: TerminalSize(columns: 40, rows: 10), capabilities: .full))
        #expect(waiting[2] == "Connecting[2J")
    }

    @Test("the tables' and the form's hint lines come from the lobby's key table")
    func hintsFromTheKeyTable() {
        var screen = LobbyRendererTests.screen()
        let tables = LobbyRendererTests.lines(screen)[23]
        #expect(tables == "↑↓ choose  Enter join  w watch  n new  d daily  b board  ? help  q quit")
        _ = screen.send(.newTable)
        let form = LobbyRendererTests.lines(screen)[23]
        #expect(form == "↑↓ choice  ←→ change  Enter make it  Esc back")
    }
}
