import Foundation
import MemorizeTestSupport
import Testing

/// The daily deal from the built binary: the same board in two processes, another the next day.
@Suite("The daily deal from the binary")
struct DailyBinaryTests {
    /// The opening line and every face, from turning all the cards in order.
    static func board(_ date: String, _ extra: [String] = []) async throws -> [String] {
        // Full lines: each face's picture, to compare with the pinned board.
        let player = try PlainPlayer(["--daily", date] + extra, plain: "--plain=full")
        let count = try #require(PlainPlayer.cardCount(in: try await player.play([])))
        let lines = try await player.play((1...count).map(String.init))
        return [lines[0]] + lines.filter { $0.hasPrefix("Card ") }
    }

    @Test("two processes deal the same board on the same day, and the next day another")
    func sameBoard() async throws {
        let first = try await Self.board("2026-12-01")
        let second = try await Self.board("2026-12-01")
        #expect(first == second)
        // A day before the catalog's first has no number: its date alone.
        #expect(first[0].hasPrefix("Memorize daily December 1, 2026, Food: 20 cards in 4 rows of 5"))
        #expect(first.count == 21)
        let next = try await Self.board("2026-12-02")
        #expect(next != first)
        #expect(next[0].hasPrefix("Memorize daily #") && next[0].contains(", December 2, 2026, "))
    }

    // A day that has come (a day after today is refused), pinned as DailyDealTests pins it.
    @Test("the board is the one pinned for the date: faces in order")
    func pinned() async throws {
        let board = try await Self.board("2026-12-02")
        #expect(board[0].hasPrefix("Memorize daily #") && board[0].contains(", December 2, 2026, Sports: 20 cards"))
        let faces = board.dropFirst().map {
            String($0.unicodeScalars.split(separator: " ").last.map { String(String.UnicodeScalarView($0)) } ?? "")
        }
        #expect(
            faces == [
                "🎱", "⚽", "🥊", "🏓", "🏈", "🏐", "🏐", "🏉", "🎾", "🏀", "🎱", "🏓", "🏈", "🥊", "⚽", "🏉", "⚾", "🏀", "⚾", "🎾",
            ])
    }

    @Test("a finished daily game says its day, gives a line to share, and counts in --stats")
    func finished() async throws {
        // Today's own daily: only it, played today, counts (a past day's is practice).
        let today = Self.utcToday()
        // A scout learns the board with scores of its own: leaving a daily under way, even by the end of
        // input, uses up that day's try.
        let scout = try PlainPlayer(["--daily", today])
        let turnAll = (1...20).map(String.init)
        let explored = try await scout.play(turnAll)
        let seen = PlainPlayer.faces(in: explored)
        let scoutStats = try await ChildProcess.run(
            Places.builtExecutable("memorize"), ["--stats"],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": scout.directory.path,
                "XDG_STATE_HOME": scout.directory.url.appendingPathComponent("state").path,
            ])
        #expect(
            scoutStats.outputText.hasPrefix("Games played alone: 1, cleared: 0.\nDaily games: 1 day;"),
            "\(scoutStats.outputText)"
        )
        let player = try PlainPlayer(["--daily", today])
        // Turning the cards in order matches any pair that lies side by side at once: the flips depend
        // on the day's board.
        let matching = PlainPlayer.pairsToMatch(seen: seen, after: explored)
        let lines = try await player.play(turnAll + matching + ["share"])
        #expect(lines[0].hasPrefix("Daily "), "the opening names the day: \(lines[0])")
        let share = try #require(lines.first { $0.hasPrefix("To share: ") }, "share says the line to share")
        #expect(share.hasPrefix("To share: Memorize #"))
        #expect(
            share.hasSuffix(" · 20/20 · \(turnAll.count + matching.count) flips (min 20) · 0:00"),
            "every pair at first sight: \(share)")
        #expect(!lines.contains { $0.hasPrefix("Practice") })
        // The same day again is practice: it says so, and changes neither the day's result nor the streak.
        let again = try await player.play(turnAll + PlainPlayer.pairsToMatch(seen: seen, after: explored) + ["share"])
        #expect(again.contains("Practice: this day's daily was played, and its first try counts."))
        #expect(again.contains { $0.hasPrefix("To share: Memorize #") && $0.contains(" (practice) · ") })
        let stats = try await ChildProcess.run(
            Places.builtExecutable("memorize"), ["--stats"],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": player.directory.path,
                "XDG_STATE_HOME": player.directory.url.appendingPathComponent("state").path,
            ])
        #expect(
            stats.outputText.hasPrefix(
                "Games played alone: 1, cleared: 1.\nDaily games: 1 day; current streak 1 day, longest 1 day.\n"
                    + "Daily flips over the fewest possible: 1 day "))
    }

    // Issue 42: plain mode's wait had no signal source, so Ctrl-C or any signal ended a daily without
    // filing it, and a bad start could be tried again.
    @Test("a plain daily sent SIGTERM after its first cards is the day's try, and the day again is practice")
    func signalled() async throws {
        let player = try PlainPlayer(["--daily", Self.utcToday()])
        let run = try await player.shell(
            """
            mkfifo in
            eval "exec $GAME" < in > out 2> err &
            game=$!
            exec 3> in
            printf '1\\n2\\n' >&3
            tries=0
            until grep -q '^Card 2: ' out; do
                tries=$((tries + 1))
                if [ "$tries" -gt 600 ]; then kill -KILL "$game"; echo "no second card"; exit 3; fi
                sleep 0.05
            done
            kill -TERM "$game"
            wait "$game"
            echo "status $?"
            exec 3>&-
            """)
        #expect(run.outputText == "status \(128 + SIGTERM)\n", "\(run.outputText)\(run.errorText)")
        let directory = player.directory.url
        let errors = try String(contentsOf: directory.appendingPathComponent("err"), encoding: .utf8)
        #expect(errors == "")
        // Filed at the first card, and brought up to the second by the end the signal asked for.
        let scores = try String(
            contentsOf: directory.appendingPathComponent("state/memorize/scores.json"), encoding: .utf8)
        #expect(scores.contains(#""daily": "\#(Self.utcToday())""#), "\(scores)")
        #expect(scores.contains(#""fewestFlips": { "flips": 2,"#), "\(scores)")
        #expect(scores.contains(#""wins": 0"#), "\(scores)")
        let turnAll = (1...20).map(String.init)
        let explored = try await player.play(turnAll)
        let again = try await player.play(
            turnAll + PlainPlayer.pairsToMatch(seen: PlainPlayer.faces(in: explored), after: explored))
        #expect(again.contains("Practice: this day's daily was played, and its first try counts."), "\(again)")
        #expect(
            try String(contentsOf: directory.appendingPathComponent("state/memorize/scores.json"), encoding: .utf8)
                == scores, "practice changes nothing")
    }

    /// Today in UTC, `YYYY-MM-DD`, as the game reads it.
    static func utcToday() -> String {
        var time = Glibc.time(nil)
        var parts = tm()
        gmtime_r(&time, &parts)
        return String(format: "%04d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }
}
