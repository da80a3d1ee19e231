import MemorizeNetwork

/// Where a table across two terminals sends its messages: the connection to the other side, which
/// frames them, and hears back through `GameAction.peer`. Injected, so the view model stays free of
/// sockets and tests can join two view models directly.
package protocol TableLink: AnyObject {
    /// Sends `message` to the other side (or drops it while the other side is away).
    func send(_ message: WireMessage)
}

/// Which side of a table across two terminals this run is.
package enum TableRole {
    /// This side deals and judges every choice (`--host`); the other side's seat is `.remote`.
    case host(any TableLink)
    /// The other side deals (`--join`): this side mirrors its board and asks it for each choice.
    case guest(any TableLink)

    var link: any TableLink {
        switch self {
        case .host(let link), .guest(let link): link
        }
    }
}

/// What the connection to the other side of the table heard.
package enum PeerNews: Hashable, Sendable {
    /// A message of the game (the handshake and the pings stay in the connection).
    case message(WireMessage)
    /// The other side is gone for now: its connection closed or it stopped answering. The game waits
    /// for it, with a notice that says why.
    case away(String)
    /// The other side came back.
    case back
    /// Something the player here should know, shown on the message line (a stranger refused).
    case note(String)
    /// The other side is gone for good, or broke the protocol: the game ends, both scores shown.
    case left(String)
}
