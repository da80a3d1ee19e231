import MemorizeLocalization
import MemorizePlayers
import MemorizeSetup
import MemorizeSystem
import MemorizeText
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import TerminalBackend

/// Plays in the real terminal: the edge where ncurses, the system clock and the score file are made,
/// and the one place that reads a `GameSetup`.
package enum GameApp {
    /// Plays `firstTheme` first (the player can switch), set up as `setup` says.
    ///
    /// - Returns: The process exit status; a signal ends the process by that signal instead.
    package static func run(
        themes: [Theme], firstTheme: Theme, setup: GameSetup, system: SystemAccess, newDeal: NewDeal? = nil
    ) -> Int32 {
        if let table = setup.table {
            return runTable(table, themes: themes, firstTheme: firstTheme, setup: setup, system: system)
        }
        var play = Play { clock, scoreKeeper, policy in
            compose(
                themes: themes, firstTheme: firstTheme, setup: setup, clock: clock, scoreKeeper: scoreKeeper,
                policy: policy)
        }
        play.newDeal = newDeal
        play.setup = setup
        return run(play, setup: setup, system: system)
    }

    /// A game the new-game screen chose, dealt: its themes, its first theme and its setup.
    package struct Deal {
        package var themes: [Theme]
        package var firstTheme: Theme
        package var setup: GameSetup

        package init(themes: [Theme], firstTheme: Theme, setup: GameSetup) {
            self.themes = themes
            self.firstTheme = firstTheme
            self.setup = setup
        }
    }

    /// What dealing the new-game screen's choices gave: a game, or why the command line refused it.
    package enum DealOutcome {
        case deal(Deal)
        case refused(String)
    }

    /// Deals the new-game screen's choices as their command line would, the run's setup given for
    /// what it keeps (plain or grid, bell, animation): the command line's, which the app cannot see.
    package typealias NewDeal = (NewGameChoices, GameSetup) -> DealOutcome

    /// What a run plays, apart from how it is presented: the view model it makes, the sources beside
    /// the player's input (the other terminal of a table), and what is done as the run ends.
    struct Play {
        /// The view model, made with the run's clock, score keeper and the presenter's pacing.
        var makeViewModel: (MonotonicClock, any ScoreKeeper, PresenterPolicy) -> GameViewModel
        /// Sources to wait on beside the terminal's or the lines'.
        var sources: [any MessageSource] = []
        /// Called once the view model exists, before the loop (a table hands it the peer's news).
        var started: (GameViewModel) -> Void = { _ in }
        /// Called as the loop ends, before the terminal is given back (a table says goodbye).
        var ended: (GameViewModel) -> Void = { _ in }
        /// Deals the game the new-game screen chose, when the run offers that screen.
        var newDeal: NewDeal?
        /// The setup of the game being played, for `newDeal`.
        var setup = GameSetup()
    }

    /// What the games of a run leave to say once the terminal is given back: each game's view model
    /// has its own, and the screen may deal several.
    final class RunLeftovers {
        var notices: [String] = []
        var share: DailyShare?

        /// Keeps what `viewModel` leaves, as it is replaced or the run ends.
        func keep(_ viewModel: GameViewModel) {
            viewModel.fileUnfinishedDaily()
            for notice in viewModel.lastingNotices where !notices.contains(notice) { notices.append(notice) }
            if let finished = viewModel.finishedDailyShare { share = finished }
        }
    }

    /// Plays `play`, and each game the new-game screen deals after it, through `loop` (which runs one
    /// view model until it ends); the last view model and why its loop ended.
    static func playGames(
        _ play: Play, policy: PresenterPolicy, clock: MonotonicClock, system: SystemAccess, leftovers: RunLeftovers,
        loop: (GameViewModel) -> GameLoopEnding
    ) -> (GameViewModel, GameLoopEnding) {
        var play = play
        while true {
            let viewModel = play.makeViewModel(clock, StoredScores(system: system), policy)
            play.started(viewModel)
            while true {
                let ending = loop(viewModel)
                guard ending == .quit, let choices = viewModel.requestedNewGame, let newDeal = play.newDeal else {
                    return (viewModel, ending)
                }
                switch newDeal(choices, play.setup) {
                case .deal(let deal):
                    leftovers.keep(viewModel)
                    play.makeViewModel = { clock, scoreKeeper, policy in
                        compose(
                            themes: deal.themes, firstTheme: deal.firstTheme, setup: deal.setup, clock: clock,
                            scoreKeeper: scoreKeeper, policy: policy)
                    }
                    play.setup = deal.setup
                case .refused(let reason):
                    viewModel.refuseNewGame(because: reason)
                    continue
                }
                break
            }
        }
    }

    /// Plays `play` in the presenter the setup names.
    static func run(_ play: Play, setup: GameSetup, system: SystemAccess) -> Int32 {
        switch setup.presenter {
        case .grid: runGrid(play, showsCursor: setup.showsCursor, narrowGlyphs: setup.narrowGlyphs, system: system)
        case .plain: runPlain(play, setup: setup, system: system)
        }
    }

    /// Plays on the terminal's grid, through ncurses, with the terminal's cursor visible when
    /// `showsCursor` (`--cursor`).
    static func runGrid(_ play: Play, showsCursor: Bool, narrowGlyphs: Bool = false, system: SystemAccess) -> Int32 {
        let terminal: Terminal
        do {
            terminal = try Terminal(
                noColor: system.isSet("NO_COLOR"), showsCursor: showsCursor, narrowGlyphs: narrowGlyphs,
                system: system)
        } catch {
            system.writeError("memorize: \(error.message(.game))\n")
            return ExitStatus.notATerminal.rawValue
        }
        let clock = MonotonicClock()
        let leftovers = RunLeftovers()
        let sources = SourceWait(sources: terminal.sources + play.sources)
        let (viewModel, ending) = playGames(
            play, policy: TerminalPresenter.policy, clock: clock, system: system, leftovers: leftovers
        ) { viewModel in
            // A presenter of its own for each game: its layout belongs to that game's deals.
            var loop = GameLoop(
                viewModel: viewModel, presenter: TerminalPresenter(terminal: terminal, narrowGlyphs: narrowGlyphs),
                sources: sources, clock: clock)
            return loop.run()
        }
        play.ended(viewModel)
        leftovers.keep(viewModel)
        switch ending {
        case .quit:
            terminal.stop()
            // The daily's lines again where the shell keeps them, to select and paste: in the box they
            // are on the alternate screen, and selecting there fights the mouse reporting.
            if let share = leftovers.share {
                let unicode = system.localeIsUTF8
                _ = system.writeOutput(share.lines(unicode: unicode).map { $0 + "\n" }.joined())
            }
            // Said on the screen while it lasted, and again where it outlives the screen.
            for notice in leftovers.notices { system.writeError("memorize: \(notice)\n") }
            return ExitStatus.success.rawValue
        case .signal(let signalNumber):
            // Input that cannot be read ends the game like a hangup; say why instead of dying by it.
            if let failure = terminal.inputFailure {
                terminal.stop()
                system.writeError("memorize: " + AppText.cannotReadTerminal.text("\(failure)") + "\n")
                return ExitStatus.ioError.rawValue
            }
            terminal.stopAndDie(by: signalNumber)
        }
    }

    /// Plays in lines of text on standard input and output (`--plain`), without ncurses: on a
    /// terminal in its ordinary line mode, or on pipes. The end of input ends the run with success;
    /// input that cannot be read or output that cannot be written ends it with `ioError`.
    static func runPlain(_ play: Play, setup: GameSetup, system: SystemAccess) -> Int32 {
        // A terminal left raw by another program would take no line: its line mode for the run.
        LineMode.ensure()
        defer { LineMode.restore() }
        let clock = MonotonicClock()
        let input = PlainInput()
        // A signal ends the run through the loop, as on the grid: what the end files is filed.
        let signals = PlainSignals.install()
        // The bell only where a terminal would ring it; lines in ASCII where the locale is not UTF-8.
        var sources: [any MessageSource] = [input] + play.sources
        if let signals { sources.insert(signals, at: 0) }
        let wait = SourceWait(sources: sources)
        let leftovers = RunLeftovers()
        let (viewModel, ending) = playGames(
            play, policy: PlainPresenter.policy, clock: clock, system: system, leftovers: leftovers
        ) { viewModel in
            // A presenter of its own for each game, which opens it with its first lines.
            let presenter = PlainPresenter(
                detail: setup.plainDetail, unicode: system.localeIsUTF8,
                bell: setup.bell && system.standardOutputIsTerminal()
            ) { text in
                if case .failed(let reason) = system.writeOutput(text) { input.outputFailed(reason) }
            }
            var loop = GameLoop(viewModel: viewModel, presenter: presenter, sources: wait, clock: clock)
            return loop.run()
        }
        play.ended(viewModel)
        leftovers.keep(viewModel)
        switch ending {
        case .quit:
            // Output or input that failed ends the run as the other commands end: one line, EX_IOERR.
            if let reason = input.outputFailure {
                system.writeError("memorize: " + AppText.cannotWriteOutput.text(SafeText.escaped(reason)) + "\n")
                return ExitStatus.ioError.rawValue
            }
            if let reason = input.inputFailure {
                system.writeError("memorize: " + AppText.cannotReadInput.text(SafeText.escaped(reason)) + "\n")
                return ExitStatus.ioError.rawValue
            }
            return ExitStatus.success.rawValue
        case .signal(let signalNumber):
            // No screen to give back: only the line mode, and then the end the signal asked for.
            PlainSignals.die(by: signalNumber)
        }
    }

    /// The view model a setup asks for: every option about the games is acted on here and nowhere
    /// else.
    ///
    /// The first deal uses the seed itself, so the seed the summary shows deals that board again; later
    /// deals and random themes draw from a generator derived from it, which is why a run given its
    /// seed (`practice`) records none of its games. Matchismo sits in the picker
    /// beside the themes, and starts the run when the setup's rule set is Matchismo. The pacing is the
    /// presenter's (`policy`, by default that of the presenter the setup names); `--no-animation`
    /// can only take the animation away.
    package static func compose(
        themes: [Theme], firstTheme: Theme, setup: GameSetup, clock: any GameClock,
        scoreKeeper: (any ScoreKeeper)? = nil, policy: PresenterPolicy? = nil, table: HostSeating? = nil
    ) -> GameViewModel {
        let themeVariants: [any GameVariant] = themes.map { ThemeVariant($0, pairs: setup.pairs) }
        let matchismo: MatchismoVariant
        let first: any GameVariant
        switch setup.ruleSet {
        case .memorize:
            matchismo = MatchismoVariant()
            first = ThemeVariant(firstTheme, pairs: setup.pairs)
        case .matchismo(let cards):
            matchismo = MatchismoVariant(cardCount: cards)
            first = matchismo
        }
        let untimed = themeVariants + [matchismo]
        let seed = setup.seed ?? 0
        var policy = policy ?? Self.policy(of: setup.presenter)
        policy.animates = policy.animates && setup.animates
        // The grid shows a card at once: only plain mode gives its listener a grace.
        if setup.presenter == .plain, let grace = setup.speechGrace { policy.bonusGrace = grace }
        return GameViewModel(
            variants: setup.timed ? untimed.map { TimedVariant($0) } : untimed,
            variant: setup.timed ? TimedVariant(first) : first,
            generator: SplitMix64(seed: seed ^ 0x6D65_6D6F_7269_7A65), firstSeed: seed, clock: clock,
            settings: GameViewModel.Settings(
                ringsBell: setup.bell, seats: table?.seats ?? seats(of: setup), scoreKeeper: scoreKeeper,
                daily: setup.daily, dailyNumber: setup.dailyNumber, dailyDealtOn: setup.dailyDealtOn,
                isPractice: setup.practice, policy: policy,
                table: table.map { .host($0.link) }, newGame: table == nil ? setup.newGame : nil))
    }

    /// The host's side of a table, for `compose`: the seats (the guest's `.remote`) and the link to it.
    package struct HostSeating {
        package var seats: [Seat]
        package var link: any TableLink

        package init(seats: [Seat], link: any TableLink) {
            self.seats = seats
            self.link = link
        }
    }

    /// The pacing of the presenter `presenter`.
    package static func policy(of presenter: PresenterChoice) -> PresenterPolicy {
        switch presenter {
        case .grid: TerminalPresenter.policy
        case .plain: PlainPresenter.policy
        }
    }

    /// The seats at the table, in turn order: `--names`, then `Player N`; against the computer, you
    /// and the computer, who sits first when it moves first. One player is no list at all.
    static func seats(of setup: GameSetup) -> [Seat] {
        if let computer = setup.computer {
            let you = Seat(name: setup.names.first ?? Seat.yourDefaultName)
            let level = ComputerLevel(rawValue: computer.level.rawValue) ?? .normal
            let opponent = Seat(name: "Computer", kind: .computer(level))
            return computer.movesFirst ? [opponent, you] : [you, opponent]
        }
        guard setup.players > 1 else { return [] }
        return (0..<setup.players).map {
            Seat(name: setup.names.indices.contains($0) ? setup.names[$0] : "Player \($0 + 1)")
        }
    }
}
