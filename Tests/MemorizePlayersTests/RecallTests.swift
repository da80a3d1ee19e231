import MemorizePlayers
import MemorizeTestSupport
import MemoryGame
import Testing

/// How `easy` and `normal` remember: the latest cards always, older ones fading, slips to neighbours.
@Suite("Remembering as people do")
struct RecallTests {
    /// An observation of a board of 20 pairs, `0..<20` twice, after turning cards 0 to `shown − 1`:
    /// all different faces, so nothing is matched, and the card shown last is `shown − 1`.
    private func observation(showing shown: Int) -> BoardObservation {
        var game = MemoryGame(dealing: Array(0..<20) + Array(0..<20))
        var observation = BoardObservation(cardCount: 40)
        for card in 0..<shown { observation.record(game.choose(cardAt: card)) }
        return observation
    }

    @Test("the chance of remembering: 1 for the firm cards, then fading by a factor a card")
    func chances() {
        let recall = Recall(firm: 3, fading: 0.5, slip: 0)
        #expect((1...3).map { recall.chance(rank: $0) } == [1, 1, 1])
        #expect(recall.chance(rank: 4) == 0.5)
        #expect(recall.chance(rank: 6) == 0.125)
    }

    @Test("over many turns each card is remembered as often as its chance says", arguments: [0, 1])
    func frequencies(level: Int) {
        // Without slips, so that each face stays on its card and is counted at its rank.
        let levelRecall = [ComputerPlayer<SplitMix64>.Level.easy, .normal][level].recall!
        let recall = Recall(firm: levelRecall.firm, fading: levelRecall.fading, slip: 0)
        let observation = observation(showing: 12)
        let turns = 4_000
        var counts = [Int](repeating: 0, count: 13)
        var generator = SplitMix64(seed: 9)
        for _ in 0..<turns {
            for face in recall.sample(observation, using: &generator).values { counts[12 - face] += 1 }
        }
        for rank in 1...12 {
            let chance = recall.chance(rank: rank)
            let expected = Double(turns) * chance
            let spread = 4 * (expected * (1 - chance)).squareRoot() + 1
            #expect(abs(Double(counts[rank]) - expected) <= spread, "rank \(rank): \(counts[rank]) vs \(expected)")
        }
    }

    @Test("a slip puts a card at a neighbour in play, never further")
    func slips() {
        let recall = Recall(firm: 10, fading: 1, slip: 1)
        let observation = observation(showing: 10)
        var generator = SplitMix64(seed: 2)
        var moved = 0
        for _ in 0..<200 {
            for (place, face) in recall.sample(observation, using: &generator) {
                // Face f was shown by card f; a slip lands on a neighbour in play and not in mind: only
                // card 9 has one (10; 8 is in mind), and the others stay.
                #expect(place == face || abs(place - face) == 1, "face \(face) put at \(place)")
                #expect(place == (face == 9 ? 10 : face))
                moved += 1
            }
        }
        #expect(moved > 0)
        // With no slips every card stays where it was.
        let exact = Recall(firm: 10, fading: 1, slip: 0).sample(observation, using: &generator)
        #expect(exact == Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, $0) }))
    }

    @Test("easy always has the last 2 cards in mind and normal the last 5; hard all of them")
    func firmCards() {
        let observation = observation(showing: 12)
        for seed in 0..<50 as Range<UInt64> {
            for (level, firm) in [(ComputerPlayer<SplitMix64>.Level.easy, 2), (.normal, 5), (.hard, 12), (.expert, 12)]
            {
                var computer = ComputerPlayer(level: level, generator: SplitMix64(seed: seed))
                _ = computer.nextCard(seeing: observation)
                let faces = Set(computer.memory.values)
                #expect(faces.isSuperset(of: (12 - firm)..<12), "\(level) seed \(seed): \(faces.sorted())")
            }
        }
    }

    @Test("easy has fewer cards in mind than normal, and normal fewer than hard")
    func levelsDifferInMemory() {
        let observation = observation(showing: 16)
        var totals: [ComputerPlayer<SplitMix64>.Level: Int] = [:]
        for seed in 0..<200 as Range<UInt64> {
            for level in ComputerPlayer<SplitMix64>.Level.allCases {
                var computer = ComputerPlayer(level: level, generator: SplitMix64(seed: seed))
                _ = computer.nextCard(seeing: observation)
                totals[level, default: 0] += computer.memory.count
            }
        }
        #expect(totals[.easy, default: 0] < totals[.normal, default: 0])
        #expect(totals[.normal, default: 0] < totals[.hard, default: 0])
        #expect(totals[.hard] == 200 * 16 && totals[.expert] == 200 * 16)
    }

    @Test(
        "calibrated: span 4 scores about 2 in 3 against easy, span 6 breaks even with normal (1,000 games, 8 pairs)",
        .computing,
        arguments: [
            (ComputerPlayer<SplitMix64>.Level.easy, 4, (2.0 / 3 - 0.05)...(2.0 / 3 + 0.05)), (.normal, 6, 0.45...0.55),
        ])
    func calibration(level: ComputerPlayer<SplitMix64>.Level, span: Int, expected: ClosedRange<Double>) {
        // The bench's deals and seeds (memorize-bench --opponents), so the figure is the table's.
        let pairs = 8
        var points = 0.0
        for game in 0..<1_000 {
            let seed = UInt64(pairs) << 32 | UInt64(game)
            var generator = SplitMix64(seed: seed)
            var board = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
            var players: [any Player] = [
                SpanPlayer(span: span, generator: SplitMix64(seed: seed &* 3 &+ 1)),
                ComputerPlayer(level: level, generator: SplitMix64(seed: seed &* 3 &+ 2)),
            ]
            let result = Match.play(&board, players: &players, first: game % 2)
            points += result.winner == 0 ? 1 : result.winner == nil ? 0.5 : 0
        }
        #expect(expected.contains(points / 1_000), "span \(span) against \(level): \(points / 10)%")
    }

    @Test("a span player remembers exactly the last M cards in play shown, a card shown again as new")
    func spanPlayer() {
        var game = MemoryGame(dealing: [0, 1, 2, 3, 0, 1, 2, 3])
        var observation = BoardObservation(cardCount: 8)
        for card in [0, 1, 2, 3, 0, 4] { observation.record(game.choose(cardAt: card)) }
        // 0 and 4 matched; the latest cards in play are 3, 2, 1.
        #expect(SpanPlayer(span: 2, generator: SplitMix64(seed: 1)).memory(of: observation) == [3: 3, 2: 2])
        observation.record(game.choose(cardAt: 1))
        #expect(SpanPlayer(span: 2, generator: SplitMix64(seed: 1)).memory(of: observation) == [1: 1, 3: 3])
        var player = SpanPlayer(span: 3, generator: SplitMix64(seed: 1))
        // Card 1 is up and its partner 5 was never shown: a card it does not remember.
        let next = player.nextCard(seeing: observation)
        #expect(![0, 1, 2, 3, 4].contains(next))
    }

    @Test("a span player whose matched places stay empty gets no older card back when a pair is matched")
    func spanPlayerWithEmptiedPlaces() {
        var game = MemoryGame(dealing: [0, 1, 2, 3, 0, 1, 2, 3])
        var observation = BoardObservation(cardCount: 8)
        for card in [0, 1, 2, 3, 0, 4] { observation.record(game.choose(cardAt: card)) }
        // Cards 1, 2, 3, 0, 4 were shown; 0 and 4 matched, emptying two of the last four places.
        let emptied = SpanPlayer(span: 4, places: .emptied, generator: SplitMix64(seed: 1))
        #expect(emptied.memory(of: observation) == [2: 2, 3: 3])
        #expect(SpanPlayer(span: 4, generator: SplitMix64(seed: 1)).memory(of: observation) == [1: 1, 2: 2, 3: 3])
        // A new card fills an empty place without pushing another card out.
        observation.record(game.choose(cardAt: 5))
        #expect(emptied.memory(of: observation) == [2: 2, 3: 3, 5: 1])
        observation.record(game.choose(cardAt: 6))
        #expect(emptied.memory(of: observation) == [2: 2, 3: 3, 5: 1, 6: 2])
        observation.record(game.choose(cardAt: 7))
        #expect(emptied.memory(of: observation) == [3: 3, 5: 1, 6: 2, 7: 3])
    }
}
