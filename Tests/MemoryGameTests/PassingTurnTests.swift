import MemoryGame
import Testing

/// What a game of several players does when the turn passes (SPEC §7.1): a mismatch left face up may
/// start the next turn in a pairs game, and Matchismo's card left chosen is not the next player's.
@Suite("Passing the turn")
struct PassingTurnTests {
    /// A B A B: cards 0 and 2 match, 1 and 3 match.
    private func board() -> MemoryGame<String> {
        MemoryGame(dealing: ["A", "B", "A", "B"])
    }

    /// The board after a mismatch of cards 0 and 1, and the turn passed.
    private func mismatchPassed() -> MemoryGame<String> {
        var game = board()
        game.choose(cardAt: 0)
        game.choose(cardAt: 1)
        game.passTurn()
        return game
    }

    @Test("after the turn passes, a card the mismatch left face up starts the next turn")
    func naturalMove() {
        var game = mismatchPassed()
        let face = game.cards[0].faceID
        #expect(game.choose(cardAt: 0) == ChoiceOutcome(events: [.turnedDown(1), .turnedUp(0, face: face)]))
        expectBoard(game, faceUp: [0], seen: [0, 1], score: 0, flips: 3)
        // Its partner now makes a match in the same turn.
        #expect(game.choose(cardAt: 2) == ChoiceOutcome(events: [.turnedUp(2, face: face), .matched(0, 2)], points: 2))
        expectBoard(game, faceUp: [0, 2], matched: [0, 2], seen: [0, 1], score: 2, flips: 4)
    }

    @Test("the card kept counts as seen: a mismatch with it costs the seen penalty")
    func keptCardIsSeen() {
        var game = mismatchPassed()
        game.choose(cardAt: 1)
        // 1 was seen when kept; 2 is new: one seen card, minus 1.
        #expect(game.choose(cardAt: 2).points == -1)
        #expect(game.score == -1)
    }

    @Test("either card of the mismatch may be kept, and only once")
    func eitherCard() {
        var game = mismatchPassed()
        #expect(game.choose(cardAt: 1).turnedUp?.card == 1)
        expectBoard(game, faceUp: [1], seen: [0, 1], score: 0, flips: 3)
        // Chosen again, the kept card is face up like any other: ignored.
        #expect(game.choose(cardAt: 1).isIgnored)
    }

    @Test("without a passed turn, or after a match, a face-up card is ignored as in solo play")
    func soloRulesStay() {
        var solo = board()
        solo.choose(cardAt: 0)
        solo.choose(cardAt: 1)
        #expect(solo.choose(cardAt: 0).isIgnored)
        #expect(solo.choose(cardAt: 1).isIgnored)
        expectBoard(solo, faceUp: [0, 1], score: 0, flips: 2)

        var matched = board()
        matched.choose(cardAt: 0)
        matched.choose(cardAt: 2)
        matched.passTurn()
        #expect(matched.choose(cardAt: 0).isIgnored)
        #expect(matched.choose(cardAt: 2).isIgnored)

        // A new card chosen instead closes the mismatch: its cards are then ordinary seen cards.
        var closed = mismatchPassed()
        closed.choose(cardAt: 3)
        #expect(closed.choose(cardAt: 0).turnedUp?.card == 0)
        #expect(closed.choose(cardAt: 3).isIgnored)
    }

    @Test("timed scoring passes the turn to the game it plays")
    func timed() {
        var game = TimedScoring(board())
        _ = game.choose(cardAt: 0, at: .zero)
        _ = game.choose(cardAt: 1, at: .seconds(1))
        game.passTurn()
        #expect(game.choose(cardAt: 0, at: .seconds(2)).turnedUp?.card == 0)
    }

    @Test("Matchismo: the card a mismatch left chosen is turned back, not compared, after the turn passes")
    func matchismoLeftChosen() throws {
        var game = try matchismo("J♥ 6♦ J♠ 2♣")
        game.step(1)
        game.step(0)  // 6♦ and J♥ mismatch: 6♦ goes back, J♥ stays chosen.
        expectBoard(game, chosen: [0], score: -4, flips: 2)
        game.passTurn()
        // The next player's J♠ would have matched J♥; it is compared with nothing.
        let outcome = game.step(2)
        #expect(
            outcome
                == ChoiceOutcome(
                    events: [.turnedDown(0), .turnedUp(2, face: game.cards[2].content.faceID)], points: -1))
        expectBoard(game, chosen: [2], score: -5, flips: 3)
        // Without the pass, the same choices match.
        var solo = try matchismo("J♥ 6♦ J♠ 2♣")
        solo.step(1)
        solo.step(0)
        #expect(solo.step(2).isMatch)
    }

    @Test("Matchismo: the card left chosen may be chosen again, as a new choice")
    func matchismoChooseLeftAgain() throws {
        var game = try matchismo("J♥ 6♦ J♠ 2♣")
        game.step(1)
        game.step(0)
        game.passTurn()
        let face = game.cards[0].content.faceID
        #expect(game.step(0) == ChoiceOutcome(events: [.turnedDown(0), .turnedUp(0, face: face)], points: -1))
        expectBoard(game, chosen: [0], score: -5, flips: 3)
        #expect(game.step(2).isMatch)
    }
}
