import MemorizeText

/// Why the terminal could not be started.
///
/// It holds `TERM` as found, which may contain anything: `message` escapes it.
package struct TerminalError: Error, Equatable, Sendable {
    /// What is wrong with the terminal.
    package enum Problem: Equatable, Sendable {
        /// ncurses has no description of the type.
        case unknown
        /// The type cannot move its cursor (`TERM=dumb`).
        case cannotMoveCursor
    }

    /// Where the player goes from here: plain mode for a game, or the lobby's plain mode over SSH.
    package enum Advice: Sendable {
        case game, lobby
    }

    /// The value of `TERM`, raw; empty when unset.
    package let terminalType: String
    package let problem: Problem

    /// The whole message, without `memorize: ` or a newline: what is wrong and the way to play all the same.
    package func message(_ advice: Advice) -> String {
        let type = terminalType.isEmpty ? TerminalText.unset.text() : SafeText.quoted(terminalType)
        let text: TerminalText =
            switch (problem, advice) {
            case (.unknown, .game): .unknownForGame
            case (.unknown, .lobby): .unknownForLobby
            case (.cannotMoveCursor, .game): .cannotMoveCursorForGame
            case (.cannotMoveCursor, .lobby): .cannotMoveCursorForLobby
            }
        return text.text(type)
    }
}
