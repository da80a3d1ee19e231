import MemorizeTestSupport
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Timed bonus scoring through the view model: multiplied points, the bar, and its deadlines.
@Suite struct TimedGameTests {
    private func makeTimed(settings: GameViewModel.Settings = GameViewModel.Settings()) -> (GameViewModel, TestClock) {
        let clock = TestClock()
        let variant = RecordingVariant(TimedVariant(ThemeVariant(Fixtures.animals)))
        let game = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 2), clock: clock, settings: settings)
        return (game, clock)
    }

    @Test func aMatchThreeSecondsAfterThePreviousChoiceScoresSevenTimesTwo() throws {
        let (game, clock) = makeTimed()
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        clock.advance(by: .milliseconds(3_400))
        game.click(.card(second))
        #expect(game.screen.status.score == 14)
        #expect(game.screen.message?.text == "Match! +14 (2 ×7)")
    }

    @Test func aSpeechGraceLeavesOutTheTimeToHearTheCardAndNoMore() throws {
        let grace = GameViewModel.Settings(policy: PresenterPolicy(bonusGrace: .seconds(2)))
        let (game, clock) = makeTimed(settings: grace)
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        clock.advance(by: .milliseconds(3_400))
        game.click(.card(second))
        // 3.4 s less the 2 s grace: 1 s, so 10 − 1 = 9, where the grid's 3 s make 7.
        #expect(game.screen.message?.text == "Match! +18 (2 ×9)")
        #expect(game.screen.status.elapsedSeconds == 3, "the clock shown is the clock: the grace is only for the bonus")
        // A choice within the grace keeps the whole bonus; the grace never adds time back.
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (quick, quickClock) = makeTimed(
            settings: GameViewModel.Settings(scoreKeeper: keeper, policy: PresenterPolicy(bonusGrace: .seconds(2))))
        let pair = matchingPair(in: quick)
        quick.click(.card(pair.0))
        quickClock.advance(by: .milliseconds(500))
        quick.click(.card(pair.1))
        #expect(quick.screen.message?.text == "Match! +20 (2 ×10)")
        playPerfectly(quick)
        #expect(keeper.games.first?.plain == true, "a timed game with a grace is filed apart")
    }

    @Test func withoutAGraceATimedGameIsFiledWithTheGrids() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (game, _) = makeTimed(settings: GameViewModel.Settings(scoreKeeper: keeper))
        playPerfectly(game)
        #expect(keeper.games.first?.plain == false)
    }

    @Test func theWaitingCardShowsItsBonusShrinkingAndTheLoopWakesEveryTenth() {
        let (game, clock) = makeTimed()
        #expect(game.nextDeadline == nil)
        game.click(.card(0))
        #expect(game.screen.cards[0].bonus == 1)
        #expect(game.nextDeadline == clock.now + .milliseconds(100))
        clock.advance(by: .milliseconds(2_500))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.cards[0].bonus == 0.75)
        #expect(game.screen.cards.filter { $0.bonus != nil }.count == 1)
        clock.advance(by: .seconds(20))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.cards[0].bonus == 0, "an empty bar once the window has passed")
        #expect(game.nextDeadline == clock.now.roundedUpToNextSecond(from: .seconds(100)), "then only the clock")
    }

    @Test func timedGamesSayTheyWereTimedAndFileTheirScoresApart() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (game, _) = makeTimed(settings: GameViewModel.Settings(scoreKeeper: keeper))
        playPerfectly(game)
        #expect(game.screen.summary?.headline == "All pairs found! (timed)")
        #expect(keeper.games.first?.timed == true)
        #expect(game.screen.cards.allSatisfy { $0.bonus == nil })
    }

    @Test func aPauseCostsNoBonus() throws {
        let (game, clock) = makeTimed()
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        clock.advance(by: .seconds(1))
        game.press(.character("p"))
        clock.advance(by: .seconds(60))
        game.press(.character("p"))
        #expect(game.screen.cards[first].bonus == 0.9, "the bar did not run during the pause")
        clock.advance(by: .milliseconds(500))
        game.click(.card(second))
        #expect(game.screen.status.score == 18, "1.5 s of play: ×9")
    }
}

extension Duration {
    /// The first whole second after `origin` that is later than this instant.
    fileprivate func roundedUpToNextSecond(from origin: Duration) -> Duration {
        origin + .seconds((self - origin).components.seconds + 1)
    }
}
