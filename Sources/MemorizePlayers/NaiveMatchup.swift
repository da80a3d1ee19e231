extension ZwickPaterson {
    /// The exact expected pair advantage of the optimal player (this table's choices) over a perfect
    /// memory that plays naively, as `hard` does: a known pair, else a card never shown, then its
    /// partner if known, else another card never shown. It never passes, so the optimal player may
    /// always pass.
    package struct NaiveMatchup: Sendable {
        /// When the optimal player moves first.
        package var optimalFirst: Double
        /// When the naive player moves first.
        package var naiveFirst: Double
        /// Each side moving first in half the games.
        package var mean: Double { (optimalFirst + naiveFirst) / 2 }
    }

    /// The optimal player against the naive one on a fresh board of `pairs` pairs (at most the table's).
    package func againstNaive(pairs: Int) -> NaiveMatchup {
        let pairs = min(max(pairs, 0), self.pairs)
        let size = (2 * pairs + 1) * (pairs + 1)
        // Both from the optimal player's side: `optimal` when it is to move, `naive` when the other is.
        var optimal = [Double](repeating: 0, count: size)
        var naive = [Double](repeating: 0, count: size)
        func slot(_ unseen: Int, _ known: Int) -> Int { unseen * (pairs + 1) + known }
        func read(_ table: [Double], _ unseen: Int, _ known: Int) -> Double {
            Self.isPosition(unseen, known, pairs) ? table[slot(unseen, known)] : 0
        }
        for unseen in stride(from: 1, through: 2 * pairs, by: 1) {
            for known in stride(from: unseen % 2, through: unseen, by: 2) where Self.isPosition(unseen, known, pairs) {
                let u = Double(unseen)
                let k = Double(known)
                // The naive player: a known single's partner first with chance k / u, else a new face
                // and a second card never shown.
                var value = known > 0 ? k / u * (-1 + read(naive, unseen - 1, known - 1)) : 0
                if unseen > known {
                    let left = unseen - 1
                    var second = -1 + read(naive, left - 1, known)
                    second += k * (1 + read(optimal, left - 1, known))
                    second += Double(left - 1 - known) * read(optimal, left - 1, known + 2)
                    value += Double(unseen - known) / u * second / Double(left)
                }
                naive[slot(unseen, known)] = value
                // The optimal player passes at the same position only to the naive player's turn,
                // which is computed above.
                value = 0
                switch bestFirstCard(unseen: unseen, known: known, otherJustPassed: false) {
                case .new:
                    if known > 0 { value += k / u * (1 + read(optimal, unseen - 1, known - 1)) }
                    if unseen > known {
                        let left = unseen - 1
                        var second: Double
                        if knownSecondIsBetter(unseen: left, otherKnown: known) {
                            second = read(naive, left, known + 1)
                        } else {
                            second = 1 + read(optimal, left - 1, known)
                            second += k * (-1 + read(naive, left - 1, known))
                            second += Double(left - 1 - known) * read(naive, left - 1, known + 2)
                            second /= Double(left)
                        }
                        value += Double(unseen - known) / u * second
                    }
                case .knownThenNew:
                    value = 1 + read(optimal, unseen - 1, known - 1)
                    value += (k - 1) * (-1 + read(naive, unseen - 1, known - 1))
                    value += Double(unseen - known) * read(naive, unseen - 1, known + 1)
                    value /= u
                case .pass:
                    value = read(naive, unseen, known)
                }
                optimal[slot(unseen, known)] = value
            }
        }
        return NaiveMatchup(optimalFirst: read(optimal, 2 * pairs, 0), naiveFirst: read(naive, 2 * pairs, 0))
    }
}
