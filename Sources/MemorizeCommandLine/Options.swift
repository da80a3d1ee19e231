import MemorizeLocalization
import MemorizeNetwork
import MemorizeSetup
import MemorizeSystem
import MemorizeText

/// What the command line asked for, before any file is read: how to set up the games (`setup`),
/// and what else the run does.
struct Options: Equatable, Sendable {
    /// How the games are set up: every option about a game writes here, and the app's composition
    /// is the one place that reads it.
    var setup = GameSetup()
    /// `--theme NAME`: a theme name or a unique prefix of one, any case.
    var themeName: String?
    /// `--themes-file PATH`: read only this file instead of the shipped and user themes.
    var themesFile: String?
    /// `--list-themes`: print the themes and exit.
    var listThemes = false
    /// `--names-only`, with `--list-themes`: print only the names, one per line (for shell completion).
    var namesOnly = false
    /// `--scores`: print the best scores and exit.
    var scores = false
    /// `--cards N`: how many cards a Matchismo game deals, kept apart from `setup` until `--mode`
    /// says the game is Matchismo, whichever comes first on the command line.
    var cards: Int?
    /// `--daily [DATE]`: the daily deal of `DATE`, or of today (UTC) when nil inside.
    var daily: DailyDate?
    /// `--stats`: print the games played, the daily streak and the best of each theme, and exit.
    var stats = false
    /// `--first`: whether it was given, and whether the computer moves first, for a `--versus` that
    /// comes after it.
    var firstGiven = false
    /// Whether `--plain` was given a value (`--plain=brief`), which `MEMORIZE_PLAIN=full` does not override.
    var plainDetailGiven = false
    var computerFirst = false
    /// `--code CODE`, with `--join` or `--watch`: the join code the host printed, as typed.
    var code: String?
    /// `--seats N`, with `--host`: kept apart from `setup` until `--host` says there is a table,
    /// whichever comes first on the command line.
    var seats: Int?
    /// `--lobby`: connect an SSH session to the lobby server.
    var lobby = false
    /// `--serve`: run the lobby server for `memorize --lobby` (SPEC §11) instead of a game.
    var serve = false
    /// `--socket PATH`: the lobby's Unix socket.
    var socketPath: String?
    /// `--help` or `-h`: print the help and exit.
    var help = false
    /// `--version`: print the version and exit.
    var version = false
    /// `--lang LL`: the language to speak, over the one the environment names.
    var language: Language?
}

extension Options {
    /// Where the lobby's socket is when `--socket` does not say.
    static let defaultSocket = "/run/memorize/lobby.sock"
}

/// One option of `memorize`: its spellings, its value (if any), its help, and what it sets.
///
/// The table `OptionSpec.all` is the whole command line: the parser, `--help`, the man page and the
/// shell completions all read it, so a new option (`--mode`, `--timed`, `--players`) is one entry
/// there plus its field in `Options`.
struct OptionSpec: Sendable {
    /// Whether the option takes a value, and how it changes `Options`.
    enum Action: Sendable {
        /// A switch such as `--list-themes`.
        case flag(@Sendable (inout Options) -> Void)
        /// An option with a value, written `--name VALUE` or `--name=VALUE`; `placeholder` names it in help.
        case value(placeholder: String, @Sendable (inout Options, String) throws(CommandLineError) -> Void)
        /// An option whose value may be left out (`--daily`, `--daily 2026-12-01`): the next argument is
        /// its value only when `accepts` says it looks like one, so `--daily --plain` is two options.
        case optionalValue(
            placeholder: String, accepts: @Sendable (String) -> Bool,
            @Sendable (inout Options, String?) throws(CommandLineError) -> Void)
    }

    /// The long name first (`--theme`), then any short alias (`-h`).
    let names: [String]
    let action: Action
    /// One line for `--help`.
    let help: String
    /// More for the man page, in sentences, or nil when the help line says it all.
    let details: String?
    /// What kind of value the option takes, as declared; see `valueKind`.
    let declaredKind: OptionValueKind

    /// The name used in messages.
    var name: String { names.first ?? "" }

    /// What kind of value the option takes, for the parser and for shell completion.
    ///
    /// A placeholder written as a list of words (`memorize|matchismo`) declares those words even
    /// when the entry does not say `.oneOf`, so such an option completes and checks its values.
    var valueKind: OptionValueKind {
        guard case .text = declaredKind, case .value(let placeholder, _) = action else { return declaredKind }
        let words = placeholder.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        return words.count > 1 && !words.contains("") ? .oneOf(words) : .text
    }

    static func flag(
        _ names: String..., help: String, details: String? = nil, apply: @escaping @Sendable (inout Options) -> Void
    ) -> Self {
        OptionSpec(names: names, action: .flag(apply), help: help, details: details, declaredKind: .text)
    }

    /// An option with a value; `kind` says what the value is (a path, a theme name, one of some words).
    static func value(
        _ names: String..., placeholder: String, kind: OptionValueKind = .text, help: String, details: String? = nil,
        apply: @escaping @Sendable (inout Options, String) throws(CommandLineError) -> Void
    ) -> Self {
        OptionSpec(
            names: names, action: .value(placeholder: placeholder, apply), help: help, details: details,
            declaredKind: kind)
    }

    /// An option whose value may be left out; the next argument is taken as its value when `accepts` it.
    static func optionalValue(
        _ names: String..., placeholder: String, help: String, details: String? = nil,
        accepts: @escaping @Sendable (String) -> Bool,
        apply: @escaping @Sendable (inout Options, String?) throws(CommandLineError) -> Void
    ) -> Self {
        OptionSpec(
            names: names, action: .optionalValue(placeholder: placeholder, accepts: accepts, apply), help: help,
            details: details, declaredKind: .text)
    }

    /// An option whose value is one of `values` (`--mode memorize|matchismo`): the parser refuses any
    /// other word, and `apply` gets the value as the table spells it, whatever case was typed.
    static func choice(
        _ names: String..., values: [String], help: String, details: String? = nil,
        apply: @escaping @Sendable (inout Options, String) throws(CommandLineError) -> Void
    ) -> Self {
        OptionSpec(
            names: names, action: .value(placeholder: values.joinedText(separator: "|"), apply), help: help,
            details: details, declaredKind: .oneOf(values))
    }
}

extension OptionSpec {
    /// Every option `memorize` accepts, in the order `--help` lists them.
    static let all: [OptionSpec] = [
        .value(
            "--theme", placeholder: "NAME", kind: .themeName,
            help: "play this theme first (any case; a unique prefix is enough)",
            details: "Without it a theme is drawn at random. An exact name wins over a prefix; an unknown or "
                + "ambiguous name is an error that lists the themes. Matchismo, listed in the picker beside the "
                + "themes, is played by its name too (as --mode matchismo)."
        ) { options, name in options.themeName = name },
        .value(
            "--themes-file", placeholder: "PATH", kind: .themesFile,
            help: "read the themes from PATH instead of the shipped ones",
            details: "The shipped themes and your own themes file are then not read."
        ) { options, path in options.themesFile = path },
        .flag(
            "--list-themes", help: "list the themes, one per line, and exit",
            details: "Each line has the name, the number of pairs, the color and the emoji. Works in a pipe; "
                + "use it with --themes-file to check a theme file."
        ) { $0.listThemes = true },
        .flag(
            "--names-only", help: "with --list-themes: print only the names, one per line",
            details: "This is what the shell completions ask for to complete --theme."
        ) { $0.namesOnly = true },
        .flag(
            "--scores", help: "print the best scores and exit",
            details: "They are kept for each theme, mode, timing and board size (see FILES). Works in a pipe."
        ) { $0.scores = true },
        .value(
            "--seed", placeholder: "N", help: "seed the theme choice and the deal (0 to \(UInt64.max))",
            details: "The same seed gives the same theme and the same deal. Without it a random seed is used. "
                + "A seeded run is practice: none of its games is kept, as a best score or in --stats."
        ) { options, text throws(CommandLineError) in
            options.setup.seed = try parseSeed(text)
            options.setup.practice = true
        },
        .value(
            "--pairs", placeholder: "N", help: "deal N pairs (2 to the theme's emoji count) instead of its own",
            details: "Every theme then deals N pairs, or as many as it has emoji. Without --theme the first "
                + "theme is drawn among those with at least N emoji, and it is an error when none has; with it, a "
                + "number outside 2 to that theme's emoji count is. Matchismo ignores it, with a warning."
        ) { options, text throws(CommandLineError) in options.setup.pairs = try parsePairs(text) },
        .choice(
            "--mode", values: ["memorize", "matchismo"], help: "the game to play first: emoji pairs, or Matchismo",
            details: "Matchismo deals playing cards that match by rank or suit (see MATCHISMO). The theme picker "
                + "offers both."
        ) { options, mode in
            options.setup.ruleSet =
                mode == "matchismo" ? .matchismo(cards: options.cards ?? RuleSet.defaultMatchismoCards) : .memorize
        },
        .value(
            "--cards", placeholder: "N", help: "deal N cards in Matchismo, 2 to 52 (12 by default)",
            details: "Only for --mode matchismo; without it a warning says it is ignored."
        ) { options, text throws(CommandLineError) in
            let cards = try parseCards(text)
            options.cards = cards
            if case .matchismo = options.setup.ruleSet { options.setup.ruleSet = .matchismo(cards: cards) }
        },
        .flag(
            "--timed", help: "timed bonus scoring: points ×(10 − seconds since the last choice)",
            details: "In either mode. A bar in the face-up card shows the bonus left; best scores of timed "
                + "games are kept apart."
        ) { $0.setup.timed = true },
        .optionalValue(
            "--daily", placeholder: "DATE", help: "play the daily deal of today (UTC) or of DATE (YYYY-MM-DD)",
            details: "Every player gets the same board on the same day: the theme (from a frozen catalog) and the "
                + "deal come from the date alone, 10 pairs or 20 Matchismo cards. A day still to come is refused. "
                + "The summary gives a line to share; daily results are kept apart from the best scores (see "
                + "--stats). One player's game: not with --players or --names for several, --versus or a table; "
                + "nor with --seed, --theme, --pairs, --cards or --themes-file.",
            accepts: looksLikeDate
        ) { options, text throws(CommandLineError) in
            guard let text else {
                options.daily = .today
                return
            }
            guard let date = CalendarDate(iso: text) else { throw .invalidDate(text) }
            options.daily = .date(date)
        },
        .optionalValue(
            "--plain", placeholder: "brief|full",
            help: "play by reading and typing lines, for screen readers (see ACCESSIBILITY)",
            details: "No grid, colors or cursor movement: one line per event, in order, and a command or a card "
                + "number per line typed. It works on a terminal, in a pipe and with TERM=dumb; end of input "
                + "ends the game. Brief by default: each fact once, a face by its name; --plain=full adds the "
                + "faces' pictures, the longer opening and the whole summary with the seed (the verbose "
                + "command switches).",
            accepts: looksLikePlainDetail, apply: applyPlain),
        .value(
            "--speech-grace", placeholder: "SECONDS",
            help: "in plain mode, seconds a timed bonus waits after each choice (2)",
            details: "The time to hear the line that says the card, so that listening costs no points. Timed games "
                + "played with a grace are filed apart from the grid's. From 0 to 10, such as 1.5."
        ) { options, text throws(CommandLineError) in options.setup.speechGrace = try parseGrace(text) },
        .flag(
            "--stats", help: "print games, wins, the daily streak and the best of each theme",
            details: "Read from the scores file: games alone, against the computer at each level (won, lost, "
                + "drawn) and with friends (wins by name). Works in a pipe."
        ) { $0.stats = true },
        .value(
            "--players", placeholder: "N", help: "N players (1 to 4) take turns at one keyboard",
            details: "A match keeps the turn, a mismatch passes it. The summary names the winner (most pairs, then "
                + "score); games of several players are never filed as best scores."
        ) { options, text throws(CommandLineError) in options.setup.players = try parsePlayers(text) },
        .value(
            "--names", placeholder: "NAME,NAME", help: "the players' names, in turn order, separated by commas",
            details: "Names default to Player 1, Player 2 and so on; with --versus, the one name is yours. Without "
                + "--players, two or more names set the number of players. Names must tell the players apart: "
                + "the same name twice (in any case), Computer and You are refused."
        ) { options, text throws(CommandLineError) in options.setup.names = try parseNames(text) },
        .value(
            "--versus", placeholder: "computer[:LEVEL]",
            kind: .oneOf(["computer", "computer:easy", "computer:normal", "computer:hard", "computer:expert"]),
            help: "play against the computer: easy, normal (the default), hard or expert",
            details: "The computer decides only from the cards it has been shown. easy and normal forget as people "
                + "do, the latest cards best; hard remembers every card and turns two new ones a turn; expert "
                + "remembers every card and plays the optimal strategy (Zwick and Paterson), which sometimes turns "
                + "a known card second, or two known cards to pass, and says so. It takes 0.8 to 1.5 s over a card, "
                + "quicker on a pair it knows, and leaves a mismatch up 1.5 s before its first card; any key "
                + "hurries it. With --host it takes a seat at the table, so that friends play it together."
        ) { options, text throws(CommandLineError) in
            options.setup.computer = ComputerOpponent(level: try parseLevel(text), movesFirst: options.computerFirst)
        },
        .choice(
            "--first", values: ["you", "computer"], help: "with --versus: who takes the first turn (you by default)"
        ) { options, who in
            options.firstGiven = true
            options.computerFirst = who == "computer"
            options.setup.computer?.movesFirst = options.computerFirst
        },
        .value(
            "--host", placeholder: "[ADDRESS:]PORT",
            help: "deal and wait for --seats N players, named as they join; Enter starts early, with two or more",
            details: "It listens on 127.0.0.1 (this machine only) unless an address is given, such as "
                + "0.0.0.0:7777 for every network (port 0 lets the system pick one), and prints the commands that "
                + "join and watch, with a code. Your process deals and judges every choice; seats and spectators "
                + "are sent only what the table shows. The code is the password of a PAKE: a stranger cannot "
                + "test guesses offline, each connection is one guess, and five wrong guesses retire the code. "
                + "Every message after the join is encrypted. Over the Internet, forward the port "
                + "(ssh -L 7777:localhost:7777 HOST) and join localhost:7777."
        ) { options, text throws(CommandLineError) in
            guard let address = NetworkAddress(parsing: text, defaultHost: "127.0.0.1", anyPort: true) else {
                throw .invalidAddress(option: "--host", text: text)
            }
            options.setup.table = .host(host: address.host, port: address.port, seats: options.seats ?? 2)
        },
        .value(
            "--seats", placeholder: "N", help: "with --host: how many seats, 2 to 4 (2, or 3 with --versus)",
            details: "Your seat is one of them, and so is the computer's with --versus, so that friends play it "
                + "together; --seats 2 with --versus is refused, as it leaves no seat for a player."
        ) { options, text throws(CommandLineError) in
            let seats = try parseSeats(text)
            options.seats = seats
            if case .host(let host, let port, _) = options.setup.table {
                options.setup.table = .host(host: host, port: port, seats: seats)
            }
        },
        .value(
            "--join", placeholder: "HOST:PORT",
            help: "take a seat at a table a player hosts (--host) at another terminal; needs --code",
            details: "Each seat plays in the grid or in plain mode, as its player chooses. If the connection drops, "
                + "the game waits a minute for it to come back, then ends with every score shown."
        ) { options, text throws(CommandLineError) in
            guard let address = NetworkAddress(parsing: text, defaultHost: nil) else {
                throw .invalidAddress(option: "--join", text: text)
            }
            options.setup.table = .join(host: address.host, port: address.port, code: options.code ?? "", watch: false)
        },
        .value(
            "--watch", placeholder: "HOST:PORT",
            help: "watch a table a player hosts, with --code: come at any moment, take no turn (8 at most)",
            details: "A spectator sees what the seats see, each card as it turns and every score, in the grid or "
                + "in plain mode; --names gives the name the table knows you by. The host chooses the game, so "
                + "the options that choose one are refused, as with --join."
        ) { options, text throws(CommandLineError) in
            guard let address = NetworkAddress(parsing: text, defaultHost: nil) else {
                throw .invalidAddress(option: "--watch", text: text)
            }
            options.setup.table = .join(host: address.host, port: address.port, code: options.code ?? "", watch: true)
        },
        .value(
            "--code", placeholder: "CODE",
            help: "with --join or --watch: the \(JoinCodeWording.length)-character code the host printed",
            details: "It is written with \(JoinCodeWording.characters), in either case; spaces and dashes are "
                + "ignored."
        ) { options, text throws(CommandLineError) in
            guard let code = JoinCode.normalized(text) else { throw .invalidCode(text) }
            options.code = code
            if case .join(let host, let port, _, let watch) = options.setup.table {
                options.setup.table = .join(host: host, port: port, code: code, watch: watch)
            }
        },
        .flag(
            "--lobby", help: "the lobby over SSH: what sshd runs for each session (ForceCommand); see LOBBY",
            details: "It connects to the lobby server (--serve) on --socket and shows its tables and the day's "
                + "board, in the grid, or in plain mode when the session asks for it (ssh -t play@HOST plain) or "
                + "MEMORIZE_PLAIN is set. The player is the SSH key the session was opened with (sshd's "
                + "ExposeAuthInfo); a session without one, or one that asks to run a command, scp or sftp, is "
                + "refused in one line."
        ) { $0.lobby = true },
        .flag(
            "--serve", help: "run the lobby server that memorize --lobby sessions (ssh play@host) connect to",
            details: "It holds every table of the lobby and judges its games, as a host does, and today's daily "
                + "and its board, on a Unix socket (--socket). Its state (each key's name, today's results, "
                + "the streaks) is one file, $STATE_DIRECTORY/lobby.json (systemd's StateDirectory=, such as "
                + "/var/lib/memorize), else $XDG_STATE_HOME/memorize/lobby.json or "
                + "~/.local/state/memorize/lobby.json, written atomically at every change. Started by "
                + "systemd's socket activation (memorize-lobby.socket), it serves on the Unix socket it is "
                + "passed, and leaves it to systemd. SIGTERM or Ctrl-C stops it cleanly. It starts no other "
                + "program."
        ) { $0.serve = true },
        .value(
            "--socket", placeholder: "PATH",
            help: "with --serve or --lobby: the lobby's Unix socket (\(Options.defaultSocket) by default)"
        ) { options, text throws(CommandLineError) in
            guard !text.isEmpty else { throw .missingValue(option: "--socket", placeholder: "PATH") }
            options.socketPath = text
        },
        .flag(
            "--no-animation", help: "turn cards at once, without the flip and the flash of a match",
            details: "MEMORIZE_NO_ANIMATION set to a true value (1, true, yes or on) does the same."
        ) { $0.setup.animates = false },
        .flag(
            "--cursor", help: "show the terminal's cursor on the focused card, for a screen magnifier",
            details: "Hidden or shown, the cursor sits after every frame on the focused card's place (b3) or face, "
                + "or on the current line of a box (help, pause, summary, theme list, question), where screen "
                + "readers, braille displays and magnifiers look; this only makes it visible."
        ) { $0.setup.showsCursor = true },
        .flag(
            "--ascii", help: "draw borders, arrows and marks in ASCII, for a terminal that draws them wide",
            details: "A terminal set for Chinese, Japanese or Korean may draw East-Asian \"ambiguous\" characters "
                + "(box lines, arrows, · and …) two columns wide, and the board then falls apart. With this, "
                + "every such character is drawn as ASCII (+ - | < > ^ v), as a terminal without UTF-8 draws "
                + "them; faces stay as they are. A Chinese or Korean run does it by itself."
        ) { $0.setup.narrowGlyphs = true },
        .flag(
            "--bell", help: "ring the terminal bell on a match",
            details: "Off by default. The last match of a game rings once, for the match and the end."
        ) { $0.setup.bell = true },
        .value(
            "--lang", placeholder: "LL", help: "speak this language: en, ko (Korean) or zh_CN (Simplified Chinese)",
            // One literal, not pieces joined at every start.
            details: """
                Without it the language is chosen as gettext chooses it, from LANGUAGE, LC_ALL, LC_MESSAGES \
                and LANG, also when that locale is not installed; English when none names a language the game \
                speaks. zh is zh_CN, and a locale such as ko_KR.UTF-8 is ko. Every line of the game is \
                translated (this page is not); the words typed in plain mode and the option names stay English. \
                In Chinese and Korean the grid draws only characters of certain width, as --ascii does.
                """
        ) { options, text throws(CommandLineError) in
            guard let language = LanguageChoice.language(option: text) else { throw .invalidLanguage(text) }
            options.language = language
        },
        .flag(
            "--help", "-h", help: "show this help and exit",
            details: "It works even when the rest of the command line is wrong."
        ) { $0.help = true },
        .flag("--version", help: "print the version and exit") { $0.version = true },
    ]

    /// Whether the word after `--daily` is meant as its date: it starts with a digit (so a wrong date
    /// is reported rather than taken for an unexpected argument).
    static func looksLikeDate(_ text: String) -> Bool {
        text.first?.isASCII == true && text.first?.isNumber == true
    }

    /// Reads a number of seats at a table: 2 to 4.
    static func parseSeats(_ text: String) throws(CommandLineError) -> Int {
        guard text.count == 1, let seats = Int(text), (2...4).contains(seats) else { throw .invalidSeats(text) }
        return seats
    }

    /// Reads a number of players: 1 to 4.
    static func parsePlayers(_ text: String) throws(CommandLineError) -> Int {
        guard text.count == 1, let players = Int(text), (1...4).contains(players) else { throw .invalidPlayers(text) }
        return players
    }

    /// Reads names separated by commas: each 1 to 32 characters, none a control or invisible one.
    static func parseNames(_ text: String) throws(CommandLineError) -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        for name in names {
            let visible = name.unicodeScalars.allSatisfy { scalar in
                !scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory != .control
                    && scalar.properties.generalCategory != .format
                    && scalar.properties.generalCategory != .lineSeparator
                    && scalar.properties.generalCategory != .paragraphSeparator
            }
            guard !name.isEmpty, name.count <= 32, visible else {
                throw .invalidName(String(name.prefix(64)))
            }
        }
        guard names.count <= 4 else { throw .invalidName(String(text.prefix(64))) }
        return names
    }

    /// Whether a word after `--plain` is its value (`brief`, `full`) rather than the next argument.
    @Sendable static func looksLikePlainDetail(_ text: String) -> Bool {
        PlainDetail(rawValue: text.lowercased()) != nil
    }

    /// `--plain` and `--plain=brief|full`.
    @Sendable static func applyPlain(_ options: inout Options, _ text: String?) throws(CommandLineError) {
        options.setup.presenter = .plain
        guard let text else { return }
        guard let detail = PlainDetail(rawValue: text.lowercased()) else {
            throw .invalidChoice(option: "--plain", value: text, allowed: PlainDetail.allCases.map(\.rawValue))
        }
        options.setup.plainDetail = detail
        options.plainDetailGiven = true
    }

    /// Reads `computer` or `computer:LEVEL`.
    static func parseLevel(_ text: String) throws(CommandLineError) -> ComputerOpponent.Level {
        guard text == "computer" || text.hasPrefix("computer:") else { throw .invalidOpponent(text) }
        guard let colon = text.firstIndex(of: ":") else { return .normal }
        guard let level = ComputerOpponent.Level(rawValue: String(text[text.index(after: colon)...])) else {
            throw .invalidOpponent(text)
        }
        return level
    }

    /// Reads seconds from 0 to 10 with at most three decimals (`2`, `1.5`), as a duration.
    static func parseGrace(_ text: String) throws(CommandLineError) -> Duration {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let digits = { (part: Substring) in
            part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts[0].count <= 2, digits(parts[0]),
            parts.count == 1 || (!parts[1].isEmpty && parts[1].count <= 3 && digits(parts[1])),
            let whole = Int(parts[0])
        else { throw .invalidGrace(text) }
        // The decimals as thousandths: "5" is 500, "25" 250.
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        let thousandths = Int(fraction + String(repeating: "0", count: 3 - fraction.count)) ?? 0
        let milliseconds = whole * 1000 + thousandths
        guard milliseconds <= 10_000 else { throw .invalidGrace(text) }
        return .milliseconds(milliseconds)
    }

    /// Reads a Matchismo card count: a whole number from 2 to 52.
    static func parseCards(_ text: String) throws(CommandLineError) -> Int {
        guard text.count <= 3, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let cards = Int(text), (2...52).contains(cards)
        else { throw .invalidCards(text) }
        return cards
    }

    /// Reads a pair count as a small decimal number; the theme decides later how many it allows.
    static func parsePairs(_ text: String) throws(CommandLineError) -> Int {
        guard !text.isEmpty, text.count <= 6,
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let pairs = Int(text)
        else { throw .invalidPairs(text, maximum: nil, theme: nil) }
        return pairs
    }

    /// Reads a seed as a decimal `UInt64`; anything else, including a value too large, is a usage error.
    static func parseSeed(_ text: String) throws(CommandLineError) -> UInt64 {
        // UInt64(_:) would also accept a leading "+"; digits only keeps the accepted form simple to state.
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seed = UInt64(text)
        else { throw .invalidSeed(text) }
        return seed
    }
}

/// The day `--daily` asks for.
enum DailyDate: Equatable, Sendable {
    /// Today in UTC, read from the system when the run starts.
    case today
    /// A given day.
    case date(CalendarDate)
}
