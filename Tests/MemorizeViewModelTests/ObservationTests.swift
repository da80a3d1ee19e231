import MemorizeTestSupport
import MemorizeThemes
import ScreenKit
import Testing

@testable import MemorizeViewModel

/// Observers of the screen hear of every change an action makes, and of nothing else.
@Suite struct ObservationTests {
    @Test func choosingACardNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.click(.card(2)) })
    }

    @Test func movingTheCursorNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.press(.right) })
    }

    @Test func movingAgainstAnEdgeDoesNotNotify() {
        let (game, _) = makeGame()
        #expect(!screenChanges(game) { game.press(.left) })
        #expect(!screenChanges(game) { game.press(.up) })
    }

    @Test func choosingAFaceUpCardAgainSaysWhyAgainButChoosingOffTheBoardSaysNothing() {
        let (game, _) = makeGame()
        game.click(.card(2))
        #expect(screenChanges(game) { game.press(.enter) }, "the first time, a message says why")
        // Plain mode answers every line typed, so the same message again is an event again, though
        // the screen is the same.
        let again = publishedEvents(game) { game.press(.enter) }
        #expect(again.contains { if case .result(let result) = $0 { result.message != nil } else { false } })
        #expect(!screenChanges(game) { game.click(.card(99)) }, "a card off the board says nothing")
        #expect(publishedEvents(game) { game.click(.card(99)) } == [], "and tells nothing")
    }

    @Test func anUnboundKeyDoesNotNotify() {
        let (game, _) = makeGame()
        #expect(!screenChanges(game) { game.press(.character("x")) })
        #expect(!screenChanges(game) { game.press(.resize(TerminalSize(columns: 80, rows: 24))) })
    }

    @Test func anIntentThatClearsTheNoticeNotifiesEvenAgainstAnEdge() {
        let (game, _) = makeGame(theme: Fixtures.mystery)
        #expect(screenChanges(game) { game.press(.escape) })
        #expect(!screenChanges(game) { game.press(.left) })
    }

    @Test func everyScreenIntentNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.press(.character("?")) })
        #expect(screenChanges(game) { game.press(.character("?")) })
        #expect(screenChanges(game) { game.press(.character("t")) })
        #expect(screenChanges(game) { game.press(.down) })
        #expect(screenChanges(game) { game.press(.escape) })
        #expect(screenChanges(game) { game.pickThemeThroughPicker(1) })
        #expect(screenChanges(game) { game.press(.character("n")) })
        #expect(screenChanges(game) { game.press(.right) })
    }

    @Test func aClockTickNotifiesOnlyWhenTheSecondsChange() {
        let (game, clock) = makeGame()
        game.click(.card(0))
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
        game.press(.right)
        #expect(screens == [game.screen])
        game.press(.right)
        #expect(screens.count == 2)
        game.stopObservingScreen(observer)
        game.press(.right)
        #expect(screens.count == 2)
    }

    @Test func everyObserverIsTold() {
        let (game, _) = makeGame()
        var told = 0
        game.observeScreen { _ in told += 1 }
        game.observeScreen { _ in told += 1 }
        game.click(.card(0))
        #expect(told == 2)
    }
}
