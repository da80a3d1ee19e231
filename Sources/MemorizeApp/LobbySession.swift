import MemorizeSetup
import MemorizeSystem
import MemorizeText

/// An SSH session of the lobby (`memorize --lobby`), once the door let it in: the connection to the
/// lobby server, the lobby's screen, and the tables played from it.
package enum LobbySession {
    /// Connects to the lobby server and runs the session; the exit status.
    ///
    /// The lobby's screen and its tables are not wired to the server's connection in this build: the
    /// session connects, so that a closed lobby is told as such, and otherwise says it cannot show the
    /// lobby yet. Each line names the player's key, which is what an operator asks for first.
    ///
    /// - Parameters:
    ///   - socketPath: The lobby server's Unix socket.
    ///   - fingerprint: The player: the fingerprint of the SSH key the session was opened with.
    ///   - setup: How to show the lobby and its games (grid or plain, and their settings).
    package static func run(socketPath: String, fingerprint: String, setup: GameSetup, system: SystemAccess) -> Int32 {
        let shown = SafeText.quoted(socketPath, limit: 64)
        switch system.network.connectLocal(FilePath(socketPath)) {
        case .failure(let failure):
            system.writeError(
                "memorize: the lobby is closed: cannot connect to \(shown): \(failure.reason) (your key: \(fingerprint))\n"
            )
            return ExitStatus.tableFailed.rawValue
        case .success(let socket):
            system.network.close(socket)
            system.writeError(
                "memorize: the lobby at \(shown) answers, but this build cannot show it yet (your key: \(fingerprint))\n"
            )
            return ExitStatus.notATerminal.rawValue
        }
    }
}
