import MemorizeLocalization
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
    /// A `--lang` that names no language the game speaks.
    case invalidLanguage(String)

    /// The process exit status for this error.
    var exitCode: Int32 {
        switch self {
        case .unknownOption, .unexpectedArgument, .missingValue, .unexpectedValue, .repeatedOption, .invalidSeed,
            .invalidPairs, .noThemeDealsPairs, .invalidCards, .invalidGrace, .invalidChoice, .needsOption,
            .unknownTheme,
            .ambiguousTheme, .invalidPlayers, .invalidName, .invalidOpponent, .conflictingOptions, .invalidAddress,
            .invalidCode, .invalidSeats, .noSeatForPlayer, .tooManyNames,
            .duplicateName, .reservedName, .lookAlikeNames, .invalidDate, .unknownToday, .futureDaily,
            .invalidLanguage:
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
        typealias Text = CommandLineText
        let helpHint = Text.helpHint.text()
        switch self {
        case .unknownOption(let name, let suggestion?):
            return [Text.unknownOptionSuggestion.text(Self.shown(name), suggestion), helpHint]
        case .unknownOption(let name, nil):
            return [Text.unknownOption.text(Self.shown(name)), helpHint]
        case .unexpectedArgument(let argument):
            return [Text.unexpectedArgument.text(Self.shown(argument)), helpHint]
        case .missingValue(let option, let placeholder):
            return [Text.missingValue.text(option, placeholder)]
        case .unexpectedValue(let option):
            return [Text.unexpectedValue.text(option)]
        case .repeatedOption(let option):
            return [Text.repeatedOption.text(option)]
        case .invalidSeed(let text):
            return [Text.invalidSeed.text("\(UInt64.max)", Self.shown(text))]
        case .invalidPairs(let text, let maximum?, let theme?):
            return [Text.invalidPairsForTheme.text("\(maximum)", SafeText.quoted(theme), Self.shown(text))]
        case .invalidPairs(let text, let maximum?, nil):
            return [Text.invalidPairsForAnyTheme.text("\(maximum)", Self.shown(text))]
        case .noThemeDealsPairs(let pairs, let most):
            return [Text.noThemeDealsPairs.text("\(pairs)", "\(most)")]
        case .invalidCards(let text):
            return [Text.invalidCards.text(Self.shown(text))]
        case .invalidGrace(let text):
            return [Text.invalidGrace.text(Self.shown(text))]
        case .invalidPairs(let text, _, _):
            return [Text.invalidPairsNumber.text(Self.shown(text))]
        case .invalidChoice(let option, let value, let allowed):
            return [Text.invalidChoice.text(option, allowed.joined(separator: ", "), Self.shown(value))]
        case .needsOption(let option, let needs):
            return [Text.needsOption.text(option, needs)]
        case .invalidDate(let text):
            return [Text.invalidDate.text(SafeText.quoted(text))]
        case .unknownToday:
            return [Text.unknownToday.text()]
        case .futureDaily(let date):
            return [Text.futureDaily.text(date)]
        case .unknownTheme(let name, let available, let source):
            return [Text.unknownTheme.text(Self.shown(name), source), Text.availableThemes.text(Self.list(available))]
        case .ambiguousTheme(let prefix, let candidates):
            return [Text.ambiguousTheme.text(Self.shown(prefix), Self.list(candidates)), Text.typeMoreOfTheName.text()]
        case .cannotOpen(let path, let reason):
            return [Text.cannotOpenThemeFile.text(SafeText.quoted(path), reason)]
        case .refusedThemeFile(let path, let problem):
            return [Text.refusedThemeFile.text(SafeText.quoted(path), SafeText.escaped(problem))]
        case .nameClash(let name, let file, let otherSource):
            return [Text.nameClash.text(SafeText.quoted(name), SafeText.quoted(file), otherSource)]
        case .notATerminal:
            return [Text.notATerminal.text()]
        case .cannotWriteOutput(let reason):
            return [Text.cannotWriteOutput.text(SafeText.escaped(reason))]
        case .invalidPlayers(let text):
            return [Text.invalidPlayers.text(SafeText.quoted(text))]
        case .invalidName(let name):
            return [Text.invalidName.text(SafeText.quoted(name))]
        case .invalidOpponent(let text):
            return [Text.invalidOpponent.text(SafeText.quoted(text))]
        case .conflictingOptions(let first, let second):
            return [Text.conflictingOptions.text(first, second)]
        case .invalidAddress(let option, let text):
            // A host may listen on port 0, which the system replaces with a free one; a peer cannot connect to it.
            let form = option == "--host" ? Text.invalidHostAddress : Text.invalidPeerAddress
            return [form.text(option, Self.shown(text))]
        case .invalidCode(let text):
            return [Text.invalidCode.text(JoinCodeWording.example, Self.shown(text))]
        case .invalidSeats(let text):
            return [Text.invalidSeats.text(Self.shown(text))]
        case .noSeatForPlayer:
            return [Text.noSeatForPlayer.text()]
        case .tooManyNames(let given, let players):
            return [Text.tooManyNames.text(count: players, "\(given)", "\(players)")]
        case .duplicateName(let name):
            return [Text.duplicateName.text(Self.shown(name))]
        case .reservedName(let name, let meaning):
            return [Text.reservedName.text(Self.shown(name), meaning)]
        case .noStateDirectory:
            return [Text.noStateDirectory.text()]
        case .lookAlikeNames(let name, let other):
            // The letter that differs, named: on the screen the two names look the same.
            guard let character = zip(name, other).first(where: { $0.0 != $0.1 })?.0 ?? name.first else {
                return [Text.lookAlikeNames.text(Self.shown(name), Self.shown(other))]
            }
            let scalar = character.unicodeScalars.first!
            let named = scalar.properties.name.map { " " + $0 } ?? ""
            return [
                Text.lookAlikeNamesLetter.text(
                    Self.shown(name), Self.shown(other), Self.shown(String(character)), Self.codePoint(scalar) + named)
            ]
        case .invalidLanguage(let text):
            let codes = Language.allCases.map(\.rawValue).joined(separator: ", ")
            return [Text.invalidLanguage.text(codes, Self.shown(text))]
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map(SafeText.escaped).joined(separator: ", ")
    }
}
