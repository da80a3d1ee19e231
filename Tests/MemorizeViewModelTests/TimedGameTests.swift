import MemorizeTestSupport
import MemorizeViewModel
import MemoryGame
import Testing

/// Timed bonus scoring through the view model: multiplied points, the bar, and its deadlines.
@Suite struct TimedGameTests {
    private func makeTimed() -> (GameViewModel, TestClock) {
        let clock = TestClock()
        let variant = TimedVariant(ThemeVariant(Fixtures.animals))
        let game = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 2), clock: clock)
        return (game, clock)
    }

    @Test func aMatchThreeSecondsAfterThePreviousChoiceScoresSevenTimesTwo() throws {
        let (game, clock) = makeTimed()
        let (first, second) = matchingPair(in: game.screen)
        game.chooseCard(at: first)
        clock.advance(by: .milliseconds(3_400))
        game.chooseCard(at: second)
        #expect(game.screen.status.score == 14)
        #expect(game.screen.message?.text == "Match! +14")
    }

    @Test func theWaitingCardShowsItsBonusShrinkingAndTheLoopWakesEveryTenth() {
        let (game, clock) = makeTimed()
        #expect(game.nextDeadline == nil)
        game.chooseCard(at: 0)
        #expect(game.screen.cards[0].bonus == 1)
        #expect(game.nextDeadline == clock.now + .milliseconds(100))
        clock.advance(by: .milliseconds(2_500))
        game.tick(now: clock.now)
        #expect(game.screen.cards[0].bonus == 0.75)
        #expect(game.screen.cards.filter { $0.bonus != nil }.count == 1)
        clock.advance(by: .seconds(20))
        game.tick(now: clock.now)
        #expect(game.screen.cards[0].bonus == 0, "an empty bar once the window has passed")
        #expect(game.nextDeadline == clock.now.roundedUpToNextSecond(from: .seconds(100)), "then only the clock")
    }

    @Test func timedGamesSayTheyWereTimedAndFileTheirScoresApart() {
        let (game, _) = makeTimed()
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        game.scoreKeeper = keeper
        playPerfectly(game)
        #expect(game.screen.summary?.headline == "All pairs found! (timed)")
        #expect(keeper.games.first?.timed == true)
        #expect(game.screen.cards.allSatisfy { $0.bonus == nil })
    }

    @Test func aPauseCostsNoBonus() throws {
        let (game, clock) = makeTimed()
        let (first, second) = matchingPair(in: game.screen)
        game.chooseCard(at: first)
        clock.advance(by: .seconds(1))
        game.pause()
        clock.advance(by: .seconds(60))
        game.resume()
        #expect(game.screen.cards[first].bonus == 0.9, "the bar did not run during the pause")
        clock.advance(by: .milliseconds(500))
        game.chooseCard(at: second)
        #expect(game.screen.status.score == 18, "1.5 s of play: ×9")
    }
}

extension Duration {
    /// The first whole second after `origin` that is later than this instant.
    fileprivate func roundedUpToNextSecond(from origin: Duration) -> Duration {
        origin + .seconds((self - origin).components.seconds + 1)
    }
}
