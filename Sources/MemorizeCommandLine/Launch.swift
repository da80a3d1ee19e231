import MemorizeThemes

/// What a run of `memorize` does once its command line has been read.
public enum Launch: Equatable, Sendable {
    /// Stop with this exit status; anything to say has already been written.
    case exit(Int32)
    /// Start an interactive game.
    case play(PlayRequest)
}

/// Everything the game loop needs to start: the themes, the first theme and the seed.
public struct PlayRequest: Equatable, Sendable {
    /// Every theme the player can switch to, in file order.
    public let themes: [Theme]
    /// The theme of the first game: the one named by `--theme`, or one drawn with `seed`.
    public let theme: Theme
    /// The seed for dealing; the same seed replays the same run.
    public let seed: UInt64
    /// `--pairs`: how many pairs every game deals (each theme reduces it to what it has), or nil.
    public let pairs: Int?
    /// `--bell`: ring the bell on a match and at the end of a game.
    public let bell: Bool
    /// Whether the first game is Matchismo (`--mode matchismo`).
    public let matchismo: Bool
    /// `--cards`: how many cards a Matchismo game deals.
    public let matchismoCards: Int
    /// `--timed`: timed bonus scoring in every game.
    public let timed: Bool
    /// Whether choices play their short animations (not with `--no-animation` or
    /// `MEMORIZE_NO_ANIMATION`).
    public let animates: Bool

    /// Creates a request to play `theme` first, out of `themes`, with `seed`.
    public init(
        themes: [Theme], theme: Theme, seed: UInt64, pairs: Int? = nil, bell: Bool = false, matchismo: Bool = false,
        matchismoCards: Int = 12, timed: Bool = false, animates: Bool = true
    ) {
        self.timed = timed
        self.animates = animates
        self.matchismo = matchismo
        self.matchismoCards = matchismoCards
        self.themes = themes
        self.theme = theme
        self.seed = seed
        self.pairs = pairs
        self.bell = bell
    }
}
