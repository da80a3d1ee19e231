import MemorizeSetup
import MemorizeThemes

/// What a run of `memorize` does once its command line has been read.
package enum Launch: Equatable, Sendable {
    /// Stop with this exit status; anything to say has already been written.
    case exit(Int32)
    /// Start an interactive game.
    case play(PlayRequest)
    /// Connect an SSH session to the lobby server (`--lobby`).
    case lobby(LobbyDoorRequest)
    /// Run the lobby server (`--serve`).
    case serve(ServeRequest)
}

/// What `memorize --serve` runs with.
package struct ServeRequest: Equatable, Sendable {
    /// The Unix socket the doors connect to.
    package let socketPath: String
    /// The state file.
    package let statePath: String
    /// The themes a table may be dealt from.
    package let themes: [Theme]
}

/// Everything the game needs to start: the themes, the first theme, and the setup.
package struct PlayRequest: Equatable, Sendable {
    /// Every theme the player can switch to, in file order.
    package let themes: [Theme]
    /// The theme of the first game: the one named by `--theme`, or one drawn with the seed.
    package let theme: Theme
    /// How the games are set up; its seed is always set (drawn when `--seed` was not given).
    package var setup: GameSetup

    /// Creates a request to play `theme` first, out of `themes`, as `setup` says.
    package init(themes: [Theme], theme: Theme, setup: GameSetup) {
        self.themes = themes
        self.theme = theme
        self.setup = setup
    }

    /// The seed of the first deal.
    package var seed: UInt64 { setup.seed ?? 0 }
}
