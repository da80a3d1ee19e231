/// Matchismo's scoring (SPEC §4), as pure functions of the cards compared.
///
/// The game applies these; they are public so that a screen can say what a choice scored
/// ("Matched J♥ J♠: +15", "don't match: −3") from the same numbers.
public enum MatchismoScoring {
    /// What every choice that turns a card up costs.
    public static let costToChoose = 1
    /// A match scores its match score times this.
    public static let matchBonus = 4
    /// What a comparison without a match costs.
    public static let mismatchPenalty = 2

    /// How well two cards match: 4 for the same rank, 1 for the same suit, 0 otherwise.
    ///
    /// Two distinct cards of a deck share at most one of rank and suit; a board dealt by hand may
    /// hold the same card twice, and then the rank counts, as in the original app.
    public static func matchScore(_ first: PlayingCard, _ second: PlayingCard) -> Int {
        if first.rank == second.rank { return 4 }
        if first.suit == second.suit { return 1 }
        return 0
    }

    /// The points a comparison adds, not counting the cost of the choice: the match score times
    /// `matchBonus` for a match, or `-mismatchPenalty`.
    public static func comparisonPoints(_ first: PlayingCard, _ second: PlayingCard) -> Int {
        let score = matchScore(first, second)
        return score > 0 ? score * matchBonus : -mismatchPenalty
    }
}
