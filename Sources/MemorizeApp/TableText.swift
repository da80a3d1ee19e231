import MemorizeLocalization

/// The lines a table across terminals writes before its game, on the terminal in the grid and in
/// plain mode alike (`WaitingRoom`, `GameApp.joinTable`): a screen reader reads each once. Commands
/// (`memorize --join …`), keys (Enter, q, Ctrl-C) and names stay as they are.
package enum TableText: MessageCatalog {
    case waitingForAPlayer, waitingForPlayers, anyoneMayWatch
    case enterOrQ, enterOrCtrlC, qStops, ctrlCStops, enterOnceJoined, stoppedWaiting
    case joinedWaiting, joinedFull, sentence
    case joinedTable, seatOf, watching, theHost, cannotListen

    package var message: Message {
        switch self {
        case .waitingForAPlayer:
            Message(
                "Waiting for a player on %1$s. They join with:",
                comment: "The host's first line; the join command follows on the next line. %1$s: HOST:PORT.")
        case .waitingForPlayers:
            Message(
                "Waiting for %1$s players on %2$s. They join with:",
                comment: "As the first line, for 2 or 3 players. %1$s: how many; %2$s: HOST:PORT.")
        case .anyoneMayWatch:
            Message("Anyone may watch with:", comment: "The watch command follows on the next line.")
        case .enterOrQ:
            Message("Enter starts with the seats filled so far; q stops waiting.", comment: "Enter and q are keys.")
        case .enterOrCtrlC:
            Message("Enter starts with the seats filled so far; Ctrl-C stops waiting.")
        case .qStops: Message("q stops waiting.", comment: "q is typed.")
        case .ctrlCStops: Message("Ctrl-C stops waiting.")
        case .enterOnceJoined:
            Message("Enter starts the game once a player has joined; q stops waiting.")
        case .stoppedWaiting: Message("Stopped waiting: no game was played.")
        case .joinedWaiting:
            Message(
                "%1$s joined (%2$s of %3$s seats, waiting for %4$s more).",
                comment: "%1$s: a player's name; %2$s: the seats filled; %3$s: all seats; %4$s: the seats still open.")
        case .joinedFull:
            Message("%1$s joined (%2$s of %3$s seats).", comment: "As above, with every seat filled.")
        case .sentence:
            Message("%1$s.", comment: "A line of the table (a player away, left) made a sentence.")
        case .joinedTable:
            Message(
                "Joined %1$s's table (%2$s; %3$s). Waiting for %1$s to deal.",
                comment: "%1$s: the host's name; %2$s: seat 2 of 3, or watching; %3$s: the players' names.")
        case .seatOf:
            Message("seat %1$s of %2$s", comment: "Inside the joined line. %1$s: this player's seat; %2$s: the seats.")
        case .watching: Message("watching", comment: "Inside the joined line, for a spectator.")
        case .theHost: Message("The host", comment: "The host's name before it is known.")
        case .cannotListen:
            Message(
                "cannot listen on %1$s: %2$s",
                comment: "An error after memorize: . %1$s: the address; %2$s: the system's reason.")
        }
    }
}
