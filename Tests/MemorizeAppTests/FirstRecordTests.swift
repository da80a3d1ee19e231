import MemorizeScores
import MemorizeSetup
import MemorizeSystem
import MemorizeTestSupport
import MemorizeViewModel
import Testing

@testable import MemorizeApp

/// The first game of a kind sets its records, and says so; a score below zero is no best to
/// celebrate.
@Suite("A first record, and one below zero")
struct FirstRecordTests {
    private func keeper(in directory: TemporaryDirectory) -> StoredScores {
        var system = SystemAccess.live
        let state = directory.path
        system.environment = { $0 == "XDG_STATE_HOME" ? state : nil }
        return StoredScores(system: system)
    }

    private func game(score: Int, flips: Int = 12) -> FinishedGame {
        FinishedGame(
            variantName: "Matchismo", ruleSet: .matchismo(cards: 12), timed: false, cards: 12, score: score,
            flips: flips, seconds: 40)
    }

    @Test("the first game of its kind is a new best in every record")
    func firstGameIsANewBest() throws {
        let directory = try TemporaryDirectory()
        let scores = keeper(in: directory)
        #expect(scores.record(game(score: 5)).newRecords == [.score, .flips, .time])
        #expect(scores.record(game(score: 3, flips: 14)).newRecords.isEmpty, "the second beats nothing")
    }

    @Test("a first score below zero is kept, but not called a new best score")
    func belowZeroIsNoNewBestScore() throws {
        let directory = try TemporaryDirectory()
        let recorded = keeper(in: directory).record(game(score: -13))
        #expect(recorded.newRecords == [.flips, .time])
        #expect(recorded.keptBestScore == -13)
    }

    @Test("the first visit is kept in the state directory: the help is offered once")
    func firstVisitOnce() throws {
        let directory = try TemporaryDirectory()
        #expect(keeper(in: directory).isFirstVisit())
        #expect(keeper(in: directory).isFirstVisit(), "asking marks nothing: the first card does")
        keeper(in: directory).markVisited()
        #expect(!keeper(in: directory).isFirstVisit(), "a later run, with the marker left")
        var nowhere = SystemAccess.live
        nowhere.environment = { _ in nil }
        #expect(!StoredScores(system: nowhere).isFirstVisit(), "with no state directory, never offered")
    }
}

/// Plain mode names nobody to move once a game of several is over, as the grid marks nobody.
@Suite("Plain mode after the end")
struct PlainTurnAfterTheEndTests {
    @Test("s says the standings, and no turn, once the game is over")
    func noTurnAfterTheEnd() {
        let players = [
            PlayerStanding(name: "Ann", score: 4, pairs: 2), PlayerStanding(name: "Bob", score: 2, pairs: 1),
        ]
        var status = StatusLine(
            themeName: "Animals", score: 6, flips: 8, elapsedSeconds: 30, players: players, currentPlayer: 1)
        var screen = GameScreen(
            mode: .playing, cards: [], cursor: 0, status: status, cardBack: [.blue], players: players, currentPlayer: 1)
        #expect(PlainLines.score(screen).hasPrefix("Bob's turn. "))
        status.currentPlayer = players.count
        screen.status = status
        screen.mode = .gameOver
        #expect(!PlainLines.score(screen).contains("turn"), "\(PlainLines.score(screen))")
    }
}

/// Plain mode names the daily by its number too, as the status line does.
@Suite("Plain mode's daily opening")
struct PlainDailyOpeningTests {
    @Test("the opening says the daily's number before its date")
    func numberFirst() {
        let status = StatusLine(themeName: "Food", score: 0, flips: 0, elapsedSeconds: 0, daily: "Daily #17")
        let screen = GameScreen(
            mode: .playing, cards: Array(repeating: .faceDown, count: 4), cursor: 0, status: status, cardBack: [.blue],
            daily: "2026-12-01")
        #expect(
            PlainLines.opening(screen, columns: 2, detail: .brief).first?.hasPrefix("Daily #17, December 1, 2026, Food")
                == true)
        #expect(
            PlainLines.opening(screen, columns: 2, detail: .full).first?.hasPrefix(
                "Memorize daily #17, December 1, 2026, Food") == true)
    }
}
