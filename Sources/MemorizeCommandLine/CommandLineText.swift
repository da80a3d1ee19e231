import MemorizeLocalization

/// The command line's messages: its errors, the hints after them and its warnings (docs/TRANSLATING.md).
///
/// Every argument a message shows comes in already quoted and escaped (`SafeText`), so a translation
/// adds no quotes of its own around `%1$s`. Option names (`--pairs`), placeholders (`NAME`, `YYYY-MM-DD`)
/// and the words an option takes (`computer:easy`) are typed by the player and stay as they are.
package enum CommandLineText: MessageCatalog {
    case helpHint
    case unknownOption, unknownOptionSuggestion, unexpectedArgument, missingValue, unexpectedValue, repeatedOption
    case invalidSeed, invalidPairsForTheme, invalidPairsForAnyTheme, invalidPairsNumber, noThemeDealsPairs
    case invalidCards, invalidGrace, invalidChoice, needsOption, eitherOption, codeTheHostPrinted
    case invalidDate, unknownToday, futureDaily
    case unknownTheme, availableThemes, ambiguousTheme, typeMoreOfTheName, builtInThemes, twoThemeSources
    case cannotOpenThemeFile, refusedThemeFile, nameClash
    case notATerminal, cannotWriteOutput
    case invalidPlayers, invalidName, invalidOpponent, conflictingOptions, invalidHostAddress, invalidPeerAddress
    case invalidCode, invalidSeats, noSeatForPlayer, tooManyNames, duplicateName, reservedName
    case computersName, wordForYou, lookAlikeNames, lookAlikeNamesLetter
    case cardsIgnored, pairsIgnored, invalidLanguage
    case noStateDirectory, threeOptions, noSuchFile, isDirectory, notRegularFile, fileTooLarge
    case lobbyRunsNothing, lobbyNeedsKey, lobbyNoKey, lobbyRecordHasNoKey, lobbyRecordNamesNoType, lobbyRecordNotAKey
    case lobbyRecordOtherType

    package var message: Message {
        switch self {
        case .helpHint:
            Message("try \"memorize --help\" for the list of options", comment: "The line after an option error.")
        case .unknownOption:
            Message("unknown option %1$s", comment: "%1$s: what was typed, quoted.")
        case .unknownOptionSuggestion:
            Message(
                "unknown option %1$s; did you mean %2$s?",
                comment: "%1$s: what was typed, quoted; %2$s: a known option close to it (--theme).")
        case .unexpectedArgument:
            Message("unexpected argument %1$s; memorize takes only options", comment: "%1$s: the argument, quoted.")
        case .missingValue:
            Message(
                "option %1$s needs a value: %1$s %2$s or %1$s=%2$s",
                comment: "%1$s: the option (--theme); %2$s: its value's placeholder (NAME), kept in English.")
        case .unexpectedValue:
            Message("option %1$s does not take a value", comment: "%1$s: the option, such as --plain.")
        case .repeatedOption:
            Message("option %1$s is given more than once", comment: "%1$s: the option.")
        case .invalidSeed:
            Message(
                "--seed needs a whole number from 0 to %1$s, not %2$s",
                comment: "%1$s: the largest seed, 18446744073709551615; %2$s: what was typed, quoted.")
        case .invalidPairsForTheme:
            Message(
                "--pairs needs a number from 2 to %1$s for theme %2$s, not %3$s",
                comment: "%1$s: the most pairs the theme has; %2$s: the theme's name, quoted; %3$s: what was typed.")
        case .invalidPairsForAnyTheme:
            Message(
                "--pairs needs a number from 2 to %1$s (the most any theme deals), not %2$s",
                comment: "%1$s: the most pairs any theme has; %2$s: what was typed, quoted.")
        case .invalidPairsNumber:
            Message("--pairs needs a whole number of pairs, not %1$s", comment: "%1$s: what was typed, quoted.")
        case .noThemeDealsPairs:
            Message(
                "--pairs %1$s: no theme has emoji for %1$s pairs; the most any theme deals is %2$s",
                comment: "%1$s: the pairs asked for, always more than %2$s, the most any theme has.")
        case .invalidCards:
            Message("--cards needs a whole number from 2 to 52, not %1$s", comment: "%1$s: what was typed, quoted.")
        case .invalidGrace:
            Message(
                "--speech-grace needs a number of seconds from 0 to 10 (such as 2 or 1.5), not %1$s",
                comment: "%1$s: what was typed, quoted.")
        case .invalidChoice:
            Message(
                "%1$s needs one of %2$s, not %3$s",
                comment: "%1$s: the option (--mode); %2$s: the words it takes, separated by commas, kept in "
                    + "English (memorize, matchismo); %3$s: what was typed, quoted.")
        case .needsOption:
            Message(
                "option %1$s works only with %2$s",
                comment: "%1$s: an option (--first); %2$s: the option it needs (--versus), or one of the next "
                    + "two messages.")
        case .eitherOption:
            Message("%1$s or %2$s", comment: "Two options, either of which will do: --join or --watch.")
        case .codeTheHostPrinted:
            Message(
                "--code CODE (the code the host printed)",
                comment: "What --join and --watch need; CODE is the placeholder of --help, kept in English.")
        case .invalidDate:
            Message(
                "--daily needs a date written YYYY-MM-DD, such as 2026-12-01, not %1$s",
                comment: "YYYY-MM-DD is what the player types, kept as it is; %1$s: what was typed, quoted.")
        case .unknownToday:
            Message("cannot tell today's date; give one: --daily YYYY-MM-DD")
        case .futureDaily:
            Message(
                "the daily deal of %1$s is not out yet: each day's board opens that day (UTC)",
                comment: "%1$s: the day asked for, 2026-12-24.")
        case .unknownTheme:
            Message(
                "no theme named %1$s in %2$s",
                comment: "%1$s: the name typed, quoted; %2$s: where themes were read: a file's name, quoted, "
                    + "\"the built-in themes\", or two of them joined by \"%1$s and %2$s\".")
        case .availableThemes:
            Message("available themes: %1$s", comment: "%1$s: the themes' names, separated by commas.")
        case .ambiguousTheme:
            Message(
                "theme name %1$s is ambiguous; it matches %2$s",
                comment: "%1$s: the start of a name, quoted; %2$s: the names it starts, separated by commas.")
        case .typeMoreOfTheName:
            Message("type more of the name", comment: "After a theme name that starts several themes' names.")
        case .builtInThemes:
            Message("the built-in themes", comment: "Where themes come from, in \"no theme named %1$s in %2$s\".")
        case .twoThemeSources:
            Message(
                "%1$s and %2$s",
                comment: "Two places themes were read from: the shipped themes and the player's own file, quoted.")
        case .cannotOpenThemeFile:
            Message(
                "cannot open theme file %1$s: %2$s",
                comment: "%1$s: the file's path, quoted; %2$s: the system's reason (No such file or directory).")
        case .refusedThemeFile:
            Message(
                "theme file %1$s refused: %2$s",
                comment: "%1$s: the file's path, quoted; %2$s: what is wrong in it, with its line and column.")
        case .nameClash:
            Message(
                "theme %1$s in %2$s has the same name as a theme in %3$s; rename one of them",
                comment: "%1$s: a theme's name; %2$s: the player's file; %3$s: where the other theme is from.")
        case .notATerminal:
            Message(
                "standard input and output must be a terminal to play; memorize --plain plays in lines of text, "
                    + "for screen readers and pipes (see --help)")
        case .cannotWriteOutput:
            Message("cannot write to standard output: %1$s", comment: "%1$s: the system's reason (No space left).")
        case .invalidPlayers:
            Message("--players needs a whole number from 1 to 4, not %1$s", comment: "%1$s: what was typed, quoted.")
        case .invalidName:
            Message(
                "--names needs names of 1 to 32 visible characters, separated by commas, not %1$s",
                comment: "%1$s: the name refused, quoted.")
        case .invalidOpponent:
            Message(
                "--versus needs computer, computer:easy, computer:normal, computer:hard or computer:expert, not %1$s",
                comment: "The words after --versus are typed as they are, in English; %1$s: what was typed, quoted.")
        case .conflictingOptions:
            Message(
                "options %1$s and %2$s cannot be used together",
                comment: "%1$s and %2$s: two options, such as --host and --join.")
        case .invalidHostAddress:
            Message(
                "%1$s needs [ADDRESS:]PORT, such as 7777 or 0.0.0.0:7777 (a port from 0 to 65535; 0 lets the "
                    + "system pick), not %2$s",
                comment: "%1$s: --host; [ADDRESS:]PORT is the placeholder of --help; %2$s: what was typed, quoted.")
        case .invalidPeerAddress:
            Message(
                "%1$s needs HOST:PORT, such as localhost:7777 (a port from 1 to 65535), not %2$s",
                comment: "%1$s: --join or --watch; HOST:PORT is the placeholder of --help; %2$s: what was typed.")
        case .invalidCode:
            Message(
                "--code needs the \(JoinCodeWording.length) characters the host printed "
                    + "(\(JoinCodeWording.characters)), such as %1$s, not %2$s",
                comment: "%1$s: an example code, k7m2qx; %2$s: what was typed, quoted.")
        case .invalidSeats:
            Message("--seats needs a whole number from 2 to 4, not %1$s", comment: "%1$s: what was typed, quoted.")
        case .noSeatForPlayer:
            Message(
                "--seats 2 with --versus leaves no seat for a player: the computer takes the one beside yours; "
                    + "give --seats 3 or 4")
        case .tooManyNames:
            Message(
                "--names gives %1$s names for %2$s player", plural: "--names gives %1$s names for %2$s players",
                comment: "%1$s: the names given, always more than %2$s, the players; chosen by %2$s.")
        case .duplicateName:
            Message(
                "--names: two players would both be %1$s (names are compared ignoring case)",
                comment: "%1$s: the name, quoted.")
        case .reservedName:
            Message(
                "--names cannot use %1$s: it is %2$s",
                comment: "%1$s: the name, quoted; %2$s: one of the next two messages.")
        case .computersName:
            Message("the computer's name", comment: "Why a player cannot be named Computer.")
        case .wordForYou:
            Message("the word the game uses for you", comment: "Why a player cannot be named You.")
        case .lookAlikeNames:
            Message(
                "--names: %1$s reads the same as %2$s; give names a player can tell apart",
                comment: "%1$s and %2$s: two names, quoted, that look alike on the screen.")
        case .lookAlikeNamesLetter:
            Message(
                "--names: %1$s reads the same as %2$s: its %3$s is %4$s; give names a player can tell apart",
                comment: "%1$s and %2$s: two names, quoted, that look alike; %3$s: the letter of the first that "
                    + "differs, quoted; %4$s: its code point and Unicode name (U+0410 CYRILLIC CAPITAL LETTER A).")
        case .cardsIgnored:
            Message("--cards is for Matchismo games (--mode matchismo); ignored", comment: "Matchismo: a game's name.")
        case .pairsIgnored:
            Message("--pairs does not change Matchismo games; it applies to themes picked later")
        case .invalidLanguage:
            Message(
                "--lang needs one of %1$s, not %2$s",
                comment: "%1$s: the language codes, en, ko, zh_CN, kept as they are; %2$s: what was typed, quoted.")
        case .noStateDirectory:
            Message(
                "--serve has nowhere to keep its state: set STATE_DIRECTORY, XDG_STATE_HOME or HOME",
                comment: "STATE_DIRECTORY, XDG_STATE_HOME and HOME are environment variables, kept as they are.")
        case .threeOptions:
            Message("%1$s, %2$s or %3$s", comment: "Three options, any of which is meant: --host, --join or --watch.")
        case .noSuchFile:
            Message("no such file", comment: "Why a theme file cannot be opened.")
        case .isDirectory:
            Message("it is a directory, not a file", comment: "Why a theme file cannot be opened.")
        case .notRegularFile:
            Message("it is not a regular file", comment: "Why a theme file cannot be opened (a FIFO, a device).")
        case .fileTooLarge:
            Message("the file is larger than %1$s bytes", comment: "Why a theme file is refused. %1$s: 1048576.")
        case .lobbyRunsNothing:
            Message(
                "this account opens the lobby and runs nothing else (not %1$s); connect with ssh -t, or ask for "
                    + "plain mode with: ssh -t ACCOUNT@HOST plain",
                comment: "The lobby over SSH refuses a command. %1$s: the command asked for, quoted. ssh -t "
                    + "ACCOUNT@HOST plain is typed as it is.")
        case .lobbyNeedsKey:
            Message(
                "the lobby knows players by their SSH key, and this session was opened without one; connect with a "
                    + "key (ssh-keygen -t ed25519 makes one)",
                comment: "ssh-keygen -t ed25519 is typed as it is.")
        case .lobbyNoKey:
            Message(
                "the lobby cannot tell who you are: this session was not opened with an SSH key",
                comment: "The lobby over SSH refuses a session.")
        case .lobbyRecordHasNoKey:
            Message(
                "the lobby cannot tell who you are: sshd's record of the key has no key in it",
                comment: "sshd: the SSH server; its record: the file it writes of the key a session was opened with.")
        case .lobbyRecordNamesNoType:
            Message("the lobby cannot tell who you are: sshd's record of the key names no key type")
        case .lobbyRecordNotAKey:
            Message("the lobby cannot tell who you are: sshd's record of the key is not a key")
        case .lobbyRecordOtherType:
            Message("the lobby cannot tell who you are: sshd's record of the key names another type than the key's")
        }
    }
}
