import MemorizeLocalization

/// The lobby's lines in plain mode (`LobbyLines`, `LobbySession`, `LobbyTableArrival`), spoken by a
/// screen reader, and the grid lobby's first notice. The commands a player types (`tables`, `l`,
/// `join 3`, `new THEME`, `matchismo`, `seats`, `computer hard`, `daily`, `board`, `quit`, `help`)
/// stay as they are; names and themes come in as they are shown.
package enum LobbyText: MessageCatalog {
    case openingNone, opening, tableLine, full, seatsFree, watchingCount, playing, clauseSeparator
    case dailyPlayed, dailyWaiting, boardEmpty, boardTitle, boardEntry, firstDay, daysInARow
    case helpCommands, helpNew, helpDaily
    case whichTable, noCommand, seatsGo, noSingleTheme, computerNeedsSeats
    case welcome, youAre, backInLobby, lobbyClosed, sitAtSeat, watchingTable, openSeat, awaySeat, connecting

    package var message: Message {
        switch self {
        case .openingNone:
            Message(
                "Lobby, as %1$s: no table open. Type help for the commands.",
                comment: "The lobby's first line. %1$s: the player's name. help is typed.")
        case .opening:
            Message(
                "Lobby, as %1$s: %2$s table open. Type help for the commands.",
                plural: "Lobby, as %1$s: %2$s tables open. Type help for the commands.",
                comment: "%1$s: the player's name; %2$s: the open tables.")
        case .tableLine:
            Message(
                "Table %1$s: %2$s, %3$s, %4$s: %5$s.",
                comment:
                    "One table. %1$s: its number; %2$s: the theme; %3$s: the mode (pairs); %4$s: full, or the seats free; %5$s: the seats and more, separated."
            )
        case .full: Message("full", comment: "A table with no seat free, inside its line.")
        case .seatsFree:
            Message("%1$s of %2$s seats free", comment: "Inside a table's line. %1$s: seats free; %2$s: all seats.")
        case .watchingCount: Message("%1$s watching", comment: "Inside a table's line: the spectators.")
        case .playing: Message("playing", comment: "Inside a table's line: its game has begun.")
        case .clauseSeparator: Message("; ", comment: "Between the parts at the end of a table's line.")
        case .dailyPlayed:
            Message(
                "Today's daily %1$s is played; board shows the results.",
                comment: "%1$s: the daily's number. board is typed.")
        case .dailyWaiting:
            Message("Today's daily %1$s is waiting: daily plays it, once.", comment: "daily is typed.")
        case .boardEmpty: Message("Nobody has played today's daily %1$s yet.", comment: "%1$s: the daily's number.")
        case .boardTitle:
            Message(
                "Today's board, daily %1$s, %2$s played:",
                comment: "%1$s: the daily's number; %2$s: how many played it.")
        case .boardEntry:
            Message(
                "%1$s. %2$s, %3$s points, %4$s flips over, %5$s, %6$s.",
                comment:
                    "One result. %1$s: its place; %2$s: the name; %3$s: the score; %4$s: flips over the fewest; %5$s: the time in words; %6$s: the streak."
            )
        case .firstDay: Message("first day", comment: "A streak of one day.")
        case .daysInARow: Message("%1$s days in a row", comment: "A streak: %1$s is 2 or more.")
        case .helpCommands:
            Message(
                "Commands: tables (or l) lists the open tables; join 3 takes a free seat at table 3; watch 3 watches it.",
                comment: "The words tables, l, join, watch are typed as they are.")
        case .helpNew:
            Message(
                "new THEME makes a table; add matchismo, timed, seats 2 to 4, computer easy, normal, hard or expert, as in: new Animals seats 3 computer hard.",
                comment: "Every word after new is typed as it is (Animals is a theme's name).")
        case .helpDaily:
            Message(
                "daily plays today's daily, once; board reads today's results; quit (or q) leaves.",
                comment: "daily, board, quit and q are typed.")
        case .whichTable:
            Message("Say which table by its number, as in: %1$s 3.", comment: "%1$s: the command typed (join).")
        case .noCommand: Message("There is no command %1$s; type help.", comment: "%1$s: what was typed, quoted.")
        case .seatsGo: Message("Seats go from 2 to 4, as in: new Animals seats 3.")
        case .noSingleTheme:
            Message(
                "No single theme is called %1$s; the themes: %2$s.",
                comment: "%1$s: the word typed, quoted; %2$s: the themes' names.")
        case .computerNeedsSeats: Message("A computer seat needs 3 seats or more, to leave one for a friend.")
        case .welcome: Message("Welcome to the lobby. Type the name the other players will see.")
        case .youAre: Message("You are %1$s here.", comment: "%1$s: the player's name.")
        case .backInLobby: Message("Back in the lobby.")
        case .lobbyClosed:
            Message(
                "the lobby is closed: cannot connect to %1$s: %2$s (your key: %3$s)",
                comment:
                    "After memorize: . %1$s: the socket, quoted; %2$s: the system's reason; %3$s: the key's fingerprint."
            )
        case .sitAtSeat:
            Message(
                "You sit at seat %1$s of %2$s (%3$s); the game starts when the seats are taken.",
                comment: "%1$s: this player's seat; %2$s: the seats; %3$s: the seats' names, open for a free one.")
        case .watchingTable: Message("Watching (%1$s).", comment: "%1$s: the seats' names.")
        case .openSeat: Message("open", comment: "A free seat, in a list of names.")
        case .awaySeat:
            Message("%1$s (away)", comment: "A seat whose player is away, in a list of names. %1$s: the name.")
        case .connecting:
            Message("Connecting to the lobby…", comment: "The grid lobby's screen before the server answers.")
        }
    }
}
