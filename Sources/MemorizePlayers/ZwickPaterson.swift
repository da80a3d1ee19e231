/// The exact values of the two-player memory game between perfect memories, after Zwick and Paterson
/// ("The memory game", Theoretical Computer Science 110, 1993), by dynamic programming.
///
/// A position is `(u, k)`: `u` cards in play never shown, and `k` known singles, cards shown whose
/// partner is among the `u` (so `u − k` is even and `(u + k) / 2` pairs are left). Between perfect
/// memories that is all there is: a known pair is taken at once by whoever moves. The value of a
/// position is the mover's expected pair advantage (its pairs from here minus the other's) when both
/// play the best move from then on. A match keeps the turn; a mismatch passes it. The mover's options:
///
/// - **new first**: turn a card never shown. It matches a known single with chance `k / u` (take it,
///   move again); otherwise it shows a new face, and the second card is
///   - **new**: the partner (a pair), the partner of a known single (a pair given away), or a new face;
///   - **known**: a known single, which shows nothing new: the other player learns one card, not two.
/// - **known first, then new**: a known single, then a card never shown (it matches only that single).
/// - **pass**: two known singles, a mismatch that shows nothing: the same position, the other to move.
///
/// Passing could go on for ever when moving is bad for both (`PassRule` says what a series of passes
/// is worth). The winner is by pairs, so the value counts pairs only; points play no part.
package struct ZwickPaterson: Sendable {
    /// What a series of passes comes to.
    package enum PassRule: Sendable {
        /// The game's rule: a pass is never refused, right after the other player's pass too. Where
        /// moving is worse than nothing for both, both pass for as long as they play, and the pairs
        /// left go to nobody (value 0); the values are those of a game that a pass right after a pass
        /// ends with the pairs left shared. The expert plays by this rule.
        case anyTime
        /// A player may not pass right after the other player passed: the one who passes second must
        /// move. A model only, for comparison: the game refuses no pass, and an expert playing by it
        /// is made to move by a player who passes back.
        case noPassAfterPass
    }

    /// The mover's options and what each is worth, for one position; nil where an option is not open.
    package struct FirstCard: Equatable, Sendable {
        /// A card never shown first (then the better second card).
        package var new: Double?
        /// A known single first, then a card never shown.
        package var knownThenNew: Double?
        /// Two known singles.
        package var pass: Double?

        /// The best value open.
        package var best: Double { [new, knownThenNew, pass].compactMap { $0 }.max() ?? 0 }
    }

    /// After a first card that showed a new face: what each second card is worth.
    package struct SecondCard: Equatable, Sendable {
        /// A card never shown.
        package var new: Double?
        /// A known single (not the first card).
        package var known: Double?
    }

    /// The largest board the table covers, in pairs.
    package let pairs: Int
    /// The rule that ends passing.
    package let passRule: PassRule
    /// Values by `index(u, k)`: when the other player did not just pass, and when they did.
    private var free: [Double]
    private var afterPass: [Double]

    /// The table for every position of a board of up to `pairs` pairs.
    package init(pairs: Int, passRule: PassRule = .anyTime) {
        self.pairs = max(pairs, 0)
        self.passRule = passRule
        let size = (2 * self.pairs + 1) * (self.pairs + 1)
        free = Array(repeating: 0, count: size)
        afterPass = Array(repeating: 0, count: size)
        // Every option leads to fewer cards never shown, except a pass, which leads to the same
        // position after a pass, whose value is computed first.
        for unseen in 1...max(2 * self.pairs, 1) where self.pairs > 0 {
            for known in stride(from: unseen % 2, through: unseen, by: 2)
            where Self.isPosition(unseen, known, self.pairs) {
                let slot = index(unseen, known)
                afterPass[slot] = firstCard(unseen: unseen, known: known, otherJustPassed: true).best
                free[slot] = firstCard(unseen: unseen, known: known, otherJustPassed: false).best
            }
        }
    }

    // MARK: - Reading

    /// Whether `(unseen, known)` can arise on a board of `pairs` pairs.
    package static func isPosition(_ unseen: Int, _ known: Int, _ pairs: Int) -> Bool {
        known >= 0 && unseen >= known && (unseen - known) % 2 == 0 && unseen + known <= 2 * pairs
    }

    /// The mover's expected pair advantage with best play from `(unseen, known)`; 0 outside the table.
    package func value(unseen: Int, known: Int, otherJustPassed: Bool = false) -> Double {
        guard Self.isPosition(unseen, known, pairs) else { return 0 }
        return otherJustPassed ? afterPass[index(unseen, known)] : free[index(unseen, known)]
    }

    /// The value of each option at `(unseen, known)`.
    package func firstCard(unseen: Int, known: Int, otherJustPassed: Bool) -> FirstCard {
        var options = FirstCard()
        guard unseen > 0 else { return options }
        let u = Double(unseen)
        // New first: a known single's partner with chance k / u, else a new face.
        var new = 0.0
        if known > 0 { new += Double(known) / u * (1 + value(unseen: unseen - 1, known: known - 1)) }
        if unseen > known {
            let second = secondCard(unseen: unseen - 1, otherKnown: known)
            new += Double(unseen - known) / u * max(second.new ?? -.infinity, second.known ?? -.infinity)
        }
        options.new = new
        if known > 0 {
            let after = afterKnownFirst(unseen: unseen, known: known, otherJustPassed: otherJustPassed)
            options.knownThenNew = after.new
            options.pass = after.known
        }
        return options
    }

    /// After a new first card: `unseen` cards never shown are left, one of them its partner, and
    /// `otherKnown` known singles besides it.
    package func secondCard(unseen: Int, otherKnown: Int) -> SecondCard {
        var options = SecondCard()
        guard unseen > 0 else { return options }
        let u = Double(unseen)
        // A pair either way for someone: the mover's if it is the partner, the other's if it is a
        // known single's partner; the same position follows.
        let pair = 1 + value(unseen: unseen - 1, known: otherKnown)
        let newFaces = unseen - 1 - otherKnown
        var new = (1 - Double(otherKnown)) * pair
        if newFaces > 0 { new -= Double(newFaces) * value(unseen: unseen - 1, known: otherKnown + 2) }
        options.new = new / u
        if otherKnown > 0 { options.known = -value(unseen: unseen, known: otherKnown + 1) }
        return options
    }

    /// After a known single first (`known` counts it): a card never shown, or a second known single
    /// (a pass) when the rule allows it.
    package func afterKnownFirst(unseen: Int, known: Int, otherJustPassed: Bool) -> SecondCard {
        var options = SecondCard()
        guard unseen > 0, known > 0 else { return options }
        let u = Double(unseen)
        // Its own partner with chance 1 / u; another single's partner gives that pair away.
        let pair = 1 + value(unseen: unseen - 1, known: known - 1)
        var new = (1 - Double(known - 1)) * pair
        if unseen > known { new -= Double(unseen - known) * value(unseen: unseen - 1, known: known + 1) }
        options.new = new / u
        if known >= 2 {
            switch (passRule, otherJustPassed) {
            case (_, false): options.known = -value(unseen: unseen, known: known, otherJustPassed: true)
            case (.anyTime, true): options.known = 0
            case (.noPassAfterPass, true): break
            }
        }
        return options
    }

    private func index(_ unseen: Int, _ known: Int) -> Int { unseen * (pairs + 1) + known }

    // MARK: - Choosing

    /// A first card.
    package enum Move: Sendable {
        case new, knownThenNew, pass
    }

    /// How much better an option must be to be preferred to one before it: values are sums of a few
    /// hundred terms, so a smaller difference is rounding, and a tie goes to the plainer move.
    package static let tolerance = 1e-9

    /// The best first card at `(unseen, known)` among those `isOpen` allows; ties go to a new card,
    /// then a known one, then a pass.
    package func bestFirstCard(
        unseen: Int, known: Int, otherJustPassed: Bool, isOpen: (Move) -> Bool = { _ in true }
    ) -> Move {
        let options = firstCard(unseen: unseen, known: known, otherJustPassed: otherJustPassed)
        var best: (move: Move, value: Double)?
        for (move, value) in [(Move.new, options.new), (.knownThenNew, options.knownThenNew), (.pass, options.pass)] {
            guard let value, isOpen(move) else { continue }
            if best == nil || value > best!.value + Self.tolerance { best = (move, value) }
        }
        return best?.move ?? .new
    }

    /// Whether, after a new first card, a known single is the better second card (else a new one).
    package func knownSecondIsBetter(unseen: Int, otherKnown: Int) -> Bool {
        let second = secondCard(unseen: unseen, otherKnown: otherKnown)
        guard let known = second.known else { return false }
        return known > (second.new ?? -.infinity) + Self.tolerance
    }

    /// Whether, after a known first card, a pass is better than a card never shown.
    package func passIsBetter(unseen: Int, known: Int, otherJustPassed: Bool) -> Bool {
        let second = afterKnownFirst(unseen: unseen, known: known, otherJustPassed: otherJustPassed)
        guard let pass = second.known else { return false }
        return pass > (second.new ?? -.infinity) + Self.tolerance
    }
}
