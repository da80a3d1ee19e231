import MemorizeLocalization

/// Why the terminal could not be started (`TerminalError`), each with the way to play without it.
package enum TerminalText: MessageCatalog {
    case unset, unknownForGame, cannotMoveCursorForGame, unknownForLobby, cannotMoveCursorForLobby

    package var message: Message {
        switch self {
        case .unset:
            Message("(unset)", comment: "The terminal type when TERM is not set, in the next messages.")
        case .unknownForGame:
            Message(
                "the terminal type %1$s is not one that ncurses knows; memorize --plain plays in lines of text, "
                    + "for screen readers and any terminal",
                comment: "%1$s: the value of TERM, quoted, or (unset). ncurses: the terminal library.")
        case .cannotMoveCursorForGame:
            Message(
                "the terminal type %1$s cannot move its cursor (try TERM=xterm-256color); memorize --plain plays in "
                    + "lines of text, for screen readers and any terminal",
                comment: "%1$s: the value of TERM, quoted. TERM=xterm-256color is typed as it is.")
        case .unknownForLobby:
            Message(
                "the terminal type %1$s is not one that ncurses knows; ssh -t ACCOUNT@HOST plain opens the lobby in "
                    + "lines of text",
                comment: "As the first, for the lobby over SSH; ssh -t ACCOUNT@HOST plain is typed as it is.")
        case .cannotMoveCursorForLobby:
            Message(
                "the terminal type %1$s cannot move its cursor (try TERM=xterm-256color); ssh -t ACCOUNT@HOST plain "
                    + "opens the lobby in lines of text",
                comment: "As the second, for the lobby over SSH.")
        }
    }
}
