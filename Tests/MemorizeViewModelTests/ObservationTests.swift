import MemorizeThemes
import MemorizeViewModel
import ScreenKit
import Testing

/// Observers of the screen hear of every change an action makes, and of nothing else.
@Suite struct ObservationTests {
    @Test func choosingACardNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.send(.clicked(.card(2))) })
    }

    @Test func movingTheCursorNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.send(.pressed(.right)) })
    }

    @Test func movingAgainstAnEdgeDoesNotNotify() {
        let (game, _) = makeGame()
        #expect(!screenChanges(game) { game.send(.pressed(.left)) })
        #expect(!screenChanges(game) { game.send(.pressed(.up)) })
    }

    @Test func choosingAFaceUpCardAgainSaysWhyAgainButChoosingOffTheBoardSaysNothing() {
        let (game, _) = makeGame()
        game.send(.clicked(.card(2)))
        #expect(screenChanges(game) { game.send(.pressed(.enter)) }, "the first time, a message says why")
        // Plain mode answers every line typed, so the same message again is a new message.
        #expect(screenChanges(game) { game.send(.pressed(.enter)) }, "the second time too")
        #expect(!screenChanges(game) { game.send(.clicked(.card(99))) }, "a card off the board says nothing")
    }

    @Test func anUnboundKeyDoesNotNotify() {
        let (game, _) = makeGame()
        #expect(!screenChanges(game) { game.send(.pressed(.character("x"))) })
        #expect(!screenChanges(game) { game.send(.pressed(.resize(TerminalSize(columns: 80, rows: 24)))) })
    }

    @Test func anIntentThatClearsTheNoticeNotifiesEvenAgainstAnEdge() {
        let (game, _) = makeGame(theme: Fixtures.mystery)
        #expect(screenChanges(game) { game.send(.pressed(.left)) })
        #expect(!screenChanges(game) { game.send(.pressed(.left)) })
    }

    @Test func everyScreenIntentNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.send(.pressed(.character("?"))) })
        #expect(screenChanges(game) { game.send(.pressed(.character("?"))) })
        #expect(screenChanges(game) { game.send(.pressed(.character("t"))) })
        #expect(screenChanges(game) { game.send(.pressed(.down)) })
        #expect(screenChanges(game) { game.send(.pressed(.escape)) })
        #expect(screenChanges(game) { game.pickThemeThroughPicker(1) })
        #expect(screenChanges(game) { game.send(.pressed(.character("n"))) })
        #expect(screenChanges(game) { game.send(.pressed(.right)) })
    }

    @Test func aClockTickNotifiesOnlyWhenTheSecondsChange() {
        let (game, clock) = makeGame()
        game.send(.clicked(.card(0)))
        clock.advance(by: .milliseconds(400))
        #expect(!screenChanges(game) { game.send(.clockTicked(now: clock.now)) })
        clock.advance(by: .milliseconds(600))
        #expect(screenChanges(game) { game.send(.clockTicked(now: clock.now)) })
    }

    @Test func aTickBeforeTheFirstChoiceDoesNotNotify() {
        let (game, clock) = makeGame()
        clock.advance(by: .seconds(5))
        #expect(!screenChanges(game) { game.send(.clockTicked(now: clock.now)) })
    }

    @Test func aLayoutNotifiesOnlyWhenItChanges() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.send(.boardLaidOut(columns: 3, fits: false)) })
        #expect(!screenChanges(game) { game.send(.boardLaidOut(columns: 3, fits: false)) })
        #expect(screenChanges(game) { game.send(.boardLaidOut(columns: 3, fits: true)) })
    }

    @Test func anObserverGetsTheNewScreenOnceAndNothingAfterItStops() {
        let (game, _) = makeGame()
        var screens: [GameScreen] = []
        let observer = game.observeScreen { screens.append($0) }
        game.send(.pressed(.right))
        #expect(screens == [game.screen])
        game.send(.pressed(.right))
        #expect(screens.count == 2)
        game.stopObservingScreen(observer)
        game.send(.pressed(.right))
        #expect(screens.count == 2)
    }

    @Test func everyObserverIsTold() {
        let (game, _) = makeGame()
        var told = 0
        game.observeScreen { _ in told += 1 }
        game.observeScreen { _ in told += 1 }
        game.send(.clicked(.card(0)))
        #expect(told == 2)
    }
}
