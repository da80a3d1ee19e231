import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Everything on screen explained (issue 43): what the help says the best is, and who the status line
/// marks once a game is over.
@Suite struct ExplainedTests {
    @Test func theHelpSaysTheBestIsWithoutForgettingACardNotWithoutAMismatch() {
        let (game, _) = makeGame()
        let help = game.screen.scoringHelp.joined(separator: "\n")
        #expect(help.contains("Best possible here: 6 (3 pairs, without forgetting a card)."))
        #expect(!help.contains("no mismatch"), "a mismatch of cards never seen costs nothing")
    }

    @Test func noSeatIsMarkedToMoveOnceTheGameIsOver() {
        let (game, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
        #expect(game.screen.status.currentPlayer == 0)
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(!game.screen.status.players.indices.contains(game.screen.status.currentPlayer))
    }
}

/// The daily explained: which daily it is, that a repeat is practice before it starts, and what `c` did.
@Suite struct DailyExplainedTests {
    private func daily(played: Bool = false, dealtOn: String? = "2026-12-01") -> GameViewModel {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        if played { keeper.playedDays = ["2026-12-01"] }
        return makeGame(
            settings: GameViewModel.Settings(
                scoreKeeper: keeper, daily: "2026-12-01", dailyNumber: 17, dailyDealtOn: dealtOn)
        ).0
    }

    @Test func theStatusLineNamesTheDaily() {
        #expect(daily().screen.status.daily == "Daily #17")
        #expect(makeGame().0.screen.status.daily == nil)
    }

    @Test func aRepeatOfTheDaySaysItIsPracticeBeforeItsFirstCard() {
        let repeated = daily(played: true)
        #expect(repeated.screen.notice == "This day's daily was played: this is practice")
        #expect(
            repeated.events.contains(.notice("This day's daily was played: this is practice")), "plain mode says it")
        #expect(daily().screen.notice == nil, "the day's first try says nothing")
        #expect(daily(dealtOn: "2026-12-05").screen.notice == "A past day's daily: this is practice")
    }

    @Test func cSaysItCopiedAndAnOrdinaryGameSaysWhyNot() {
        let game = daily()
        playPerfectly(game)
        #expect(game.screen.summary?.copied == nil)
        game.press(.character("c"))
        #expect(game.screen.summary?.copied?.hasPrefix("Copied") == true)
        let (ordinary, _) = makeGame()
        playPerfectly(ordinary)
        ordinary.press(.character("c"))
        #expect(ordinary.screen.notice == "Nothing to copy: only a daily has lines to share")
    }

    @Test func theSquaresHaveALegend() {
        #expect(DailyShare.legend(unicode: true) == "🟩 match · ⬜ miss, both new · 🟥 miss, a card seen")
        #expect(DailyShare.legend(unicode: false) == "M match - - miss, both new - X miss, a card seen")
    }
}

/// Matchismo explained: the turn-back rule the first time it happens and in the help; the first
/// game's help offered once.
@Suite struct MatchismoExplainedTests {
    private func makeMatchismo(keeper: RecordingScoreKeeper? = nil) -> GameViewModel {
        let variant = MatchismoVariant(cardCount: 12)
        return GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 4), clock: TestClock(),
            settings: GameViewModel.Settings(scoreKeeper: keeper))
    }

    /// Chooses face-down cards from `start` on until a choice is a mismatch: the faces of the card
    /// chosen before it and of the card chosen, and where the latter is.
    private func mismatch(in game: GameViewModel, from start: Int) -> (earlier: String, new: String, card: Int)? {
        var chosen: String?
        for card in start..<game.cardCount where game.screen.cards[card].side == .faceDown {
            var events: [GameEvent] = []
            let observer = game.observeEvents { events += $0 }
            game.send(.intent(.choose(card: card)))
            game.stopObserving(observer)
            let face = game.screen.cards[card].face?.text ?? "?"
            for case .result(let result) in events where result.isMatch == false {
                if let chosen { return (chosen, face, card) }
            }
            chosen = game.screen.cards[card].side == .faceUp ? face : nil
        }
        return nil
    }

    @Test func theFirstMismatchSaysWhichCardTurnedBackAndWhichStaysChosenOnceARun() throws {
        let game = makeMatchismo()
        var events: [GameEvent] = []
        game.observeEvents { events += $0 }
        let first = try #require(mismatch(in: game, from: 0))
        let message = try #require(game.screen.message?.text)
        #expect(message.hasSuffix(" · \(first.earlier) turned back; \(first.new) stays chosen"), "\(message)")
        #expect(events.contains { if case .aside(let line) = $0 { line.hasSuffix("stays chosen.") } else { false } })
        _ = try #require(mismatch(in: game, from: first.card + 1))
        #expect(game.screen.message?.text.contains("turned back") == false, "said once")
    }

    @Test func theHelpSaysTheTurnBackRule() {
        let help = makeMatchismo().screen.scoringHelp.joined(separator: "\n")
        #expect(help.contains("After a mismatch the earlier card turns back; the new one stays chosen."))
    }

    @Test func aFirstGameOffersTheHelpOnceUnderTheBoard() {
        let first = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        first.firstVisit = true
        let game = makeMatchismo(keeper: first)
        #expect(game.screen.message?.text == "First game here? Press ? for the keys and how scoring works")
        #expect(first.firstVisit, "not marked before the first card: the first frame writes no file")
        game.click(.card(0))
        #expect(!first.firstVisit, "the first card marks it seen")
        #expect(makeMatchismo(keeper: first).screen.message == nil, "the next run offers nothing")
    }
}
