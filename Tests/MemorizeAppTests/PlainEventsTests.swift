import MemorizeApp
import MemorizeSetup
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import ScreenKit
import Testing

/// The plain presenter by itself: it says what the events say, never what two screens differ by,
/// and turns its own words into intents, whatever the grid's keys are.
@Suite("The plain presenter reads events")
struct PlainEventsTests {
    static let theme = Theme(name: "Halloween", emojis: ["👻", "🎃", "🦇"], color: .named("orange"))

    /// A view model of the theme set up for plain mode, and a presenter whose lines are kept.
    private func make() -> (GameViewModel, PlainPresenter, Lines) {
        var setup = GameSetup()
        setup.seed = 7
        setup.presenter = .plain
        let viewModel = GameApp.compose(themes: [Self.theme], firstTheme: Self.theme, setup: setup, clock: TestClock())
        let lines = Lines()
        var presenter = PlainPresenter { lines.text += $0 }
        _ = presenter.layOut(cardCount: viewModel.cardCount, deal: viewModel.dealNumber)
        presenter.present(viewModel.screen, events: viewModel.events)
        lines.text = ""
        return (viewModel, presenter, lines)
    }

    @Test("a new screen alone says nothing: what changed is told only by the events")
    func screensAloneSayNothing() throws {
        var (viewModel, presenter, lines) = make()
        viewModel.send(.intent(.choose(card: 0)))
        presenter.present(viewModel.screen, events: [])
        #expect(lines.text.isEmpty, "a face-up card on the screen is not news without its event")
        let face = try #require(viewModel.screen.cards[0].face)
        presenter.present(viewModel.screen, events: viewModel.events)
        #expect(lines.text == "Card 1: \(face.spokenName).\n")
    }

    @Test("the events are said in their order, the same screen or not")
    func eventsInOrder() {
        var (viewModel, presenter, lines) = make()
        let result = ChoiceResult(
            seat: 0, card: 1, isMatch: false, points: 0, pairsLeft: 3,
            message: ChoiceMessage(text: "No match", asciiText: "No match", spoken: "No match. 3 pairs left."))
        presenter.present(viewModel.screen, events: [.result(result), .notice("A notice.")])
        #expect(lines.text == "No match.\nA notice.\n", "briefly: the pairs left did not change")
        lines.text = ""
        viewModel.send(.intent(.pause))
        presenter.present(viewModel.screen, events: viewModel.events)
        #expect(lines.text == "Paused: the board is hidden and the clock stopped. Type p to go on.\n")
    }

    @Test("the computer's pass is said in words, before the card it turns")
    func passInWords() {
        var (viewModel, presenter, lines) = make()
        let face = CardFace(text: "👻", asciiText: "G", name: "ghost")
        presenter.present(
            viewModel.screen,
            events: [.aside("Computer passes: it turns a card it has seen"), .turnedUp(card: 0, face: face, seat: 1)])
        #expect(lines.text == "Computer passes: it turns a card it has seen.\nCard 1: ghost.\n")
    }

    @Test("typed words are intents, not grid keys")
    func wordsAreIntents() {
        var (viewModel, presenter, _) = make()
        // Plain mode has no key for a notice: whether one shows changes nothing here.
        let said = { (input: InputEvent) in presenter.action(for: input, in: viewModel.mode, noticeShows: false) }
        #expect(said(.text("n")) == .intent(.newGame))
        #expect(said(.text("themes")) == .intent(.showThemes))
        #expect(said(.text("quit")) == .intent(.quit(alwaysAsk: false)))
        #expect(said(.text("5")) == .intent(.choose(card: 4)))
        #expect(said(.text("b1")) == .intent(.choose(card: 3)))
        #expect(said(.character("n")) == nil, "a key means nothing here")
        viewModel.send(.intent(.choose(card: 0)))
        viewModel.send(.intent(.quit(alwaysAsk: false)))
        presenter.present(viewModel.screen, events: viewModel.events)
        #expect(said(.text("yes")) == .intent(.answer(yes: true)))
        #expect(said(.text("no")) == .intent(.answer(yes: false)))
    }

    @Test("each presenter carries its pacing, and the setup names the presenter")
    func policies() {
        #expect(GameApp.policy(of: .plain) == PlainPresenter.policy)
        #expect(GameApp.policy(of: .grid) == TerminalPresenter.policy)
        #expect(
            PlainPresenter.policy
                == PresenterPolicy(
                    animates: false, finishHold: .zero, summaryGrace: .zero, otherSeatsPause: .zero,
                    firstMovePause: .zero, bonusGrace: PlainPresenter.speechGrace, mismatchHold: .zero))
        #expect(PlainPresenter.speechGrace == .seconds(2) && TerminalPresenter.policy.bonusGrace == .zero)
        #expect(TerminalPresenter.policy.finishHold == .seconds(1))
        #expect(TerminalPresenter.policy.summaryGrace == .milliseconds(500))
        #expect(TerminalPresenter.policy.otherSeatsPause == .milliseconds(800))
        #expect(TerminalPresenter.policy.mismatchHold == .milliseconds(1500))
        let (viewModel, _, _) = make()
        #expect(viewModel.settings.policy == PlainPresenter.policy)
        #expect(!PresenterChoice.plain.needsTerminal && PresenterChoice.grid.needsTerminal)
    }
}

/// What the presenter wrote, kept across the closure it writes through.
private final class Lines {
    var text = ""
}
