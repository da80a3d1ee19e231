/// systemd's socket activation, as `sd_listen_fds(3)` describes it: the service manager holds the
/// lobby's socket (so that doors queue on it while the server starts or restarts) and passes it, already
/// listening, as descriptor 3, with `LISTEN_PID` set to the process it is meant for and `LISTEN_FDS` to
/// how many it passed.
package enum SocketActivation {
    /// The first descriptor a service manager passes (`SD_LISTEN_FDS_START`).
    package static let firstDescriptor: Int32 = 3

    /// What the environment says was passed to this process.
    package enum Passed: Equatable, Sendable {
        /// Nothing for this process: no variables, or variables meant for another (a parent's, inherited).
        case nothing
        /// One socket, at `firstDescriptor`.
        case one
        /// Something the lobby cannot serve on, and why.
        case unusable(String)
    }

    /// Reads the two variables as `sd_listen_fds` does: they count only when `LISTEN_PID` is this
    /// process's id.
    package static func passed(listenPID: String?, listenFDs: String?, processID: Int32) -> Passed {
        guard let listenPID, let pid = Int32(listenPID), pid == processID else { return .nothing }
        guard let text = listenFDs, let count = Int(text), count >= 0 else {
            return .unusable("LISTEN_FDS is not a number of sockets")
        }
        switch count {
        case 0: return .nothing
        case 1: return .one
        default: return .unusable("\(count) sockets were passed, and the lobby listens on one")
        }
    }
}

/// The listening socket a service manager passed to this process, if one was.
package enum InheritedListener: Equatable, Sendable {
    /// None was passed: the server makes its own socket.
    case none
    /// A listening Unix stream socket, non-blocking and close-on-exec.
    case socket(Int32)
    /// One was passed that the lobby cannot serve on, and why.
    case unusable(String)
}
