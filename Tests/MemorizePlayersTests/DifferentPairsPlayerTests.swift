import MemorizePlayers
import MemoryGame
import Testing

/// Pairs of different cards: the observation remembers a face by its pair, so every level of the
/// computer finds pairs whose two cards differ, and plays a whole game of them.
@Suite("The computer on pairs of different cards")
struct DifferentPairsPlayerTests {
    static let words = (0..<8).map { ("picture \($0)", "word \($0)") }

    @Test("A face is remembered by its pair: the two cards of a pair are a known pair once both showed")
    func knowsPairsByIdentity() throws {
        var generator = SplitMix64(seed: 5)
        var game = MemoryGame(pairs: Self.words, using: &generator)
        let cards = game.cards.filter { $0.pairID == 2 }.map(\.id)
        let other = try #require(game.cards.first { $0.pairID == 3 }).id
        var pairs = BoardObservation(cardCount: game.cardCount, facesInPairs: true)
        var faces = BoardObservation(cardCount: game.cardCount)
        for card in [cards[0], other, cards[1]] {
            let outcome = game.choose(cardAt: card)
            pairs.record(outcome)
            faces.record(outcome)
        }
        #expect(pairs.face(ofCard: cards[0]) == pairs.face(ofCard: cards[1]))
        #expect(pairs.knownPairCard.map(cards.contains) == true)
        // Read as faces, the two cards of the pair differ: nothing known.
        #expect(faces.knownPairCard == nil)
    }

    @Test(
        "Every level plays a game of different pairs to the end against hard, turn by turn",
        arguments: ComputerPlayer<SplitMix64>.Level.allCases)
    func playsToTheEnd(level: ComputerPlayer<SplitMix64>.Level) {
        var generator = SplitMix64(seed: 9)
        var game = MemoryGame(pairs: Self.words, using: &generator)
        var observation = BoardObservation(cardCount: game.cardCount, facesInPairs: true)
        var players = [
            ComputerPlayer(level: level, generator: SplitMix64(seed: 3)),
            ComputerPlayer(level: .hard, generator: SplitMix64(seed: 4)),
        ]
        var seat = 0
        var matches = [0, 0]
        var choices = 0
        while !game.isOver, choices < 500 {
            let outcome = game.choose(cardAt: players[seat].nextCard(seeing: observation))
            observation.record(outcome)
            if outcome.isMatch { matches[seat] += 1 }
            if game.passesTurn(after: outcome) {
                game.passTurn()
                seat = 1 - seat
            }
            choices += 1
        }
        #expect(game.isOver, "\(level) and hard did not finish in 500 choices")
        #expect(matches[0] + matches[1] == 8)
        // A perfect memory that knows pairs by identity takes some: chance alone rarely matches.
        if level == .hard || level == .expert { #expect(matches[0] > 0, "\(level) found no pair") }
    }
}
