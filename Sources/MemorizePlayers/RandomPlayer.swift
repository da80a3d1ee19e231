import MemoryGame

/// A player with no memory at all: it chooses any card in play, at random. The floor every level of
/// the computer must beat.
package struct RandomPlayer<Generator: RandomNumberGenerator>: Player {
    private var generator: Generator

    /// A player drawing its choices from `generator`.
    package init(generator: Generator) {
        self.generator = generator
    }

    package mutating func nextCard(seeing observation: BoardObservation) -> Int {
        let choosable = (0..<observation.cardCount).filter { observation.isChoosable($0) }
        return Shuffle.element(of: choosable, using: &generator) ?? 0
    }
}
