import MemoryGame
import Testing

/// The time bonus (SPEC §2) as pure functions of the time since the previous choice.
@Suite("Time bonus")
struct TimeBonusTests {
    @Test(
        "the multiplier is max(10 − s, 1), s the whole seconds since the previous choice",
        arguments: [
            (Duration.zero, 10),
            (.seconds(3), 7),
            (.seconds(9), 1),
            (.seconds(10), 1),
            (.seconds(60), 1),
            (.milliseconds(999), 10),
            (.milliseconds(3_500), 7),
            (.milliseconds(8_999), 2),
            (.seconds(-4), 10),
            (.seconds(Int64.max), 1),
        ])
    func multiplier(elapsed: Duration, multiplier: Int) {
        #expect(TimeBonus.multiplier(after: elapsed) == multiplier)
    }

    @Test(
        "the fraction of the window left runs from 1 to 0 over 10 seconds",
        arguments: [
            (Duration.zero, 1.0),
            (.milliseconds(2_500), 0.75),
            (.seconds(5), 0.5),
            (.seconds(10), 0),
            (.seconds(60), 0),
            (.seconds(-1), 1),
        ])
    func fraction(elapsed: Duration, fraction: Double) {
        let previous = Duration.seconds(1_000)
        #expect(abs(TimeBonus.standing(at: previous + elapsed, since: previous).fractionLeft - fraction) < 1e-9)
    }

    @Test("the standing steps every tenth of a second and says when it next changes")
    func steps() {
        let previous = Duration.seconds(1_000)
        let early = TimeBonus.standing(at: previous + .milliseconds(250), since: previous)
        #expect(early.stepsLeft == 98)
        #expect(early.nextChange == previous + .milliseconds(300))
        #expect(early.multiplier == 10)
        let late = TimeBonus.standing(at: previous + .milliseconds(9_950), since: previous)
        #expect(late.stepsLeft == 1)
        #expect(late.nextChange == previous + .seconds(10))
        let over = TimeBonus.standing(at: previous + .seconds(10), since: previous)
        #expect(over.stepsLeft == 0)
        #expect(over.nextChange == nil)
        #expect(over.multiplier == 1)
    }

    @Test("the multiplier is the tenths of the window left, rounded up, and at least 1")
    func multiplierFollowsTheBar() {
        // Midway through each tenth, away from the edges where rounding could go either way.
        for tenth in 0..<120 {
            let elapsed = Duration.milliseconds(tenth * 1000 + 500)
            let previous = Duration.seconds(1_000)
            let tenthsLeft = (TimeBonus.standing(at: previous + elapsed, since: previous).fractionLeft * 10).rounded(
                .up)
            #expect(TimeBonus.multiplier(after: elapsed) == max(Int(tenthsLeft), 1), "at \(elapsed)")
        }
    }
}

/// `TimedScoring` over both rule sets, with explicit times: a test clock is only a list of readings.
@Suite("Timed scoring")
struct TimedScoringTests {
    /// When the previous choice was made: far from zero, so that no time is negative by accident.
    private static let start = Duration.seconds(1_000)

    /// The multipliers of SPEC §2, by whole seconds since the previous choice.
    static let delays: [(Int64, Int)] = [(0, 10), (3, 7), (9, 1), (10, 1), (60, 1)]

    @Test("a MemoryGame match scores 2 × the multiplier", arguments: delays)
    func memoryMatch(seconds: Int64, multiplier: Int) {
        var game = TimedScoring(MemoryGame(dealing: ["A", "B", "A", "B"]))
        #expect(
            game.choose(cardAt: 0, at: Self.start)
                == ChoiceOutcome(events: [.turnedUp(0, face: game.game.cards[0].faceID)]))
        let outcome = game.choose(cardAt: 2, at: Self.start + .seconds(seconds))
        #expect(
            outcome
                == ChoiceOutcome(
                    events: [.turnedUp(2, face: game.game.cards[2].faceID), .matched(0, 2)], points: 2 * multiplier,
                    multiplier: multiplier))
        #expect(game.score == 2 * multiplier)
        #expect(game.game.score == 2)
    }

    @Test("a MemoryGame mismatch of two seen cards scores −2 × the multiplier", arguments: delays)
    func memoryMismatch(seconds: Int64, multiplier: Int) {
        var game = TimedScoring(MemoryGame(dealing: ["A", "B", "A", "B", "C", "C"]))
        // A minute apart, so each of these scores at × 1: a mismatch of unseen cards, then a C match.
        for (step, index) in [0, 1, 4, 5, 0].enumerated() {
            _ = game.choose(cardAt: index, at: Self.start - .seconds(60 * (5 - step)))
        }
        _ = game.choose(cardAt: 0, at: Self.start - .seconds(60))
        #expect(game.score == 2)
        let outcome = game.choose(cardAt: 1, at: Self.start - .seconds(60) + .seconds(seconds))
        #expect(outcome.mismatchedCards == [0, 1])
        #expect(outcome.points == -2 * multiplier)
        #expect(outcome.multiplier == multiplier)
        #expect(game.score == 2 - 2 * multiplier)
        #expect(game.game.score == 0)
    }

    @Test("a Matchismo match scores (16 − 1) × the multiplier", arguments: delays)
    func matchismoMatch(seconds: Int64, multiplier: Int) throws {
        var game = TimedScoring(try matchismo("J♥ J♠ 6♦"))
        #expect(game.choose(cardAt: 0, at: Self.start).points == -1)
        let outcome = game.choose(cardAt: 1, at: Self.start + .seconds(seconds))
        #expect(
            outcome
                == ChoiceOutcome(
                    events: [.turnedUp(1, face: game.game.cards[1].content.faceID), .matched(0, 1)],
                    points: 15 * multiplier, multiplier: multiplier))
        #expect(game.score == -1 + 15 * multiplier)
        #expect(game.game.score == 14)
    }

    @Test("a Matchismo mismatch scores (−2 − 1) × the multiplier", arguments: delays)
    func matchismoMismatch(seconds: Int64, multiplier: Int) throws {
        var game = TimedScoring(try matchismo("6♦ 2♣ 7♠"))
        _ = game.choose(cardAt: 0, at: Self.start)
        let outcome = game.choose(cardAt: 1, at: Self.start + .seconds(seconds))
        let events: [ChoiceEvent] = [
            .turnedUp(1, face: game.game.cards[1].content.faceID), .mismatched(0, 1), .turnedDown(0),
        ]
        #expect(outcome == ChoiceOutcome(events: events, points: -3 * multiplier, multiplier: multiplier))
        #expect(game.score == -1 - 3 * multiplier)
        #expect(game.game.score == -4)
    }

    @Test("choices that neither match nor mismatch keep their points")
    func otherChoicesUnchanged() throws {
        var game = TimedScoring(try matchismo("J♥ J♠ 6♦"))
        #expect(game.choose(cardAt: 2, at: Self.start).points == -1)
        #expect(game.choose(cardAt: 2, at: Self.start + .seconds(1)) == ChoiceOutcome(events: [.turnedDown(2)]))
        #expect(game.choose(cardAt: 0, at: Self.start + .seconds(2)).points == -1)
        #expect(game.score == -2)
    }

    @Test("an ignored choice does not restart the bonus; any choice that changes the board does")
    func previousChoice() throws {
        var memory = TimedScoring(MemoryGame(dealing: ["A", "B", "A", "B"]))
        _ = memory.choose(cardAt: 0, at: .seconds(10))
        #expect(memory.choose(cardAt: 0, at: .seconds(15)) == .ignored)  // already face up
        #expect(memory.choose(cardAt: 9, at: .seconds(15)) == .ignored)  // off the board
        #expect(memory.lastChoiceTime == .seconds(10))
        #expect(memory.choose(cardAt: 2, at: .seconds(16)).points == 2 * 4)

        // Turning a Matchismo card back is a choice that changes the board: the bonus restarts there.
        var matchismo = TimedScoring(try matchismo("J♥ J♠"))
        _ = matchismo.choose(cardAt: 0, at: .seconds(10))
        _ = matchismo.choose(cardAt: 0, at: .seconds(15))
        _ = matchismo.choose(cardAt: 0, at: .seconds(18))
        #expect(matchismo.choose(cardAt: 1, at: .seconds(19)).points == 15 * 9)
        #expect(matchismo.score == -2 + 15 * 9)
    }

    @Test("the bar's helpers: no bonus before the first choice, then a window from the latest choice")
    func helpers() {
        var game = TimedScoring(MemoryGame(dealing: ["A", "B", "A", "B"]))
        #expect(game.lastChoiceTime == nil)
        #expect(game.timeBonus(at: Self.start) == nil)
        _ = game.choose(cardAt: 1, at: Self.start)
        #expect(game.lastChoiceTime == Self.start)
        #expect(game.timeBonus(at: Self.start)?.multiplier == 10)
        #expect(game.timeBonus(at: Self.start + .milliseconds(3_200))?.multiplier == 7)
        #expect(game.timeBonus(at: Self.start)?.fractionLeft == 1)
        #expect(game.timeBonus(at: Self.start + .milliseconds(2_500))?.fractionLeft == 0.75)
        #expect(game.timeBonus(at: Self.start + .seconds(9))?.nextChange == Self.start + .milliseconds(9_100))
        #expect(game.timeBonus(at: Self.start + .seconds(10))?.fractionLeft == 0)
        #expect(game.timeBonus(at: Self.start + .seconds(30))?.nextChange == nil)
    }

    @Test("through the protocols: forwards the board, and says it is timed where the game is not")
    func asCardGame() throws {
        var timed: any CardGame = TimedScoring(try matchismo("J♥ J♠ 6♦ 2♣"))
        let untimed: any CardGame = try matchismo("J♥ J♠ 6♦ 2♣")
        #expect(untimed.timeBonus(at: Self.start) == nil)
        _ = timed.choose(cardAt: 0, at: Self.start)
        _ = timed.choose(cardAt: 1, at: Self.start + .seconds(2))
        #expect(timed.cardCount == 4)
        #expect(timed.state(ofCardAt: 1) == CardState(isFaceUp: true, isMatched: true, hasBeenSeen: false))
        #expect(timed.state(ofCardAt: 2) == CardState(isFaceUp: false, isMatched: false, hasBeenSeen: false))
        #expect(timed.flipCount == 2)
        #expect(timed.matchedCardCount == 2)
        #expect(timed.score == -1 + 15 * 8)
        #expect(timed.isOver)
        #expect(timed.timeBonus(at: Self.start + .seconds(5))?.multiplier == 7)
    }

    @Test("wrapping a game in progress keeps its score so far")
    func wrappingKeepsScore() throws {
        var game = try matchismo("J♥ J♠ 6♦")
        game.choose(cardAt: 2)
        let timed = TimedScoring(game)
        #expect(timed.score == -1)
        #expect(timed.game == game)
    }
}
