/// A game that scores by speed: what a screen needs to show the time bonus still to be won.
///
/// The view model holds its game as `any CardGame`; it asks `as? any TimedCardGame` to learn whether
/// the game is timed, whatever rule set is wrapped.
public protocol TimedCardGame: CardGame {
    /// The time of the previous choice that changed the board, on the clock of `choose(cardAt:at:)`;
    /// nil before the first one.
    var lastChoiceTime: Duration? { get }
    /// The multiplier a match or mismatch made at `time` would get; 1 before the first choice.
    func bonusMultiplier(at time: Duration) -> Int
    /// How much of the bonus window is left at `time`, from 1 down to 0; 0 before the first choice.
    func bonusFraction(at time: Duration) -> Double
    /// When the bonus window of the previous choice ends and a bar drawn from it stops changing;
    /// nil before the first choice.
    var bonusDeadline: Duration? { get }
}
