import MemorizePlayers

/// How long the computer takes over each card, as a person would: quick on a pair it knows, slower
/// on a guess, slowest weighing a card it has seen; a level that forgets hesitates longer. Only the
/// timing: its choices are made as before, from what has been shown.
package enum ComputerPace {
    /// How long it thinks before turning a card it chose knowing `move`, at `level`, in a presenter
    /// whose quickest card takes `unit` (the grid's `otherSeatsPause`; zero moves at once). Never
    /// shorter than `unit`, so each card it turns stays up long enough to read before the next, and
    /// never longer than `longest` units.
    package static func thinking(over move: ComputerMove, level: ComputerLevel, unit: Duration) -> Duration {
        let base: Double =
            switch move {
            case .knownPair: 1
            case .guess: 1.25
            case .seenFirst, .pass: 1.75
            }
        let hesitation: Double =
            switch level {
            case .easy: 1.5
            case .normal: 1.2
            case .hard, .expert: 1
            }
        return unit * min(base * hesitation, longest)
    }

    /// The longest think, in units: 1.5 s on the grid, the wait before a deal's first card.
    package static let longest = 1.875
}
