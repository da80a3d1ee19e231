import MemorizeLocalization

/// The game screen's own lines, as messages (docs/TRANSLATING.md): the yes-or-no questions over the
/// board (typed `y` or `N`, which stay as they are), the status line's daily (a few cells: keep it
/// short), and the notices and lines under the board that say why something cannot be done.
package enum ScreenText: MessageCatalog {
    case quit, newGame, pickTheme, pickAnotherTheme, dealChosen
    case dailyNumbered, dailyDated, you
    case nothingToCopy, copied, tableOver, hostDeals, waitingForSeat, waitingForPlayer
    case noNewGameAtTable, noNewGameHere, notAChoice
    case defaultYou, defaultComputer, defaultPlayer

    package var message: Message {
        switch self {
        case .quit:
            Message(
                "Quit this game? y/N", comment: "A question over the board; y and N are the keys, typed as they are.")
        case .newGame:
            Message("Abandon this game for a new one? y/N", comment: "As above.")
        case .pickTheme:
            Message("Abandon this game for %1$s? y/N", comment: "As above. %1$s: the theme chosen.")
        case .pickAnotherTheme:
            Message("Abandon this game for another? y/N", comment: "As above, when the theme is not known.")
        case .dealChosen:
            Message("Abandon this game for the one chosen? y/N", comment: "As above, from the new-game screen.")
        case .dailyNumbered:
            Message("Daily #%1$s", comment: "The status line (few cells). %1$s: the daily's number (17).")
        case .dailyDated:
            Message("Daily %1$s", comment: "The status line (few cells). %1$s: the day, 2026-12-02.")
        case .you:
            Message("%1$s (you)", comment: "A name on a table's status line: this terminal's seat. %1$s: the name.")
        case .nothingToCopy:
            Message(
                "Nothing to copy: only a daily has lines to share",
                comment: "The notice line, when c is pressed after a game that is not a daily.")
        case .copied:
            Message(
                "Copied, where the terminal allows it; they are printed again at q",
                comment: "The summary, after c copied a daily's share lines; q quits.")
        case .tableOver:
            Message(
                "The table is over: memorize --host starts a new one",
                comment: "Why no game is dealt. memorize --host is a command, as it is.")
        case .hostDeals:
            Message("The host deals the next game", comment: "Why no game is dealt here: a guest's.")
        case .waitingForSeat:
            Message(
                "Waiting for a player to take seat %1$s: they join with the same code",
                comment: "Why no game is dealt yet. %1$s: the seat's number.")
        case .waitingForPlayer:
            Message("Waiting for %1$s to come back", comment: "Why no game is dealt yet. %1$s: a player's name.")
        case .noNewGameAtTable:
            Message(
                "The new-game screen is not at a table across terminals: the host chose the game with memorize --host",
                comment: "Under the board. memorize --host is a command, as it is.")
        case .noNewGameHere:
            Message("The new-game screen is not offered in this run", comment: "Under the board.")
        case .defaultYou:
            Message(
                "You",
                comment:
                    "The name of the player here against the computer, when none is given: on the status line, before a result (You: no match)."
            )
        case .defaultComputer:
            Message("Computer", comment: "The computer opponent's name: on the status line, in Computer's turn.")
        case .defaultPlayer:
            Message("Player %1$s", comment: "A player's name when none is given. %1$s: the seat's number, 1 to 4.")
        case .notAChoice:
            Message("Not a choice here: %1$s", comment: "The new-game screen's problem line. %1$s: what was typed.")
        }
    }
}
