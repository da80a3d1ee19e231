import MemoryGame

/// The two ways of playing a whole game that the benchmark records and then times.
enum Player: CaseIterable {
    /// Knows where every pair is: two choices per pair, never a mismatch.
    case perfectMemory
    /// Turns random cards it has not seen yet and remembers everything it has seen.
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
            RandomPlayer.choices(playing: game, seed: seed)
        }
    }
}

/// A player with a perfect memory but no knowledge of the deal.
///
/// Each turn it matches a pair whose two cards it has already seen; otherwise it turns a random card
/// it has never seen, and if it has seen that card's partner it chooses the partner, else it turns a
/// second random unseen card. All of its bookkeeping is O(1) per choice: the unseen positions live in
/// an array with swap-remove, and what it has seen is indexed by content.
struct RandomPlayer {
    private var game: MemoryGame<Int>
    private var choices: [Int] = []
    private var unseen: [Int]
    /// By content: the position of the one card of that pair that has been seen, or -1.
    private var seenPosition: [Int]
    /// Pairs whose two positions are known and that are not matched yet.
    private var knownPairs: [(Int, Int)] = []
    private var generator: SplitMix64

    private init(game: MemoryGame<Int>, seed: UInt64) {
        self.game = game
        unseen = Array(game.cards.indices)
        seenPosition = [Int](repeating: -1, count: game.cards.count / 2)
        generator = SplitMix64(seed: seed)
        choices.reserveCapacity(game.cards.count * 2)
    }

    /// Plays a copy of `game` to the end, looking at each card it turns, and returns its choices.
    static func choices(playing game: MemoryGame<Int>, seed: UInt64) -> [Int] {
        var player = RandomPlayer(game: game, seed: seed)
        while !player.game.isOver {
            player.takeTurn()
        }
        return player.choices
    }

    /// Plays one turn: two choices.
    private mutating func takeTurn() {
        if let (first, second) = knownPairs.popLast() {
            choose(first)
            choose(second)
            return
        }
        let first = drawUnseen()
        let content = choose(first)
        let partner = seenPosition[content]
        if partner >= 0 {
            seenPosition[content] = -1
            choose(partner)
            return
        }
        seenPosition[content] = first
        let second = drawUnseen()
        let other = choose(second)
        if other == content {
            seenPosition[content] = -1
        } else if seenPosition[other] >= 0 {
            knownPairs.append((seenPosition[other], second))
            seenPosition[other] = -1
        } else {
            seenPosition[other] = second
        }
    }

    /// Chooses the card at `position`, records the choice and returns what the card shows.
    @discardableResult
    private mutating func choose(_ position: Int) -> Int {
        game.choose(game.cards[position])
        choices.append(position)
        return game.cards[position].content
    }

    /// Removes and returns a random position that has never been turned, in O(1).
    private mutating func drawUnseen() -> Int {
        let index = Int.random(in: unseen.indices, using: &generator)
        unseen.swapAt(index, unseen.count - 1)
        return unseen.removeLast()
    }
}
