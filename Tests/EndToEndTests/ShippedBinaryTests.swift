import Foundation
import MemorizeTestSupport
import Testing

/// The release binary a player gets, with every setting of the release link (static, the wrapped
/// conversions, the stand-ins, the symbol order), played beside the debug binary, which links none of
/// them: every byte the two write must be the same. A link setting that changes what the game draws or
/// says fails here, in the binary where it acts.
@Suite(
    "The shipped binary plays byte for byte as the debug binary", .enabled(if: Command.isInstalled("swift")))
struct ShippedBinaryTests {
    /// Two pairs, cards 1 and 2 a pair under `--seed 1` (a seed deals the same board for ever).
    static let theme = #"[{ "name": "Pairs", "emojis": ["🐙", "🦊"], "color": "blue" }]"#

    /// The terminals and settings a player may have: three terminfo entries, no colour, no UTF-8.
    static let settings: [[String: String]] = [
        ["TERM": "xterm-256color"], ["TERM": "screen"], ["TERM": "linux"],
        ["TERM": "xterm-256color", "NO_COLOR": "1"], ["TERM": "xterm-256color", "LC_ALL": "C"],
    ]

    /// One scripted session's bytes, and whether the clock ever showed more than 0:00 (a tick is drawn
    /// when it falls, so a session that saw one cannot be compared byte for byte).
    private struct Recording {
        var bytes: [UInt8]
        var clockTicked: Bool
    }

    @Test("a session of moves, help, flips, a match, pause and quit", arguments: settings.indices)
    func scriptedSession(setting: Int) async throws {
        let release = try await ReleaseBuild.binary()
        // A terminal slot once the release build is there, not while it is made.
        await TerminalSlot.slots.acquire(first: true)
        defer { TerminalSlot.slots.release() }
        let debug = try Places.builtExecutable("memorize")
        let environment = Self.settings[setting]
        // A tick of the clock lands in a step only when the flips take a second; try again then.
        for attempt in 1...3 {
            let shipped = try await Self.record(binary: release, environment: environment)
            let built = try await Self.record(binary: debug, environment: environment)
            if shipped.clockTicked || built.clockTicked, attempt < 3 { continue }
            #expect(!shipped.bytes.isEmpty)
            let same = shipped.bytes == built.bytes
            #expect(same, "\(environment): \(Self.firstDifference(shipped.bytes, built.bytes))")
            return
        }
    }

    @Test("a plain-mode game through pipes", arguments: [[:], ["LC_ALL": "C"]])
    func plainGame(environment: [String: String]) async throws {
        let release = try await ReleaseBuild.binary()
        let debug = try Places.builtExecutable("memorize")
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.theme, to: "pairs.json")
        let arguments = ["--plain", "--themes-file", file, "--seed", "1"]
        let input = "1\n2\n3\n4\nq\n"
        let state: [String: String?] = ["XDG_STATE_HOME": directory.url.path]
        let settings = state.merging(environment.mapValues { $0 }) { $1 }
        let shipped = try await Command.run(release, arguments, environment: settings, input: input)
        let built = try await Command.run(debug, arguments, environment: settings, input: input)
        #expect(shipped.status == 0 && built.status == 0, "\(shipped.errors)\(built.errors)")
        #expect(shipped.output.contains("All pairs found!"))
        #expect(shipped.output == built.output)
        #expect(shipped.errors == built.errors)
    }

    /// Where two recordings part, with a little of each from there, as text.
    private static func firstDifference(_ release: [UInt8], _ debug: [UInt8]) -> String {
        let offset =
            zip(release, debug).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(release.count, debug.count)
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[offset..<min(bytes.count, offset + 40)], as: UTF8.self).debugDescription
        }
        return "release \(release.count) bytes, debug \(debug.count); from byte \(offset) the release wrote "
            + "\(excerpt(release)) and the debug build \(excerpt(debug))"
    }

    /// Plays the scripted session in `binary` at 80×24 and returns every byte it wrote to the terminal,
    /// from before its first frame to after it gave the terminal back.
    private static func record(binary: String, environment: [String: String]) async throws -> Recording {
        let session = try await TmuxSession(
            arguments: ["--themes-file", "pairs.json", "--seed", "1"], columns: 80, rows: 24,
            environment: environment,
            prepare: { try Data(theme.utf8).write(to: $0.appendingPathComponent("pairs.json")) },
            // The game starts once the recording has: its first frame is part of what is compared.
            shellCommands: "while [ ! -e go ]; do sleep 0.02; done", binary: binary)
        defer { session.close() }
        try await session.startRecording(to: "session")
        _ = FileManager.default.createFile(atPath: session.directory.appendingPathComponent("go").path, contents: nil)
        var clockTicked = false
        var screen = try await session.waitFor("Score 0")
        // Each key waits for the screen it makes, so the game never reads two keys at once.
        for (key, shows) in [
            ("Right", ""), ("Left", ""), ("?", "help"), ("x", "Score 0"), ("Enter", "Flips 1"), ("Right", ""),
            ("Enter", "Flips 2"), ("p", "aused"),
        ] {
            let before = screen
            try await session.send(key)
            screen = try await session.waitForScreen(timeout: 8, "\(key) to show \(shows)") {
                $0 != before && (shows.isEmpty || $0.contains(shows) || $0.spacesCollapsed.contains(shows))
            }
            if !screen.contains("0:00") && screen.contains("Score") { clockTicked = true }
        }
        try await session.quitGame()
        #expect(try await session.waitForExitStatus() == 0)
        return Recording(bytes: try await session.stopRecording(from: "session"), clockTicked: clockTicked)
    }
}
