import MemorizePlayers
import MemoryGame
import Testing

@Suite("What a board observation holds")
struct BoardObservationTests {
    /// A seeded board of `pairs` pairs whose contents are the pair numbers.
    private func deal(pairs: Int, seed: UInt64) -> MemoryGame<Int> {
        var generator = SplitMix64(seed: seed)
        return MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
    }

    @Test("It holds a face only for a card that was turned up, through a whole game")
    func onlyShownFaces() {
        var game = deal(pairs: 8, seed: 11)
        var observation = BoardObservation(cardCount: game.cardCount)
        var player = MemoryPlayer(generator: SplitMix64(seed: 3))
        var shown: Set<Int> = []
        while !game.isOver {
            let card = player.nextCard(seeing: observation)
            let outcome = game.choose(cardAt: card)
            if let up = outcome.turnedUp { shown.insert(up.card) }
            observation.record(outcome)
            for index in 0..<game.cardCount {
                #expect((observation.face(ofCard: index) != nil) == shown.contains(index))
            }
        }
        #expect(shown.count == game.cardCount)
    }

    @Test("Faces are the deal's identities: both cards of a pair share one, other pairs differ")
    func faceIdentities() {
        var game = MemoryGame(dealing: ["A", "B", "A", "B"])
        var observation = BoardObservation(cardCount: 4)
        for card in [0, 2, 1, 3] { observation.record(game.choose(cardAt: card)) }
        #expect(observation.face(ofCard: 0) == observation.face(ofCard: 2))
        #expect(observation.face(ofCard: 1) == observation.face(ofCard: 3))
        #expect(observation.face(ofCard: 0) != observation.face(ofCard: 1))
        #expect(observation.isMatched(0) && observation.isMatched(2))
        #expect(observation.cards(showing: observation.face(ofCard: 1) ?? -1) == [1, 3])
    }

    @Test("Unseen cards shrink as cards are shown; a waiting card and a known pair are found")
    func unseenWaitingAndKnown() {
        var game = MemoryGame(dealing: ["A", "B", "B", "A"])
        var observation = BoardObservation(cardCount: 4)
        #expect(Set(observation.unseenCards) == [0, 1, 2, 3])
        observation.record(game.choose(cardAt: 0))
        #expect(observation.waitingCard == 0)
        observation.record(game.choose(cardAt: 1))
        #expect(observation.waitingCard == nil)
        #expect(Set(observation.unseenCards) == [2, 3])
        #expect(observation.knownPairCard == nil)
        observation.record(game.choose(cardAt: 3))
        #expect(observation.knownPairCard == 0)
        #expect(observation.lastShown(card: 3) == 3)
        #expect(observation.lastShown(card: 2) == nil)
    }

    @Test("Known singles are the faces one card in play has shown; showings say which cards were new")
    func knownSinglesAndShowings() {
        var game = MemoryGame(dealing: ["A", "B", "A", "C", "B", "C"])
        var observation = BoardObservation(cardCount: 6)
        for card in [0, 1] { observation.record(game.choose(cardAt: card)) }
        #expect(observation.knownSingleCount == 2)
        #expect(observation.knownSingleCards == [0, 1])
        // Card 2 shows A again, beside B: a pair of A is known, so A is no single any more.
        for card in [2, 3] { observation.record(game.choose(cardAt: card)) }
        #expect(observation.knownSingleCount == 2)
        #expect(observation.knownSingleCards == [1, 3])
        // Turning 1 again and matching it with 4: B is gone, and card 1's second showing was not new.
        for card in [1, 4] { observation.record(game.choose(cardAt: card)) }
        #expect(observation.knownSingleCount == 1)
        #expect(observation.knownSingleCards == [3])
        #expect(observation.showings.map(\.card) == [0, 1, 2, 3, 1, 4])
        #expect(observation.showings.map(\.isFirst) == [true, true, true, true, false, true])
        #expect(observation.showings.map(\.choice) == [1, 2, 3, 4, 5, 6])
        #expect(observation.showings[4].face == observation.showings[1].face)
    }

    @Test("Recording an ignored choice changes nothing")
    func ignoredChoice() {
        var game = MemoryGame(dealing: ["A", "A"])
        var observation = BoardObservation(cardCount: 2)
        observation.record(game.choose(cardAt: 0))
        observation.record(game.choose(cardAt: 0))
        #expect(observation.choiceCount == 1)
    }
}

@Suite("Players")
struct PlayerTests {
    @Test("A memory player finishes every seeded game, and never mismatches a pair it has seen")
    func memoryPlayerFinishes() {
        for seed in 0..<50 as Range<UInt64> {
            var generator = SplitMix64(seed: seed)
            var game = MemoryGame(numberOfPairsOfCards: 10, using: &generator) { $0 }
            var player = MemoryPlayer(generator: SplitMix64(seed: seed &+ 1))
            let choices = Playthrough.play(&game, with: &player, limit: 1_000)
            #expect(game.isOver)
            // Each card is turned up at most twice by a perfect memory: once to see it, once to match it.
            #expect(choices.count <= 2 * game.cardCount)
        }
    }

    @Test("A game played perfectly ends with 2 points and 2 flips a pair", arguments: [1, 7, 30])
    func perfectGame(pairs: Int) {
        var generator = SplitMix64(seed: UInt64(pairs))
        var game = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
        for index in PerfectPlay.choices(for: game.cards.map(\.content)) { game.choose(cardAt: index) }
        #expect(game.isOver)
        #expect(game.score == 2 * pairs)
        #expect(game.flipCount == 2 * pairs)
    }

    @Test("Perfect play matches every pair in order, skipping finished cards")
    func perfectPlay() {
        #expect(PerfectPlay.choices(for: ["B", "A", "A", "C", "B", "C"]) == [0, 4, 1, 2, 3, 5])
        #expect(
            PerfectPlay.choices(for: ["B", "A", "A", "C", "B", "C"], skipping: { [1, 2].contains($0) }) == [0, 4, 3, 5])
    }
}
