import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Everything on screen explained (issue 43): what the help says the best is, and who the status line
/// marks once a game is over.
@Suite struct ExplainedTests {
    @Test func theHelpSaysTheBestIsWithoutForgettingACardNotWithoutAMismatch() {
        let (game, _) = makeGame()
        let help = game.screen.scoringHelp.joined(separator: "\n")
        #expect(help.contains("Best possible here: 6 (3 pairs, without forgetting a card)."))
        #expect(!help.contains("no mismatch"), "a mismatch of cards never seen costs nothing")
    }

    @Test func noSeatIsMarkedToMoveOnceTheGameIsOver() {
        let (game, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
        #expect(game.screen.status.currentPlayer == 0)
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(!game.screen.status.players.indices.contains(game.screen.status.currentPlayer))
    }
}

/// The daily explained: which daily it is, that a repeat is practice before it starts, and what `c` did.
@Suite struct DailyExplainedTests {
    private func daily(played: Bool = false, dealtOn: String? = "2026-12-01") -> GameViewModel {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        if played { keeper.playedDays = ["2026-12-01"] }
        return makeGame(
            settings: GameViewModel.Settings(
                scoreKeeper: keeper, daily: "2026-12-01", dailyNumber: 17, dailyDealtOn: dealtOn)
        ).0
    }

    @Test func theStatusLineNamesTheDaily() {
        #expect(daily().screen.status.daily == "Daily #17")
        #expect(makeGame().0.screen.status.daily == nil)
    }

    @Test func aRepeatOfTheDaySaysItIsPracticeBeforeItsFirstCard() {
        let repeated = daily(played: true)
        #expect(repeated.screen.notice == "This day's daily was played: this is practice")
        #expect(
            repeated.events.contains(.notice("This day's daily was played: this is practice")), "plain mode says it")
        #expect(daily().screen.notice == nil, "the day's first try says nothing")
        #expect(daily(dealtOn: "2026-12-05").screen.notice == "A past day's daily: this is practice")
    }

    @Test func cSaysItCopiedAndAnOrdinaryGameSaysWhyNot() {
        let game = daily()
        playPerfectly(game)
        #expect(game.screen.summary?.copied == nil)
        game.press(.character("c"))
        #expect(game.screen.summary?.copied?.hasPrefix("Copied") == true)
        let (ordinary, _) = makeGame()
        playPerfectly(ordinary)
        ordinary.press(.character("c"))
        #expect(ordinary.screen.notice == "Nothing to copy: only a daily has lines to share")
    }

    @Test func theSquaresHaveALegend() {
        #expect(DailyShare.legend(unicode: true) == "🟩 match · ⬜ miss, both new · 🟥 miss, a card seen")
        #expect(DailyShare.legend(unicode: false) == "M match - - miss, both new - X miss, a card seen")
    }
}
