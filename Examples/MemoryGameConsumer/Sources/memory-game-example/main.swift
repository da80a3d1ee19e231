import MemoryGame

// Plays one seeded game of each kind through the library's public API and prints what happened:
// a game of words with seen-card scoring, the same deal with the timed bonus, a game of related
// pairs (a picture and its word), and Matchismo.

/// A player with a perfect memory: it turns the partner of a card it has seen, or else an unseen card.
struct RememberingPlayer {
    /// The pair a face identity belongs to: the face itself for pairs of equal cards; for pairs of
    /// different cards, whose faces are numbered `2 × pair + side`, the face halved.
    let pairOf: (Int) -> Int
    /// The cards seen showing each pair, matched ones dropped.
    private var seen: [Int: Set<Int>] = [:]
    /// The card turned up first in this turn and its face, while the turn waits for a second card.
    private var pending: (card: Int, face: Int)?

    init(pairOf: @escaping (Int) -> Int) {
        self.pairOf = pairOf
    }

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
            let pair = (card: turned.card, face: pairOf(turned.face))
            seen[pair.face, default: []].insert(turned.card)
            pending = pending == nil ? pair : nil
        }
        if let matched = outcome.matchedPair, let face = outcome.turnedUp?.face {
            seen[pairOf(face)]?.subtract([matched.0, matched.1])
        }
    }
}

/// Plays `game` to the end with a `RememberingPlayer`, one choice every `pace`.
func play<Game: CardGame>(_ game: inout Game, pace: Duration, pairOf: @escaping (Int) -> Int = { $0 }) {
    var player = RememberingPlayer(pairOf: pairOf)
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

// A pair is what matches: each picture with its word, though the two cards differ.
let pictures = [("🍎", "apple"), ("🍐", "pear"), ("🍑", "peach"), ("🍇", "grapes"), ("🥝", "kiwi"), ("🍋", "lemon")]
var pairGenerator = SplitMix64(seed: 2026)
var related = MemoryGame(pairs: pictures, using: &pairGenerator)
play(&related, pace: .seconds(1)) { $0 / 2 }
print("related: \(related.matchedCardCount / 2) pairs, \(related.flipCount) flips, score \(related.score)")

var cardGenerator = SplitMix64(seed: 2026)
var matchismo = MatchismoGame(cardCount: 12, using: &cardGenerator)
var choices = 0
while !matchismo.isOver, choices < 1000 {
    _ = matchismo.choose(cardAt: choices % matchismo.cardCount, at: .seconds(choices))
    choices += 1
}
print("matchismo: \(matchismo.matchedCardCount) of \(matchismo.cardCount) cards matched, score \(matchismo.score)")
