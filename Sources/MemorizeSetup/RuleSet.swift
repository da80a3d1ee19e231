/// The rules a game is played by: what the cards are and how they score.
package enum RuleSet: Hashable, Sendable {
    /// Pairs of faces from a theme, under seen-card scoring (SPEC §1–2).
    case memorize
    /// Playing cards matched by rank or suit (SPEC §4), dealing this many cards.
    case matchismo(cards: Int)

    /// How many cards a Matchismo game deals unless told otherwise.
    package static let defaultMatchismoCards = 12

    /// Whether two rule sets are the same game, whatever their sizes: a new random game keeps to it.
    package func isSameGame(as other: RuleSet) -> Bool {
        switch (self, other) {
        case (.memorize, .memorize), (.matchismo, .matchismo): true
        default: false
        }
    }
}
