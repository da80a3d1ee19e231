import MemorizePlayers
import MemoryGame

/// The two ways of playing a whole game that the benchmark records and then times.
enum Player: CaseIterable {
    /// Knows where every pair is: two choices per pair, never a mismatch.
    case perfectMemory
    /// Turns random cards it has not seen yet and remembers everything it has been shown.
    case random

    /// The name printed in the tables.
    var title: String {
        switch self {
        case .perfectMemory: "perfect memory"
        case .random: "random"
        }
    }

    /// Plays `game` to the end and returns the positions it chose, in order.
    ///
    /// - Parameters:
    ///   - game: A freshly dealt game whose content is the pair index, as `Deal` makes it.
    ///   - seed: Fixes the random player's picks; the perfect player ignores it.
    /// - Returns: A choice sequence that finishes the game when replayed on the same deal.
    func choices(playing game: MemoryGame<Int>, seed: UInt64) -> [Int] {
        switch self {
        case .perfectMemory:
            PerfectPlay.choices(for: game.cards.map(\.content))
        case .random:
            randomChoices(playing: game, seed: seed)
        }
    }

    /// The choices of a `MemoryPlayer` (perfect memory, random among the cards it has not seen), played
    /// on a copy of `game` from what it is shown alone.
    private func randomChoices(playing game: MemoryGame<Int>, seed: UInt64) -> [Int] {
        var copy = game
        var player = MemoryPlayer(generator: SplitMix64(seed: seed))
        return Playthrough.play(&copy, with: &player)
    }
}
