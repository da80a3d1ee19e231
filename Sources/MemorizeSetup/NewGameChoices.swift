/// What the new-game screen chooses: the options of `memorize` that say which game is dealt, as one
/// value. `arguments` writes them as the command line would, and the run deals the screen's game by
/// reading those arguments back through the command line's own parser, so the screen, `--help` and
/// the game dealt cannot disagree.
package struct NewGameChoices: Hashable, Sendable {
    /// Matchismo rather than pairs of a theme (`--mode matchismo`).
    package var matchismo = false
    /// The theme's name (`--theme`); nil for a random theme.
    package var theme: String?
    /// Pairs dealt instead of the theme's own count (`--pairs`); nil for the theme's own.
    package var pairs: Int?
    /// Cards a Matchismo game deals (`--cards`).
    package var cards = RuleSet.defaultMatchismoCards
    /// Timed bonus scoring (`--timed`).
    package var timed = false
    /// People taking turns at this keyboard (`--players`), 1 to 4; against the computer, one.
    package var players = 1
    /// The names of the people here, in turn order (`--names`); an empty or missing one is the default.
    package var names: [String] = []
    /// The computer's level when it plays (`--versus computer:LEVEL`), or nil.
    package var computer: ComputerOpponent.Level?
    /// Whether the computer turns first (`--first computer`).
    package var computerFirst = false
    /// Today's daily deal (`--daily`), which chooses theme, size and seat for itself.
    package var daily = false
    /// The seed of the deal (`--seed`), or nil for a random one.
    package var seed: UInt64?
    /// The themes file the run reads (`--themes-file`): carried from the run, never chosen here, so
    /// that the command line shown finds the same themes.
    package var themesFile: String?

    package init() {}

    /// The choices of the game a setup deals first, with the theme named `theme` (nil when it was
    /// drawn at random).
    package init(setup: GameSetup, theme: String?) {
        if case .matchismo(let cards) = setup.ruleSet {
            matchismo = true
            self.cards = cards
        } else {
            self.theme = theme
        }
        pairs = setup.pairs
        timed = setup.timed
        players = setup.computer == nil ? setup.players : 1
        names = setup.names
        computer = setup.computer?.level
        computerFirst = setup.computer?.movesFirst ?? false
        daily = setup.daily != nil
        themesFile = setup.themesFile
    }

    /// The default names of the people here, in turn order, as the game shows them.
    package static func defaultName(ofSeat seat: Int, againstComputer: Bool) -> String {
        againstComputer ? "You" : "Player \(seat + 1)"
    }

    /// How many people play here: one against the computer.
    package var seatsHere: Int { computer == nil ? min(max(players, 1), 4) : 1 }

    /// The names given for the people here, one a seat, empty where the default stands.
    package var namesHere: [String] {
        (0..<seatsHere).map { names.indices.contains($0) ? names[$0] : "" }
    }

    /// The options of `memorize` that deal this game, word by word and unquoted: only what differs
    /// from the defaults, in the order `--help` lists them. A daily leaves out what it chooses itself.
    package var arguments: [String] {
        var words: [String] = []
        if !daily, !matchismo, let theme { words += ["--theme", theme] }
        // A daily deals from its own frozen catalog, and refuses a themes file.
        if !daily, let themesFile { words += ["--themes-file", themesFile] }
        if daily {
            words += ["--daily"]
            if matchismo { words += ["--mode", "matchismo"] }
            if timed { words += ["--timed"] }
            return words
        }
        if let seed { words += ["--seed", "\(seed)"] }
        if matchismo {
            words += ["--mode", "matchismo"]
            if cards != RuleSet.defaultMatchismoCards { words += ["--cards", "\(cards)"] }
        } else if let pairs {
            words += ["--pairs", "\(pairs)"]
        }
        if timed { words += ["--timed"] }
        let names = namesHere
        let named = names.contains { !$0.isEmpty }
        if let computer {
            words += ["--versus", "computer:\(computer.rawValue)"]
            if computerFirst { words += ["--first", "computer"] }
            if named { words += ["--names", names[0]] }
        } else if seatsHere > 1 {
            words += ["--players", "\(seatsHere)"]
            if named {
                // Every name, the defaults written out: `--names` fills seats from the first.
                let shown = names.indices.map {
                    names[$0].isEmpty ? Self.defaultName(ofSeat: $0, againstComputer: false) : names[$0]
                }
                words += ["--names", shown.joined(separator: ",")]
            }
        }
        return words
    }
}
