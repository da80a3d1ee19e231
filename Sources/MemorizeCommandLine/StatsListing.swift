import MemorizeScores
import MemorizeSystem
import MemorizeText

/// The output of `--stats`: games played and won, the daily streak, and the best of each theme, all
/// from the scores file.
enum StatsListing {
    /// The text for standard output, each line ending in a newline.
    ///
    /// - Parameters:
    ///   - table: The records read from the scores file.
    ///   - today: Today in UTC, for the current streak; nil counts no current streak.
    static func text(for table: ScoreTable, today: CalendarDate?) -> String {
        let entries = table.sorted
        // Each key's counts may be as large as the file holds: their sum stops there too.
        let games = GameCount.total(entries.lazy.map(\.record.games))
        let wins = GameCount.total(entries.lazy.map(\.record.wins))
        let days = Set(entries.compactMap(\.key.daily))
        let streak = streaks(of: days, today: today)
        var lines = [
            "Games played: \(games), won: \(wins).",
            "Daily games: \(dayCount(days.count)); current streak \(dayCount(streak.current)), "
                + "longest \(dayCount(streak.longest)).",
        ]
        let best = bestOfEachTheme(entries.filter { $0.key.daily == nil })
        if best.isEmpty {
            lines.append("No best scores yet.")
        } else {
            lines.append("Best of each theme:")
            lines += best.map { name, record in
                // Each record may come from a different game: named apart, as --scores' columns are.
                "  \(SafeText.escaped(name)): best score \(record.bestScore.value), "
                    + "fewest flips \(record.fewestFlips.value), best time \(ScoreListing.clock(record.bestTime.value))."
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The current streak (days in a row up to today, or up to yesterday while today's is still to
    /// play) and the longest one, in days.
    static func streaks(of days: Set<CalendarDate>, today: CalendarDate?) -> (current: Int, longest: Int) {
        let numbers = Set(days.map(\.dayNumber))
        var longest = 0
        for day in numbers where !numbers.contains(day - 1) {
            var length = 1
            while numbers.contains(day + length) { length += 1 }
            longest = max(longest, length)
        }
        guard let today = today?.dayNumber else { return (0, longest) }
        var end = numbers.contains(today) ? today : today - 1
        var current = 0
        while numbers.contains(end) {
            current += 1
            end -= 1
        }
        return (current, longest)
    }

    /// For each theme (timed games apart), the best of each record over all its board sizes and modes.
    private static func bestOfEachTheme(_ entries: [(key: ScoreKey, record: ScoreRecord)]) -> [(
        String, ScoreRecord
    )] {
        var order: [String] = []
        var best: [String: ScoreRecord] = [:]
        for (key, record) in entries {
            let name = key.timed ? key.variant + " (timed)" : key.variant
            if best[name] == nil {
                order.append(name)
                best[name] = record
            } else {
                best[name]!.merge(record)
            }
        }
        return order.map { ($0, best[$0]!) }
    }

    private static func dayCount(_ days: Int) -> String {
        days == 1 ? "1 day" : "\(days) days"
    }
}
