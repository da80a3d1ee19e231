import MemorizeScores
import MemorizeSystem
import MemorizeText

/// The output of `--stats`: games played and won alone, against the computer and with friends, the
/// daily streak, and the best of each theme, all from the scores file.
enum StatsListing {
    private typealias Text = ListingText

    /// The text for standard output, each line ending in a newline.
    ///
    /// - Parameters:
    ///   - table: The records read from the scores file.
    ///   - today: Today in UTC, for the current streak; nil counts no current streak.
    ///   - picture: Whether to draw the dailies' distribution as bars (a terminal that is not in plain
    ///     mode), rather than say it in a sentence.
    ///   - spoken: Whether the listing is read in plain mode, where a time is said in words (`0:13` is
    ///     heard "zero thirteen").
    ///   - narrow: Whether the bars are drawn in ASCII (`--ascii`, or a Chinese or Korean run), where a
    ///     terminal may draw a block wide.
    static func text(
        for table: ScoreTable, today: CalendarDate?, picture: Bool = false, spoken: Bool = false, narrow: Bool = false
    ) -> String {
        let entries = table.sorted
        // Each key's counts may be as large as the file holds: their sum stops there too.
        let games = GameCount.total(entries.lazy.map(\.record.games))
        let wins = GameCount.total(entries.lazy.map(\.record.wins))
        // A day counts when its own daily was played on it (UTC): a past day played later is practice.
        // And once: a file from before the try was one per date may hold a day timed and untimed, and
        // its first entry in key order speaks for it (as `ScoreTable.daily(on:)` does).
        var days: Set<CalendarDate> = []
        let dailies = entries.filter { entry in
            guard let day = entry.key.daily, entry.record.bestScore.date == day else { return false }
            return days.insert(day).inserted
        }
        let streak = streaks(of: days, today: today)
        // A game alone is not won against anyone: its board is cleared.
        var lines = [Text.gamesAlone.text("\(games)", "\(wins)")]
        lines += company(table)
        lines += [
            Text.dailyGames.text(dayCount(days.count), dayCount(streak.current), dayCount(streak.longest))
        ]
        if !dailies.isEmpty {
            // A try not won has no flips over the fewest to speak of: one left, or cut short (it is kept
            // from its first card), turned fewer cards than a whole game, and is counted apart.
            let won = dailies.filter { $0.record.wins > 0 }
            lines += distribution(
                of: won.map { $0.record.fewestFlips.value - $0.key.cards }, notWon: dailies.count - won.count,
                picture: picture, narrow: narrow)
        }
        let best = bestOfEachTheme(entries.filter { $0.key.daily == nil })
        if best.isEmpty {
            lines.append(Text.noBestScores.text())
        } else {
            lines.append(Text.bestOfEachTheme.text())
            lines += best.map { name, record in
                // Each record may come from a different game: named apart, as --scores' columns are.
                "  "
                    + Text.bestOfTheme.text(
                        name, "\(record.bestScore.value)", "\(record.fewestFlips.value)",
                        time(record.bestTime.value, spoken: spoken))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The games against the computer, level by level, and with friends, name by name, in sentences;
    /// nothing when there were none.
    static func company(_ table: ScoreTable) -> [String] {
        var lines: [String] = []
        let known = ["easy", "normal", "hard", "expert"]
        let levels = table.versus.keys.sorted {
            (known.firstIndex(of: $0) ?? known.count, $0) < (known.firstIndex(of: $1) ?? known.count, $1)
        }
        var said = levels.map { level -> String in
            let record = table.versus[level] ?? VersusRecord()
            return Text.levelRecord.text(
                SafeText.escaped(level), "\(record.won)", "\(record.lost)", "\(record.drawn)")
        }
        if let earlier = beforeLevels(table.matches) { said.append(earlier) }
        if !said.isEmpty {
            lines.append(Text.againstComputer.text(said.joined(separator: Text.clauseSeparator.text())))
        }
        // "Computer" and "You" cannot be names at one keyboard: in an older file they are the seats of
        // games against the computer, counted before its levels were (said above).
        let friends = table.matches.filter { $0.key != "Computer" && $0.key != "You" }
            .sorted { ($1.value.wins, $0.key) < ($0.value.wins, $1.key) }
        if !friends.isEmpty {
            let said = friends.enumerated().map { index, friend in
                let (name, wins, games) = (SafeText.escaped(friend.key), "\(friend.value.wins)", friend.value.games)
                return index == 0
                    ? Text.friendWonGames.text(count: games, name, wins, "\(games)")
                    : Text.friendWon.text(name, wins, "\(games)")
            }
            lines.append(Text.withFriends.text(said.joined(separator: Text.listSeparator.text())))
        }
        return lines
    }

    /// The games against the computer an older version counted by name, with no level: `before levels
    /// were kept won 2, lost 3, drawn 1`; nil when there are none.
    ///
    /// The computer's seat was always `Computer`, so its record is those games and its wins the
    /// people's losses. The player's seat was `You` unless `--names` said otherwise: only when `You`
    /// played every one of them are its wins theirs, and the draws the rest; else only the losses are
    /// known.
    static func beforeLevels(_ matches: [String: MatchRecord]) -> String? {
        guard let computer = matches["Computer"], computer.games > 0 else { return nil }
        let lost = computer.wins
        if let you = matches["You"], you.games == computer.games, you.wins + lost <= computer.games {
            return Text.beforeLevels.text("\(you.wins)", "\(lost)", "\(computer.games - you.wins - lost)")
        }
        return Text.beforeLevelsLost.text(
            "\(lost)", SpokenText.count(computer.games, .game))
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
            let variant = SafeText.escaped(key.variant)
            let name =
                key.plain
                ? Text.timedPlainTheme.text(variant) : key.timed ? Text.timedTheme.text(variant) : variant
            if best[name] == nil {
                order.append(name)
                best[name] = record
            } else {
                best[name]!.merge(record)
            }
        }
        return order.map { ($0, best[$0]!) }
    }

    /// The bands of flips over the fewest a board allows (one per card), in which the dailies are counted.
    static let bands: [ClosedRange<Int>] = [0...0, 1...4, 5...8, 9...16, 17...Int.max]

    /// A band as a bar's label says it: `none over`, `1 to 4 over`, `17 or more over`.
    private static func label(of band: ClosedRange<Int>) -> String {
        if band.upperBound == 0 { return Text.bandNone.text() }
        if band.upperBound == Int.max { return Text.bandMore.text("\(band.lowerBound)") }
        return Text.bandRange.text("\(band.lowerBound)", "\(band.upperBound)")
    }

    /// A band's days as a sentence says them: `2 days with the fewest flips`, `1 day with 9 to 16 flips
    /// over`; nil for the dailies not cleared.
    private static func sentence(_ band: ClosedRange<Int>?, days: Int) -> String {
        let days = dayCount(days)
        guard let band else { return Text.daysNotCleared.text(days) }
        if band.upperBound == 0 { return Text.daysWithFewest.text(days) }
        if band.upperBound == Int.max { return Text.daysWithMore.text(days, "\(band.lowerBound)") }
        return Text.daysWithRange.text(days, "\(band.lowerBound)", "\(band.upperBound)")
    }

    /// How many dailies fell in each band of flips over the fewest, and how many were not won, as bars
    /// (like Wordle's guess distribution) or, for a screen reader or a pipe, as one sentence of the
    /// bands that have days. The dailies not won have a row only when there are some.
    static func distribution(of extraFlips: [Int], notWon: Int = 0, picture: Bool, narrow: Bool = false)
        -> [String]
    {
        // A nil band is the dailies not cleared.
        var rows: [(band: ClosedRange<Int>?, count: Int)] = bands.map { band in
            (band, extraFlips.filter { band.contains(max(0, $0)) }.count)
        }
        if notWon > 0 { rows.append((nil, notWon)) }
        guard picture else {
            // "1 day 9 to 16 over" is heard as one run of numbers: the days, then what they had.
            let said = rows.filter { $0.count > 0 }.map { sentence($0.band, days: $0.count) }
            return [Text.dailyFlips.text(said.joined(separator: Text.listSeparator.text()))]
        }
        let labels = rows.map { $0.band.map(label) ?? Text.notCleared.text() }
        let widest = labels.map { TextWidth.columns(of: $0) }.max() ?? 0
        let most = max(rows.map(\.count).max() ?? 1, 1)
        return [Text.dailyFlipsHeading.text()]
            + zip(labels, rows).map { name, row in
                let count = row.count
                let bar = String(repeating: narrow ? "#" : "█", count: count == 0 ? 0 : max(1, count * 20 / most))
                let label = String(repeating: " ", count: widest - TextWidth.columns(of: name)) + name
                return "  \(label) \(bar) \(count)"
            }
    }

    /// A best time: `1:05`, or in plain mode `1 minute 5`.
    private static func time(_ seconds: Int, spoken: Bool) -> String {
        spoken ? SpokenText.duration(seconds: seconds) : ScoreListing.clock(seconds)
    }

    private static func dayCount(_ days: Int) -> String {
        Text.days.text(count: days, "\(days)")
    }
}
