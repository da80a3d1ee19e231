import MemorizeRenderer
import MemorizeViewModel
import ScreenKit

/// The lines plain mode says (SPEC §7.4), as pure functions of a screen: what the board is, what a
/// look and a score read, the summary, the help. They know nothing of the rules; every fact comes
/// from the `GameScreen`, and a face only from a card that shows it.
enum PlainLines {
    /// The grid plain mode describes: the one the grid game would choose on an 80×24 terminal, so
    /// both ways of playing agree on rows and columns.
    static func columns(forCardCount count: Int) -> Int {
        BoardLayout.grid(forCardCount: count, in: TerminalSize(columns: 80, rows: 24)).columns
    }

    /// `Memorize, Halloween: 12 cards in 3 rows of 4, all face down. Type a card number from 1 to 12,
    /// or ? for help.`
    static func opening(_ screen: GameScreen, columns: Int) -> [String] {
        let count = screen.cards.count
        let title = screen.daily.map { "Memorize daily \($0), " } ?? "Memorize, "
        var lines = [
            "\(title)\(screen.status.themeName): \(count) cards in \(layout(count: count, columns: columns)), "
                + "all face down. Type a card number from 1 to \(count), or ? for help."
        ]
        if screen.isTimed {
            lines.append(
                "Timed: the points of a match or a mismatch are multiplied by 10 less the seconds since your last choice."
            )
        }
        if screen.players.count > 1 { lines.append(turn(screen)) }
        return lines
    }

    /// `3 rows of 4`, `1 row of 4`, `3 rows of 4, the last of 2`.
    static func layout(count: Int, columns: Int) -> String {
        let columns = max(1, min(columns, count))
        let rows = (count + columns - 1) / columns
        let last = count - (rows - 1) * columns
        let shape = rows == 1 ? "1 row of \(columns)" : "\(rows) rows of \(columns)"
        return last == columns ? shape : shape + ", the last of \(last)"
    }

    /// `Card 5: ghost 👻`.
    static func card(_ index: Int, _ face: CardFace) -> String {
        "Card \(index + 1): \(face.spokenName) \(face.text)"
    }

    /// Whose turn it is, in a game of several players: `Ann's turn.`, `Computer's turn.`, `Your turn.`
    static func turn(_ screen: GameScreen) -> String {
        guard screen.players.indices.contains(screen.currentPlayer) else { return "" }
        let name = screen.players[screen.currentPlayer].name
        return name == "You" ? "Your turn." : "\(name)'s turn."
    }

    /// The board row by row: `Row a: 1 face down, 2 ghost matched, 3 bat face up, 4 face down.`
    static func look(_ screen: GameScreen, columns: Int) -> [String] {
        if screen.mode == .paused { return ["The game is paused: the board is hidden. Type p to go on."] }
        let columns = max(1, columns)
        return stride(from: 0, to: screen.cards.count, by: columns).map { start in
            let row = start / columns
            let end = min(start + columns, screen.cards.count)
            let cards = (start..<end).map { index in "\(index + 1) \(describe(screen.cards[index]))" }
            return "Row \(rowLetter(row)): " + cards.joined(separator: ", ") + "."
        }
    }

    private static func describe(_ card: CardView) -> String {
        let name = card.face?.spokenName ?? ""
        switch card.side {
        case .faceDown: return "face down"
        case .faceUp: return "\(name) face up"
        case .justMatched, .matched: return "\(name) matched"
        }
    }

    /// `Score 4, 10 flips, time 0:32, 4 pairs left.`
    static func score(_ screen: GameScreen) -> String {
        let status = screen.status
        let left: String
        if status.pairsTotal > 0 {
            let pairs = status.pairsTotal - status.pairsFound
            left = pairs == 1 ? "1 pair left" : "\(pairs) pairs left"
        } else {
            let cards = screen.cards.count { $0.side == .faceDown || $0.side == .faceUp }
            left = cards == 1 ? "1 card left" : "\(cards) cards left"
        }
        let flips = NumberText.count(status.flips, "flip")
        guard screen.players.count > 1 else {
            return "Score \(status.score), \(flips), time \(clock(status.elapsedSeconds)), \(left)."
        }
        // Each seat's own points: there is no shared score.
        return turn(screen) + " " + standings(screen.players)
            + " \(flips), time \(clock(status.elapsedSeconds)), \(left)."
    }

    /// `Ann: 2 pairs, 12 points; Bob: 1 pair, 3 points.`
    static func standings(_ players: [PlayerStanding]) -> String {
        players.map { "\($0.name): \(NumberText.count($0.pairs, "pair")), \(NumberText.count($0.score, "point"))" }
            .joined(separator: "; ") + "."
    }

    /// The end of a game, in lines, then what to type next.
    static func summary(_ screen: GameScreen) -> [String] {
        guard let summary = screen.summary else { return [] }
        var lines = [summary.headline]
        if let daily = summary.daily { lines.append("Daily \(daily).") }
        let flipsAndTime =
            "Flips \(summary.flips)\(summary.newRecords.contains(.flips) ? ", a new best" : ""). "
            + "Time \(clock(summary.elapsedSeconds))\(summary.newRecords.contains(.time) ? ", a new best" : "")."
        if summary.players.isEmpty {
            lines.append(
                "Score \(summary.score)\(summary.newRecords.contains(.score) ? ", a new best" : ""). " + flipsAndTime)
        } else {
            // The standings, and no score of everyone's points added together.
            lines.append(standings(summary.players))
            lines.append(flipsAndTime)
        }
        if let best = summary.bestScore { lines.append("Best score this session: \(best).") }
        if let practice = summary.dailyPractice { lines.append(practice + ".") }
        if let share = summary.share {
            // The headline alone: a row of squares read aloud is a minute of "green square".
            lines.append("To share: \(share.headline(unicode: true))")
        } else if let command = summary.replayCommand {
            lines.append("To deal this board again: \(command.joined(separator: " ")).")
        } else if let seed = summary.seed {
            lines.append("Seed \(seed).")
        }
        lines.append(
            "Press Enter to play \(screen.status.themeName) again, type n for a new game, t for the themes, or q to quit."
        )
        return lines
    }

    /// The help: how to choose a card, the commands, and how scoring works.
    static func help(_ screen: GameScreen, columns: Int) -> [String] {
        let count = screen.cards.count
        let lastRow = rowLetter(max(0, (count - 1) / max(1, columns)))
        return [
            "Type a card number from 1 to \(count), or a row letter from a to \(lastRow) and a column, such as b1.",
            "Commands: l or look reads the board, s or score the score, n or new deals a new game, "
                + "t or themes lists the themes, p or pause pauses, ? or help this help, q or quit quits.",
        ] + screen.scoringHelp
    }

    /// The one line a line that means nothing gets.
    static func hint(cardCount: Int) -> String {
        "Type a card number from 1 to \(cardCount), a row and column such as b1, or ? for help."
    }

    /// The themes by number, and how to choose.
    static func themes(_ screen: GameScreen) -> [String] {
        let names = screen.themeNames.enumerated().map { "\($0.offset + 1) \($0.element)" }
        return [
            "Themes: " + names.joined(separator: ", ") + ".",
            "Type a theme number from 1 to \(screen.themeNames.count), or press Enter to go back.",
        ]
    }

    /// `a` for the first row.
    static func rowLetter(_ row: Int) -> String {
        guard row < 26 else { return "row \(row + 1)" }
        return String(UnicodeScalar(UInt8(ascii: "a") + UInt8(row)))
    }

    /// Minutes and seconds, as the status line shows them (`1:05`).
    static func clock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
