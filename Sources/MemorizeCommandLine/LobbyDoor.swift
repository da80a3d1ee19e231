import MemorizeNetwork
import MemorizeSetup
import MemorizeSystem
import MemorizeText

/// What `memorize --lobby` checks before it connects: that the SSH session asked for the lobby and
/// nothing else, and which key opened it.
///
/// sshd runs `--lobby` as the `ForceCommand` of the lobby's account, whatever the client asked to run;
/// what it asked is in `SSH_ORIGINAL_COMMAND` (a shell command, `scp -t …`, the SFTP server). The lobby
/// runs none of them: only no command (the grid) or `plain` (plain mode) is a session of the lobby.
/// This decides from the environment and one file, and runs nothing.
package enum LobbyDoor {
    /// The session's request, or why it is refused.
    ///
    /// - Parameters:
    ///   - setup: How the run presents a game (`--plain`, `MEMORIZE_PLAIN`), read from the command line.
    ///   - socket: `--socket PATH`, or nil for the default.
    package static func admit(
        setup: GameSetup, socket: String?, themes: [String] = [], system: SystemAccess
    ) -> Result<LobbyDoorRequest, LobbyRefusal> {
        var setup = setup
        switch system.environment("SSH_ORIGINAL_COMMAND") {
        case nil, "":
            break
        case let command? where isPlainRequest(command):
            setup.presenter = .plain
        case let command?:
            return .failure(.command(command))
        }
        // Without `ExposeAuthInfo` there is no file; with it, a password login leaves no key in it.
        guard let path = system.environment("SSH_USER_AUTH"), !path.isEmpty else { return .failure(.noKey) }
        guard case .bytes(let bytes) = system.readFile(path) else { return .failure(.noKey) }
        do throws(SSHKeyProblem) {
            let key = try SSHPublicKey.fromAuthInfo(bytes)
            return .success(
                LobbyDoorRequest(
                    socketPath: socket ?? Options.defaultSocket, key: key, setup: setup, themes: themes))
        } catch .noPublicKey {
            return .failure(.noKey)
        } catch {
            return .failure(.badKey(error))
        }
    }

    /// Whether the command the client sent asks for plain mode: `plain`, any case, spaces around it.
    private static func isPlainRequest(_ command: String) -> Bool {
        command.split(separator: " ", omittingEmptySubsequences: true).map { $0.lowercased() } == ["plain"]
    }
}

/// Everything `--lobby` needs to connect: where, as whom, and how to show the lobby.
package struct LobbyDoorRequest: Equatable, Sendable {
    /// The lobby server's Unix socket.
    package let socketPath: String
    /// The key the session was opened with: the player's identity.
    package let key: SSHPublicKey
    /// The presenter (grid or plain) and its settings.
    package let setup: GameSetup
    /// The theme names a new table may name (the server has the same shipped themes).
    package let themes: [String]

    /// The player's name on the server until they choose one: the key's OpenSSH fingerprint.
    package var fingerprint: String { key.fingerprint }
}

/// Why an SSH session is not let into the lobby; each is one line and the `refused` exit status.
package enum LobbyRefusal: Error, Equatable, Sendable {
    /// The client asked to run a command (a shell command, `scp`, `sftp`).
    case command(String)
    /// The session was opened without a public key, or sshd did not say which.
    case noKey
    /// sshd's record of the key was refused.
    case badKey(SSHKeyProblem)

    /// The message, one line starting `memorize: `.
    package var message: String {
        typealias Text = CommandLineText
        let text =
            switch self {
            case .command(let command): Text.lobbyRunsNothing.text(SafeText.quoted(command, limit: 64))
            case .noKey: Text.lobbyNeedsKey.text()
            case .badKey(.noPublicKey): Text.lobbyNoKey.text()
            case .badKey(.malformedLine): Text.lobbyRecordHasNoKey.text()
            case .badKey(.unknownType): Text.lobbyRecordNamesNoType.text()
            case .badKey(.notBase64), .badKey(.malformedBlob): Text.lobbyRecordNotAKey.text()
            case .badKey(.typeMismatch): Text.lobbyRecordOtherType.text()
            }
        return "memorize: \(text)\n"
    }
}
