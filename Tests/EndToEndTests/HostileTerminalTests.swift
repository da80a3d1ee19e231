import Foundation
import MemorizeTestSupport
import Testing

/// The built binary in tmux against what a hostile user or terminal sends: the game
/// goes on, or ends cleanly, and the terminal is always given back.
@Suite(.terminal)
struct HostileTerminalTests {
    static let soloTheme = GameInTerminalTests.soloTheme

    /// Checks that the game ended with `status` and left the terminal as it found it: the same
    /// `stty` settings, and no full-screen, hidden-cursor, keypad or mouse mode left on.
    static func expectTerminalGivenBack(
        _ session: TmuxSession, status: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await session.waitForExitStatus() == status, sourceLocation: sourceLocation)
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after, "stty settings", sourceLocation: sourceLocation)
        #expect(try await session.terminalModes() == TmuxSession.shellModes, sourceLocation: sourceLocation)
    }

    /// Waits briefly and checks that the game is still running and still takes keys: Enter turns
    /// a card up.
    static func expectStillPlaying(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        #expect(
            try await session.waitForExitStatus(timeout: 0.3) == nil, "the game is still running",
            sourceLocation: sourceLocation)
        try await session.send("Enter")
        let screen = try await session.waitFor("Flips 1")
        #expect(
            screen.spacesCollapsed.contains("Flips 1"), "the game still takes keys:\n\(screen)",
            sourceLocation: sourceLocation)
    }

    // MARK: - Mouse reports

    @Test func anSGRMouseReportWithThirtyThreeParametersIsHarmlessAndSGRClicksWork() async throws {
        let file = try GameInTerminalTests.temporaryFile(Self.soloTheme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(
            arguments: ["--themes-file", file, "--seed", "3"], environment: ["TERM": "xterm-256color"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.sendLiteral("\u{1B}[<" + String(repeating: "1;", count: 33) + "1M")
        #expect(try await session.waitForExitStatus(timeout: 0.5) == nil, "the game survives the report")
        // A real click in the SGR form the game asks for, on the first card's top border.
        let board = try await session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(board.firstIndex { $0.contains("┌") })
        let column = try #require(board[row].firstIndex(of: "┌")).utf16Offset(in: board[row]) + 2
        try await session.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        _ = try await session.waitFor("Flips 1")
        try await session.quitGame()
        try await Self.expectTerminalGivenBack(session, status: 0)
        #expect(session.standardError().isEmpty)
    }

    // MARK: - Signals

    @Test(arguments: [
        ("PIPE", SIGPIPE), ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM),
        ("PROF", SIGPROF), ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("SYS", SIGSYS), ("PWR", SIGPWR), ("IO", SIGIO),
        ("STKFLT", SIGSTKFLT), ("RTMIN", __libc_current_sigrtmin()), ("RTMIN+7", __libc_current_sigrtmin() + 7),
        ("RTMAX", __libc_current_sigrtmax()), ("ABRT", SIGABRT), ("BUS", SIGBUS), ("ILL", SIGILL), ("FPE", SIGFPE),
        ("TRAP", SIGTRAP), ("TERM", SIGTERM), ("QUIT", SIGQUIT),
    ])
    func everyDeadlySignalGivesTheTerminalBackAndEndsWithItsStatus(name: String, signal: Int32) async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Fruit"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        let pid = try #require(try await session.gamePID())
        kill(pid, signal)
        try await Self.expectTerminalGivenBack(session, status: 128 + signal)
    }

    // MARK: - Escape sequences

    /// What terminals send that ncurses read as Esc: modified arrows, Alt+letter, keypad and
    /// function keys of several terminals, paste markers, focus reports, OSC and DCS replies.
    static let unknownSequences = [
        "\u{1B}[1;2A", "\u{1B}[1;5C", "\u{1B}[1;3D", "\u{1B}[1;6B", "\u{1B}q", "\u{1B}n", "\u{1B}Oo", "\u{1B}Ok",
        "\u{1B}OM", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}OH", "\u{1B}[7~", "\u{1B}[[A", "\u{1B}[[B", "\u{1B}[[E",
        "\u{1B}[15~", "\u{1B}[2~", "\u{1B}[3;5~", "\u{1B}[5$", "\u{1B}[200~q\r\u{1B}[201~", "\u{1B}[I", "\u{1B}[O",
        "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}P1$r0m\u{1B}\\",
        "\u{1B}[?62;22c", "\u{1B}[12;40R", "\u{1B}[<0;1;1m", "\u{1B}[<35;5;5M", "\u{1B}[27;5;113~",
    ]

    @Test func escapeSequencesTheGameDoesNotKnowAreIgnoredAndALoneEscStillQuits() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Halloween", "--seed", "7"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        for sequence in Self.unknownSequences {
            try await session.sendLiteral(sequence)
            // One at a time, as a terminal sends them, so each stands alone.
            try await Task.sleep(for: .milliseconds(50))
            #expect(
                try await session.waitForExitStatus(timeout: 0.05) == nil, "\(sequence.debugDescription) ended the game"
            )
        }
        try await Self.expectStillPlaying(session)
        // A lone Esc is Esc: during a game it asks before quitting.
        try await session.send("Escape")
        _ = try await session.waitFor("y/N")
        try await session.send("y")
        try await Self.expectTerminalGivenBack(session, status: 0)
    }

    // MARK: - Special files

    static func makeFIFO(_ path: String) throws {
        try #require(mkfifo(path, 0o600) == 0, "mkfifo \(path)")
    }

    @Test func aFIFOAsTheThemesFileIsRefusedAtOnce() async throws {
        let session = try await TmuxSession(
            arguments: ["--themes-file", "fifo.json"],
            prepare: { try Self.makeFIFO($0.appendingPathComponent("fifo.json").path) })
        defer { session.close() }
        try await Self.expectTerminalGivenBack(session, status: 66)
        #expect(session.standardError() == "memorize: cannot open theme file \"fifo.json\": it is not a regular file\n")
    }

    @Test func aFIFOAsTheUserThemesFileIsRefusedAtOnce() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-e2e-config-\(getpid())")
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("memorize"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let fifo = config.appendingPathComponent("memorize/themes.json").path
        try Self.makeFIFO(fifo)
        let session = try await TmuxSession(
            arguments: ["--theme", "Food"], environment: ["XDG_CONFIG_HOME": config.path])
        defer { session.close() }
        try await Self.expectTerminalGivenBack(session, status: 66)
        #expect(session.standardError() == "memorize: cannot open theme file \"\(fifo)\": it is not a regular file\n")
    }

    @Test func aFIFOAsTheRepositorysThemesFileIsRefusedAtOnce() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Food"],
            prepare: { directory in
                let manifest = "let package = Package(name: \"Memorize\")\n"
                try manifest.write(
                    to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
                try Self.makeFIFO(directory.appendingPathComponent("themes.json").path)
            })
        defer { session.close() }
        try await Self.expectTerminalGivenBack(session, status: 66)
        #expect(
            session.standardError() == "memorize: cannot open theme file \"themes.json\": it is not a regular file\n")
    }

    @Test func aFIFOAsPackageSwiftIsNotThisRepositoryAndTheBuiltInThemesArePlayed() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Food"],
            prepare: { try Self.makeFIFO($0.appendingPathComponent("Package.swift").path) })
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("q")
        try await Self.expectTerminalGivenBack(session, status: 0)
    }

    // MARK: - Standard input that cannot be read

    @Test func standardInputOpenedWriteOnlyEndsTheGameWithAMessage() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Food"], redirections: "0>/dev/tty")
        defer { session.close() }
        try await Self.expectTerminalGivenBack(session, status: 74)
        #expect(
            session.standardError() == "memorize: cannot read the terminal (standard input): Bad file descriptor\n")
    }

    // MARK: - Flow control, locale, absurd sizes

    @Test func controlSDoesNotFreezeTheGameAndFlowControlComesBack() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Food", "--seed", "2"])
        defer { session.close() }
        _ = try await session.waitFor("Score 0")
        try await session.send("C-s")
        try await Self.expectStillPlaying(session)
        try await session.quitGame()
        try await Self.expectTerminalGivenBack(session, status: 0)
    }

    @Test func outsideUTF8AThemeNameIsTransliteratedNotCut() async throws {
        let theme = #"[{ "name": "Café Crème", "emojis": ["🐙", "🦀"], "color": "blue" }]"#
        let file = try GameInTerminalTests.temporaryFile(theme)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try await TmuxSession(arguments: ["--themes-file", file], environment: ["LC_ALL": "C"])
        defer { session.close() }
        let screen = try await session.waitFor("Score 0")
        #expect(screen.contains("Cafe Creme"), "\(screen)")
        try await session.send("q")
        try await Self.expectTerminalGivenBack(session, status: 0)
    }

    @Test func aTerminalClaiming65535By65535IsPlayedInACappedArea() async throws {
        let session = try await TmuxSession(
            arguments: ["--theme", "Food"], shellCommands: "stty rows 65535 cols 65535")
        defer { session.close() }
        // The pane is not that large, so the screen is garbled; the game must simply be running.
        #expect(
            try await session.waitForExitStatus(timeout: 1.5) == nil, "the game started:\n\(session.standardError())")
        try await session.send("q")
        #expect(try await session.waitForExitStatus() == 0)
        #expect(session.standardError().isEmpty)
    }

    @Test func aTerminalWiderThanTheCapSaysSo() async throws {
        let session = try await TmuxSession(arguments: ["--theme", "Food"], columns: 1010, rows: 40)
        defer { session.close() }
        let screen = try await session.waitFor("memorize draws in")
        let last = screen.split(separator: "\n", omittingEmptySubsequences: false)[39]
        #expect(last.hasPrefix("This terminal is 1010×40; memorize draws in the top-left 1000×39 of it."))
        #expect(screen.spacesCollapsed.contains("Score 0"))
        try await session.send("q")
        try await Self.expectTerminalGivenBack(session, status: 0)
    }
}
