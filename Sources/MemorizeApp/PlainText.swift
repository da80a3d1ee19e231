import MemorizeLocalization

/// Plain mode's lines (`PlainLines`), as messages (docs/TRANSLATING.md). They are spoken by a screen
/// reader: a translation says numbers and sentences in words its speech engine reads, and no symbol that
/// would be read as a symbol. The words a player types (`help`, `l`, `r`, `s`, `p`, `q`, `share`, a row
/// letter such as `b`) stay as they are. A face's name and a theme's name come in already in the language.
package enum PlainText: MessageCatalog {
    case openingBrief, openingBriefDaily, dailyTitle, dailyTitleNumbered
    case openingFull, openingFullFaceDown, fullTitle, fullDailyTitle, fullDailyTitleNumbered
    case timedBrief, timedFull
    case rows, rowsWithLast
    case card, cardWithPicture
    case yourTurn, playersTurn, yourTurnAgain, playersTurnAgain, lastTurn, yourLastTurn, playersLastTurn
    case row, rowSeparator, faceDown, faceUp, matched, cardFaceDown, cardFaceUp, cardMatched, paused
    case pairsLeft, cardsLeft, standing, sentence
    case score, scoreRest
    case match, noMatch, plusPoints, minusPoints, seen, clauseSeparator, seenClause, twoInAList
    case playAgain, hostDeals, tableOver
    case summaryScore, newBest, bestScore, bestFlips, bestTime, typeShare
    case helpChoose, helpLookCard, helpLook, helpRepeat, helpScore, helpSeed, helpShare, helpNew, helpOptions
    case helpHostDeals, helpVerbose, helpPause
    case noSuchCard, noSuchRow, noSuchCardInRow, typeACard, numberedTheme, themes, typeATheme
    case shareLater, seedLater, noSeedAtTable, toShare, toDealAgain, seed
    case pausedNow, goOn, backToGame, newGameForm, pausedCommands, nothingToRepeat, fullLines, briefLines
    case gameOver, gameOverBrief, gameOverFull
    case summaryDaily, flipsLine, flipsBest, timeLine, timeBest, scoreLine, scoreBest, sessionBest, fullNextGame

    package var message: Message {
        switch self {
        case .openingBrief:
            Message(
                "%1$s: %2$s cards in %3$s. Type a number or help.",
                comment:
                    "Plain mode's first line. %1$s: the theme's name; %2$s: the cards; %3$s: the rows (3 rows of 4). help is typed."
            )
        case .openingBriefDaily:
            Message(
                "%1$s, %2$s: %3$s cards in %4$s. Type a number or help.",
                comment:
                    "As the first line, for a daily: %1$s: the daily's title (Daily #17, December 2, 2026); %2$s: the theme."
            )
        case .dailyTitle:
            Message("Daily %1$s", comment: "The daily's title in plain mode's first line. %1$s: the day in words.")
        case .dailyTitleNumbered:
            Message(
                "Daily #%1$s, %2$s",
                comment: "%1$s: the daily's number (17, the 17th daily); %2$s: the day in words.")
        case .openingFull:
            Message(
                "%1$s, %2$s: %3$s cards in %4$s. Type a card number from 1 to %3$s, or help.",
                comment:
                    "Full lines' first line. %1$s: Memorize, or the daily's title; %2$s: the theme; %3$s: the cards; %4$s: the rows."
            )
        case .openingFullFaceDown:
            Message(
                "%1$s, %2$s: %3$s cards in %4$s, all face down. Type a card number from 1 to %3$s, or help.",
                comment: "As the full first line, when every card is face down.")
        case .fullTitle:
            Message("Memorize", comment: "The game's name, first in the full first line.")
        case .fullDailyTitle:
            Message("Memorize daily %1$s", comment: "%1$s: the day in words.")
        case .fullDailyTitleNumbered:
            Message("Memorize daily #%1$s, %2$s", comment: "%1$s: the daily's number (17); %2$s: the day in words.")
        case .timedBrief:
            Message("Timed: quick choices score more.")
        case .timedFull:
            Message(
                "Timed: the points of a match or a mismatch are multiplied by 10 less the seconds since your last choice."
            )
        case .rows:
            Message(
                "%1$s row of %2$s", plural: "%1$s rows of %2$s",
                comment: "The board's shape, inside the first line. %1$s: the rows; %2$s: the cards in a row.")
        case .rowsWithLast:
            Message(
                "%1$s rows of %2$s, the last of %3$s",
                comment: "The board's shape when the last row is shorter. %3$s: the cards in the last row.")
        case .card:
            Message("Card %1$s: %2$s.", comment: "A card turned up. %1$s: its number; %2$s: its face's name.")
        case .cardWithPicture:
            Message(
                "Card %1$s: %2$s %3$s",
                comment: "As a card turned up, in full lines. %3$s: the face's picture (an emoji).")
        case .yourTurn:
            Message("Your turn.")
        case .playersTurn:
            Message("%1$s's turn.", comment: "%1$s: a player's name, or Computer.")
        case .yourTurnAgain:
            Message("Your turn again.", comment: "After a match, the same player goes on.")
        case .playersTurnAgain:
            Message("%1$s's turn again.", comment: "%1$s: a player's name.")
        case .lastTurn:
            Message("Last turn:", comment: "Before the last turn's lines, said again.")
        case .yourLastTurn:
            Message("Your last turn:")
        case .playersLastTurn:
            Message("Last turn, %1$s:", comment: "%1$s: a player's name.")
        case .row:
            Message(
                "Row %1$s: %2$s.",
                comment: "One row of the board. %1$s: its letter (a, typed by the player); %2$s: its cards, separated.")
        case .rowSeparator:
            Message("; ", comment: "Between the cards of a row.")
        case .faceDown:
            Message("%1$s face down", comment: "A card in a row. %1$s: its number.")
        case .faceUp:
            Message("%1$s, %2$s, face up", comment: "A card in a row. %1$s: its number; %2$s: its face's name.")
        case .matched:
            Message("%1$s, %2$s, matched", comment: "A card in a row, already matched.")
        case .cardFaceDown:
            Message("Card %1$s: face down.", comment: "What l 7 says of a card. %1$s: its number.")
        case .cardFaceUp:
            Message("Card %1$s: %2$s, face up.", comment: "%2$s: its face's name.")
        case .cardMatched:
            Message("Card %1$s: %2$s, matched.")
        case .paused:
            Message("The game is paused: the board is hidden. Type p to go on.", comment: "p is typed.")
        case .pairsLeft:
            Message("%1$s pair left", plural: "%1$s pairs left", comment: "A phrase in the score line.")
        case .cardsLeft:
            Message("%1$s card left", plural: "%1$s cards left", comment: "A phrase in the score line.")
        case .standing:
            Message(
                "%1$s: %2$s, %3$s", comment: "One player's standing. %1$s: the name; %2$s: the pairs; %3$s: the points."
            )
        case .sentence:
            Message("%1$s.", comment: "A sentence made of the phrases in %1$s, such as the players' standings.")
        case .score:
            Message(
                "Score %1$s, %2$s, %3$s, %4$s.",
                comment: "%1$s: the score; %2$s: the flips (10 flips); %3$s: the time in words; %4$s: what is left.")
        case .scoreRest:
            Message(
                "%1$s, %2$s, %3$s.",
                comment: "With several players: %1$s: the flips; %2$s: the time; %3$s: what is left.")
        case .match:
            Message(
                "match",
                comment: "A comparison's result, first in its line (the first letter is made capital in English).")
        case .noMatch:
            Message("no match", comment: "A comparison's result, first in its line.")
        case .plusPoints:
            Message("plus %1$s", comment: "Points won, after match. %1$s: the points.")
        case .minusPoints:
            Message("minus %1$s", comment: "Points lost, after no match. %1$s: the points.")
        case .clauseSeparator:
            Message(", ", comment: "Between the pieces of a result: match, plus 4, 2 pairs left.")
        case .seen:
            Message(
                "%1$s was seen", plural: "%1$s were seen",
                comment: "Why a mismatch cost points. %1$s: the names of the cards seen before (bat and ghost).")
        case .seenClause:
            Message("%1$s: %2$s", comment: "%1$s: the result (no match, minus 1); %2$s: which cards were seen.")
        case .twoInAList:
            Message("%1$s and %2$s", comment: "The last two of a list; the others are separated by commas.")
        case .playAgain:
            Message("Enter plays again.", comment: "After a game. Enter is the key.")
        case .hostDeals:
            Message("The host deals the next game.")
        case .tableOver:
            Message("The table is over: q quits.", comment: "q is typed.")
        case .summaryScore:
            Message("Score %1$s, %2$s, %3$s.", comment: "The result. %1$s: the score; %2$s: the flips; %3$s: the time.")
        case .newBest:
            Message("A new best %1$s.", comment: "%1$s: score, flips or time, or a list of them.")
        case .bestScore:
            Message("score", comment: "In A new best %1$s.")
        case .bestFlips:
            Message("flips", comment: "In A new best %1$s.")
        case .bestTime:
            Message("time", comment: "In A new best %1$s.")
        case .typeShare:
            Message("Type share for a line to share.", comment: "share is typed.")
        case .helpChoose:
            Message(
                "Type a card number from 1 to %1$s, or a row letter from a to %2$s and a column, such as b1.",
                comment: "The help's first line. %1$s: the cards; %2$s: the last row's letter. b1 is typed as it is.")
        case .helpLookCard:
            Message("l 7: what card 7 shows, without turning it.", comment: "The help. l 7 is typed as it is.")
        case .helpLook:
            Message("l or look: the board. l b: row b.", comment: "The help. l, look and l b are typed.")
        case .helpRepeat:
            Message("r: the last result, or the other player's turn, again.", comment: "The help. r is typed.")
        case .helpScore:
            Message("s or score: the score and whose turn it is.", comment: "The help. s and score are typed.")
        case .helpSeed:
            Message("seed: at the end, how to deal the board again.", comment: "The help. seed is typed.")
        case .helpShare:
            Message("share: at the end of a daily, its line to share.", comment: "The help. share is typed.")
        case .helpNew:
            Message("n or new: a new game. t or themes: the themes.", comment: "The help. n, new, t, themes are typed.")
        case .helpOptions:
            Message(
                "o or options: choose the next game, question by question.", comment: "The help. o, options are typed.")
        case .helpHostDeals:
            Message("The host deals each game.", comment: "The help, at a table's guest.")
        case .helpVerbose:
            Message("verbose: full or brief lines.", comment: "The help. verbose is typed.")
        case .helpPause:
            Message(
                "p or pause: pause. help: this help. q or quit: quit.",
                comment: "The help. p, pause, help, q, quit are typed.")
        case .noSuchCard:
            Message(
                "There is no card %1$s: cards go from 1 to %2$s.",
                comment: "A line naming no card. %1$s: the number typed; %2$s: the cards.")
        case .noSuchRow:
            Message(
                "There is no row %1$s: rows a to %2$s.",
                comment: "%1$s: the letter typed; %2$s: the last row's letter.")
        case .noSuchCardInRow:
            Message(
                "There is no card %1$s in row %2$s: it has cards 1 to %3$s.",
                comment: "%1$s: the column typed; %2$s: the row's letter; %3$s: the cards in that row.")
        case .typeACard:
            Message(
                "Type a card number from 1 to %1$s, a row and column such as b1, or help.",
                comment: "A line that names no card or command. %1$s: the cards.")
        case .numberedTheme:
            Message("%1$s %2$s", comment: "A theme in the list of themes. %1$s: its number; %2$s: its name.")
        case .themes:
            Message("Themes: %1$s.", comment: "%1$s: the themes with their numbers, separated.")
        case .typeATheme:
            Message(
                "Type a theme number from 1 to %1$s, or press Enter to go back.", comment: "%1$s: the themes.")
        case .shareLater:
            Message("The line to share is said when the game is over.")
        case .seedLater:
            Message("The seed is said when the game is over: it would give the board away.")
        case .noSeedAtTable:
            Message("This game has no seed to give: a table's board is dealt only at the table.")
        case .toShare:
            Message("To share: %1$s", comment: "%1$s: the daily's line to paste, as it is.")
        case .toDealAgain:
            Message("To deal this board again: %1$s.", comment: "%1$s: the command line, as it is.")
        case .seed:
            Message("Seed %1$s.", comment: "%1$s: the board's seed, a number.")
        case .summaryDaily:
            Message("Daily %1$s.", comment: "The full summary: which daily. %1$s: the day in words.")
        case .flipsLine:
            Message("Flips %1$s.", comment: "The full summary. %1$s: the cards turned, a number.")
        case .flipsBest:
            Message("Flips %1$s, a new best.", comment: "As Flips, when it beats the best.")
        case .timeLine:
            Message("Time %1$s.", comment: "The full summary. %1$s: the time in words.")
        case .timeBest:
            Message("Time %1$s, a new best.", comment: "As Time, when it beats the best.")
        case .scoreLine:
            Message("Score %1$s.", comment: "The full summary. %1$s: the score.")
        case .scoreBest:
            Message("Score %1$s, a new best.", comment: "As Score, when it beats the best.")
        case .sessionBest:
            Message("Best score this session: %1$s.", comment: "%1$s: the best score since the game started.")
        case .fullNextGame:
            Message(
                "Press Enter to play %1$s again, type n for a new game, t for the themes, or q to quit.",
                comment: "The full summary's last line. %1$s: the theme's name. n, t and q are typed.")
        case .pausedNow:
            Message("Paused: the board is hidden and the clock stopped. Type p to go on.", comment: "p is typed.")
        case .goOn:
            Message("Go on.", comment: "Said when the game goes on after a pause.")
        case .backToGame:
            Message("Back to the game.", comment: "Said after a question or the theme list is closed.")
        case .newGameForm:
            Message(
                "New game. Now: %1$s. Enter keeps each choice; q goes back.",
                comment: "The new game's questions begin. %1$s: the choices now, as a command line (kept as it is).")
        case .pausedCommands:
            Message("Paused. Type p to go on, or q to quit.", comment: "p and q are typed.")
        case .nothingToRepeat:
            Message("Nothing to repeat yet.", comment: "What r says before any result.")
        case .fullLines:
            Message(
                "Full lines: the faces' pictures, the longer opening and the whole summary.",
                comment: "What verbose says when it turns full lines on.")
        case .briefLines:
            Message("Brief lines.", comment: "What verbose says when it turns full lines off.")
        case .gameOver:
            Message("The game is over. %1$s", comment: "%1$s: what the player may do next, a sentence.")
        case .gameOverBrief:
            Message("The game is over. Enter plays again, n a new game, q quits.", comment: "n and q are typed.")
        case .gameOverFull:
            Message(
                "The game is over. Press Enter to play again, type n for a new game, t for the themes, or q to quit.",
                comment: "n, t and q are typed.")
        }
    }
}
