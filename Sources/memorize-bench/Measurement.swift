/// Times replays of a choice sequence on freshly dealt games and reports the median time per choice.
///
/// Dealing happens before the clock starts, so only the choices are timed. A sample replays the
/// sequence on as many separate games as it takes to last `minimumSampleDuration` (bounded by
/// `maximumCardsPerSample`, so small boards do not fill the memory), which keeps the clock's own
/// cost negligible even for a 200-choice game.
struct ReplayTimer {
    /// How many samples are taken; the median is reported.
    var repetitions = 5
    /// The shortest sample worth timing.
    var minimumSampleDuration: Duration = .milliseconds(20)
    /// The most cards dealt for one sample, across all of its games.
    var maximumCardsPerSample = 1_000_000

    /// The median time per choice, in nanoseconds, of replaying `choices` on games made by `deal`.
    ///
    /// - Parameters:
    ///   - choices: The positions to choose, in order.
    ///   - deal: Makes a fresh game, identical every time.
    ///   - checksum: Every replayed game's final score is added here, so no replay can be optimised away.
    func nanosecondsPerChoice<Game: ReplayableGame>(
        replaying choices: ArraySlice<Int>, deal: () -> Game, checksum: inout Int
    ) -> Double {
        let cardsPerGame = max(1, deal().cardCount)
        let calibration = replay(choices, onGames: 1, deal: deal, checksum: &checksum)
        var gamesPerSample = 1
        if calibration < minimumSampleDuration {
            let factor = minimumSampleDuration / max(calibration, .nanoseconds(1))
            gamesPerSample = max(1, min(Int(factor.rounded(.up)), maximumCardsPerSample / cardsPerGame))
        }
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let elapsed = replay(choices, onGames: gamesPerSample, deal: deal, checksum: &checksum)
            samples.append(elapsed.nanoseconds / Double(gamesPerSample * max(1, choices.count)))
        }
        return samples.median
    }

    private func replay<Game: ReplayableGame>(
        _ choices: ArraySlice<Int>, onGames count: Int, deal: () -> Game, checksum: inout Int
    ) -> Duration {
        var games = (0..<count).map { _ in deal() }
        let clock = ContinuousClock()
        let start = clock.now
        for index in games.indices {
            games[index].replay(choices)
        }
        let elapsed = start.duration(to: clock.now)
        for game in games {
            checksum &+= game.score
        }
        return elapsed
    }
}

extension Duration {
    /// The duration in nanoseconds.
    fileprivate var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

extension Array where Element == Double {
    /// The middle value, or the mean of the two middle values; 0 for an empty array.
    var median: Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
