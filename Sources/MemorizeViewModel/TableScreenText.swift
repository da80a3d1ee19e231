import MemorizeLocalization

/// What a table across terminals tells the player here, as messages (docs/TRANSLATING.md): the line
/// under the board and plain mode's news of the table. A name is a player's own. What goes to the other
/// terminal over the wire stays English (its player's language is not known here).
package enum TableScreenText: MessageCatalog {
    case takesSeat, isBack, leftTable, watching, whoseTurn, gameEnded, youLeft
    case boardOfCards, impossibleTable, impossibleChoice, sentence

    package var message: Message {
        switch self {
        case .takesSeat:
            Message("%1$s takes seat %2$s", comment: "Under the board. %1$s: a player's name; %2$s: the seat's number.")
        case .isBack:
            Message("%1$s is back", comment: "Under the board: a player away came back. %1$s: the name.")
        case .leftTable:
            Message("%1$s left the table", comment: "The summary's headline, or under the board. %1$s: the name.")
        case .watching:
            Message(
                "You are watching: only the players choose cards",
                comment: "Under the board, when a watcher chooses a card.")
        case .whoseTurn:
            Message(
                "It is %1$s's turn",
                comment: "Under the board, when a card is chosen out of turn. %1$s: the player to move.")
        case .gameEnded:
            Message(
                "The game ended: %1$s",
                comment: "The summary's headline and under the board. %1$s: why, one of the reasons below.")
        case .youLeft:
            Message("You left the game", comment: "The summary's headline, after quitting a table.")
        case .boardOfCards:
            Message(
                "the host sent a board of %1$s cards",
                comment: "A reason the game ended (after The game ended:). %1$s: a number no board has.")
        case .impossibleTable:
            Message("the host sent a table that cannot be", comment: "A reason the game ended.")
        case .impossibleChoice:
            Message("the host sent a choice that cannot be", comment: "A reason the game ended.")
        case .sentence:
            Message(
                "%1$s.", comment: "A reason the table ended, as the summary's headline: a sentence. %1$s: the reason.")
        }
    }
}
