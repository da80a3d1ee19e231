import MemorizeLocalization

/// The end of a game and the rules behind its score, as messages (docs/TRANSLATING.md): the summary's
/// headline (the first line of the box, and said first in plain mode), the scoring help (lines of the
/// help box, cut at its width, and said by plain mode's help), the theme picker's sizes, and the
/// theme's color notice.
package enum SummaryText: MessageCatalog {
    case allPairsFound, allPairsFoundDifferent, withDifferentPairs, timedHeadline
    case noMoreMatches, allCardsMatched, oneCardLeft, cardsLeftAmong
    case draw, youWin, playerWins
    case seenCardRules, bestPossible, differentPairsAs, differentPairs, timedRules
    case matchismoCosts, matchismoMismatch, matchismoTurnBack
    case turnsRule, pairsStartTurn, matchismoStartTurn, pairsWin, matchesWin, computerTurns, computerTurnsHurry
    case randomSize
    case unknownColor

    package var message: Message {
        switch self {
        case .allPairsFound:
            Message("All pairs found!", comment: "The summary's headline: a pairs game won.")
        case .allPairsFoundDifferent:
            Message(
                "All pairs found! Each pair was two different cards.",
                comment: "The summary's headline, for a theme whose pairs are two different faces (🐱 and 猫).")
        case .withDifferentPairs:
            Message(
                "%1$s Each pair was two different cards.",
                comment: "A headline (%1$s: who won) followed by the kind of pairs it was.")
        case .timedHeadline:
            Message("%1$s (timed)", comment: "The summary's headline of a timed game. %1$s: the headline.")
        case .noMoreMatches:
            Message("No more matches!", comment: "Matchismo: the game is over.")
        case .allCardsMatched:
            Message("All cards matched!", comment: "Matchismo's headline: the board is cleared.")
        case .oneCardLeft:
            Message("No more matches: one card is left", comment: "Matchismo's headline: one card stays.")
        case .cardsLeftAmong:
            Message(
                "No more matches among the %1$s cards left",
                comment: "Matchismo's headline: the game is stuck. %1$s: the cards left, 2 or more.")
        case .draw:
            Message(
                "A draw: %1$s pair each!", plural: "A draw: %1$s pairs each!",
                comment: "The headline of a game of several players. %1$s: the pairs each found.")
        case .youWin:
            Message("You win with %1$s pair!", plural: "You win with %1$s pairs!", comment: "%1$s: the pairs.")
        case .playerWins:
            Message(
                "%1$s wins with %2$s pair!", plural: "%1$s wins with %2$s pairs!",
                comment: "%1$s: the winner's name (or Computer); %2$s: the pairs.")
        case .seenCardRules:
            Message(
                "A match +2; a mismatch −1 per card you had seen.",
                comment: "The scoring help, one line of the help box (keep it short).")
        case .bestPossible:
            Message(
                "Best possible here: %1$s (%2$s pairs, without forgetting a card).",
                comment: "The scoring help. %1$s: the best score; %2$s: the pairs of the board, 2 or more.")
        case .differentPairsAs:
            Message(
                "A pair here is two different cards, as %1$s and %2$s. %3$s",
                comment: "The scoring help. %1$s, %2$s: the two faces of a pair (🐱, 猫); %3$s: the scoring's line.")
        case .differentPairs:
            Message(
                "A pair here is two different cards. %1$s",
                comment: "The scoring help at a table's guest. %1$s: the scoring's line.")
        case .timedRules:
            Message(
                "Timed: points ×(10 − seconds since your last choice).",
                comment: "The scoring help of a timed game, one line of the help box.")
        case .matchismoCosts:
            Message("Each choice costs 1. Same rank +16, same suit +4.", comment: "Matchismo's scoring help.")
        case .matchismoMismatch:
            Message("A mismatch costs 2; the game ends when no two cards match.", comment: "Matchismo's scoring help.")
        case .matchismoTurnBack:
            Message(
                "After a mismatch the earlier card turns back; the new one stays chosen.",
                comment: "Matchismo's scoring help.")
        case .turnsRule:
            Message(
                "Turns: a match keeps the turn, a mismatch passes it.",
                comment: "The help of a game of several players, one line of the help box (keep it short).")
        case .pairsStartTurn:
            Message("A card the last mismatch left face up may start your turn.", comment: "As above.")
        case .matchismoStartTurn:
            Message(
                "The card the last mismatch left chosen turns back at your first choice.",
                comment: "As above, Matchismo.")
        case .pairsWin:
            Message("Most pairs wins; equal pairs is a draw.", comment: "As above.")
        case .matchesWin:
            Message("Most matches wins; equal matches is a draw.", comment: "As above, Matchismo.")
        case .computerTurns:
            Message("The computer turns its cards by itself.", comment: "As above, against the computer.")
        case .computerTurnsHurry:
            Message(
                "The computer turns its cards by itself; any key hurries it.",
                comment: "As above, when the computer waits before each card.")
        case .randomSize:
            Message("random", comment: "The theme picker: the theme deals a random number of pairs.")
        case .unknownColor:
            Message(
                "Unknown color %1$s in theme %2$s; using %3$s", plural: "Unknown colors %1$s in theme %2$s; using %3$s",
                comment:
                    "The notice line. %1$s: the color names as the theme file gives them, quoted; %2$s: the theme; %3$s: the color used instead (blue, as the theme file would say it)."
            )
        }
    }
}
