import MemorizeThemes
import MemorizeViewModel
import Observation
import ScreenKit
import Testing

/// Observers of `screen` hear of every change an intent makes, and of nothing else.
@Suite struct ObservationTests {
    @Test func choosingACardNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.chooseCard(at: 2) })
    }

    @Test func movingTheCursorNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.moveCursor(.right) })
    }

    @Test func movingAgainstAnEdgeDoesNotNotify() {
        let (game, _) = makeGame()
        #expect(!screenChanges(game) { game.moveCursor(.left) })
        #expect(!screenChanges(game) { game.moveCursor(.up) })
    }

    @Test func choosingAFaceUpCardAgainNotifiesOnlyOnce() {
        let (game, _) = makeGame()
        game.chooseCard(at: 2)
        #expect(screenChanges(game) { game.chooseCardUnderCursor() }, "the first time, a message says why")
        #expect(!screenChanges(game) { game.chooseCardUnderCursor() }, "the same message again is no change")
    }

    @Test func anUnboundKeyDoesNotNotify() {
        let (game, _) = makeGame()
        #expect(!screenChanges(game) { game.handle(.character("x")) })
        #expect(!screenChanges(game) { game.handle(.resize(TerminalSize(columns: 80, rows: 24))) })
    }

    @Test func anIntentThatClearsTheNoticeNotifiesEvenAgainstAnEdge() {
        let (game, _) = makeGame(theme: Fixtures.mystery)
        #expect(screenChanges(game) { game.moveCursor(.left) })
        #expect(!screenChanges(game) { game.moveCursor(.left) })
    }

    @Test func everyScreenIntentNotifies() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.toggleHelp() })
        #expect(screenChanges(game) { game.toggleHelp() })
        #expect(screenChanges(game) { game.showThemePicker() })
        #expect(screenChanges(game) { game.moveThemeSelection(.down) })
        #expect(screenChanges(game) { game.closeThemePicker() })
        #expect(screenChanges(game) { game.pickTheme(at: 1) })
        #expect(screenChanges(game) { game.newGame() })
        #expect(screenChanges(game) { game.handle(.right) })
    }

    @Test func aClockTickNotifiesOnlyWhenTheSecondsChange() {
        let (game, clock) = makeGame()
        game.chooseCard(at: 0)
        clock.advance(by: .milliseconds(400))
        #expect(!screenChanges(game) { game.tick(now: clock.now) })
        clock.advance(by: .milliseconds(600))
        #expect(screenChanges(game) { game.tick(now: clock.now) })
    }

    @Test func aTickBeforeTheFirstChoiceDoesNotNotify() {
        let (game, clock) = makeGame()
        clock.advance(by: .seconds(5))
        #expect(!screenChanges(game) { game.tick(now: clock.now) })
    }

    @Test func aLayoutNotifiesOnlyWhenItChanges() {
        let (game, _) = makeGame()
        #expect(screenChanges(game) { game.boardLayoutChanged(columns: 3, fits: false) })
        #expect(!screenChanges(game) { game.boardLayoutChanged(columns: 3, fits: false) })
        #expect(screenChanges(game) { game.boardLayoutChanged(columns: 3, fits: true) })
    }

    @Test func quittingNotifiesObserversOfTheQuitFlag() {
        let (game, _) = makeGame()
        let flag = ChangeFlag()
        withObservationTracking({ _ = game.isQuitRequested }, onChange: { flag.set() })
        game.quit()
        #expect(flag.isSet)
    }

    @Test func theFirstChoiceNotifiesObserversOfTheClockState() {
        let (game, _) = makeGame()
        let flag = ChangeFlag()
        withObservationTracking({ _ = game.isClockRunning }, onChange: { flag.set() })
        game.chooseCard(at: 0)
        #expect(flag.isSet)
    }
}
