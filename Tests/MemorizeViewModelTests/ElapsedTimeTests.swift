import MemorizeThemes
import MemorizeViewModel
import Testing

@Suite struct ElapsedTimeTests {
    @Test func theClockWaitsForTheFirstChoice() {
        let (game, clock) = makeGame()
        clock.advance(by: .seconds(30))
        game.send(.clockTicked(now: clock.now))
        game.send(.pressed(.right))
        #expect(!game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 0)
    }

    @Test func theClockCountsWholeSecondsFromTheFirstChoice() {
        let (game, clock) = makeGame()
        clock.advance(by: .seconds(5))
        game.send(.clicked(.card(0)))
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
        game.send(.clicked(.card(0)))
        clock.advance(by: .seconds(4))
        game.send(.clicked(.card(1)))
        #expect(game.screen.status.elapsedSeconds == 4)
    }

    @Test func theStatusChangesOnlyWhenTheClockIsTicked() {
        let (game, clock) = makeGame()
        game.send(.clicked(.card(0)))
        clock.advance(by: .seconds(7))
        #expect(game.screen.status.elapsedSeconds == 0)
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 7)
    }

    @Test func theClockStopsBehindHelpThePickerAPauseAndAQuestion() {
        let (game, clock) = makeGame()
        game.send(.clicked(.card(0)))
        clock.advance(by: .seconds(1))
        game.send(.pressed(.character("?")))
        #expect(!game.isClockRunning)
        #expect(game.nextDeadline == nil, "nothing to wake for while the clock is stopped")
        clock.advance(by: .seconds(30))
        game.send(.pressed(.character("?")))
        #expect(game.isClockRunning)
        clock.advance(by: .seconds(1))
        game.send(.pressed(.character("t")))
        clock.advance(by: .seconds(40))
        game.send(.pressed(.escape))
        game.send(.pressed(.character("p")))
        #expect(game.screen.mode == .paused)
        #expect(sides(game.screen).allSatisfy { $0 == .faceDown }, "a paused board hides its faces")
        clock.advance(by: .seconds(50))
        game.send(.pressed(.character("q")))
        #expect(game.screen.mode == .confirm(question: "Quit this game? y/N"))
        clock.advance(by: .seconds(60))
        game.send(.pressed(.character("n")))
        #expect(game.screen.mode == .paused, "no goes back to the pause")
        game.send(.pressed(.character("p")))
        clock.advance(by: .seconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 3)
        #expect(game.screen.cards[0].side == .faceUp)
    }

    @Test func aSuspensionIsLeftOutOfTheTime() {
        let (game, clock) = makeGame()
        game.send(.clicked(.card(0)))
        clock.advance(by: .seconds(2))
        game.send(.clockTicked(now: clock.now))
        clock.advance(by: .seconds(600))
        game.send(.pressed(.resumed(after: .seconds(600))))
        clock.advance(by: .seconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 3)
    }

    @Test func theClockStopsWhenTheGameIsOver() {
        let (game, clock) = makeGame()
        game.send(.clicked(.card(0)))
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
        game.send(.clicked(.card(0)))
        game.send(.pressed(.character("q")))
        #expect(!game.isClockRunning)
        clock.advance(by: .seconds(9))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 0)
    }

    @Test func aNewGameResetsTheClock() {
        let (game, clock) = makeGame()
        game.send(.clicked(.card(0)))
        clock.advance(by: .seconds(12))
        game.send(.clockTicked(now: clock.now))
        game.send(.pressed(.character("n")))
        game.send(.pressed(.character("y")))
        #expect(!game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 0)

        clock.advance(by: .seconds(20))
        game.send(.clicked(.card(0)))
        clock.advance(by: .seconds(2))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.elapsedSeconds == 2)
    }

    @Test func pickingAThemeResetsTheClock() {
        let (game, clock) = makeGame()
        game.send(.clicked(.card(0)))
        clock.advance(by: .seconds(12))
        game.send(.clockTicked(now: clock.now))
        game.pickThemeThroughPicker(1)
        game.send(.pressed(.character("y")))
        #expect(!game.isClockRunning)
        #expect(game.screen.status.elapsedSeconds == 0)
    }
}
