import MemorizeTable

/// Where a table across terminals tells what the view model decided: the host's protocol, which
/// tells every seat and spectator, or a seat's, which asks the host. Its news comes back as
/// `GameAction.table`. Injected, so the view model knows nothing of the network and tests can join
/// view models directly.
package protocol TableLink: AnyObject {
    /// Tells the table `update` (dropped for a player who is away).
    func tell(_ update: TableUpdate)
}

/// Which side of a table across terminals this run is.
package enum TableRole {
    /// This side deals and judges every choice (`--host`); the players at other terminals are
    /// `.remote` seats.
    case host(any TableLink)
    /// The host deals (`--join`, `--watch`): this side mirrors its board and asks it for each choice of
    /// the seat here, if it has one (a spectator has none).
    case guest(any TableLink)

    var link: any TableLink {
        switch self {
        case .host(let link), .guest(let link): link
        }
    }
}
