import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import Testing

@Suite struct GameViewModelTests {
    // MARK: - The first screen

    @Test func aNewViewModelShowsTheSeededDealFaceDown() {
        let (game, _) = makeGame()
        let screen = game.screen
        expectDeal(screen.cards.map(\.face), of: Fixtures.animals, pairs: 3)
        #expect(sides(screen) == Array(repeating: .faceDown, count: 6))
        #expect(screen.mode == .playing)
        #expect(screen.cursor == 0)
        #expect(
            screen.status
                == StatusLine(
                    themeName: "Animals", score: 0, flips: 0, elapsedSeconds: 0, pairsFound: 0, pairsTotal: 3))
        #expect(screen.cardBack == [.palette(208, fallback: 3)])
        #expect(screen.themeNames == ["Animals", "Fruit", "Sports", "Mystery"])
        #expect(screen.summary == nil)
        #expect(screen.notice == nil)
        #expect(game.theme == Fixtures.animals)
        #expect(game.themes == Fixtures.themes)
        #expect(!game.isQuitRequested)
        #expect(!game.isClockRunning)
    }

    @Test func theSameSeedDealsTheSameBoardAndAnotherSeedAnother() {
        let (first, _) = makeGame(seed: 1)
        let (again, _) = makeGame(seed: 1)
        let (second, _) = makeGame(seed: 2)
        expectDeal(first.screen.cards.map(\.face), of: Fixtures.animals, pairs: 3)
        expectDeal(second.screen.cards.map(\.face), of: Fixtures.animals, pairs: 3)
        #expect(first.screen.cards.map(\.face) == again.screen.cards.map(\.face))
        #expect(first.screen.cards.map(\.face) != second.screen.cards.map(\.face))
    }

    @Test func asciiFacesFollowTheThemeOrder() {
        let (game, _) = makeGame()
        let letters: [String: String] = ["🐶": "A", "🐱": "B", "🐭": "C"]
        for card in game.screen.cards {
            #expect(card.asciiFace == letters[card.face])
        }
    }

    @Test func aGradientThemeHasTwoCardBackColors() {
        let (game, _) = makeGame(theme: Fixtures.sports)
        #expect(game.screen.cardBack == [.blue, .cyan])
    }

    // MARK: - Choosing

    @Test func choosingACardTurnsItFaceUpAndMovesTheCursor() {
        let (game, _) = makeGame()
        game.chooseCard(at: 4)
        let screen = game.screen
        #expect(sides(screen) == [.faceDown, .faceDown, .faceDown, .faceDown, .faceUp, .faceDown])
        #expect(screen.cursor == 4)
        #expect(screen.status.flips == 1)
        #expect(screen.status.score == 0)
    }

    @Test func chooseCardUnderCursorChoosesWhereTheCursorIs() {
        let (game, _) = makeGame()
        game.moveCursor(.right)
        game.moveCursor(.right)
        game.chooseCardUnderCursor()
        #expect(sides(game.screen) == [.faceDown, .faceDown, .faceUp, .faceDown, .faceDown, .faceDown])
        #expect(game.screen.cursor == 2)
    }

    @Test func aMatchStaysFaceUpAndMarkedUntilTheNextChoiceThenShowsItsFaceFinished() {
        let (game, _) = makeGame()
        let (first, second) = matchingPair(in: game.screen)
        game.chooseCard(at: first)
        game.chooseCard(at: second)
        let screen = game.screen
        #expect(screen.cards[first].side == .justMatched)
        #expect(screen.cards[second].side == .justMatched)
        #expect(screen.cards.filter { $0.side != .faceDown }.count == 2)
        #expect(screen.status.score == 2)
        #expect(screen.status.flips == 2)
        #expect(screen.cursor == second)

        let next = try! #require(screen.cards.indices.first { screen.cards[$0].side == .faceDown })
        game.chooseCard(at: next)
        let after = game.screen
        #expect(after.cards[first].side == .matched)
        #expect(after.cards[second].side == .matched)
        #expect(after.cards[next].side == .faceUp)
        #expect(after.cards[first].side.showsFace)
    }

    @Test func aMismatchStaysVisibleUntilTheNextChoice() {
        let (game, _) = makeGame()
        let (first, second) = mismatchedPair(in: game.screen)
        game.chooseCard(at: first)
        game.chooseCard(at: second)
        #expect(game.screen.cards[first].side == .faceUp)
        #expect(game.screen.cards[second].side == .faceUp)
        #expect(game.screen.status.score == 0)
        #expect(game.screen.status.flips == 2)

        let third = (0..<6).first { $0 != first && $0 != second }!
        game.chooseCard(at: third)
        var expected = Array(repeating: CardView.Side.faceDown, count: 6)
        expected[third] = .faceUp
        #expect(sides(game.screen) == expected)
        #expect(game.screen.status.flips == 3)
    }

    @Test func mismatchesCostOneForEachSeenCard() {
        let (game, _) = makeGame()
        let faces = game.screen.cards.map(\.face)
        let first = 0
        let second = faces.firstIndex { $0 != faces[first] }!
        let third = faces.firstIndex { $0 != faces[first] && $0 != faces[second] }!
        let steps: [(choose: Int, score: Int, flips: Int)] = [
            (first, 0, 1),
            (second, 0, 2),  // neither card had been seen
            (third, 0, 3),  // turns the mismatch face down: both are seen now
            (first, -1, 4),  // `third` is unseen, `first` is seen
            (second, -1, 5),
            (first, -3, 6),  // both seen
        ]
        for step in steps {
            game.chooseCard(at: step.choose)
            #expect(game.screen.status.score == step.score, "after choosing \(step.choose)")
            #expect(game.screen.status.flips == step.flips, "after choosing \(step.choose)")
        }
    }

    @Test func choosingAFaceUpCardChangesNothingButSaysWhy() {
        let (game, _) = makeGame()
        game.chooseCard(at: 3)
        var before = game.screen
        game.chooseCard(at: 3)
        game.chooseCardUnderCursor()
        let face = before.cards[3].face
        before.message = ChoiceMessage(
            text: "\(face) is already face up: choose a face-down card",
            asciiText: "\(before.cards[3].asciiFace) is already face up: choose a face-down card")
        #expect(game.screen == before)
    }

    @Test func choosingAFaceUpCardElsewhereOnlyMovesTheCursorAndSaysWhy() {
        let (game, _) = makeGame()
        game.chooseCard(at: 3)
        game.moveCursor(.left)
        var expected = game.screen
        game.chooseCard(at: 3)
        expected.cursor = 3
        expected.message = game.screen.message
        #expect(game.screen.message?.text.hasSuffix("is already face up: choose a face-down card") == true)
        #expect(game.screen == expected)
    }

    @Test func eachChoiceSaysWhatItDid() throws {
        let (game, _) = makeGame()
        let screen = game.screen
        let (first, second) = mismatchedPair(in: screen)
        let partner = try #require(positions(in: screen)[screen.cards[first].face]?.first { $0 != first })
        game.chooseCard(at: first)
        #expect(game.screen.message == nil)
        game.chooseCard(at: second)
        #expect(game.screen.message?.text == "No match")
        game.chooseCard(at: partner)  // turns both down: `second` is now seen
        game.chooseCard(at: second)
        let seenFace = screen.cards[second].face
        #expect(game.screen.message?.text == "No match (−1: \(seenFace) was seen)")
        #expect(game.screen.message?.asciiText == "No match (-1: \(screen.cards[second].asciiFace) was seen)")
        game.chooseCard(at: first)
        game.chooseCard(at: partner)
        #expect(game.screen.message?.text == "Match! +2")
        game.chooseCard(at: first)
        #expect(game.screen.message?.text.hasSuffix("is already matched: choose another card") == true)
    }

    @Test func choosingAMatchedCardChangesNothing() {
        let (game, _) = makeGame()
        let (first, second) = matchingPair(in: game.screen)
        game.chooseCard(at: first)
        game.chooseCard(at: second)
        let before = game.screen
        game.chooseCard(at: first)
        #expect(game.screen.status == before.status)
        #expect(sides(game.screen) == sides(before))
        #expect(game.screen.cursor == first)
    }

    @Test func choosingOffTheBoardChangesNothing() {
        let (game, _) = makeGame()
        let before = game.screen
        game.chooseCard(at: 6)
        game.chooseCard(at: -1)
        #expect(game.screen == before)
    }

    // MARK: - Cursor

    @Test func theCursorMovesOnTheRenderersGrid() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        game.boardLayoutChanged(columns: 4, fits: true)
        #expect(game.screen.cards.count == 10)
        let moves: [(CursorDirection, Int)] = [
            (.up, 0), (.left, 0), (.right, 1), (.down, 5), (.down, 9), (.down, 9), (.right, 9), (.left, 8),
            (.up, 4), (.left, 3), (.right, 4), (.up, 0),
        ]
        for (direction, expected) in moves {
            game.moveCursor(direction)
            #expect(game.screen.cursor == expected, "after \(direction)")
        }
    }

    @Test func movingDownOverTheGapOfAShortLastRowLandsOnTheLastCard() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        game.boardLayoutChanged(columns: 4, fits: true)
        game.chooseCard(at: 7)
        game.moveCursor(.down)
        #expect(game.screen.cursor == 9)
    }

    @Test func beforeTheFirstLayoutTheBoardIsOneRow() {
        let (game, _) = makeGame()
        game.moveCursor(.down)
        #expect(game.screen.cursor == 0)
        for _ in 0..<10 { game.moveCursor(.right) }
        #expect(game.screen.cursor == 5)
        game.moveCursor(.up)
        #expect(game.screen.cursor == 5)
    }

    @Test func aNewLayoutKeepsTheCursorOnItsCard() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        game.boardLayoutChanged(columns: 4, fits: true)
        game.chooseCard(at: 6)
        game.boardLayoutChanged(columns: 3, fits: true)
        #expect(game.screen.cursor == 6)
        game.moveCursor(.up)
        #expect(game.screen.cursor == 3)
    }

    // MARK: - New game and themes

    @Test func newGameDuringAGameAsksFirstThenDealsARandomTheme() throws {
        let (game, clock) = makeGame()
        game.boardLayoutChanged(columns: 3, fits: true)
        game.chooseCard(at: 4)
        clock.advance(by: .seconds(3))
        game.tick(now: clock.now)
        game.newGame()
        #expect(game.screen.mode == .confirm(question: "Abandon this game for a new one? y/N"))
        #expect(game.screen.status.flips == 1, "nothing is lost before the answer")
        game.confirm()

        let screen = game.screen
        let theme = try #require(game.theme)
        #expect(Fixtures.themes.contains(theme))
        let pairs = screen.cards.count / 2
        expectDeal(screen.cards.map(\.face), of: theme, pairs: pairs)
        #expect(sides(screen).allSatisfy { $0 == .faceDown })
        #expect(screen.cursor == 0)
        #expect(screen.mode == .playing)
        #expect(
            screen.status
                == StatusLine(
                    themeName: theme.name, score: 0, flips: 0, elapsedSeconds: 0, pairsFound: 0, pairsTotal: pairs))
        #expect(!game.isClockRunning)
    }

    @Test func sayingNoKeepsTheGameAsItWas() {
        let (game, clock) = makeGame()
        game.chooseCard(at: 1)
        clock.advance(by: .seconds(2))
        game.tick(now: clock.now)
        let before = game.screen
        game.handle(.character("q"))
        #expect(game.screen.mode == .confirm(question: "Quit this game? y/N"))
        clock.advance(by: .seconds(30))
        game.handle(.character("n"))
        #expect(!game.isQuitRequested)
        #expect(game.screen == before)
        game.handle(.escape)
        game.handle(.escape)
        #expect(game.screen.mode == .playing, "Esc asks, and Esc answers no")
        game.handle(.character("q"))
        game.handle(.character("y"))
        #expect(game.isQuitRequested)
    }

    @Test func beforeTheFirstChoiceAndAfterTheLastNothingIsAsked() {
        let (game, _) = makeGame()
        game.handle(.character("n"))
        #expect(game.screen.mode == .playing)
        playPerfectly(game)
        game.handle(.character("q"))
        #expect(game.isQuitRequested)
    }

    @Test func pickingAThemeDealsItAndClosesThePicker() {
        let (game, _) = makeGame()
        game.chooseCard(at: 1)
        game.showThemePicker()
        game.pickTheme(at: 2)
        #expect(game.screen.mode == .confirm(question: "Abandon this game for Sports? y/N"))
        game.confirm()
        #expect(game.theme == Fixtures.sports)
        #expect(game.screen.mode == .playing)
        expectDeal(game.screen.cards.map(\.face), of: Fixtures.sports, pairs: 2)
        #expect(game.screen.cursor == 0)
        #expect(
            game.screen.status
                == StatusLine(
                    themeName: "Sports", score: 0, flips: 0, elapsedSeconds: 0, pairsFound: 0, pairsTotal: 2))
        #expect(game.screen.cardBack == [.blue, .cyan])
    }

    @Test func cardCountFollowsTheDealtBoard() {
        let (game, _) = makeGame()
        #expect(game.cardCount == 2 * Fixtures.animals.emojis.count)
        game.showThemePicker()
        game.pickTheme(at: 2)
        #expect(game.cardCount == 2 * Fixtures.sports.emojis.count)
        #expect(game.cardCount == game.screen.cards.count)
    }

    @Test func pickingAThemeOffTheListChangesNothing() {
        let (game, _) = makeGame()
        game.showThemePicker()
        let before = game.screen
        game.pickTheme(at: 4)
        game.pickTheme(at: -1)
        #expect(game.screen == before)
    }

    @Test func closingThePickerKeepsTheGame() {
        let (game, _) = makeGame()
        game.chooseCard(at: 2)
        let before = game.screen
        game.showThemePicker()
        game.moveThemeSelection(.down)
        game.closeThemePicker()
        #expect(game.screen == before)
    }

    @Test func thePickerOverAFinishedGameClosesBackToTheSummary() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.showThemePicker()
        #expect(game.screen.mode == .themePicker(selection: 0))
        game.closeThemePicker()
        #expect(game.screen.mode == .gameOver)
    }

    // MARK: - Help and quit

    @Test func helpTogglesAndBlocksTheBoard() {
        let (game, _) = makeGame()
        game.toggleHelp()
        #expect(game.screen.mode == .help)
        let before = game.screen
        game.moveCursor(.right)
        game.chooseCard(at: 3)
        game.chooseCardUnderCursor()
        #expect(game.screen == before)
        game.toggleHelp()
        #expect(game.screen.mode == .playing)
    }

    @Test func helpOverThePickerReplacesIt() {
        let (game, _) = makeGame()
        game.showThemePicker()
        game.toggleHelp()
        #expect(game.screen.mode == .help)
        game.toggleHelp()
        #expect(game.screen.mode == .playing)
    }

    @Test func quitAsksTheLoopToEnd() {
        let (game, _) = makeGame()
        game.quit()
        #expect(game.isQuitRequested)
    }

    // MARK: - Too small

    @Test func aBoardThatDoesNotFitShowsTooSmallAndTakesOnlyQuit() {
        let (game, _) = makeGame()
        game.boardLayoutChanged(columns: 2, fits: false)
        #expect(game.screen.mode == .tooSmall)
        let before = game.screen
        game.moveCursor(.right)
        game.chooseCard(at: 1)
        game.chooseCardUnderCursor()
        game.newGame()
        game.showThemePicker()
        game.pickTheme(at: 1)
        game.toggleHelp()
        #expect(game.screen == before)
        game.quit()
        #expect(game.isQuitRequested)
    }

    @Test func theScreenUnderneathComesBackWhenTheBoardFitsAgain() {
        let (game, _) = makeGame()
        game.toggleHelp()
        game.boardLayoutChanged(columns: 3, fits: false)
        #expect(game.screen.mode == .tooSmall)
        game.boardLayoutChanged(columns: 3, fits: true)
        #expect(game.screen.mode == .help)
    }

    @Test func theSummaryComesBackWhenTheBoardFitsAgain() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.boardLayoutChanged(columns: 3, fits: false)
        #expect(game.screen.mode == .tooSmall)
        game.boardLayoutChanged(columns: 3, fits: true)
        #expect(game.screen.mode == .gameOver)
    }

    @Test func pairsOverrideEveryThemeUpToWhatItHas() {
        let clock = TestClock()
        let game = GameViewModel(
            themes: Fixtures.themes, theme: Fixtures.fruit, pairs: 2, generator: SplitMix64(seed: 3), clock: clock)
        #expect(game.screen.cards.count == 4)
        game.pickTheme(at: 0)  // Animals has 3 emoji: 2 pairs
        #expect(game.screen.cards.count == 4)
        let many = GameViewModel(
            themes: Fixtures.themes, theme: Fixtures.sports, pairs: 5, generator: SplitMix64(seed: 3), clock: clock)
        #expect(many.screen.cards.count == 4, "Sports has only 2 emoji")
    }
}
