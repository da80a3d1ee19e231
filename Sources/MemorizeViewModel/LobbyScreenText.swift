import MemorizeLocalization

/// The lobby's notices and its new-table form, as messages (docs/TRANSLATING.md). The keys (`w`, `b`)
/// stay as they are; a level of the computer (`hard`) is a word the command line takes, as it is.
package enum LobbyScreenText: MessageCatalog {
    case noFreeSeat, playedToday, typeAName
    case theme, mode, timing, seats, computer
    case matchismoDeals, matchismo, pairs, timed, untimed, oneSeat, none, open, away

    package var message: Message {
        switch self {
        case .noFreeSeat:
            Message(
                "Table %1$s has no free seat; w watches it.",
                comment: "The lobby's notice. %1$s: the table's number; w is the key.")
        case .playedToday:
            Message("You have played today's daily; b shows the board.", comment: "The lobby's notice; b is the key.")
        case .typeAName:
            Message("Type a name first.", comment: "The lobby's name prompt, when Enter is pressed on nothing.")
        case .theme:
            Message("Theme", comment: "A label of the lobby's new-table form.")
        case .mode:
            Message("Mode", comment: "A label of the lobby's new-table form: pairs or Matchismo.")
        case .timing:
            Message("Timing", comment: "A label of the lobby's new-table form: timed or untimed.")
        case .seats:
            Message("Seats", comment: "A label of the lobby's new-table form.")
        case .computer:
            Message("Computer", comment: "A label of the lobby's new-table form.")
        case .matchismoDeals:
            Message("(Matchismo deals cards)", comment: "The lobby's form: Matchismo has no theme.")
        case .matchismo:
            Message("Matchismo", comment: "The game's name, in the lobby's form.")
        case .pairs:
            Message("pairs", comment: "The lobby's form: the pairs game.")
        case .timed:
            Message("timed", comment: "The lobby's form.")
        case .untimed:
            Message("untimed", comment: "The lobby's form.")
        case .oneSeat:
            Message("one seat, %1$s", comment: "The lobby's form: the computer takes a seat. %1$s: its level (hard).")
        case .none:
            Message("none", comment: "The lobby's form: no computer.")
        case .open:
            Message("open", comment: "A free seat, in the lobby's list of tables.")
        case .away:
            Message("%1$s (away)", comment: "A seat's player who is away, in the lobby's list. %1$s: the name.")
        }
    }
}
