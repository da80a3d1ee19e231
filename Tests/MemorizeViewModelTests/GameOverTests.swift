import MemorizeThemes
import MemorizeViewModel
import Testing

@Suite struct GameOverTests {
    @Test func matchingEveryPairEndsTheGameWithASummary() {
        let (game, clock) = makeGame()
        game.chooseCard(at: 0)
        clock.advance(by: .seconds(17))
        playPerfectly(game)
        let screen = game.screen
        #expect(screen.mode == .gameOver)
        // The whole board shows its faces: the last pair marked as just found, the others finished.
        #expect(sides(screen).filter { $0 == .justMatched }.count == 2)
        #expect(sides(screen).filter { $0 == .matched }.count == 4)
        #expect(screen.summary == GameSummary(score: 6, flips: 6, elapsedSeconds: 17, bestScore: 6))
        #expect(
            screen.status
                == StatusLine(
                    themeName: "Animals", score: 6, flips: 6, elapsedSeconds: 17, pairsFound: 3, pairsTotal: 3))
    }

    @Test func theGameIsNotOverOneMatchShort() {
        let (game, _) = makeGame(theme: Fixtures.sports)
        let (first, second) = matchingPair(in: game.screen)
        game.chooseCard(at: first)
        game.chooseCard(at: second)
        #expect(game.screen.mode == .playing)
        #expect(game.screen.summary == nil)
        #expect(game.isClockRunning)
    }

    @Test func aFinishedGameTakesNoMoreChoices() {
        let (game, _) = makeGame()
        playPerfectly(game)
        let before = game.screen
        game.moveCursor(.left)
        game.chooseCard(at: 0)
        game.toggleHelp()
        #expect(game.screen.mode == .help)
        game.toggleHelp()
        #expect(game.screen == before)
    }

    @Test func aWorseSecondGameKeepsTheFirstBest() {
        let (game, _) = makeGame()
        playPerfectly(game)
        #expect(game.screen.summary?.bestScore == 6)
        game.pickTheme(at: 0)
        #expect(game.screen.summary == nil)
        playWithPenalty(game)
        #expect(game.screen.summary == GameSummary(score: 5, flips: 10, elapsedSeconds: 0, bestScore: 6))
    }

    @Test func aBetterSecondGameRaisesTheBest() {
        let (game, _) = makeGame()
        playWithPenalty(game)
        #expect(game.screen.summary == GameSummary(score: 5, flips: 10, elapsedSeconds: 0, bestScore: 5))
        game.pickTheme(at: 0)
        playPerfectly(game)
        #expect(game.screen.summary == GameSummary(score: 6, flips: 6, elapsedSeconds: 0, bestScore: 6))
    }

    @Test func eachThemeKeepsItsOwnBest() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.pickTheme(at: 2)
        playWithPenalty(game)
        #expect(game.screen.summary == GameSummary(score: 3, flips: 8, elapsedSeconds: 0, bestScore: 3))
    }

    @Test func newGameLeavesTheSummary() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.newGame()
        #expect(game.screen.mode == .playing)
        #expect(game.screen.summary == nil)
        #expect(game.screen.status.flips == 0)
    }
}
