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
    case seatLetters
    // The summary.
    case gameOver, time, bestThisSession, daily, seed, newBest, recordKept, bestKeptBelowZero, allPairsFound
    case copyHint, practiceNotARecord, toDealAgain, hostDeals
    case scoreValue, bestThisSessionValue, bestThisSessionWithRecord, practiceShort, dailyValue, seedValue
    // The boxes.
    case keys, screenReader, screenReaderOverSSH, pressAnyKeyToClose, themes, noThemes, paused, clockStopped, newGame,
        sure
    case noticeDismiss
    // The too-small screen.
    case terminalTooSmall, needColumns, needRows, needBoth, enlargeOrQuit
    // The lobby.
    case lobbyTitle, lobbyDaily, dailyPlayed, dailyWaiting, welcome, welcomeKept, nameField
    case noTable, tableHeads, watching, playing, todaysDaily, nobodyPlayed, boardHeads, newTable, firstSeat
    case lobbyHelp

    /// The English text alone: what a run in English shows, with nothing else of the message made.
    package var english: String {
        switch self {
        case .title: "Memorize"
        case .plainPointer: "--plain: speech"
        case .score: "Score"
        case .flips: "Flips"
        case .pairs: "Pairs"
        case .timed: "Timed"
        case .seatLetters: "%1$sp %2$spt"
        case .gameOver: "Game over"
        case .time: "Time"
        case .bestThisSession: "Best this session"
        case .daily: "Daily"
        case .seed: "Seed"
        case .newBest: "New best!"
        case .recordKept: "record %1$s"
        case .bestKeptBelowZero: "best kept %1$s, below zero"
        case .allPairsFound: "All pairs found!"
        case .copyHint: "c copies these lines; they are printed again at q"
        case .practiceNotARecord: "Practice (seeded deal): not a record"
        case .toDealAgain: "To deal this board again:"
        case .hostDeals: "The host deals the next game"
        case .scoreValue: "Score %1$s"
        case .bestThisSessionValue: "Best this session %1$s"
        case .bestThisSessionWithRecord: "Best this session %1$s (record %2$s)"
        case .practiceShort: "Practice: not a record"
        case .dailyValue: "Daily %1$s"
        case .seedValue: "Seed %1$s"
        case .keys: "Keys"
        case .screenReader: "Screen reader: memorize --plain"
        case .screenReaderOverSSH: "Screen reader: add plain to your ssh command"
        case .pressAnyKeyToClose: "Press any key to close"
        case .themes: "Themes"
        case .noThemes: "No themes"
        case .paused: "Paused"
        case .clockStopped: "The clock is stopped"
        case .newGame: "New game"
        case .sure: "Sure?"
        case .noticeDismiss: "Esc dismisses"
        case .terminalTooSmall: "Terminal too small"
        case .needColumns: "Need at least %1$s columns, have %2$s"
        case .needRows: "Need at least %1$s rows, have %2$s"
        case .needBoth: "Need at least %1$s, have %2$s"
        case .enlargeOrQuit: "Enlarge the window or press q"
        case .lobbyTitle: "Memorize lobby"
        case .lobbyDaily: "Daily #%1$s %2$s"
        case .dailyPlayed: "Today's daily is played: b shows the board."
        case .dailyWaiting: "Today's daily is waiting: d plays it, once."
        case .welcome: "Welcome. Type the name the other players will see,"
        case .welcomeKept: "then Enter; it is kept for your key."
        case .nameField: "Name: %1$s"
        case .noTable: "No table is open. n makes one, d plays today's daily."
        case .tableHeads: "  No  Theme          Mode              Seats  Players"
        case .watching: "; %1$s watching"
        case .playing: "; playing"
        case .todaysDaily: "Today's daily #%1$s, %2$s: %3$s played"
        case .nobodyPlayed: "Nobody has played it yet."
        case .boardHeads: "   #  Name                  Score  Flips over   Time  Streak"
        case .newTable: "New table"
        case .firstSeat: "You take the first seat; the others join from the lobby."
        case .lobbyHelp: message.english
        }
    }

    package var message: Message {
        switch self {
        case .title: Message(english, comment: "The game's name, at the start of the status line.")
        case .plainPointer:
            Message(
                english,
                comment: "The end of the board's hint line, for a screen reader's user: --plain is the option "
                    + "that plays the game in lines, read aloud; 15 cells.")
        case .score: Message(english, comment: "Status line: the label before the score (Score 12); few cells.")
        case .flips: Message(english, comment: "Status line: the label before the cards turned (Flips 9).")
        case .pairs: Message(english, comment: "Status line: the label before the pairs found (Pairs 3/8).")
        case .timed:
            Message(english, comment: "Status line: a timed game, before the multiplier a match gets now (Timed x3).")
        case .seatLetters:
            Message(
                english,
                comment: "A seat's pairs (%1$s) and points (%2$s) in the fewest cells, on a narrow status line.")
        case .gameOver: Message(english, comment: "The title of the summary box.")
        case .time: Message(english, comment: "Summary: the label of the game's time (1:47).")
        case .bestThisSession: Message(english, comment: "Summary: the label of the session's best score.")
        case .daily: Message(english, comment: "Summary: the label of the daily's day (YYYY-MM-DD).")
        case .seed: Message(english, comment: "Summary: the label of the seed that deals the board again.")
        case .newBest: Message(english, comment: "Summary: beside a result that beat the kept record.")
        case .recordKept: Message(english, comment: "Summary: the record kept before this session, %1$s.")
        case .bestKeptBelowZero:
            Message(english, comment: "Summary: a kept best score below zero, %1$s.")
        case .allPairsFound: Message(english, comment: "Summary's first line when the game gives none.")
        case .copyHint:
            Message(
                english,
                comment: "Under a daily's lines to share; c and q are keys.")
        case .practiceNotARecord: Message(english, comment: "Summary of a --seed game.")
        case .toDealAgain: Message(english, comment: "Summary: before the command line.")
        case .hostDeals: Message(english, comment: "At a table's guest, after a game.")
        case .scoreValue: Message(english, comment: "The summary in one line: the score, %1$s.")
        case .bestThisSessionValue:
            Message(english, comment: "The summary in one line: the session's best score.")
        case .bestThisSessionWithRecord:
            Message(
                english,
                comment: "The summary in one line: the session's best score, %1$s, and the kept record, %2$s.")
        case .practiceShort: Message(english, comment: "The summary in one line, for a --seed game.")
        case .dailyValue: Message(english, comment: "The summary in one line: the daily's day (YYYY-MM-DD).")
        case .seedValue: Message(english, comment: "The summary in one line: the seed, a number.")
        case .keys: Message(english, comment: "The title of the key help box.")
        case .screenReader:
            Message(
                english,
                comment: "Where a screen reader's user finds the game in lines; the command stays as it is.")
        case .screenReaderOverSSH:
            Message(
                english,
                comment: "The lobby over SSH: ssh -t play@HOST plain opens it in lines; plain and ssh stay as they are."
            )
        case .pressAnyKeyToClose: Message(english, comment: "The key help box's last line.")
        case .themes: Message(english, comment: "The title of the box listing the themes.")
        case .noThemes: Message(english)
        case .paused: Message(english, comment: "The title of the box over a paused game.")
        case .clockStopped: Message(english, comment: "In the paused box.")
        case .newGame: Message(english, comment: "The title of the new-game box.")
        case .sure: Message(english, comment: "The title of the box asking before a game is lost.")
        case .noticeDismiss: Message(english, comment: "After a notice: Esc is the key.")
        case .terminalTooSmall: Message(english)
        case .needColumns:
            Message(
                english,
                comment: "The terminal is too narrow: %1$s columns needed, %2$s there.")
        case .needRows:
            Message(
                english,
                comment: "The terminal is too short: %1$s rows needed, %2$s there.")
        case .needBoth:
            Message(
                english,
                comment: "The terminal is too small: %1$s is the size needed (60x20), %2$s the size there.")
        case .enlargeOrQuit: Message(english, comment: "q is the key.")
        case .lobbyTitle: Message(english, comment: "The lobby's title: where players meet to make tables.")
        case .lobbyDaily:
            Message(english, comment: "The lobby's title line: the daily's number, %1$s; its day, %2$s.")
        case .dailyPlayed: Message(english, comment: "b is a key.")
        case .dailyWaiting: Message(english, comment: "d is a key.")
        case .welcome:
            Message(
                english,
                comment: "The lobby's name prompt, first line of two; the second follows.")
        case .welcomeKept: Message(english, comment: "Second line; Enter is the key.")
        case .nameField: Message(english, comment: "The name being typed, %1$s, with the cursor after it.")
        case .noTable: Message(english, comment: "n and d are keys.")
        case .tableHeads:
            Message(
                english,
                comment:
                    "Column heads of the lobby's tables: each starts where its column does (No at 2, Theme at 6, "
                    + "Mode at 21, Seats at 39, Players at 46); keep those places, in cells.")
        case .watching: Message(english, comment: "After a table's players: how many watch it.")
        case .playing: Message(english, comment: "After a table's players: its game has begun.")
        case .todaysDaily:
            Message(
                english,
                comment: "%1$s: the daily's number; %2$s: its day; %3$s: how many players played it.")
        case .nobodyPlayed: Message(english, comment: "Today's daily's board, empty.")
        case .boardHeads:
            Message(
                english,
                comment:
                    "Column heads of the daily's board, each ending where its column ends (# at 4, Name starts at "
                    + "6, Score ends at 33, Flips over at 45, Time at 52, Streak at 60); keep those places, in cells.")
        case .newTable: Message(english, comment: "The lobby's form for a new table.")
        case .firstSeat: Message(english)
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
