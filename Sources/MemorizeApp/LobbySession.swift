import MemorizeSetup
import MemorizeSystem
import MemorizeText

/// An SSH session of the lobby (`memorize --lobby`), once the door let it in: the connection to the
/// lobby server, the lobby's screen, and the tables played from it.
package enum LobbySession {
    /// Connects to the lobby server and runs the session; the exit status.
    ///
    /// The connection to the server (the lobby protocol's client side) is not in this build yet, so the
    /// session says so in one line instead of pretending to connect.
    ///
    /// - Parameters:
    ///   - socketPath: The lobby server's Unix socket.
    ///   - fingerprint: The player: the fingerprint of the SSH key the session was opened with.
    ///   - setup: How to show the lobby and its games (grid or plain, and their settings).
    package static func run(socketPath: String, fingerprint: String, setup: GameSetup, system: SystemAccess) -> Int32 {
        system.writeError(
            "memorize: the lobby at \(SafeText.quoted(socketPath, limit: 64)) cannot be reached: "
                + "this build has no lobby client yet\n")
        return ExitStatus.tableFailed.rawValue
    }
}
