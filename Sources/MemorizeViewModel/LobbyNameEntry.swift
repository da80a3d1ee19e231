import MemorizeKeys
import MemorizeText

/// The lobby's name prompt in the grid: what the player has typed of the name the other players will
/// see, until Enter sends it. The server says whether it is taken (then `notice` says so).
package struct LobbyNameEntry: Equatable, Sendable {
    /// The longest name the prompt takes, in characters (the server checks it again).
    package static let longest = 24

    package private(set) var typed = ""
    /// The server's answer to the last name sent (taken, not allowed), shown until the next key.
    package var notice: String?

    package init(notice: String? = nil) { self.notice = notice }

    /// Applies what the player meant; the request for the server when a name is sent, or `.quit`.
    package mutating func send(_ intent: LobbyIntent) -> LobbyRequest? {
        notice = nil
        switch intent {
        case .type(let character):
            // Nothing that could drive a terminal; the length in characters, as the prompt shows them.
            guard typed.count < Self.longest, SafeText.stripped(String(character), limit: 1) == String(character)
            else { return nil }
            typed.append(character)
        case .deleteBackward:
            if !typed.isEmpty { typed.removeLast() }
        case .join:
            let name = typed.trimmed
            guard !name.isEmpty else {
                notice = LobbyScreenText.typeAName.text()
                return nil
            }
            return .chooseName(name)
        case .quit: return .quit
        default: break
        }
        return nil
    }
}

extension String {
    /// The text without spaces at either end.
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
