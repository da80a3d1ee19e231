import MemorizeLocalization

/// What a choice did, as messages (docs/TRANSLATING.md): the line under the board (one line of the
/// board's width, shortened with `…` when it does not fit, so keep it short) and the sentence plain mode
/// says instead (`spoken`, read by a screen reader: faces by name, numbers in words, no symbols). A face
/// comes in as the board shows it (`🎃`, `J♥`) or as its name in the player's language (`ghost`).
package enum ChoiceText: MessageCatalog {
    case hiddenCard, plusPoints, minusPoints, noPoints, pointsTimes, noPairsLeft, pairsLeft, twoNames
    case alreadyMatched, alreadyMatchedSpoken, match, matchSpoken, noMatch, noMatchSpoken
    case noMatchSeen, noMatchSeenTimed, noMatchSeenSpoken
    case faceUp, faceUpSpoken, faceUpSpokenSuggesting
    case stillUp, stillUpSpoken, stillUpSpokenSuggesting
    case cardsLeft, matchismoAlreadyMatched, matchismoAlreadyMatchedSpoken, matched, matchedSpoken
    case dontMatch, dontMatchSpoken, chose, choseSpoken, putBack, putBackSpoken, turnedBack, turnedBackSpoken
    case yourTurn, playersTurn, thinking, passes, firstHelpOffer, pastDailyPractice, playedDailyPractice

    package var message: Message {
        switch self {
        case .hiddenCard:
            Message("a hidden card", comment: "Spoken in place of a face the player has not seen.")
        case .plusPoints:
            Message("Plus %1$s", comment: "Points won, spoken, first in a sentence. %1$s: the points.")
        case .minusPoints:
            Message("Minus %1$s", comment: "Points lost, spoken, first in a sentence. %1$s: the points.")
        case .noPoints:
            Message("No points", comment: "A choice that changed the score by nothing, spoken, first in a sentence.")
        case .pointsTimes:
            Message(
                "%1$s, %2$s times %3$s",
                comment:
                    "The points of a timed game, spoken. %1$s: Plus 20 or Minus 9; %2$s: the points before the bonus; %3$s: the multiplier."
            )
        case .noPairsLeft:
            Message("No pairs left.", comment: "Spoken after a choice: every pair is found.")
        case .pairsLeft:
            Message("%1$s pair left.", plural: "%1$s pairs left.", comment: "Spoken after a choice. %1$s: the pairs.")
        case .twoNames:
            Message(
                "%1$s and %2$s",
                comment: "Two cards in a result: two faces (🎃 and 👻) or two names (ghost and pumpkin).")
        case .alreadyMatched:
            Message(
                "%1$s is already matched: choose another card",
                comment: "The line under the board. %1$s: the face of the card chosen (an emoji).")
        case .alreadyMatchedSpoken:
            Message(
                "Card %1$s, %2$s, is already matched: choose another card.",
                comment: "Spoken. %1$s: the card's number; %2$s: its face's name.")
        case .match:
            Message("Match! %1$s", comment: "The line under the board after a match. %1$s: the points, +2.")
        case .matchSpoken:
            Message(
                "Match! %1$s. %2$s",
                comment: "Spoken after a match. %1$s: the points in words (Plus 2); %2$s: the pairs left, a sentence.")
        case .noMatch:
            Message("No match", comment: "The line under the board after a mismatch that cost nothing.")
        case .noMatchSpoken:
            Message(
                "No match. %1$s",
                comment: "Spoken after a mismatch that cost nothing. %1$s: the pairs left, a sentence.")
        case .noMatchSeen:
            Message(
                "No match (%1$s: %2$s was seen)", plural: "No match (%1$s: %2$s were seen)",
                comment:
                    "The line under the board after a mismatch. %1$s: the points, −1; %2$s: the faces seen before (🎃, or 🎃 and 👻); the count is how many."
            )
        case .noMatchSeenTimed:
            Message(
                "No match: %1$s, %2$s was seen", plural: "No match: %1$s, %2$s were seen",
                comment: "As the mismatch line, in a timed game. %1$s: the points with their multiplier, −10 (−1 ×10).")
        case .noMatchSeenSpoken:
            Message(
                "No match. %1$s: %2$s was seen. %3$s", plural: "No match. %1$s: %2$s were seen. %3$s",
                comment:
                    "Spoken after a mismatch. %1$s: the points in words (Minus 1); %2$s: the names of the cards seen before; %3$s: the pairs left, a sentence."
            )
        case .faceUp:
            Message(
                "%1$s is already face up: choose a face-down card",
                comment: "The line under the board. %1$s: the face of the card chosen.")
        case .faceUpSpoken:
            Message(
                "Card %1$s, %2$s, is already face up: choose a face-down card.",
                comment: "Spoken. %1$s: the card's number; %2$s: its face's name.")
        case .faceUpSpokenSuggesting:
            Message(
                "Card %1$s, %2$s, is already face up: choose a face-down card, such as card %3$s.",
                comment: "Spoken. %3$s: the number of a face-down card.")
        case .stillUp:
            Message(
                "%1$s is still up from your last try: choose a face-down card first, then %1$s again",
                comment:
                    "The line under the board, after a mismatch left two cards up. %1$s: the face of the card chosen.")
        case .stillUpSpoken:
            Message(
                "Card %1$s, %2$s, is still face up from your last try: first choose a face-down card; card %1$s then turns down and can be chosen again.",
                comment: "Spoken. %1$s: the card's number; %2$s: its face's name.")
        case .stillUpSpokenSuggesting:
            Message(
                "Card %1$s, %2$s, is still face up from your last try: first choose a face-down card, such as card %3$s; card %1$s then turns down and can be chosen again.",
                comment: "Spoken. %3$s: the number of a face-down card.")
        case .cardsLeft:
            Message(
                "%1$s card left.", plural: "%1$s cards left.",
                comment: "Spoken after a choice in Matchismo. %1$s: the cards not matched yet.")
        case .matchismoAlreadyMatched:
            Message("%1$s is already matched", comment: "Matchismo, under the board. %1$s: the card (J♥).")
        case .matchismoAlreadyMatchedSpoken:
            Message(
                "Card %1$s, %2$s, is already matched.",
                comment: "Matchismo, spoken. %1$s: the card's number; %2$s: its name (jack of hearts).")
        case .matched:
            Message(
                "Matched %1$s: %2$s",
                comment: "Matchismo, under the board. %1$s: the cards (J♥ J♠); %2$s: the points, +15.")
        case .matchedSpoken:
            Message(
                "Match: %1$s. %2$s. %3$s",
                comment:
                    "Matchismo, spoken. %1$s: the cards' names; %2$s: the points in words (Plus 15); %3$s: the cards left, a sentence."
            )
        case .dontMatch:
            Message(
                "%1$s don't match: %2$s",
                comment: "Matchismo, under the board. %1$s: the cards (6♦ 2♣); %2$s: the points, −3.")
        case .dontMatchSpoken:
            Message(
                "No match: %1$s. %2$s. %3$s",
                comment: "Matchismo, spoken. %1$s: the cards' names; %2$s: the points in words; %3$s: the cards left.")
        case .chose:
            Message(
                "Chose %1$s: %2$s", comment: "Matchismo, under the board. %1$s: the card (A♠); %2$s: the points, −1.")
        case .choseSpoken:
            Message(
                "%1$s to choose.",
                comment: "Matchismo, spoken: what choosing a card cost. %1$s: the points in words (Minus 1).")
        case .putBack:
            Message("Put %1$s back", comment: "Matchismo, under the board: a chosen card unchosen. %1$s: the card.")
        case .putBackSpoken:
            Message("Put %1$s back.", comment: "Matchismo, spoken. %1$s: the card's name.")
        case .turnedBack:
            Message(
                "%1$s turned back; %2$s stays chosen",
                comment: "Matchismo, under the board, after a mismatch. %1$s: the earlier card; %2$s: the new one.")
        case .turnedBackSpoken:
            Message("%1$s turned back; %2$s stays chosen.", comment: "As above, spoken, with the cards' names.")
        case .yourTurn:
            Message("Your turn", comment: "At the end of the line under the board, after a choice passed the turn.")
        case .playersTurn:
            Message(
                "%1$s's turn",
                comment: "At the end of the line under the board. %1$s: a player's name, or Computer.")
        case .thinking:
            Message(
                "%1$s is thinking",
                comment: "Under the board while the computer chooses; … follows. %1$s: its name, Computer.")
        case .passes:
            Message(
                "%1$s passes: it turns a card it has seen",
                comment: "Under the board and spoken: the computer turns a known card on purpose. %1$s: its name.")
        case .firstHelpOffer:
            Message(
                "First game here? Press ? for the keys and how scoring works",
                comment: "Under the board at a player's first game. ? is the key.")
        case .pastDailyPractice:
            Message(
                "A past day's daily: this is practice",
                comment: "The notice line: a daily of another day does not count.")
        case .playedDailyPractice:
            Message(
                "This day's daily was played: this is practice",
                comment: "The notice line: the day's daily was already played, so this one does not count.")
        }
    }

    /// `names` as one phrase: a name alone, two joined by `and` (`ghost and pumpkin`, `유령, 호박`), more
    /// joined two by two as English says them (`a and b and c`).
    package static func list(_ names: [String]) -> String {
        guard var phrase = names.first else { return "" }
        for name in names.dropFirst() { phrase = twoNames.text(phrase, name) }
        return phrase
    }
}
