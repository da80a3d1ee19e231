import MemorizeSetup
import MemorizeSystem
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import ScreenKit
import Testing

@testable import MemorizeApp

/// Lines typed, one a wait, then the end of input.
private final class TypedLines: MessageWait {
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func wait(timeout: Duration?) -> [LoopMessage] {
        lines.isEmpty ? [.endOfInput] : [.input(.text(lines.removeFirst()))]
    }
}

/// Everything the presenter wrote.
private final class Written {
    var text = ""
}

/// The new-game screen in a run: plain mode's questions, and the run dealing the chosen game through
/// the command line's hands (`newDeal`), or coming back to the screen with its refusal.
@Suite struct NewGameRunTests {
    static let themes = [
        Theme(name: "Halloween", emojis: ["👻", "🎃", "🦇"], color: .named("orange")),
        Theme(name: "Ocean", emojis: ["🐙", "🦀", "🐠", "🐬"], color: .named("blue")),
    ]

    private func setup() -> GameSetup {
        var setup = GameSetup()
        setup.seed = 7
        setup.presenter = .plain
        setup.newGame = NewGameChoices()
        return setup
    }

    private func play(_ lines: [String]) -> (said: [String], viewModel: GameViewModel) {
        let clock = TestClock()
        let viewModel = GameApp.compose(themes: Self.themes, firstTheme: Self.themes[0], setup: setup(), clock: clock)
        let written = Written()
        var loop = GameLoop(
            viewModel: viewModel, presenter: PlainPresenter { written.text += $0 }, sources: TypedLines(lines),
            clock: clock)
        _ = loop.run()
        return (written.text.split(separator: "\n").map(String.init), viewModel)
    }

    @Test func plainModeAsksOneShortQuestionALineAndEnterKeepsEach() {
        let (said, viewModel) = play(["o", "", "", "oc", "3", "", "2", "Ann,Bob", ""])
        #expect(said.contains("New game. Now: memorize. Enter keeps each choice; q goes back."))
        #expect(said.contains("Game: pairs or matchismo? Enter keeps pairs."))
        #expect(said.contains("Pairs, from 2 to 4, or own for the theme's? Enter keeps the theme's own."))
        #expect(said.contains { $0.hasPrefix("Names, separated by commas?") })
        #expect(
            viewModel.requestedNewGame?.arguments == [
                "--theme", "Ocean", "--pairs", "3", "--players", "2", "--names", "Ann,Bob",
            ])
    }

    @Test func plainModeSaysWhyAnAnswerIsNotTakenAndQGoesBack() {
        let (said, viewModel) = play(["options", "chess", "q"])
        #expect(said.contains("Not a choice here: chess"))
        #expect(said.last == "Back to the game.")
        #expect(viewModel.requestedNewGame == nil)
    }

    @Test func theRunDealsTheChosenGameOrComesBackWithTheRefusal() throws {
        let system = SystemAccess(
            environment: { _ in nil }, readFile: { _ in .missing }, standardInputIsTerminal: { false },
            standardOutputIsTerminal: { false }, writeOutput: { _ in .written }, writeError: { _ in },
            randomSeed: { 1 })
        var play = GameApp.Play { clock, scoreKeeper, policy in
            GameApp.compose(
                themes: Self.themes, firstTheme: Self.themes[0], setup: setup(), clock: clock, scoreKeeper: scoreKeeper,
                policy: policy)
        }
        var asked: [NewGameChoices] = []
        play.newDeal = { choices, current in
            asked.append(choices)
            #expect(current.presenter == .plain, "the run's setup is handed on")
            guard choices.timed else { return .refused("not timed") }
            var dealt = current
            dealt.seed = 3
            dealt.timed = true
            return .deal(GameApp.Deal(themes: Self.themes, firstTheme: Self.themes[1], setup: dealt))
        }
        play.setup = setup()
        var games: [GameViewModel] = []
        let leftovers = GameApp.RunLeftovers()
        let (last, ending) = GameApp.playGames(
            play, policy: PlainPresenter.policy, clock: MonotonicClock(), system: system, leftovers: leftovers
        ) { viewModel in
            games.append(viewModel)
            switch games.count {
            case 1:
                // Deal an untimed game: refused, and the screen shows why.
                viewModel.send(.intent(.newGameScreen(.open)))
                viewModel.send(.intent(.newGameScreen(.start)))
            case 2:
                #expect(viewModel === games[0], "the game under way goes on after a refusal")
                guard case .newGame(let form) = viewModel.mode else {
                    Issue.record("the screen is not open again")
                    return .quit
                }
                #expect(form.problem == "not timed")
                viewModel.send(.intent(.newGameScreen(.move(.down))))
                viewModel.send(.intent(.newGameScreen(.move(.down))))
                viewModel.send(.intent(.newGameScreen(.move(.down))))
                viewModel.send(.intent(.newGameScreen(.move(.down))))
                viewModel.send(.intent(.newGameScreen(.step(.right))))
                viewModel.send(.intent(.newGameScreen(.start)))
            default:
                break
            }
            return .quit
        }
        #expect(ending == .quit)
        #expect(asked.count == 2)
        #expect(games.count == 3)
        #expect(last !== games[0], "the chosen game is a new view model")
        #expect(last.variant.name == "Ocean" && last.variant.isTimed)
        #expect(last.requestedNewGame == nil)
    }
}
