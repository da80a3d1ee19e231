import MemoryGame

/// A game between players taking turns at one board, by the rule set's turn order: the player to move
/// chooses until the rules pass the turn. Every player sees the same observation: all that was shown.
package enum Match {
    /// How a match ended.
    package struct Result: Hashable, Sendable {
        /// Pairs found by each player, in seat order.
        package var pairs: [Int]
        /// Points scored by each player, in seat order.
        package var scores: [Int]
        /// How many turns were played (a turn ends when the rules pass it, or the game ends).
        package var turns: Int
        /// How many cards were turned up in all.
        package var flips: Int

        package init(pairs: [Int], scores: [Int], turns: Int, flips: Int) {
            self.pairs = pairs
            self.scores = scores
            self.turns = turns
            self.flips = flips
        }

        /// The seat of the winner (most pairs), or nil for a draw: points do not decide, as in the game.
        package var winner: Int? {
            let most = pairs.max() ?? 0
            let leaders = pairs.indices.filter { pairs[$0] == most }
            return leaders.count == 1 ? leaders[0] : nil
        }
    }

    /// Plays `game` to its end with `players`, `first` moving first.
    ///
    /// - Parameters:
    ///   - limit: The most choices to make, against players that never finish.
    package static func play<Game: CardGame>(
        _ game: inout Game, players: inout [any Player], first: Int = 0, limit: Int = 100_000
    ) -> Result {
        var observation = BoardObservation(cardCount: game.cardCount)
        var result = Result(
            pairs: Array(repeating: 0, count: players.count), scores: Array(repeating: 0, count: players.count),
            turns: 1, flips: 0)
        var seat = first % max(players.count, 1)
        var choices = 0
        while !game.isOver, choices < limit {
            let card = players[seat].nextCard(seeing: observation)
            let outcome = game.choose(cardAt: card, at: .zero)
            observation.record(outcome)
            choices += 1
            guard !outcome.isIgnored else { continue }
            if outcome.turnedUp != nil { result.flips += 1 }
            result.scores[seat] += outcome.points
            if outcome.isMatch { result.pairs[seat] += 1 }
            if game.passesTurn(after: outcome), !game.isOver {
                // One player keeps the rules of a game alone: nothing changes hands.
                if players.count > 1 { game.passTurn() }
                seat = (seat + 1) % players.count
                result.turns += 1
            }
        }
        return result
    }
}
