import Glibc
import MemoryGame

// `swift run -c release memorize-bench`: time per choice of MemoryGame on whole games of 10² to 10⁵
// pairs, for two players, against the CS193p course algorithm; prints Markdown for BENCHMARKS.md.
// `memorize-bench --opponents`: the computer opponent's levels against each other and other players.
// `memorize-bench --matchismo`: the computer in Matchismo, by level, against how it played before.
// `memorize-bench --pace`: how long each card stays readable against the computer, by level.
// `memorize-bench --lobby SOCKET PID`: players on a running `memorize --serve` (Benchmarks/lobby.sh).

if let flag = CommandLine.arguments.firstIndex(of: "--lobby") {
    for line in LobbyBench.lines(arguments: Array(CommandLine.arguments[(flag + 1)...])) { print(line) }
    exit(0)
}

if CommandLine.arguments.dropFirst().contains("--opponents") {
    for line in OpponentsBench.lines() { print(line) }
    exit(0)
}

if CommandLine.arguments.dropFirst().contains("--pace") {
    for line in PaceBench.lines() { print(line) }
    exit(0)
}

if CommandLine.arguments.dropFirst().contains("--matchismo") {
    for line in MatchismoBench.lines() { print(line) }
    exit(0)
}

let seed: UInt64 = 0x5EED
let pairCounts = [100, 1_000, 10_000, 100_000]
let baselinePrefix = 2_000
let timer = ReplayTimer()
var checksum = 0
var rows: [ResultRow] = []

for pairs in pairCounts {
    let deal = {
        var generator = SplitMix64(seed: seed &+ UInt64(pairs))
        return MemoryGame<Int>(numberOfPairsOfCards: pairs, using: &generator) { $0 }
    }
    let game = deal()
    let boardOrder = game.cards.map(\.content)
    let dealBaseline = { BaselineGame(boardOrder: boardOrder, pairIndex: { $0 }) }

    for player in Player.allCases {
        let choices = player.choices(playing: game, seed: seed)
        let baselineChoices = choices.prefix(baselinePrefix)
        Verification.check(choices, baselineChoices, model: deal, baseline: dealBaseline)

        let model = timer.nanosecondsPerChoice(replaying: choices[...], deal: deal, checksum: &checksum)
        let baseline = timer.nanosecondsPerChoice(replaying: baselineChoices, deal: dealBaseline, checksum: &checksum)
        rows.append(
            ResultRow(
                pairs: pairs, player: player, choices: choices.count, modelNanoseconds: model,
                baselineNanoseconds: baseline, baselineChoices: baselineChoices.count))
    }
}

let report = Report(
    seed: seed, repetitions: timer.repetitions, baselinePrefix: baselinePrefix, rows: rows, checksum: checksum)
for line in report.lines {
    print(line)
}
