import MemorizeLocalization

/// What `--stats`, `--scores` and `--list-themes` print (`StatsListing`, `ScoreListing`,
/// `ThemeListing`): in columns for a sighted reader, or in sentences in plain mode, where a screen
/// reader says them. A theme's name, a player's name, a level (`easy`) and a mode (`memorize`) come in
/// as they are.
package enum ListingText: MessageCatalog {
    // --stats
    case gamesAlone, dailyGames, days, noBestScores, bestOfEachTheme, bestOfTheme, timedTheme, timedPlainTheme
    case againstComputer, levelRecord, beforeLevels, beforeLevelsLost, withFriends, friendWon, friendWonGames
    case dailyFlipsHeading, dailyFlips, bandNone, bandRange, bandMore, notCleared
    case daysWithFewest, daysWithRange, daysWithMore, daysNotCleared
    case listSeparator, clauseSeparator
    // --scores
    case theme, mode, timed, cards, bestScore, fewestFlips, bestTime, yes, no, plain
    case noScoresToShow, noScoresYet, noScoresYetKeptIn, noFile, bestScoresKeptIn, severalPlayersKeptIn, severalPlayers
    case practiceNote, playerWon, bestScoresKeptInSentence, recordSentence, recordSentenceMatchismo
    case timedInPlainMode, timedSentence, untimed, playerWonGames
    // --list-themes
    case allPairs, randomPairs, themeSentence, differentPairs, pairsOneForEachFace, newNumberOfPairs
    case pairsOfIts, matchismo

    package var message: Message {
        switch self {
        case .gamesAlone:
            Message(
                "Games played alone: %1$s, cleared: %2$s.",
                comment:
                    "--stats' first line. %1$s: the games played by one player; %2$s: those whose board was cleared.")
        case .dailyGames:
            Message(
                "Daily games: %1$s; current streak %2$s, longest %3$s.",
                comment: "--stats. %1$s: the days with a daily played; %2$s and %3$s: days in a row. Each is the "
                    + "message \"%1$s days\".")
        case .days:
            Message("%1$s day", plural: "%1$s days", comment: "A number of days, in --stats' sentences.")
        case .noBestScores:
            Message("No best scores yet.", comment: "--stats, when no game was kept.")
        case .bestOfEachTheme:
            Message("Best of each theme:", comment: "--stats: a heading above one line per theme.")
        case .bestOfTheme:
            Message(
                "%1$s: best score %2$s, fewest flips %3$s, best time %4$s.",
                comment: "--stats, one line per theme. %1$s: the theme's name; %2$s: points; %3$s: cards turned; "
                    + "%4$s: a time (1:05, or in plain mode in words).")
        case .timedTheme:
            Message("%1$s (timed)", comment: "A theme's name in --stats, for its timed games.")
        case .timedPlainTheme:
            Message("%1$s (timed, plain)", comment: "A theme's name in --stats, for its timed games in plain mode.")
        case .againstComputer:
            Message(
                "Against the computer: %1$s.",
                comment: "--stats. %1$s: a record per level of the computer, separated by \"; \".")
        case .levelRecord:
            Message(
                "%1$s won %2$s, lost %3$s, drawn %4$s",
                comment: "--stats, games against the computer. %1$s: the level as it is typed (easy, normal, hard, "
                    + "expert), kept in English; %2$s, %3$s, %4$s: games the player won, lost, drew.")
        case .beforeLevels:
            Message(
                "before levels were kept won %1$s, lost %2$s, drawn %3$s",
                comment: "--stats: games against the computer counted by an older version, which kept no level.")
        case .beforeLevelsLost:
            Message(
                "before levels were kept lost %1$s of %2$s",
                comment: "As the last one, when only the losses are known. %2$s: the message \"%1$s games\".")
        case .withFriends:
            Message(
                "With friends: %1$s.",
                comment: "--stats. %1$s: each friend's wins (Ann won 3 of 5 games), separated by commas.")
        case .friendWon:
            Message("%1$s won %2$s of %3$s", comment: "--stats: a friend's wins, after the first. %1$s: a name.")
        case .friendWonGames:
            Message(
                "%1$s won %2$s of %3$s game", plural: "%1$s won %2$s of %3$s games",
                comment: "--stats: the first friend's wins. %1$s: a name; %2$s: wins; %3$s: games.")
        case .dailyFlipsHeading:
            Message(
                "Daily flips over the fewest possible:",
                comment: "--stats: above bars counting the dailies by how many cards were turned more than the least "
                    + "a board needs.")
        case .dailyFlips:
            Message(
                "Daily flips over the fewest possible: %1$s.",
                comment: "As the heading, in one sentence for a screen reader. %1$s: the counts, separated by commas.")
        case .bandNone:
            Message("none over", comment: "A bar's label in --stats: dailies with no flip over the fewest.")
        case .bandRange:
            Message("%1$s to %2$s over", comment: "A bar's label in --stats: 1 to 4 flips over the fewest.")
        case .bandMore:
            Message("%1$s or more over", comment: "A bar's label in --stats: 17 or more flips over the fewest.")
        case .notCleared:
            Message("not cleared", comment: "A bar's label in --stats: dailies whose board was not cleared.")
        case .daysWithFewest:
            Message("%1$s with the fewest flips", comment: "%1$s: the message \"%1$s days\".")
        case .daysWithRange:
            Message(
                "%1$s with %2$s to %3$s flips over",
                comment: "%1$s: the message \"%1$s days\"; %2$s to %3$s: flips over the fewest.")
        case .daysWithMore:
            Message("%1$s with %2$s or more flips over", comment: "%1$s: the message \"%1$s days\"; %2$s: 17.")
        case .daysNotCleared:
            Message("%1$s not cleared", comment: "%1$s: the message \"%1$s days\".")
        case .listSeparator:
            Message(", ", comment: "Between the items of a list in --stats and --scores' sentences.")
        case .clauseSeparator:
            Message("; ", comment: "Between the levels of the computer in --stats.")
        case .theme:
            Message("Theme", comment: "A column's heading in --scores.")
        case .mode:
            Message("Mode", comment: "A column's heading in --scores: memorize or matchismo.")
        case .timed:
            Message("Timed", comment: "A column's heading in --scores: yes, no or plain.")
        case .cards:
            Message("Cards", comment: "A column's heading in --scores: the cards dealt.")
        case .bestScore:
            Message("Best score", comment: "A column's heading in --scores.")
        case .fewestFlips:
            Message("Fewest flips", comment: "A column's heading in --scores: the fewest cards turned.")
        case .bestTime:
            Message("Best time", comment: "A column's heading in --scores.")
        case .yes:
            Message("yes", comment: "In --scores' Timed column.")
        case .no:
            Message("no", comment: "In --scores' Timed column.")
        case .plain:
            Message("plain", comment: "In --scores' Timed column: timed, played in plain mode.")
        case .noScoresToShow:
            Message("No scores to show.", comment: "--scores, when the scores file cannot be used.")
        case .noScoresYet:
            Message("No scores yet.", comment: "--scores, when there is nowhere to keep them.")
        case .noScoresYetKeptIn:
            Message("No scores yet. They will be kept in %1$s.", comment: "--scores. %1$s: the file's path.")
        case .noFile:
            Message("no file", comment: "Where scores are kept, when there is nowhere: in \"kept in %1$s\".")
        case .bestScoresKeptIn:
            Message("Best scores, kept in %1$s:", comment: "--scores, above the table. %1$s: the file's path.")
        case .severalPlayersKeptIn:
            Message(
                "Games of several players, kept in %1$s:",
                comment: "--scores, above the players' wins when there are no other scores. %1$s: the file's path.")
        case .severalPlayers:
            Message("Games of several players:", comment: "--scores, above the players' wins.")
        case .practiceNote:
            Message("Games played with --seed are practice and are not kept.", comment: "--scores' last line.")
        case .playerWon:
            Message(
                "won %1$s of %2$s",
                comment: "--scores, after a player's name (in a column): %1$s games won of %2$s played.")
        case .bestScoresKeptInSentence:
            Message("Best scores, kept in %1$s.", comment: "--scores in plain mode. %1$s: the file's path.")
        case .recordSentence:
            Message(
                "%1$s, %2$s, %3$s: best score %4$s, fewest flips %5$s, best time %6$s.",
                comment: "--scores in plain mode. %1$s: the theme; %2$s: timed, untimed or timed in plain mode; "
                    + "%3$s: the message \"%1$s cards\"; %6$s: a time in words.")
        case .recordSentenceMatchismo:
            Message(
                "%1$s, Matchismo, %2$s, %3$s: best score %4$s, fewest flips %5$s, best time %6$s.",
                comment: "As the last one, for a theme's name played as Matchismo (a game's name).")
        case .timedInPlainMode:
            Message("timed in plain mode", comment: "In --scores' sentences.")
        case .timedSentence:
            Message("timed", comment: "In --scores' sentences: games with timed scoring.")
        case .untimed:
            Message("untimed", comment: "In --scores' sentences.")
        case .playerWonGames:
            Message(
                "%1$s won %2$s of %3$s game.", plural: "%1$s won %2$s of %3$s games.",
                comment: "--scores in plain mode. %1$s: a player's name; %2$s: wins; %3$s: games.")
        case .allPairs:
            Message("all", comment: "--list-themes' pairs column: a theme that deals every pair it has.")
        case .randomPairs:
            Message("random", comment: "--list-themes' pairs column: a new number of pairs each game.")
        case .themeSentence:
            Message(
                "%1$s, %2$s: %3$s.",
                comment: "--list-themes in plain mode. %1$s: the theme; %2$s: its pairs (one of the next messages); "
                    + "%3$s: its faces' names, separated by commas.")
        case .differentPairs:
            Message(
                "%1$s pair of two different cards", plural: "%1$s pairs of two different cards",
                comment: "What a theme of pairs of different cards (🐱 and 猫) has, in \"of its %1$s\".")
        case .pairsOneForEachFace:
            Message("%1$s pair, one for each face", plural: "%1$s pairs, one for each face")
        case .newNumberOfPairs:
            Message(
                "a new number of pairs each game, from 2 to %1$s, of its %2$s",
                comment: "%2$s: the message \"%1$s faces\" or \"%1$s pairs of two different cards\".")
        case .pairsOfIts:
            Message(
                "%1$s pair of its %2$s", plural: "%1$s pairs of its %2$s",
                comment: "%2$s: the message \"%1$s faces\" or \"%1$s pairs of two different cards\".")
        case .matchismo:
            Message(
                "Matchismo, %1$s playing cards of a 52-card deck, matched by rank or by suit (--theme matchismo; "
                    + "--cards sets how many).",
                comment: "The last line of --list-themes in plain mode. Matchismo is a game's name; %1$s: 12.")
        }
    }
}
