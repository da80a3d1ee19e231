import MemoryGame

// Plays one seeded game of each kind through the library's public API and prints what happened:
// a game of words with seen-card scoring, the same deal with the timed bonus, and Matchismo.

/// A player with a perfect memory: it turns the partner of a card it has seen, or else an unseen card.
struct RememberingPlayer {
    /// The cards seen showing each face identity, matched ones dropped.
    private var seen: [Int: Set<Int>] = [:]
    /// The card turned up first in this turn and its face, while the turn waits for a second card.
    private var pending: (card: Int, face: Int)?

    /// The next card to choose on `game`.
    func choice<Game: CardGame>(on game: Game) -> Int {
        let open = (0..<game.cardCount).filter { !game.state(ofCardAt: $0).isMatched }
        if let pending {
            if let partner = seen[pending.face]?.first(where: { $0 != pending.card }) { return partner }
        } else if let known = seen.values.first(where: { $0.count == 2 }) {
            return known.min()!
        }
        let known = seen.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        return open.first { !known.contains($0) && $0 != pending?.card } ?? open.first { $0 != pending?.card }!
    }

    /// Remembers what a choice turned up and whether it ended the turn.
    mutating func remember(_ outcome: ChoiceOutcome) {
        if let turned = outcome.turnedUp {
            seen[turned.face, default: []].insert(turned.card)
            pending = pending == nil ? turned : nil
        }
        if let matched = outcome.matchedPair, let face = outcome.turnedUp?.face {
            seen[face]?.subtract([matched.0, matched.1])
        }
    }
}

/// Plays `game` to the end with a `RememberingPlayer`, one choice every `pace`.
func play<Game: CardGame>(_ game: inout Game, pace: Duration) {
    var player = RememberingPlayer()
    var time = Duration.zero
    while !game.isOver {
        time += pace
        player.remember(game.choose(cardAt: player.choice(on: game), at: time))
    }
}

let words = ["apple", "pear", "plum", "fig", "kiwi", "lime"]
var generator = SplitMix64(seed: 2026)
var memory = MemoryGame(numberOfPairsOfCards: words.count, using: &generator) { words[$0] }
let board = memory.cards.map(\.content)
play(&memory, pace: .seconds(1))
print("words: \(memory.matchedCardCount / 2) pairs, \(memory.flipCount) flips, score \(memory.score)")

var timed = TimedScoring(MemoryGame(dealing: board))
play(&timed, pace: .milliseconds(2500))
print("timed: \(timed.matchedCardCount / 2) pairs, \(timed.flipCount) flips, score \(timed.score)")

var cardGenerator = SplitMix64(seed: 2026)
var matchismo = MatchismoGame(cardCount: 12, using: &cardGenerator)
var choices = 0
while !matchismo.isOver, choices < 1000 {
    _ = matchismo.choose(cardAt: choices % matchismo.cardCount, at: .seconds(choices))
    choices += 1
}
print("matchismo: \(matchismo.matchedCardCount) of \(matchismo.cardCount) cards matched, score \(matchismo.score)")
