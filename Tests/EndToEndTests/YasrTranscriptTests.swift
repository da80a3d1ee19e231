import Foundation
import MemorizeRenderer
import MemorizeTestSupport
import ScreenKit
import Testing

/// What yasr, a screen reader that reads a terminal program's output as it comes, says over one
/// whole game: every utterance its synthesizer is handed, counted. The transcript of one run is kept
/// in `Data/`, made again with `MEMORIZE_RECORD_YASR=1`; the test fails when a game says more than
/// a fifth again as much, or says the character set switches again.
///
/// Run on request (`MEMORIZE_YASR=1 swift test --filter Yasr`, with yasr installed): a game under
/// yasr takes over a minute, and yasr's start is slow and uneven on a busy machine, which the
/// suite's minute cannot hold.
@Suite(
    "yasr over one game",
    .enabled(if: ProcessInfo.processInfo.environment["MEMORIZE_YASR"] == "1" && Places.isInstalled("yasr")), .terminal)
struct YasrTranscriptTests {
    static let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Data/yasr-halloween-80x24.txt")

    /// The utterances of an Emacspeak server log (`q {text}`), in order.
    static func utterances(_ log: String) -> [String] {
        log.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("q {"), line.hasSuffix("}") else { return nil }
            return String(line.dropFirst(3).dropLast())
        }
    }

    @Test("a whole game under yasr: plain mode named first, no B, no more than the kept count")
    func wholeGame() async throws {
        let yasr = try #require(Places.installed("yasr"))
        // yasr keeps the synthesizer's command in a small buffer (a long path overflows it): a short
        // directory of its own.
        var template = Array("/tmp/yasr-XXXXXX".utf8CString)
        let made = try #require(mkdtemp(&template), "a temporary directory")
        let home = URL(fileURLWithPath: String(cString: made))
        defer { try? FileManager.default.removeItem(at: home) }
        let log = home.appendingPathComponent("speech.log")
        let memorize = try Places.builtExecutable("memorize")
        // yasr hands every utterance to an Emacspeak server: here a script that keeps them.
        let synthesizer = home.appendingPathComponent("synth.sh").path
        let game = home.appendingPathComponent("game.sh").path
        try "#!/bin/sh\nexec cat >> '\(log.path)'\n".write(toFile: synthesizer, atomically: true, encoding: .utf8)
        try "#!/bin/sh\nexport TERM=xterm-256color\nexec '\(memorize)' --theme Halloween --seed 11\n".write(
            toFile: game, atomically: true, encoding: .utf8)
        for script in [synthesizer, game] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        }
        let configuration = try String(contentsOfFile: "/etc/yasr/yasr.conf", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map { line in
                switch line {
                case _ where line.hasPrefix("synthesizer="): "synthesizer=emacspeak server"
                case _ where line.hasPrefix("synthesizer port="): "synthesizer port=|" + synthesizer
                case _ where line.hasPrefix("shell="): "shell=" + game
                default: String(line)
                }
            }.joined(separator: "\n")
        try configuration.write(to: home.appendingPathComponent(".yasr.conf"), atomically: true, encoding: .utf8)

        let size = TerminalSize(columns: 80, rows: 24)
        let session = try await TmuxSession(
            arguments: [], columns: size.columns, rows: size.rows, environment: ["HOME": home.path],
            binary: yasr)
        defer { session.close() }
        do {
            // yasr starts its synthesizer and its shell before the game: a busy machine takes a while.
            _ = try await session.waitFor("Score 0", timeout: 20)
        } catch {
            Issue.record("yasr said on standard error: \(session.standardError())")
            throw error
        }
        // The key line, which names plain mode, is sent ahead of the first screen, so it is said first;
        // yasr hands the synthesizer its utterances a little after the screen shows.
        // Output that comes in several reads is said in several utterances: the text said so far is
        // searched, up to the utterance that completes the pointer.
        var firstScreen: [String] = []
        let deadline = ContinuousClock.now + .seconds(8)
        while ContinuousClock.now < deadline, firstScreen.isEmpty {
            var said = ""
            for utterance in Self.utterances((try? String(contentsOf: log, encoding: .utf8)) ?? "") {
                firstScreen.append(utterance)
                said += utterance
                if said.contains("q quit · --plain: speech") { break }
            }
            if !said.contains("q quit · --plain: speech") {
                firstScreen = []
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        #expect(!firstScreen.isEmpty, "the key line names plain mode on the first screen")
        #expect(firstScreen.count <= 6, "plain mode is named among the first things said: \(firstScreen)")

        // A player with a perfect memory, by the keys, reading each face off the screen.
        let pairs = try #require(try GameInTerminalTests.halloween()["pairs"] as? Int)
        let layout = try #require(BoardLayout.fitting(cardCount: 2 * pairs, in: size))
        var cursor = 0
        var flips = 0
        func choose(_ card: Int) async throws -> String {
            for _ in 0..<abs(card - cursor) { try await session.send(card > cursor ? "Right" : "Left") }
            try await session.send("Enter")
            cursor = card
            flips += 1
            let screen = try await session.waitForScreen {
                GameInTerminalTests.numbers(after: "Flips", in: $0).first == flips
            }
            return try #require(GameInTerminalTests.face(of: card, in: layout, screen: screen))
        }
        var player = PerfectMemoryPlayer(cardCount: layout.cardCount)
        try await player.play(turnUp: choose) { _ = try await choose($0) }
        _ = try await session.waitFor("Best")
        try await Task.sleep(for: .milliseconds(500))
        try await session.quitGame()

        let transcript = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let spoken = Self.utterances(transcript)
        #expect(spoken.filter { $0 == "B" }.count <= 1, "ESC ( B is spoken once at most, from ncurses' set-up")
        #expect(!spoken.contains("104"), "no palette reset")
        let header =
            "# yasr 0.6.9 (Emacspeak server protocol) over memorize --theme Halloween --seed 11 at 80x24, "
            + "TERM=xterm-256color, a perfect memory by the keys: \(spoken.count) utterances, "
            + "plain mode named by utterance \(firstScreen.count).\n"
        if ProcessInfo.processInfo.environment["MEMORIZE_RECORD_YASR"] != nil {
            try FileManager.default.createDirectory(
                at: Self.kept.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (header + spoken.map { $0 + "\n" }.joined()).write(to: Self.kept, atomically: true, encoding: .utf8)
        }
        let keptCount = try String(contentsOf: Self.kept, encoding: .utf8).split(separator: "\n").count - 1
        #expect(spoken.count * 5 <= keptCount * 6, "\(spoken.count) utterances, \(keptCount) kept:\n\(header)")
    }
}
