import MemorizeTable

/// The line between a table's protocol and the sockets under it: the protocol (a state machine that
/// opens no socket) takes `TransportEvent`s and answers with `TransportCommand`s; a transport carries
/// them out without ever blocking the loop. Tests drive the protocol with events alone.

/// One connection of a transport: a peer accepted by a host, or a host a guest connects to.
package struct ConnectionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let rawValue: Int

    package init(_ rawValue: Int) { self.rawValue = rawValue }

    package static func < (lhs: ConnectionID, rhs: ConnectionID) -> Bool { lhs.rawValue < rhs.rawValue }

    package var description: String { "#\(rawValue)" }
}

/// What a transport saw, in the order it saw it.
package enum TransportEvent: Equatable, Sendable {
    /// A host's listener accepted a connection from `peer` (its address as text, for a person).
    case accepted(ConnectionID, peer: String)
    /// A guest's connection (asked for with `TransportCommand.connect`) is open.
    case connected(ConnectionID)
    /// A guest's connection could not be made: every address was tried, or the name is unknown.
    case connectFailed(ConnectionID, reason: String)
    /// A whole message arrived on a connection.
    case received(ConnectionID, WireMessage)
    /// The peer's bytes broke the framing (too long, out of sequence, unreadable): nothing more is
    /// read from it; the protocol decides what to send before closing it.
    case broken(ConnectionID, ProtocolError)
    /// The connection closed or failed; the transport has let it go.
    case closed(ConnectionID, reason: String)
}

/// What a protocol asks of its transport.
package enum TransportCommand: Equatable, Sendable {
    /// Queues `message` as the connection's next frame.
    case send(ConnectionID, WireMessage)
    /// Closes the connection once what was queued on it has been written (or, if the peer stops
    /// reading, after a short grace).
    case close(ConnectionID)
    /// Opens a new connection to the guest's host (the transport knows the address): answered with
    /// `.connected` or `.connectFailed`.
    case connect(ConnectionID)
}

/// Either side's protocol, as its transport and the loop drive it.
package protocol TableProtocol: Sendable {
    /// Acts on what the transport saw.
    mutating func handle(_ event: TransportEvent, now: Duration)
    /// Acts on what the view model says.
    mutating func tell(_ update: TableUpdate, now: Duration)
    /// Pings, silences and deadlines.
    mutating func tick(now: Duration)
    /// When `tick` is due next, from now.
    var nextCheck: Duration? { get }
    /// The commands for the transport since the last call.
    mutating func takeCommands() -> [TransportCommand]
    /// The news for the view model since the last call.
    mutating func takeEvents() -> [TableEvent]
}

extension HostTableProtocol: TableProtocol {}
extension GuestTableProtocol: TableProtocol {}
