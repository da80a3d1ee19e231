import MemorizePlayers
import MemorizeThemes
import MemorizeViewModel
import MemoryGame

/// `memorize-bench --pace`: how long each card stays readable against the computer, by level, with the
/// grid's pacing on a clock moved by hand: the player's mismatch before the computer's first card, and
/// each card the computer turns before its next. Every figure is exact: no time is measured, the
/// deadlines are read. Prints Markdown for BENCHMARKS.md.
enum PaceBench {
    static let games = 200
    static let pairs = 8

    /// The game clock, moved to each deadline.
    final class HandClock: GameClock {
        var now: Duration = .zero
    }

    /// The durations seen for one kind of wait, in seconds.
    struct Waits {
        var seconds: [Double] = []

        mutating func add(_ duration: Duration) {
            let parts = duration.components
            seconds.append(Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
        }

        var summary: String {
            guard !seconds.isEmpty else { return "–" }
            let sorted = seconds.sorted()
            let median = sorted[sorted.count / 2]
            return "\(format(sorted[0])) / \(format(median)) / \(format(sorted[sorted.count - 1]))"
        }

        private func format(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        }
    }

    struct Figures {
        /// The player's mismatch, from its second card to the computer's first.
        var yourMismatch = Waits()
        /// A computer card to its next card, by what it knew of the next.
        var beforeKnownPair = Waits()
        var beforeGuess = Waits()
        var beforePass = Waits()
        /// From the computer's first card of a turn to its last.
        var turn = Waits()
    }

    static func figures(level: ComputerLevel) -> Figures {
        var figures = Figures()
        let theme = Theme(
            name: "Bench", emojis: ["🍎", "🍌", "🍇", "🍉", "🍒", "🍋", "🥝", "🍑"], color: .named("red"))
        for game in 0..<games {
            let clock = HandClock()
            let variant = ThemeVariant(theme, pairs: pairs)
            let model = GameViewModel(
                variants: [variant], variant: variant, generator: SplitMix64(seed: UInt64(game)),
                firstSeed: 0xBE_4C00 | UInt64(game), clock: clock,
                settings: GameViewModel.Settings(
                    seats: [Seat(name: "You"), Seat(name: "Computer", kind: .computer(level))],
                    policy: PresenterPolicy()))
            // The player here remembers every card shown: a fair game, whose turns are of every kind.
            var memory = ComputerPlayer(level: .hard, generator: SplitMix64(seed: UInt64(game) &+ 99))
            var observation = BoardObservation(cardCount: model.cardCount)
            var lastCardAt: (time: Duration, computer: Bool)?
            var turnStart: Duration?
            var events: [GameEvent] = []
            model.observeEvents { events += $0 }
            var steps = 0
            while model.mode == .playing, steps < 1_000 {
                steps += 1
                events = []
                var move: ComputerMove?
                if model.isComputersTurn {
                    guard let deadline = model.nextDeadline else { break }
                    move = model.screen.status.flips == 0 ? nil : model.plannedComputerMove
                    clock.now = max(clock.now, deadline)
                    model.send(.clockTicked(now: clock.now))
                } else {
                    model.send(.intent(.choose(card: memory.nextCard(seeing: observation))))
                }
                for event in events {
                    guard case .turnedUp(_, _, let seat) = event else { continue }
                    let computer = seat == 1
                    if let last = lastCardAt {
                        let waited = clock.now - last.time
                        if computer, !last.computer, turnStart == nil {
                            figures.yourMismatch.add(waited)
                        } else if computer, last.computer {
                            switch move {
                            case .knownPair?: figures.beforeKnownPair.add(waited)
                            case .guess?: figures.beforeGuess.add(waited)
                            case .pass?, .seenFirst?: figures.beforePass.add(waited)
                            case nil: break
                            }
                        }
                    }
                    if computer, turnStart == nil { turnStart = clock.now }
                    if !computer, let start = turnStart, let last = lastCardAt, last.computer {
                        figures.turn.add(last.time - start)
                        turnStart = nil
                    }
                    lastCardAt = (clock.now, computer)
                }
                observation = model.shownCards
            }
        }
        return figures
    }

    static func lines() -> [String] {
        var lines = [
            "### Pace: how long the computer's cards stay readable",
            "",
            "\(games) games of \(pairs) pairs a level, you against the computer, on the grid's pacing"
                + " (`PresenterPolicy()`); you remember every card and choose at once. Seconds, min / median / max:",
            "",
            "| level | your mismatch stays up | its card before a known pair's card | before a guess | before a pass | its turn, first card to last |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for level in ComputerLevel.allCases {
            let figures = figures(level: level)
            lines.append(
                "| \(level.rawValue) | \(figures.yourMismatch.summary) | \(figures.beforeKnownPair.summary)"
                    + " | \(figures.beforeGuess.summary) | \(figures.beforePass.summary) | \(figures.turn.summary) |")
        }
        lines += [
            "",
            "Before (0.5.0), probed in tmux every 50 ms at easy, normal and expert alike: your second card up for"
                + " about 0.45 s before the computer's first card turned it down, then one card every 0.6 s whatever"
                + " it knew. Now your mismatch stays up 1.5 s at every level (any key hurries it), each of its cards"
                + " at least 0.8 s, longer over a guess or a pass and at a level that forgets; its choices are the"
                + " same (the strength tables above do not change: they play the players directly).",
        ]
        return lines
    }
}
