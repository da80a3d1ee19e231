import MemorizeNetwork
import MemorizeTable

/// One message of the lobby's protocol (version `LobbyMessage.version`), between a door
/// (`memorize --lobby`, one per SSH session) and the server (`memorize --serve`) on a Unix socket.
///
/// sshd is the encryption and the authentication, so nothing here is sealed; but every door is a
/// stranger to the server, which acts for a session only at its own seat. At a table the server
/// speaks the table protocol's guest messages (`.table`), so that a door plays as a table's guest does.
package enum LobbyMessage: Hashable, Sendable, FramedMessage {
    // MARK: Door → server

    /// First: the protocol version, the fingerprint of the SSH key the session came with (sshd's
    /// `ExposeAuthInfo`), the name asked for (empty: the one kept for the key, or ask), the session's
    /// `LANG`, and whether it plays in plain mode.
    case hello(version: Int, fingerprint: String, name: String, language: String, plain: Bool)
    /// The name to be known by on this server (after `.welcome` with no name, or to change it).
    case chooseName(String)
    /// Send the lobby as it stands again.
    case refresh
    /// Opens a table and sits at its first seat.
    case newTable(LobbyTableRequest)
    /// Sits at table `table`: at `seat`, or the first open one when `seat` is -1; the player of an
    /// away seat comes back to it this way.
    case join(table: Int, seat: Int)
    /// Watches table `table`.
    case watch(table: Int)
    /// Leaves the table it sits at or watches, back to the lobby.
    case leave
    /// Plays today's daily, alone, once a day per key.
    case daily
    /// At a table whose game is over, with every seat held: the next game, dealt at once for every
    /// seat and spectator.
    case again
    /// Last: the session ends.
    case goodbye

    // MARK: Server → door

    /// After `.hello`: the name kept for this key, or empty when the door must ask for one
    /// (`.chooseName`).
    case welcome(name: String)
    /// The lobby as it stands: sent after the name is known, after `.refresh`, and when it changes
    /// while the door is in the lobby.
    case lobby(LobbySnapshot)
    /// A request refused, in one line; the session goes on (a taken name, a full table).
    case notice(String)
    /// Last: the session is ended, and why, in one line (a flood, a broken frame, the server stopping).
    case refused(String)

    // MARK: Either side

    /// At a table: the table protocol's guest messages. Server → door: `.welcome` (the seat, -1
    /// watching, and the seats' names), `.board`, `.table`, `.choice`, `.ignored`, `.seats`,
    /// `.away`, `.back`, `.stopped`, `.ended`. Door → server: `.choose` only.
    case table(WireMessage)
    /// Are you there? / yes.
    case ping, pong

    /// The protocol version this build speaks; a door of another version is refused.
    package static let version = 1
    /// The largest body a frame may have: a lobby of many tables fits, a flood does not.
    package static let maximumBody = 65_536
    /// The most tables and board lines a snapshot lists (the rest are not shown).
    package static let maximumListed = 200
    /// The longest fingerprint, language or theme name, in bytes.
    package static let maximumField = 128

    var type: UInt8 {
        switch self {
        case .hello: 1
        case .chooseName: 2
        case .refresh: 3
        case .newTable: 4
        case .join: 5
        case .watch: 6
        case .leave: 7
        case .daily: 8
        case .goodbye: 9
        case .again: 10
        case .welcome: 20
        case .lobby: 21
        case .notice: 22
        case .refused: 23
        case .table: 30
        case .ping: 31
        case .pong: 32
        }
    }
}

/// A new table as a player asks for it.
package struct LobbyTableRequest: Hashable, Sendable {
    /// The theme's name (one the server has), or `Matchismo`.
    package var theme: String
    /// Matchismo's rules rather than pairs (the theme is then ignored).
    package var matchismo: Bool
    /// Timed bonus scoring (`--timed`).
    package var timed: Bool
    /// 2 to 4, the computer's included.
    package var seats: Int
    /// The computer's level (`easy`, `normal`, `hard`, `expert`) for a computer in the last seat,
    /// or empty for none.
    package var computer: String

    package init(theme: String, matchismo: Bool = false, timed: Bool = false, seats: Int, computer: String = "") {
        self.theme = theme
        self.matchismo = matchismo
        self.timed = timed
        self.seats = seats
        self.computer = computer
    }
}
