import MemorizePlayers
import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// The computer at a person's pace on the grid's policy, on the test clock: a mismatch stays up to be
/// read, it thinks longer over a guess than over a pair it knows, says what it is doing under the
/// board, and says a pass in words. Only the timing changes: its cards are the ones it chose before.
@Suite struct ComputerPaceTests {
    private static let big = Theme(
        name: "Big", emojis: ["🍎", "🍌", "🍇", "🍉", "🍒", "🍋", "🥝", "🍑", "🍍", "🥥", "🍐", "🍊"], color: .named("red"))

    private func makeVersus(
        _ level: ComputerLevel, first computerFirst: Bool = false, seed: UInt64 = Fixtures.seed,
        theme: Theme = Fixtures.fruit
    ) -> (GameViewModel, TestClock) {
        let computer = Seat(name: "Computer", kind: .computer(level))
        let you = Seat(name: "You")
        return makeGame(
            theme: theme, themes: [theme], seed: seed,
            settings: GameViewModel.Settings(seats: computerFirst ? [computer, you] : [you, computer]))
    }

    @Test(arguments: ComputerLevel.allCases)
    func yourMismatchStaysUpAtLeastAMomentAndAHalfBeforeItsFirstCard(level: ComputerLevel) {
        let (game, clock) = makeVersus(level)
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        #expect(game.isComputersTurn)
        clock.advance(by: .milliseconds(1499))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.flips == 2, "your cards are still up")
        #expect(game.screen.cards[first].side == .faceUp && game.screen.cards[second].side == .faceUp)
        clock.advance(by: .milliseconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.flips == 3, "then it turns its first card")
    }

    @Test func aKeyStillHurriesItThroughTheHold() {
        let (game, _) = makeVersus(.expert)
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        game.press(.character("x"))
        #expect(game.screen.status.flips == 3)
    }

    @Test func theLineUnderTheBoardSaysItIsThinkingInsteadOfWhoseTurn() throws {
        let (game, clock) = makeVersus(.normal)
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        let message = try #require(game.screen.message)
        #expect(message.text.hasSuffix(" · Computer is thinking…"), "\(message.text)")
        #expect(message.asciiText.hasSuffix(" - Computer is thinking..."))
        #expect(!message.text.contains("Computer's turn"))
        #expect(message.text.hasPrefix("No match"))
        var steps = 0
        while game.isComputersTurn, steps < 40 {
            clock.advance(by: GameViewModel.computerLongestPause)
            game.send(.clockTicked(now: clock.now))
            steps += 1
        }
        #expect(game.screen.message?.text.contains("thinking") != true, "not on your turn")
    }

    /// Its think before each card after the first of its turn: what it knew of that card, at its level.
    private func thinkTimes(level: ComputerLevel, seed: UInt64) -> [(ComputerMove, Duration)] {
        let (game, clock) = makeVersus(level, first: true, seed: seed, theme: Self.big)
        var thinks: [(ComputerMove, Duration)] = []
        var steps = 0
        while game.screen.mode == .playing, steps < 200 {
            steps += 1
            guard game.isComputersTurn else {
                game.click(.card(game.screen.cards.firstIndex { $0.side == .faceDown } ?? 0))
                continue
            }
            guard let deadline = game.otherSeatMovesAt, let planned = game.plannedMove else { break }
            // The first card of a deal, and one after a mismatch, wait longer on purpose.
            if game.screen.status.flips > 0, game.mismatchShownAt == nil {
                thinks.append((planned.move, deadline - clock.now))
            }
            clock.advance(by: deadline - clock.now)
            game.send(.clockTicked(now: clock.now))
        }
        return thinks
    }

    @Test(.computing) func itThinksLongerOverAGuessThanOverAPairItKnowsAndLongerAtAnEasierLevel() {
        let unit = GameViewModel.computerPause
        for level in ComputerLevel.allCases {
            let thinks = (1...6).flatMap { thinkTimes(level: level, seed: $0) }
            for (move, think) in thinks {
                #expect(think == ComputerPace.thinking(over: move, level: level, unit: unit))
                #expect(think >= unit, "each card stays up long enough to read")
                #expect(think <= GameViewModel.computerLongestPause)
            }
            #expect(thinks.contains { $0.0 == .knownPair } && thinks.contains { $0.0 == .guess }, "\(level)")
        }
        #expect(ComputerPace.thinking(over: .knownPair, level: .hard, unit: unit) == .milliseconds(800))
        #expect(ComputerPace.thinking(over: .guess, level: .hard, unit: unit) == .milliseconds(1000))
        #expect(ComputerPace.thinking(over: .guess, level: .easy, unit: unit) == .milliseconds(1500))
        #expect(
            ComputerPace.thinking(over: .knownPair, level: .easy, unit: unit)
                > ComputerPace.thinking(over: .knownPair, level: .normal, unit: unit))
        #expect(ComputerPace.thinking(over: .guess, level: .expert, unit: .zero) == .zero, "plain mode: at once")
    }

    @Test(.computing) func theExpertsPassIsSaidUnderTheBoardAndAsAnEvent() throws {
        var passes = 0
        for seed: UInt64 in 1...30 {
            let (game, clock) = makeVersus(.expert, seed: seed, theme: Self.big)
            var events: [GameEvent] = []
            game.observeEvents { events += $0 }
            var steps = 0
            while game.screen.mode == .playing, steps < 300 {
                steps += 1
                guard game.isComputersTurn else {
                    game.click(.card(game.screen.cards.firstIndex { $0.side == .faceDown } ?? 0))
                    continue
                }
                let passing = game.plannedMove?.move == .pass
                clock.advance(by: GameViewModel.computerLongestPause)
                game.send(.clockTicked(now: clock.now))
                guard passing else { continue }
                passes += 1
                let message = try #require(game.screen.message)
                #expect(message.text.hasPrefix("Computer passes: it turns a card it has seen"))
                #expect(events.contains(.aside("Computer passes: it turns a card it has seen")))
                events = []
            }
        }
        #expect(passes > 0, "the expert passes in some of these games")
    }

    @Test func aBoxOverTheBoardDuringItsThinkDoesNotChangeItsCard() {
        func cards(interrupted: Bool) -> [Int] {
            let (game, clock) = makeVersus(.easy, first: true, seed: 5, theme: Self.big)
            var cards: [Int] = []
            var steps = 0
            while game.screen.mode == .playing, steps < 300 {
                steps += 1
                guard game.isComputersTurn else {
                    game.click(.card(game.screen.cards.firstIndex { $0.side == .faceDown } ?? 0))
                    continue
                }
                if interrupted {
                    game.press(.character("?"))
                    game.press(.character("?"))
                }
                clock.advance(by: GameViewModel.computerLongestPause)
                game.send(.clockTicked(now: clock.now))
                cards.append(game.screen.cursor)
            }
            return cards
        }
        #expect(cards(interrupted: true) == cards(interrupted: false))
        #expect(cards(interrupted: false).count > 4)
    }
}
