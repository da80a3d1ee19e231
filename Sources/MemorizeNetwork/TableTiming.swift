/// The times and limits a table keeps, on both sides; tests shorten none of them, they move a clock.
package enum TableTiming {
    /// How often a side pings a peer it has sent nothing else to.
    package static let pingEvery: Duration = .seconds(2)
    /// How long a peer may be silent before it counts as away.
    package static let silenceLimit: Duration = .seconds(10)
    /// How long an away seat has to come back before its seat is given up.
    package static let comebackLimit: Duration = .seconds(60)
    /// How long a connection has to prove the code and say who it is: an idle or slow one never
    /// keeps a player out for longer.
    package static let handshakeLimit: Duration = .seconds(5)
    /// How many connections may be joining at once; a newcomer beyond it closes the oldest (which
    /// counts as a failed join), so strangers cannot keep a player out by holding slots.
    package static let concurrentJoins = 8
    /// Wrong codes that retire the code: the host shows a fresh one.
    package static let wrongCodeLimit = 5
    /// How long after its last wait an address's wrong codes are remembered (each doubles the next
    /// wait, up to a minute).
    package static let penaltyMemory: Duration = .seconds(600)
    /// How often, at most, the host hears a summary of failed joins.
    package static let summaryEvery: Duration = .seconds(5)
    /// The most messages a seat or spectator may send the host in one second: far above a person's
    /// choices and the pings, far below a flood. (The host's own bursts, a deal asked for many times,
    /// are not limited at the other side.)
    package static let floodLimit = 100
    /// How often a seat at another terminal tries again to reach a host it lost.
    package static let retryEvery: Duration = .seconds(2)
    /// The gap between two checks that means this process was stopped (Ctrl-Z): the silence meanwhile
    /// was ours, not the peer's.
    package static let stoppedGap: Duration = .seconds(4)
}
