import MemorizeTestSupport
import ScreenKit
import Testing

@testable import MemorizeViewModel

/// Key presses through `handle(_:)`, each checked by the state it leaves.
@Suite struct KeyHandlingTests {
    @Test func movementKeysMoveTheCursor() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        game.send(.boardLaidOut(columns: 4, fits: true))
        let presses: [(InputEvent, Int)] = [
            (.right, 1), (.character("l"), 2), (.character("d"), 3), (.down, 7), (.character("j"), 9),
            (.left, 8), (.character("h"), 7), (.character("a"), 6), (.up, 2), (.character("s"), 6),
            (.character("k"), 2), (.character("w"), 2),
        ]
        for (event, expected) in presses {
            game.press(event)
            #expect(game.screen.cursor == expected, "after \(event)")
        }
    }

    @Test func enterAndSpaceChooseTheCardUnderTheCursor() {
        let (game, _) = makeGame()
        game.press(.enter)
        game.press(.right)
        game.press(.character(" "))
        #expect(game.screen.cards[0].side != .faceDown)
        #expect(game.screen.cards[1].side != .faceDown)
        #expect(game.screen.status.flips == 2)
    }

    @Test func nDealsANewGame() {
        let (game, _) = makeGame()
        game.click(.card(3))
        game.press(.character("n"))
        #expect(game.screen.mode == .confirm(question: "Abandon this game for a new one? y/N"))
        game.press(.character("y"))
        #expect(game.screen.status.flips == 0)
        #expect(game.screen.cursor == 0)
        #expect(sides(game.screen).allSatisfy { $0 == .faceDown })
    }

    @Test func questionMarkOpensHelpAndAnyKeyClosesIt() {
        let (game, _) = makeGame()
        for key in [InputEvent.character("?"), .escape, .enter, .character("x"), .up] {
            game.press(.character("?"))
            #expect(game.screen.mode == .help)
            game.press(key)
            #expect(game.screen.mode == .playing, "closing with \(key)")
        }
        #expect(game.screen.cursor == 0)
        #expect(game.screen.status.flips == 0)
    }

    @Test func qClosesHelpInsteadOfQuitting() {
        let (game, _) = makeGame()
        game.press(.character("?"))
        game.press(.character("q"))
        #expect(!game.isQuitRequested)
        #expect(game.screen.mode == .playing)
    }

    @Test func thePickerMovesPicksAndCloses() {
        let (game, _) = makeGame()
        game.press(.character("t"))
        #expect(game.screen.mode == .themePicker(selection: 0))
        game.press(.character("j"))
        game.press(.down)
        game.press(.character("s"))
        game.press(.character("k"))
        #expect(game.screen.mode == .themePicker(selection: 2))
        game.press(.enter)
        #expect(game.theme == Fixtures.sports)
        #expect(game.screen.mode == .playing)

        game.press(.character("t"))
        game.press(.up)
        game.press(.character(" "))
        #expect(game.theme == Fixtures.fruit)

        game.press(.character("t"))
        game.press(.escape)
        #expect(game.screen.mode == .playing)
        game.press(.character("t"))
        game.press(.character("q"))
        #expect(!game.isQuitRequested, "q is a letter in the picker, not quit")
        #expect(game.screen.mode != .playing)
        game.press(.escape)
        #expect(game.screen.mode == .playing)
        #expect(game.theme == Fixtures.fruit)
    }

    @Test func everyThemeIsReachableByItsFirstLetterEvenWhereTheLetterIsACommand() {
        let names = ["Weather", "Sports", "Jungle", "Kitchen", "Toys", "Queens", "Animals"]
        let themes = names.map { Fixtures.animals.renamed($0, color: .named("blue")) }
        let (game, _) = makeGame(theme: themes.last!, themes: themes)
        for (index, name) in names.enumerated() {
            game.press(.character("t"))
            game.press(.character(name.first!))
            #expect(game.screen.mode == .themePicker(selection: index), "\(name)")
            game.press(.escape)
        }
    }

    @Test func beforeTheFirstChoiceQQuitsAndALoneEscAsksFirst() {
        let (game, _) = makeGame()
        game.press(.character("q"))
        #expect(game.isQuitRequested)
        let (other, _) = makeGame()
        other.press(.escape)
        #expect(!other.isQuitRequested, "a lone Esc never quits without the question")
        #expect(other.screen.mode == .confirm(question: "Quit this game? y/N"))
        other.press(.character("y"))
        #expect(other.isQuitRequested)
    }

    @Test func afterTheGameNDealsAgainAndTOpensThePicker() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.press(.character("?"))
        #expect(game.screen.mode == .gameOver)
        game.press(.character("t"))
        #expect(game.screen.mode == .themePicker(selection: 0))
        game.press(.escape)
        #expect(game.screen.mode == .gameOver)
        game.press(.character("n"))
        #expect(game.screen.mode == .playing)
    }

    @Test func escapeAfterTheGameAsksAndQQuits() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.press(.escape)
        #expect(!game.isQuitRequested)
        game.press(.escape)  // no
        #expect(game.screen.mode == .gameOver)
        game.press(.character("q"))
        #expect(game.isQuitRequested)
    }

    @Test func whenTooSmallOnlyQuitKeysWork() {
        let (game, _) = makeGame()
        game.send(.boardLaidOut(columns: 1, fits: false))
        let before = game.screen
        for key in [InputEvent.character("n"), .character("t"), .character("?"), .enter, .right, .character(" ")] {
            game.press(key)
        }
        #expect(game.screen == before)
        #expect(!game.isQuitRequested)
        game.press(.escape)
        #expect(!game.isQuitRequested, "a lone Esc never quits without asking, and here nothing can ask")
        game.press(.character("q"))
        #expect(game.isQuitRequested)
    }

    @Test func clicksAndResizesAreLeftToTheLoop() {
        let (game, _) = makeGame()
        let before = game.screen
        game.press(.click(row: 0, column: 0))
        game.press(.resize(TerminalSize(columns: 5, rows: 5)))
        #expect(game.screen == before)
    }
}
