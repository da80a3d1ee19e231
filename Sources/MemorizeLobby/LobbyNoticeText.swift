import MemorizeLocalization
import MemorizeNetwork
import MemorizeTable

/// What the lobby server tells a player's door: refusals, names taken, limits, why a session or a
/// table ended, and the words of its listing (a table's mode, a computer's seat). The server serves
/// players of every language at once, so it sends these in English, as the wire carries them, and
/// each door shows them in its own player's language (`LobbyClientProtocol.takeNews`). Names and
/// the words a player types (easy, hard, daily) stay as they are.
package enum LobbyNoticeText: WireLineCatalog {
    // The server's refusals of a session.
    case lobbyFull, helloTooLong, serverStopping, flooding, beforeHello, beforeName, notHere, versionMismatch, noKey
    // Names.
    case nameIsTheGames, nameTaken, nameNeedsLetter, youAreNow
    // Requests.
    case seatsRange, computerLevels, tablesFull, noTable, sitAlready, tableFull, seatNotOpen, spectatorsFull
    case dailyPlayed, dailyOnce, notOver, everySeat
    // A table's lines.
    case everyoneLeft, sessionEnded, left
    // The door's own lines about the server.
    case closedConnection, lobbyClosedConnection, lobbyStoppedReading
    case sentWelcomeOutOfTurn, sentLobbyBeforeName, sentDoorMessage, sentBadSeat, sentBadSeats, sentSeatMessage
    case sentFrameLength, sentUnknownType, sentMalformed, sentOutOfSequence
    case tableMessageOfHandshake, fieldTooLong
    // The listing.
    case modePairs, modePairsTimed, modeMatchismo, modeMatchismoTimed, computerSeat

    package var nestedLines: Set<Int> {
        switch self {
        case .closedConnection, .sentMalformed: [1]
        default: []
        }
    }

    package var message: Message {
        switch self {
        case .lobbyFull: Message("the lobby is full: try again later", comment: "Why a session ends, after memorize: .")
        case .helloTooLong: Message("it took too long to say hello")
        case .serverStopping: Message("the lobby server is stopping: come back in a moment")
        case .flooding: Message("you sent more than %1$s messages a second", comment: "%1$s: a number.")
        case .beforeHello:
            Message("the door sent a message before its hello", comment: "The door: the player's program.")
        case .beforeName: Message("the door sent a message before choosing a name")
        case .notHere: Message("the door sent a message that does not belong here")
        case .versionMismatch:
            Message(
                "this lobby speaks version %1$s of the protocol, the door %2$s: update memorize",
                comment: "%1$s, %2$s: versions (numbers).")
        case .noKey: Message("the session has no SSH key to know you by")
        case .nameIsTheGames: Message("the name %1$s is the game's own", comment: "%1$s: a name (Computer).")
        case .nameTaken:
            Message("the name %1$s is taken on this server: choose another", comment: "%1$s: the name asked for.")
        case .nameNeedsLetter: Message("a name needs a letter or two")
        case .youAreNow: Message("you are %1$s on this server now", comment: "%1$s: the player's new name.")
        case .seatsRange: Message("a table has 2 to %1$s seats", comment: "%1$s: a number (4).")
        case .computerLevels:
            Message(
                "the computer plays at easy, normal, hard or expert",
                comment: "easy, normal, hard and expert are typed as they are.")
        case .tablesFull:
            Message("this server holds %1$s tables already: join one", comment: "%1$s: a number.")
        case .noTable: Message("there is no table %1$s", comment: "%1$s: a table's number.")
        case .sitAlready:
            Message("you sit at table %1$s already, in another session", comment: "%1$s: a table's number.")
        case .tableFull: Message("table %1$s is full: watch it instead", comment: "%1$s: a table's number.")
        case .seatNotOpen:
            Message("seat %1$s of table %2$s is not open", comment: "%1$s: a seat's number; %2$s: a table's number.")
        case .spectatorsFull:
            Message(
                "table %1$s has %2$s spectators already", comment: "%1$s: a table's number; %2$s: a number.")
        case .dailyPlayed:
            Message("you played today's daily: the next is dealt at midnight UTC")
        case .dailyOnce: Message("the daily is played once a day")
        case .notOver: Message("the game is not over yet")
        case .everySeat: Message("every seat must be taken for the next game")
        case .everyoneLeft: Message("every player left the table")
        case .sessionEnded:
            Message(
                "%1$s is away (their session ended): the game waits a minute", comment: "%1$s: a player's name.")
        case .left: Message("%1$s left", comment: "A player left a lobby's table. %1$s: their name.")
        case .closedConnection:
            Message("the lobby closed the connection (%1$s)", comment: "%1$s: how it closed.")
        case .lobbyClosedConnection: Message("the lobby closed the connection")
        case .lobbyStoppedReading: Message("the lobby stopped reading")
        case .sentWelcomeOutOfTurn:
            Message("the lobby sent a welcome out of turn", comment: "The lobby server broke its protocol.")
        case .sentLobbyBeforeName: Message("the lobby sent a lobby before a name")
        case .sentDoorMessage: Message("the lobby sent a message only a door sends")
        case .sentBadSeat: Message("the lobby sent a seat that cannot be")
        case .sentBadSeats: Message("the lobby sent seats that cannot be")
        case .sentSeatMessage: Message("the lobby sent a table message only a seat sends")
        case .sentFrameLength:
            Message("the lobby sent a frame of %1$s bytes (at most %2$s)", comment: "%1$s, %2$s: numbers of bytes.")
        case .sentUnknownType: Message("the lobby sent a message of unknown type %1$s", comment: "%1$s: a number.")
        case .sentMalformed:
            Message("the lobby sent a malformed message (%1$s)", comment: "%1$s: what is wrong with it.")
        case .sentOutOfSequence:
            Message(
                "the lobby sent message %1$s where %2$s was due (replayed or out of order)",
                comment: "%1$s, %2$s: messages' numbers.")
        case .tableMessageOfHandshake:
            Message("a table message of the handshake", comment: "What is wrong with a message, inside parentheses.")
        case .fieldTooLong:
            Message(
                "a field of %1$s bytes, at most %2$s", comment: "What is wrong with a message. %1$s, %2$s: numbers.")
        case .modePairs: Message("pairs", comment: "A lobby table's mode: find pairs.")
        case .modePairsTimed: Message("pairs, timed", comment: "A lobby table's mode, timed.")
        case .modeMatchismo: Message("Matchismo", comment: "A lobby table's mode: the Matchismo game, a name.")
        case .modeMatchismoTimed: Message("Matchismo, timed")
        case .computerSeat:
            Message(
                "Computer (%1$s)",
                comment:
                    "A computer's seat in the lobby's list. %1$s: its level (easy, normal, hard, expert), as typed.")
        }
    }

    /// Both catalogs a door recognizes: the lobby's lines and the tables' (a lobby's table says them too).
    package static var catalogs: [any WireLineCatalog.Type] { [LobbyNoticeText.self, TableLineText.self] }

    /// `line` in the player's language, when it is one of these lines or a table's.
    package static func shown(_ line: String) -> String {
        WireLines.shown(line, among: catalogs)
    }
}

extension LobbyNews {
    /// The news with its lines in the player's language: the server's lines, the door's own about
    /// it, and a table's; the listing's modes and computer seats.
    var shown: LobbyNews {
        switch self {
        case .notice(let line): return .notice(LobbyNoticeText.shown(line))
        case .ended(let line): return .ended(LobbyNoticeText.shown(line))
        case .table(let event): return .table(event.shown(among: LobbyNoticeText.catalogs))
        case .lobby(var snapshot):
            for index in snapshot.tables.indices {
                snapshot.tables[index].mode = LobbyNoticeText.shown(snapshot.tables[index].mode)
                // Only a computer's seat: a player's name is never translated.
                snapshot.tables[index].seats = snapshot.tables[index].seats.map { seat in
                    seat.hasPrefix("Computer (") ? LobbyNoticeText.shown(seat) : seat
                }
            }
            return .lobby(snapshot)
        case .nameNeeded, .named, .leftTable: return self
        }
    }
}
