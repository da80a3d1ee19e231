import MemorizePlayers
import MemorizeTestSupport
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// The strength bench's games: the game itself through the view model, its opponent playing from the
/// events alone.
@Suite("A game against the computer through the view model")
struct SeatedMatchTests {
    @Test(
        "what the events tell the player is what the computer sees: a computer fed by them chooses its cards",
        arguments: [ComputerLevel.easy, .normal, .hard, .expert])
    func listenerSeesWhatTheComputerSees(level: ComputerLevel) {
        for seed in 0..<20 as Range<UInt64> {
            let clock = TestClock()
            let variant = ThemeVariant(SeatedMatch.theme(pairs: 8))
            let game = GameViewModel(
                variants: [variant], variant: variant, generator: SplitMix64(seed: seed), firstSeed: seed,
                clock: clock,
                settings: GameViewModel.Settings(
                    seats: [Seat(name: "You"), Seat(name: "Computer", kind: .computer(level))],
                    policy: PresenterPolicy(otherSeatsPause: .zero, firstMovePause: .zero, mismatchHold: .zero)))
            // The game's computer draws from a keyed hash of the deal's seed: so does its shadow.
            var shadow = ComputerPlayer(level: level, generator: game.session.computerGenerator())
            var you = MemoryPlayer(generator: SplitMix64(seed: seed))
            var listener = EventListener()
            listener.hear(game.events)
            var choices = 0
            while !game.session.isOver, choices < 1_000 {
                if game.isComputersTurn {
                    let expected = shadow.nextCard(seeing: listener.observation)
                    game.send(.clockTicked(now: clock.now))
                    let turned = game.events.compactMap { event -> Int? in
                        if case .turnedUp(let card, _, 1) = event { card } else { nil }
                    }
                    #expect(turned == [expected], "seed \(seed), choice \(choices)")
                } else {
                    game.send(.intent(.choose(card: you.nextCard(seeing: listener.observation))))
                }
                listener.hear(game.events)
                choices += 1
            }
            #expect(game.session.isOver, "seed \(seed)")
        }
    }

    @Test("a seeded game replays: the same seed and player give the same game, and its pairs add up")
    func replays() {
        var player = MemoryPlayer(generator: SplitMix64(seed: 1))
        let result = SeatedMatch.play(&player, against: .hard, pairs: 8, seed: 42, playerFirst: true)
        #expect(result.playerPairs + result.computerPairs == 8 && !result.stoppedByPasses)
        var again = MemoryPlayer(generator: SplitMix64(seed: 1))
        #expect(SeatedMatch.play(&again, against: .hard, pairs: 8, seed: 42, playerFirst: true) == result)
    }

    @Test(
        "expert against expert: where moving loses for both, neither gives in, and the bench stops the game", .computing
    )
    func expertsPassBack() {
        var stopped = 0
        var advantage = 0
        for seed in 0..<200 as Range<UInt64> {
            var player = ComputerPlayer(level: .expert, generator: SplitMix64(seed: seed))
            let result = SeatedMatch.play(&player, against: .expert, pairs: 8, seed: seed, playerFirst: seed % 2 == 0)
            if result.stoppedByPasses { stopped += 1 }
            advantage += result.playerPairs - result.computerPairs
        }
        // Before, the computer never passed right after a pass: a player who passed back made it move
        // at a loss, and no game was stopped.
        #expect(stopped > 0)
        #expect(abs(Double(advantage) / 200) < 0.6, "the same player on both sides: \(advantage)")
    }
}
