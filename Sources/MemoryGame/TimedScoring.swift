/// Timed bonus scoring (SPEC §2, `--timed`) for any rule set: a wrapper that plays `game` and
/// multiplies the points of every choice that made a match or a mismatch by `max(10 − s, 1)`.
///
/// `s` is the whole seconds from the previous choice to this one, both read from the times passed
/// to `choose(cardAt:at:)`; the wrapper never reads a clock. The previous choice is the latest one
/// that changed the board: an ignored choice neither scores nor restarts the bonus. The first choice
/// of a game has no previous one; it can never make a match or a mismatch. The points multiplied are
/// the choice's whole points, including any cost the rules charge for the choice itself (Matchismo's 1).
public struct TimedScoring<Game: CardGame>: CardGame {
    /// The game played, with its own untimed score.
    public private(set) var game: Game
    /// The timed score: the game's score when wrapped, plus the multiplied points of every choice since.
    public private(set) var score: Int
    /// The time of the previous choice that changed the board; nil before the first one.
    public private(set) var lastChoiceTime: Duration?

    /// Plays `game` with timed scoring from now on.
    public init(_ game: Game) {
        self.game = game
        score = game.score
    }

    public var cardCount: Int { game.cardCount }

    public func state(ofCardAt index: Int) -> CardState { game.state(ofCardAt: index) }

    public var flipCount: Int { game.flipCount }

    public var matchedCardCount: Int { game.matchedCardCount }

    public var isOver: Bool { game.isOver }

    /// Chooses the card at `index` in the wrapped game at `time`.
    ///
    /// - Returns: The game's outcome, its points multiplied if it made a match or a mismatch, with the
    ///   multiplier.
    public mutating func choose(cardAt index: Int, at time: Duration) -> ChoiceOutcome {
        var outcome = game.choose(cardAt: index, at: time)
        guard !outcome.isIgnored else { return outcome }
        if outcome.isMatch || outcome.isMismatch, let standing = timeBonus(at: time) {
            outcome.points *= standing.multiplier
            outcome.multiplier = standing.multiplier
        }
        score += outcome.points
        lastChoiceTime = time
        return outcome
    }

    public func passesTurn(after outcome: ChoiceOutcome) -> Bool { game.passesTurn(after: outcome) }

    public mutating func passTurn() { game.passTurn() }

    public func timeBonus(at time: Duration) -> TimeBonus.Standing? {
        lastChoiceTime.map { TimeBonus.standing(at: time, since: $0) }
    }
}

extension TimedScoring: Sendable where Game: Sendable {}
extension TimedScoring: Equatable where Game: Equatable {}
