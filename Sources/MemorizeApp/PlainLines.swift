import MemorizeLocalization
import MemorizeRenderer
import MemorizeSetup
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// The lines plain mode says (SPEC §7.4, §7.6), as pure functions of a screen: what the board is, what a
/// look, a question and a score read, the results, the summary, the help. They know nothing of the
/// rules; every fact comes from the `GameScreen` or an event, and a face only from a card that shows it.
///
/// Brief lines say each fact once, in words a speech synthesizer reads as meant: a face's name with
/// no picture after it, times and dates in words, `help` rather than `?`. Full lines (`--plain=full`,
/// the `verbose` command) keep the pictures, the longer opening and the whole summary, for braille and
/// sighted readers.
enum PlainLines {
    /// The grid plain mode describes: the one the grid game would choose on an 80×24 terminal, so
    /// both ways of playing agree on rows and columns.
    static func columns(forCardCount count: Int) -> Int {
        BoardLayout.grid(forCardCount: count, in: TerminalSize(columns: 80, rows: 24)).columns
    }

    /// Brief: `Halloween: 12 cards in 3 rows of 4. Type a number or help.` Full: `Memorize,
    /// Halloween: 12 cards in 3 rows of 4, all face down. Type a card number from 1 to 12, or help.`
    static func opening(_ screen: GameScreen, columns: Int, detail: PlainDetail) -> [String] {
        let count = screen.cards.count
        let shape = layout(count: count, columns: columns)
        var lines: [String]
        // The daily's number, as the status line and the share line say it (`17` of `#17`).
        let number = screen.status.daily.flatMap { $0.hasPrefix("Daily #") ? String($0.dropFirst(7)) : nil }
        let theme = screen.status.themeName
        switch detail {
        case .brief:
            if let day = screen.daily {
                let title =
                    number.map { PlainText.dailyTitleNumbered.text($0, date(day)) }
                    ?? PlainText.dailyTitle.text(date(day))
                lines = [PlainText.openingBriefDaily.text(title, theme, "\(count)", shape)]
            } else {
                lines = [PlainText.openingBrief.text(theme, "\(count)", shape)]
            }
            if screen.isTimed { lines.append(PlainText.timedBrief.text()) }
        case .full:
            let title =
                screen.daily.map { day in
                    number.map { PlainText.fullDailyTitleNumbered.text($0, date(day)) }
                        ?? PlainText.fullDailyTitle.text(date(day))
                } ?? PlainText.fullTitle.text()
            let opening =
                screen.cards.allSatisfy { $0.side == .faceDown } ? PlainText.openingFullFaceDown : PlainText.openingFull
            lines = [opening.text(title, theme, "\(count)", shape)]
            if screen.isTimed { lines.append(PlainText.timedFull.text()) }
        }
        if screen.players.count > 1 { lines.append(turn(screen)) }
        return lines
    }

    /// `3 rows of 4`, `1 row of 4`, `3 rows of 4, the last of 2`.
    static func layout(count: Int, columns: Int) -> String {
        let columns = max(1, min(columns, count))
        let rows = (count + columns - 1) / columns
        let last = count - (rows - 1) * columns
        guard last != columns else { return PlainText.rows.text(count: rows, "\(rows)", "\(columns)") }
        return PlainText.rowsWithLast.text("\(rows)", "\(columns)", "\(last)")
    }

    /// A card turned up. Brief: `Card 5: ghost.` Full: `Card 5: ghost 👻` (as brief without Unicode,
    /// and for a face read as its own text, `calf`, which would be said twice).
    static func card(_ index: Int, _ face: CardFace, detail: PlainDetail, unicode: Bool) -> String {
        detail == .full && unicode && face.spokenName != face.text
            ? PlainText.cardWithPicture.text("\(index + 1)", face.spokenName, face.text)
            : PlainText.card.text("\(index + 1)", face.spokenName)
    }

    /// Whose turn it is, in a game of several players: `Ann's turn.`, `Computer's turn.`, `Your turn.`
    /// Nothing once the game is over: nobody is to move (the status line marks nobody).
    static func turn(_ screen: GameScreen) -> String {
        guard screen.players.indices.contains(screen.currentPlayer),
            screen.players.count <= 1 || screen.status.currentPlayer == screen.currentPlayer
        else { return "" }
        let seat = screen.currentPlayer
        return seat == screen.playerHere
            ? PlainText.yourTurn.text() : PlainText.playersTurn.text(screen.players[seat].name)
    }

    /// After a match with several seats, that the same seat goes on: `Your turn again.`,
    /// `Computer's turn again.`
    static func turnAgain(_ screen: GameScreen, seat: Int) -> String {
        guard screen.players.indices.contains(seat) else { return "" }
        return seat == screen.playerHere
            ? PlainText.yourTurnAgain.text() : PlainText.playersTurnAgain.text(screen.players[seat].name)
    }

    /// What `r` says before another seat's lines: `Last turn, Computer:`, `Your last turn:`.
    static func lastTurn(_ screen: GameScreen, seat: Int) -> String {
        guard screen.players.indices.contains(seat) else { return PlainText.lastTurn.text() }
        if screen.playerHere == seat { return PlainText.yourLastTurn.text() }
        return PlainText.playersLastTurn.text(screen.players[seat].name)
    }

    /// The board row by row: `Row a: 1 face down; 2, ghost, matched; 3, bat, face up; 4 face down.`
    static func look(_ screen: GameScreen, columns: Int) -> [String] {
        if screen.mode == .paused { return [pausedLook] }
        let columns = max(1, columns)
        return stride(from: 0, to: screen.cards.count, by: columns).map { row(screen, $0 / columns, columns: columns) }
    }

    /// One row of the board: `Row b: 5 face down; 6, hamster, face up.`
    static func row(_ screen: GameScreen, _ row: Int, columns: Int) -> String {
        if screen.mode == .paused { return pausedLook }
        let start = row * columns
        let end = min(start + columns, screen.cards.count)
        let cards = (start..<end).map { index in describe(index, screen.cards[index]) }
        return PlainText.row.text(rowLetter(row), cards.joined(separator: PlainText.rowSeparator.text()))
    }

    /// What the board shows of one card, never more: `Card 7: face down.`, `Card 7: hamster, face up.`,
    /// `Card 7: hamster, matched.`
    static func question(_ screen: GameScreen, card index: Int) -> String {
        if screen.mode == .paused { return pausedLook }
        let card = screen.cards[index]
        let name = card.face?.spokenName ?? ""
        switch card.side {
        case .faceDown: return PlainText.cardFaceDown.text("\(index + 1)")
        case .faceUp: return PlainText.cardFaceUp.text("\(index + 1)", name)
        case .justMatched, .matched: return PlainText.cardMatched.text("\(index + 1)", name)
        }
    }

    private static var pausedLook: String { PlainText.paused.text() }

    /// `5 face down`, `6, hamster, face up`: the number, then the name between commas, so that a rank
    /// (`1, 10 of spades`) or a name ending in a state word (`mouse face`) never runs into another.
    private static func describe(_ index: Int, _ card: CardView) -> String {
        let name = card.face?.spokenName ?? ""
        switch card.side {
        case .faceDown: return PlainText.faceDown.text("\(index + 1)")
        case .faceUp: return PlainText.faceUp.text("\(index + 1)", name)
        case .justMatched, .matched: return PlainText.matched.text("\(index + 1)", name)
        }
    }

    /// `Score 4, 10 flips, 32 seconds, 4 pairs left.`; with several seats, whose turn it is and each
    /// seat's pairs and points instead of a score.
    static func score(_ screen: GameScreen) -> String {
        let status = screen.status
        let flips = flipsPhrase(status.flips)
        let time = SpokenText.duration(seconds: status.elapsedSeconds)
        guard screen.players.count > 1 else {
            return PlainText.score.text(NumberText.plain(status.score, unicode: true), flips, time, left(screen))
        }
        let rest = PlainText.scoreRest.text(flips, time, left(screen))
        // Each seat's own points: there is no shared score.
        return [turn(screen), standings(screen.players), rest].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `4 pairs left`, `1 card left`.
    static func left(_ screen: GameScreen) -> String {
        let status = screen.status
        if status.pairsTotal > 0 {
            let pairs = status.pairsTotal - status.pairsFound
            return PlainText.pairsLeft.text(count: Int(pairs.magnitude), NumberText.plain(pairs, unicode: true))
        }
        let cards = screen.cards.count { $0.side == .faceDown || $0.side == .faceUp }
        return PlainText.cardsLeft.text(count: Int(cards.magnitude), NumberText.plain(cards, unicode: true))
    }

    /// `10 flips`, `1 flip`: as `NumberText.count` says it, in the player's language.
    static func flipsPhrase(_ flips: Int) -> String {
        SpokenText.count(flips, .flip)
    }

    /// `Ann: 2 pairs, 12 points; Bob: 1 pair, 3 points.`
    static func standings(_ players: [PlayerStanding]) -> String {
        let each = players.map { player in
            PlainText.standing.text(
                player.name,
                NumberText.count(player.pairs, .pair), NumberText.count(player.score, .point)
            )
        }
        return PlainText.sentence.text(each.joined(separator: PlainText.rowSeparator.text()))
    }

    /// What a comparison did, said briefly: `Match.`, `No match.`, `No match, minus 1: bat was seen.`;
    /// the points of a match only where they vary (timed, Matchismo), since an untimed pair always
    /// scores 2, and what is left only in Matchismo, where it is not a pair a match (`s` says both);
    /// with several seats too, since the turn's own line (`Computer's turn.`, `Computer's turn again.`)
    /// came just before its cards and says whose it is. Nil for a choice that compared nothing
    /// (Matchismo's first card: its cost is in the score).
    static func briefResult(_ result: ChoiceResult, screen: GameScreen) -> String? {
        guard let isMatch = result.isMatch else { return nil }
        let points = result.points
        let signed =
            points > 0
            ? PlainText.plusPoints.text("\(points)") : points < 0 ? PlainText.minusPoints.text("\(-points)") : ""
        let pairs = screen.status.pairsTotal > 0
        var parts: [String]
        if isMatch {
            parts = [PlainText.match.text()]
            if !pairs || screen.isTimed, !signed.isEmpty { parts.append(signed) }
            // The last match is followed by the summary, which says it is over.
            if !pairs, screen.mode != .gameOver { parts.append(left(screen)) }
        } else {
            parts = [PlainText.noMatch.text()]
            if !signed.isEmpty { parts.append(signed) }
        }
        var text = parts.joined(separator: PlainText.clauseSeparator.text())
        // Seen cards cost points in a pairs game only; Matchismo's mismatch always costs the same.
        let seen = result.seenCards.compactMap {
            screen.cards.indices.contains($0) ? screen.cards[$0].face?.spokenName : nil
        }
        if !isMatch, pairs, !seen.isEmpty, points != 0 {
            let names = seen.dropFirst().reduce(seen[0]) { PlainText.twoInAList.text($0, $1) }
            text = PlainText.seenClause.text(text, PlainText.seen.text(count: seen.count, names))
        }
        return capitalized(PlainText.sentence.text(text))
    }

    /// A full result, the variant's own words, with who chose when several seats play.
    static func fullResult(_ result: ChoiceResult, screen: GameScreen) -> String? {
        guard let spoken = result.message?.spoken else { return nil }
        guard result.isMatch != nil else { return spoken }
        return scored(spoken, by: result.seat, in: screen)
    }

    /// `text` with its first letter capital, after `Ann: ` when several seats play.
    private static func scored(_ text: String, by seat: Int, in screen: GameScreen) -> String {
        guard screen.players.count > 1, screen.players.indices.contains(seat) else { return capitalized(text) }
        return "\(screen.players[seat].name): " + text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The end of a game, then what to type next. Brief: one line of the result (and what it beat),
    /// then the keys; the seed only on request (`seed`). Full: the whole summary, seed and share line
    /// included.
    /// What the player may do after a game: play again, wait for the host, or only quit.
    static func nextGame(_ summary: GameSummary) -> String {
        switch summary.next {
        case .here: PlainText.playAgain.text()
        case .host: PlainText.hostDeals.text()
        case .none: PlainText.tableOver.text()
        }
    }

    static func summary(_ screen: GameScreen, detail: PlainDetail, unicode: Bool) -> [String] {
        guard let summary = screen.summary else { return [] }
        var lines: [String]
        switch detail {
        case .brief:
            var line = sentence(summary.headline) + " "
            let time = SpokenText.duration(seconds: summary.elapsedSeconds)
            if summary.players.isEmpty {
                line += PlainText.summaryScore.text(
                    NumberText.plain(summary.score, unicode: true), flipsPhrase(summary.flips), time)
                let beaten = [
                    (GameSummary.Record.score, PlainText.bestScore), (.flips, PlainText.bestFlips),
                    (.time, PlainText.bestTime),
                ]
                .filter { summary.newRecords.contains($0.0) }.map { $0.1.text() }
                if !beaten.isEmpty { line += " " + PlainText.newBest.text(joinedWithAnd(beaten)) }
            } else {
                // The standings; the flips and the time belong to nobody (`s` says them).
                line += standings(summary.players)
            }
            lines = [line]
            if let practice = summary.dailyPractice { lines.append(practice + ".") }
            // The line is given on request only: read at the end of every daily it would be heard
            // each time as "hash" and "slash".
            if summary.share != nil { lines.append(PlainText.typeShare.text()) }
            lines.append(nextGame(summary))
        case .full:
            lines = [sentence(summary.headline)]
            if let daily = summary.daily { lines.append(PlainText.summaryDaily.text(date(daily))) }
            let best = summary.newRecords
            let flips = (best.contains(.flips) ? PlainText.flipsBest : PlainText.flipsLine).text("\(summary.flips)")
            let time = (best.contains(.time) ? PlainText.timeBest : PlainText.timeLine)
                .text(SpokenText.duration(seconds: summary.elapsedSeconds))
            let flipsAndTime = flips + " " + time
            if summary.players.isEmpty {
                let score = (best.contains(.score) ? PlainText.scoreBest : PlainText.scoreLine)
                    .text(NumberText.plain(summary.score, unicode: true))
                lines.append(score + " " + flipsAndTime)
            } else {
                // The standings, and no score of everyone's points added together.
                lines.append(standings(summary.players))
                lines.append(flipsAndTime)
            }
            if let best = summary.bestScore {
                lines.append(PlainText.sessionBest.text(NumberText.plain(best, unicode: true)))
            }
            if let practice = summary.dailyPractice { lines.append(practice + ".") }
            // A daily's share line, the headline alone (a row of squares read aloud is a minute of
            // "green square"), or how to deal the board again.
            if let replay = seed(screen, unicode: unicode) { lines += replay }
            lines.append(
                summary.next == .here
                    ? PlainText.fullNextGame.text(screen.status.themeName) : nextGame(summary))
        }
        return lines
    }

    /// How to deal the finished board again, or, for a daily, its result in words and then the line to
    /// paste (its `#`, `/` and `0:24` are no words); nil while a game is under way (the seed would give
    /// the board away) or when it is not known.
    static func seed(_ screen: GameScreen, unicode: Bool = true) -> [String]? {
        guard let summary = screen.summary else { return nil }
        if let share = summary.share {
            return [share.spoken, PlainText.toShare.text(share.headline(unicode: unicode))]
        }
        if let command = summary.replayCommand {
            return [PlainText.toDealAgain.text(command.joined(separator: " "))]
        }
        return summary.seed.map { [PlainText.seed.text("\($0)")] }
    }

    /// What `seed` or `share` says: the lines above, or why there are none.
    static func seedAnswer(_ screen: GameScreen, unicode: Bool) -> [String] {
        if let lines = seed(screen, unicode: unicode) { return lines }
        guard screen.summary != nil else {
            return [
                screen.daily != nil
                    ? PlainText.shareLater.text() : PlainText.seedLater.text()
            ]
        }
        // Over, and still nothing to give: a table's board is dealt only at its table.
        return [PlainText.noSeedAtTable.text()]
    }

    /// The help: how to choose a card, the commands one a line (a braille display shows a line at a
    /// time, and a reader pauses between them), and how scoring works. `l 7` comes first: a reader
    /// drops the `?` of `7?`, and a listener who types what they heard turns card 7.
    static func help(_ screen: GameScreen, columns: Int) -> [String] {
        let count = screen.cards.count
        let lastRow = rowLetter(max(0, (count - 1) / max(1, columns)))
        // A table's guest deals nothing and has no seed: the host does both.
        let dealing =
            screen.dealsHere
            ? [
                PlainText.helpSeed.text(), PlainText.helpShare.text(), PlainText.helpNew.text(),
                PlainText.helpOptions.text(),
            ] : [PlainText.helpHostDeals.text()]
        return [
            PlainText.helpChoose.text("\(count)", lastRow), PlainText.helpLookCard.text(), PlainText.helpLook.text(),
            PlainText.helpRepeat.text(), PlainText.helpScore.text(),
        ] + dealing + [PlainText.helpVerbose.text(), PlainText.helpPause.text()] + screen.scoringHelp
    }

    /// What a line that names no card or command gets: what is wrong with it, and what would do.
    static func refusal(_ word: String, cardCount: Int, columns: Int) -> String {
        let columns = max(1, columns)
        let rows = (cardCount + columns - 1) / columns
        if let number = Int(word), word.allSatisfy(\.isASCII) {
            return PlainText.noSuchCard.text("\(number)", "\(cardCount)")
        }
        if let letter = word.unicodeScalars.first, ("a"..."z").contains(letter),
            word.count == 1 || (Int(word.dropFirst()) != nil && word.dropFirst().allSatisfy(\.isASCII))
        {
            let row = Int(letter.value - UnicodeScalar("a").value)
            if row >= rows { return PlainText.noSuchRow.text(String(letter), rowLetter(rows - 1)) }
            let inRow = min(columns, cardCount - row * columns)
            if let column = Int(word.dropFirst()) {
                return PlainText.noSuchCardInRow.text("\(column)", String(letter), "\(inRow)")
            }
        }
        return PlainText.typeACard.text("\(cardCount)")
    }

    /// The themes by number, and how to choose.
    static func themes(_ screen: GameScreen) -> [String] {
        let names = screen.themeNames.enumerated().map { PlainText.numberedTheme.text("\($0.offset + 1)", $0.element) }
        return [
            PlainText.themes.text(names.joined(separator: PlainText.clauseSeparator.text())),
            PlainText.typeATheme.text("\(screen.themeNames.count)"),
        ]
    }

    /// `a` for the first row.
    static func rowLetter(_ row: Int) -> String {
        guard row < 26 else { return "row \(row + 1)" }
        return String(UnicodeScalar(UInt8(ascii: "a") + UInt8(row)))
    }

    /// The row a letter names (`b` is 1), or nil.
    static func row(named word: String) -> Int? {
        guard word.count == 1, let letter = word.unicodeScalars.first, ("a"..."z").contains(letter) else { return nil }
        return Int(letter.value - UnicodeScalar("a").value)
    }

    /// A day in words, `December 2, 2026`, from `2026-12-02`.
    static func date(_ iso: String) -> String { SpokenText.date(iso) }

    /// `text` ending as a sentence: a headline that ends in a word (`No more matches among the 2 cards
    /// left`) takes a full stop, so that what follows on its line is heard as another sentence; one that
    /// ends in punctuation (`All pairs found! (timed)`) is left as it is.
    static func sentence(_ text: String) -> String {
        guard let last = text.last, last.isLetter || last.isNumber else { return text }
        return PlainText.sentence.text(text)
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func joinedWithAnd(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return PlainText.twoInAList.text(words.dropLast().joined(separator: ", "), words.last ?? "")
    }

    /// `line` in ASCII, for an output whose locale is not UTF-8: the true minus and the dashes as `-`,
    /// a letter with an accent as the letter, anything else as `?`.
    static func ascii(_ line: String) -> String {
        var text = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\u{2212}", "\u{2013}", "\u{2014}", "\u{00B7}": text.append("-")
            case "\u{2026}": text.append("...")
            case "\u{2019}": text.append("'")
            case "\u{00D7}": text.append("x")
            default: text.append(AsciiTransliteration.character(for: scalar))
            }
        }
        return text
    }
}
