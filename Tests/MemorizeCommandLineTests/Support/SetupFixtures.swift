import MemorizeCommandLine
import MemorizeKeys
import MemorizeSetup
import MemorizeThemes

extension GameSetup {
    /// A setup that differs from the default in what is given.
    init(
        seed: UInt64? = nil, pairs: Int? = nil, bell: Bool = false, ruleSet: RuleSet = .memorize, timed: Bool = false,
        animates: Bool = true, players: Int = 1, practice: Bool = false, showsCursor: Bool = false
    ) {
        self.init()
        self.showsCursor = showsCursor
        self.seed = seed
        self.practice = practice
        self.pairs = pairs
        self.bell = bell
        self.ruleSet = ruleSet
        self.timed = timed
        self.animates = animates
        self.players = players
    }
}

extension PlayRequest {
    /// A request to play `theme` first with the setup these values describe.
    init(
        themes: [Theme], theme: Theme, seed: UInt64, pairs: Int? = nil, bell: Bool = false,
        ruleSet: RuleSet = .memorize, timed: Bool = false, animates: Bool = true, practice: Bool = false,
        themeNamed: Bool = true
    ) {
        var setup = GameSetup(
            seed: seed, pairs: pairs, bell: bell, ruleSet: ruleSet, timed: timed, animates: animates,
            practice: practice)
        // The new-game screen opens with the game the command line chose (no file of choices here).
        setup.newGame = NewGameChoices(setup: setup, theme: themeNamed ? theme.name : nil)
        self.init(themes: themes, theme: theme, setup: setup)
    }
}
