import Foundation
import MemorizeRenderer
import MemorizeTestSupport
import MemorizeText
import MemoryGame
import ScreenKit
import Testing

/// The built `memorize` binary in a real terminal (tmux), driven and read the way a player would.
@Suite(.terminal)
struct GameInTerminalTests {
    /// A theme file with one pair, so a game can be finished in three keys.
    static let soloTheme = #"[{ "name": "Solo", "emojis": ["🐙"], "color": "blue" }]"#

    /// The shipped Halloween theme as the repository's themes.json writes it.
    static func halloween() throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("themes.json"))
        let themes = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return themes.first { ($0["name"] as? String) == "Halloween" } ?? [:]
    }

    /// The emoji of the shipped Halloween theme.
    static func halloweenEmoji() throws -> [String] {
        try halloween()["emojis"] as? [String] ?? []
    }

    @Test func showsTheThemeScoreAndAFaceAfterEnter() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "halloween", "--seed", "7"])
        defer { session.close() }
        let start = try await session.waitFor("Score 0")
        #expect(start.contains("Halloween"))
        #expect(start.spacesCollapsed.contains("Flips 0"))
        let emoji = try Self.halloweenEmoji()
        #expect(!emoji.isEmpty)
        #expect(!emoji.contains { start.contains($0) }, "no face shows before a choice")
        try await session.send("Enter")
        let after = try await session.waitForScreen { screen in emoji.contains { screen.contains($0) } }
        #expect(after.spacesCollapsed.contains("Flips 1"))
        #expect(emoji.contains { after.contains($0) }, "a face shows after Enter:\n\(after)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test("--ascii draws borders, arrows and marks in ASCII and keeps the faces")
    func asciiSymbols() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "halloween", "--seed", "7", "--ascii"])
        defer { session.close() }
        let start = try await session.waitFor("Score 0")
        #expect(start.contains("+------------+"), "\(start)")
        #expect(start.contains("Memorize | Halloween") && start.contains("q quit"), "\(start)")
        let ambiguous = start.unicodeScalars.filter { EastAsianAmbiguous.contains($0.value) }
        #expect(ambiguous.isEmpty, "\(String(String.UnicodeScalarView(ambiguous)))")
        try await session.send("Enter")
        let emoji = try Self.halloweenEmoji()
        let after = try await session.waitForScreen { screen in emoji.contains { screen.contains($0) } }
        #expect(after.contains(">"), "the cursor's mark")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func aMatchScoresAndFinishesTheGameWithTheKeyboard() async throws {
        let file = try Self.temporaryFile(Self.soloTheme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let game = try await TmuxSession(arguments: ["--themes-file", file, "--seed", "1"])
        defer { game.close() }
        _ = try await game.waitFor("Score 0")
        try await game.send("Enter")
        _ = try await game.waitFor("Flips 1")
        try await game.send("l")
        try await game.send("Enter")
        let summary = try await game.waitFor("Best")
        #expect(Self.numbers(after: "Score", in: summary).contains(2), "the match scored 2:\n\(summary)")
        #expect(Self.numbers(after: "Flips", in: summary).contains(2))
        try await game.quitGame()
        #expect(try await game.waitForExitStatus() == 0)
    }

    @Test func aWholeShippedGameIsPlayedToItsSummaryWithTheKeyboard() async throws {
        // A player with a perfect memory: every face is read off the screen when it is turned up, and a
        // pair is chosen as soon as both its places are known. Nothing here knows how the game deals.
        let size = TerminalSize(columns: 100, rows: 30)
        let emoji = try Self.halloweenEmoji()
        let pairs = try #require(try Self.halloween()["pairs"] as? Int, "Halloween deals a fixed number of pairs")
        let layout = try #require(BoardLayout.fitting(cardCount: 2 * pairs, in: size))
        let session = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "11"])
        defer { session.close() }
        let start = try await session.waitFor("Score 0")
        for card in 0..<layout.cardCount {
            let back = Self.face(of: card, in: layout, screen: start)
            #expect(back?.isEmpty == false && back?.allSatisfy { $0 == "░" } == true, "card \(card) face down")
        }

        var player = PerfectMemoryPlayer(cardCount: layout.cardCount)
        var flips = 0
        var cursor = 0
        func choose(_ card: Int) async throws {
            let step = card > cursor ? "Right" : "Left"
            for _ in 0..<abs(card - cursor) { try await session.send(step) }
            try await session.send("Enter")
            cursor = card
            flips += 1
        }
        try await player.play(
            turnUp: { card in
                // A card not seen yet: its face read once the choice shows.
                try await choose(card)
                let screen = try await session.waitForScreen { Self.numbers(after: "Flips", in: $0).first == flips }
                let face = try #require(Self.face(of: card, in: layout, screen: screen))
                try #require(emoji.contains(face), "card \(card) shows a Halloween face:\n\(screen)")
                return face
            }, choose: choose)
        let faces = player.faces
        let choices = player.choices
        let summary = try await session.waitFor("Best")
        try #require(summary.contains("Best"), "no summary after every pair was chosen:\n\(summary)")

        let dealt = faces.compactMap { $0 }
        #expect(dealt.count == 2 * pairs, "every card was read")
        #expect(Set(dealt).allSatisfy { face in dealt.filter { $0 == face }.count == 2 }, "each face on a pair")
        #expect(dealt.allSatisfy(emoji.contains))
        var replay = MemoryGame(dealing: dealt)
        for card in choices {
            #expect(!replay.choose(cardAt: card).isIgnored, "card \(card) could be chosen")
        }
        #expect(replay.isOver)
        #expect(replay.score == 2 * pairs, "a perfect memory never pays for a mismatch")
        // The status line ("Score 12") and the summary box (its labels padded) both give them.
        #expect(Self.numbers(after: "Score", in: summary) == [replay.score, replay.score], "\(summary)")
        #expect(Self.numbers(after: "Flips", in: summary) == [replay.flipCount, replay.flipCount], "\(summary)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func aMouseClickChoosesTheCardUnderIt() async throws {
        let file = try Self.temporaryFile(Self.soloTheme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(arguments: ["--themes-file", file, "--seed", "3"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        let layout = try #require(BoardLayout.fitting(cardCount: 2, in: TerminalSize(columns: 100, rows: 30)))
        for card in 0..<2 {
            let (row, column) = try #require(
                Self.cell(of: card, in: layout, size: TerminalSize(columns: 100, rows: 30)))
            try await session.sendLiteral(Self.mouseClick(row: row, column: column))
            _ = try await session.waitFor("Flips \(card + 1)")
        }
        let summary = try await session.waitFor("Best")
        #expect(Self.numbers(after: "Score", in: summary).contains(2))
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func helpOpensAndCloses() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Vehicles", "--seed", "2"])
        defer { session.close() }
        let board = try await session.waitFor("Score 0")
        try await session.send("?")
        let help = try await session.waitFor("any key to close")
        #expect(help.lowercased().contains("quit"))
        #expect(help.lowercased().contains("new game"))
        #expect(help.contains("Enter"))
        try await session.send("Escape")
        let back = try await session.waitForScreen { $0 == board }
        #expect(back == board)
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func aTinyTerminalSaysSoAndTheGameResumesWhenItGrows() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Animals", "--seed", "4"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("Enter")
        _ = try await session.waitFor("Flips 1")
        try await session.resize(columns: 24, rows: 6)
        let tiny = try await session.waitForScreen { $0.lowercased().contains("too small") }
        #expect(tiny.lowercased().contains("too small"), "tiny screen:\n\(tiny)")
        try await session.resize(columns: 100, rows: 30)
        let back = try await session.waitFor("Flips 1")
        #expect(back.contains("Animals"))
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func aResizeMidGameMovesNoCardInTheGrid() async throws {
        let start = TerminalSize(columns: 100, rows: 30)
        let session = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "8"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        let pairs = try #require(try Self.halloween()["pairs"] as? Int)
        let grid = BoardLayout.grid(forCardCount: 2 * pairs, in: start)
        let before = try #require(BoardLayout.fitting(grid: grid, cardCount: 2 * pairs, in: start))
        // Turn up the first card of the first row and of the second row: both stay up (a match or a
        // mismatch) until the next choice.
        try await session.send("Enter")
        _ = try await session.waitFor("Flips 1")
        try await session.send("Down", "Enter")
        let shown = try await session.waitFor("Flips 2")
        let first = try #require(Self.face(of: 0, in: before, screen: shown))
        let second = try #require(Self.face(of: grid.columns, in: before, screen: shown))
        #expect(!first.contains("░") && !second.contains("░"), "both faces show:\n\(shown)")

        let sizes = [TerminalSize(columns: 60, rows: 22), TerminalSize(columns: 160, rows: 30)]
        #expect(
            sizes.contains { BoardLayout.grid(forCardCount: 2 * pairs, in: $0) != grid }, "a fresh deal would re-flow")
        for size in sizes {
            try await session.resize(columns: size.columns, rows: size.rows)
            let after = try #require(BoardLayout.fitting(grid: grid, cardCount: 2 * pairs, in: size))
            let screen = try await session.waitForScreen { Self.face(of: 0, in: after, screen: $0) == first }
            #expect(Self.face(of: 0, in: after, screen: screen) == first, "card 0 at \(size):\n\(screen)")
            #expect(Self.face(of: grid.columns, in: after, screen: screen) == second, "the second row at \(size)")
        }
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func aMatchismoGameIsPlayedFromTheBuiltBinary() async throws {
        let session = try await TmuxSession(arguments: ["--mode", "matchismo", "--cards", "8", "--seed", "3"])
        defer { session.close() }
        let start = try await session.waitFor("Matchismo")
        #expect(start.spacesCollapsed.contains("Score 0"))
        #expect(!start.contains("Pairs"), "Matchismo has no pairs to count")
        try await session.send("Enter")
        let chosen = try await session.waitFor(": −1")
        #expect(chosen.spacesCollapsed.contains("Score −1"))
        #expect(chosen.contains("♠") || chosen.contains("♥") || chosen.contains("♦") || chosen.contains("♣"))
        try await session.send("Right", "Enter")
        let second = try await session.waitFor("Flips 2")
        #expect(second.contains("don't match: −3") || second.contains("Matched "), "\(second)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func aTimedGameShowsTheBonusBarShrinkingAndSaysItWasTimed() async throws {
        let file = try Self.temporaryFile(Self.soloTheme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(arguments: ["--themes-file", file, "--timed", "--seed", "1"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("Enter")
        func barLength(_ screen: String) -> Int { screen.filter { $0 == "━" }.count }
        let full = try await session.waitForScreen { barLength($0) >= 10 }
        #expect(barLength(full) >= 10, "a bar under the face-up card:\n\(full)")
        let shorter = try await session.waitForScreen(timeout: 4) { barLength($0) < barLength(full) - 2 }
        #expect(barLength(shorter) < barLength(full) - 2, "the bar shrinks:\n\(shorter)")
        try await session.send("Right", "Enter")
        let summary = try await session.waitFor("(timed)")
        #expect(summary.contains("All pairs found! (timed)"))
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test(arguments: [[], ["--no-animation"]])
    func aChoiceEndsOnItsFaceWithOrWithoutTheAnimation(extra: [String]) async throws {
        let file = try Self.temporaryFile(Self.soloTheme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(
            arguments: ["--themes-file", file, "--seed", "1"] + extra, environment: ["MEMORIZE_NO_ANIMATION": ""])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("Enter")
        let shown = try await session.waitFor("🐙")
        #expect(shown.spacesCollapsed.contains("Flips 1") && shown.contains("🐙"))
        try await session.send("Right", "Enter")
        let summary = try await session.waitFor("Best")
        #expect(summary.contains("All pairs found!"))
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func theLastMatchIsSeenThenTheSummarySitsBesideTheBoardAt80x24() async throws {
        let file = try Self.temporaryFile(Self.soloTheme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(arguments: ["--themes-file", file, "--seed", "1"], columns: 80, rows: 24)
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("Enter", "Right", "Enter")
        let held = try await session.waitFor("Flips 2")
        #expect(!held.contains("Best"), "the last pair shows first:\n\(held)")
        #expect(held.filter { $0 == "🐙" }.count == 2)
        let summary = try await session.waitFor("Best this session")
        #expect(summary.filter { $0 == "🐙" }.count == 2, "both cards stay in view:\n\(summary)")
        #expect(summary.contains("Practice (seeded deal): not a record"))
        #expect(summary.contains("v view"))
        // The summary takes no key for its first half second, so that none typed ahead leaves it.
        try await Task.sleep(for: .milliseconds(600))
        try await session.send("v")
        let board = try await session.waitForScreen { !$0.contains("Best this session") }
        #expect(board.filter { $0 == "🐙" }.count == 2)
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func quittingGivesTheTerminalBack() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Food"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)
        #expect(session.standardError().isEmpty)
    }

    @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("SEGV", SIGSEGV)])
    func aSignalGivesTheTerminalBackAndEndsWithItsStatus(name: String, signal: Int32) async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Fruit"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        let pid = try #require(try await session.gamePID())
        kill(pid, signal)
        #expect(try await session.waitForExitStatus() == 128 + signal, "killed by SIG\(name)")
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test func aSignalIgnoredWhenTheGameStartedStaysIgnored() async throws {
        // As under nohup: the shell ignores them, and a program it starts inherits that.
        let session = try await TmuxSession(arguments: ["--theme", "Fruit"], shellCommands: "trap '' HUP USR1")
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        let pid = try #require(try await session.gamePID())
        kill(pid, SIGHUP)
        kill(pid, SIGUSR1)
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await session.gamePID() == pid)
        _ = try await session.waitFor("Score 0")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func controlCGivesTheTerminalBack() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Ocean"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("C-c")
        #expect(try await session.waitForExitStatus() == 128 + SIGINT)
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test func anEmojiMadeWideByItsSelectorNeverShiftsTheColumns() async throws {
        // ❤️ is ❤ (one column to the C library) and U+FE0F: the game measures two columns and pads
        // the heart, so the terminal and the game agree on where the next card starts.
        let theme = #"[{ "name": "Sequences", "emojis": ["❤️"], "color": "red" }]"#
        let file = try Self.temporaryFile(theme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(arguments: ["--themes-file", file, "--seed", "9"])
        defer { session.close() }
        let before = try await session.waitFor("Score 0")
        try await session.send("Enter")
        let after = try await session.waitFor("Flips 1")
        let afterRows = after.split(separator: "\n", omittingEmptySubsequences: false)
        let beforeRows = before.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(afterRows.firstIndex { $0.contains("❤") })
        let faceRow = afterRows[row]
        let backRow = try #require(beforeRows.indices.contains(row) ? beforeRows[row] : nil)
        let face = faceRow.split(separator: "│", omittingEmptySubsequences: false)
        let back = backRow.split(separator: "│", omittingEmptySubsequences: false)
        #expect(face.count == back.count, "the same borders on the row:\n\(faceRow)\n\(backRow)")
        #expect(face.last == back.last, "the card to the right did not move:\n\(faceRow)\n\(backRow)")
        #expect(faceRow.contains("❤"))
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test(arguments: [
        ("dumb", "\"dumb\" cannot move its cursor"), ("no-such-terminal", "\"no-such-terminal\" is not one"),
        ("x\u{1B}[31m", "\"x\\u{1B}[31m\""),
    ])
    func aTerminalThatCannotBeDrivenIsRefusedCleanly(term: String, shown: String) async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Flags"], environment: ["TERM": term])
        defer { session.close() }
        #expect(try await session.waitForExitStatus() == 69)
        let message = session.standardError()
        #expect(message.hasPrefix("memorize: the terminal type "), "\(message)")
        #expect(message.contains(shown), "\(message)")
        #expect(!message.unicodeScalars.contains("\u{1B}"), "TERM is shown escaped")
        #expect(message.split(separator: "\n").count == 1)
        // Where a blind player lands, the way to a game they can play.
        #expect(message.contains("memorize --plain plays in lines of text, for screen readers"), "\(message)")
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test func withNoColorTheGameIsMonochromeAndStillMarksTheCursor() async throws {
        let colored = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "7"])
        defer { colored.close() }
        _ = try await colored.waitFor("Score 0")
        let plain = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--seed", "7"], environment: ["NO_COLOR": "1"])
        defer { plain.close() }
        let board = try await plain.waitFor("Score 0")
        // A foreground color shows as SGR 30-37, 90-97 or 38;5;N in tmux's capture.
        let color = /\e\[[0-9;]*(3[0-7]|9[0-7]|38;5;[0-9]+)m/
        let coloredScreen = try await colored.styledScreen()
        let plainScreen = try await plain.styledScreen()
        #expect(coloredScreen.contains(color), "the control: colors show without NO_COLOR")
        #expect(!plainScreen.contains(color), "no color at all with NO_COLOR")
        #expect(board.contains("░"), "face-down cards keep their pattern")
        // The cursor bar: reverse video (SGR 7) in tmux's capture, a gap in a top border in the text.
        #expect(plainScreen.contains("\u{1B}[7m"), "the cursor is in reverse video:\n\(plainScreen)")
        #expect(board.contains(/┌ {4,}┐/), "the cursor bar:\n\(board)")
    }

    @Test func outsideAUTF8LocaleFacesAreLettersAndBordersASCII() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Halloween", "--seed", "7"], environment: ["LC_ALL": "C"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("Enter")
        let board = try await session.waitFor("Flips 1")
        let rows = board.split(separator: "\n").dropFirst()  // the status line holds the theme name
        let isAllASCII = rows.joined().unicodeScalars.allSatisfy(\.isASCII)
        #expect(isAllASCII, "\(board)")
        #expect(board.contains("+---"), "ASCII borders:\n\(board)")
        #expect(board.contains(/\+ {4,}\+/), "the cursor bar, blank between the corners:\n\(board)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
    }

    @Test func controlZSuspendsAndFgResumesTheSameGame() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Weather", "--seed", "5"], jobControl: true)
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("Enter")
        _ = try await session.waitFor("Flips 1")
        try await session.send("C-z")
        // The game's own process stopped, then its screen gone. Not bash's "Stopped" line: bash may
        // print it on the alternate screen before the game has left it, and then it is never seen
        // (a busy machine made that happen in about one run in three).
        try await session.waitUntilGameStopped()
        try await session.waitForScreen("the shell's screen back while the game is suspended") {
            !$0.spacesCollapsed.contains("Flips 1") && $0.contains("bash")
        }
        try await session.sendLiteral("fg")
        try await session.send("Enter")
        let resumed = try await session.waitFor("Flips 1")
        #expect(resumed.contains("Weather"), "the same game, redrawn:\n\(resumed)")
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)
    }

    // MARK: - Helpers

    /// The middle cell of card `index`, found by asking the layout (the same one the game uses).
    static func cell(of index: Int, in layout: BoardLayout, size: TerminalSize) -> (row: Int, column: Int)? {
        var cells: [(row: Int, column: Int)] = []
        for row in 0..<size.rows {
            for column in 0..<size.columns where layout.cardIndex(atRow: row, column: column) == index {
                cells.append((row, column))
            }
        }
        return cells.isEmpty ? nil : cells[cells.count / 2]
    }

    /// What card `index` shows on its middle row, between its borders and without the padding: its
    /// face, or its back's pattern, without the place the row starts with (`b3`) where there is room
    /// for it. Columns are counted as the terminal does, so an emoji takes two.
    static func face(of index: Int, in layout: BoardLayout, screen: String) -> String? {
        guard let origin = layout.cardOrigin(index) else { return nil }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = origin.row + layout.cardHeight / 2
        guard lines.indices.contains(row) else { return nil }
        let interior = origin.column + 1..<origin.column + layout.cardWidth - 1
        var column = 0
        var text = ""
        for character in lines[row] {
            if interior.contains(column) { text.append(character) }
            column += TextWidth.columns(of: character)
        }
        if let place = text.prefixMatch(of: /[a-z][0-9]+/) { text.removeSubrange(place.range) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Every number shown right after the word `label` ("Score", "Flips"), top to bottom: the status
    /// line's first, then the summary box's.
    static func numbers(after label: String, in screen: String) -> [Int] {
        screen.matches(of: /(\w+) +([-−]?\d+)/).compactMap { match in
            guard match.output.1 == label else { return nil }
            let text = String(match.output.2)
            return text.hasPrefix("−") ? Int(text.dropFirst()).map { -$0 } : Int(text)
        }
    }

    /// Writes `contents` to a fresh file in the temporary directory and returns its path.
    static func temporaryFile(_ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("memorize-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// An xterm (X10-encoded) button-1 press and release at a 0-based cell.
    static func mouseClick(row: Int, column: Int) -> String {
        func encoded(_ value: Int) -> String { String(UnicodeScalar(UInt8(value + 33))) }
        return "\u{1B}[M" + encoded(0 - 1) + encoded(column) + encoded(row) + "\u{1B}[M" + encoded(3 - 1)
            + encoded(column) + encoded(row)
    }
}
