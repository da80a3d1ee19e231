import Foundation
import MemorizeKeys
import MemorizeLocalization
import MemorizeSetup
import MemorizeTestSupport
import MemorizeText
import MemorizeViewModel
import ScreenKit
import Testing

@testable import MemorizeRenderer

/// Every screen of the grid in Korean and in Chinese, at 80×24 and 100×30 (issue 45, item 4): each
/// shows the language, no line is cut without the ellipsis or in the middle of a wide character, and
/// with the narrow glyphs a CJK run draws no cell holds a character of ambiguous East-Asian width.
///
/// The view model's texts (a choice's result, the question, the summary's headline) come in as the
/// fixtures give them, in English today: the sweep checks what the renderer and the key table say, and
/// whatever else goes through the translator while a screen is drawn.
@Suite("Translated screens: every screen of the grid in Korean and Chinese")
struct TranslatedScreensTests {
    static let languages: [Language] = [.korean, .chinese]
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)]

    /// What a Chinese or Korean run draws with: the narrow glyphs (`--ascii` by itself), faces as they are.
    static let cjk: TerminalCapabilities = {
        var capabilities = TerminalCapabilities.full
        capabilities.narrowGlyphs = true
        return capabilities
    }()

    // MARK: - The screens

    static let players = [
        PlayerStanding(name: "Ann", score: 12, pairs: 2), PlayerStanding(name: "Bob", score: -1, pairs: 1),
    ]

    static func screen(
        mode: ScreenMode = .playing, status: StatusLine = Fixtures.status, summary: GameSummary? = nil,
        notice: String? = nil, themeNames: [String] = [], dealsHere: Bool = true
    ) -> GameScreen {
        GameScreen(
            mode: mode, cards: Fixtures.cards(16, sides: [0: .faceUp, 2: .matched, 3: .matched]), cursor: 1,
            status: status, cardBack: [.palette(208, fallback: 3)], themeNames: themeNames, summary: summary,
            notice: notice, dealsHere: dealsHere)
    }

    static let timedStatus = StatusLine(
        themeName: "Halloween", score: -3, flips: 9, elapsedSeconds: 42, pairsFound: 3, pairsTotal: 8, isTimed: true,
        multiplier: 3)

    static let seatsStatus = StatusLine(
        themeName: "Halloween", score: 0, flips: 7, elapsedSeconds: 65, pairsFound: 3, pairsTotal: 8,
        players: players, currentPlayer: 1)

    static let soloSummary = GameSummary(
        score: 12, flips: 20, elapsedSeconds: 107, bestScore: 14, seed: 42, newRecords: [.flips],
        keptBestScore: 10, isPractice: true,
        replayCommand: ["memorize", "--theme", "Halloween", "--pairs", "8", "--seed", "42"])

    static let belowZeroSummary = GameSummary(
        score: -3, flips: 30, elapsedSeconds: 200, bestScore: -3, seed: 7, keptBestScore: -5)

    static let seatsSummary = GameSummary(
        score: 0, flips: 20, elapsedSeconds: 107, bestScore: nil, players: players, winner: 0)

    /// Each screen of the grid, named.
    static let gameScreens: [(String, GameScreen)] = [
        ("the status line and hints", screen()),
        ("a timed game's status line", screen(status: timedStatus)),
        ("the help box", screen(mode: .help)),
        ("the summary", screen(mode: .gameOver, summary: soloSummary)),
        ("the summary of a best below zero", screen(mode: .gameOver, summary: belowZeroSummary)),
        ("the summary of two seats", screen(mode: .gameOver, status: seatsStatus, summary: seatsSummary)),
        ("the pause", screen(mode: .paused)),
        (
            "the theme picker",
            screen(mode: .themePicker(selection: 1), themeNames: ["Animals", "Halloween", "Fruit", "Faces"])
        ),
        ("the theme picker with no themes", screen(mode: .themePicker(selection: 0))),
        ("the quit question", screen(mode: .confirm(question: "Quit this game?"))),
        ("the too-small screen", screen(mode: .tooSmall)),
        (
            "a table's waiting screen",
            screen(
                status: seatsStatus, notice: "Waiting for a player to take seat 2: they join with the same code",
                dealsHere: false)
        ),
        ("a notice", screen(notice: "A long notice about the theme file that goes on and on until it is cut")),
        (
            "the new-game box",
            screen(
                mode: .newGame(
                    NewGameForm(choices: NewGameChoices(), themes: [NewGameForm.ThemeOption(name: "Animals", most: 12)])
                ))
        ),
    ]

    /// The lobby of the renderer's own tests, with the daily played: the board then shows its line.
    static let listing = {
        var listing = LobbyRendererTests.listing
        listing.playedToday = true
        return listing
    }()

    /// The lobby's screens, each drawn at a size when asked.
    static func lobbyScreens(_ size: TerminalSize) -> [(String, () -> Frame)] {
        let tables = LobbyScreen(listing: listing, themes: ["Animals", "Halloween"])
        let empty = LobbyScreen(
            listing: LobbyListing(
                name: "Ann", tables: [], day: "2026-12-07", dailyNumber: 340, playedToday: false, board: []),
            themes: ["Animals"])
        func after(_ intent: LobbyIntent) -> LobbyScreen {
            var screen = tables
            _ = screen.send(intent)
            return screen
        }
        return [
            ("the lobby's tables", { LobbyRenderer.render(tables, size: size, capabilities: cjk) }),
            ("the lobby with no table", { LobbyRenderer.render(empty, size: size, capabilities: cjk) }),
            (
                "the lobby before its first answer",
                { LobbyRenderer.render(waiting: "Connecting to 127.0.0.1:2222", size: size, capabilities: cjk) }
            ),
            (
                "the lobby's name prompt",
                { LobbyRenderer.render(naming: LobbyNameEntry(), size: size, capabilities: cjk) }
            ),
            ("today's board", { LobbyRenderer.render(after(.toggleBoard), size: size, capabilities: cjk) }),
            ("the lobby's help", { LobbyRenderer.render(after(.toggleHelp), size: size, capabilities: cjk) }),
            ("the new-table form", { LobbyRenderer.render(after(.newTable), size: size, capabilities: cjk) }),
        ]
    }

    // MARK: - The checks

    /// Every text the translator gave while a screen was drawn: what the screen may show.
    final class Given: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: Set<String> = []

        func add(_ text: String) {
            lock.lock()
            texts.insert(text)
            lock.unlock()
        }

        var all: Set<String> {
            lock.lock()
            defer { lock.unlock() }
            return texts
        }
    }

    /// `language`'s translator, keeping what it gives in `given`.
    static func translator(_ language: Language, keepingIn given: Given) throws -> Translator {
        let base = try TranslationCatalog.translator(for: language)
        return Translator(
            language: language,
            singular: { msgid in
                let text = base.translate(Message(msgid))
                given.add(text)
                return text
            },
            plural: { one, other, count in
                let text = base.translate(Message(one, plural: other), count: count)
                given.add(text)
                return text
            })
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(scalar.value) }
    static func isHan(_ scalar: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(scalar.value) }

    static func isWritten(in language: Language, _ text: String) -> Bool {
        text.unicodeScalars.contains { language == .korean ? isHangul($0) : isHan($0) }
    }

    static func isEastAsian(_ text: String) -> Bool {
        text.unicodeScalars.contains { isHangul($0) || isHan($0) }
    }

    /// Wide characters are whole: a two-column cell is followed by its continuation, and a continuation
    /// follows one.
    static func splitCharacters(_ frame: Frame) -> [String] {
        var found: [String] = []
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns {
                let cell = frame[row, column]
                let next = column + 1 < frame.size.columns ? frame[row, column + 1] : nil
                if cell.width == 2, next?.width != 0 { found.append("\(row),\(column): \(cell.text) without its half") }
                if cell.width == 0, column == 0 || frame[row, column - 1].width != 2 {
                    found.append("\(row),\(column): half a character")
                }
            }
        }
        return found
    }

    /// The lines of translated text the frame shows cut with no `ellipsis` after them: each line of a
    /// text the translator gave (with no placeholder, and in the language's letters) is either found
    /// whole in a row, or its start is found and the row goes on with the ellipsis, or with nothing and
    /// its rest starts a row below (a line wrapped); found nowhere, it was not shown (a hint left out).
    static func cutLines(_ frame: Frame, given: Set<String>, ellipsis: String) -> [String] {
        let rows = frame.lines.map { Array($0) }
        let whole = frame.lines.joined(separator: "\n")
        var cut: [String] = []
        for text in given where !text.contains("%") && isEastAsian(text) {
            for line in text.split(separator: "\n").map({ Array($0.trimmingCharacters(in: .whitespaces)) })
            where line.count >= 3 && !whole.contains(String(line)) {
                for (index, row) in rows.enumerated() {
                    var start = 0
                    while start + 3 <= row.count {
                        defer { start += 1 }
                        guard Array(row[start..<start + 3]) == Array(line[0..<3]) else { continue }
                        var shown = 3
                        while shown < line.count, start + shown < row.count, row[start + shown] == line[shown] {
                            shown += 1
                        }
                        let after = String(row[(start + shown)...])
                        if after.hasPrefix(ellipsis) { continue }
                        guard after.allSatisfy({ $0 == " " }) else { continue }
                        let rest = String(line[shown...]).trimmingCharacters(in: .whitespaces)
                        let wrapped = rows[(index + 1)...].contains {
                            String($0).trimmingCharacters(in: .whitespaces).hasPrefix(String(rest.prefix(3)))
                        }
                        if !wrapped { cut.append("row \(index): \(String(row)) cuts \(String(line))") }
                    }
                }
            }
        }
        return cut
    }

    /// Checks one drawn screen.
    static func check(_ frame: Frame, _ name: String, language: Language, given: Set<String>) {
        let text = frame.lines.joined(separator: "\n")
        #expect(isWritten(in: language, text), "\(name) in \(language) shows no \(language) text:\n\(text)")
        #expect(
            NarrowGlyphsTests.ambiguousCells(frame).isEmpty,
            "\(name) in \(language): \(NarrowGlyphsTests.ambiguousCells(frame).prefix(5))")
        #expect(splitCharacters(frame).isEmpty, "\(name) in \(language): \(splitCharacters(frame).prefix(5))")
        let cut = cutLines(frame, given: given, ellipsis: ".")
        #expect(cut.isEmpty, "\(name) in \(language) at \(frame.size): \(cut.prefix(3))")
    }

    @Test(
        "every screen of the game shows the language, whole or cut with the ellipsis, no ambiguous cell",
        .computing, arguments: languages, sizes)
    func gameScreens(language: Language, size: TerminalSize) throws {
        for (name, screen) in Self.gameScreens {
            let given = Given()
            let translator = try Self.translator(language, keepingIn: given)
            let frame = Translator.$scoped.withValue(translator) {
                GameRenderer.render(screen, size: size, capabilities: Self.cjk)
            }
            Self.check(frame, name, language: language, given: given.all)
        }
    }

    @Test("every screen of the lobby, likewise", .computing, arguments: languages, sizes)
    func lobbyScreens(language: Language, size: TerminalSize) throws {
        for (name, render) in Self.lobbyScreens(size) {
            let given = Given()
            let translator = try Self.translator(language, keepingIn: given)
            let frame = Translator.$scoped.withValue(translator) { render() }
            Self.check(frame, name, language: language, given: given.all)
        }
    }

    @Test("the sweep sees a line cut without the ellipsis, and a screen in English")
    func theChecksCanFail() throws {
        let korean = try TranslationCatalog.translator(for: .korean)
        let line = Translator.$scoped.withValue(korean) { RendererText.clockStopped.text() }
        var frame = Frame(size: TerminalSize(columns: 12, rows: 2))
        frame.put(line, row: 0, column: 0)
        #expect(!Self.cutLines(frame, given: [line], ellipsis: ".").isEmpty, "\(frame.lines)")
        var marked = Frame(size: TerminalSize(columns: 12, rows: 2))
        marked.put(TextFitting.truncated(line, toColumns: 12, ellipsis: "."), row: 0, column: 0)
        #expect(Self.cutLines(marked, given: [line], ellipsis: ".").isEmpty, "\(marked.lines)")
        let english = GameRenderer.render(Self.screen(mode: .paused), size: Self.sizes[0], capabilities: Self.cjk)
        #expect(!Self.isWritten(in: .korean, english.lines.joined()))
    }

    /// The hints of `screen` a line of `width` keeps, by their bindings' places in the table.
    static func keptHints(_ screen: KeyScreen, width: Int, capabilities: TerminalCapabilities) -> Set<Int> {
        let context = RenderContext(capabilities: capabilities)
        let line = StatusBar.hintLine(for: screen, width: width, context: context)
        let unicode = context.capabilities.unicode
        return Set(
            KeyBindings.bindings(on: screen).indices.filter { index in
                let binding = KeyBindings.bindings(on: screen)[index]
                guard let long = binding.hintText(unicode: unicode) else { return false }
                return line.contains(long) || binding.shortHintText(unicode: unicode).map(line.contains) == true
            })
    }

    @Test(
        "at 80 columns the hint lines keep in CJK every hint they keep in English, within the line",
        arguments: languages)
    func hintLinesKeepTheirRanks(language: Language) throws {
        let translator = try TranslationCatalog.translator(for: language)
        let screens: [KeyScreen] = [.board, .summary, .themePicker, .newGame, .newGameText, .paused, .confirm, .help]
        for screen in screens {
            let english = Self.keptHints(screen, width: 79, capabilities: .full)
            let (kept, line) = Translator.$scoped.withValue(translator) {
                (
                    Self.keptHints(screen, width: 79, capabilities: Self.cjk),
                    StatusBar.hintLine(for: screen, width: 79, context: RenderContext(capabilities: Self.cjk))
                )
            }
            #expect(english.isSubset(of: kept), "\(screen) in \(language): \(line)")
            #expect(TextWidth.columns(of: line) <= 79, "\(screen) in \(language): \(line)")
            #expect(Self.isWritten(in: language, line), "\(screen) in \(language): \(line)")
        }
        // On the board the dropped hints are the least important: every hint kept outranks every one left.
        let board = KeyBindings.bindings(on: .board)
        let kept = Translator.$scoped.withValue(translator) {
            Self.keptHints(.board, width: 79, capabilities: Self.cjk)
        }
        let keptRanks = kept.map { board[$0].hintRank }
        let leftRanks = board.indices.filter { board[$0].hint != nil && !kept.contains($0) }.map {
            board[$0].hintRank
        }
        #expect((keptRanks.max() ?? 0) < (leftRanks.min() ?? .max), "\(keptRanks) \(leftRanks)")
    }

    @Test("the key help and the hints name the keys in the language; the keys themselves stay", arguments: languages)
    func keysInTheLanguage(language: Language) throws {
        let translator = try TranslationCatalog.translator(for: language)
        Translator.$scoped.withValue(translator) {
            for binding in KeyBindings.all + KeyBindings.lobby {
                #expect(Self.isWritten(in: language, binding.description), "\(binding.description)")
                if let hint = binding.hint { #expect(Self.isWritten(in: language, hint), "\(hint)") }
            }
            #expect(KeyGroup.enter.label(unicode: false) == "Enter")
            #expect(KeyGroup.escape.label(unicode: false) == "Esc")
            #expect(Self.isWritten(in: language, KeyGroup.arrows.label(unicode: false)))
            #expect(Self.isWritten(in: language, KeyGroup.anyKey.label(unicode: true)))
        }
        #expect(KeyGroup.arrows.label(unicode: false) == "arrows")
    }
}
