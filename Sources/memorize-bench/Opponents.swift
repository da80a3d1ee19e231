import MemorizePlayers
import MemoryGame

/// `memorize-bench --opponents`: the computer opponent's strength, measured. Each level plays seeded
/// games against a perfect-memory player, a random player and the other levels, on boards of 8 and
/// 16 pairs, each side moving first in half of them; prints Markdown for BENCHMARKS.md.
enum OpponentsBench {
    /// Who sits at a seat.
    enum Contender: Hashable {
        case computer(ComputerPlayer<SplitMix64>.Level)
        case perfectMemory
        case random

        var title: String {
            switch self {
            case .computer(let level): level.rawValue
            case .perfectMemory: "perfect memory"
            case .random: "random"
            }
        }

        func player(seed: UInt64) -> any MemorizePlayers.Player {
            switch self {
            case .computer(let level): ComputerPlayer(level: level, generator: SplitMix64(seed: seed))
            case .perfectMemory: MemoryPlayer(generator: SplitMix64(seed: seed))
            case .random: RandomPlayer(generator: SplitMix64(seed: seed))
            }
        }
    }

    /// What one pairing gave, from the first contender's side.
    struct Tally {
        var wins = 0
        var draws = 0
        var losses = 0
        var turns = 0
        var flips = 0
        /// Pairs found by the first contender, and by both.
        var pairsWon = 0
        var pairsPlayed = 0
        var games: Int { wins + draws + losses }
        /// Wins and half the draws, as a share of the games: the order of strength.
        var points: Double { (Double(wins) + Double(draws) / 2) / Double(max(games, 1)) }
        /// The share of all pairs the first contender found: it still orders players that win every game.
        var pairShare: Double { Double(pairsWon) / Double(max(pairsPlayed, 1)) }
        /// Strength for ordering: points first, then the share of pairs.
        var strength: Double { points * 1_000 + pairShare }
    }

    static let gamesPerPairing = 1_000
    static let boards = [8, 16]

    /// Plays `games` seeded games of `pairs` pairs between `first` and `second`, alternating who moves first.
    static func tally(_ first: Contender, _ second: Contender, pairs: Int, games: Int) -> Tally {
        var tally = Tally()
        for game in 0..<games {
            let seed = UInt64(pairs) << 32 | UInt64(game)
            var generator = SplitMix64(seed: seed)
            var board = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
            var players: [any MemorizePlayers.Player] = [
                first.player(seed: seed &* 3 &+ 1), second.player(seed: seed &* 3 &+ 2),
            ]
            let result = Match.play(&board, players: &players, first: game % 2)
            switch result.winner {
            case 0?: tally.wins += 1
            case 1?: tally.losses += 1
            default: tally.draws += 1
            }
            tally.turns += result.turns
            tally.flips += result.flips
            tally.pairsWon += result.pairs[0]
            tally.pairsPlayed += result.pairs.reduce(0, +)
        }
        return tally
    }

    /// How often a computer's first two cards on a fresh board match, over `games` boards.
    static func firstPairMatches(pairs: Int, games: Int) -> Int {
        var matches = 0
        for game in 0..<games {
            var generator = SplitMix64(seed: UInt64(game) &+ 77)
            var board = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
            var observation = BoardObservation(cardCount: board.cardCount)
            var computer = ComputerPlayer(level: .hard, generator: SplitMix64(seed: UInt64(game) &* 5 &+ 3))
            observation.record(board.choose(cardAt: computer.nextCard(seeing: observation)))
            if board.choose(cardAt: computer.nextCard(seeing: observation)).isMatch { matches += 1 }
        }
        return matches
    }

    /// The 95% Wilson interval of a proportion, as `a–b %`.
    static func interval(_ count: Int, of total: Int) -> String {
        let n = Double(max(total, 1))
        let p = Double(count) / n
        let z = 1.96
        let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / (1 + z * z / n)
        return "\(Format.decimal(100 * max(centre - half, 0)))–\(Format.decimal(100 * min(centre + half, 1)))"
    }

    static func percent(_ count: Int, of total: Int) -> String {
        Format.decimal(100 * Double(count) / Double(max(total, 1)))
    }

    /// Every line of the report.
    static func lines() -> [String] {
        let levels = ComputerPlayer<SplitMix64>.Level.allCases
        let opponents: [Contender] = [.perfectMemory, .random] + levels.map { .computer($0) }
        var lines = [
            "### Opponents: the computer's strength",
            "",
            "\(Format.grouped(gamesPerPairing)) seeded games per pairing and board size, each side moving first in "
                + "half of them. Win, draw and loss rates are the level's, in percent, with 95% Wilson intervals; "
                + "a win is most pairs, then most points. Levels differ only in memory: the chance that a card "
                + "stays remembered at each of the computer's later turns is "
                + levels.map { "\($0.rawValue) \(Format.decimal($0.retention))" }.joined(separator: ", ") + ".",
            "",
            "| Pairs | Level | Opponent | Win % (95% CI) | Draw % | Loss % | Pairs found % | Mean turns | Mean flips |",
            "| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        var strength: [Int: [ComputerPlayer<SplitMix64>.Level: [Contender: Tally]]] = [:]
        for pairs in boards {
            for level in levels {
                for opponent in opponents where opponent != .computer(level) {
                    let tally = tally(.computer(level), opponent, pairs: pairs, games: gamesPerPairing)
                    strength[pairs, default: [:]][level, default: [:]][opponent] = tally
                    lines.append(
                        "| \(pairs) | \(level.rawValue) | \(opponent.title) "
                            + "| \(percent(tally.wins, of: tally.games)) (\(interval(tally.wins, of: tally.games))) "
                            + "| \(percent(tally.draws, of: tally.games)) | \(percent(tally.losses, of: tally.games)) "
                            + "| \(Format.decimal(100 * tally.pairShare)) "
                            + "| \(Format.decimal(Double(tally.turns) / Double(tally.games))) "
                            + "| \(Format.decimal(Double(tally.flips) / Double(tally.games))) |")
                }
            }
        }
        lines += ["", "| Check | Pairs | Measured | Verdict |", "| --- | ---: | --- | --- |"]
        for pairs in boards {
            let table = strength[pairs] ?? [:]
            // Against each common opponent, and head to head: the stronger level wins more, or finds more
            // pairs where every level wins every game.
            let common: [Contender] = [.perfectMemory, .random]
            let ordered = common.allSatisfy { opponent in
                let order = levels.map { table[$0]?[opponent]?.strength ?? 0 }
                return zip(order, order.dropFirst()).allSatisfy { $0 < $1 }
            }
            let headToHead = zip(levels, levels.dropFirst()).allSatisfy { weaker, stronger in
                (table[weaker]?[.computer(stronger)]?.points ?? 1) < 0.5
            }
            let orderText = common.map { opponent in
                "vs \(opponent.title): "
                    + levels.map {
                        "\(Format.decimal(100 * (table[$0]?[opponent]?.points ?? 0)))"
                            + " (\(Format.decimal(100 * (table[$0]?[opponent]?.pairShare ?? 0))))"
                    }.joined(separator: " < ")
            }.joined(separator: "; ")
            lines.append(
                "| easy < normal < hard: points % (pairs %) | \(pairs) | \(orderText) "
                    + "| \(Format.verdict(ordered)) |")
            lines.append(
                "| each level loses to the next, head to head | \(pairs) | "
                    + zip(levels, levels.dropFirst()).map { weaker, stronger in
                        "\(weaker.rawValue) vs \(stronger.rawValue): "
                            + "\(Format.decimal(100 * (table[weaker]?[.computer(stronger)]?.points ?? 0)))"
                    }.joined(separator: "; ") + " | \(Format.verdict(headToHead)) |")
            let perfectVsHard =
                1 - Double(table[.hard]?[.perfectMemory]?.wins ?? gamesPerPairing) / Double(gamesPerPairing)
            lines.append(
                "| perfect memory beats or draws hard ≥ 33% | \(pairs) | \(Format.decimal(100 * perfectVsHard))% "
                    + "| \(Format.verdict(perfectVsHard >= 1.0 / 3)) |")
            let easyVsRandom = tally(.computer(.easy), .random, pairs: pairs, games: gamesPerPairing)
            lines.append(
                "| easy beats random most of the time | \(pairs) | \(percent(easyVsRandom.wins, of: easyVsRandom.games))% "
                    + "| \(Format.verdict(easyVsRandom.wins * 2 > easyVsRandom.games)) |")
            let games = 10 * gamesPerPairing
            let matches = firstPairMatches(pairs: pairs, games: games)
            let chance = 1 / Double(2 * pairs - 1)
            let spread = 1.96 * (chance * (1 - chance) / Double(games)).squareRoot()
            lines.append(
                "| first two cards match at chance, 1 in \(2 * pairs - 1) = \(Format.decimal(100 * chance))% "
                    + "| \(pairs) | \(percent(matches, of: games))% of \(Format.grouped(games)) "
                    + "| \(Format.verdict(abs(Double(matches) / Double(games) - chance) <= 2 * spread)) |")
        }
        return lines
    }
}
