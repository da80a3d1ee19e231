import MemorizeText

/// The lines a daily player pastes (Wordle-style): the day's number, the theme, the result against the
/// best the board allows, the time, and one square a turn that tells how the game went without giving
/// the board away (it says nothing of where any face lies).
package struct DailyShare: Equatable, Sendable {
    /// How one turn ended, as its square shows it.
    package enum Turn: Equatable, Sendable {
        /// A match: 🟩.
        case match
        /// A mismatch of cards never seen before, which nothing could have avoided: ⬜.
        case unluckyMiss
        /// A mismatch that turned a card already seen, which memory could have avoided: 🟥.
        case avoidableMiss

        /// Its square, in emoji or (outside a UTF-8 locale) as a letter.
        package func square(unicode: Bool) -> String {
            switch self {
            case .match: unicode ? "🟩" : "M"
            case .unluckyMiss: unicode ? "⬜" : "-"
            case .avoidableMiss: unicode ? "🟥" : "X"
            }
        }
    }

    /// The daily's day, `YYYY-MM-DD`, named when it has no number.
    package var date: String
    /// The daily's number (`DailyCatalog.number(of:)`: #1 is the catalog's first day).
    package var number: Int?
    package var theme: String
    package var timed: Bool
    package var score: Int
    /// The best score the board allows, or nil when it is not known in advance.
    package var bestScore: Int?
    package var flips: Int
    package var fewestFlips: Int
    package var seconds: Int
    /// Whether this game was practice (the day already played, or a past day).
    package var practice: Bool
    /// One square a turn, in order.
    package var turns: [Turn]

    /// The share of a finished daily.
    ///
    /// - Parameters:
    ///   - date: The daily's day, `YYYY-MM-DD`, named when it has no number.
    ///   - number: The daily's number (`DailyCatalog.number(of:)`: #1 is the catalog's first day).
    ///   - bestScore: The best score the board allows (every pair at first sight), or nil when it is not
    ///     known in advance (Matchismo, timed scoring).
    ///   - fewestFlips: The fewest flips that clear the board: one a card.
    ///   - practice: Whether this game was practice (the day already played, or a past day).
    package init(
        date: String, number: Int?, theme: String, timed: Bool, score: Int, bestScore: Int?, flips: Int,
        fewestFlips: Int,
        seconds: Int, turns: [Turn], practice: Bool
    ) {
        self.date = date
        self.number = number
        self.theme = theme
        self.timed = timed
        self.score = score
        self.bestScore = bestScore
        self.flips = flips
        self.fewestFlips = fewestFlips
        self.seconds = seconds
        self.turns = turns
        self.practice = practice
    }

    /// The parts of the headline (`Memorize #1`, `Sports`, `18/20`, `26 flips (min 20)`, `0:47`), with
    /// `timed` or `practice` where they apply, and the score alone where the rules have no known best.
    /// A score below zero takes the true minus where Unicode can be written: a screen reader says an
    /// ASCII hyphen after `·` as nothing (espeak-ng reads `· -10/20` as "ten slash twenty").
    package func parts(unicode: Bool) -> [String] {
        let score = NumberText.plain(score, unicode: unicode)
        let day: String =
            switch (number, practice) {
            case (let number?, false): DailyText.numbered.text("\(number)")
            case (let number?, true): DailyText.numberedPractice.text("\(number)")
            case (nil, false): DailyText.dated.text(date)
            case (nil, true): DailyText.datedPractice.text(date)
            }
        return [
            day, timed ? DailyText.timedTheme.text(theme) : theme,
            bestScore.map { "\(score)/\($0)" } ?? DailyText.score.text(score),
            DailyText.flips.text(count: flips, "\(flips)", "\(fewestFlips)"), GameViewModel.clock(seconds),
        ]
    }

    /// What the squares mean, in one line beside them.
    package static func legend(unicode: Bool) -> String {
        [Turn.match, .unluckyMiss, .avoidableMiss].map { turn in
            let meaning =
                switch turn {
                case .match: DailyText.match.text()
                case .unluckyMiss: DailyText.unluckyMiss.text()
                case .avoidableMiss: DailyText.avoidableMiss.text()
                }
            return turn.square(unicode: unicode) + " " + meaning
        }.joined(separator: unicode ? " · " : " - ")
    }

    /// The headline: `Memorize #1 · Sports · 18/20 · 26 flips (min 20) · 0:47`.
    package func headline(unicode: Bool) -> String {
        parts(unicode: unicode).joined(separator: unicode ? " · " : " - ")
    }

    /// The headline in words a listener hears as meant, said before the line to paste (whose `#`, `/`
    /// and `0:24` a reader says as "hash", "slash" and "zero twenty-four"): `Daily number 2, Ocean:
    /// score minus 10 of 20, 68 flips, 24 seconds.`
    package var spoken: String {
        let day =
            number.map { DailyText.spokenNumber.text("\($0)") } ?? DailyText.spokenDate.text(SpokenText.date(date))
        let points = "\(score.magnitude)"
        let result: String =
            switch (score < 0, bestScore) {
            case (false, let best?): DailyText.spokenScoreOfBest.text(points, "\(best)")
            case (true, let best?): DailyText.spokenNegativeScoreOfBest.text(points, "\(best)")
            case (false, nil): DailyText.spokenScore.text(points)
            case (true, nil): DailyText.spokenNegativeScore.text(points)
            }
        return DailyText.spoken.text(
            practice ? DailyText.spokenPractice.text(day) : day,
            timed ? DailyText.spokenTimed.text(theme) : theme, result,
            SpokenText.count(flips, .flip), SpokenText.duration(seconds: seconds))
    }

    /// The lines to paste: the headline, then the squares, ten to a line so that none is long.
    package func lines(unicode: Bool) -> [String] {
        let line = headline(unicode: unicode)
        let squares = turns.map { $0.square(unicode: unicode) }
        let rows = stride(from: 0, to: squares.count, by: 10).map { squares[$0..<min($0 + 10, squares.count)].joined() }
        return [line] + rows
    }
}
