import MemorizeLocalization

/// The grid's own words (docs/TRANSLATING.md): the status line's labels, the boxes' titles and lines,
/// the summary, the too-small screen and the lobby's screens. What the view model says (a choice's
/// result, a question, the summary's headline) comes in already in the language.
///
/// The grid measures every line in cells: a CJK character takes two, so a label on the status line or
/// a box's title is no wider than the English where it can be. Marks (`★`, `×`) are not in the
/// messages: the renderer draws them, in ASCII where the terminal or the language wants it.
package enum RendererText: MessageCatalog {
    // The status line.
    case title, score, flips, pairs, timed, plainPointer
    // Seats, on the status line and in the summary.
    case pairCount, pointCount, pointCountShort, seatLetters
    // The summary.
    case gameOver, time, bestThisSession, daily, seed, newBest, recordKept, bestKeptBelowZero, allPairsFound
    case copyHint, practiceNotARecord, toDealAgain, hostDeals
    case scoreValue, bestThisSessionValue, bestThisSessionWithRecord, practiceShort, dailyValue, seedValue
    // The boxes.
    case keys, screenReader, pressAnyKeyToClose, themes, noThemes, paused, clockStopped, newGame, sure
    case noticeDismiss
    // The too-small screen.
    case terminalTooSmall, needColumns, needRows, needBoth, enlargeOrQuit
    // The lobby.
    case lobbyTitle, lobbyDaily, dailyPlayed, dailyWaiting, welcome, welcomeKept, nameField
    case noTable, tableHeads, watching, playing, todaysDaily, nobodyPlayed, boardHeads, newTable, firstSeat
    case lobbyHelp

    package var message: Message {
        switch self {
        case .title: Message("Memorize", comment: "The game's name, at the start of the status line.")
        case .plainPointer:
            Message(
                "--plain: speech",
                comment: "The end of the board's hint line, for a screen reader's user: --plain is the option "
                    + "that plays the game in lines, read aloud; 15 cells.")
        case .score: Message("Score", comment: "Status line: the label before the score (Score 12); few cells.")
        case .flips: Message("Flips", comment: "Status line: the label before the cards turned (Flips 9).")
        case .pairs: Message("Pairs", comment: "Status line: the label before the pairs found (Pairs 3/8).")
        case .timed:
            Message("Timed", comment: "Status line: a timed game, before the multiplier a match gets now (Timed x3).")
        case .pairCount:
            Message(
                "%1$s pair", plural: "%1$s pairs", comment: "A seat's pairs on the status line and in the summary.")
        case .pointCount:
            Message(
                "%1$s point", plural: "%1$s points", comment: "A seat's points, on the status line and in the summary.")
        case .pointCountShort:
            Message(
                "%1$s pt", plural: "%1$s pts", comment: "A seat's points, short, when the status line is narrow.")
        case .seatLetters:
            Message(
                "%1$sp %2$spt",
                comment: "A seat's pairs (%1$s) and points (%2$s) in the fewest cells, on a narrow status line.")
        case .gameOver: Message("Game over", comment: "The title of the summary box.")
        case .time: Message("Time", comment: "Summary: the label of the game's time (1:47).")
        case .bestThisSession: Message("Best this session", comment: "Summary: the label of the session's best score.")
        case .daily: Message("Daily", comment: "Summary: the label of the daily's day (YYYY-MM-DD).")
        case .seed: Message("Seed", comment: "Summary: the label of the seed that deals the board again.")
        case .newBest: Message("New best!", comment: "Summary: beside a result that beat the kept record.")
        case .recordKept: Message("record %1$s", comment: "Summary: the record kept before this session, %1$s.")
        case .bestKeptBelowZero:
            Message("best kept %1$s, below zero", comment: "Summary: a kept best score below zero, %1$s.")
        case .allPairsFound: Message("All pairs found!", comment: "Summary's first line when the game gives none.")
        case .copyHint:
            Message(
                "c copies these lines; they are printed again at q",
                comment: "Under a daily's lines to share; c and q are keys.")
        case .practiceNotARecord: Message("Practice (seeded deal): not a record", comment: "Summary of a --seed game.")
        case .toDealAgain: Message("To deal this board again:", comment: "Summary: before the command line.")
        case .hostDeals: Message("The host deals the next game", comment: "At a table's guest, after a game.")
        case .scoreValue: Message("Score %1$s", comment: "The summary in one line: the score, %1$s.")
        case .bestThisSessionValue:
            Message("Best this session %1$s", comment: "The summary in one line: the session's best score.")
        case .bestThisSessionWithRecord:
            Message(
                "Best this session %1$s (record %2$s)",
                comment: "The summary in one line: the session's best score, %1$s, and the kept record, %2$s.")
        case .practiceShort: Message("Practice: not a record", comment: "The summary in one line, for a --seed game.")
        case .dailyValue: Message("Daily %1$s", comment: "The summary in one line: the daily's day (YYYY-MM-DD).")
        case .seedValue: Message("Seed %1$s", comment: "The summary in one line: the seed, a number.")
        case .keys: Message("Keys", comment: "The title of the key help box.")
        case .screenReader:
            Message(
                "Screen reader: memorize --plain",
                comment: "Where a screen reader's user finds the game in lines; the command stays as it is.")
        case .pressAnyKeyToClose: Message("Press any key to close", comment: "The key help box's last line.")
        case .themes: Message("Themes", comment: "The title of the box listing the themes.")
        case .noThemes: Message("No themes")
        case .paused: Message("Paused", comment: "The title of the box over a paused game.")
        case .clockStopped: Message("The clock is stopped", comment: "In the paused box.")
        case .newGame: Message("New game", comment: "The title of the new-game box.")
        case .sure: Message("Sure?", comment: "The title of the box asking before a game is lost.")
        case .noticeDismiss: Message("Esc dismisses", comment: "After a notice: Esc is the key.")
        case .terminalTooSmall: Message("Terminal too small")
        case .needColumns:
            Message(
                "Need at least %1$s columns, have %2$s",
                comment: "The terminal is too narrow: %1$s columns needed, %2$s there.")
        case .needRows:
            Message(
                "Need at least %1$s rows, have %2$s",
                comment: "The terminal is too short: %1$s rows needed, %2$s there.")
        case .needBoth:
            Message(
                "Need at least %1$s, have %2$s",
                comment: "The terminal is too small: %1$s is the size needed (60x20), %2$s the size there.")
        case .enlargeOrQuit: Message("Enlarge the window or press q", comment: "q is the key.")
        case .lobbyTitle: Message("Memorize lobby", comment: "The lobby's title: where players meet to make tables.")
        case .lobbyDaily:
            Message("Daily #%1$s %2$s", comment: "The lobby's title line: the daily's number, %1$s; its day, %2$s.")
        case .dailyPlayed: Message("Today's daily is played: b shows the board.", comment: "b is a key.")
        case .dailyWaiting: Message("Today's daily is waiting: d plays it, once.", comment: "d is a key.")
        case .welcome:
            Message(
                "Welcome. Type the name the other players will see,",
                comment: "The lobby's name prompt, first line of two; the second follows.")
        case .welcomeKept: Message("then Enter; it is kept for your key.", comment: "Second line; Enter is the key.")
        case .nameField: Message("Name: %1$s", comment: "The name being typed, %1$s, with the cursor after it.")
        case .noTable: Message("No table is open. n makes one, d plays today's daily.", comment: "n and d are keys.")
        case .tableHeads:
            Message(
                "  No  Theme          Mode              Seats  Players",
                comment:
                    "Column heads of the lobby's tables: each starts where its column does (No at 2, Theme at 6, "
                    + "Mode at 21, Seats at 39, Players at 46); keep those places, in cells.")
        case .watching: Message("; %1$s watching", comment: "After a table's players: how many watch it.")
        case .playing: Message("; playing", comment: "After a table's players: its game has begun.")
        case .todaysDaily:
            Message(
                "Today's daily #%1$s, %2$s: %3$s played",
                comment: "%1$s: the daily's number; %2$s: its day; %3$s: how many players played it.")
        case .nobodyPlayed: Message("Nobody has played it yet.", comment: "Today's daily's board, empty.")
        case .boardHeads:
            Message(
                "   #  Name                  Score  Flips over   Time  Streak",
                comment:
                    "Column heads of the daily's board, each ending where its column ends (# at 4, Name starts at "
                    + "6, Score ends at 33, Flips over at 45, Time at 52, Streak at 60); keep those places, in cells.")
        case .newTable: Message("New table", comment: "The lobby's form for a new table.")
        case .firstSeat: Message("You take the first seat; the others join from the lobby.")
        case .lobbyHelp:
            Message(
                "The lobby lists the open tables; pick one with the arrows or a click.\n"
                    + "Enter takes a free seat at it, w watches it (also once it has begun).\n"
                    + "n makes a new table: its theme, pairs or Matchismo, timed or not,\n"
                    + "2 to 4 seats, and a computer seat at the level you choose.\n"
                    + "d plays today's daily, once a day; b shows today's board.\n"
                    + "At a table the game is the same as at home; q leaves it.\n"
                    + "Plain mode: ssh -t play@HOST plain.",
                comment:
                    "The lobby's help, a line each, at most 80 cells a line (a line longer than the screen is cut). "
                    + "Enter, w, n, d, b and q are keys; ssh -t play@HOST plain is a command, HOST a placeholder.")
        }
    }
}
