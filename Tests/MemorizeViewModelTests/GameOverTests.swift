import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

@Suite struct GameOverTests {
    @Test func matchingEveryPairEndsTheGameWithASummary() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        clock.advance(by: .seconds(17))
        playPerfectly(game)
        let screen = game.screen
        #expect(screen.mode == .gameOver)
        // The whole board shows its faces: the last pair marked as just found, the others finished.
        #expect(sides(screen).filter { $0 == .justMatched }.count == 2)
        #expect(sides(screen).filter { $0 == .matched }.count == 4)
        #expect(
            screen.summary
                == GameSummary(
                    score: 6, flips: 6, elapsedSeconds: 17, bestScore: 6, seed: game.screen.summary?.seed,
                    replayCommand: ["memorize", "--theme", "Animals", "--seed", "\(game.screen.summary?.seed ?? 0)"]))
        #expect(summarySeedDealsTheBoard(game), "the seed shown deals this board again")
        #expect(
            screen.status
                == StatusLine(
                    themeName: "Animals", score: 6, flips: 6, elapsedSeconds: 17, pairsFound: 3, pairsTotal: 3))
    }

    @Test func theLastMatchHoldsTheBoardForASecondThenTheSummaryShows() throws {
        let (game, clock) = makeGame(settings: GameViewModel.Settings(policy: PresenterPolicy(finishHold: .seconds(1))))
        playPerfectly(game)
        #expect(game.session.isOver)
        #expect(game.screen.mode == .playing, "the last pair is seen first")
        let deadline = try #require(game.nextDeadline)
        #expect(deadline == clock.now + .seconds(1))
        clock.advance(by: .milliseconds(999))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.mode == .playing)
        clock.advance(by: .milliseconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.mode == .gameOver)
        #expect(game.nextDeadline == nil)
    }

    @Test func anyKeySkipsTheHoldAndDoesNothingElse() {
        let (game, _) = makeGame(settings: GameViewModel.Settings(policy: PresenterPolicy(finishHold: .seconds(1))))
        playPerfectly(game)
        game.press(.character("n"))
        #expect(game.screen.mode == .gameOver, "n only skipped the hold")
        let (clicked, _) = makeGame(settings: GameViewModel.Settings(policy: PresenterPolicy(finishHold: .seconds(1))))
        playPerfectly(clicked)
        clicked.click(.card(0))
        #expect(clicked.screen.mode == .gameOver)
    }

    @Test func noKeyDuringTheHoldOrJustAfterItLeavesTheSummary() {
        let settings = GameViewModel.Settings(
            policy: PresenterPolicy(finishHold: .seconds(1), summaryGrace: .milliseconds(500)))
        let (skipped, clock) = makeGame(settings: settings)
        playPerfectly(skipped)
        skipped.press(.enter)
        #expect(skipped.screen.mode == .gameOver, "a key in the hold only shows the summary")
        skipped.press(.enter)
        skipped.click(.card(0))
        clock.advance(by: .milliseconds(499))
        skipped.press(.character("n"))
        #expect(skipped.screen.mode == .gameOver, "keys on their way meanwhile do nothing")
        clock.advance(by: .milliseconds(1))
        skipped.press(.enter)
        #expect(skipped.screen.mode == .playing, "a key once the summary is shown plays again")

        let (held, heldClock) = makeGame(settings: settings)
        playPerfectly(held)
        heldClock.advance(by: .seconds(1))
        held.send(.clockTicked(now: heldClock.now))
        #expect(held.screen.mode == .gameOver)
        heldClock.advance(by: .milliseconds(200))
        held.press(.character("n"))
        #expect(held.screen.mode == .gameOver)
        heldClock.advance(by: .milliseconds(300))
        held.press(.character("n"))
        #expect(held.screen.mode == .playing)
    }

    @Test func aFinishedGamesTimeStaysPutBehindThePicker() {
        let (game, clock) = makeGame()
        game.click(.card(0))
        playPerfectly(game)
        let time = game.screen.status.elapsedSeconds
        clock.advance(by: .seconds(5))
        game.press(.character("t"))
        clock.advance(by: .seconds(5))
        game.press(.escape)
        #expect(game.screen.status.elapsedSeconds == time)
        #expect(game.screen.summary?.elapsedSeconds == time)
    }

    @Test func vHidesTheSummaryToShowTheBoardAndShowsItAgain() {
        let (game, _) = makeGame()
        playPerfectly(game)
        #expect(game.screen.showsSummary)
        game.press(.character("v"))
        #expect(game.screen.mode == .gameOver && !game.screen.showsSummary)
        game.press(.character("V"))
        #expect(game.screen.showsSummary)
        game.press(.character("v"))
        game.press(.enter)
        #expect(game.screen.mode == .playing)
        playPerfectly(game)
        #expect(game.screen.showsSummary, "a new game shows its summary")
    }

    @Test func aNewRandomThemeIsNeverTheOneJustPlayed() {
        let (game, _) = makeGame(theme: Fixtures.animals, seed: 3)
        var previous = game.variant.name
        for _ in 0..<40 {
            game.press(.character("n"))
            #expect(game.variant.name != previous)
            previous = game.variant.name
        }
        let (alone, _) = makeGame(theme: Fixtures.animals, themes: [Fixtures.animals])
        alone.press(.character("n"))
        #expect(alone.variant.name == "Animals", "the only theme deals again")
    }

    @Test func theGameIsNotOverOneMatchShort() {
        let (game, _) = makeGame(theme: Fixtures.sports)
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        #expect(game.screen.mode == .playing)
        #expect(game.screen.summary == nil)
        #expect(game.isClockRunning)
    }

    @Test func aFinishedGameTakesNoMoreChoices() {
        let (game, _) = makeGame()
        playPerfectly(game)
        let before = game.screen
        game.press(.left)
        game.click(.card(0))
        game.press(.character("?"))
        game.press(.character(" "))
        #expect(game.screen == before)
    }

    @Test func aWorseSecondGameKeepsTheFirstBest() {
        let (game, _) = makeGame()
        playPerfectly(game)
        #expect(game.screen.summary?.bestScore == 6)
        game.pickThemeThroughPicker(0)
        #expect(game.screen.summary == nil)
        playWithPenalty(game)
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 5, flips: 10, elapsedSeconds: 0, bestScore: 6, seed: game.screen.summary?.seed,
                    replayCommand: replay(game)))
        #expect(summarySeedDealsTheBoard(game), "the seed shown deals this board again")
    }

    @Test func aBetterSecondGameRaisesTheBest() {
        let (game, _) = makeGame()
        playWithPenalty(game)
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 5, flips: 10, elapsedSeconds: 0, bestScore: 5, seed: game.screen.summary?.seed,
                    replayCommand: replay(game)))
        #expect(summarySeedDealsTheBoard(game), "the seed shown deals this board again")
        game.pickThemeThroughPicker(0)
        playPerfectly(game)
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 6, flips: 6, elapsedSeconds: 0, bestScore: 6, seed: game.screen.summary?.seed,
                    replayCommand: replay(game)))
        #expect(summarySeedDealsTheBoard(game), "the seed shown deals this board again")
    }

    @Test func eachThemeKeepsItsOwnBest() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.pickThemeThroughPicker(2)
        playWithPenalty(game)
        #expect(
            game.screen.summary
                == GameSummary(
                    score: 3, flips: 8, elapsedSeconds: 0, bestScore: 3, seed: game.screen.summary?.seed,
                    replayCommand: replay(game)))
        #expect(summarySeedDealsTheBoard(game), "the seed shown deals this board again")
    }

    @Test func newGameLeavesTheSummary() {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.press(.character("n"))
        #expect(game.screen.mode == .playing)
        #expect(game.screen.summary == nil)
        #expect(game.screen.status.flips == 0)
    }

    @Test func enterOnTheSummaryReplaysTheSameThemeWithANewDeal() {
        let (game, _) = makeGame(theme: Fixtures.fruit)
        playPerfectly(game)
        let firstSeed = game.screen.summary?.seed
        game.press(.enter)
        #expect(game.screen.mode == .playing)
        #expect(game.theme == Fixtures.fruit)
        #expect(game.screen.status.flips == 0)
        playPerfectly(game)
        #expect(game.screen.summary?.seed != firstSeed, "a new deal")
    }

    @Test func theSeedTheSummaryShowsDealsThatBoardAgain() throws {
        let (game, _) = makeGame()
        playPerfectly(game)
        game.press(.enter)  // a second deal, from a seed the run drew
        playPerfectly(game)
        let shown = game.screen.cards.map { $0.face?.text ?? "" }
        let seed = try #require(game.screen.summary?.seed)
        let again = makeViewModel(
            themes: Fixtures.themes, theme: Fixtures.animals, generator: SplitMix64(seed: 1), firstSeed: seed,
            clock: TestClock())
        playPerfectly(again)
        #expect(again.screen.cards.map { $0.face?.text ?? "" } == shown, "the faces the replay shows")
    }
}

/// The command a summary of `game`'s theme, untimed and of its own pairs, gives.
private func replay(_ game: GameViewModel) -> [String] {
    ["memorize", "--theme", game.session.variant.name, "--seed", "\(game.screen.summary?.seed ?? 0)"]
}

@Suite("The command that deals a board again")
struct ReplayCommandTests {
    @Test("a theme by its name, --pairs only when given, --timed, and Matchismo by its mode and cards")
    func arguments() {
        let sea = Theme(name: "Sea life's", emojis: ["🐙", "🦀", "🐳"], pairs: .random, color: .named("blue"))
        #expect(ThemeVariant(Fixtures.animals).replayArguments == ["--theme", "Animals"])
        #expect(ThemeVariant(sea).replayArguments == ["--theme", #"'Sea life'\''s'"#])
        #expect(ThemeVariant(sea, pairs: 9).replayArguments == ["--theme", #"'Sea life'\''s'"#, "--pairs", "3"])
        #expect(
            TimedVariant(ThemeVariant(Fixtures.animals, pairs: 2)).replayArguments
                == ["--theme", "Animals", "--pairs", "2", "--timed"])
        #expect(MatchismoVariant().replayArguments == ["--mode", "matchismo"])
        #expect(
            TimedVariant(MatchismoVariant(cardCount: 20)).replayArguments
                == ["--mode", "matchismo", "--cards", "20", "--timed"])
    }
}

/// A score keeper that remembers what it was given and answers as told.
final class RecordingScoreKeeper: ScoreKeeper {
    var games: [FinishedGame] = []
    /// The games of several players: their names and winner.
    var matches: [(players: [String], winner: String?)] = []
    var lookedUp: [FinishedGame] = []
    let answer: RecordedGame
    let kept: Int?

    init(answer: RecordedGame, kept: Int? = nil) {
        self.answer = answer
        self.kept = kept
    }

    func keptBestScore(for game: FinishedGame) -> Int? {
        lookedUp.append(game)
        return kept
    }

    func record(_ game: FinishedGame) -> RecordedGame {
        games.append(game)
        return answer
    }

    /// The dailies brought up to date, each beside the game it replaced as it was filed.
    var updates: [(game: FinishedGame, filed: FinishedGame)] = []

    func updateDaily(_ game: FinishedGame, filed: FinishedGame) -> RecordedGame {
        updates.append((game, filed))
        return answer
    }

    func recordMatch(players: [String], winner: String?) -> String? {
        matches.append((players, winner))
        return nil
    }

    /// The games against the computer: its level and how the people fared.
    var versus: [(level: String, result: VersusResult)] = []

    func recordVersus(level: String, _ result: VersusResult) -> String? {
        versus.append((level, result))
        return nil
    }

    /// The days whose daily is kept already.
    var playedDays: Set<String> = []

    func dailyWasPlayed(on day: String) -> Bool { playedDays.contains(day) }

    /// Whether the next question finds a first visit, until it is marked seen.
    var firstVisit = false

    func isFirstVisit() -> Bool { firstVisit }

    func markVisited() { firstVisit = false }
}

@Suite struct KeptScoresTests {
    @Test func aFinishedGameIsRecordedOnceAndItsNewRecordsShowInTheSummary() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [.score, .time]))
        let (game, clock) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper))
        game.click(.card(0))
        clock.advance(by: .seconds(9))
        playPerfectly(game)
        #expect(
            keeper.games == [
                FinishedGame(
                    variantName: "Animals", ruleSet: .memorize, timed: false, cards: 6, score: game.session.score,
                    flips: game.session.flipCount, seconds: 9)
            ])
        #expect(game.screen.summary?.newRecords == [.score, .time])
        game.press(.character("t"))
        game.press(.escape)
        #expect(keeper.games.count == 1, "looking around after the game records nothing more")
        game.press(.enter)
        #expect(game.screen.summary == nil)
        #expect(game.newRecords.isEmpty)
    }

    @Test func aScoresNoticeStaysOnTheSummaryUntilEscAndIsKeptForTheExitOnce() {
        let notice = "best scores not saved: cannot write \"/state/scores.json\": No space left on device"
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [], notice: notice))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper))
        playPerfectly(game)
        #expect(game.screen.notice == notice)
        game.press(.character("v"))
        game.press(.character("v"))
        #expect(game.screen.notice == notice, "keys that do something else leave it")
        game.press(.escape)
        #expect(game.screen.notice == nil)
        #expect(game.screen.mode == .gameOver, "Esc only dismissed it")
        game.press(.enter)
        playPerfectly(game)
        #expect(game.screen.notice == notice)
        #expect(game.lastingNotices == [notice], "said once at the exit")
    }

    @Test func theSameNoticeAgainIsToldAgainThoughItStillShows() {
        let notice = "best scores not saved: cannot write \"/state/scores.json\": No space left on device"
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [], notice: notice))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper))
        playPerfectly(game)
        game.press(.enter)
        #expect(game.screen.notice == notice, "not dismissed")
        // Plain mode says each notice as a line when told of it, and has no key to dismiss one.
        let told = publishedEvents(game) { playPerfectly(game) }
        #expect(told.filter { $0 == .notice(notice) }.count == 1, "\(told)")
    }

    @Test func theDailyGameIsFiledAsDailyAndItsSummaryGivesALineToShareButTheNextDealIsOrdinary() throws {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (game, clock) = makeGame(
            settings: GameViewModel.Settings(
                scoreKeeper: keeper, daily: "2026-12-01", dailyNumber: 5, dailyDealtOn: "2026-12-01"))
        game.click(.card(0))
        clock.advance(by: .seconds(65))
        playPerfectly(game)
        // Filed at its first card, not won, and brought up to date at its end.
        #expect(keeper.games.map(\.daily) == ["2026-12-01"])
        #expect(keeper.games.map(\.dealtOn) == ["2026-12-01"], "filed under the day it was dealt on")
        #expect(keeper.games.map(\.won) == [false])
        #expect(keeper.updates.map(\.filed) == keeper.games)
        #expect(keeper.updates.map(\.game.won) == [true])
        #expect(keeper.updates.map(\.game.dealtOn) == ["2026-12-01"])
        #expect(keeper.updates.map(\.game.flips) == [game.session.flipCount])
        let summary = game.screen.summary
        #expect(summary?.daily == "2026-12-01")
        let share = try #require(summary?.share)
        #expect(
            share.headline(unicode: true)
                == "Memorize #5 · Animals · \(game.session.score)/6 · \(game.session.flipCount) flips (min 6) · 1:05")
        #expect(share.turns.filter { $0 == .match }.count == 3, "one square a pair found")
        #expect(share.turns.count == game.session.flipCount / 2, "and one a turn")
        #expect(game.finishedDailyShare == share, "kept to print when the terminal is given back")
        game.press(.enter)
        playPerfectly(game)
        #expect(keeper.games.map(\.daily) == ["2026-12-01", nil], "a replay is not the daily deal")
        #expect(keeper.games.map(\.dealtOn) == ["2026-12-01", nil], "and is dated when it ends")
        #expect(keeper.updates.count == 1, "nor updated as one")
        #expect(game.screen.summary?.daily == nil)
        #expect(game.screen.summary?.share == nil)
    }

    @Test func aDailyThatDidNotCountSaysWhyAndSharesAsPractice() throws {
        let keeper = RecordingScoreKeeper(
            answer: RecordedGame(
                newRecords: [], practice: "Practice: this day's daily was played, and its first try counts"))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper, daily: "2026-12-01"))
        playPerfectly(game)
        let summary = try #require(game.screen.summary)
        #expect(summary.dailyPractice == "Practice: this day's daily was played, and its first try counts")
        #expect(summary.share?.headline(unicode: true).hasPrefix("Memorize 2026-12-01 (practice) · Animals") == true)
    }

    @Test func cOnADailysSummaryCopiesItsLinesAndOnAnyOtherSummaryDoesNothing() throws {
        let (daily, _) = makeGame(
            settings: GameViewModel.Settings(
                scoreKeeper: RecordingScoreKeeper(answer: RecordedGame(newRecords: [])), daily: "2026-12-01"))
        playPerfectly(daily)
        daily.press(.character("c"))
        let lines = try #require(daily.screen.summary?.share?.lines(unicode: true).joined(separator: "\n"))
        #expect(daily.events == [.copy(lines)], "the copy is an event, published once")
        #expect(lines.hasPrefix("Memorize 2026-12-01 · Animals · 6/6"))
        daily.press(.character("v"))
        #expect(!daily.events.contains(.copy(lines)), "and only by the key that asks for it")
        let (ordinary, _) = makeGame()
        playPerfectly(ordinary)
        ordinary.press(.character("c"))
        #expect(!ordinary.events.contains { if case .copy = $0 { true } else { false } }, "nothing to copy")
    }

    @Test func leavingADailyUnderWayUsesUpTheDaysTry() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper, daily: "2026-12-01"))
        game.click(.card(0))
        game.click(.card(1))
        game.press(.character("q"))
        game.press(.character("y"))
        #expect(game.isQuitRequested)
        #expect(keeper.games.map(\.daily) == ["2026-12-01"])
        #expect(keeper.games.map(\.flips) == [1], "filed at its first card")
        #expect(keeper.updates.map(\.game.daily) == ["2026-12-01"])
        #expect(keeper.updates.map(\.game.won) == [false])
        #expect(keeper.updates.map(\.game.flips) == [2], "and brought up to where it was left")
        game.fileUnfinishedDaily()
        #expect(keeper.games.count == 1 && keeper.updates.count == 1, "filed once, however the run ends")
        // A run that ends without a question (Ctrl-C, the end of input) files the daily all the same.
        let signalled = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (interrupted, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: signalled, daily: "2026-12-01"))
        interrupted.click(.card(0))
        interrupted.fileUnfinishedDaily()
        #expect(signalled.games.map(\.won) == [false])
        #expect(signalled.updates.map(\.game.won) == [false])
        // An ordinary game left under way files nothing.
        let ordinary = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (other, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: ordinary))
        other.click(.card(0))
        other.press(.character("q"))
        other.press(.character("y"))
        #expect(ordinary.games.isEmpty)
    }

    // Issue 42: a daily was filed only at its end or when left through the game, so a run that died
    // (`kill -9`, a crash, plain mode's Ctrl-C) left no trace and the day could be tried again.
    @Test func aDailysFirstCardFilesItAsTheDaysTryNotWonAndOnlyOnce() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (game, clock) = makeGame(
            settings: GameViewModel.Settings(scoreKeeper: keeper, daily: "2026-12-01", dailyDealtOn: "2026-12-01"))
        clock.advance(by: .seconds(3))
        #expect(keeper.games.isEmpty, "a board only looked at is no try yet")
        game.press(.enter)
        #expect(
            keeper.games == [
                FinishedGame(
                    variantName: "Animals", ruleSet: .memorize, timed: false, cards: 6, score: 0, flips: 1, seconds: 0,
                    daily: "2026-12-01", dealtOn: "2026-12-01", won: false)
            ], "what a run that dies now leaves")
        game.press(.right)
        game.press(.enter)
        game.press(.right)
        game.press(.enter)
        #expect(keeper.games.count == 1, "filed once, at the first card")
        #expect(keeper.updates.isEmpty, "and brought up to date only at its end")
        // A daily left without a card turned was never a try.
        let untouched = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (looked, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: untouched, daily: "2026-12-01"))
        looked.fileUnfinishedDaily()
        #expect(untouched.games.isEmpty && untouched.updates.isEmpty)
    }

    @Test func aDailyFoundToBePracticeAtItsFirstCardFilesNothingMoreAndSaysSoAtItsEnd() throws {
        let practice = "Practice: this day's daily was played, and its first try counts"
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [], practice: practice))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper, daily: "2026-12-01"))
        game.click(.card(0))
        #expect(keeper.games.count == 1)
        playPerfectly(game)
        #expect(keeper.games.count == 1 && keeper.updates.isEmpty, "another game holds the day")
        let summary = try #require(game.screen.summary)
        #expect(summary.dailyPractice == practice)
        #expect(summary.share?.headline(unicode: true).hasPrefix("Memorize 2026-12-01 (practice) · Animals") == true)
        game.fileUnfinishedDaily()
        #expect(keeper.games.count == 1 && keeper.updates.isEmpty)
    }

    @Test func aPracticeRunRecordsNoGameAndItsSummarySaysSoBesideTheKeptRecord() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [.score, .flips, .time]), kept: 40)
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper, isPractice: true))
        for _ in 0..<2 {
            playPerfectly(game)
            #expect(keeper.games.isEmpty, "a seeded deal is not a record, nor any later deal of the run")
            #expect(game.screen.summary?.isPractice == true)
            #expect(game.screen.summary?.newRecords == [], "never a New best!")
            #expect(game.screen.summary?.keptBestScore == 40)
            game.press(.enter)
        }
        #expect(keeper.lookedUp.count == 2)
    }

    @Test func aRecordedGameShowsTheKeptRecordBesideTheSessionsBest() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [], keptBestScore: 12))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper))
        playPerfectly(game)
        #expect(game.screen.summary?.keptBestScore == 12)
        #expect(game.screen.summary?.isPractice == false)
    }

    @Test func aScoreFileProblemIsANoticeAndTheGameGoesOn() {
        let keeper = RecordingScoreKeeper(
            answer: RecordedGame(newRecords: [], notice: "memorize: cannot keep scores: read-only"))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper))
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(game.screen.notice == "memorize: cannot keep scores: read-only")
    }

    @Test func withAnimationsAMatchFlashesBrieflyAndTheFlipEnds() {
        let (game, clock) = makeGame(settings: GameViewModel.Settings(policy: PresenterPolicy(animates: true)))
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        #expect(game.screen.cards[first].flip == .narrowBack)
        game.click(.card(second))
        #expect(game.screen.cards[first].flashes && game.screen.cards[second].flashes)
        #expect(game.screen.cards[second].flip == .narrowBack)
        clock.advance(by: .milliseconds(120))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.cards[second].flip == .narrowFace)
        clock.advance(by: .milliseconds(200))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.cards.allSatisfy { $0.flip == nil && !$0.flashes })
        #expect(game.screen.cards[second].side == .justMatched, "the final state was there all along")
    }
}
