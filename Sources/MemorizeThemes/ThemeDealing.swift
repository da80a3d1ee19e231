import MemoryGame

extension Theme {
    /// How many pairs a game of this theme deals, drawing a count from `generator` for `.random`.
    package func pairCount<G: RandomNumberGenerator>(using generator: inout G) -> Int {
        let available = emojis.count
        switch pairs {
        case .all:
            return available
        case .fixed(let count):
            return min(max(count, 0), available)
        case .random:
            // At least 4 pairs when the theme has that many: 2 or 3 pairs hardly make a game.
            return available <= 2 ? available : Shuffle.number(in: min(4, available)...available, using: &generator)
        }
    }

    /// Deals a new game: a random subset of the faces (so no face is dead), each on exactly one pair,
    /// shuffled by `generator`; in a theme of different pairs, a random subset of its pairs.
    package func makeGame<G: RandomNumberGenerator>(using generator: inout G) -> MemoryGame<String> {
        dealGame(using: &generator)
    }

    /// `makeGame(using:)` with the generator the game deals with, compiled here for it: a generic
    /// function called from another module runs unspecialised, and dealing then cost 0.2 M
    /// instructions of run-time type lookups at start-up. It deals the same board as the generic one.
    package func makeGame(using generator: inout SplitMix64) -> MemoryGame<String> {
        dealGame(using: &generator)
    }

    private func dealGame<G: RandomNumberGenerator>(using generator: inout G) -> MemoryGame<String> {
        let count = pairCount(using: &generator)
        if let partners {
            // Drawn as the faces of an emoji theme are, so that the same seed draws the same pairs.
            let chosen = Shuffle.shuffled(Array(emojis.indices), using: &generator).prefix(count)
            return MemoryGame(pairs: chosen.map { (emojis[$0], partners[$0]) }, using: &generator)
        }
        // The project's own shuffle, so a seed deals the same board with every later Swift.
        let chosen = Array(Shuffle.shuffled(emojis, using: &generator).prefix(count))
        return MemoryGame(numberOfPairsOfCards: chosen.count, using: &generator) { chosen[$0] }
    }
}
