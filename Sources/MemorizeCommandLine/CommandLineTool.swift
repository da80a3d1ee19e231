import MemorizeLocalization
import MemorizeScores
import MemorizeSetup
import MemorizeSystem
import MemorizeText
import MemorizeThemes

/// Reads the command line of `memorize` and decides what the run does.
package enum CommandLineTool {
    /// Parses `arguments`, loads the themes, and either prints what was asked for or asks to play.
    ///
    /// Help, version, the theme list and every error are written through `system` before returning;
    /// nothing here traps on user input. The order: `--help`, then `--version` (both work even on an
    /// otherwise wrong command line), then option errors, then `--scores` (which needs no theme, so a
    /// broken theme file does not hide the scores), then the themes (`--list-themes` stops there),
    /// then the theme name, and last the terminal check, so a mistake is reported even when the
    /// output is piped.
    ///
    /// - Parameters:
    ///   - arguments: The whole command line, the program name first (as in `CommandLine.arguments`).
    ///   - system: The operating system, or a stand-in in tests.
    /// - Returns: `.exit` with the status to exit with (see `ExitStatus`), or `.play` with what to play.
    package static func launch(arguments: [String], system: SystemAccess) -> Launch {
        let parsed = OptionParser.parse(Array(arguments.dropFirst()))
        var options = parsed.options
        // Before the first message, help included; nothing to do in English.
        // A terminal set up for Chinese or Korean often draws ambiguous-width glyphs wide.
        let language = RunLanguage.start(override: options.language, system: system)
        if language.isEastAsian {
            options.setup.narrowGlyphs = true
        }
        if options.help {
            return print(HelpText.text(), system: system)
        }
        if options.version {
            return print(HelpText.version + "\n", system: system)
        }
        do throws(CommandLineError) {
            if let error = parsed.error { throw error }
            try check(&options, given: parsed.given)
            // A screen-reader user can make plain mode the default once, in the environment.
            if let value = system.environment("MEMORIZE_PLAIN") {
                if Self.isTrue(value) { options.setup.presenter = .plain }
                if value.lowercased() == "full" {
                    options.setup.presenter = .plain
                    if !options.plainDetailGiven { options.setup.plainDetail = .full }
                }
            }
            if options.lobby { return admitToLobby(options, given: parsed.given, system: system) }
            if options.scores { return printScores(system: system, sentences: inSentences(options, system)) }
            if options.stats {
                return printStats(
                    system: system, plain: options.setup.presenter == .plain, narrow: options.setup.narrowGlyphs)
            }
            if options.daily != nil { try checkDailyAlone(options, given: parsed.given) }
            let loaded = try ThemeLoader(system: system, language: language).load(themesFile: options.themesFile)
            if options.serve { return .serve(try serveRequest(options, loaded: loaded, system: system)) }
            if options.listThemes {
                let themes = loaded.themes
                let listing =
                    options.namesOnly
                    ? ThemeListing.names(of: themes)
                    : inSentences(options, system)
                        ? ThemeListing.sentences(for: themes)
                        : ThemeListing.text(for: themes, narrow: options.setup.narrowGlyphs)
                return print(listing, system: system)
            }
            var request = try deal(options, given: parsed.given, loaded: loaded, system: system)
            if options.setup.table == nil {
                // The screen opens with this run's game when the command line chose one, else with the
                // last choices made there.
                let chose = !parsed.given.isDisjoint(with: NewGameFile.gameOptions)
                let remembered = chose ? nil : NewGameFile(system: system).load()
                var choices =
                    remembered
                    ?? NewGameChoices(setup: request.setup, theme: options.themeName == nil ? nil : request.theme.name)
                choices.themesFile = options.themesFile
                request.setup.newGame = choices
            }
            // `--theme matchismo` made the game Matchismo: its warnings are those of Matchismo.
            options.setup.ruleSet = request.setup.ruleSet
            for warning in warnings(options) { system.writeError("memorize: \(warning)\n") }
            return .play(request)
        } catch {
            system.writeError(error.message)
            return .exit(error.exitCode)
        }
    }

    /// `--lobby`: the SSH session let in, or refused in one line. It takes only the options that say how
    /// to show a game: the lobby chooses the games.
    private static func admitToLobby(
        _ options: Options, given: Set<String>, system: SystemAccess
    ) -> Launch {
        let allowed: Set<String> = [
            "--lobby", "--socket", "--plain", "--speech-grace", "--no-animation", "--cursor", "--bell",
        ]
        if let other = given.subtracting(allowed).sorted().first {
            system.writeError(CommandLineError.conflictingOptions("--lobby", other).message)
            return .exit(ExitStatus.usage.rawValue)
        }
        // The shipped themes only: a table is dealt by the server, which has no player's file.
        let themes = BuiltInThemes.themes.map(\.name)
        switch LobbyDoor.admit(setup: options.setup, socket: options.socketPath, themes: themes, system: system) {
        case .success(let request):
            return .lobby(request)
        case .failure(let refusal):
            system.writeError(refusal.message)
            return .exit(ExitStatus.refused.rawValue)
        }
    }

    /// The game the new-game screen chose, dealt as its command line would deal it: its arguments
    /// read by the same parser and checks as `memorize`'s own, with what this run was given about how
    /// to show the game (`current`: plain or grid, bell, animation, cursor) kept. The choices are
    /// remembered for the next run (without the seed, which would deal the same board every time).
    ///
    /// - Returns: What to play, or the error the same command line would have printed.
    package static func newGame(
        _ choices: NewGameChoices, current: GameSetup, system: SystemAccess
    ) -> Result<PlayRequest, NewGameRefusal> {
        let parsed = OptionParser.parse(choices.arguments)
        var options = parsed.options
        do throws(CommandLineError) {
            if let error = parsed.error { throw error }
            try check(&options, given: parsed.given)
            options.setup.presenter = current.presenter
            options.setup.plainDetail = current.plainDetail
            options.setup.speechGrace = current.speechGrace
            options.setup.bell = current.bell
            options.setup.animates = current.animates
            options.setup.showsCursor = current.showsCursor
            options.setup.narrowGlyphs = current.narrowGlyphs
            if options.daily != nil { try checkDailyAlone(options, given: parsed.given) }
            let loaded = try ThemeLoader(system: system).load(themesFile: options.themesFile)
            var request = try deal(options, given: parsed.given, loaded: loaded, system: system)
            request.setup.newGame = choices
            NewGameFile(system: system).save(choices)
            return .success(request)
        } catch {
            return .failure(NewGameRefusal(error))
        }
    }

    /// The checks of the options among themselves, before any file is read; fills in what follows
    /// from them (`--names ann,bob` seats two players).
    private static func check(_ options: inout Options, given: Set<String>) throws(CommandLineError) {
        if options.namesOnly && !options.listThemes { throw .needsOption("--names-only", needs: "--list-themes") }
        if options.firstGiven && options.setup.computer == nil { throw .needsOption("--first", needs: "--versus") }
        if options.setup.computer != nil && options.setup.players > 1 {
            throw .conflictingOptions("--versus", "--players")
        }
        // `--names ann,bob` says how many play as plainly as `--players 2` would.
        if !given.contains("--players"), options.setup.computer == nil, options.setup.names.count > 1 {
            options.setup.players = min(options.setup.names.count, 4)
        }
        let seats = options.setup.computer == nil ? options.setup.players : 1
        if options.setup.names.count > seats {
            throw .tooManyNames(given: options.setup.names.count, players: seats)
        }
        try checkNamesTellSeatsApart(options.setup)
        if options.setup.table != nil || options.code != nil || options.seats != nil {
            options.setup.table = try checkTable(options, given: given)
        }
    }

    /// The first game of checked options: its theme (named, drawn with the seed, or the daily's),
    /// its seed and the rest of its setup.
    private static func deal(
        _ options: Options, given: Set<String>, loaded: LoadedThemes, system: SystemAccess
    ) throws(CommandLineError) -> PlayRequest {
        var options = options
        // The picker lists Matchismo beside the themes, so its name picks it here too (unless a
        // theme of that name is loaded, which the picker would show as well).
        if let name = options.themeName, name.lowercased() == "matchismo",
            !loaded.themes.contains(where: { $0.name.lowercased() == "matchismo" })
        {
            if case .memorize = options.setup.ruleSet {
                if given.contains("--mode") {
                    throw .conflictingOptions("--theme \(name)", "--mode memorize")
                }
                options.setup.ruleSet = .matchismo(cards: options.cards ?? RuleSet.defaultMatchismoCards)
            }
            options.themeName = nil
        }
        var setup = options.setup
        let seed = setup.seed ?? system.randomSeed()
        setup.seed = seed
        let theme: Theme
        if let daily = options.daily {
            // Asked once: the day checked against the daily's date is the day its try is filed under.
            let today = system.utcToday()
            let date = try day(of: daily, today: today)
            let deal = CommandLineTool.daily(of: date)
            setup.seed = deal.seed
            setup.daily = date.description
            setup.dailyDealtOn = today?.description
            setup.dailyNumber = DailyCatalog.number(of: date)
            if case .matchismo = setup.ruleSet { setup.ruleSet = .matchismo(cards: DailyCatalog.matchismoCards) }
            theme = deal.theme
        } else {
            theme = try firstTheme(options: options, loaded: loaded, seed: seed)
        }
        if let pairs = setup.pairs, !(2...max(2, theme.emojis.count)).contains(pairs) {
            throw .invalidPairs(String(pairs), maximum: theme.emojis.count, theme: theme.name)
        }
        // Plain mode reads and writes lines, so a pipe is as good as a terminal for it.
        guard
            !setup.presenter.needsTerminal
                || (system.standardInputIsTerminal() && system.standardOutputIsTerminal())
        else {
            throw .notATerminal
        }
        if let value = system.environment("MEMORIZE_NO_ANIMATION"), Self.isTrue(value) { setup.animates = false }
        setup.themesFile = options.themesFile
        return PlayRequest(themes: loaded.themes, theme: theme, setup: setup)
    }

    /// The names the game will show, in turn order, must each say who plays: the same name twice
    /// (ignoring case, also a given name equal to another seat's `Player N`), the computer's name or
    /// the second-person word (which the game reads as `Your turn.`) would leave a turn line that
    /// could be someone else's.
    private static func checkNamesTellSeatsApart(_ setup: GameSetup) throws(CommandLineError) {
        let seats = setup.computer == nil ? setup.players : 1
        guard seats > 1 || setup.computer != nil else { return }
        // Names are compared as they read (`NameLooks`): `Cоmputer` with a Cyrillic `о` is still the
        // computer's name, and `Аnn` (Cyrillic `А`) or `ı` would be another seat's to a player.
        for name in setup.names {
            switch NameLooks.key(name) {
            case "computer": throw .reservedName(name, meaning: CommandLineText.computersName.text())
            case "you": throw .reservedName(name, meaning: CommandLineText.wordForYou.text())
            default: break
            }
        }
        guard setup.computer == nil else { return }
        let shown = (0..<seats).map { setup.names.indices.contains($0) ? setup.names[$0] : "Player \($0 + 1)" }
        var seen: [String: String] = [:]
        for name in shown {
            if let other = seen[NameLooks.key(name)] {
                if other.lowercased() == name.lowercased() { throw .duplicateName(name) }
                throw .lookAlikeNames(name, other)
            }
            seen[NameLooks.key(name)] = name
        }
    }

    /// A table across terminals: the host chooses the game and how many seats it has (the computer,
    /// with `--versus`, takes one of them, so friends can play it together); a player who joins or
    /// watches plays the host's deals, so chooses nothing about them, and needs the code.
    ///
    /// - Returns: The table, with its seats when the host left their number to `--versus`.
    private static func checkTable(_ options: Options, given: Set<String>) throws(CommandLineError) -> TableSetup {
        let sides = ["--host", "--join", "--watch"].filter(given.contains)
        if sides.count > 1 { throw .conflictingOptions(sides[0], sides[1]) }
        if given.contains("--seats"), !given.contains("--host") { throw .needsOption("--seats", needs: "--host") }
        guard let table = options.setup.table, let side = sides.first else {
            throw .needsOption("--code", needs: CommandLineText.eitherOption.text("--join", "--watch"))
        }
        // How many play and who turns first are the table's to say; only the host may seat the computer.
        let refused = ["--players", "--daily", "--first"] + (side == "--host" ? [] : ["--versus"])
        for other in refused where given.contains(other) {
            throw .conflictingOptions(side, other)
        }
        if options.setup.names.count > 1 { throw .tooManyNames(given: options.setup.names.count, players: 1) }
        switch table {
        case .host(let host, let port, let seats):
            if given.contains("--code") {
                throw .needsOption("--code", needs: CommandLineText.eitherOption.text("--join", "--watch"))
            }
            guard options.setup.computer != nil else { return table }
            guard given.contains("--seats") else { return .host(host: host, port: port, seats: 3) }
            if seats < 3 { throw .noSeatForPlayer }
            return table
        case .join(_, _, let code, _):
            // The host chooses the game: a seat or a spectator plays or watches the host's deals.
            for chooser in ["--theme", "--themes-file", "--mode", "--pairs", "--cards", "--timed", "--seed"]
            where given.contains(chooser) {
                throw .conflictingOptions(side, chooser)
            }
            if code.isEmpty { throw .needsOption(side, needs: CommandLineText.codeTheHostPrinted.text()) }
            return table
        }
    }

    /// What `--serve` runs with: the socket, the state file (see `--serve`'s help) and the themes.
    private static func serveRequest(
        _ options: Options, loaded: LoadedThemes, system: SystemAccess
    ) throws(CommandLineError) -> ServeRequest {
        if options.setup.table != nil {
            throw .conflictingOptions("--serve", CommandLineText.threeOptions.text("--host", "--join", "--watch"))
        }
        if options.daily != nil { throw .conflictingOptions("--serve", "--daily") }
        let state: String
        if let directory = system.environment("STATE_DIRECTORY"), directory.hasPrefix("/") {
            // systemd's StateDirectory= may name several, separated by colons: the first is ours.
            let first = directory.split(separator: ":").first.map(String.init) ?? directory
            state = first + (first.hasSuffix("/") ? "" : "/") + "lobby.json"
        } else if let scores = ScoreStore.defaultPath(environment: system.environment) {
            state = String(scores.dropLast("scores.json".count)) + "lobby.json"
        } else {
            throw .noStateDirectory
        }
        return ServeRequest(
            socketPath: options.socketPath ?? Options.defaultSocket, statePath: state, themes: loaded.themes)
    }

    /// The daily of `date` as `--daily` deals it: its theme (named in `language` too), its seed and its number.
    package static func daily(
        of date: CalendarDate, language: Language = Translator.runLanguage
    ) -> (theme: Theme, seed: UInt64, number: Int?) {
        let deal = DailyDeal.deal(for: date)
        // The frozen catalog deals the board; its theme is named in the run's language as the built-in
        // theme of the same name is, which changes no face, no pair and so no board.
        let builtIn = BuiltInThemes.themes(for: language).first { $0.name == deal.theme.name }
        let theme = builtIn.map { deal.theme.translated($0.translations) } ?? deal.theme
        return (theme, deal.seed, DailyCatalog.number(of: date))
    }

    /// The daily deal is the same for everyone only if nothing else chooses the board, and it is one
    /// player's try: a game of several seats (friends, or the computer) would turn the day's cards
    /// without being that try, so a player could scout the board and then play it alone with every
    /// face known. Such a game is refused rather than filed as the day's try: its share line (one
    /// score out of the best possible) would say nothing of a game whose pairs were shared.
    private static func checkDailyAlone(_ options: Options, given: Set<String>) throws(CommandLineError) {
        let choosers = [
            ("--seed", options.setup.seed != nil), ("--theme", options.themeName != nil),
            ("--pairs", options.setup.pairs != nil), ("--themes-file", options.themesFile != nil),
            ("--cards", options.cards != nil), ("--versus", options.setup.computer != nil),
            // `--names ann,bob` alone seats two players as `--players 2` does: named as it was given.
            (given.contains("--players") ? "--players" : "--names", options.setup.players > 1),
        ]
        if let (name, _) = choosers.first(where: { $0.1 }) { throw .conflictingOptions(name, "--daily") }
    }

    /// The day `--daily` asked for: the one given, or `today` (UTC). A day after today is refused: its
    /// board is for the players of that day.
    private static func day(of daily: DailyDate, today: CalendarDate?) throws(CommandLineError) -> CalendarDate {
        switch daily {
        case .date(let date):
            if let today, date.dayNumber > today.dayNumber { throw .futureDaily(date.description) }
            return date
        case .today:
            guard let today else { throw .unknownToday }
            return today
        }
    }

    /// Prints games played, wins, the daily streak and the best of each theme, changing nothing on
    /// disk; a file that cannot be used is reported as for `--scores`.
    private static func printStats(system: SystemAccess, plain: Bool, narrow: Bool) -> Launch {
        let store = ScoreStore(system: system)
        let loaded = store.load()
        if let problem = loaded.problem { system.writeError("memorize: \(problem.message)\n") }
        // Bars only where a sighted player reads them: a terminal, not plain mode, and a UTF-8 locale.
        let picture = !plain && system.standardOutputIsTerminal() && system.localeIsUTF8
        let text = StatsListing.text(
            for: loaded.table, today: system.utcToday(), picture: picture, spoken: plain, narrow: narrow)
        return print(text, system: system)
    }

    /// The theme of the first game: the one `--theme` names, or one drawn with `seed` among the
    /// themes that can deal `--pairs` pairs (all of them without it), so a seed always draws the same.
    ///
    /// - Throws: The errors of `ThemeSelection`, or `.noThemeDealsPairs` when no theme has the emoji.
    private static func firstTheme(
        options: Options, loaded: LoadedThemes, seed: UInt64
    ) throws(CommandLineError) -> Theme {
        if let name = options.themeName { return try ThemeSelection.theme(named: name, in: loaded) }
        var candidates = loaded.themes
        let most = loaded.themes.map(\.emojis.count).max() ?? 0
        // Too few pairs for any theme: said before a theme is drawn, so the message names none.
        if let pairs = options.setup.pairs, pairs < 2 {
            throw .invalidPairs(String(pairs), maximum: max(2, most), theme: nil)
        }
        if let pairs = options.setup.pairs {
            candidates = candidates.filter { $0.emojis.count >= pairs }
            if candidates.isEmpty, !loaded.themes.isEmpty {
                throw .noThemeDealsPairs(pairs, most: most)
            }
        }
        guard let drawn = ThemeSelection.randomTheme(from: candidates, seed: seed) else {
            throw .refusedThemeFile(path: loaded.source, problem: ThemeError.emptyList.description)
        }
        return drawn
    }

    /// Options given that the first game does not use: said once each, and the game is played.
    static func warnings(_ options: Options) -> [String] {
        var warnings: [String] = []
        switch options.setup.ruleSet {
        case .memorize:
            if options.cards != nil {
                warnings.append(CommandLineText.cardsIgnored.text())
            }
        case .matchismo:
            if options.setup.pairs != nil {
                warnings.append(CommandLineText.pairsIgnored.text())
            }
        }
        return warnings
    }

    /// Whether an environment switch is on: only a true value (1, true, yes, on; any case) is, so
    /// `MEMORIZE_NO_ANIMATION=0` leaves the animation on.
    static func isTrue(_ value: String) -> Bool {
        ["1", "true", "yes", "on"].contains(value.lowercased())
    }

    /// Prints the best scores, changing nothing on disk. A file that cannot be used is reported on
    /// standard error and the table is shown empty, with exit status 0 all the same: the scores are
    /// a convenience, and the next game to end sets the file aside and starts a new one.
    private static func printScores(system: SystemAccess, sentences: Bool) -> Launch {
        let store = ScoreStore(system: system)
        let loaded = store.load()
        if let problem = loaded.problem { system.writeError("memorize: \(problem.message)\n") }
        let listing =
            sentences
            ? ScoreListing.sentences(for: loaded, path: store.path) : ScoreListing.text(for: loaded, path: store.path)
        return print(listing, system: system)
    }

    /// Whether a side command speaks in sentences rather than columns: in plain mode (`--plain`, or
    /// `MEMORIZE_PLAIN`), where a table's bare columns would read as a string of numbers. A pipe alone keeps
    /// the table, with its faces, for a sighted reader's `less` or `grep`.
    private static func inSentences(_ options: Options, _ system: SystemAccess) -> Bool {
        options.setup.presenter == .plain
    }

    /// Writes `text` to standard output: success, or a message and EX_IOERR when it could not all
    /// be written (`memorize --help > /dev/full`).
    private static func print(_ text: String, system: SystemAccess) -> Launch {
        guard case .failed(let reason) = system.writeOutput(text) else { return .exit(ExitStatus.success.rawValue) }
        let error = CommandLineError.cannotWriteOutput(reason: reason)
        system.writeError(error.message)
        return .exit(error.exitCode)
    }
}
