import MemorizeKeys
import MemorizeSetup
import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import ScreenKit
import Testing

@testable import MemorizeViewModel

/// The new-game screen: opened by `o`, every choice on a row, changed by arrows, typing, a click or
/// a typed answer, and dealt by asking the run for the chosen game.
@Suite struct NewGameScreenTests {
    private func game(choices: NewGameChoices? = NewGameChoices()) -> (GameViewModel, TestClock) {
        makeGame(settings: GameViewModel.Settings(newGame: choices))
    }

    private func form(_ game: GameViewModel) throws -> NewGameForm {
        guard case .newGame(let form) = game.screen.mode else {
            Issue.record("not on the new-game screen: \(game.screen.mode)")
            throw CancellationError()
        }
        return form
    }

    @Test func oOpensTheScreenWithTheRunsChoicesAndEscClosesItKeepingTheChanges() throws {
        var choices = NewGameChoices()
        choices.theme = "Fruit"
        let (game, _) = game(choices: choices)
        game.press(.character("o"))
        var shown = try form(game)
        #expect(shown.row == .game)
        #expect(shown.lines.map(\.label) == ["Game", "Daily", "Theme", "Pairs", "Timed", "Players", "Seed", ""])
        #expect(shown.lines[2].value == "Fruit")
        #expect(shown.commandLine == "memorize --theme Fruit")
        game.press(.down)
        game.press(.character("j"))
        game.press(.right)
        shown = try form(game)
        #expect(shown.row == .theme)
        #expect(shown.choices.theme == "Sports", "the next theme after Fruit, in the picker's order")
        game.press(.escape)
        #expect(game.screen.mode == .playing)
        #expect(game.requestedNewGame == nil)
        game.press(.character("o"))
        #expect(try form(game).choices.theme == "Sports", "opens again with the last choices")
    }

    @Test func arrowsStepEachChoiceAndTheCommandLineFollows() throws {
        let (game, _) = game()
        game.press(.character("o"))
        game.press(.right)
        #expect(try form(game).commandLine == "memorize --mode matchismo")
        #expect(try form(game).lines.map(\.label).contains("Theme") == false, "Matchismo has no theme")
        game.press(.left)
        // Down to the players: computer levels follow four players here.
        for _ in 0..<5 { game.press(.down) }
        #expect(try form(game).row == .players)
        for _ in 0..<4 { game.press(.right) }
        #expect(try form(game).choices.computer == .easy)
        game.press(.right)
        #expect(try form(game).commandLine == "memorize --versus computer:normal")
        #expect(try form(game).lines.map(\.label).contains("Your name"))
        game.press(.left)
        game.press(.left)
        #expect(try form(game).commandLine == "memorize --players 4")
    }

    @Test func namesAndTheSeedAreTypedAndBackspaceDeletes() throws {
        let (game, _) = game()
        game.press(.character("o"))
        for _ in 0..<5 { game.press(.down) }
        game.press(.right)
        game.press(.down)
        #expect(try form(game).row == .names)
        #expect(KeyScreen(game.screen.mode) == .newGameText, "letters type here")
        for character in "Ann, Joq" { game.press(.character(character)) }
        game.press(.backspace)
        game.press(.character("e"))
        #expect(try form(game).choices.names == ["Ann", "Joe"])
        game.press(.down)
        for character in "4x2" { game.press(.character(character)) }
        #expect(try form(game).choices.seed == 42, "only digits make a seed")
        #expect(try form(game).commandLine == "memorize --seed 42 --players 2 --names Ann,Joe")
    }

    @Test func enterDealsAtOnceBetweenGamesAndAsksFirstDuringOne() throws {
        let (idle, _) = game()
        idle.press(.character("o"))
        idle.press(.enter)
        #expect(idle.requestedNewGame == NewGameChoices())
        #expect(idle.isQuitRequested, "the run deals the chosen game")

        let (playing, _) = game()
        playing.send(.intent(.choose(card: 0)))
        playing.press(.character("o"))
        playing.press(.character("l"))
        playing.press(.enter)
        #expect(playing.screen.mode == .confirm(question: "Abandon this game for the one chosen? y/N"))
        playing.press(.character("n"))
        #expect(playing.requestedNewGame == nil && !playing.isQuitRequested)
        playing.press(.character("o"))
        #expect(try form(playing).choices.matchismo, "a no keeps the choices")
        playing.press(.enter)
        playing.press(.character("y"))
        #expect(playing.requestedNewGame?.matchismo == true)
    }

    @Test func aClickGoesToARowThenStepsItAndOnTheLastRowDeals() throws {
        let (game, _) = game()
        game.press(.character("o"))
        game.click(.newGameRow(4))
        #expect(try form(game).row == .timed)
        game.click(.newGameRow(4))
        #expect(try form(game).choices.timed)
        let last = try form(game).rows.count - 1
        game.click(.newGameRow(last))
        game.click(.newGameRow(last))
        #expect(game.requestedNewGame?.timed == true)
    }

    @Test func aDailyHidesWhatItChoosesItself() throws {
        let (game, _) = game()
        game.press(.character("o"))
        game.press(.down)
        game.press(.right)
        let shown = try form(game)
        #expect(shown.lines.map(\.label) == ["Game", "Daily", "Timed", ""])
        #expect(shown.commandLine == "memorize --daily")
    }

    @Test func plainModesAnswersFillEachRowInTurnAndEnterKeepsEach() throws {
        let (game, _) = game()
        game.send(.intent(.newGameScreen(.open)))
        game.send(.intent(.newGameScreen(.answer(""))))
        #expect(try form(game).row == .daily)
        game.send(.intent(.newGameScreen(.answer("no"))))
        game.send(.intent(.newGameScreen(.answer("fru"))))
        #expect(try form(game).choices.theme == "Fruit")
        game.send(.intent(.newGameScreen(.answer("9"))))
        #expect(try form(game).problem == "Not a choice here: 9", "Fruit has 5 emoji")
        #expect(try form(game).row == .size)
        game.send(.intent(.newGameScreen(.answer("4"))))
        game.send(.intent(.newGameScreen(.answer("yes"))))
        game.send(.intent(.newGameScreen(.answer("computer hard"))))
        game.send(.intent(.newGameScreen(.answer("Ann"))))
        game.send(.intent(.newGameScreen(.answer("computer"))))
        #expect(game.requestedNewGame == nil, "the seed is still to come")
        game.send(.intent(.newGameScreen(.answer(""))))
        let chosen = try #require(game.requestedNewGame)
        #expect(
            chosen.arguments == [
                "--theme", "Fruit", "--pairs", "4", "--timed", "--versus", "computer:hard", "--first", "computer",
                "--names", "Ann",
            ])
    }

    @Test func aRefusedGameOpensTheScreenAgainWithTheReason() throws {
        let (game, _) = game()
        game.press(.character("o"))
        game.press(.down)
        game.press(.enter)
        game.refuseNewGame(because: "names must differ")
        #expect(!game.isQuitRequested && game.requestedNewGame == nil)
        #expect(try form(game).problem == "names must differ")
        #expect(try form(game).row == .daily, "the screen as it was, on the same row")
    }

    @Test func notOfferedAtATableOrWithoutChoicesAndSaysWhy() {
        let (game, _) = game(choices: nil)
        game.press(.character("o"))
        #expect(game.screen.mode == .playing)
        #expect(game.screen.message?.text(unicode: true) == "The new-game screen is not offered in this run")
    }

    @Test func atATableTheScreenIsNotOfferedEvenWithChoicesAndSaysWhy() {
        let host = makeViewModel(
            themes: Fixtures.themes, theme: Fixtures.fruit, generator: SplitMix64(seed: 1), clock: TestClock(),
            settings: GameViewModel.Settings(
                seats: [Seat(name: "Ann"), Seat(name: "Bob", kind: .remote)], table: .host(QueuedLink()),
                newGame: NewGameChoices()))
        host.press(.character("o"))
        #expect(host.screen.mode == .playing)
        #expect(host.screen.message?.text(unicode: true).hasPrefix("The new-game screen is not at a table") == true)
    }

    @Test func theThemesOfTimedAndRecordedVariantsAreOffered() {
        let variants: [any GameVariant] = Fixtures.themes.map { TimedVariant(RecordingVariant(ThemeVariant($0))) }
        let game = GameViewModel(
            variants: variants, variant: variants[0], generator: SplitMix64(seed: 1), clock: TestClock(),
            settings: GameViewModel.Settings(newGame: NewGameChoices()))
        #expect(game.themeOptions.map(\.name) == Fixtures.themes.map(\.name))
        #expect(game.themeOptions.map(\.most) == [3, 5, 2, 2])
    }
}
