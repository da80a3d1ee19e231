import MemoryGame

/// Someone who plays a card game by choosing cards: a computer opponent, or a scripted player in
/// tests and the benchmark.
///
/// A player decides from a `BoardObservation` alone: what has been shown face up, where and when.
/// It is never handed the game, so it cannot read a card that was not shown.
package protocol Player {
    /// The card to choose next, given what has been shown so far.
    mutating func nextCard(seeing observation: BoardObservation) -> Int
    /// What it knew of the card it chose last: how long a person would think over it, and how the
    /// move reads to whoever watches. It never changes a choice.
    var lastMove: ComputerMove { get }
}

extension Player {
    package var lastMove: ComputerMove { .guess }
}

/// What a player knew of a card when it chose it.
package enum ComputerMove: Sendable, Equatable, CaseIterable {
    /// A card of a pair it knows, or the partner of the card up: a quick move.
    case knownPair
    /// A card it does not know, or has forgotten.
    case guess
    /// A card it has seen, turned first so that a new card follows it.
    case seenFirst
    /// A card it has seen, turned on purpose so the turn shows nothing new: the optimal pass.
    case pass
}

/// Plays a whole game with one player: the player sees each choice's outcome and nothing else.
package enum Playthrough {
    /// Plays `game` to its end (or until `limit` choices) with `player`, and returns its choices.
    ///
    /// - Parameters:
    ///   - game: The game, played in place.
    ///   - player: Who chooses.
    ///   - limit: The most choices to make, against a player that never finishes.
    ///   - time: The time of each choice, by its number, for rule sets that score by speed.
    package static func play<Game: CardGame, P: Player>(
        _ game: inout Game, with player: inout P, limit: Int = .max,
        time: (Int) -> Duration = { _ in .zero }
    ) -> [Int] {
        var observation = BoardObservation(cardCount: game.cardCount)
        var choices: [Int] = []
        while !game.isOver, choices.count < limit {
            let card = player.nextCard(seeing: observation)
            observation.record(game.choose(cardAt: card, at: time(choices.count)))
            choices.append(card)
        }
        return choices
    }
}
