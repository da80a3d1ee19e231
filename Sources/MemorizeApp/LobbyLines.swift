import MemorizeLocalization
import MemorizeText
import MemorizeViewModel

/// The lobby in plain mode: the lines that say the tables, the day's board and the help, and the
/// commands typed, one a line. Pure functions of the lobby's screen, like `PlainLines` for a game.
enum LobbyLines {
    /// `Lobby, as Ann: 2 tables open. Type help for the commands.` and one line per table.
    static func listing(_ listing: LobbyListing) -> [String] {
        let count = listing.tables.count
        let opening =
            count == 0
            ? LobbyText.openingNone.text(safe(listing.name))
            : LobbyText.opening.text(count: count, safe(listing.name), "\(count)")
        return [opening] + listing.tables.map(table) + [daily(listing)]
    }

    /// `Table 3: Animals, pairs, 1 of 2 seats free: Ann, open; 2 watching.`
    static func table(_ table: LobbyListing.Table) -> String {
        let free = table.openSeats
        let seats = free == 0 ? LobbyText.full.text() : LobbyText.seatsFree.text("\(free)", "\(table.seats.count)")
        var clauses = [seatNames(of: table)]
        if !table.spectators.isEmpty { clauses.append(LobbyText.watchingCount.text("\(table.spectators.count)")) }
        if table.started { clauses.append(LobbyText.playing.text()) }
        return LobbyText.tableLine.text(
            "\(table.id)", safe(table.theme), safe(table.mode), seats,
            clauses.joined(separator: LobbyText.clauseSeparator.text()))
    }

    /// Who sits, in seat order, as `LobbyListing.Table.seatsText` says it for the grid, in the
    /// player's language: `open` for a free seat, `(away)` after an away one.
    private static func seatNames(of table: LobbyListing.Table) -> String {
        guard Translator.active.language != .english else { return table.seatsText }
        return table.seats.enumerated().map { index, name in
            guard !name.isEmpty else { return LobbyText.openSeat.text() }
            let shown = SafeText.stripped(name, limit: 24)
            return table.away.contains(index) ? LobbyText.awaySeat.text(shown) : shown
        }.joinedText(separator: ", ")
    }

    /// Whether today's daily is still to play.
    static func daily(_ listing: LobbyListing) -> String {
        listing.playedToday
            ? LobbyText.dailyPlayed.text("\(listing.dailyNumber)")
            : LobbyText.dailyWaiting.text("\(listing.dailyNumber)")
    }

    /// `Today's board, daily 340: 1. Ann, 18 points, 2 flips over, 1 minute 47, 3 days in a row.`
    static func board(_ listing: LobbyListing) -> [String] {
        guard !listing.board.isEmpty else { return [LobbyText.boardEmpty.text("\(listing.dailyNumber)")] }
        return [LobbyText.boardTitle.text("\(listing.dailyNumber)", "\(listing.board.count)")]
            + listing.board.enumerated().map { place, result in
                let streak =
                    result.streak == 1 ? LobbyText.firstDay.text() : LobbyText.daysInARow.text("\(result.streak)")
                return LobbyText.boardEntry.text(
                    "\(place + 1)", safe(result.name), "\(result.score)", "\(result.flipsOver)",
                    SpokenText.duration(seconds: result.seconds), streak)
            }
    }

    static var help: [String] {
        [LobbyText.helpCommands.text(), LobbyText.helpNew.text(), LobbyText.helpDaily.text()]
    }

    /// What a typed line asks: a screen intent, a request for the server, or a line to say back.
    enum Command: Equatable {
        case list, board, help
        case request(LobbyRequest)
        case unknown(String)
    }

    /// Reads one typed line; `themes` are the theme names `new` accepts (any case, a unique prefix).
    static func command(_ line: String, themes: [String]) -> Command {
        let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let verb = words.first else { return .list }
        let rest = Array(words.dropFirst())
        switch verb {
        case "tables", "l", "list", "look": return .list
        case "board", "b": return .board
        case "help", "?", "h": return .help
        case "daily", "d": return .request(.daily)
        case "quit", "q", "exit": return .request(.quit)
        case "join", "j", "watch", "w":
            guard rest.count == 1, let id = Int(rest[0]), id >= 0 else {
                return .unknown(LobbyText.whichTable.text(verb))
            }
            return .request(verb.hasPrefix("j") ? .join(table: id) : .watch(table: id))
        case "new", "n": return newTable(rest, themes: themes)
        default: return .unknown(LobbyText.noCommand.text(SafeText.quoted(line, limit: 32)))
        }
    }

    /// `new THEME [matchismo] [timed] [seats N] [computer LEVEL]`.
    private static func newTable(_ words: [String], themes: [String]) -> Command {
        var choices = NewTableChoices(theme: themes.first ?? "")
        var themeGiven = false
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            switch word {
            case "matchismo": choices.matchismo = true
            case "timed": choices.timed = true
            case "seats":
                guard index < words.count, let seats = Int(words[index]), (2...4).contains(seats) else {
                    return .unknown(LobbyText.seatsGo.text())
                }
                choices.seats = seats
                index += 1
            case "computer":
                let level = index < words.count && NewTableChoices.levels.contains(words[index]) ? words[index] : nil
                if level != nil { index += 1 }
                choices.computer = level ?? "normal"
            default:
                let matches = themes.filter { $0.lowercased() == word }
                let prefixed = matches.isEmpty ? themes.filter { $0.lowercased().hasPrefix(word) } : matches
                guard !themeGiven, prefixed.count == 1 else {
                    return .unknown(
                        LobbyText.noSingleTheme.text(
                            SafeText.quoted(word, limit: 32), themes.joinedText(separator: ", ")))
                }
                choices.theme = prefixed[0]
                themeGiven = true
            }
        }
        if choices.computer != nil && choices.seats == 2 && !words.contains("seats") { choices.seats = 3 }
        guard choices.computer == nil || choices.seats > 2 else {
            return .unknown(LobbyText.computerNeedsSeats.text())
        }
        return .request(.newTable(choices))
    }

    private static func safe(_ text: String) -> String { SafeText.stripped(text, limit: 60) }
}
