import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import ScreenKit
import Testing

@testable import MemorizeViewModel

@Suite struct GameViewModelTests {
    // MARK: - The first screen

    @Test func aNewViewModelShowsTheSeededDealFaceDown() {
        let (game, _) = makeGame()
        let screen = game.screen
        expectDeal(faces(of: game), of: Fixtures.animals, pairs: 3)
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
        expectDeal(faces(of: first), of: Fixtures.animals, pairs: 3)
        expectDeal(faces(of: second), of: Fixtures.animals, pairs: 3)
        #expect(faces(of: first) == faces(of: again))
        #expect(faces(of: first) != faces(of: second))
    }

    @Test func asciiFacesFollowTheThemeOrder() {
        let (game, _) = makeGame()
        let letters: [String: String] = ["🐶": "A", "🐱": "B", "🐭": "C"]
        for face in dealtFaces(of: game) {
            #expect(face.asciiText == letters[face.text])
        }
    }

    @Test func aGradientThemeHasTwoCardBackColors() {
        let (game, _) = makeGame(theme: Fixtures.sports)
        #expect(game.screen.cardBack == [.blue, .cyan])
    }

    // MARK: - Choosing

    @Test func choosingACardTurnsItFaceUpAndMovesTheCursor() {
        let (game, _) = makeGame()
        game.click(.card(4))
        let screen = game.screen
        #expect(sides(screen) == [.faceDown, .faceDown, .faceDown, .faceDown, .faceUp, .faceDown])
        #expect(screen.cursor == 4)
        #expect(screen.status.flips == 1)
        #expect(screen.status.score == 0)
    }

    @Test func chooseCardUnderCursorChoosesWhereTheCursorIs() {
        let (game, _) = makeGame()
        game.press(.right)
        game.press(.right)
        game.press(.enter)
        #expect(sides(game.screen) == [.faceDown, .faceDown, .faceUp, .faceDown, .faceDown, .faceDown])
        #expect(game.screen.cursor == 2)
    }

    @Test func aMatchStaysFaceUpAndMarkedUntilTheNextChoiceThenShowsItsFaceFinished() {
        let (game, _) = makeGame()
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        let screen = game.screen
        #expect(screen.cards[first].side == .justMatched)
        #expect(screen.cards[second].side == .justMatched)
        #expect(screen.cards.filter { $0.side != .faceDown }.count == 2)
        #expect(screen.status.score == 2)
        #expect(screen.status.flips == 2)
        #expect(screen.cursor == second)

        let next = try! #require(screen.cards.indices.first { screen.cards[$0].side == .faceDown })
        game.click(.card(next))
        let after = game.screen
        #expect(after.cards[first].side == .matched)
        #expect(after.cards[second].side == .matched)
        #expect(after.cards[next].side == .faceUp)
        #expect(after.cards[first].side.showsFace)
    }

    @Test func aMismatchStaysVisibleUntilTheNextChoice() {
        let (game, _) = makeGame()
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        #expect(game.screen.cards[first].side == .faceUp)
        #expect(game.screen.cards[second].side == .faceUp)
        #expect(game.screen.status.score == 0)
        #expect(game.screen.status.flips == 2)

        let third = (0..<6).first { $0 != first && $0 != second }!
        game.click(.card(third))
        var expected = Array(repeating: CardView.Side.faceDown, count: 6)
        expected[third] = .faceUp
        #expect(sides(game.screen) == expected)
        #expect(game.screen.status.flips == 3)
    }

    @Test func mismatchesCostOneForEachSeenCard() {
        let (game, _) = makeGame()
        let faces = faces(of: game)
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
            game.click(.card(step.choose))
            #expect(game.screen.status.score == step.score, "after choosing \(step.choose)")
            #expect(game.screen.status.flips == step.flips, "after choosing \(step.choose)")
        }
    }

    @Test func choosingAFaceUpCardChangesNothingButSaysWhy() {
        let (game, _) = makeGame()
        game.click(.card(3))
        var before = game.screen
        game.click(.card(3))
        game.press(.enter)
        let face = (before.cards[3].face?.text ?? "")
        before.message = ChoiceMessage(
            text: "\(face) is already face up: choose a face-down card",
            asciiText: "\((before.cards[3].face?.asciiText ?? "")) is already face up: choose a face-down card",
            spoken: "Card 4, \(before.cards[3].face?.spokenName ?? ""), is already face up: "
                + "choose a face-down card, such as card 5.")
        #expect(game.screen == before)
        // Each choice that says something is an event of its own, so plain mode answers it each time.
        #expect(
            game.events.contains {
                if case .result(let result) = $0 { result.message == before.message } else { false }
            })
    }

    @Test func choosingAFaceUpCardElsewhereOnlyMovesTheCursorAndSaysWhy() {
        let (game, _) = makeGame()
        game.click(.card(3))
        game.press(.left)
        var expected = game.screen
        game.click(.card(3))
        expected.cursor = 3
        expected.message = game.screen.message
        #expect(game.screen.message?.text.hasSuffix("is already face up: choose a face-down card") == true)
        #expect(game.screen == expected)
    }

    @Test func aCardLeftUpByYourOwnMismatchIsRefusedSayingExactlyWhatToChoose() throws {
        // SPEC §1 and §7.1: alone, only a face-down card starts a turn. The refusal names one and says
        // the card becomes choosable once it turns down, which the player then finds true.
        let (game, _) = makeGame()
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        let before = game.screen
        game.click(.card(first))
        let said = try #require(game.screen.message)
        #expect(game.screen.status == before.status, "nothing was turned, scored or counted")
        #expect(sides(game.screen) == sides(before))
        let named = try #require((1...6).map { ($0 + first) % 6 }.first { $0 != first && $0 != second })
        let face = try #require(before.cards[first].face)
        #expect(
            said.spoken
                == "Card \(first + 1), \(face.spokenName), is still face up from your last try: first choose "
                + "a face-down card, such as card \(named + 1); card \(first + 1) then turns down and can be "
                + "chosen again.")
        #expect(
            said.text
                == "\(face.text) is still up from your last try: choose a face-down card first, then \(face.text) again"
        )
        game.click(.card(named))
        game.click(.card(first))
        #expect(game.screen.cards[first].side == .faceUp || game.screen.cards[first].side == .matched)
    }

    @Test func eachChoiceSaysWhatItDid() throws {
        let (game, _) = makeGame()
        let (first, second) = mismatchedPair(in: game)
        let partner = try #require(positions(in: game)[faces(of: game)[first]]?.first { $0 != first })
        game.click(.card(first))
        #expect(game.screen.message == nil)
        game.click(.card(second))
        #expect(game.screen.message?.text == "No match")
        game.click(.card(partner))  // turns both down: `second` is now seen
        game.click(.card(second))
        let seenFace = faces(of: game)[second]
        #expect(game.screen.message?.text == "No match (−1: \(seenFace) was seen)")
        #expect(game.screen.message?.asciiText == "No match (-1: \(dealtFaces(of: game)[second].asciiText) was seen)")
        game.click(.card(first))
        game.click(.card(partner))
        #expect(game.screen.message?.text == "Match! +2")
        game.click(.card(first))
        #expect(game.screen.message?.text.hasSuffix("is already matched: choose another card") == true)
    }

    @Test func choosingAMatchedCardChangesNothing() {
        let (game, _) = makeGame()
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        let before = game.screen
        game.click(.card(first))
        #expect(game.screen.status == before.status)
        #expect(sides(game.screen) == sides(before))
        #expect(game.screen.cursor == first)
    }

    @Test func choosingOffTheBoardChangesNothing() {
        let (game, _) = makeGame()
        let before = game.screen
        game.click(.card(6))
        game.click(.card(-1))
        #expect(game.screen == before)
    }

    // MARK: - Cursor

    @Test func theCursorMovesOnTheRenderersGrid() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        game.send(.boardLaidOut(columns: 4, fits: true))
        #expect(game.screen.cards.count == 10)
        let moves: [(InputEvent, Int)] = [
            (.up, 0), (.left, 0), (.right, 1), (.down, 5), (.down, 9), (.down, 9), (.right, 9), (.left, 8),
            (.up, 4), (.left, 3), (.right, 4), (.up, 0),
        ]
        for (direction, expected) in moves {
            game.press(direction)
            #expect(game.screen.cursor == expected, "after \(direction)")
        }
    }

    @Test func movingDownOverTheGapOfAShortLastRowLandsOnTheLastCard() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        game.send(.boardLaidOut(columns: 4, fits: true))
        game.click(.card(7))
        game.press(.down)
        #expect(game.screen.cursor == 9)
    }

    @Test func beforeTheFirstLayoutTheBoardIsOneRow() {
        let (game, _) = makeGame()
        game.press(.down)
        #expect(game.screen.cursor == 0)
        for _ in 0..<10 { game.press(.right) }
        #expect(game.screen.cursor == 5)
        game.press(.up)
        #expect(game.screen.cursor == 5)
    }

    @Test func aNewLayoutKeepsTheCursorOnItsCard() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        game.send(.boardLaidOut(columns: 4, fits: true))
        game.click(.card(6))
        game.send(.boardLaidOut(columns: 3, fits: true))
        #expect(game.screen.cursor == 6)
        game.press(.up)
        #expect(game.screen.cursor == 3)
    }

    // MARK: - New game and themes

    @Test func newGameDuringAGameAsksFirstThenDealsARandomTheme() throws {
        let (game, clock) = makeGame()
        game.send(.boardLaidOut(columns: 3, fits: true))
        game.click(.card(4))
        clock.advance(by: .seconds(3))
        game.send(.clockTicked(now: clock.now))
        game.press(.character("n"))
        #expect(game.screen.mode == .confirm(question: "Abandon this game for a new one? y/N"))
        #expect(game.screen.status.flips == 1, "nothing is lost before the answer")
        game.press(.character("y"))

        let screen = game.screen
        let theme = try #require(game.theme)
        #expect(Fixtures.themes.contains(theme))
        let pairs = screen.cards.count / 2
        expectDeal(faces(of: game), of: theme, pairs: pairs)
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
        game.click(.card(1))
        clock.advance(by: .seconds(2))
        game.send(.clockTicked(now: clock.now))
        let before = game.screen
        game.press(.character("q"))
        #expect(game.screen.mode == .confirm(question: "Quit this game? y/N"))
        clock.advance(by: .seconds(30))
        game.press(.character("n"))
        #expect(!game.isQuitRequested)
        #expect(game.screen == before)
        game.press(.escape)
        game.press(.escape)
        #expect(game.screen.mode == .playing, "Esc asks, and Esc answers no")
        game.press(.character("q"))
        game.press(.character("y"))
        #expect(game.isQuitRequested)
    }

    @Test func beforeTheFirstChoiceAndAfterTheLastNothingIsAsked() {
        let (game, _) = makeGame()
        game.press(.character("n"))
        #expect(game.screen.mode == .playing)
        playPerfectly(game)
        game.press(.character("q"))
        #expect(game.isQuitRequested)
    }

    @Test func pickingAThemeDealsItAndClosesThePicker() {
        let (game, _) = makeGame()
        game.click(.card(1))
        game.press(.character("t"))
        game.pickThemeThroughPicker(2)
        #expect(game.screen.mode == .confirm(question: "Abandon this game for Sports? y/N"))
        game.press(.character("y"))
        #expect(game.theme == Fixtures.sports)
        #expect(game.screen.mode == .playing)
        expectDeal(faces(of: game), of: Fixtures.sports, pairs: 2)
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
        game.press(.character("t"))
        game.pickThemeThroughPicker(2)
        #expect(game.cardCount == 2 * Fixtures.sports.emojis.count)
        #expect(game.cardCount == game.screen.cards.count)
    }

    @Test func pickingAThemeOffTheListChangesNothing() {
        let (game, _) = makeGame()
        game.press(.character("t"))
        let before = game.screen
        game.pickThemeThroughPicker(4)
        game.pickThemeThroughPicker(-1)
        #expect(game.screen == before)
    }

    @Test func closingThePickerKeepsTheGame() {
        let (game, _) = makeGame()
        game.click(.card(2))
        let before = game.screen
        game.press(.character("t"))
        game.press(.down)
        game.press(.escape)
        #expect(game.screen == before)
    }

    @Test func thePickerOverAFinishedGameClosesBackToTheSummary() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.press(.character("t"))
        #expect(game.screen.mode == .themePicker(selection: 0))
        game.press(.escape)
        #expect(game.screen.mode == .gameOver)
    }

    // MARK: - Help and quit

    @Test func helpTogglesAndBlocksTheBoard() {
        let (game, _) = makeGame()
        game.press(.character("?"))
        #expect(game.screen.mode == .help)
        let before = game.screen
        game.click(.card(3))
        #expect(game.screen == before, "a click under the help reaches no card")
        game.press(.right)
        var closed = before
        closed.mode = .playing
        #expect(game.screen == closed, "any key closes the help and does nothing else")
    }

    @Test func helpIsNotAKeyOfThePicker() {
        let (game, _) = makeGame()
        game.press(.character("t"))
        let picker = game.screen
        game.press(.character("?"))
        #expect(game.screen == picker)
    }

    @Test func quitAsksTheLoopToEnd() {
        let (game, _) = makeGame()
        game.press(.character("q"))
        #expect(game.isQuitRequested)
    }

    // MARK: - Too small

    @Test func aBoardThatDoesNotFitShowsTooSmallAndTakesOnlyQuit() {
        let (game, _) = makeGame()
        game.send(.boardLaidOut(columns: 2, fits: false))
        #expect(game.screen.mode == .tooSmall)
        let before = game.screen
        game.press(.right)
        game.click(.card(1))
        game.press(.enter)
        game.press(.character("n"))
        game.press(.character("t"))
        game.pickThemeThroughPicker(1)
        game.press(.character("?"))
        #expect(game.screen == before)
        game.press(.character("q"))
        #expect(game.isQuitRequested)
    }

    @Test func theScreenUnderneathComesBackWhenTheBoardFitsAgain() {
        let (game, _) = makeGame()
        game.press(.character("?"))
        game.send(.boardLaidOut(columns: 3, fits: false))
        #expect(game.screen.mode == .tooSmall)
        game.send(.boardLaidOut(columns: 3, fits: true))
        #expect(game.screen.mode == .help)
    }

    @Test func theSummaryComesBackWhenTheBoardFitsAgain() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.send(.boardLaidOut(columns: 3, fits: false))
        #expect(game.screen.mode == .tooSmall)
        game.send(.boardLaidOut(columns: 3, fits: true))
        #expect(game.screen.mode == .gameOver)
    }

    @Test func pairsOverrideEveryThemeUpToWhatItHas() {
        let clock = TestClock()
        let game = makeViewModel(
            themes: Fixtures.themes, theme: Fixtures.fruit, pairs: 2, generator: SplitMix64(seed: 3), clock: clock)
        #expect(game.screen.cards.count == 4)
        game.pickThemeThroughPicker(0)  // Animals has 3 emoji: 2 pairs
        #expect(game.screen.cards.count == 4)
        let many = makeViewModel(
            themes: Fixtures.themes, theme: Fixtures.sports, pairs: 5, generator: SplitMix64(seed: 3), clock: clock)
        #expect(many.screen.cards.count == 4, "Sports has only 2 emoji")
    }
}
