import MemorizeTestSupport
import MemorizeThemes
import ScreenKit
import Testing

@testable import MemorizeViewModel

@Suite struct NoticeTests {
    private let message = "Unknown color \"plaid\" in theme Mystery; using blue"

    @Test func anUnknownColorShowsTheDefaultAndANotice() {
        let (game, _) = makeGame(theme: Fixtures.mystery)
        #expect(game.screen.cardBack == [.blue])
        #expect(game.screen.notice == message)
    }

    @Test func otherKeysActAndLeaveTheNotice() {
        let (game, _) = makeGame(theme: Fixtures.mystery)
        game.press(.right)
        game.press(.character("x"))
        game.press(.enter)
        #expect(game.screen.notice == message)
        #expect(game.screen.cursor == 1)
        #expect(game.screen.status.flips == 1)
    }

    @Test func escDismissesTheNoticeAndDoesNothingElse() {
        let (game, _) = makeGame(theme: Fixtures.mystery)
        game.press(.enter)
        game.press(.escape)
        #expect(game.screen.notice == nil)
        #expect(game.screen.mode == .playing, "no quit question: Esc only dismissed the notice")
        #expect(!game.isQuitRequested)
    }

    @Test func resizesClicksTicksAndLayoutsLeaveTheNotice() {
        let (game, clock) = makeGame(theme: Fixtures.mystery)
        game.press(.resize(TerminalSize(columns: 30, rows: 10)))
        game.press(.click(row: 1, column: 1))
        clock.advance(by: .seconds(2))
        game.send(.clockTicked(now: clock.now))
        game.send(.boardLaidOut(columns: 2, fits: true))
        #expect(game.screen.notice == message)
    }

    @Test func theNoticeShowsOncePerThemePerSession() {
        let (game, _) = makeGame(theme: Fixtures.mystery)
        game.press(.escape)
        game.pickThemeThroughPicker(3)
        #expect(game.theme == Fixtures.mystery)
        #expect(game.screen.notice == nil)
        #expect(game.screen.cardBack == [.blue])
    }

    @Test func switchingToAThemeWithAnUnknownColorShowsItsNotice() {
        let (game, _) = makeGame()
        #expect(game.screen.notice == nil)
        game.pickThemeThroughPicker(3)
        #expect(game.screen.notice == message)
        game.pickThemeThroughPicker(0)
        #expect(game.screen.notice == message, "until it is dismissed")
        game.press(.escape)
        #expect(game.screen.notice == nil)
        game.pickThemeThroughPicker(3)
        #expect(game.screen.notice == nil)
    }

    @Test func aGradientWithUnknownNamesNamesThemAll() {
        let dusk = Fixtures.mystery.renamed("Dusk", color: .gradient("mauve", "green"))
        let (game, _) = makeGame(theme: dusk, themes: [dusk])
        #expect(game.screen.cardBack == [.blue, .green])
        #expect(game.screen.notice == "Unknown color \"mauve\" in theme Dusk; using blue")
    }
}
