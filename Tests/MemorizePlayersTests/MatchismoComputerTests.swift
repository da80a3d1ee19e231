import MemorizePlayers
import MemoryGame
import Testing

/// The computer in Matchismo: it remembers ranks and suits from what was shown, takes the best known
/// match, and plays much better than chance.
@Suite("The computer in Matchismo")
struct MatchismoComputerTests {
    /// `J♥ J♠ 6♦ 2♣` as playing cards.
    private func cards(_ text: String) -> [PlayingCard] {
        let suits: [Character: PlayingCard.Suit] = ["♠": .spades, "♥": .hearts, "♦": .diamonds, "♣": .clubs]
        return text.split(separator: " ").map { word in
            let rank = ["A": 1, "J": 11, "Q": 12, "K": 13][String(word.dropLast())] ?? Int(word.dropLast())!
            return PlayingCard(rank: rank, suit: suits[word.last!]!)
        }
    }

    /// The observation of a board after `choices` by the other player, and the game itself.
    private func observe(_ board: String, after choices: [Int], passing: Bool = true) -> (
        MatchismoGame, BoardObservation
    ) {
        var game = MatchismoGame(dealing: cards(board))
        var observation = BoardObservation(cardCount: game.cardCount)
        for card in choices {
            let outcome = game.choose(cardAt: card)
            observation.record(outcome)
            if passing, game.passesTurn(after: outcome) { game.passTurn() }
        }
        return (game, observation)
    }

    @Test("a face identity gives the playing card back, and nothing for a number that is none")
    func decoding() {
        for card in PlayingCard.fullDeck { #expect(PlayingCard(faceID: card.faceID) == card) }
        #expect(PlayingCard(faceID: -1) == nil)
        #expect(PlayingCard(faceID: 52) == nil)
    }

    @Test("a perfect memory takes a known rank match before a known suit match, then its partner")
    func knownRankFirst() {
        // The other player turned 2♥ and 9♥ (a suit match would score 4), then J♠ and 3♦; J♣ at 5 was
        // shown before: J♠ and J♣ are a known rank match (16).
        let (start, observed) = observe("2♥ 9♦ J♠ 3♣ 5♦ J♣ 7♠ 4♥", after: [5, 1, 2, 3])
        var game = start
        var observation = observed
        var computer = MatchismoComputer(level: .hard, generator: SplitMix64(seed: 1))
        let first = computer.nextCard(seeing: observation)
        #expect([2, 5].contains(first), "one of the jacks: \(first)")
        observation.record(game.choose(cardAt: first))
        let second = computer.nextCard(seeing: observation)
        #expect(Set([first, second]) == [2, 5])
        #expect(game.choose(cardAt: second).isMatch)
    }

    @Test("with its first card up it takes a known card of the same rank, else of the same suit")
    func knownPartner() {
        // Shown: 9♦ (1), 3♣ (3), 5♦ (4), 9♣ (6). It turns 9♥ itself at 0: 9♦ and 9♣ share its rank.
        for (board, partners) in [("9♥ 9♦ 2♠ 3♣ 5♦ K♠ 9♣ 4♥", Set([1, 6])), ("9♥ 8♥ 2♠ 3♣ 5♦ K♠ 7♣ 4♥", Set([1]))] {
            var (game, observation) = observe(board, after: [1, 3, 4, 6])
            var computer = MatchismoComputer(level: .expert, generator: SplitMix64(seed: 3))
            // Its own first card: the one it chose, whatever it was.
            let first = computer.nextCard(seeing: observation)
            observation.record(game.choose(cardAt: first))
            guard first == 0 else { continue }
            let second = computer.nextCard(seeing: observation)
            #expect(partners.contains(second), "\(board): \(second)")
        }
    }

    @Test("a card the other player's mismatch left chosen is not taken for its own first card")
    func leftChosenIsNotItsOwn() {
        // The other player chose 2♠ then 7♦: a mismatch leaves 7♦ chosen, and the turn passes.
        let (_, observation) = observe("2♠ 7♦ 7♣ 3♥", after: [0, 1])
        #expect(observation.waitingCard == 1)
        var computer = MatchismoComputer(level: .hard, generator: SplitMix64(seed: 5))
        // Known cards in play: 2♠ (0) and 7♦ (1, face up): no match among the choosable ones, so a new card.
        let card = computer.nextCard(seeing: observation)
        #expect([2, 3].contains(card), "\(card)")
    }

    @Test(
        "it never chooses a matched or face-up card, and finishes every game",
        arguments: [.easy, .hard] as [ComputerPlayer<SplitMix64>.Level])
    func playsWholeGames(level: ComputerPlayer<SplitMix64>.Level) {
        for seed in 0..<200 as Range<UInt64> {
            var dealer = SplitMix64(seed: seed)
            var game = MatchismoGame(cardCount: 20, using: &dealer)
            var computer = MatchismoComputer(level: level, generator: SplitMix64(seed: seed &+ 1))
            var observation = BoardObservation(cardCount: game.cardCount)
            var choices = 0
            while !game.isOver, choices < 400 {
                let card = computer.nextCard(seeing: observation)
                #expect(!game.cards[card].isMatched, "seed \(seed): a matched card")
                let outcome = game.choose(cardAt: card)
                #expect(!outcome.turnedDown(card), "seed \(seed): its own chosen card turned back")
                observation.record(outcome)
                choices += 1
            }
            #expect(game.isOver, "seed \(seed)")
        }
    }

    @Test("over 1,000 seeded games of 20 cards a perfect memory scores far above random play")
    func strength() {
        func average(_ play: (inout MatchismoGame, UInt64) -> Void) -> Double {
            var total = 0
            for seed in 0..<1_000 as Range<UInt64> {
                var dealer = SplitMix64(seed: seed)
                var game = MatchismoGame(cardCount: 20, using: &dealer)
                play(&game, seed)
                total += game.score
            }
            return Double(total) / 1_000
        }
        let hard = average { game, seed in
            var player = MatchismoComputer(level: .hard, generator: SplitMix64(seed: seed ^ 0xABCD))
            _ = Playthrough.play(&game, with: &player, limit: 1_000)
        }
        let random = average { game, seed in
            var player = RandomPlayer(generator: SplitMix64(seed: seed ^ 0xABCD))
            _ = Playthrough.play(&game, with: &player, limit: 1_000)
        }
        let easy = average { game, seed in
            var player = MatchismoComputer(level: .easy, generator: SplitMix64(seed: seed ^ 0xABCD))
            _ = Playthrough.play(&game, with: &player, limit: 1_000)
        }
        print("Matchismo, 20 cards, 1,000 games: hard \(hard), easy \(easy), random \(random)")
        #expect(hard > random + 10, "hard \(hard), random \(random)")
        #expect(hard >= easy, "hard \(hard), easy \(easy)")
    }
}

extension ChoiceOutcome {
    fileprivate func turnedDown(_ card: Int) -> Bool { events.contains(.turnedDown(card)) }
}
