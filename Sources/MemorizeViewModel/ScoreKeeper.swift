import MemorizeSetup

/// Where finished games go to be compared with the best ones ever played, kept from run to run.
///
/// The view model knows only this; the app passes one backed by the score file, tests a stand-in.
public protocol ScoreKeeper: AnyObject {
    /// Records `game` and says which of its records it beat, and anything the player should know
    /// (a score file that could not be read or written). Called once per finished game.
    func record(_ game: FinishedGame) -> RecordedGame

    /// Counts a finished game of several players: a game for each name, a win for the winner (nil
    /// for a draw). Returns a line for the player when it could not be kept.
    func recordMatch(players: [String], winner: String?) -> String?

    /// The best score kept for games like `game`, without recording it (a practice game); nil when
    /// none is kept or the scores cannot be read.
    func keptBestScore(for game: FinishedGame) -> Int?
}

extension ScoreKeeper {
    /// Nothing is kept, unless a keeper says otherwise.
    public func keptBestScore(for game: FinishedGame) -> Int? { nil }
}

/// A finished game, as the score keeper files it.
public struct FinishedGame: Equatable, Sendable {
    /// The variant's name (the theme).
    public var variantName: String
    /// The rules it was played by.
    public var ruleSet: RuleSet
    /// Whether points depended on time.
    public var timed: Bool
    /// How many cards the board had.
    public var cards: Int
    public var score: Int
    public var flips: Int
    public var seconds: Int
    /// The day of the daily deal it was (`YYYY-MM-DD`), or nil: daily games are kept apart.
    public var daily: String?
    /// Whether every card was matched.
    public var won: Bool

    public init(
        variantName: String, ruleSet: RuleSet, timed: Bool, cards: Int, score: Int, flips: Int, seconds: Int,
        daily: String? = nil, won: Bool = true
    ) {
        self.daily = daily
        self.won = won
        self.variantName = variantName
        self.ruleSet = ruleSet
        self.timed = timed
        self.cards = cards
        self.score = score
        self.flips = flips
        self.seconds = seconds
    }
}

/// What recording a finished game found.
public struct RecordedGame: Equatable, Sendable {
    /// The kept records this game beat.
    public var newRecords: Set<GameSummary.Record>
    /// One line for the player when the scores could not be read or kept; nil when all went well.
    public var notice: String?
    /// The best score kept for games like this one, this game included; nil when unknown.
    public var keptBestScore: Int?

    public init(newRecords: Set<GameSummary.Record>, notice: String? = nil, keptBestScore: Int? = nil) {
        self.newRecords = newRecords
        self.notice = notice
        self.keptBestScore = keptBestScore
    }
}
