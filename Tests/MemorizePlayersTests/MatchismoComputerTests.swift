import MemorizePlayers
import MemorizeTestSupport
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

    @Test(
        "a perfect memory takes a known rank match before a known suit match, one card then the other",
        arguments: [.hard, .expert] as [ComputerPlayer<SplitMix64>.Level])
    func knownRankFirst(level: ComputerPlayer<SplitMix64>.Level) {
        // The other player's turns showed A♠ 5♥, K♥ 5♦, Q♣ 2♠ (2♠ is left face up): 5♥ and 5♦ are a
        // known rank match (16); 5♥ and K♥ a known suit match (4), and A♠ and 2♠ another.
        let board = "A♠ 5♥ K♥ 5♦ Q♣ 2♠ 8♦ 4♣ 9♥ J♣ 3♠ 6♦"
        for seed in 0..<20 as Range<UInt64> {
            var (game, observation) = observe(board, after: [0, 1, 2, 3, 4, 5])
            var computer = MatchismoComputer(level: level, generator: SplitMix64(seed: seed))
            let first = computer.nextCard(seeing: observation)
            #expect([1, 3].contains(first), "seed \(seed): one of the fives, not \(first)")
            observation.record(game.choose(cardAt: first))
            let second = computer.nextCard(seeing: observation)
            #expect(Set([first, second]) == [1, 3], "seed \(seed)")
            let outcome = game.choose(cardAt: second)
            #expect(outcome.isMatch && outcome.points == 15, "seed \(seed): \(outcome)")
        }
    }

    @Test("holding suit matches, it takes a known rank match, but a known suit match only once all are shown")
    func holdingSuitMatches() {
        func firstCard(_ board: String, after choices: [Int], holding: Bool) -> Int {
            let (_, observation) = observe(board, after: choices)
            var computer = MatchismoComputer(level: .hard, generator: SplitMix64(seed: 2), holdsSuitMatches: holding)
            return computer.nextCard(seeing: observation)
        }
        // Shown: A♠ 5♥, then K♥ 2♣ (2♣ left up): 5♥ and K♥ are a known suit match; 8♦ and 4♣ never shown.
        #expect(firstCard("A♠ 5♥ K♥ 2♣ 8♦ 4♣", after: [0, 1, 2, 3], holding: false) == 1)
        #expect([4, 5].contains(firstCard("A♠ 5♥ K♥ 2♣ 8♦ 4♣", after: [0, 1, 2, 3], holding: true)))
        #expect(firstCard("A♠ 5♥ K♥ 2♣", after: [0, 1, 2, 3], holding: true) == 1, "every card shown")
        // A known rank match is taken at once: 5♥ and 5♦.
        #expect([1, 3].contains(firstCard("A♠ 5♥ K♥ 5♦ Q♣ 2♠ 8♦", after: [0, 1, 2, 3, 4, 5], holding: true)))
    }

    @Test("a known match with the card the other player's mismatch left face up: the other card, then it")
    func matchWithTheCardLeftUp() {
        // The other player showed 2♠ 7♦, then K♣ 2♥: 2♥ is left face up, and 2♠ matches it by rank.
        var (game, observation) = observe("2♠ 7♦ K♣ 2♥ 9♦ 4♠ J♥ 6♣", after: [0, 1, 2, 3])
        #expect(observation.waitingCard == 3)
        var computer = MatchismoComputer(level: .hard, generator: SplitMix64(seed: 9))
        let first = computer.nextCard(seeing: observation)
        #expect(first == 0)
        observation.record(game.choose(cardAt: first))
        let second = computer.nextCard(seeing: observation)
        #expect(second == 3)
        #expect(game.choose(cardAt: second).points == 15)
    }

    @Test(
        "with its own first card up it takes the known card that matches it best, else a card never shown",
        arguments: [.hard, .expert] as [ComputerPlayer<SplitMix64>.Level])
    func knownPartner(level: ComputerPlayer<SplitMix64>.Level) {
        // No two cards shown match, so its first card is new; every new card's best known partner
        // differs: 9♥ the 9♦ (rank, not 7♥'s suit), 3♦ the 3♣, Q♠ the K♠, 7♠ the 7♥ (left face up,
        // turned down by its first card). On the second board 2♥, K♠, 4♥ and J♠ match nothing shown.
        let boards: [(String, [Int])] = [
            ("9♦ 3♣ K♠ 7♥ 9♥ 3♦ Q♠ 2♥ 6♣ 8♥ 7♠ J♦", [0, 1, 2, 3]),
            ("9♦ 3♣ 9♥ 6♣ 2♥ K♠ 4♥ J♠", [0, 1]),
        ]
        for (board, choices) in boards {
            let contents = cards(board)
            let shownCards = Set(choices)
            let neverShown = Set(contents.indices).subtracting(shownCards)
            var firsts: Set<Int> = []
            for seed in 0..<100 as Range<UInt64> {
                var (game, observation) = observe(board, after: choices)
                var computer = MatchismoComputer(level: level, generator: SplitMix64(seed: seed))
                let first = computer.nextCard(seeing: observation)
                #expect(neverShown.contains(first), "\(board), seed \(seed): \(first) was shown")
                firsts.insert(first)
                observation.record(game.choose(cardAt: first))
                let second = computer.nextCard(seeing: observation)
                let scores = Dictionary(
                    uniqueKeysWithValues: shownCards.map {
                        ($0, MatchismoScoring.matchScore(contents[first], contents[$0]))
                    })
                let best = scores.values.max() ?? 0
                if best > 0 {
                    #expect(scores[second] == best, "\(board): \(contents[first]) then \(second)")
                } else {
                    #expect(
                        neverShown.contains(second) && second != first, "\(board): \(contents[first]) then \(second)")
                }
            }
            #expect(firsts == neverShown, "\(board): every new card came first at some seed")
        }
    }

    @Test(
        "on a board with matches made it never chooses a matched or face-up card, and finishes",
        arguments: ComputerPlayer<SplitMix64>.Level.allCases)
    func neverAMatchedCard(level: ComputerPlayer<SplitMix64>.Level) {
        // The other player matched the jacks and the fours, then showed 8♠ 2♦; J♣ matches no jack now.
        let board = "J♠ J♥ 4♦ 4♣ 8♠ 2♦ Q♥ 5♣ 10♠ 7♥ J♣ 3♦"
        for seed in 0..<50 as Range<UInt64> {
            var (game, observation) = observe(board, after: [0, 1, 2, 3, 4, 5])
            #expect(game.matchedCardCount == 4)
            var computer = MatchismoComputer(level: level, generator: SplitMix64(seed: seed))
            var choices = 0
            while !game.isOver, choices < 200 {
                let card = computer.nextCard(seeing: observation)
                #expect(!game.cards[card].isMatched, "seed \(seed): matched card \(card)")
                #expect(!game.state(ofCardAt: card).isFaceUp, "seed \(seed): face-up card \(card)")
                let outcome = game.choose(cardAt: card)
                #expect(!outcome.isIgnored)
                observation.record(outcome)
                choices += 1
            }
            #expect(game.isOver, "seed \(seed)")
        }
    }

    /// The choices of a game between the computer and a random player taking turns on `contents`,
    /// `limit` at most.
    private func choices(
        on contents: [PlayingCard], level: ComputerPlayer<SplitMix64>.Level, seed: UInt64, limit: Int
    ) -> [Int] {
        var game = MatchismoGame(dealing: contents)
        var observation = BoardObservation(cardCount: game.cardCount)
        var players: [any Player] = [
            MatchismoComputer(level: level, generator: SplitMix64(seed: seed)),
            RandomPlayer(generator: SplitMix64(seed: seed &+ 1)),
        ]
        var seat = 0
        var made: [Int] = []
        while !game.isOver, made.count < limit {
            let card = players[seat].nextCard(seeing: observation)
            let outcome = game.choose(cardAt: card)
            observation.record(outcome)
            made.append(card)
            if game.passesTurn(after: outcome) {
                game.passTurn()
                seat = 1 - seat
            }
        }
        return made
    }

    @Test(
        "its choices do not change when the cards never shown are swapped among their places",
        .computing, arguments: ComputerPlayer<SplitMix64>.Level.allCases)
    func onlyWhatWasShown(level: ComputerPlayer<SplitMix64>.Level) {
        var newCardsChosen = 0
        for seed in 0..<40 as Range<UInt64> {
            var dealer = SplitMix64(seed: seed)
            let contents = Shuffle.shuffled(PlayingCard.fullDeck, using: &dealer).prefix(20).map(\.self)
            let played = choices(on: contents, level: level, seed: seed, limit: 400)
            for k in stride(from: 0, to: played.count, by: 3) {
                // Every card not shown by the first k choices moves to the next such place.
                let hidden = contents.indices.filter { !played[..<k].contains($0) }
                guard hidden.count > 1 else { continue }
                var permuted = contents
                for (index, place) in hidden.enumerated() {
                    permuted[hidden[(index + 1) % hidden.count]] = contents[place]
                }
                let replayed = choices(on: permuted, level: level, seed: seed, limit: k + 1)
                #expect(Array(replayed.prefix(k + 1)) == Array(played.prefix(k + 1)), "seed \(seed), choice \(k)")
                if hidden.contains(played[k]) { newCardsChosen += 1 }
            }
        }
        #expect(newCardsChosen > 100, "choices of never-shown cards compared: \(newCardsChosen)")
    }

    @Test("a card the other player's mismatch left chosen is not taken for its own first card")
    func leftChosenIsNotItsOwn() {
        // The other player chose 2♠ then 7♦: a mismatch leaves 7♦ chosen, and the turn passes.
        let (_, observation) = observe("2♠ 7♦ 7♣ 3♥", after: [0, 1])
        #expect(observation.waitingCard == 1)
        var computer = MatchismoComputer(level: .hard, generator: SplitMix64(seed: 5))
        // Known cards in play: 2♠ (0) and 7♦ (1, face up) do not match, so a new card.
        let card = computer.nextCard(seeing: observation)
        #expect([2, 3].contains(card), "\(card)")
    }

    @Test(
        "it never chooses a matched or face-up card, and finishes every game",
        .computing, arguments: [.easy, .hard] as [ComputerPlayer<SplitMix64>.Level])
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

    @Test("over 250 seeded games of 20 cards a perfect memory scores far above random play", .computing)
    func strength() {
        func average(_ play: (inout MatchismoGame, UInt64) -> Void) -> Double {
            var total = 0
            for seed in 0..<250 as Range<UInt64> {
                var dealer = SplitMix64(seed: seed)
                var game = MatchismoGame(cardCount: 20, using: &dealer)
                play(&game, seed)
                total += game.score
            }
            return Double(total) / 250
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
        print("Matchismo, 20 cards, 250 games: hard \(hard), easy \(easy), random \(random)")
        #expect(hard > random + 10, "hard \(hard), random \(random)")
        #expect(hard >= easy, "hard \(hard), easy \(easy)")
    }
}

extension ChoiceOutcome {
    fileprivate func turnedDown(_ card: Int) -> Bool { events.contains(.turnedDown(card)) }
}
