import MemorizeSystem

/// The rule set a game was played with, as the scores file names it.
///
/// A string rather than a closed enum, so that a file written by a newer `memorize` with a mode this
/// one does not know keeps those records instead of being refused.
package struct ScoreMode: RawRepresentable, Hashable, Comparable, Sendable {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Emoji pairs from a theme (SPEC §2).
    package static let memorize = ScoreMode(rawValue: "memorize")
    /// A playing-card deck matched by rank or suit (SPEC §4).
    package static let matchismo = ScoreMode(rawValue: "matchismo")

    package static func < (lhs: ScoreMode, rhs: ScoreMode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What makes two games comparable: best scores are kept per key, never across keys.
package struct ScoreKey: Hashable, Comparable, Sendable {
    /// The theme's name, or the name of the variant (such as "Matchismo").
    package var variant: String
    package var mode: ScoreMode
    /// Whether the game was scored against the clock (`--timed`).
    package var timed: Bool
    /// Whether a timed game was played in plain mode with a speech grace (`--speech-grace`): its
    /// records are kept apart from the grid's, which see each card at once. False for an untimed game
    /// and for a daily.
    package var plain: Bool
    /// How many cards were dealt.
    package var cards: Int
    /// The day of the daily deal the game was (`--daily`), or nil for any other game: daily games are
    /// kept apart from the records, one key per day, and make the daily streak.
    package var daily: CalendarDate?

    package init(
        variant: String, mode: ScoreMode, timed: Bool, cards: Int, daily: CalendarDate? = nil, plain: Bool = false
    ) {
        self.variant = variant
        self.mode = mode
        self.timed = timed
        // A day's daily is one try whoever plays it, by ear or by eye: its key never splits.
        self.plain = timed && plain && daily == nil
        self.cards = cards
        self.daily = daily
    }

    /// Alphabetical by variant (ignoring case), then mode, untimed before timed, fewer cards first,
    /// and the records before the daily games, by day: the order of the scores file and of `--scores`.
    package static func < (lhs: ScoreKey, rhs: ScoreKey) -> Bool {
        if lhs.daily != rhs.daily {
            guard let left = lhs.daily else { return true }
            guard let right = rhs.daily else { return false }
            return left < right
        }
        let left = (lhs.variant.lowercased(), lhs.variant, lhs.mode.rawValue, (lhs.timed ? 1 : 0) + (lhs.plain ? 1 : 0))
        let right = (
            rhs.variant.lowercased(), rhs.variant, rhs.mode.rawValue, (rhs.timed ? 1 : 0) + (rhs.plain ? 1 : 0)
        )
        return (left.0, left.1, left.2, left.3, lhs.cards) < (right.0, right.1, right.2, right.3, rhs.cards)
    }
}
