/// Everything a run of games is set up with, as the command line asked for it: one value, read in
/// one place (the app's composition), so a new option is an entry in the option table, a field here
/// and the one line that acts on it.
public struct GameSetup: Equatable, Sendable {
    /// The rules of the first game; the theme picker offers the other rule set too.
    public var ruleSet: RuleSet = .memorize
    /// Timed bonus scoring in every game (`--timed`).
    public var timed = false
    /// How many pairs every theme deals (`--pairs`), each reduced to the faces it has; nil for the
    /// theme's own count.
    public var pairs: Int?
    /// Ring the terminal bell on a match (`--bell`).
    public var bell = false
    /// Flip a chosen card and flash a match (not with `--no-animation`).
    public var animates = true
    /// How many people take turns at one keyboard (`--players`), 1 to 4.
    public var players = 1
    /// Their names, in turn order (`--names`); missing ones are `Player 1`, `Player 2`, ...
    public var names: [String] = []
    /// The computer opponent, if one plays (`--versus computer[:LEVEL]`).
    public var computer: ComputerOpponent?
    /// The seed of the first deal (`--seed`), or nil for a random one.
    public var seed: UInt64?
    /// The day whose daily deal the first game is (`--daily`), written `YYYY-MM-DD`: its result is
    /// filed apart from the records and its summary gives a line to share; nil for an ordinary run.
    public var daily: String?
    /// Play by reading and typing lines (`--plain`), for screen readers and terminals without a grid.
    public var plain = false
    /// Whether the run is practice: `--seed` was given, so its deals (the first, and every later one,
    /// drawn from a generator derived from the seed) are boards a player may have seen, and none of
    /// its games is kept as a record.
    public var practice = false

    public init() {}
}

/// The computer as an opponent: how well it remembers, and whether it moves first.
public struct ComputerOpponent: Equatable, Sendable {
    /// How well it remembers (SPEC §7.2): `easy` forgets most, `normal` some, `hard` nothing.
    public enum Level: String, CaseIterable, Sendable {
        case easy, normal, hard
    }

    public var level: Level
    /// Whether the computer takes the first turn (`--first computer`).
    public var movesFirst: Bool

    public init(level: Level = .normal, movesFirst: Bool = false) {
        self.level = level
        self.movesFirst = movesFirst
    }
}
