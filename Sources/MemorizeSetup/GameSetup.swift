/// Everything a run of games is set up with, as the command line asked for it: one value, read in
/// one place (the app's composition), so a new option is an entry in the option table, a field here
/// and the one line that acts on it.
package struct GameSetup: Equatable, Sendable {
    /// The rules of the first game; the theme picker offers the other rule set too.
    package var ruleSet: RuleSet = .memorize
    /// Timed bonus scoring in every game (`--timed`).
    package var timed = false
    /// How many pairs every theme deals (`--pairs`), each reduced to the faces it has; nil for the
    /// theme's own count.
    package var pairs: Int?
    /// Ring the terminal bell on a match (`--bell`).
    package var bell = false
    /// Flip a chosen card and flash a match (not with `--no-animation`).
    package var animates = true
    /// Leave the terminal's cursor visible in the grid (`--cursor`), for a magnifier that follows it;
    /// hidden, it is still put on the focused card for screen readers.
    package var showsCursor = false
    /// Draw the grid only with characters of unambiguous East-Asian width (`--ascii`, or a Chinese or
    /// Korean run), so a terminal that draws ambiguous characters wide shows the same board.
    package var narrowGlyphs = false
    /// How many people take turns at one keyboard (`--players`), 1 to 4.
    package var players = 1
    /// Their names, in turn order (`--names`); missing ones are `Player 1`, `Player 2`, ...
    package var names: [String] = []
    /// The computer opponent, if one plays (`--versus computer[:LEVEL]`).
    package var computer: ComputerOpponent?
    /// The seed of the first deal (`--seed`), or nil for a random one.
    package var seed: UInt64?
    /// The day whose daily deal the first game is (`--daily`), written `YYYY-MM-DD`: its result is
    /// filed apart from the records and its summary gives a line to share; nil for an ordinary run.
    package var daily: String?
    /// The daily's number, as its share line gives it (`Memorize #17`); nil outside a daily or before #1.
    package var dailyNumber: Int?
    /// The day (UTC, `YYYY-MM-DD`) the daily was dealt on, when the run started: the day its try is
    /// filed under, even when the game ends after midnight. Nil outside a daily, or when the system
    /// cannot tell the date.
    package var dailyDealtOn: String?
    /// How the game is presented: on the terminal's grid, or in lines (`--plain`).
    package var presenter: PresenterChoice = .grid
    /// How much plain mode says: brief by default, full with `--plain=full` (SPEC §7.6).
    package var plainDetail: PlainDetail = .brief
    /// In plain mode, how long after each choice a timed bonus waits (`--speech-grace`); nil for the
    /// presenter's own.
    package var speechGrace: Duration?
    /// Whether the run is practice: `--seed` was given, so its deals (the first, and every later one,
    /// drawn from a generator derived from the seed) are boards a player may have seen, and none of
    /// its games is kept as a record.
    package var practice = false
    /// A table across terminals: hosting one (`--host`), joining one (`--join`) or watching one
    /// (`--watch`); nil to play at this terminal only.
    package var table: TableSetup?
    /// The themes file read instead of the shipped themes (`--themes-file`), for the command line the
    /// new-game screen shows.
    package var themesFile: String?
    /// What the new-game screen opens with (the last choices made there, or this run's); nil where
    /// the screen is not offered, as at a table across terminals, whose host chose the game.
    package var newGame: NewGameChoices?

    package init() {}
}

/// One side of a table across terminals, as the command line gave it.
package enum TableSetup: Equatable, Sendable {
    /// Deal and wait on `host` (127.0.0.1 unless an address was given) and `port` for players to fill
    /// `seats` seats (2 to 4, the host's and the computer's, with `--versus`, among them).
    case host(host: String, port: UInt16, seats: Int)
    /// Take a seat at the table at `host` and `port` with the join code the host printed, or only
    /// watch it (`--watch`).
    case join(host: String, port: UInt16, code: String, watch: Bool)
}

/// The ways a run can present the game; each is its own presenter, with its own pacing. A new one
/// (braille, a remote screen) is a new case.
package enum PresenterChoice: Hashable, Sendable {
    /// The grid of cards on a full-screen terminal, through ncurses.
    case grid
    /// Lines read and typed (`--plain`), for screen readers and terminals without a grid.
    case plain

    /// Whether the presenter needs standard input and output to be a terminal.
    package var needsTerminal: Bool {
        switch self {
        case .grid: true
        case .plain: false
        }
    }
}

/// How much plain mode says (SPEC §7.6): each fact once and briefly, or today's whole lines with the
/// faces' pictures, for braille and sighted readers.
package enum PlainDetail: String, CaseIterable, Sendable {
    case brief, full
}

/// The computer as an opponent: how well it remembers, and whether it moves first.
package struct ComputerOpponent: Equatable, Sendable {
    /// How well it remembers and plays (SPEC §7.2): `easy` and `normal` forget as people do, `hard`
    /// remembers everything and plays naively, `expert` remembers everything and plays optimally.
    package enum Level: String, CaseIterable, Sendable {
        case easy, normal, hard, expert
    }

    package var level: Level
    /// Whether the computer takes the first turn (`--first computer`).
    package var movesFirst: Bool

    package init(level: Level = .normal, movesFirst: Bool = false) {
        self.level = level
        self.movesFirst = movesFirst
    }
}
