import MemorizeLocalization
import MemorizeTable

/// The lines of a table across terminals that tell a player why: refusals, a seat away, the game
/// ended, a connection lost. They are composed in English (`english`), which is what goes on the
/// wire, and each side shows them in its own player's language (`shown`): a line from the host is
/// read at the guest's terminal, so it is recognized there rather than translated where it was made.
/// Names and addresses inside them are shown as they are.
package enum TableLineText: WireLineCatalog {
    // The handshake.
    case versionMismatch, helloMalformed, wrongCode, joinerGaveUp, joinerOutOfTurn, wrongCodeCheck, hostRefused
    case hostOutOfTurn
    // The host.
    case tookTooLong, notAnswering, didNotComeBack, tooManyJoining, tooManyWrongCodes, wrongCodesFromOneAddress
    case flooding, spectatorOutOfTurn, nameIsTheGames, spectatorsFull, nameAtTable, tableFull
    case waitsForOne, waitsForTwo, waitsForThree, isWatching, leftTheGame, refusedTheGame, seatOutOfTurn
    case closedWhileJoining, isAway, isAwayBringBack, sentAway, codeRetired, failedJoins
    // What the host's game says to a seat (composed by the view model, recognized here).
    case newBoardDealt, choseOutOfTurn, awayFromBoard
    // Bytes that cannot be read.
    case frameLength, unknownType, malformed, outOfSequence, unreadable
    case endsEarly, bytesAfterLastField, flagOf, countOf, notUTF8, eventOfKind, sealedBeforeProof
    case clearAfterProof, handshakeInsideSealed
    // A guest.
    case cannotReachHost, noAnswerFromHost, isNotAnswering, noAnswerInTime, didNotComeBackBecause
    case badSeatOffered, badSeatsNamed, badSeatNamed, endedTheGame, gameEnded, hostClosedWhileJoining
    case connectionLost
    // The connections under a table.
    case stoppedReading, connectionInUse, noAddress, descriptorNotOpen, connectionClosed, closedMidMessage
    case otherSideClosed, cannotFind, addressNoAnswer, noAddressTried, cannotReach, cannotReachTried

    package var nestedLines: Set<Int> {
        switch self {
        case .joinerGaveUp, .hostRefused, .malformed, .cannotReachHost, .gameEnded, .hostClosedWhileJoining:
            [1]
        case .refusedTheGame, .isAway, .isAwayBringBack, .sentAway, .failedJoins, .didNotComeBackBecause,
            .endedTheGame, .connectionLost, .cannotReach, .cannotReachTried:
            [2]
        default: []
        }
    }

    package var message: Message {
        switch self {
        case .versionMismatch:
            Message(
                "the joining side speaks protocol %1$s and this host %2$s: update both",
                comment: "A refusal. %1$s, %2$s: protocol versions (numbers).")
        case .helloMalformed: Message("the joining side's hello was malformed", comment: "A refusal while joining.")
        case .wrongCode: Message("wrong join code")
        case .joinerGaveUp:
            Message("the joining side gave up: %1$s", comment: "%1$s: its reason, another of these lines.")
        case .joinerOutOfTurn: Message("the joining side sent a message out of turn")
        case .wrongCodeCheck: Message("wrong join code: check the code and the address")
        case .hostRefused: Message("the host refused: %1$s", comment: "%1$s: the host's reason, another line.")
        case .hostOutOfTurn: Message("the host sent a message out of turn")
        case .tookTooLong: Message("it took too long to join")
        case .notAnswering: Message("not answering", comment: "Why a player is away, inside parentheses.")
        case .didNotComeBack: Message("%1$s did not come back within a minute", comment: "%1$s: a player's name.")
        case .tooManyJoining: Message("too many players joining at once: try again")
        case .tooManyWrongCodes: Message("too many wrong codes from your address: wait a moment")
        case .wrongCodesFromOneAddress:
            Message("wrong codes from one address", comment: "Why a join failed, in the host's summary.")
        case .flooding:
            Message("the other side sent more than %1$s messages a second", comment: "%1$s: a number.")
        case .spectatorOutOfTurn: Message("a spectator sent a message out of turn")
        case .nameIsTheGames:
            Message(
                "the name %1$s is the game's own: choose another with --name",
                comment: "%1$s: the name (Computer, You). --name is an option.")
        case .spectatorsFull: Message("this table has %1$s spectators already", comment: "%1$s: a number.")
        case .nameAtTable:
            Message("%1$s is already at this table: choose another name with --name", comment: "%1$s: a name.")
        case .tableFull: Message("this table is full")
        case .waitsForOne: Message("this table waits for %1$s to come back", comment: "%1$s: a player's name.")
        case .waitsForTwo:
            Message("this table waits for %1$s and %2$s to come back", comment: "%1$s, %2$s: players' names.")
        case .waitsForThree:
            Message(
                "this table waits for %1$s and %2$s and %3$s to come back", comment: "%1$s, %2$s, %3$s: players' names."
            )
        case .isWatching: Message("%1$s is watching", comment: "A spectator arrived. %1$s: their name.")
        case .leftTheGame: Message("%1$s left the game", comment: "%1$s: a player's name.")
        case .refusedTheGame:
            Message("%1$s refused the game: %2$s", comment: "%1$s: a player's name; %2$s: their reason.")
        case .seatOutOfTurn: Message("%1$s sent a message out of turn", comment: "%1$s: a player's name.")
        case .closedWhileJoining: Message("the connection closed while joining")
        case .isAway:
            Message("%1$s is away (%2$s)", comment: "%1$s: a player's name; %2$s: why (not answering).")
        case .isAwayBringBack:
            Message(
                "%1$s is away (%2$s): memorize --join %3$s --code %4$s brings them back",
                comment: "Told to the host. %3$s: the address; %4$s: the join code; the command is typed as it is.")
        case .sentAway:
            Message("%1$s was sent away: %2$s", comment: "%1$s: a player's name; %2$s: why.")
        case .codeRetired:
            Message(
                "%1$s wrong join codes: that code is retired, the new one is %2$s",
                comment: "%1$s: a number; %2$s: the new join code, typed as it is.")
        case .failedJoins:
            Message(
                "%1$s failed join (the last: %2$s)", plural: "%1$s failed joins (the last: %2$s)",
                comment: "Told to the host. %1$s: the number of tries; %2$s: the last one's reason.")
        case .newBoardDealt: Message("A new board was dealt", comment: "Why a choice was not acted on.")
        case .choseOutOfTurn: Message("%1$s chose out of turn", comment: "%1$s: a player's name.")
        case .awayFromBoard:
            Message(
                "%1$s is away from the board: try again in a moment", comment: "%1$s: the host's name.")
        case .frameLength:
            Message(
                "the other side sent a frame of %1$s bytes (at most %2$s)", comment: "%1$s, %2$s: numbers of bytes.")
        case .unknownType:
            Message("the other side sent a message of unknown type %1$s", comment: "%1$s: a number.")
        case .malformed:
            Message(
                "the other side sent a malformed message (%1$s)",
                comment: "%1$s: what is wrong with it (it ends early).")
        case .outOfSequence:
            Message(
                "the other side sent message %1$s where %2$s was due (replayed or out of order)",
                comment: "%1$s, %2$s: messages' numbers.")
        case .unreadable: Message("the other side's message could not be authenticated")
        case .endsEarly: Message("it ends early", comment: "What is wrong with a message, inside parentheses.")
        case .bytesAfterLastField:
            Message("%1$s bytes after the last field", comment: "What is wrong with a message. %1$s: a number.")
        case .flagOf: Message("a flag of %1$s", comment: "What is wrong with a message: a yes-or-no field of %1$s.")
        case .countOf:
            Message("a count of %1$s, at most %2$s", comment: "What is wrong with a message. %1$s, %2$s: numbers.")
        case .notUTF8: Message("text that is not UTF-8", comment: "What is wrong with a message.")
        case .eventOfKind: Message("an event of kind %1$s", comment: "What is wrong with a message. %1$s: a number.")
        case .sealedBeforeProof: Message("a sealed message before the code was proved")
        case .clearAfterProof: Message("a message in the clear after the code was proved")
        case .handshakeInsideSealed: Message("a handshake message inside a sealed one")
        case .cannotReachHost: Message("cannot reach the host: %1$s", comment: "%1$s: why.")
        case .noAnswerFromHost: Message("no answer from the host in %1$s seconds", comment: "%1$s: a number.")
        case .isNotAnswering: Message("%1$s is not answering", comment: "%1$s: the host's name.")
        case .noAnswerInTime: Message("no answer in time")
        case .didNotComeBackBecause:
            Message(
                "%1$s did not come back within a minute (%2$s)",
                comment: "%1$s: the host's name; %2$s: the last try's reason.")
        case .badSeatOffered: Message("the host offered a seat that cannot be")
        case .badSeatsNamed: Message("the host named seats that cannot be")
        case .badSeatNamed: Message("the host named a seat that cannot be")
        case .endedTheGame:
            Message("%1$s ended the game: %2$s", comment: "%1$s: the host's name; %2$s: the host's reason.")
        case .gameEnded: Message("The game ended: %1$s", comment: "%1$s: why.")
        case .hostClosedWhileJoining:
            Message("the host closed the connection while joining (%1$s)", comment: "%1$s: how it closed.")
        case .connectionLost:
            Message(
                "The connection to %1$s is lost (%2$s): trying again for a minute",
                comment: "%1$s: the host's name; %2$s: how it was lost.")
        case .stoppedReading: Message("the other side stopped reading")
        case .connectionInUse: Message("connection %1$s is already in use", comment: "%1$s: a connection's number.")
        case .noAddress: Message("there is no address to connect to")
        case .descriptorNotOpen: Message("the connection's descriptor is not open")
        case .connectionClosed: Message("the connection closed")
        case .closedMidMessage: Message("the connection closed in the middle of a message")
        case .otherSideClosed: Message("the other side closed the connection")
        case .cannotFind:
            Message(
                "cannot find %1$s: no answer within %2$s seconds", comment: "%1$s: a host name; %2$s: seconds (10.0).")
        case .addressNoAnswer:
            Message("%1$s: no answer within %2$s seconds", comment: "%1$s: an address; %2$s: seconds (3.0).")
        case .noAddressTried: Message("no address", comment: "Why a table cannot be reached: no address was tried.")
        case .cannotReach:
            Message("cannot reach %1$s: %2$s", comment: "%1$s: HOST:PORT; %2$s: why, after the address tried last.")
        case .cannotReachTried:
            Message(
                "cannot reach %1$s: %2$s (%3$s addresses tried)",
                comment: "%1$s: HOST:PORT; %2$s: why; %3$s: how many addresses (2 or more).")
        }
    }

    /// `line` in the player's language, when it is one of these lines (or the lobby's, `among`).
    package static func shown(_ line: String) -> String {
        WireLines.shown(line, among: [TableLineText.self])
    }
}

extension TableEvent {
    /// The event with its line in the player's language: the protocols make their lines in English,
    /// as the wire carries them, and say them in the language as they hand them out.
    package var shown: TableEvent { shown(among: [TableLineText.self]) }

    /// The event with its line in the player's language, recognized among `catalogs`.
    package func shown(among catalogs: [any WireLineCatalog.Type]) -> TableEvent {
        guard Translator.active.language != .english else { return self }
        func shown(_ line: String) -> String { WireLines.shown(line, among: catalogs) }
        switch self {
        case .away(let seat, let reason): return .away(seat: seat, reason: shown(reason))
        case .note(let line): return .note(shown(line))
        case .ended(let reason): return .ended(shown(reason))
        case .left(let seat, let reason): return .left(seat: seat, reason: shown(reason))
        case .ignored(let card, let deal, let reason): return .ignored(card: card, deal: deal, reason: shown(reason))
        default: return self
        }
    }
}
