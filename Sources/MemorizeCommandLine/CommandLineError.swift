import MemorizeSystem
import MemorizeText

/// Why `memorize` stops before playing: each case knows its exit status and its message.
enum CommandLineError: Error, Equatable, Sendable {
    /// An option that does not exist; `suggestion` is a close known option.
    case unknownOption(String, suggestion: String?)
    /// An argument that is not an option; `memorize` takes none.
    case unexpectedArgument(String)
    /// A value option at the end of the line, followed by another option, or given an empty value.
    case missingValue(option: String, placeholder: String)
    /// `--flag=value` for an option that takes no value.
    case unexpectedValue(option: String)
    /// The same option twice, which would leave one of the two silently ignored.
    case repeatedOption(String)
    /// A `--seed` that is not a whole number from 0 to `UInt64.max`.
    case invalidSeed(String)
    /// A `--cards` that is not a whole number from 2 to 52.
    case invalidCards(String)
    /// A `--speech-grace` that is not a number of seconds from 0 to 10.
    case invalidGrace(String)
    /// A `--pairs` that is not a whole number, or outside 2 to what `theme` has (`maximum`).
    case invalidPairs(String, maximum: Int?, theme: String?)
    /// A `--pairs` that no theme has the emoji for, when no `--theme` was given; `most` is the most
    /// pairs any theme can deal.
    case noThemeDealsPairs(Int, most: Int)
    /// A value that is not one of the words an option takes (`--mode memorize|matchismo`).
    case invalidChoice(option: String, value: String, allowed: [String])
    /// An option that only means something beside another (`--names-only` without `--list-themes`).
    case needsOption(String, needs: String)
    /// A `--daily` date that is not a real day written `YYYY-MM-DD`.
    case invalidDate(String)
    /// `--daily` without a date, and the system cannot say what day it is.
    case unknownToday
    /// `--daily` was given a day after today (UTC).
    case futureDaily(String)
    /// No theme has this name or starts with it.
    case unknownTheme(String, available: [String], source: String)
    /// Several themes start with this prefix.
    case ambiguousTheme(String, candidates: [String])
    /// A theme file that is missing, unreadable or a directory.
    case cannotOpen(path: String, reason: String)
    /// A theme file that was read and refused.
    case refusedThemeFile(path: String, problem: String)
    /// A user theme with the name of a shipped theme; `otherSource` describes where that one came from.
    case nameClash(name: String, file: String, otherSource: String)
    /// A game needs a terminal on both standard input and standard output.
    case notATerminal
    /// Standard output could not be written (a full disk, a closed descriptor).
    case cannotWriteOutput(reason: String)
    /// `--players` outside 1 to 4.
    case invalidPlayers(String)
    /// A name in `--names` that cannot be shown: empty, too long, or with control characters.
    case invalidName(String)
    /// `--versus` with anything but `computer`, `computer:easy`, `computer:normal`, `computer:hard` or
    /// `computer:expert`.
    case invalidOpponent(String)
    /// Options that cannot be played together.
    case conflictingOptions(String, String)
    /// `--host` given something that is not `[ADDRESS:]PORT`, or `--join` or `--watch` something that
    /// is not `HOST:PORT`.
    case invalidAddress(option: String, text: String)
    /// `--code` given something that cannot be a join code.
    case invalidCode(String)
    /// `--seats` outside 2 to 4.
    case invalidSeats(String)
    /// `--versus` with `--host` and `--seats 2`: the computer takes the only seat beside the host's.
    case noSeatForPlayer
    /// More names than players.
    case tooManyNames(given: Int, players: Int)
    /// A name in `--names` that two seats would share (ignoring case).
    case duplicateName(String)
    /// A name in `--names` that reads as someone else: the computer's, or `you`.
    case reservedName(String, meaning: String)
    /// Two names in `--names` that differ only in letters drawn alike (`Аnn` with a Cyrillic `А`
    /// and `Ann`) or in a letter's case or spelling (`ı` and `I`, `ß` and `ss`): the later, then the
    /// earlier.
    case lookAlikeNames(String, String)
    /// `--serve` with neither `STATE_DIRECTORY`, `XDG_STATE_HOME` nor `HOME` to keep its state in.
    case noStateDirectory

    /// The process exit status for this error.
    var exitCode: Int32 {
        switch self {
        case .unknownOption, .unexpectedArgument, .missingValue, .unexpectedValue, .repeatedOption, .invalidSeed,
            .invalidPairs, .noThemeDealsPairs, .invalidCards, .invalidGrace, .invalidChoice, .needsOption,
            .unknownTheme,
            .ambiguousTheme, .invalidPlayers, .invalidName, .invalidOpponent, .conflictingOptions, .invalidAddress,
            .invalidCode, .invalidSeats, .noSeatForPlayer, .tooManyNames,
            .duplicateName, .reservedName, .lookAlikeNames, .invalidDate, .unknownToday, .futureDaily:
            ExitStatus.usage.rawValue
        case .refusedThemeFile, .nameClash:
            ExitStatus.dataError.rawValue
        case .cannotOpen, .noStateDirectory:
            ExitStatus.noInput.rawValue
        case .notATerminal:
            ExitStatus.notATerminal.rawValue
        case .cannotWriteOutput:
            ExitStatus.ioError.rawValue
        }
    }

    /// The message, one or two lines, each starting `memorize: ` and ending with a newline.
    ///
    /// Every text that came from an argument or a file goes through `SafeText`, so no message can
    /// carry an escape sequence to the terminal.
    var message: String {
        lines.map { "memorize: \($0)\n" }.joined()
    }

    /// The most characters of an argument a message echoes: enough to recognise it, and a 100 KB
    /// argument still gives a one-line message.
    static let longestEcho = 64

    /// An argument as a message shows it: escaped, quoted and cut to `longestEcho` characters.
    /// `U+` and at least four hexadecimal digits.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func shown(_ text: String) -> String {
        SafeText.quoted(text, limit: longestEcho)
    }

    private var lines: [String] {
        let helpHint = "try \"memorize --help\" for the list of options"
        switch self {
        case .unknownOption(let name, let suggestion?):
            return ["unknown option \(Self.shown(name)); did you mean \(suggestion)?", helpHint]
        case .unknownOption(let name, nil):
            return ["unknown option \(Self.shown(name))", helpHint]
        case .unexpectedArgument(let argument):
            return ["unexpected argument \(Self.shown(argument)); memorize takes only options", helpHint]
        case .missingValue(let option, let placeholder):
            return ["option \(option) needs a value: \(option) \(placeholder) or \(option)=\(placeholder)"]
        case .unexpectedValue(let option):
            return ["option \(option) does not take a value"]
        case .repeatedOption(let option):
            return ["option \(option) is given more than once"]
        case .invalidSeed(let text):
            return ["--seed needs a whole number from 0 to \(UInt64.max), not \(Self.shown(text))"]
        case .invalidPairs(let text, let maximum?, let theme?):
            return [
                "--pairs needs a number from 2 to \(maximum) for theme \(SafeText.quoted(theme)), "
                    + "not \(Self.shown(text))"
            ]
        case .invalidPairs(let text, let maximum?, nil):
            return ["--pairs needs a number from 2 to \(maximum) (the most any theme deals), not \(Self.shown(text))"]
        case .noThemeDealsPairs(let pairs, let most):
            return ["--pairs \(pairs): no theme has emoji for \(pairs) pairs; the most any theme deals is \(most)"]
        case .invalidCards(let text):
            return ["--cards needs a whole number from 2 to 52, not \(Self.shown(text))"]
        case .invalidGrace(let text):
            return ["--speech-grace needs a number of seconds from 0 to 10 (such as 2 or 1.5), not \(Self.shown(text))"]
        case .invalidPairs(let text, _, _):
            return ["--pairs needs a whole number of pairs, not \(Self.shown(text))"]
        case .invalidChoice(let option, let value, let allowed):
            return ["\(option) needs one of \(allowed.joined(separator: ", ")), not \(Self.shown(value))"]
        case .needsOption(let option, let needs):
            return ["option \(option) works only with \(needs)"]
        case .invalidDate(let text):
            return ["--daily needs a date written YYYY-MM-DD, such as 2026-12-01, not \(SafeText.quoted(text))"]
        case .unknownToday:
            return ["cannot tell today's date; give one: --daily YYYY-MM-DD"]
        case .futureDaily(let date):
            return ["the daily deal of \(date) is not out yet: each day's board opens that day (UTC)"]
        case .unknownTheme(let name, let available, let source):
            return [
                "no theme named \(Self.shown(name)) in \(source)",
                "available themes: \(Self.list(available))",
            ]
        case .ambiguousTheme(let prefix, let candidates):
            return [
                "theme name \(Self.shown(prefix)) is ambiguous; it matches \(Self.list(candidates))",
                "type more of the name",
            ]
        case .cannotOpen(let path, let reason):
            return ["cannot open theme file \(SafeText.quoted(path)): \(reason)"]
        case .refusedThemeFile(let path, let problem):
            return ["theme file \(SafeText.quoted(path)) refused: \(SafeText.escaped(problem))"]
        case .nameClash(let name, let file, let otherSource):
            return [
                "theme \(SafeText.quoted(name)) in \(SafeText.quoted(file)) has the same name as a theme in "
                    + "\(otherSource); rename one of them"
            ]
        case .notATerminal:
            return [
                "standard input and output must be a terminal to play; memorize --plain plays in lines of text, "
                    + "for screen readers and pipes (see --help)"
            ]
        case .cannotWriteOutput(let reason):
            return ["cannot write to standard output: \(SafeText.escaped(reason))"]
        case .invalidPlayers(let text):
            return ["--players needs a whole number from 1 to 4, not \(SafeText.quoted(text))"]
        case .invalidName(let name):
            return [
                "--names needs names of 1 to 32 visible characters, separated by commas, not \(SafeText.quoted(name))"
            ]
        case .invalidOpponent(let text):
            return [
                "--versus needs computer, computer:easy, computer:normal, computer:hard or computer:expert, not "
                    + "\(SafeText.quoted(text))"
            ]
        case .conflictingOptions(let first, let second):
            return ["options \(first) and \(second) cannot be used together"]
        case .invalidAddress(let option, let text):
            // A host may listen on port 0, which the system replaces with a free one; a peer cannot connect to it.
            let form =
                option == "--host"
                ? "[ADDRESS:]PORT, such as 7777 or 0.0.0.0:7777 (a port from 0 to 65535; 0 lets the system pick)"
                : "HOST:PORT, such as localhost:7777 (a port from 1 to 65535)"
            return ["\(option) needs \(form), not \(Self.shown(text))"]
        case .invalidCode(let text):
            return [
                "--code needs the \(JoinCodeWording.length) characters the host printed "
                    + "(\(JoinCodeWording.characters)), such as \(JoinCodeWording.example), not \(Self.shown(text))"
            ]
        case .invalidSeats(let text):
            return ["--seats needs a whole number from 2 to 4, not \(Self.shown(text))"]
        case .noSeatForPlayer:
            return [
                "--seats 2 with --versus leaves no seat for a player: the computer takes the one beside yours; "
                    + "give --seats 3 or 4"
            ]
        case .tooManyNames(let given, let players):
            return ["--names gives \(given) names for \(players) player\(players == 1 ? "" : "s")"]
        case .duplicateName(let name):
            return ["--names: two players would both be \(Self.shown(name)) (names are compared ignoring case)"]
        case .reservedName(let name, let meaning):
            return ["--names cannot use \(Self.shown(name)): it is \(meaning)"]
        case .noStateDirectory:
            return ["--serve has nowhere to keep its state: set STATE_DIRECTORY, XDG_STATE_HOME or HOME"]
        case .lookAlikeNames(let name, let other):
            // The letter that differs, named: on the screen the two names look the same.
            let differing = zip(name, other).first { $0.0 != $0.1 }?.0 ?? name.first
            let letter = differing.map { character -> String in
                let scalar = character.unicodeScalars.first!
                let named = scalar.properties.name.map { " " + $0 } ?? ""
                return ": its \(Self.shown(String(character))) is \(Self.codePoint(scalar))\(named)"
            }
            return [
                "--names: \(Self.shown(name)) reads the same as \(Self.shown(other))\(letter ?? ""); "
                    + "give names a player can tell apart"
            ]
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map(SafeText.escaped).joined(separator: ", ")
    }
}
