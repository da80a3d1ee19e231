import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
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
        #expect(
            screen.summary
                == GameSummary(
                    score: 6, flips: 6, elapsedSeconds: 17, bestScore: 6, seed: game.session.dealSeed))
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
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 5, flips: 10, elapsedSeconds: 0, bestScore: 6, seed: game.session.dealSeed))
    }

    @Test func aBetterSecondGameRaisesTheBest() {
        let (game, _) = makeGame()
        playWithPenalty(game)
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 5, flips: 10, elapsedSeconds: 0, bestScore: 5, seed: game.session.dealSeed))
        game.pickTheme(at: 0)
        playPerfectly(game)
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 6, flips: 6, elapsedSeconds: 0, bestScore: 6, seed: game.session.dealSeed))
    }

    @Test func eachThemeKeepsItsOwnBest() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.pickTheme(at: 2)
        playWithPenalty(game)
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 3, flips: 8, elapsedSeconds: 0, bestScore: 3, seed: game.session.dealSeed))
    }

    @Test func newGameLeavesTheSummary() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.newGame()
        #expect(game.screen.mode == .playing)
        #expect(game.screen.summary == nil)
        #expect(game.screen.status.flips == 0)
    }

    @Test func enterOnTheSummaryReplaysTheSameThemeWithANewDeal() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        playPerfectly(game)
        let firstSeed = game.session.dealSeed
        game.handle(.enter)
        #expect(game.screen.mode == .playing)
        #expect(game.theme == Fixtures.fruit)
        #expect(game.session.dealSeed != firstSeed)
        #expect(game.screen.status.flips == 0)
    }

    @Test func theSeedTheSummaryShowsDealsThatBoardAgain() throws {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.handle(.enter)  // a second deal, from a seed the run drew
        let faces = game.screen.cards.map(\.face)
        playPerfectly(game)
        let seed = try #require(game.screen.summary?.seed)
        let again = GameViewModel(
            themes: Fixtures.themes, theme: Fixtures.animals, generator: SplitMix64(seed: 1), firstSeed: seed,
            clock: TestClock())
        #expect(again.screen.cards.map(\.face) == faces)
    }
}

/// A score keeper that remembers what it was given and answers as told.
final class RecordingScoreKeeper: ScoreKeeper {
    var games: [FinishedGame] = []
    let answer: RecordedGame

    init(answer: RecordedGame) {
        self.answer = answer
    }

    func record(_ game: FinishedGame) -> RecordedGame {
        games.append(game)
        return answer
    }
}

@Suite struct KeptScoresTests {
    @Test func aFinishedGameIsRecordedOnceAndItsNewRecordsShowInTheSummary() {
        let (game, clock) = makeGame()
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [.score, .time]))
        game.scoreKeeper = keeper
        game.chooseCard(at: 0)
        clock.advance(by: .seconds(9))
        playPerfectly(game)
        #expect(
            keeper.games == [
                FinishedGame(
                    variantName: "Animals", mode: "memorize", timed: false, cards: 6, score: game.session.score,
                    flips: game.session.flipCount, seconds: 9)
            ])
        #expect(game.screen.summary?.newRecords == [.score, .time])
        game.handle(.character("t"))
        game.handle(.escape)
        #expect(keeper.games.count == 1, "looking around after the game records nothing more")
        game.handle(.enter)
        #expect(game.screen.summary == nil)
        #expect(game.newRecords.isEmpty)
    }

    @Test func aScoreFileProblemIsANoticeAndTheGameGoesOn() {
        let (game, _) = makeGame()
        game.scoreKeeper = RecordingScoreKeeper(
            answer: RecordedGame(newRecords: [], notice: "memorize: cannot keep scores: read-only"))
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(game.screen.notice == "memorize: cannot keep scores: read-only")
    }

    @Test func withAnimationsAMatchFlashesBrieflyAndTheFlipEnds() {
        let (game, clock) = makeGame()
        game.animates = true
        let (first, second) = matchingPair(in: game.screen)
        game.chooseCard(at: first)
        #expect(game.screen.cards[first].flip == .narrowBack)
        game.chooseCard(at: second)
        #expect(game.screen.cards[first].flashes && game.screen.cards[second].flashes)
        #expect(game.screen.cards[second].flip == .narrowBack)
        clock.advance(by: .milliseconds(120))
        game.tick(now: clock.now)
        #expect(game.screen.cards[second].flip == .narrowFace)
        clock.advance(by: .milliseconds(200))
        game.tick(now: clock.now)
        #expect(game.screen.cards.allSatisfy { $0.flip == nil && !$0.flashes })
        #expect(game.screen.cards[second].side == .justMatched, "the final state was there all along")
    }
}
