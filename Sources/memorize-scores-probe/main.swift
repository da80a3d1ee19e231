import Glibc
import MemorizeScores
import MemorizeSystem

// Not part of the game: a helper for MemorizeScoresTests, which start two of these at once to check
// that games ending together in two processes lose no record. A second `memorize` process cannot
// finish games on cue, and a hidden flag on `memorize` would be a door in the real binary, so the
// test drives the store through this small program instead. It is not a product and not installed.
//
// Usage: memorize-scores-probe TAG COUNT
// Records COUNT games of its own (variant "Probe TAG N") and COUNT games of a key both processes
// share ("Shared"), in the store of $XDG_STATE_HOME; exits 1 if any game was not saved. It pauses
// 2 ms after each game, standing for the minutes a real game takes: the lock is polled (see
// LiveFiles.withExclusiveLock), and a process that took it back the instant it let go, with no
// pause at all, could keep the other waiting until its timeout.

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    SystemAccess.live.writeError("usage: memorize-scores-probe TAG COUNT\n")
    exit(64)
}
let tag = arguments[1]
// Both processes end games back to back, far more often than players do: they wait for each other
// longer than a game would (see LiveFiles.lockTimeout).
let store = ScoreStore(system: SystemAccess.live.waitingForLocks(upTo: .seconds(5)))
var unsaved = 0
for index in 0..<count {
    let own = GameResult(
        key: ScoreKey(variant: "Probe \(tag) \(index)", mode: .memorize, timed: false, cards: 4),
        score: index, flips: 4 + index, seconds: 10 + index)
    let shared = GameResult(
        key: ScoreKey(variant: "Shared", mode: .memorize, timed: true, cards: 4),
        score: index, flips: 1_000 - index, seconds: 1_000 - index)
    for result in [own, shared] {
        let outcome = store.record(result)
        if !outcome.saved {
            unsaved += 1
            SystemAccess.live.writeError("memorize-scores-probe: \(outcome.notice ?? "not saved")\n")
        }
        usleep(2_000)
    }
}
exit(unsaved == 0 ? 0 : 1)
