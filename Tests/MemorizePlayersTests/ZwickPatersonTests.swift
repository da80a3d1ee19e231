import MemorizePlayers
import MemorizeTestSupport
import MemoryGame
import Testing

/// The dynamic program of the optimal game: values worked out by hand on small positions, the
/// choices it makes, and its values against the naive strategy.
@Suite("Zwick and Paterson's values")
struct ZwickPatersonTests {
    let table = ZwickPaterson(pairs: 16)

    @Test("small positions have the values worked out by hand")
    func smallPositions() {
        // One pair left, both never shown: the two cards turned are the pair.
        #expect(table.value(unseen: 2, known: 0) == 1)
        // One known single and its partner: turn the partner, then the single.
        #expect(table.value(unseen: 1, known: 1) == 1)
        // Two known singles and their partners: both pairs are the mover's.
        #expect(table.value(unseen: 2, known: 2) == 2)
        // Two pairs never shown: the second card is the partner 1 time in 3 (then the last pair too,
        // +2); else the other player knows both pairs (−2). (2 − 4) / 3.
        #expect(abs(table.value(unseen: 4, known: 0) - -2.0 / 3) < 1e-12)
        // One single, three cards never shown: the first matches 1 time in 3 (+1, then +1); else a new
        // face, and the second card either pairs it (+2) or gives the single's pair away (−2): 0.
        #expect(abs(table.value(unseen: 3, known: 1) - 2.0 / 3) < 1e-12)
        // Two singles, four never shown: 1/2 × (1 + 2/3) + 1/2 × (−1) = 1/3.
        #expect(abs(table.value(unseen: 4, known: 2) - 1.0 / 3) < 1e-12)
        // The finished board is worth nothing, and so is a position that cannot arise.
        #expect(table.value(unseen: 0, known: 0) == 0)
        #expect(table.value(unseen: 3, known: 0) == 0)
    }

    @Test("a known card first and then a new one is worth what the hand count says, and less than a new card")
    func knownFirst() throws {
        // At (3, 1): the single's own partner 1 time in 3 (+1, then the last pair, +1); else a new face
        // beside two cards the other player can take (−2): (2 − 4) / 3.
        let options = table.firstCard(unseen: 3, known: 1, otherJustPassed: false)
        let knownThenNew = try #require(options.knownThenNew)
        #expect(abs(knownThenNew - -2.0 / 3) < 1e-12)
        #expect(try #require(options.new) > knownThenNew)
        #expect(options.pass == nil, "one known single cannot make a pass")
    }

    @Test("after a new first card at (5, 1), a known second card beats a new one: −1/3 against −3/2")
    func newThenKnown() throws {
        let second = table.secondCard(unseen: 4, otherKnown: 1)
        #expect(abs(try #require(second.known) - -1.0 / 3) < 1e-12)
        #expect(abs(try #require(second.new) - -3.0 / 2) < 1e-12)
        #expect(table.knownSecondIsBetter(unseen: 4, otherKnown: 1))
        #expect(!table.knownSecondIsBetter(unseen: 11, otherKnown: 2), "at (12, 2) two new cards are right")
    }

    @Test("at (6, 4) the mover passes, and passes back right after a pass: the game refuses no pass")
    func pass() throws {
        let options = table.firstCard(unseen: 6, known: 4, otherJustPassed: false)
        let pass = try #require(options.pass)
        #expect(pass == -table.value(unseen: 6, known: 4, otherJustPassed: true))
        #expect(pass > (options.new ?? .infinity))
        #expect(table.bestFirstCard(unseen: 6, known: 4, otherJustPassed: false) == .pass)
        // Moving is worth −1/3 to either side, so both pass for as long as they play: worth 0.
        let afterPass = table.firstCard(unseen: 6, known: 4, otherJustPassed: true)
        #expect(afterPass.pass == 0)
        #expect(table.bestFirstCard(unseen: 6, known: 4, otherJustPassed: true) == .pass)
        #expect(table.value(unseen: 6, known: 4) == 0 && table.value(unseen: 6, known: 4, otherJustPassed: true) == 0)
        // Were a pass right after a pass refused, the second side would have to move, at −1/3.
        let refused = ZwickPaterson(pairs: 16, passRule: .noPassAfterPass)
        #expect(refused.firstCard(unseen: 6, known: 4, otherJustPassed: true).pass == nil)
        #expect(refused.bestFirstCard(unseen: 6, known: 4, otherJustPassed: true) == .new)
        #expect(abs(refused.value(unseen: 6, known: 4) - 1.0 / 3) < 1e-12)
    }

    @Test("the value of moving first: −2/3 at 2 pairs, about −0.033 at 8, −0.020 at 12, −0.018 at 16")
    func movingFirst() {
        #expect(abs(table.value(unseen: 4, known: 0) - -2.0 / 3) < 1e-12)
        for (pairs, value) in [(8, -0.03346), (12, -0.01953), (16, -0.01763)] {
            #expect(abs(table.value(unseen: 2 * pairs, known: 0) - value) < 5e-5, "\(pairs) pairs")
        }
    }

    @Test(
        "against the naive strategy the optimal player gains 1.131, 1.792 and 2.384 pairs a game",
        arguments: [(8, 1.1313, 1.1577), (12, 1.7923, 1.8003), (16, 2.3840, 2.3659)])
    func againstNaive(pairs: Int, gain: Double, gainWhenNoPassAfterPass: Double) {
        #expect(abs(table.againstNaive(pairs: pairs).mean - gain) < 5e-5)
        let refused = ZwickPaterson(pairs: 16, passRule: .noPassAfterPass)
        #expect(abs(refused.againstNaive(pairs: pairs).mean - gainWhenNoPassAfterPass) < 5e-5)
    }

    @Test("a known first card is only ever a pass, with at least 4 known singles: some are face down")
    func knownFirstOnlyToPass() {
        // The other player's mismatch leaves at most two singles face up, so the expert always has a
        // face-down one to start a pass with and never needs the natural move.
        let table = ZwickPaterson(pairs: 32)
        for unseen in 1...64 {
            for known in stride(from: unseen % 2, through: unseen, by: 2)
            where ZwickPaterson.isPosition(unseen, known, 32) {
                for otherJustPassed in [false, true] {
                    let move = table.bestFirstCard(unseen: unseen, known: known, otherJustPassed: otherJustPassed)
                    #expect(move != .knownThenNew, "(\(unseen), \(known))")
                    #expect(move != .pass || known >= 4, "(\(unseen), \(known))")
                }
            }
        }
    }

    @Test("on one pair there is nothing to choose: the first mover takes it, whoever that is")
    func onePair() {
        let matchup = ZwickPaterson(pairs: 1).againstNaive(pairs: 1)
        #expect(matchup.optimalFirst == 1 && matchup.naiveFirst == -1 && matchup.mean == 0)
    }

    @Test("the expert's games against hard gain what the table says: 2,000 seeded games at 8 pairs", .computing)
    func playedAgainstHard() {
        let pairs = 8
        var sum = 0.0
        var squares = 0.0
        let games = 2_000
        for game in 0..<games {
            var generator = SplitMix64(seed: UInt64(game) &+ 0xE8)
            var board = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
            var players: [any Player] = [
                ComputerPlayer(level: .expert, generator: SplitMix64(seed: UInt64(game) &* 5 &+ 1)),
                ComputerPlayer(level: .hard, generator: SplitMix64(seed: UInt64(game) &* 5 &+ 2)),
            ]
            let result = Match.play(&board, players: &players, first: game % 2)
            let gain = Double(result.pairs[0] - result.pairs[1])
            sum += gain
            squares += gain * gain
        }
        let mean = sum / Double(games)
        let standardError = ((squares / Double(games) - mean * mean) / Double(games)).squareRoot()
        let exact = table.againstNaive(pairs: pairs).mean
        // Three standard errors (about 0.3 pairs): fixed seeds, so it always passes or always fails.
        #expect(abs(mean - exact) < 3 * standardError, "measured \(mean) ± \(standardError), exact \(exact)")
        #expect(mean > 0.5, "the expert beats hard: \(mean)")
    }
}

/// The expert's choices on real boards: what it turns in positions whose best move is known.
@Suite("The expert")
struct ExpertTests {
    /// Plays `choices` on `game` and records them.
    private func play(_ choices: [Int], on game: inout MemoryGame<Int>, into observation: inout BoardObservation) {
        for card in choices { observation.record(game.choose(cardAt: card)) }
    }

    private func expert(_ seed: UInt64) -> ComputerPlayer<SplitMix64> {
        ComputerPlayer(level: .expert, generator: SplitMix64(seed: seed))
    }

    @Test("with four singles and six cards never shown it passes: two known cards, a mismatch")
    func passes() {
        // Five pairs; the other player has shown 0, 1 and then 2, 3: four singles, six never shown.
        let board = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4]
        for seed in 0..<10 as Range<UInt64> {
            var game = MemoryGame(dealing: board)
            var observation = BoardObservation(cardCount: board.count)
            play([0, 1, 2, 3], on: &game, into: &observation)
            var computer = expert(seed)
            let first = computer.nextCard(seeing: observation)
            #expect([0, 1].contains(first), "a known single that is face down")
            observation.record(game.choose(cardAt: first))
            let second = computer.nextCard(seeing: observation)
            #expect([0, 1, 2, 3].contains(second) && second != first)
            #expect(game.choose(cardAt: second).isMismatch)
        }
    }

    @Test("right after the other player's pass it passes back: moving would lose what passing keeps")
    func passesBack() {
        let board = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4]
        for seed in 0..<10 as Range<UInt64> {
            var game = MemoryGame(dealing: board)
            var observation = BoardObservation(cardCount: board.count)
            var computer = expert(seed)
            // Four singles and six cards never shown: the expert passes (as above), and then the other
            // player passes back.
            play([0, 1, 2, 3], on: &game, into: &observation)
            let first = computer.nextCard(seeing: observation)
            observation.record(game.choose(cardAt: first))
            let second = computer.nextCard(seeing: observation)
            observation.record(game.choose(cardAt: second))
            // The other player passes back on the two singles the expert did not turn.
            let others = [0, 1, 2, 3].filter { $0 != first && $0 != second }
            play(others, on: &game, into: &observation)
            let next = computer.nextCard(seeing: observation)
            #expect(observation.face(ofCard: next) != nil, "seed \(seed): card \(next) was never shown")
            observation.record(game.choose(cardAt: next))
            let again = computer.nextCard(seeing: observation)
            #expect(observation.face(ofCard: again) != nil && again != next, "seed \(seed): not a pass")
            #expect(game.choose(cardAt: again).isMismatch)
        }
    }

    @Test("after the other's mismatch on four pairs: a new card, then, on a new face, a known one")
    func newThenKnown() {
        // Four pairs, two singles shown: (6, 2), where a new face is best answered by a known card.
        let board = [0, 1, 2, 3, 0, 1, 2, 3]
        var newFaces = 0
        for seed in 0..<40 as Range<UInt64> {
            var game = MemoryGame(dealing: board)
            var observation = BoardObservation(cardCount: board.count)
            play([0, 1], on: &game, into: &observation)
            var computer = expert(seed)
            let first = computer.nextCard(seeing: observation)
            #expect(observation.face(ofCard: first) == nil, "the first card is one never shown")
            observation.record(game.choose(cardAt: first))
            // A first card that matches a single is taken with its partner; only a new face tests this.
            guard ![0, 1].contains(board[first]) else { continue }
            newFaces += 1
            let second = computer.nextCard(seeing: observation)
            #expect([0, 1].contains(second), "seed \(seed): a known single, not a new card (\(second))")
        }
        #expect(newFaces > 5, "the first card showed a new face often enough to test: \(newFaces)")
    }

    @Test("after the other's mismatch on seven pairs it turns two new cards, as at (12, 2) is best")
    func newThenNew() {
        let board = Array(0..<7) + Array(0..<7)
        var newFaces = 0
        for seed in 0..<40 as Range<UInt64> {
            var game = MemoryGame(dealing: board)
            var observation = BoardObservation(cardCount: board.count)
            play([0, 1], on: &game, into: &observation)
            var computer = expert(seed)
            let first = computer.nextCard(seeing: observation)
            observation.record(game.choose(cardAt: first))
            guard ![0, 1].contains(board[first]) else { continue }
            newFaces += 1
            let second = computer.nextCard(seeing: observation)
            #expect(observation.face(ofCard: second) == nil, "seed \(seed): card \(second) was shown before")
        }
        #expect(newFaces > 5)
    }

    @Test("it takes a known pair at once, and the partner of a new card that matches a single")
    func takesPairs() {
        var game = MemoryGame(dealing: [0, 1, 2, 1, 0, 2])
        var observation = BoardObservation(cardCount: 6)
        play([1, 0, 3, 2], on: &game, into: &observation)
        var computer = expert(1)
        let first = computer.nextCard(seeing: observation)
        #expect([1, 3].contains(first))
        observation.record(game.choose(cardAt: first))
        #expect(game.choose(cardAt: computer.nextCard(seeing: observation)).isMatch)
    }
}
