import MemorizePlayers
import MemorizeViewModel
import MemoryGame

/// `memorize-bench --opponents`: the computer opponent's strength, measured against players of known
/// strength: span players, who remember exactly the last M cards shown, and the expert, who plays
/// optimally. Every game is the game itself, played through the view model (`SeatedMatch`): the level
/// measured is the computer seat, moving as it does in plain mode, and its opponent chooses by intents
/// from the events a presenter hears. Prints Markdown for BENCHMARKS.md.
enum OpponentsBench {
    typealias Level = ComputerLevel

    /// Who sits at a seat.
    enum Contender: Hashable {
        case computer(Level)
        case span(Int)
        /// A span player whose matched pairs' places stay empty until new cards fill them.
        case spanEmptied(Int)
        case random

        var title: String {
            switch self {
            case .computer(let level): level.rawValue
            case .span(let span): "span \(span)"
            case .spanEmptied(let span): "span \(span), matched places emptied"
            case .random: "random"
            }
        }

        func player(seed: UInt64) -> any MemorizePlayers.Player {
            switch self {
            case .computer(let level):
                // The same level, drawing from the bench's generator instead of the game's.
                ComputerPlayer(
                    level: ComputerPlayer<SplitMix64>.Level(rawValue: level.rawValue) ?? .hard,
                    generator: SplitMix64(seed: seed))
            case .span(let span): SpanPlayer(span: span, generator: SplitMix64(seed: seed))
            case .spanEmptied(let span): SpanPlayer(span: span, places: .emptied, generator: SplitMix64(seed: seed))
            case .random: RandomPlayer(generator: SplitMix64(seed: seed))
            }
        }
    }

    /// A running mean and its spread.
    struct Mean {
        var count = 0
        var sum = 0.0
        var squares = 0.0
        mutating func add(_ value: Double) {
            count += 1
            sum += value
            squares += value * value
        }
        var value: Double { sum / Double(max(count, 1)) }
        /// Half the width of the 95% interval of the mean (normal approximation; the counts are large).
        var halfWidth: Double {
            guard count > 1 else { return .infinity }
            let variance = (squares - sum * sum / Double(count)) / Double(count - 1)
            return 1.96 * (max(variance, 0) / Double(count)).squareRoot()
        }
        var text: String { "\(Format.signed(value)) ± \(Format.decimal(halfWidth))" }
        /// Whether the mean is above `bound` by more than 3 standard errors: the table makes some 60
        /// such comparisons, so a 95% interval would miss about 3 by chance alone.
        func exceeds(_ bound: Double) -> Bool { value - halfWidth * 3 / 1.96 > bound }
    }

    /// What one pairing gave, from the first contender's side.
    struct Tally {
        var wins = 0
        var draws = 0
        var losses = 0
        /// Pairs found by the first contender minus the second's, in every game, and by who moved first.
        var advantage = Mean()
        var movingFirst = Mean()
        var movingSecond = Mean()
        /// Games stopped after passes without end: both sides would rather pass than move.
        var stopped = 0
        var games: Int { wins + draws + losses }
        /// Wins and half the draws, as a share of the games.
        var points: Double { (Double(wins) + Double(draws) / 2) / Double(max(games, 1)) }
    }

    static let gamesPerPairing = 1_000
    static let boards = [8, 16]
    static let spans = Array(2...10)
    /// Games of the expert against `hard` for each board, more than a pairing's for a narrower interval.
    static let expertGames = 4_000
    static let expertBoards = [8, 12, 16]

    /// Plays `games` seeded games of `pairs` pairs between `contender` and the computer at `level`,
    /// alternating who moves first, from the contender's side; the deals (dealt as `--seed` deals) are the
    /// same for every pairing.
    static func tally(_ contender: Contender, against level: Level, pairs: Int, games: Int) -> Tally {
        var tally = Tally()
        for game in 0..<games {
            let seed = UInt64(pairs) << 32 | UInt64(game)
            var player = contender.player(seed: seed &* 3 &+ 1)
            let result = SeatedMatch.play(
                &player, against: level, pairs: pairs, seed: seed, playerFirst: game % 2 == 0)
            if result.stoppedByPasses { tally.stopped += 1 }
            let advantage = Double(result.playerPairs - result.computerPairs)
            switch advantage {
            case 1...: tally.wins += 1
            case ..<0: tally.losses += 1
            default: tally.draws += 1
            }
            tally.advantage.add(advantage)
            if game % 2 == 0 { tally.movingFirst.add(advantage) } else { tally.movingSecond.add(advantage) }
        }
        return tally
    }

    /// How often a computer's first two cards on a fresh board match, over `games` boards: it moves
    /// first, and the game stops after its second card.
    static func firstPairMatches(level: Level, pairs: Int, games: Int) -> Int {
        var matches = 0
        for game in 0..<games {
            var nobody = RandomPlayer(generator: SplitMix64(seed: UInt64(game)))
            let result = SeatedMatch.play(
                &nobody, against: level, pairs: pairs, seed: UInt64(game) &+ 77, playerFirst: false, limit: 2)
            if result.computerPairs == 1 { matches += 1 }
        }
        return matches
    }

    /// The memory span at which a span player's points against a level cross 50%, interpolated
    /// between the spans measured; `< 2` or `> 10` outside them.
    static func breakEven(_ points: [Int: Double]) -> String {
        let measured = spans.compactMap { span in points[span].map { (span, $0) } }
        guard let first = measured.first, let last = measured.last else { return "n/a" }
        if first.1 >= 0.5 { return "< \(first.0)" }
        for (low, high) in zip(measured, measured.dropFirst()) where low.1 < 0.5 && high.1 >= 0.5 {
            let fraction = (0.5 - low.1) / (high.1 - low.1)
            return Format.decimal(Double(low.0) + fraction * Double(high.0 - low.0))
        }
        return "> \(last.0)"
    }

    static func percent(_ share: Double) -> String { Format.decimal(100 * share) }

    /// Every line of the report.
    static func lines() -> [String] {
        let levels = Level.allCases
        var lines = [
            "### Opponents: the computer's strength",
            "",
            "Each level plays \(Format.grouped(gamesPerPairing)) seeded games per opponent and board size, "
                + "each side moving first in half of them, on the same deals for every pairing. Each game is "
                + "the game itself, through the view model: the level is the computer seat, moving as in plain "
                + "mode, and its opponent hears the events a presenter hears and chooses by intents. A game is won "
                + "with most pairs; points are wins plus half the draws. A span-M player remembers exactly "
                + "the last M cards in play shown (a card shown again is recent again, and a matched pair gives "
                + "its two places back to the cards shown before it) and plays sensibly: a "
                + "pair it remembers, else a card it does not remember, then its partner if remembered. "
                + "Each cell is the opponent's points against the level, in percent; break-even is the span "
                + "whose points cross 50%, interpolated. easy and normal remember as people do: "
                + levels.compactMap { level in
                    level.recall.map {
                        "\(level.rawValue) always the last \($0.firm) cards, each older one "
                            + "\(Format.decimal($0.fading))× as likely as the next, "
                            + "\(Format.decimal(100 * $0.slip))% put at a neighbour"
                    }
                }.joined(separator: "; ") + ".",
            "",
            "| Pairs | Level | " + spans.map { "span \($0)" }.joined(separator: " | ")
                + " | hard | expert | Break-even span |",
            "| ---: | --- | " + spans.map { _ in "---:" }.joined(separator: " | ") + " | ---: | ---: | ---: |",
        ]
        // By board and level: each opponent's tally against the level, from the opponent's side.
        var against: [Int: [Level: [Contender: Tally]]] = [:]
        for pairs in boards {
            for level in levels {
                var row: [Contender: Tally] = [:]
                for opponent in spans.map(Contender.span) + [.computer(.hard), .computer(.expert)] {
                    row[opponent] = tally(opponent, against: level, pairs: pairs, games: gamesPerPairing)
                }
                against[pairs, default: [:]][level] = row
                let spanPoints = Dictionary(uniqueKeysWithValues: spans.map { ($0, row[.span($0)]?.points ?? 0) })
                lines.append(
                    "| \(pairs) | \(level.rawValue) | "
                        + spans.map { percent(row[.span($0)]?.points ?? 0) }.joined(separator: " | ")
                        + " | \(percent(row[.computer(.hard)]?.points ?? 0))"
                        + " | \(percent(row[.computer(.expert)]?.points ?? 0)) | \(breakEven(spanPoints)) |")
            }
        }
        lines += expertLines(against: against)
        lines += checkLines(against: against)
        return lines
    }

    /// The expert's proof: against `hard` it gains what the table says, and against it no strategy
    /// gains more than the value of moving first.
    static func expertLines(against: [Int: [Level: [Contender: Tally]]]) -> [String] {
        var lines = [
            "",
            "#### The expert",
            "",
            "The expert plays Zwick and Paterson's optimal strategy, computed exactly by dynamic programming "
                + "over (cards never shown, known single cards), in the game as played: a pass is never "
                + "refused, so it passes back where moving is worse, and a series of passes that neither side "
                + "ends is worth nothing to either (the values of issue 30's 1.13 / 1.79 / 2.38, where a pass "
                + "right after a pass ends the game). Its gain is its pairs minus `hard`'s, a game, each side "
                + "moving first in half of \(Format.grouped(expertGames)) seeded games, with a 95% interval. "
                + "The exact value is the program's; beside it, the value if a player could not pass right "
                + "after the other passed (the rule the expert played by before, which a player who passes "
                + "back turns against it).",
            "",
            "| Pairs | Expert's gain over hard, measured | Exact | Exact, no pass right after a pass | Inside the interval |",
            "| ---: | --- | ---: | ---: | --- |",
        ]
        for pairs in expertBoards {
            let measured = flipped(tally(.computer(.hard), against: .expert, pairs: pairs, games: expertGames))
            let exact = ZwickPaterson(pairs: pairs).againstNaive(pairs: pairs).mean
            let variant = ZwickPaterson(pairs: pairs, passRule: .noPassAfterPass).againstNaive(pairs: pairs).mean
            let inside = abs(measured.advantage.value - exact) <= measured.advantage.halfWidth
            lines.append(
                "| \(pairs) | \(measured.advantage.text) | \(Format.signed(exact, decimals: 3)) "
                    + "| \(Format.signed(variant, decimals: 3)) | \(Format.verdict(inside)) |")
        }
        lines += [
            "",
            "Against the expert, a strategy's pair advantage when it moves first cannot exceed the value of "
                + "moving first, V, nor when it moves second −V, beyond chance: the mean, shown with its 95% "
                + "interval, may not exceed the bound by more than 3 standard errors (some 60 comparisons). "
                + "\(Format.grouped(gamesPerPairing)) games per strategy and board, half moving first. Only the "
                + "expert itself passes back: a game in which 10 passes follow one another is stopped there, "
                + "and the pairs left go to nobody (counted in the last column).",
            "",
            "| Pairs | Strategy | Moving first (bound V) | Moving second (bound −V) | Within | Stopped by passes |",
            "| --- | --- | --- | --- | --- | ---: |",
        ]
        for pairs in boards {
            let first = ZwickPaterson(pairs: pairs).value(unseen: 2 * pairs, known: 0)
            var rows: [(String, Tally)] = []
            for level in Level.allCases {
                if let tally = against[pairs]?[.expert]?[.computer(level)] {
                    rows.append((level.rawValue, tally))
                } else if let tally = against[pairs]?[level]?[.computer(.expert)] {
                    rows.append((level.rawValue, flipped(tally)))
                }
            }
            for span in spans {
                if let tally = against[pairs]?[.expert]?[.span(span)] { rows.append(("span \(span)", tally)) }
            }
            rows.append(("random", tally(.random, against: .expert, pairs: pairs, games: gamesPerPairing)))
            for (name, tally) in rows {
                let within = !tally.movingFirst.exceeds(first) && !tally.movingSecond.exceeds(-first)
                lines.append(
                    "| \(pairs) (V = \(Format.signed(first, decimals: 3))) | \(name) | \(tally.movingFirst.text) "
                        + "| \(tally.movingSecond.text) | \(Format.verdict(within)) | \(tally.stopped) |")
            }
        }
        return lines
    }

    /// A tally seen from the other side: the second contender's wins and advantage.
    static func flipped(_ tally: Tally) -> Tally {
        var other = Tally()
        other.wins = tally.losses
        other.draws = tally.draws
        other.losses = tally.wins
        other.stopped = tally.stopped
        for (from, to) in [
            (\Tally.advantage, \Tally.advantage), (\.movingFirst, \.movingSecond), (\.movingSecond, \.movingFirst),
        ] {
            let mean = tally[keyPath: from]
            other[keyPath: to] = Mean(count: mean.count, sum: -mean.sum, squares: mean.squares)
        }
        return other
    }

    static func checkLines(against: [Int: [Level: [Contender: Tally]]]) -> [String] {
        var lines = ["", "| Check | Pairs | Measured | Verdict |", "| --- | ---: | --- | --- |"]
        for pairs in boards {
            let table = against[pairs] ?? [:]
            let span4 = table[.easy]?[.span(4)]?.points ?? 0
            lines.append(
                "| a span-4 player scores about 2 in 3 against easy (61.7–71.7%) | \(pairs) | \(percent(span4))% "
                    + "| \(Format.verdict((2.0 / 3 - 0.05...2.0 / 3 + 0.05).contains(span4))) |")
            let span6 = table[.normal]?[.span(6)]?.points ?? 0
            lines.append(
                "| a span-6 player breaks even with normal (45–55%) | \(pairs) | \(percent(span6))% "
                    + "| \(Format.verdict((0.45...0.55).contains(span6))) |")
            // Counted from outside, a memory of M cards may keep a matched pair's places empty: the
            // same calibration then reads lower.
            for (level, span) in [(Level.easy, 4), (.normal, 6)] {
                let emptied = tally(.spanEmptied(span), against: level, pairs: pairs, games: gamesPerPairing)
                lines.append(
                    "| a span-\(span) player whose matched places stay empty, against \(level.rawValue) | \(pairs) "
                        + "| \(percent(emptied.points))% | INFO |")
            }
            // Each level against the expert: the stronger level scores more of the expert's points.
            let expertPoints = Level.allCases.map { 1 - (table[$0]?[.computer(.expert)]?.points ?? 1) }
            let ordered = zip(expertPoints, expertPoints.dropFirst()).allSatisfy { $0 <= $1 }
            lines.append(
                "| easy ≤ normal ≤ hard ≤ expert: points against expert | \(pairs) | "
                    + zip(Level.allCases, expertPoints).map { "\($0.rawValue) \(percent($1))" }
                    .joined(separator: ", ") + " | \(Format.verdict(ordered)) |")
            let games = 10 * gamesPerPairing
            let chance = 1 / Double(2 * pairs - 1)
            let spread = 1.96 * (chance * (1 - chance) / Double(games)).squareRoot()
            for level in Level.allCases {
                let matches = firstPairMatches(level: level, pairs: pairs, games: games)
                let share = Double(matches) / Double(games)
                lines.append(
                    "| \(level.rawValue): first two cards match at chance, 1 in \(2 * pairs - 1) = "
                        + "\(Format.decimal(100 * chance))% | \(pairs) | \(percent(share))% of "
                        + "\(Format.grouped(games)) | \(Format.verdict(abs(share - chance) <= 2 * spread)) |")
            }
        }
        return lines
    }
}
