import MemorizePlayers
import MemoryGame

/// `memorize-bench --matchismo`: the computer in Matchismo, by level, against the way it played before
/// it knew ranks and suits (the pairs game's `hard`, which never sees a pair there) and random choices.
/// Prints Markdown for BENCHMARKS.md.
enum MatchismoBench {
    typealias Level = ComputerPlayer<SplitMix64>.Level

    static let games = 1_000
    static let cardCount = 20

    /// Who plays.
    enum Contender: Hashable {
        /// `MatchismoComputer` of a level: what a Matchismo game's computer seat plays now.
        case computer(Level)
        /// `hard`, but leaving known suit matches alone until every card has been shown.
        case holdingSuits
        /// The pairs game's computer, as Matchismo's computer seat played before.
        case pairsHard
        case random

        var title: String {
            switch self {
            case .computer(let level): level.rawValue
            case .holdingSuits: "hard, holding suit matches until every card is shown"
            case .pairsHard: "before: the pairs game's hard"
            case .random: "random"
            }
        }

        func player(seed: UInt64) -> any MemorizePlayers.Player {
            switch self {
            case .computer(let level): MatchismoComputer(level: level, generator: SplitMix64(seed: seed))
            case .holdingSuits:
                MatchismoComputer(level: .hard, generator: SplitMix64(seed: seed), holdsSuitMatches: true)
            case .pairsHard: ComputerPlayer(level: .hard, generator: SplitMix64(seed: seed))
            case .random: RandomPlayer(generator: SplitMix64(seed: seed))
            }
        }
    }

    /// The deal of game `game`: the same for every contender.
    static func deal(_ game: Int) -> MatchismoGame {
        var generator = SplitMix64(seed: 0x3A7C_0000 | UInt64(game))
        return MatchismoGame(cardCount: cardCount, using: &generator)
    }

    /// The most choices of a game alone: the pairs game's computer never finishes one (see `lines()`).
    static let choiceLimit = 1_000

    /// How a contender did alone.
    struct Alone {
        var score = OpponentsBench.Mean()
        var flips = OpponentsBench.Mean()
        /// The games that ended within `choiceLimit` choices.
        var finished = 0
    }

    /// A contender alone on the seeded deals, by the rules of one player (a mismatch leaves the new card
    /// chosen, compared with the next).
    static func alone(_ contender: Contender) -> Alone {
        var alone = Alone()
        for game in 0..<games {
            var board = deal(game)
            var player = contender.player(seed: UInt64(game) &* 7 &+ 1)
            _ = Playthrough.play(&board, with: &player, limit: choiceLimit)
            alone.score.add(Double(board.score))
            alone.flips.add(Double(board.flipCount))
            if board.isOver { alone.finished += 1 }
        }
        return alone
    }

    /// `first` against `second` on the seeded deals, each moving first in half the games: the mean of
    /// `first`'s points minus `second`'s, and `first`'s share of wins by points (draws count half).
    static func versus(_ first: Contender, _ second: Contender) -> (margin: OpponentsBench.Mean, share: Double) {
        var margin = OpponentsBench.Mean()
        var won = 0.0
        for game in 0..<games {
            var board = deal(game)
            let seed = UInt64(game) &* 7
            var players = [first.player(seed: seed &+ 2), second.player(seed: seed &+ 3)]
            let result = Match.play(&board, players: &players, first: game % 2)
            let difference = result.scores[0] - result.scores[1]
            margin.add(Double(difference))
            won += difference > 0 ? 1 : difference == 0 ? 0.5 : 0
        }
        return (margin, won / Double(games))
    }

    /// Every line of the report.
    static func lines() -> [String] {
        var lines = [
            "### Matchismo: the computer's strength",
            "",
            "\(Format.grouped(games)) seeded deals of \(cardCount) cards from a shuffled deck, the same for "
                + "every row, played to the end (no two cards left in play match). Same rank scores 16, same "
                + "suit 4, a mismatch −2, every card turned −1. Each level remembers ranks and suits and takes "
                + "the best match it knows (rank before suit); before, the computer played Matchismo as a "
                + "pairs game, where every card has its own face, so it never saw a pair. Mean with its 95% "
                + "interval.",
            "",
            "| Alone | Mean score | Cards turned | Games finished |",
            "| --- | ---: | ---: | ---: |",
        ]
        let contenders: [Contender] = Level.allCases.map(Contender.computer) + [.holdingSuits, .pairsHard, .random]
        var finishedBefore = 0
        for contender in contenders {
            let result = alone(contender)
            if contender == .pairsHard { finishedBefore = result.finished }
            // A game not finished ends at the limit: its score says only how long it went on.
            let all = result.finished == games
            lines.append(
                "| \(contender.title) | \(all ? result.score.text : "n/a") "
                    + "| \(all ? Format.decimal(result.flips.value) : "n/a") | \(Format.grouped(result.finished)) |")
        }
        lines += [
            "",
            "Alone, a game is finished when it ends within \(Format.grouped(choiceLimit)) choices. The pairs "
                + "game's computer finishes \(Format.grouped(finishedBefore)) of them: in the others, once every card "
                + "has been shown it has no pair to take and no new card to turn, and chooses the same two cards that do not match "
                + "again and again. With two "
                + "players (below) the other player's matches end the game. An `expert` plays Matchismo as "
                + "`hard` does: Zwick and Paterson's strategy is for pairs. Holding suit matches back for the rank "
                + "matches their cards may still make pays alone, but with company the other player takes the "
                + "suit matches left, so the computer takes them.",
        ]
        lines += [
            "",
            "| Two players | Points margin of the first | First's games won by points |",
            "| --- | ---: | ---: |",
        ]
        for (first, second) in [
            (Contender.computer(.hard), Contender.pairsHard), (.holdingSuits, .computer(.hard)),
            (.computer(.easy), .random),
        ] {
            let (margin, share) = versus(first, second)
            lines.append(
                "| \(first.title) against \(second.title) | \(margin.text) | \(OpponentsBench.percent(share))% |")
        }
        return lines
    }
}
