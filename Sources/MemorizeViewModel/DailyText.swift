import MemorizeLocalization

/// A daily's lines to share (`DailyShare`), as messages (docs/TRANSLATING.md). The pasted line keeps
/// what players compare across languages as it is: `Memorize #17`, the score against the best
/// (`18/20`), the clock (`0:47`) and the squares; only its words (flips, practice, timed) are the
/// player's. The spoken line, said before it in plain mode, is all words.
package enum DailyText: MessageCatalog {
    case numbered, dated, numberedPractice, datedPractice, timedTheme, score, flips
    case match, unluckyMiss, avoidableMiss
    case spoken, spokenNumber, spokenDate, spokenPractice, spokenTimed, spokenScore, spokenScoreOfBest
    case spokenNegativeScore, spokenNegativeScoreOfBest

    package var message: Message {
        switch self {
        case .numbered:
            Message(
                "Memorize #%1$s",
                comment:
                    "The share line's first part, pasted to other players: keep Memorize and # as they are. %1$s: the daily's number."
            )
        case .dated:
            Message("Memorize %1$s", comment: "As above, for a daily with no number. %1$s: the day, 2026-12-02.")
        case .numberedPractice:
            Message("Memorize #%1$s (practice)", comment: "As above, for a daily that did not count.")
        case .datedPractice:
            Message("Memorize %1$s (practice)", comment: "As above, for a daily with no number that did not count.")
        case .timedTheme:
            Message("%1$s timed", comment: "The share line: the theme of a timed game. %1$s: the theme's name.")
        case .score:
            Message("score %1$s", comment: "The share line's score, when the best is not known. %1$s: the score.")
        case .flips:
            Message(
                "%1$s flip (min %2$s)", plural: "%1$s flips (min %2$s)",
                comment: "The share line. %1$s: the flips; %2$s: the fewest that clear the board.")
        case .match:
            Message("match", comment: "The share squares' legend: a square of a match.")
        case .unluckyMiss:
            Message("miss, both new", comment: "The legend: a mismatch of two cards never seen.")
        case .avoidableMiss:
            Message("miss, a card seen", comment: "The legend: a mismatch that turned a card seen before.")
        case .spoken:
            Message(
                "%1$s, %2$s: %3$s, %4$s, %5$s.",
                comment:
                    "Plain mode says this before the line to share. %1$s: the daily (Daily number 2); %2$s: the theme; %3$s: the score (score 18 of 20); %4$s: the flips (26 flips); %5$s: the time in words."
            )
        case .spokenNumber:
            Message("Daily number %1$s", comment: "Spoken: the daily's number. %1$s: the number.")
        case .spokenDate:
            Message("Daily %1$s", comment: "Spoken: a daily with no number. %1$s: the day in words.")
        case .spokenPractice:
            Message("%1$s, practice", comment: "Spoken: the daily did not count. %1$s: the daily (Daily number 2).")
        case .spokenTimed:
            Message("%1$s, timed", comment: "Spoken: the theme of a timed game. %1$s: the theme's name.")
        case .spokenScore:
            Message("score %1$s", comment: "Spoken: the score, when the best is not known. %1$s: the score in words.")
        case .spokenScoreOfBest:
            Message("score %1$s of %2$s", comment: "Spoken: the score and the best the board allows. %1$s: the score.")
        case .spokenNegativeScore:
            Message(
                "score minus %1$s",
                comment: "Spoken: a score below zero, the best not known. %1$s: the score without its sign.")
        case .spokenNegativeScoreOfBest:
            Message(
                "score minus %1$s of %2$s",
                comment: "Spoken: a score below zero and the best the board allows. %1$s: the score without its sign.")
        }
    }
}
