import Foundation
import MemorizeRenderer
import MemorizeTestSupport
import MemorizeText
import MemorizeViewModel
import ScreenKit
import Testing

/// The grid as a console screen reader follows it (Speakup, Fenrir, yasr; BRLTTY on a braille
/// display): it speaks the line under the terminal's cursor, and the output as it comes. The built
/// binary in tmux, under the terminal types whose descriptions differ most, at 80×24 and 100×30.
@Suite("The grid as a screen reader follows it", .terminalFirst)
struct ScreenReaderTests {
    static let terminals = ["xterm-256color", "screen", "linux"]
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)]

    /// What a reader that speaks the cursor's line hears from the cursor on, and the character just
    /// before it (the focused card's mark).
    struct Reading: CustomStringConvertible {
        var row: Int
        var column: Int
        var isShown: Bool
        var fromCursor: String
        var before: String
        var screen: String

        var description: String {
            "cursor at row \(row), column \(column): \(before.debugDescription) then \(fromCursor.debugDescription)\n"
                + screen
        }
    }

    /// The cursor and the line under it, now.
    static func read(_ session: TmuxSession) async throws -> Reading {
        let (row, column, isShown, screen) = try await session.cursorAndScreen()
        let cursor = (row: row, column: column, isShown: isShown)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        var fromCursor = ""
        var before = ""
        if lines.indices.contains(cursor.row) {
            var column = 0
            for character in lines[cursor.row] {
                let width = TextWidth.columns(of: character)
                if column >= cursor.column {
                    fromCursor.append(character)
                } else if column + width == cursor.column {
                    before = String(character)
                }
                column += width
            }
        }
        return Reading(
            row: cursor.row, column: cursor.column, isShown: cursor.isShown, fromCursor: fromCursor, before: before,
            screen: screen)
    }

    /// Waits until the reading satisfies `condition` and is the same twice 50 ms apart, and returns it.
    /// - Throws: `ScreenTimeout` with the last reading when that does not happen within 8 seconds.
    @discardableResult
    static func waitForReading(
        _ session: TmuxSession, _ what: String, _ condition: (Reading) -> Bool
    ) async throws -> Reading {
        let deadline = ContinuousClock.now + .seconds(8)
        var previous: String?
        while true {
            let reading = try await read(session)
            if condition(reading), previous == reading.description { return reading }
            guard ContinuousClock.now < deadline else {
                throw ScreenTimeout(waitingFor: what, seconds: 8, screen: reading.description)
            }
            previous = condition(reading) ? reading.description : nil
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test(
        "a whole game by keys and clicks: after every step the cursor's line names the focused card (its place, and its face when up) or the box's current line",
        arguments: terminals, sizes.indices)
    func aWholeGame(terminal: String, sizeIndex: Int) async throws {
        let size = Self.sizes[sizeIndex]
        let place = "\(terminal) at \(size)"
        let emoji = try GameInTerminalTests.halloweenEmoji()
        let pairs = try #require(try GameInTerminalTests.halloween()["pairs"] as? Int)
        let grid = BoardLayout.grid(forCardCount: 2 * pairs, in: size)
        let layout = try #require(BoardLayout.fitting(grid: grid, cardCount: 2 * pairs, in: size))
        let names = BoardGrid(columns: grid.columns, cardCount: 2 * pairs)
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--seed", "11"], columns: size.columns, rows: size.rows,
            environment: ["TERM": terminal])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")

        var cursor = 0
        var steps = 0

        /// The face a reading of card `index` says after its place, if it says one.
        func face(in reading: Reading, of index: Int) -> String? {
            let rest = reading.fromCursor.dropFirst(names.positionName(ofCard: index).count).drop { $0 == " " }
            return rest.first.map(String.init).flatMap { emoji.contains($0) ? $0 : nil }
        }
        /// Waits until the cursor is on card `index`'s face row, on its place, just after the mark; a
        /// face-up card must say its face after the place.
        @discardableResult
        func expectOnCard(_ index: Int, faceUp: Bool = false) async throws -> Reading {
            let origin = try #require(layout.cardOrigin(index))
            let name = names.positionName(ofCard: index)
            let reading = try await Self.waitForReading(session, "the cursor on \(name) (\(place))") { reading in
                reading.row == origin.row + layout.cardHeight / 2 && reading.column == origin.column + 1
                    && reading.before == ">" && reading.fromCursor.hasPrefix(name)
                    && (!faceUp || face(in: reading, of: index) != nil)
                    && (faceUp || reading.fromCursor.dropFirst(name.count).first == "░"
                        || face(in: reading, of: index) != nil)
            }
            #expect(!reading.isShown, "hidden without --cursor")
            steps += 1
            return reading
        }
        func expectBoxLine(_ start: String) async throws {
            try await Self.waitForReading(session, "the cursor on \(start.debugDescription) (\(place))") {
                $0.fromCursor.hasPrefix(start)
            }
            steps += 1
        }
        func move(to card: Int) async throws {
            while cursor / grid.columns != card / grid.columns {
                let down = card / grid.columns > cursor / grid.columns
                try await session.send(down ? "Down" : "Up")
                cursor += down ? grid.columns : -grid.columns
                try await expectOnCard(cursor)
            }
            while cursor != card {
                try await session.send(card > cursor ? "Right" : "Left")
                cursor += card > cursor ? 1 : -1
                try await expectOnCard(cursor)
            }
        }
        var choices = 0
        var overlaysShown = false
        /// Each box over the game, and back to the card.
        func showOverlays() async throws {
            overlaysShown = true
            try await session.send("?")
            try await expectBoxLine("←↑↓→ hjkl wasd")
            try await session.send("Escape")
            try await expectOnCard(cursor)
            try await session.send("p")
            try await expectBoxLine("The clock is stopped")
            try await session.send("p")
            try await expectOnCard(cursor)
            try await session.send("t")
            try await expectBoxLine("▶ ")
            let first = try await Self.read(session).fromCursor
            try await session.send("Down")
            try await Self.waitForReading(session, "the next theme (\(place))") {
                $0.fromCursor.hasPrefix("▶ ") && $0.fromCursor != first
            }
            steps += 1
            try await session.send("Escape")
            try await expectOnCard(cursor)
            try await session.send("q")
            try await expectBoxLine("Quit this game?")
            try await session.send("n")
            try await expectOnCard(cursor)
        }
        /// Chooses `card`, with a click every third choice (the cursor follows the click), and returns
        /// the face the cursor's line then says; the boxes are shown once, after the first two turns.
        func choose(_ card: Int) async throws -> String {
            if choices == 4, !overlaysShown { try await showOverlays() }
            choices += 1
            if choices % 3 == 0 {
                let (row, column) = try #require(GameInTerminalTests.cell(of: card, in: layout, size: size))
                try await session.sendLiteral(GameInTerminalTests.mouseClick(row: row, column: column))
            } else {
                try await move(to: card)
                try await session.send("Enter")
            }
            cursor = card
            let reading = try await expectOnCard(card, faceUp: true)
            return try #require(face(in: reading, of: card), "\(reading)")
        }

        try await expectOnCard(0)
        var player = PerfectMemoryPlayer(cardCount: layout.cardCount)
        var seen: [Int: String] = [:]
        try await player.play(
            turnUp: { card in
                let face = try await choose(card)
                seen[card] = face
                return face
            },
            choose: { card in
                // A known card's face is read again too, and must be the one it showed before.
                let face = try await choose(card)
                #expect(seen[card] == face, "card \(card) shows the face it showed before")
            })
        try await expectBoxLine("All pairs found!")
        #expect(overlaysShown)
        #expect(steps > 3 * layout.cardCount, "\(steps) steps read")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test("--cursor shows the cursor, on the same cell")
    func visibleCursor() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "11", "--cursor"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        let reading = try await Self.waitForReading(session, "the cursor on a1") { $0.fromCursor.hasPrefix("a1") }
        #expect(reading.isShown)
        #expect(reading.before == ">")
        try await session.send("Right")
        let moved = try await Self.waitForReading(session, "the cursor on a2") { $0.fromCursor.hasPrefix("a2") }
        #expect(moved.isShown)
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
        #expect(try await session.terminalModes() == TmuxSession.shellModes, "the cursor given back as it was")
    }

    @Test(
        "the first screen's key line, heard first, names plain mode; no character set switch after set-up, none in a move",
        arguments: terminals)
    func whatAReaderHears(terminal: String) async throws {
        // The game waits for the file `go`, made once the copy of its output has begun.
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--seed", "11"], columns: 80, rows: 24,
            environment: ["TERM": terminal], shellCommands: "while [ ! -e go ]; do sleep 0.02; done")
        defer { session.close() }
        try await session.startRecording(to: "first")
        try Data().write(to: session.directory.appendingPathComponent("go"))
        let board = try await session.waitFor("Score 0")
        let first = try await session.stopRecording(from: "first")
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("q quit · --plain: speech"), "the key line names plain mode")
        let pointer = try #require(text.range(of: "--plain: speech"))
        let status = try #require(text.range(of: "Memorize"))
        #expect(pointer.lowerBound < status.lowerBound, "the key line is sent, and heard, before the rest")
        // ncurses' own set-up, before the game could change anything, keeps its own: screen's sets the
        // character sets (ESC ( B ESC ) 0) and resets the attributes (ESC [ m SI); 66 before.
        let switches = text.components(separatedBy: "\u{1B}(B").count - 1 + text.filter { $0 == "\u{0F}" }.count
        #expect(switches <= 2, "\(switches) character set switches on the first screen under \(terminal)")
        #expect(!text.contains("\u{1B}]104") && !text.contains("\u{1B}]R"), "no palette reset")

        let move = try await session.output(changingFrom: board) { try await session.send("Right") }
        let moveText = String(decoding: move, as: UTF8.self)
        #expect(!moveText.contains("\u{1B}(B") && !moveText.contains("\u{0F}"), "\(moveText.debugDescription)")
        #expect(move.count <= 120, "\(move.count) bytes: \(moveText.debugDescription)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }
}
