import MemorizeTestSupport
import MemorizeThemes
import Testing

@testable import MemorizeViewModel

@Suite struct ElapsedTimeTests {
    @Test func theClockWaitsForTheFirstChoice() {
        let (game, clock) = makeGame()
        clock.advance(by: .seconds(30))
        game.send(.clockTicked(now: clock.now))
        game.press(.right)
        #expect(!game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 0)
    }

    @Test func theClockCountsWholeSecondsFromTheFirstChoice() {
        let (game, clock) = makeGame()
        clock.advance(by: .seconds(5))
        game.click(.card(0))
        #expect(game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 0)

        clock.advance(by: .milliseconds(999))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 0)
        clock.advance(by: .milliseconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 1)
        clock.advance(by: .milliseconds(1_900))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 2)
        clock.advance(by: .seconds(60))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 62)
    }

    @Test func aChoiceAlsoReadsTheClock() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(4))
        game.click(.card(1))
        #expect(game.screen.status.elapsedSeconds == 4)
    }

    @Test func theStatusChangesOnlyWhenTheClockIsTicked() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(7))
        #expect(game.screen.status.elapsedSeconds == 0)
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 7)
    }

    @Test func theClockStopsBehindHelpThePickerAPauseAndAQuestion() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(1))
        game.press(.character("?"))
        #expect(!game.isClockRunning)
        #expect(game.nextDeadline == nil, "nothing to wake for while the clock is stopped")
        clock.advance(by: .seconds(30))
        game.press(.character("?"))
        #expect(game.isClockRunning)
        clock.advance(by: .seconds(1))
        game.press(.character("t"))
        clock.advance(by: .seconds(40))
        game.press(.escape)
        game.press(.character("p"))
        #expect(game.screen.mode == .paused)
        #expect(sides(game.screen).allSatisfy { $0 == .faceDown }, "a paused board hides its faces")
        clock.advance(by: .seconds(50))
        game.press(.character("q"))
        #expect(game.screen.mode == .confirm(question: "Quit this game? y/N"))
        clock.advance(by: .seconds(60))
        game.press(.character("n"))
        #expect(game.screen.mode == .paused, "no goes back to the pause")
        game.press(.character("p"))
        clock.advance(by: .seconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 3)
        #expect(game.screen.cards[0].side == .faceUp)
    }

    @Test func aSuspensionIsLeftOutOfTheTime() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(2))
        game.send(.clockTicked(now: clock.now))
        clock.advance(by: .seconds(600))
        game.send(.resumed(after: .seconds(600)))
        clock.advance(by: .seconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 3)
    }

    @Test func theClockStopsWhenTheGameIsOver() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(41))
        playPerfectly(game)
        #expect(!game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 41)
        #expect(game.screen.summary?.elapsedSeconds == 41)

        clock.advance(by: .seconds(100))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 41)
        #expect(game.screen.summary?.elapsedSeconds == 41)
    }

    @Test func theClockStopsWhenThePlayerQuits() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        game.press(.character("q"))
        #expect(!game.isClockRunning)
        clock.advance(by: .seconds(9))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 0)
    }

    @Test func aNewGameResetsTheClock() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(12))
        game.send(.clockTicked(now: clock.now))
        game.press(.character("n"))
        game.press(.character("y"))
        #expect(!game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 0)

        clock.advance(by: .seconds(20))
        game.click(.card(0))
        clock.advance(by: .seconds(2))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 2)
    }

    @Test func pickingAThemeResetsTheClock() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(12))
        game.send(.clockTicked(now: clock.now))
        game.pickThemeThroughPicker(1)
        game.press(.character("y"))
        #expect(!game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 0)
    }
}
