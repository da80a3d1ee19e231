import Foundation
import MemorizePlayers
import MemorizeTestSupport
import MemoryGame
import Testing

/// The computer's choices of cards never shown behave as chance: given what was shown, every card never
/// shown is equally likely to hold each face left, so a card chosen from what was shown alone shows a
/// face already seen (the partner of a known single, or of the card up) with chance k / u. Over
/// thousands of seeded games the count of such cards stays within 3 standard deviations of that.
@Suite("Fair play")
struct FairnessTests {
    /// Games per level: 700 keep the unit layer in seconds and still catch a peek one time in ten
    /// (z about 8); `MEMORIZE_FAIRNESS_GAMES=10000` plays more. BENCHMARKS.md checks 10,000 first turns.
    static let games = Int(ProcessInfo.processInfo.environment["MEMORIZE_FAIRNESS_GAMES"] ?? "") ?? 700

    /// The observed and expected counts of never-shown choices that showed a face already seen.
    struct Tally {
        var observed = 0.0
        var expected = 0.0
        var variance = 0.0
        var choices = 0
        var z: Double { (observed - expected) / max(variance.squareRoot(), .leastNonzeroMagnitude) }
    }

    /// Plays `games` seeded games of `pairs` pairs between `player` (seat 0) and a span-5 player,
    /// each moving first in half, and tallies seat 0's choices of cards never shown.
    static func tally(
        games: Int, pairs: Int, player: (UInt64, [Int]) -> any Player
    ) -> Tally {
        var tally = Tally()
        for game in 0..<games {
            let seed = UInt64(game) &+ 0xFA1
            var generator = SplitMix64(seed: seed)
            var board = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
            let contents = board.cards.map(\.content)
            var players: [any Player] = [
                player(seed &* 7 &+ 1, contents), SpanPlayer(span: 5, generator: SplitMix64(seed: seed &* 7 &+ 2)),
            ]
            var observation = BoardObservation(cardCount: board.cardCount)
            var seat = game % 2
            var choices = 0
            while !board.isOver, choices < 10_000 {
                let card = players[seat].nextCard(seeing: observation)
                if seat == 0, observation.face(ofCard: card) == nil, observation.isChoosable(card) {
                    let chance = Double(observation.knownSingleCount) / Double(observation.unseenCards.count)
                    let seen = (0..<board.cardCount).contains { other in
                        other != card && contents[other] == contents[card] && observation.face(ofCard: other) != nil
                            && !observation.isMatched(other)
                    }
                    tally.observed += seen ? 1 : 0
                    tally.expected += chance
                    tally.variance += chance * (1 - chance)
                    tally.choices += 1
                }
                let outcome = board.choose(cardAt: card)
                observation.record(outcome)
                choices += 1
                if board.passesTurn(after: outcome), !board.isOver { seat = 1 - seat }
            }
        }
        return tally
    }

    @Test(
        "every level's choices of never-shown cards are chance: |z| < 3",
        .computing, arguments: ComputerPlayer<SplitMix64>.Level.allCases)
    func levelsAreChance(level: ComputerPlayer<SplitMix64>.Level) {
        let tally = Self.tally(games: Self.games, pairs: 8) { seed, _ in
            ComputerPlayer(level: level, generator: SplitMix64(seed: seed))
        }
        #expect(tally.choices > Self.games * 5, "enough choices to test: \(tally.choices)")
        #expect(abs(tally.z) < 3, "\(level): z = \(tally.z) over \(tally.choices) choices")
    }

    @Test("the test catches a player that peeks one time in ten: |z| > 3", .computing)
    func catchesAPeek() {
        let tally = Self.tally(games: Self.games, pairs: 8) { seed, contents in
            Peeking(contents: contents, generator: SplitMix64(seed: seed))
        }
        #expect(tally.z > 3, "z = \(tally.z)")
    }

    /// A cheat for the test above: handed the board, it plays as `hard`, but one time in ten it turns
    /// the unseen partner of a known single.
    struct Peeking: Player {
        let contents: [Int]
        var generator: SplitMix64
        var honest: ComputerPlayer<SplitMix64>

        init(contents: [Int], generator: SplitMix64) {
            self.contents = contents
            self.generator = generator
            honest = ComputerPlayer(level: .hard, generator: generator)
        }

        mutating func nextCard(seeing observation: BoardObservation) -> Int {
            let card = honest.nextCard(seeing: observation)
            guard observation.face(ofCard: card) == nil, generator.next() % 10 == 0 else { return card }
            let singles = Set(observation.knownSingleCards.map { contents[$0] })
            return observation.unseenCards.first { singles.contains(contents[$0]) && observation.isChoosable($0) }
                ?? card
        }
    }
}
