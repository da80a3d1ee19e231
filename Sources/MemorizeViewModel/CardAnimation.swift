/// The short animations of a choice: the card turned up flips (three frames, 150 ms), and a match
/// flashes briefly. They are drawn from the final state, so a key pressed meanwhile acts at once.
package struct CardAnimation: Equatable, Sendable {
    /// How long each flip frame shows.
    package static let frame: Duration = .milliseconds(50)
    /// How long a match flashes.
    package static let flash: Duration = .milliseconds(300)

    /// The card turned up, if it flips.
    package var flippingCard: Int?
    /// The cards of a match, if they flash.
    package var flashingCards: [Int]
    /// When the choice was made.
    package var startedAt: Duration

    /// The flip frame at `now`, or nil once the flip is over.
    package func flipPhase(at now: Duration) -> CardView.FlipPhase? {
        guard flippingCard != nil, now >= startedAt else { return nil }
        return CardView.FlipPhase(rawValue: Int((now - startedAt) / Self.frame))
    }

    /// Whether the match still flashes at `now`.
    package func isFlashing(at now: Duration) -> Bool {
        !flashingCards.isEmpty && now >= startedAt && now - startedAt < Self.flash
    }

    /// When the next frame is due after `now`, or nil when the animation is over.
    package func nextFrame(after now: Duration) -> Duration? {
        var next: Duration?
        if flipPhase(at: now) != nil {
            next = startedAt + Self.frame * (Int((now - startedAt) / Self.frame) + 1)
        }
        if isFlashing(at: now) { next = min(next ?? .seconds(Int64.max), startedAt + Self.flash) }
        return next
    }
}
