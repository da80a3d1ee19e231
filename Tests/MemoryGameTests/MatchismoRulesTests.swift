import MemoryGame
import Testing

/// Matchismo's rules and scoring (SPEC §4), one choice at a time on boards laid out by hand.
@Suite("Matchismo")
struct MatchismoRulesTests {
    @Test("dealing lays out exactly the board given, in order, nothing chosen")
    func dealing() throws {
        let game = try matchismo("J♥ J♠ 6♦ 2♣")
        #expect(game.cards.map(\.content.description) == ["J♥", "J♠", "6♦", "2♣"])
        #expect(game.cards.map(\.id) == [0, 1, 2, 3])
        expectBoard(game, chosen: [], score: 0, flips: 0)
    }

    @Test("choosing a card costs 1, turns it up and counts a flip")
    func choosingCostsOne() throws {
        var game = try matchismo("J♥ J♠ 6♦ 2♣")
        #expect(game.step(2) == ChoiceOutcome(events: [.turnedUp(2, face: game.cards[2].content.faceID)], points: -1))
        expectBoard(game, chosen: [2], score: -1, flips: 1)
    }

    @Test("two cards of the same rank score 4 × 4 and are both matched")
    func rankMatch() throws {
        var game = try matchismo("J♥ 6♦ J♠ 2♣")
        game.step(0)
        let outcome = game.step(2)
        #expect(
            outcome
                == ChoiceOutcome(
                    events: [.turnedUp(2, face: game.cards[2].content.faceID), .matched(0, 2)], points: 16 - 1))
        expectBoard(game, chosen: [0, 2], matched: [0, 2], score: -2 + 16, flips: 2)
    }

    @Test("two cards of the same suit score 1 × 4 and are both matched")
    func suitMatch() throws {
        var game = try matchismo("2♥ 6♦ 9♥ 2♣")
        game.step(2)
        let outcome = game.step(0)
        #expect(
            outcome
                == ChoiceOutcome(
                    events: [.turnedUp(0, face: game.cards[0].content.faceID), .matched(2, 0)], points: 4 - 1))
        expectBoard(game, chosen: [0, 2], matched: [0, 2], score: -2 + 4, flips: 2)
    }

    @Test("a mismatch costs 2 more and turns the other card back; the new one stays chosen")
    func mismatch() throws {
        var game = try matchismo("6♦ 2♣ 7♠ 2♥")
        game.step(0)
        let outcome = game.step(1)
        #expect(
            outcome
                == ChoiceOutcome(
                    events: [.turnedUp(1, face: game.cards[1].content.faceID), .mismatched(0, 1), .turnedDown(0)],
                    points: -3))
        #expect(outcome.mismatchedCards == [0, 1])
        expectBoard(game, chosen: [1], score: -1 - 1 - 2, flips: 2)
        // The next card is compared with the one left chosen: 2♣ and 7♠ do not match either.
        #expect(
            game.step(2)
                == ChoiceOutcome(
                    events: [.turnedUp(2, face: game.cards[2].content.faceID), .mismatched(1, 2), .turnedDown(1)],
                    points: -3))
        expectBoard(game, chosen: [2], score: -7, flips: 3)
        // A card turned back can be chosen again, at the same cost.
        game.step(1)
        expectBoard(game, chosen: [1], score: -10, flips: 4)
        #expect(
            game.step(3)
                == ChoiceOutcome(
                    events: [.turnedUp(3, face: game.cards[3].content.faceID), .matched(1, 3)], points: 15))
        expectBoard(game, chosen: [1, 3], matched: [1, 3], score: 5, flips: 5)
    }

    @Test("choosing a chosen card turns it back at no cost, and the next choice is not compared with it")
    func unchoosing() throws {
        var game = try matchismo("J♥ J♠ 6♦ 2♣")
        game.step(0)
        #expect(game.step(0) == ChoiceOutcome(events: [.turnedDown(0)], points: 0))
        expectBoard(game, chosen: [], score: -1, flips: 1)
        #expect(game.step(1) == ChoiceOutcome(events: [.turnedUp(1, face: game.cards[1].content.faceID)], points: -1))
        expectBoard(game, chosen: [1], score: -2, flips: 2)
    }

    @Test("the card left chosen by a mismatch can be turned back for free")
    func unchoosingAfterMismatch() throws {
        var game = try matchismo("6♦ 2♣ 7♠")
        game.step(0)
        game.step(1)
        #expect(game.step(1) == ChoiceOutcome(events: [.turnedDown(1)], points: 0))
        expectBoard(game, chosen: [], score: -4, flips: 2)
    }

    @Test("matched cards cannot be chosen: the choice is ignored and changes nothing")
    func matchedCardsIgnored() throws {
        var game = try matchismo("J♥ J♠ 6♦ 2♣")
        game.step(0)
        game.step(1)
        let before = game
        #expect(game.step(0) == .ignored)
        game.choose(game.cards[1])
        #expect(game == before)
        expectBoard(game, chosen: [0, 1], matched: [0, 1], score: 14, flips: 2)
    }

    @Test("cards off the board are ignored", arguments: [-1, 4, 100])
    func offBoard(index: Int) throws {
        var game = try matchismo("J♥ J♠ 6♦ 2♣")
        game.step(2)
        let before = game
        #expect(game.step(index) == .ignored)
        #expect(game == before)
    }

    @Test("after a match the matched cards stay chosen but are never compared again")
    func choiceAfterMatch() throws {
        var game = try matchismo("J♥ J♠ 2♦ 2♣ 5♠")
        game.step(0)
        game.step(1)
        // Not compared with the matched J♠ (same suit as 5♠ would score): only the cost.
        #expect(
            game.step(4)
                == ChoiceOutcome(
                    events: [.turnedDown(0), .turnedDown(1), .turnedUp(4, face: game.cards[4].content.faceID)],
                    points: -1))
        expectBoard(game, chosen: [0, 1, 4], matched: [0, 1], score: 13, flips: 3)
        game.step(4)
        game.step(2)
        #expect(
            game.step(3)
                == ChoiceOutcome(
                    events: [.turnedUp(3, face: game.cards[3].content.faceID), .matched(2, 3)], points: 15))
        expectBoard(game, chosen: [0, 1, 2, 3], matched: [0, 1, 2, 3], score: 13 - 1 + 15, flips: 5)
    }

    @Test("choose(_:) chooses the card with that id, as choose(cardAt:) does")
    func chooseCard() throws {
        var byCard = try matchismo("J♥ 6♦ J♠ 2♣")
        var byIndex = byCard
        for index in [1, 3, 0, 2, 2] {
            byCard.choose(byCard.cards[index])
            byIndex.choose(cardAt: index)
            #expect(byCard == byIndex)
        }
        expectBoard(byCard, chosen: [0, 2], matched: [0, 2], score: -4 - 3 + 15, flips: 4)
    }

    @Test("only choices that turn a card up count a flip")
    func flips() throws {
        var game = try matchismo("J♥ J♠ 6♦ 2♣ 9♠")
        for index in [2, 2, 2, 3, 3, 0, 1, 0, 4] { game.step(index) }
        // Up: 2, 2 again, 3 (a mismatch: 2 back), 0, 1 (a match), 4. Down by choice: 2, 3. Ignored: 0.
        expectBoard(game, chosen: [0, 1, 4], matched: [0, 1], score: -6 - 2 + 16, flips: 6)
    }

    @Test(
        "the game is over when no two unmatched cards share a rank or a suit",
        arguments: [
            ("A♠ 2♥ 3♦ 4♣", true),
            ("A♠ 2♥ 3♦ A♣", false),
            ("A♠ 2♥ 3♦ 4♠", false),
            ("A♠ 2♥ 3♦ 4♣ 5♦", false),  // five cards always share a suit
            ("K♥", true),
            ("", true),
        ])
    func isOver(board: String, isOver: Bool) throws {
        let game = try matchismo(board)
        #expect(game.isOver == isOver)
    }

    @Test("matching the last matching cards ends the game; chosen cards do not matter")
    func gameOver() throws {
        var game = try matchismo("A♠ 5♦ A♥ 9♣ 3♠")
        game.step(1)
        #expect(!game.isOver)
        game.step(0)  // mismatch
        game.step(2)  // A♠ A♥: a match; 5♦ 9♣ 3♠ share neither rank nor suit
        #expect(game.isOver)
        expectBoard(game, chosen: [0, 2], matched: [0, 2], score: -1 - 3 + 15, flips: 3)
    }

    @Test("a whole game's outcomes add up to its score")
    func outcomesAddUp() throws {
        var game = try matchismo("J♥ 6♦ J♠ 2♣ 6♠ 2♦ 9♥ K♣")
        var total = 0
        for index in [0, 1, 1, 2, 3, 5, 5, 4, 7, 6, 6, 4, 0, 3] {
            total += game.step(index).points
        }
        #expect(total == game.score)
        #expect(game.score != 0)
    }
}

/// `MatchismoGame` as a `CardGame`, as the view model sees it.
@Suite("Matchismo as a card game")
struct MatchismoCardGameTests {
    @Test("a chosen card is face up; a matched one until the next choice, then face down and matched")
    func states() throws {
        var game: any CardGame = try matchismo("J♥ J♠ 6♦ 2♣")
        #expect(game.cardCount == 4)
        _ = game.choose(cardAt: 0, at: .seconds(1))
        #expect(game.state(ofCardAt: 0) == CardState(isFaceUp: true, isMatched: false, hasBeenSeen: false))
        _ = game.choose(cardAt: 1, at: .seconds(500))
        #expect(game.state(ofCardAt: 0) == CardState(isFaceUp: true, isMatched: true, hasBeenSeen: false))
        #expect(game.state(ofCardAt: 1) == CardState(isFaceUp: true, isMatched: true, hasBeenSeen: false))
        #expect(game.matchedCardCount == 2)
        _ = game.choose(cardAt: 2, at: .seconds(501))
        #expect(game.state(ofCardAt: 0) == CardState(isFaceUp: false, isMatched: true, hasBeenSeen: true))
        #expect(game.state(ofCardAt: 2) == CardState(isFaceUp: true, isMatched: false, hasBeenSeen: false))
        _ = game.choose(cardAt: 3, at: .seconds(502))  // mismatch: 2 turns back and is seen
        #expect(game.state(ofCardAt: 2) == CardState(isFaceUp: false, isMatched: false, hasBeenSeen: true))
        #expect(game.state(ofCardAt: 3) == CardState(isFaceUp: true, isMatched: false, hasBeenSeen: false))
        #expect(game.score == 14 - 1 - 3)
        #expect(game.flipCount == 4)
        #expect(game.isOver)
    }

    @Test("the time of a choice does not change Matchismo's points")
    func timeIgnored() throws {
        var early = try matchismo("J♥ J♠")
        var late = early
        _ = early.choose(cardAt: 0, at: .zero)
        _ = late.choose(cardAt: 0, at: .seconds(3))
        #expect(early.choose(cardAt: 1, at: .zero) == late.choose(cardAt: 1, at: .seconds(90)))
        #expect(early == late)
    }
}
