import MemorizePlayers
import MemoryGame

/// One place at the table: who sits there, how they play, and their points and pairs in this game.
///
/// The session owns the seats. Who moves next, who may hurry whom and how a finished game is filed
/// all come from the seats' kinds, so a new kind of player (one at another terminal, say) is a new
/// `Kind` with its answers, not a special case in the view model.
package struct Seat: Hashable, Sendable {
    /// How the seat plays.
    package enum Kind: Hashable, Sendable {
        /// A person at this keyboard (or reading this plain output).
        case here
        /// The computer opponent, remembering as well as its level lets it.
        case computer(ComputerLevel)
        /// A person at another terminal (`--host`, `--join`): their choices come over the network, and
        /// nothing typed here moves or hurries them.
        case remote

        /// Whether the seat moves by itself, on the loop's deadlines, rather than by what is typed here.
        var movesByItself: Bool {
            switch self {
            case .here, .remote: false
            case .computer: true
            }
        }

        /// Whether a key pressed here may hurry the seat's move (SPEC §7.2: any key skips the
        /// computer's wait).
        var mayBeHurried: Bool {
            switch self {
            case .here, .remote: false
            case .computer: true
            }
        }
    }

    /// The name of the player here against the computer when `--names` gives none. Only a name: the
    /// game tells who is "you" by the seats' kinds (`GameViewModel.yourSeat`).
    package static let yourDefaultName = "You"

    /// The name the status line, the turn and the summary give the seat.
    package var name: String
    package var kind: Kind
    /// Points in this game.
    package internal(set) var score = 0
    /// Pairs found in this game.
    package internal(set) var pairs = 0

    /// A seat named `name`, of `kind`, with no points yet.
    package init(name: String, kind: Kind = .here) {
        self.name = name
        self.kind = kind
    }

    /// The name as the screen and plain mode show it: a default name (`You`, `Computer`, `Player 2`) in
    /// the player's language, a name a player gave as it is. Score files, the command line and the table
    /// keep `name`, so a game is filed under the same name in every language.
    package var shownName: String {
        switch (kind, name) {
        case (.here, Self.yourDefaultName): return ScreenText.defaultYou.text()
        case (.computer, "Computer"): return ScreenText.defaultComputer.text()
        default:
            guard name.hasPrefix("Player "), let number = Int(name.dropFirst(7)), (1...4).contains(number) else {
                return name
            }
            return ScreenText.defaultPlayer.text("\(number)")
        }
    }

    /// The seat as the screen shows it: its shown name, points and pairs.
    package var standing: PlayerStanding { PlayerStanding(name: shownName, score: score, pairs: pairs) }
}

/// How well the computer opponent remembers (SPEC §7.2).
package typealias ComputerLevel = ComputerPlayer<KeyedGenerator>.Level

/// One player as the screen shows them: their name, and their points and pairs so far.
package struct PlayerStanding: Hashable, Sendable {
    package var name: String
    package var score = 0
    package var pairs = 0

    package init(name: String, score: Int = 0, pairs: Int = 0) {
        self.name = name
        self.score = score
        self.pairs = pairs
    }
}
